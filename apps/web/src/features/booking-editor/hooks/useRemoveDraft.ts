import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { deleteDrafts } from '../utils/livePrices.ts';
import { bookingPath } from './bookingPath.ts';
import { useRefreshCalendar } from './useRefreshCalendar.ts';

/**
 * Deletes a draft for good (DELETE /api/v2/booking/{id}/permanent/): 'Удалить', or closing it unsaved.
 * Its live price still on its way is answered first (see settleLivePrices).
 */
export function useRemoveDraft() {
  const queryClient = useQueryClient();
  const refreshCalendar = useRefreshCalendar();
  return useMutation({
    mutationFn: (id: number) =>
      deleteDrafts(queryClient, [id], (one) => api.delete(bookingPath(one, 'permanent'))),
    onSuccess: refreshCalendar,
  });
}
