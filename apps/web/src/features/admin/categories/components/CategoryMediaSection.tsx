import { Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCategoryMedia } from '../hooks/useCategoryMedia.ts';
import { CategoryImages } from './CategoryImages.tsx';
import { CategoryTags } from './CategoryTags.tsx';

/**
 * Photos and tags of a saved category. They are saved at once, each on its own call, not with the form:
 * a photo has to go up before it can be shown, and 'Отмена' on the form does not take it back.
 */
export function CategoryMediaSection({ categoryId }: { categoryId: number | undefined }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Divider />
      {categoryId === undefined ? (
        <Text size="sm" c="dimmed">
          {t('media.saveFirst')}
        </Text>
      ) : (
        <SavedCategoryMedia categoryId={categoryId} />
      )}
    </Stack>
  );
}

function SavedCategoryMedia({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation();
  const media = useCategoryMedia(categoryId);
  return (
    <>
      <Title order={5}>{t('media.photosTitle')}</Title>
      <Text size="xs" c="dimmed">
        {t('media.photosHint')}
      </Text>
      <CategoryImages media={media} />
      <Title order={5} mt="sm">
        {t('media.tagsTitle')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('media.tagsHint')}
      </Text>
      <CategoryTags media={media} />
    </>
  );
}
