import { fromLocal, toLocal } from '@pms/domain';

/** Where the hourly strip of a day other than today starts: the property's morning. */
export const HOURLY_DAY_START = '08:00';

/**
 * The first hour of the hourly strip for a chosen date (issue 28, item 7): today's strip starts at the
 * property's current hour, any other day's at its morning (08:00), so the hours picked are that date's.
 * `date` is 'YYYY-MM-DD' in the property's zone; `now` unix seconds.
 */
export function hourlyWindowStart(date: string, timeZone: string, now: number): number {
  const local = toLocal(now, timeZone);
  if (date === local.date) return fromLocal(date, `${local.time.slice(0, 2)}:00`, timeZone);
  return fromLocal(date, HOURLY_DAY_START, timeZone);
}
