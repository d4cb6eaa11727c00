import { Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../../api/types.ts';

/** The main photo's thumbnail in the categories list, or a quiet placeholder. */
export function CategoryThumb({ category }: { category: Category }) {
  const { t } = useTranslation();
  const size = { w: 64, h: 44 };
  if (!category.main_image) {
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
    <Image
      src={category.main_image.thumb_url}
      alt={t('media.main')}
      {...size}
      fit="cover"
      radius="sm"
      loading="lazy"
    />
  );
}
