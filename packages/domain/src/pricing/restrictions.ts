import { ratePlanMessages } from '../messages.ts';
import { nightsText } from '../plural.ts';
import { addDays, formatDayMonth } from '../zoned-time.ts';
import { daysBetween } from './dates.ts';

/**
 * Restrictions of a rate plan for a category on a local date (issue 32), as channel managers know them:
 * a minimum and maximum stay counted from the arrival date, closed to arrival (CTA), closed to departure
 * (CTD) and stop-sell. A date without an entry restricts nothing.
 */
export interface DayRestriction {
  min_stay?: number | null;
  max_stay?: number | null;
  closed_to_arrival?: boolean | null;
  closed_to_departure?: boolean | null;
  stop_sell?: boolean | null;
}

export const restrictionRules = [
  'stop_sell',
  'closed_to_arrival',
  'closed_to_departure',
  'min_stay',
  'max_stay',
] as const;
export type RestrictionRule = (typeof restrictionRules)[number];

export interface RestrictionRefusal {
  rule: RestrictionRule;
  /** The local date the rule is set on. */
  date: string;
  /** 'Минимальный срок проживания с 05.07 — 2 ночи'. */
  message: string;
}

export type RestrictionsByDate = Readonly<Record<string, DayRestriction | undefined>>;

/**
 * A derived plan sells what its parent sells: the parent's restrictions hold for it too, and its own can
 * only add to them. Both apply at once, so the stricter of each wins.
 */
export function strictest(
  a: DayRestriction | undefined,
  b: DayRestriction | undefined,
): DayRestriction | undefined {
  if (!a) return b;
  if (!b) return a;
  const larger = (x?: number | null, y?: number | null) => (x == null ? y : y == null ? x : Math.max(x, y));
  const smaller = (x?: number | null, y?: number | null) => (x == null ? y : y == null ? x : Math.min(x, y));
  return {
    min_stay: larger(a.min_stay, b.min_stay) ?? null,
    max_stay: smaller(a.max_stay, b.max_stay) ?? null,
    closed_to_arrival: Boolean(a.closed_to_arrival || b.closed_to_arrival),
    closed_to_departure: Boolean(a.closed_to_departure || b.closed_to_departure),
    stop_sell: Boolean(a.stop_sell || b.stop_sell),
  };
}

const hasDays = (level: RestrictionsByDate) => {
  for (const _ in level) return true;
  return false;
};

/**
 * Restrictions of a plan's lineage (root first) merged date by date: what binds the last plan of it. A
 * lineage where one plan alone has restrictions (the usual case: a derived plan follows its root's) gets
 * that plan's own record back, not a copy: the price grid asks for 75 rows an answer. Read it, never
 * change it.
 */
export function lineageRestrictions(levels: readonly RestrictionsByDate[]): RestrictionsByDate {
  const present = levels.filter(hasDays);
  if (present.length <= 1) return present[0] ?? {};
  const merged: Record<string, DayRestriction | undefined> = {};
  for (const level of present) {
    for (const [date, day] of Object.entries(level)) merged[date] = strictest(merged[date], day);
  }
  return merged;
}

/**
 * Every restriction a stay breaks, in the order a receptionist fixes them: a closed night first, then the
 * arrival and departure days, then its length. `arrival` and `departure` are local dates; an hourly or
 * same-day stay (departure = arrival) is checked as one day sold, without a length or a departure rule.
 * Empty when the stay may be sold.
 */
export function restrictionRefusals(
  arrival: string,
  departure: string,
  byDate: RestrictionsByDate,
): RestrictionRefusal[] {
  const nights = Math.max(0, daysBetween(arrival, departure));
  const refusals: RestrictionRefusal[] = [];
  const refuse = (rule: RestrictionRule, date: string, message: string) =>
    refusals.push({ rule, date, message });
  for (let i = 0; i < Math.max(1, nights); i++) {
    const date = addDays(arrival, i);
    if (byDate[date]?.stop_sell) refuse('stop_sell', date, ratePlanMessages.stopSell(formatDayMonth(date)));
  }
  const first = byDate[arrival];
  if (first?.closed_to_arrival) {
    refuse('closed_to_arrival', arrival, ratePlanMessages.closedToArrival(formatDayMonth(arrival)));
  }
  if (nights === 0) return refusals;
  if (byDate[departure]?.closed_to_departure) {
    refuse('closed_to_departure', departure, ratePlanMessages.closedToDeparture(formatDayMonth(departure)));
  }
  const min = first?.min_stay;
  if (min != null && nights < min) {
    refuse('min_stay', arrival, ratePlanMessages.minStay(formatDayMonth(arrival), nightsText(min)));
  }
  const max = first?.max_stay;
  if (max != null && nights > max) {
    refuse('max_stay', arrival, ratePlanMessages.maxStay(formatDayMonth(arrival), nightsText(max)));
  }
  return refusals;
}

/**
 * What a restriction entry may hold: stays of 1 to 366 nights, the maximum not below the minimum.
 * Returns the field and message of the first problem, or undefined.
 */
export function dayRestrictionProblem(day: DayRestriction): { field: string; message: string } | undefined {
  for (const field of ['min_stay', 'max_stay'] as const) {
    const n = day[field];
    if (n != null && (!Number.isInteger(n) || n < 1 || n > 366)) {
      return { field, message: ratePlanMessages.stayRange };
    }
  }
  if (day.min_stay != null && day.max_stay != null && day.max_stay < day.min_stay) {
    return { field: 'max_stay', message: ratePlanMessages.maxBelowMin };
  }
  return undefined;
}
