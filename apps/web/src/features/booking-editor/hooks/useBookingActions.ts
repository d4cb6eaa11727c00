import { advanceActions, advanceStatus, type BookingStatus } from '@pms/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { BookingDetail } from '../types/bookingDetail.ts';
import { confirmDirtyCheckIn } from '../utils/confirmDirtyCheckIn.tsx';
import { bookingPath } from './bookingPath.ts';
import { useRefreshCalendar } from './useRefreshCalendar.ts';

/**
 * The bottom bar's status calls: advance one step from `from` (then the booking reloads) and cancel with
 * a reason. Both refresh the calendar. The advance names the version the editor holds and answers the
 * booking's new one (heard by `onVersion` before the booking reloads), or is refused (409) when a
 * colleague changed the booking meanwhile.
 */
export function useBookingActions(id: number, onVersion: (version: number) => void) {
  const queryClient = useQueryClient();
  const refreshCalendar = useRefreshCalendar();
  const reload = async () => {
    refreshCalendar();
    await queryClient.invalidateQueries({ queryKey: queryKeys.editor.booking(id) });
    await queryClient.invalidateQueries({ queryKey: queryKeys.editor.prices(id) });
  };
  const advance = useMutation({
    mutationFn: async ({
      from,
      version,
      stayNow,
      restrictionReason,
    }: {
      from: BookingStatus;
      version: number;
      stayNow: boolean;
      restrictionReason?: string;
    }) => {
      const answer = await confirmDirtyCheckIn((confirmDirty) =>
        api.post<BookingDetail>(bookingPath(id, 'status'), {
          status: advanceStatus(from),
          version,
          stay_now: stayNow,
          confirm_dirty: confirmDirty,
          ...(restrictionReason ? { restriction_reason: restrictionReason } : {}),
        }),
      );
      onVersion(answer.version);
      return { message: advanceActions[from]?.done ?? '', version: answer.version };
    },
    onSuccess: reload,
  });
  const cancel = useMutation({
    mutationFn: (cancelReason: string) =>
      api.delete<BookingDetail>(bookingPath(id), { cancel_reason: cancelReason }),
    onSuccess: refreshCalendar,
  });
  return { advance, cancel };
}
