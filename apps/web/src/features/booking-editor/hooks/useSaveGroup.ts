import type { groupUpdateSchema } from '@pms/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client.ts';
import { sendOnce, useIdempotencyKey } from '../../../api/idempotency.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { GroupDetail } from '../types/groupDetail.ts';
import { groupPath } from './groupPath.ts';
import { useRefreshCalendar } from './useRefreshCalendar.ts';

/** 'Сохранить для всех': PUT every live room and the shared lists; drafts become reserves. */
export function useSaveGroup(parent: number) {
  const queryClient = useQueryClient();
  const refreshCalendar = useRefreshCalendar();
  const intent = useIdempotencyKey();
  return useMutation({
    mutationFn: (payload: z.input<typeof groupUpdateSchema>) =>
      sendOnce(intent, payload, (options) => api.put<GroupDetail>(groupPath(parent), payload, options)),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.editor.group(parent), saved);
      refreshCalendar();
    },
  });
}
