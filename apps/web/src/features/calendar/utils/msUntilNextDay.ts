import { addDays, fromLocal, toLocal } from '@pms/domain';

/**
 * Milliseconds from `nowMs` until a second past the property's next midnight: when a calendar left open
 * overnight moves its 'today' (issue 28, item 10). Never less than a second, so a timer set from it cannot
 * spin.
 */
export function msUntilNextDay(nowMs: number, timeZone: string): number {
  const today = toLocal(Math.floor(nowMs / 1000), timeZone).date;
  const midnight = fromLocal(addDays(today, 1), '00:00', timeZone) * 1000;
  return Math.max(1000, midnight - nowMs + 1000);
}
