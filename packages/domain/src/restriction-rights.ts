/**
 * When a rate plan's restrictions bind a booking, and who may sell past them (issue 32). The rules
 * themselves (minimum stay, closed to arrival …) are pricing/restrictions.ts; this is the part the
 * booking paths share: the editor's save, the calendar's reserve, the group's save and the move.
 */

import type { RightsRefusal } from './price-rights.ts';
import { daysBetween } from './pricing/dates.ts';
import {
  type DayRestriction,
  type RestrictionRefusal,
  type RestrictionsByDate,
  restrictionRefusals,
} from './pricing/restrictions.ts';
import { can, type Rights } from './roles.ts';
import { addDays } from './zoned-time.ts';

export const restrictionRightsMessages = {
  noRight: 'Недостаточно прав, чтобы продать в обход ограничений тарифа',
} as const;

/** The `code` of a refusal for a broken restriction: a screen offers the override on it. */
export const restrictionRefusalCode = 'restriction';

/** What a sale is made of, as far as restrictions go: the plan, the categories and the local dates. */
export interface SaleTerms {
  rate_plan: number;
  /** The category of the stay's current room: its last nights. */
  category: number;
  /** Local dates 'YYYY-MM-DD' of the check-in and the check-out (equal for an hourly stay). */
  arrival: string;
  departure: string;
  /**
   * The earlier rooms of a stay moved mid-stay (legs), in order: each one's category and the local date
   * it was left on. A night before that date was spent there; the night of it, in the next room.
   */
  legs?: readonly { category: number; until: string }[];
}

/** The category a stay is sold in on the night of `date`. */
export function categoryOn(terms: SaleTerms, date: string): number {
  return terms.legs?.find((leg) => date < leg.until)?.category ?? terms.category;
}

/** The stay's nights (an hourly stay: its one day), as local dates. */
function nightsOf(terms: SaleTerms): string[] {
  const count = Math.max(1, daysBetween(terms.arrival, terms.departure));
  return Array.from({ length: count }, (_, i) => addDays(terms.arrival, i));
}

/**
 * Restrictions are checked when a sale is made or changed: a new stay (no terms before), or another plan,
 * arrival or departure date, or another category on any night. A saved stay whose terms stay as they
 * were is not checked again: a restriction added after the sale does not stop the guest's phone being
 * corrected, nor a status step.
 */
export function saleChanged(before: SaleTerms | null, after: SaleTerms): boolean {
  if (!before) return true;
  if (
    before.rate_plan !== after.rate_plan ||
    before.arrival !== after.arrival ||
    before.departure !== after.departure
  )
    return true;
  return nightsOf(after).some((date) => categoryOn(before, date) !== categoryOn(after, date));
}

/**
 * How a change is checked: `sale`, a sale made or changed (the reserve, the editor, the group, the move);
 * `step`, a status step that moves the stay to now (`stay_now`: the guest is at the desk).
 */
export type SaleCheck = 'sale' | 'step';

/**
 * The restrictions a sale's change breaks (issue 32). Each night is checked in the category it is sold
 * in: an earlier room's nights in that room's category (a move mid-stay), the rest in the current one.
 * The arrival's rules (closed to arrival, minimum and maximum stay from it) are the first night's
 * category's, closed to departure the last night's. Only what the change sells is checked, so a
 * restriction added after the sale never binds what was already sold:
 * - a new sale, or another plan: every rule;
 * - otherwise stop-sell on each night that is new or now in another category; the arrival's rules when
 *   the arrival, the departure or the first night's category changed; closed to departure when the
 *   departure or the last night's category changed;
 * - a status step (`step`) sells only the nights an early arrival adds before the booked one: their
 *   stop-sell and the new arrival's closure. A late arrival and a departure at the desk, early or late,
 *   sell nothing: what happened is recorded, a minimum stay or a closed departure cannot keep a guest.
 */
export function saleRefusals(
  before: SaleTerms | null,
  after: SaleTerms,
  restrictionsOf: (category: number) => RestrictionsByDate,
  check: SaleCheck = 'sale',
): RestrictionRefusal[] {
  const nights = nightsOf(after);
  const first = nights[0]!;
  const last = nights.at(-1)!;
  const all = !before || before.rate_plan !== after.rate_plan;
  const beforeNights = new Set(before ? nightsOf(before) : []);
  const resold = (date: string) =>
    all || !beforeNights.has(date) || categoryOn(before!, date) !== categoryOn(after, date);
  let arrival: boolean;
  let departure: boolean;
  let sold: (date: string) => boolean;
  if (check === 'step' && before) {
    arrival = after.arrival < before.arrival;
    departure = false;
    sold = (date) => date < before.arrival;
  } else {
    arrival =
      all ||
      before!.arrival !== after.arrival ||
      before!.departure !== after.departure ||
      categoryOn(before!, first) !== categoryOn(after, first);
    departure =
      all || before!.departure !== after.departure || categoryOn(before!, last) !== categoryOn(after, last);
    sold = resold;
  }
  const byDate: Record<string, DayRestriction> = {};
  const at = (date: string) => {
    byDate[date] ??= {};
    return byDate[date];
  };
  for (const date of nights) {
    if (sold(date) && restrictionsOf(categoryOn(after, date))[date]?.stop_sell) at(date).stop_sell = true;
  }
  if (arrival) {
    const rules = restrictionsOf(categoryOn(after, first))[after.arrival];
    const day = at(after.arrival);
    if (rules?.closed_to_arrival) day.closed_to_arrival = true;
    // A status step sells no length of stay: only the arrival's closure binds it.
    if (check === 'sale') {
      if (rules?.min_stay != null) day.min_stay = rules.min_stay;
      if (rules?.max_stay != null) day.max_stay = rules.max_stay;
    }
  }
  if (departure && restrictionsOf(categoryOn(after, last))[after.departure]?.closed_to_departure) {
    at(after.departure).closed_to_departure = true;
  }
  return restrictionRefusals(after.arrival, after.departure, byDate);
}

/**
 * What the restrictions a stay breaks mean for this employee:
 * - a reason without 'bookings.restriction_override' is refused (403), whatever the stay;
 * - a broken restriction without a reason is refused (400) with every rule and date named;
 * - a broken restriction with a reason and the permission is an override, which the caller journals.
 * `field` names where the refusal is shown (the editor's check-in, a group room's check-in).
 */
export function restrictionDecision(input: {
  role: Rights;
  refusals: readonly RestrictionRefusal[];
  reason?: string | null;
  field?: string;
}): { refusal: RightsRefusal | null; override: boolean } {
  const reason = input.reason?.trim() ?? '';
  if (reason && !can(input.role, 'bookings.restriction_override')) {
    return {
      refusal: { status: 403, message: restrictionRightsMessages.noRight, field: 'restriction_reason' },
      override: false,
    };
  }
  if (input.refusals.length === 0) return { refusal: null, override: false };
  if (reason) return { refusal: null, override: true };
  const message = input.refusals.map((r) => r.message).join('; ');
  return { refusal: { status: 400, message, field: input.field ?? 'check_in' }, override: false };
}
