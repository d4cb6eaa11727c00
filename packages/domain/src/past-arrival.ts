import { toLocal } from './zoned-time.ts';

/**
 * A reserve whose arrival day is before today in the property's time zone is in the past: the calendar
 * asks before reserving it (a late entry of a walk-in is allowed, a slip of the mouse is not silent).
 * Today itself is not the past, whatever the hour.
 */
export function arrivalInPast(checkIn: number, now: number, timeZone: string): boolean {
  return toLocal(checkIn, timeZone).date < toLocal(now, timeZone).date;
}
