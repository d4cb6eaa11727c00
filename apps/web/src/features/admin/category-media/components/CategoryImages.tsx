import { ActionIcon, Badge, Box, FileButton, Image, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ImageView } from '@pms/domain';
import { IconReplace, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ImageDropzone } from '../../../../ui/ImageDropzone.tsx';
import type { useCategoryMedia } from '../hooks/useCategoryMedia.ts';
import type { CategoryMediaKind } from '../types/CategoryMediaKind.ts';

/** What the server takes; it checks the bytes again. */
const ACCEPT = 'image/jpeg,image/png,image/webp';

interface CategoryImagesProps {
  kind: CategoryMediaKind;
  media: ReturnType<typeof useCategoryMedia>;
}

/**
 * Upload by drop or choice, a grid of thumbnails; the star makes one main, the arrows (where the kind
 * has them: an activity's pictures) replace its picture in place, the bin deletes after a question.
 */
export function CategoryImages({ kind, media }: CategoryImagesProps) {
  const { t } = useTranslation();
  const busy = media.makeMain.isPending || media.replace.isPending;
  const replace = kind.replace;
  const confirmDelete = (image: ImageView) =>
    modals.openConfirmModal({
      title: t('media.deletePhotoTitle'),
      centered: true,
      children: <Text size="sm">{t('media.deletePhotoMessage')}</Text>,
      labels: { confirm: t('confirm.confirmDelete'), cancel: t('confirm.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => media.removeImage.mutate(image.id),
    });

  return (
    <Box>
      <ImageDropzone
        label={t('media.drop')}
        inputLabel={t('media.photosTitle')}
        loading={media.upload.isPending}
        onFiles={(files) => media.upload.mutate(files)}
      />
      {media.images.length === 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('media.noPhotos')}
        </Text>
      ) : (
        <SimpleGrid cols={kind.gridCols} spacing="sm" mt="sm" data-testid={kind.testId}>
          {media.images.map((image) => (
            <Box
              key={image.id}
              pos="relative"
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                overflow: 'hidden',
                outline: image.is_main ? '2px solid var(--mantine-color-yellow-5)' : undefined,
              }}
            >
              <Image src={image.thumb_url} alt={t('media.photo')} h={96} fit="cover" />
              {image.is_main ? (
                <Badge pos="absolute" bottom={6} left={6} size="xs" color="yellow" variant="filled">
                  {t('media.main')}
                </Badge>
              ) : null}
              <Box pos="absolute" top={4} right={4} style={{ display: 'flex', gap: 4 }}>
                <Tooltip label={image.is_main ? t('media.main') : t('media.makeMain')}>
                  <ActionIcon
                    variant="default"
                    c={image.is_main ? 'yellow.6' : 'gray.7'}
                    size="sm"
                    aria-label={image.is_main ? t('media.main') : t('media.makeMain')}
                    aria-pressed={image.is_main}
                    disabled={busy}
                    onClick={() => !image.is_main && media.makeMain.mutate(image.id)}
                  >
                    {image.is_main ? <IconStarFilled size={14} /> : <IconStar size={14} />}
                  </ActionIcon>
                </Tooltip>
                {replace ? (
                  <FileButton
                    accept={ACCEPT}
                    onChange={(file) => file && media.replace.mutate({ imageId: image.id, file })}
                  >
                    {(props) => (
                      <Tooltip label={t(replace.label)}>
                        <ActionIcon
                          {...props}
                          variant="default"
                          c="gray.7"
                          size="sm"
                          aria-label={t(replace.label)}
                          disabled={busy}
                        >
                          <IconReplace size={14} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </FileButton>
                ) : null}
                <Tooltip label={t('media.deletePhoto')}>
                  <ActionIcon
                    variant="default"
                    c="red.7"
                    size="sm"
                    aria-label={t('media.deletePhoto')}
                    onClick={() => confirmDelete(image)}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Tooltip>
              </Box>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
