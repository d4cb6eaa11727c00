import { advanceActions, advanceStatus, type BookingStatus, type StepTarget, stepPaths } from '@pms/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { notifyError } from '../../../ui/notifyError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import type { CalendarItem } from '../types/calendarTypes.ts';
import { useApplyLiveItem } from './useApplyLiveItem.ts';

/** The calendar's step endpoint from `status` ('book', 'check-in', 'check-out'). */
function stepPath(status: BookingStatus): string {
  const to = advanceStatus(status);
  return to && to in stepPaths ? stepPaths[to as StepTarget] : stepPaths.booked;
}

/** The status-advance button of a bar: reserved → booked → check_in → check_out, with its toast. */
export function useAdvanceBooking() {
  const applyLiveItem = useApplyLiveItem();
  return useMutation({
    mutationFn: (item: CalendarItem) =>
      api.post<{ status: BookingStatus; message?: string }>(
        `/api/v2/booking/${item.id}/${stepPath(item.status as BookingStatus)}/`,
      ),
    onSuccess: (result, item) => {
      applyLiveItem({ ...item, status: result.status });
      notifySuccess(result.message ?? advanceActions[item.status as BookingStatus]?.done ?? '');
    },
    onError: notifyError,
  });
}
