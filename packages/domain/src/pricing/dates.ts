import { calendarMessages, messages } from '../messages.ts';
import { stayDays } from '../stay.ts';
import { addDays, toLocal } from '../zoned-time.ts';
import { PricingError } from './errors.ts';
import { parseMoney } from './money.ts';
import type { PriceTable, PriceType } from './types.ts';

/** Weekday keys from Monday; the specification spells Sunday 'san'. */
export const weekdayKeys = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'] as const;
/** Month keys from January; the specification spells October 'okt'. */
export const monthKeys = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'okt',
  'nov',
  'dec',
] as const;

/** Longest range priced day by day, as long as the calendar's longest period. */
export const MAX_PRICED_DAYS = 366;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Refuses anything but a real calendar date 'YYYY-MM-DD'. */
export function checkDate(date: string, field: string): string {
  if (typeof date !== 'string' || !isoDate.test(date) || addDays(date, 0) !== date) {
    throw new PricingError(messages.invalidValue, field);
  }
  return date;
}

/** The number written in `text` from `from` to `to` (ASCII digits). */
function digitsAt(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) n = n * 10 + text.charCodeAt(i) - 48;
  return n;
}

/** Sakamoto's month offsets: the weekday of a Gregorian date by arithmetic. */
const monthOffsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];

/**
 * The key of a local date ('YYYY-MM-DD') in a price table: its weekday for 'week' prices, its month for
 * 'period'. Read digit by digit and the weekday by arithmetic, not through split and a Date: it runs for
 * every night of every row of the price grid (4,500 times an answer), where the allocations cost 1.6 ms.
 */
export function priceKey(date: string, priceType: PriceType): string {
  const m = digitsAt(date, 5, 7);
  if (priceType === 'period') return monthKeys[m - 1]!;
  const y = digitsAt(date, 0, 4) - (m < 3 ? 1 : 0);
  const d = digitsAt(date, 8, 10);
  const sunday0 =
    (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + monthOffsets[m - 1]! + d) % 7;
  // Counted from Sunday; the keys count from Monday.
  return weekdayKeys[(sunday0 + 6) % 7]!;
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** `count` consecutive dates from `first`. */
export function dateRun(first: string, count: number): string[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(first, i));
}

/**
 * The charged dates of a stay: `days` (ceiling of elapsed seconds over 86 400, at least one) consecutive
 * local dates from the check-in's local date in the property's zone. A 14:00 → 12:00 stay of two nights
 * is 2 days, charged for the check-in date and the next one; the check-out date is not charged.
 */
export function chargedDates(checkIn: number, checkOut: number, timeZone: string): string[] {
  if (!Number.isFinite(checkIn)) throw new PricingError(messages.invalidValue, 'check_in');
  if (!Number.isFinite(checkOut)) throw new PricingError(messages.invalidValue, 'check_out');
  if (checkOut <= checkIn) throw new PricingError(calendarMessages.checkOutBeforeCheckIn, 'check_out');
  const days = stayDays(checkIn, checkOut);
  if (days > MAX_PRICED_DAYS) throw new PricingError(calendarMessages.periodTooLong, 'check_out');
  let first: string;
  try {
    first = toLocal(checkIn, timeZone).date;
  } catch {
    throw new PricingError(messages.invalidTimeZone, 'time_zone');
  }
  return dateRun(first, days);
}

/** A table's price for `key` in tiyn, or undefined when the key is missing or blank. */
export function lookupPrice(table: PriceTable | undefined, key: string, field: string): number | undefined {
  const value = table?.[key];
  if (value === undefined || value === null || value === '') return undefined;
  const tiyn = parseMoney(value, `${field}.${key}`);
  if (tiyn < 0) throw new PricingError(messages.negativeNumber, `${field}.${key}`);
  return tiyn;
}
