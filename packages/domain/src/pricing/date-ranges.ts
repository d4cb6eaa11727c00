import { ratePlanMessages } from '../messages.ts';
import { addDays } from '../zoned-time.ts';
import { checkDate, daysBetween, priceKey, weekdayKeys } from './dates.ts';
import { PricingError } from './errors.ts';

export type WeekdayKey = (typeof weekdayKeys)[number];

/** The longest range one bulk change may set: two years, so 'a year for 25 categories' fits with room. */
export const MAX_RANGE_DAYS = 731;

/**
 * The dates a bulk change sets (issue 32): every local date from `from` to `to`, both included, on the
 * chosen weekdays ('пт–сб' is ['fri', 'sat']; none chosen means every day). '01.07–31.08, пт–сб' is the
 * 18 Fridays and Saturdays of July and August 2026.
 */
export function datesOfRange(from: string, to: string, weekdays: readonly WeekdayKey[] = []): string[] {
  checkDate(from, 'from');
  checkDate(to, 'to');
  const span = daysBetween(from, to) + 1;
  if (span < 1) throw new PricingError(ratePlanMessages.rangeReversed, 'to');
  if (span > MAX_RANGE_DAYS) throw new PricingError(ratePlanMessages.rangeTooLong, 'to');
  for (const day of weekdays) {
    if (!weekdayKeys.includes(day)) throw new PricingError(ratePlanMessages.unknownWeekday, 'weekdays');
  }
  const dates: string[] = [];
  for (let i = 0; i < span; i++) {
    const date = addDays(from, i);
    if (weekdays.length === 0 || weekdays.includes(priceKey(date, 'week') as WeekdayKey)) dates.push(date);
  }
  return dates;
}
