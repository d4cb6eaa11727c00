import '@mantine/dropzone/styles.css';
import { Group, Loader, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconPhotoUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What the server takes (it checks the bytes again; this only spares a useless upload). */
const ACCEPT = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

interface ImageDropzoneProps {
  label: string;
  onFiles: (files: File[]) => void;
  loading?: boolean;
  multiple?: boolean;
  /** Accessible name of the hidden file input, for screen readers and tests. */
  inputLabel?: string;
}

/** A drop area for JPEG/PNG/WebP pictures up to 5 МБ; a refused file is said in Russian. */
export function ImageDropzone({ label, onFiles, loading, multiple = true, inputLabel }: ImageDropzoneProps) {
  const { t } = useTranslation();
  const onReject = (rejections: FileRejection[]) => {
    if (rejections.length === 0) return;
    notifications.show({ color: 'red', message: t('media.dropReject'), autoClose: 5000 });
  };
  return (
    <Dropzone
      onDrop={onFiles}
      onReject={onReject}
      accept={ACCEPT}
      maxSize={MAX_BYTES}
      multiple={multiple}
      loading={loading}
      inputProps={{ 'aria-label': inputLabel ?? label }}
      p="md"
    >
      <Group justify="center" gap="sm" mih={56} style={{ pointerEvents: 'none' }}>
        {loading ? <Loader size="sm" /> : <IconPhotoUp size={28} stroke={1.5} />}
        <Text size="sm" c="dimmed" ta="center">
          {loading ? t('media.uploading') : label}
        </Text>
      </Group>
    </Dropzone>
  );
}
