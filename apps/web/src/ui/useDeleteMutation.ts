import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client.ts';
import { notifyError } from './notifyError.ts';
import { notifySuccess } from './notifySuccess.ts';

/**
 * Deletes `{path}{id}/`; says 'Успешно удалено!' (or what `doneMessage` gives for that id) or shows the
 * server's refusal (e.g. 'Нельзя удалить самого себя'), unless `onRefused` offers something else for it.
 */
export function useDeleteMutation(
  path: string,
  invalidate: QueryKey[],
  doneMessage?: (id: number) => string | undefined,
  onRefused: (error: unknown, id: number) => void = notifyError,
) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${path}${id}/`),
    onSuccess: async (_result, id) => {
      notifySuccess(doneMessage?.(id) ?? t('notify.deleted'));
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: onRefused,
  });
}
