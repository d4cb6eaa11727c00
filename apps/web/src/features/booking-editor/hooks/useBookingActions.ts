import { advanceActions, type BookingStatus } from '@pms/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import type { BookingDetail } from '../types/bookingDetail.ts';
import { advancePath } from './advancePath.ts';
import { bookingPath } from './bookingPath.ts';
import { editorKeys } from './editorKeys.ts';
import { useRefreshCalendar } from './useRefreshCalendar.ts';

/**
 * The bottom bar's status calls: advance one step (then the booking reloads) and cancel with a reason.
 * Both refresh the calendar.
 */
export function useBookingActions(id: number) {
  const queryClient = useQueryClient();
  const refreshCalendar = useRefreshCalendar();
  const reload = async () => {
    refreshCalendar();
    await queryClient.invalidateQueries({ queryKey: editorKeys.booking(id) });
    await queryClient.invalidateQueries({ queryKey: ['booking-price', id] });
  };
  const advance = useMutation({
    mutationFn: async (status: BookingStatus) => {
      const answer = await api.post<{ message?: string }>(bookingPath(id, advancePath(status)));
      return answer?.message ?? advanceActions[status]?.done ?? '';
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
