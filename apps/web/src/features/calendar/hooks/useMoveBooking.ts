import type { MoveInput } from '@pms/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import type { CalendarItem } from '../types/calendarTypes.ts';
import { useApplyLiveItem } from './useApplyLiveItem.ts';

export interface MoveRequest {
  item: CalendarItem;
  categoryId: number;
  input: MoveInput;
}

/** Drag-to-move: PATCH the booking's room, bed and dates; the bar moves only once the server agrees. */
export function useMoveBooking() {
  const applyLiveItem = useApplyLiveItem();
  return useMutation({
    mutationFn: ({ item, input }: MoveRequest) => api.patch(`/api/v2/booking/${item.id}/move/`, input),
    onSuccess: (_, { item, categoryId, input }) =>
      applyLiveItem({
        ...item,
        category_id: categoryId,
        room_id: input.room,
        koika_id: input.koika ?? null,
        check_in: input.check_in,
        check_out: input.check_out,
      }),
  });
}
