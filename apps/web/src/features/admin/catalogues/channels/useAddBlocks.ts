import type { AddBlocksInput } from '@pms/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';

interface AddedBlocks {
  blocks: { id: number; room: number; start: number; end: number; is_own: boolean; channel: number }[];
}

/** POST add-blocks/: the rooms are blocked for the channel, so the calendar is read again. */
export function useAddBlocks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddBlocksInput) => api.post<AddedBlocks>('/api/v2/sales-channels/add-blocks/', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.calendar }),
  });
}
