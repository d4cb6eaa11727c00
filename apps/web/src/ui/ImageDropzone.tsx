import { Group, Loader, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhotoUp } from '@tabler/icons-react';
import { type DragEvent, type KeyboardEvent, useRef, useState } from 'react';
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

/**
 * A drop area for JPEG/PNG/WebP pictures up to 5 МБ: drop files on it, or click it (or Enter/Space) to
 * choose them; a refused file is said in Russian and the accepted ones still go up. Plain HTML drag and
 * drop over a hidden file input, so the web app needs no drop-zone package (issue 30: the one Mantine
 * ships requires Node 22 to install).
 */
export function ImageDropzone({ label, onFiles, loading, multiple = true, inputLabel }: ImageDropzoneProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length === 0 || loading) return;
    const accepted = files.filter((file) => ACCEPT.includes(file.type) && file.size <= MAX_BYTES);
    const taken = multiple ? accepted : accepted.slice(0, 1);
    if (taken.length < files.length) {
      notifications.show({ color: 'red', message: t('media.dropReject'), autoClose: 5000 });
    }
    if (taken.length > 0) onFiles(taken);
  };
  const open = () => {
    if (!loading) input.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    open();
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!loading) setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPT.join(',')}
        multiple={multiple}
        aria-label={inputLabel ?? label}
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      <Paper
        role="button"
        tabIndex={loading ? -1 : 0}
        aria-disabled={loading || undefined}
        aria-busy={loading || undefined}
        withBorder
        p="md"
        onClick={open}
        onKeyDown={onKeyDown}
        onDragOver={onDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderWidth: 1,
          borderColor: over ? 'var(--mantine-color-blue-6)' : undefined,
          backgroundColor: over ? 'var(--mantine-color-blue-0)' : undefined,
          cursor: loading ? 'default' : 'pointer',
        }}
      >
        <Group justify="center" gap="sm" mih={56} style={{ pointerEvents: 'none' }}>
          {loading ? <Loader size="sm" /> : <IconPhotoUp size={28} stroke={1.5} />}
          <Text size="sm" c="dimmed" ta="center">
            {loading ? t('media.uploading') : label}
          </Text>
        </Group>
      </Paper>
    </>
  );
}
