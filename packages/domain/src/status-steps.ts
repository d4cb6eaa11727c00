/**
 * The status machine's steps (specification section 4): reserved → booked ('Бронирование') → check_in
 * ('Заселить') → check_out ('Выселить'). A change is allowed only to the next step; nothing goes back
 * (no backward step is documented: a mistaken step is undone by cancelling, 'Отменить бронь', which
 * has its own call). Every status call asks this one rule: the editor's, the group's and the calendar's.
 */

import { advanceActions, type BookingStatus, draftStatus, statusLabels } from './booking-status.ts';
import { bookingEditorMessages, calendarMessages, fillMessage } from './messages.ts';

const nextStatus: Partial<Record<BookingStatus, BookingStatus>> = {
  reserved: 'booked',
  booked: 'check_in',
  check_in: 'check_out',
};

/** Where the advance button leads from `status`, or null when there is no further step. */
export function advanceStatus(status: BookingStatus): BookingStatus | null {
  return nextStatus[status] ?? null;
}

/** The calendar's one-click step endpoints (`/api/v2/booking/{id}/{path}/`) by the status they lead to. */
export const stepPaths = { booked: 'book', check_in: 'check-in', check_out: 'check-out' } as const;
export type StepTarget = keyof typeof stepPaths;

/** The toast after a step into `to` ('Заселили!'), or '' when no step leads there. */
export function stepDone(to: BookingStatus): string {
  const from = (Object.keys(nextStatus) as BookingStatus[]).find((s) => nextStatus[s] === to);
  return (from && advanceActions[from]?.done) ?? '';
}

/**
 * Why `from` may not change to `to`, or null when `to` is its next step. The refusal names the step
 * that is allowed ('… Следующий шаг — «Заселить»').
 */
export function statusChangeRefusal(from: BookingStatus, to: BookingStatus): string | null {
  if (from === draftStatus) return bookingEditorMessages.saveChanges;
  const next = advanceStatus(from);
  if (next === to) return null;
  const status = statusLabels[from] ?? from;
  const action = advanceActions[from]?.label;
  return action
    ? fillMessage(calendarMessages.nextStepOnly, { status, action })
    : fillMessage(calendarMessages.cannotAdvance, { status });
}
