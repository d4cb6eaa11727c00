import { advanceActions, advanceStatus, type BookingStatus, type StepTarget, stepPaths } from '@pms/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useCompanyInfo } from '../../admin/company-info/hooks/useCompanyInfo.ts';
import { useRefreshCalendar } from '../../booking-editor/hooks/useRefreshCalendar.ts';
import { askRestrictionReason } from '../../booking-editor/utils/askRestrictionReason.tsx';
import { confirmAdvance } from '../../booking-editor/utils/confirmAdvance.tsx';
import { confirmDirtyCheckIn } from '../../booking-editor/utils/confirmDirtyCheckIn.tsx';
import { notifyStepError } from '../../booking-editor/utils/notifyStepError.ts';
import { restrictionRefusal } from '../../booking-editor/utils/restrictionRefusal.ts';
import type { CalendarItem } from '../types/calendarTypes.ts';
import { useApplyLiveItem } from './useApplyLiveItem.ts';

/** The calendar's step endpoint from `status` ('book', 'check-in', 'check-out'). */
function stepPath(status: BookingStatus): string {
  const to = advanceStatus(status);
  return to && to in stepPaths ? stepPaths[to as StepTarget] : stepPaths.booked;
}

/**
 * The status-advance button of a bar: reserved → booked → check_in → check_out, with its toast. Like the
 * editor's, it first asks what advanceWarning warns of (a check-out with money owed; a step on another
 * day than booked, offering to move the stay to now);
 * cancelling changes nothing. The calendar's bar popover and the bookings list's 'Заселить'/'Выселить'
 * step through it; a colleague's change in between offers to reload what they show, as the editor does;
 * a step refused for the rate plan's restrictions offers the override (advanceSaved's).
 */
export function useAdvanceBooking() {
  const applyLiveItem = useApplyLiveItem();
  const refresh = useRefreshCalendar();
  const company = useCompanyInfo();
  const mutation = useMutation({
    mutationFn: ({ item, stayNow, reason }: { item: CalendarItem; stayNow: boolean; reason?: string }) =>
      confirmDirtyCheckIn((confirmDirty) =>
        api.post<{ status: BookingStatus; message?: string; check_in: number; check_out: number }>(
          `/api/v2/booking/${item.id}/${stepPath(item.status as BookingStatus)}/`,
          reason
            ? { stay_now: stayNow, confirm_dirty: confirmDirty, restriction_reason: reason }
            : { stay_now: stayNow, confirm_dirty: confirmDirty },
        ),
      ),
    onSuccess: (result, { item, stayNow }) => {
      // The offer taken moved the stay: the bar's dates (and price) follow on the calendar's refetch.
      if (stayNow) refresh();
      applyLiveItem({
        ...item,
        status: result.status,
        check_in: result.check_in,
        check_out: result.check_out,
      });
      notifySuccess(result.message ?? advanceActions[item.status as BookingStatus]?.done ?? '');
    },
    onError: (error, variables) => {
      // An early arrival refused for the plan's restrictions: the rule and date in a dialog, whose
      // override (with a reason, for those who may) takes the step again, as the editor's step does.
      const message = variables.reason ? null : restrictionRefusal(error);
      if (!message) return notifyStepError(error, refresh);
      void askRestrictionReason(message).then((reason) => {
        if (reason) mutation.mutate({ ...variables, reason });
      });
    },
  });
  const mutate = async (item: CalendarItem) => {
    const choice = await confirmAdvance({
      from: item.status as BookingStatus,
      checkIn: item.check_in,
      checkOut: item.check_out,
      duty: item.duty ?? 0,
      // The calendar is shown only once the company's settings have loaded.
      timeZone: company.data?.timezone ?? 'Asia/Almaty',
      bookingId: item.id,
    });
    if (choice) mutation.mutate({ item, stayNow: choice.stayNow });
  };
  return { ...mutation, mutate: (item: CalendarItem) => void mutate(item) };
}
