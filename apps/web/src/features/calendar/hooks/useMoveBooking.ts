import type { MoveInput } from '@pms/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { CalendarItem } from '../types/calendarTypes.ts';
import { useApplyLiveItem } from './useApplyLiveItem.ts';

export interface MoveRequest {
  item: CalendarItem;
  categoryId: number;
  input: MoveInput;
}

/**
 * A confirmed move: PATCH the booking's room, bed and dates. The bar moves once the server agrees; the
 * move re-prices the booking, so the calendar is read again for the bar's amounts (duty).
 */
export function useMoveBooking() {
  const applyLiveItem = useApplyLiveItem();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, input }: MoveRequest) => api.patch(`/api/v2/booking/${item.id}/move/`, input),
    onSuccess: (_, { item, categoryId, input }) => {
      applyLiveItem({
        ...item,
        category_id: categoryId,
        room_id: input.room,
        koika_id: input.koika ?? null,
        check_in: input.check_in,
        check_out: input.check_out,
        // A move 'с сегодняшнего дня', or of a stay already moved, is drawn by the refetch (mergeLiveItem).
        ...(input.from_now || item.leg ? { legs: true as const } : {}),
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.calendar });
    },
  });
}
