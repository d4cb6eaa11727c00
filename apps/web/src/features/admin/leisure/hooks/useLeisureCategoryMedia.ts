import type { ImageView, LeisureCategoryView } from '@pms/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../api/client.ts';
import { uploadImage } from '../../../../api/uploadImage.ts';
import { notifyError } from '../../../../ui/notifyError.ts';
import { notifySuccess } from '../../../../ui/notifySuccess.ts';
import { leisureKeys } from './leisureKeys.ts';
import { leisurePaths } from './leisurePaths.ts';

/** Under the activities' key, so whatever refreshes them refreshes this too (and the list's thumbnails). */
const mediaKey = (id: number) => [...leisureKeys.categories, 'media', id] as const;

/** A change to an activity's pictures: says `done` or shows the refusal, then refreshes the activities. */
function useImageMutation<V>(fn: (v: V) => Promise<unknown>, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      notifySuccess(done);
      await queryClient.invalidateQueries({ queryKey: leisureKeys.categories });
    },
    onError: notifyError,
  });
}

/**
 * An activity's pictures, read fresh from GET leisure/{id}/ (the form's row may be older), and the calls
 * that change them, as the hotel categories' photos work (categories/hooks/useCategoryMedia.ts), plus
 * 'Заменить фото', which keeps the picture's place and main flag and swaps its bytes.
 */
export function useLeisureCategoryMedia(categoryId: number) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: mediaKey(categoryId),
    queryFn: () => api.get<LeisureCategoryView>(`${leisurePaths.categories}${categoryId}/`),
  });
  return {
    query,
    images: query.data?.images ?? [],
    upload: useImageMutation(async (files: File[]) => {
      // One at a time: the first becomes main, the order of the grid is the order chosen.
      for (const file of files) {
        await uploadImage<ImageView>('POST', leisurePaths.images, file, { category: categoryId });
      }
    }, t('media.uploaded')),
    replace: useImageMutation(
      ({ imageId, file }: { imageId: number; file: File }) =>
        // The contract's replace is a PATCH; uploadImage types only POST and PUT, though it sends any
        // method as given. Widening its type belongs to api/uploadImage.ts.
        uploadImage<ImageView>('PATCH', `${leisurePaths.images}${imageId}/`, file),
      t('leisureAdmin.media.replaced'),
    ),
    makeMain: useImageMutation(
      (imageId: number) => api.patch<ImageView>(`${leisurePaths.images}main/${imageId}/`, {}),
      t('media.madeMain'),
    ),
    removeImage: useImageMutation(
      (imageId: number) => api.delete(`${leisurePaths.images}${imageId}/`),
      t('notify.deleted'),
    ),
  };
}
