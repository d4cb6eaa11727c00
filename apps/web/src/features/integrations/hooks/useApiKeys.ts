import type { ApiKeyCreate, ApiKeyCreated, ApiKeyView } from '@pms/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { sendOnce, useIdempotencyKey } from '../../../api/idempotency.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { usePageQuery } from '../../../api/usePageQuery.ts';
import { notifyError } from '../../../ui/notifyError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';

export const apiKeysPath = '/api/v2/api-keys/';

/** One page of the company's API keys (GET /api/v2/api-keys/): working ones first, then the newest. */
export function useApiKeysPage(page: number, pageSize: number) {
  return usePageQuery<ApiKeyView>(queryKeys.apiKeys, apiKeysPath, {
    'page[number]': page,
    'page[size]': pageSize,
  });
}

/** Creates a key; its answer carries the token, which the caller shows once. Errors go to the form. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  const intent = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: ApiKeyCreate) =>
      sendOnce(intent, body, () => api.post<ApiKeyCreated>(apiKeysPath, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys }),
  });
}

/** Revokes a key (POST …/{id}/revoke/): every server refuses it from the next request on. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (id: number) => api.post<ApiKeyView>(`${apiKeysPath}${id}/revoke/`),
    onSuccess: async () => {
      notifySuccess(t('integrations.apiKeys.revokedNotice'));
      await queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys });
    },
    onError: notifyError,
  });
}
