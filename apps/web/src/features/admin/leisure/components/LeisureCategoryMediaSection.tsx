import { Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLeisureCategoryMedia } from '../hooks/useLeisureCategoryMedia.ts';
import { LeisureCategoryImages } from './LeisureCategoryImages.tsx';

/**
 * Pictures of a saved activity. Each change is its own call, made at once, not with the form: a picture
 * has to go up before it can be shown, and 'Отмена' on the form does not take it back.
 */
export function LeisureCategoryMediaSection({ categoryId }: { categoryId: number | undefined }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Divider />
      {categoryId === undefined ? (
        <Text size="sm" c="dimmed">
          {t('leisureAdmin.media.saveFirst')}
        </Text>
      ) : (
        <SavedCategoryMedia categoryId={categoryId} />
      )}
    </Stack>
  );
}

function SavedCategoryMedia({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation();
  const media = useLeisureCategoryMedia(categoryId);
  return (
    <>
      <Title order={5}>{t('media.photosTitle')}</Title>
      <Text size="xs" c="dimmed">
        {t('leisureAdmin.media.hint')}
      </Text>
      <LeisureCategoryImages media={media} />
    </>
  );
}
