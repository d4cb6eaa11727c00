import { Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The main picture's thumbnail in a list of categories or activities, or a quiet placeholder when there
 * is none.
 */
export function CategoryThumb({ image }: { image: { thumb_url: string } | null | undefined }) {
  const { t } = useTranslation();
  const size = { w: 64, h: 44 };
  if (!image) {
    return (
      <Center
        {...size}
        bg="gray.1"
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        role="img"
        aria-label={t('media.noPhoto')}
      >
        <IconPhoto size={18} color="var(--mantine-color-gray-5)" />
      </Center>
    );
  }
  return (
    <Image src={image.thumb_url} alt={t('media.main')} {...size} fit="cover" radius="sm" loading="lazy" />
  );
}
