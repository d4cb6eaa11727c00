import type { ReservedBookingView, ReserveInput } from '@pms/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { sendOnce, useIdempotencyKey } from '../../../api/idempotency.ts';
import { toDraftBooking } from '../utils/toDraftBooking.ts';
import { useApplyLiveItem } from './useApplyLiveItem.ts';

/**
 * 'Резерв': a draft booking that holds the room at once; drawn at once, before the live message.
 * `openedFor` is what the dialog was opened for: each opening is one reserve, however often it is clicked.
 */
export function useReserve(categoryId: number | null, openedFor: unknown) {
  const applyLiveItem = useApplyLiveItem();
  const intent = useIdempotencyKey(openedFor);
  return useMutation({
    mutationFn: (input: Partial<ReserveInput> & Pick<ReserveInput, 'check_in' | 'check_out'>) =>
      sendOnce(intent, input, (options) =>
        api.post<ReservedBookingView>('/api/booking/', input, options),
      ).then(toDraftBooking),
    onSuccess: (draft) => {
      if (categoryId === null) return;
      applyLiveItem({
        id: draft.id,
        kind: 'booking',
        status: draft.status,
        category_id: categoryId,
        room_id: draft.room,
        koika_id: draft.koika ?? null,
        check_in: draft.check_in,
        check_out: draft.check_out,
      });
    },
  });
}
