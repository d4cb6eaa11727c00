import { Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCategoryMedia } from '../hooks/useCategoryMedia.ts';
import type { CategoryMediaKind } from '../types/CategoryMediaKind.ts';
import { CategoryImages } from './CategoryImages.tsx';
import { CategoryTags } from './CategoryTags.tsx';

interface CategoryMediaSectionProps {
  /** A hotel category's photos and tags, or a leisure activity's pictures. */
  kind: CategoryMediaKind;
  categoryId: number | undefined;
}

/**
 * Pictures (and a hotel category's tags) of a saved category or activity. Each change is its own call,
 * made at once, not with the form: a picture has to go up before it can be shown, and 'Отмена' on the
 * form does not take it back.
 */
export function CategoryMediaSection({ kind, categoryId }: CategoryMediaSectionProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Divider />
      {categoryId === undefined ? (
        <Text size="sm" c="dimmed">
          {t(kind.saveFirst)}
        </Text>
      ) : (
        <SavedCategoryMedia kind={kind} categoryId={categoryId} />
      )}
    </Stack>
  );
}

function SavedCategoryMedia({ kind, categoryId }: { kind: CategoryMediaKind; categoryId: number }) {
  const { t } = useTranslation();
  const media = useCategoryMedia(kind, categoryId);
  return (
    <>
      <Title order={3} size="h5">
        {t('media.photosTitle')}
      </Title>
      <Text size="xs" c="dimmed">
        {t(kind.hint)}
      </Text>
      <CategoryImages kind={kind} media={media} />
      {kind.tagsPath === null ? null : (
        <>
          <Title order={3} size="h5" mt="sm">
            {t('media.tagsTitle')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('media.tagsHint')}
          </Text>
          <CategoryTags
            tagsPath={kind.tagsPath}
            listKey={kind.listKey}
            categoryId={categoryId}
            tags={media.tags}
          />
        </>
      )}
    </>
  );
}
