import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client.ts';
import { sendOnce, useIdempotencyKey } from '../api/idempotency.ts';
import { notifySuccess } from './notifySuccess.ts';

export interface SaveVariables<TBody> {
  /** Absent: create with POST to the collection; present: update `{path}{id}/`. */
  id?: number;
  body: TBody;
}

interface SaveOptions {
  /** Collection path with a trailing slash, e.g. '/api/v2/categories/'. */
  path: string;
  updateMethod: 'put' | 'patch';
  invalidate: QueryKey[];
  /** Said instead of 'Успешно добавлено!' when creating means more than adding a row. */
  createdNotice?: { title: string; message: string };
}

/**
 * Creates or updates one record, then refreshes the lists it appears in and says 'Успешно добавлено!'
 * or 'Изменено!'. Errors are left to the caller, which shows them on the form.
 */
export function useSaveMutation<TBody, TResult>({
  path,
  updateMethod,
  invalidate,
  createdNotice,
}: SaveOptions) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const intent = useIdempotencyKey();
  return useMutation({
    mutationFn: ({ id, body }: SaveVariables<TBody>) =>
      id === undefined
        ? sendOnce(intent, body, (options) => api.post<TResult>(path, body, options))
        : api[updateMethod]<TResult>(`${path}${id}/`, body),
    onSuccess: async (_result, { id }) => {
      if (id !== undefined) notifySuccess(t('notify.changed'));
      else if (createdNotice)
        notifySuccess(createdNotice.message, { title: createdNotice.title, autoClose: 8000 });
      else notifySuccess(t('notify.added'));
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
