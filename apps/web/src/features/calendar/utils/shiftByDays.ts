import { addDays, fromLocal, toLocal } from '@pms/domain';

/** The same wall-clock time `days` days later in the property's zone (a bar dragged by whole days). */
export function shiftByDays(seconds: number, days: number, timeZone: string): number {
  if (days === 0) return seconds;
  const local = toLocal(seconds, timeZone);
  return fromLocal(addDays(local.date, days), local.time, timeZone);
}
