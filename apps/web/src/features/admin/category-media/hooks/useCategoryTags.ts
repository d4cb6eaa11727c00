import type { TagView } from '@pms/domain';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../api/client.ts';
import { useMediaMutation } from './useMediaMutation.ts';

/**
 * The calls that change a hotel category's tags (`tagsPath`, CategoryMediaKind); a refusal to add or
 * rename is shown under the input. Each refreshes the category list (`listKey`).
 */
export function useCategoryTags(tagsPath: string, listKey: readonly string[], categoryId: number) {
  const { t } = useTranslation();
  return {
    addTag: useMediaMutation({
      fn: (name: string) => api.post<TagView>(tagsPath, { category: categoryId, name }),
      listKey,
      done: t('media.tagAdded'),
      inline: true,
    }),
    renameTag: useMediaMutation({
      fn: ({ id, name }: { id: number; name: string }) => api.patch<TagView>(`${tagsPath}${id}/`, { name }),
      listKey,
      done: t('notify.changed'),
      inline: true,
    }),
    removeTag: useMediaMutation({
      fn: (id: number) => api.delete(`${tagsPath}${id}/`),
      listKey,
      done: t('notify.deleted'),
    }),
  };
}
