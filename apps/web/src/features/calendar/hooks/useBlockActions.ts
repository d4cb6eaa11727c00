import type { ReservedBookingView } from '@pms/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import type { CalendarItem } from '../types/calendarTypes.ts';
import { toDraftBooking } from '../utils/toDraftBooking.ts';
import { useApplyLiveItem } from './useApplyLiveItem.ts';

/** A channel block's actions: new dates, taking the room out of it, and turning it into a draft. */
export function useBlockActions() {
  const applyLiveItem = useApplyLiveItem();
  const save = useMutation({
    mutationFn: ({ block, start, end }: { block: CalendarItem; start: number; end: number }) =>
      api.patch(`/api/chanel/block/${block.id}/`, { start, end }),
    onSuccess: (_, { block, start, end }) => applyLiveItem({ ...block, check_in: start, check_out: end }),
  });
  const remove = useMutation({
    mutationFn: (block: CalendarItem) =>
      api.post(`/api/chanel/block/${block.id}/remove_only_room/`, { room: block.room_id }),
    onSuccess: (_, block) => applyLiveItem({ ...block, status: 'removed' }),
  });
  const reserve = useMutation({
    mutationFn: (block: CalendarItem) =>
      api.post<ReservedBookingView>(`/api/chanel/block/${block.id}/reserve/`).then(toDraftBooking),
    // The block stays: it holds the room for the draft until the draft's save consumes it (the save's live
    // message removes it), and a draft closed unsaved leaves it as it was.
    onSuccess: (draft, block) => {
      applyLiveItem({
        id: draft.id,
        kind: 'booking',
        status: draft.status,
        category_id: block.category_id,
        room_id: draft.room,
        koika_id: draft.koika ?? null,
        check_in: draft.check_in,
        check_out: draft.check_out,
      });
    },
  });
  return { save, remove, reserve };
}
