import { addDays, fromLocal } from '@pms/domain';

export type CashSpan = { date: string } | { from: number; to: number };

/**
 * The cash report's span for the API: a whole local day as `date`, or a shift from 'с' to 'по' on that
 * day as unix seconds in the property's zone. An empty 'с' is the day's start and an empty 'по' its
 * end; a 'по' not after 'с' ends the next morning, as a night shift (20:00–08:00) does.
 */
export function cashSpan(day: string, from: string, to: string, timeZone: string): CashSpan {
  if (!from && !to) return { date: day };
  const start = fromLocal(day, from || '00:00', timeZone);
  const sameDayEnd = to ? fromLocal(day, to, timeZone) : fromLocal(addDays(day, 1), '00:00', timeZone);
  const end = sameDayEnd > start ? sameDayEnd : fromLocal(addDays(day, 1), to, timeZone);
  return { from: start, to: end };
}
