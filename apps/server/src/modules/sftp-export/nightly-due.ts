/**
 * When a property's nightly export is due, and for which day: once its own midnight has passed (and a
 * few minutes more, so a payment taken at 23:59 has been committed), the day that just ended is due,
 * unless a nightly run for it is already recorded. Pure, so the decision is tested by a table.
 *
 * Only the previous day is owed: a server that was down for three nights uploads the last day when it
 * returns, and staff run the missed days by hand ('Выгрузить на SFTP' with a date).
 */
import { addDays, toLocal } from '@pms/domain';

/** Local 'HH:mm' after which the day before is uploaded. */
export const NIGHTLY_AFTER = '00:05';

/**
 * The local date ('YYYY-MM-DD') to upload now, or null when nothing is due.
 * `lastNightly`: the latest date a nightly run is recorded for (whatever its result), or null.
 */
export function nightlyDue(now: Date, timeZone: string, lastNightly: string | null): string | null {
  const local = toLocal(Math.floor(now.getTime() / 1000), timeZone);
  if (local.time < NIGHTLY_AFTER) return null;
  const day = addDays(local.date, -1);
  return lastNightly !== null && lastNightly >= day ? null : day;
}
