import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import type { CalendarItem } from '../types/calendarTypes.ts';
import { useApplyLiveItem } from './useApplyLiveItem.ts';

/**
 * Deletes a hold the calendar may remove outright: a draft booking (permanently) or a repair ('Открыть'
 * reopens the room). The bar disappears at once.
 */
export function useRemoveItem() {
  const applyLiveItem = useApplyLiveItem();
  return useMutation({
    mutationFn: (item: CalendarItem) =>
      api.delete(
        item.kind === 'repair'
          ? `/api/v2/categories/room-repair/${item.id}/`
          : `/api/v2/booking/${item.id}/permanent/`,
      ),
    onSuccess: (_, item) =>
      applyLiveItem({ ...item, status: item.kind === 'repair' ? 'repaired' : 'deleted' }),
  });
}
