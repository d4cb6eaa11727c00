import type { ImageView, TagView } from '@pms/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';
import { uploadImage } from '../../../../api/uploadImage.ts';
import type { CategoryMediaKind } from '../types/CategoryMediaKind.ts';
import { useMediaMutation } from './useMediaMutation.ts';

/** What GET `{categoryPath}{id}/` answers that the media section reads; a leisure activity has no tags. */
interface CategoryWithMedia {
  images: ImageView[];
  tags?: TagView[];
}

/**
 * A category's pictures (and a hotel category's tags), read fresh from GET `{categoryPath}{id}/` (the
 * form's row may be older), and the calls that change the pictures. The query sits under the list's key,
 * so whatever refreshes the list refreshes this too; each call refreshes the list, so it shows the new
 * main picture. 'Заменить фото' keeps the picture's place and main flag and swaps its bytes.
 */
export function useCategoryMedia(kind: CategoryMediaKind, categoryId: number) {
  const { t } = useTranslation();
  const { categoryPath, imagesPath, listKey } = kind;
  const query = useQuery({
    queryKey: queryKeys.categoryMedia(listKey, categoryId),
    queryFn: () => api.get<CategoryWithMedia>(`${categoryPath}${categoryId}/`),
  });
  return {
    query,
    images: query.data?.images ?? [],
    tags: query.data?.tags ?? [],
    upload: useMediaMutation({
      fn: async (files: File[]) => {
        // One at a time: the first becomes main, the order of the grid is the order chosen.
        for (const file of files) {
          await uploadImage<ImageView>('POST', imagesPath, file, { category: categoryId });
        }
      },
      listKey,
      done: t('media.uploaded'),
    }),
    replace: useMediaMutation({
      fn: ({ imageId, file }: { imageId: number; file: File }) =>
        // The contract's replace is a PATCH; uploadImage types only POST and PUT, though it sends any
        // method as given. Widening its type belongs to api/uploadImage.ts.
        uploadImage<ImageView>('PATCH', `${imagesPath}${imageId}/`, file),
      listKey,
      done: kind.replace ? t(kind.replace.done) : undefined,
    }),
    makeMain: useMediaMutation({
      fn: (imageId: number) => api.patch<ImageView>(`${imagesPath}main/${imageId}/`, {}),
      listKey,
      done: t('media.madeMain'),
    }),
    removeImage: useMediaMutation({
      fn: (imageId: number) => api.delete(`${imagesPath}${imageId}/`),
      listKey,
      done: t('notify.deleted'),
    }),
  };
}
