import { advanceActions, type BookingStatus } from '@pms/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { notifyError } from '../../../ui/notifyError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import type { CalendarItem } from '../types/calendarTypes.ts';
import { useApplyLiveItem } from './useApplyLiveItem.ts';

const actionPaths: Partial<Record<BookingStatus, string>> = {
  reserved: 'book',
  booked: 'check-in',
  check_in: 'check-out',
};

/** The status-advance button of a bar: reserved → booked → check_in → check_out, with its toast. */
export function useAdvanceBooking() {
  const applyLiveItem = useApplyLiveItem();
  return useMutation({
    mutationFn: (item: CalendarItem) =>
      api.post<{ status: string; message?: string }>(
        `/api/v2/booking/${item.id}/${actionPaths[item.status as BookingStatus] ?? 'book'}/`,
      ),
    onSuccess: (result, item) => {
      applyLiveItem({ ...item, status: result.status });
      notifySuccess(result.message ?? advanceActions[item.status as BookingStatus]?.done ?? '');
    },
    onError: notifyError,
  });
}
