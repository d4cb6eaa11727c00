import type { ImageView, TagView } from '@pms/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';
import type { Category } from '../../../../api/types.ts';
import { uploadImage } from '../../../../api/uploadImage.ts';
import { notifyError } from '../../../../ui/notifyError.ts';
import { notifySuccess } from '../../../../ui/notifySuccess.ts';
import { categoriesPath } from './categoriesPath.ts';

/** Under the categories key, so whatever refreshes categories refreshes this too (and the list's thumbnails). */
const mediaKey = (id: number) => [...queryKeys.categories, 'media', id] as const;

/**
 * A change to a category's photos or tags: says `done`, or the server's refusal (in a toast, unless the
 * screen shows it under its input: `inline`), and refreshes categories.
 */
function useMediaMutation<V, R>({
  fn,
  done,
  inline,
}: {
  fn: (v: V) => Promise<R>;
  done?: string;
  inline?: boolean;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      if (done) notifySuccess(done);
      await queryClient.invalidateQueries({ queryKey: queryKeys.categories });
    },
    onError: inline ? undefined : notifyError,
  });
}

/**
 * A category's photos and tags, read fresh from GET categories/{id}/ (the form's row may be older), and
 * the calls that change them. Each call refreshes the categories, so the list shows the new main photo.
 */
export function useCategoryMedia(categoryId: number) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: mediaKey(categoryId),
    queryFn: () => api.get<Category>(`${categoriesPath}${categoryId}/`),
  });
  const mutation = <V, R>(fn: (v: V) => Promise<R>, done?: string, inline = false) => ({ fn, done, inline });
  return {
    query,
    images: query.data?.images ?? [],
    tags: query.data?.tags ?? [],
    upload: useMediaMutation(
      mutation(async (files: File[]) => {
        // One at a time: the first becomes main, the order of the grid is the order chosen.
        for (const file of files) {
          await uploadImage<ImageView>('POST', `${categoriesPath}images/`, file, { category: categoryId });
        }
      }, t('media.uploaded')),
    ),
    makeMain: useMediaMutation(
      mutation(
        (imageId: number) => api.patch<ImageView>(`${categoriesPath}images/main/${imageId}/`, {}),
        t('media.madeMain'),
      ),
    ),
    removeImage: useMediaMutation(
      mutation((imageId: number) => api.delete(`${categoriesPath}images/${imageId}/`), t('notify.deleted')),
    ),
    addTag: useMediaMutation(
      mutation(
        (name: string) => api.post<TagView>(`${categoriesPath}tags/`, { category: categoryId, name }),
        t('media.tagAdded'),
        true,
      ),
    ),
    renameTag: useMediaMutation(
      mutation(
        ({ id, name }: { id: number; name: string }) =>
          api.patch<TagView>(`${categoriesPath}tags/${id}/`, { name }),
        t('notify.changed'),
        true,
      ),
    ),
    removeTag: useMediaMutation(
      mutation((id: number) => api.delete(`${categoriesPath}tags/${id}/`), t('notify.deleted')),
    ),
  };
}
