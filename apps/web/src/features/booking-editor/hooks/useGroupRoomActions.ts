import { advanceActions, advanceStatus, type BookingStatus, type ReserveInput } from '@pms/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { sendOnce, useIdempotencyKey } from '../../../api/idempotency.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { BookingDetail } from '../types/bookingDetail.ts';
import { confirmDirtyCheckIn } from '../utils/confirmDirtyCheckIn.tsx';
import { settleLivePrices } from '../utils/livePrices.ts';
import { bookingPath } from './bookingPath.ts';
import { useRefreshCalendar } from './useRefreshCalendar.ts';

type JoinInput = Pick<
  ReserveInput,
  'room' | 'check_in' | 'check_out' | 'is_early' | 'is_late' | 'rate_plan' | 'restriction_reason'
>;

/**
 * One room of a group, acted on at once: join (a draft reserved into the group; 409 names who holds the
 * room), drop a draft for good, cancel a saved room with a reason, advance its status. Each refreshes
 * the group's rooms and the calendar.
 */
export function useGroupRoomActions(parent: number) {
  const queryClient = useQueryClient();
  const refreshCalendar = useRefreshCalendar();
  const intent = useIdempotencyKey();
  const reload = async () => {
    refreshCalendar();
    await queryClient.invalidateQueries({ queryKey: queryKeys.editor.group(parent) });
  };
  // A room that left the group may join it again: that join is a reserve of its own.
  const reloadAfterLeaving = async () => {
    intent.renew();
    await reload();
  };
  const join = useMutation({
    mutationFn: (input: JoinInput) => {
      const body = { ...input, is_group: true, group_parent: parent };
      return sendOnce(intent, body, (options) =>
        api.post<{ id: number; number: number; room: number }>('/api/booking/', body, options),
      );
    },
    onSuccess: reload,
  });
  const removeDraft = useMutation({
    // The group's live price on its way lists the room: it is answered before the room goes.
    mutationFn: async (id: number) => {
      await settleLivePrices(queryClient, [parent]);
      await api.delete(bookingPath(id, 'permanent'));
    },
    onSuccess: reloadAfterLeaving,
  });
  const cancel = useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.delete(bookingPath(id), { cancel_reason: reason }),
    onSuccess: reloadAfterLeaving,
  });
  const advance = useMutation({
    // The room's status step names the room's version the editor holds, like a save (else 409).
    mutationFn: async ({
      id,
      status,
      version,
      stayNow,
      restrictionReason,
    }: {
      id: number;
      status: BookingStatus;
      version: number;
      stayNow: boolean;
      /** Sells past the plan's restrictions (an early arrival's nights), for those who may. */
      restrictionReason?: string;
    }) => {
      const answer = await confirmDirtyCheckIn((confirmDirty) =>
        api.post<BookingDetail>(bookingPath(id, 'status'), {
          status: advanceStatus(status),
          version,
          stay_now: stayNow,
          confirm_dirty: confirmDirty,
          ...(restrictionReason ? { restriction_reason: restrictionReason } : {}),
        }),
      );
      return { message: advanceActions[status]?.done ?? '', version: answer.version };
    },
    onSuccess: reload,
  });
  return { join, removeDraft, cancel, advance };
}
