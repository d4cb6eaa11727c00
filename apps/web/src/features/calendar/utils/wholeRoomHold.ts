import { addDays, fromLocal, isGoneStatus } from '@pms/domain';
import type { CalendarItem } from '../types/calendarTypes.ts';
import type { CellRange } from '../types/cellRange.ts';
import type { CalendarDay } from './calendarDays.ts';

/** The property's standard times ('HH:mm'): a picked range becomes a stay from check-in to check-out. */
export interface StayTimes {
  checkIn: string;
  checkOut: string;
}

/**
 * What holds the whole room over the stay a bed's picked range would reserve, or null (issue 28, item 6).
 * The range is the stay the reserve dialog proposes for it (check-in on its first day, check-out the day
 * after its last), and a hold of the whole room is what the bed's row draws as WholeRoomBar (bedRowItems
 * marks it `whole_room`): such a bed is taken, so the grid opens no dialog that the server would refuse
 * with 409, whether the range was picked with the mouse or the keyboard. A room's own row is not judged
 * here: its bars are the bookings themselves, and a cell under one is refused by the server by name.
 */
export function wholeRoomHold(
  range: CellRange,
  days: readonly CalendarDay[],
  times: StayTimes,
  timeZone: string,
): CalendarItem | null {
  if (range.row.type !== 'bed') return null;
  const first = days[range.fromDay];
  const last = days[range.toDay];
  if (!first || !last) return null;
  const checkIn = fromLocal(first.date, times.checkIn, timeZone);
  const checkOut = fromLocal(addDays(last.date, 1), times.checkOut, timeZone);
  return (
    range.row.items.find(
      (item) =>
        item.whole_room === true &&
        !isGoneStatus(item.status) &&
        item.check_in < checkOut &&
        item.check_out > checkIn,
    ) ?? null
  );
}
