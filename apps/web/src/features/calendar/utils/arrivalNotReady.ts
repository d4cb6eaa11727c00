import { isReady, type RoomCondition } from '@pms/domain';
import type { CalendarItem } from '../types/calendarTypes.ts';

/** Statuses of a booking whose guest has not arrived yet. */
const notArrived = new Set(['new', 'reserved', 'booked']);

/**
 * Whether a room (or bed) not ready (domain isReady) has a guest arriving in [from, to), today's
 * property day: the calendar rings its condition mark (issue 33). A ready room is never asked about its
 * bars, so the common case costs nothing.
 */
export function arrivalNotReady(
  condition: RoomCondition | undefined,
  items: readonly CalendarItem[],
  from: number,
  to: number,
): boolean {
  if (condition === undefined || isReady(condition) || from >= to) return false;
  return items.some(
    (i) => i.kind === 'booking' && notArrived.has(i.status) && i.check_in >= from && i.check_in < to,
  );
}
