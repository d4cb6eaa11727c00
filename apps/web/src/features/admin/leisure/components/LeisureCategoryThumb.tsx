import { Center, Image } from '@mantine/core';
import type { LeisureCategoryView } from '@pms/domain';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The main picture's thumbnail in the activities list, or a quiet placeholder. */
export function LeisureCategoryThumb({ category }: { category: LeisureCategoryView }) {
  const { t } = useTranslation();
  const size = { w: 64, h: 44 };
  const main = category.images.find((image) => image.is_main) ?? category.images[0];
  if (!main) {
    return (
      <Center
        {...size}
        bg="gray.1"
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        aria-label={t('media.noPhoto')}
      >
        <IconPhoto size={18} color="var(--mantine-color-gray-5)" />
      </Center>
    );
  }
  return (
    <Image src={main.thumb_url} alt={t('media.main')} {...size} fit="cover" radius="sm" loading="lazy" />
  );
}
