import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { deleteDrafts } from '../utils/livePrices.ts';
import { bookingPath } from './bookingPath.ts';
import { useRefreshCalendar } from './useRefreshCalendar.ts';

/**
 * Deletes several drafts for good, one after another in the given order (a group's rooms before its
 * parent): closing an unsaved group, or 'Удалить' on a draft group. A live price of theirs still on its
 * way is answered first (see settleLivePrices), and none is asked while the deletes run (the key).
 */
export function useRemoveDrafts() {
  const queryClient = useQueryClient();
  const refreshCalendar = useRefreshCalendar();
  return useMutation({
    mutationKey: queryKeys.editor.removeDrafts,
    mutationFn: (ids: readonly number[]) =>
      deleteDrafts(queryClient, ids, (id) => api.delete(bookingPath(id, 'permanent'))),
    onSettled: refreshCalendar,
  });
}
