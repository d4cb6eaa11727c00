/**
 * When a rate plan's restrictions bind a booking, and who may sell past them (issue 32). The rules
 * themselves (minimum stay, closed to arrival …) are pricing/restrictions.ts; this is the part the
 * booking paths share: the editor's save, the calendar's reserve, the group's save and the move.
 */

import type { RightsRefusal } from './price-rights.ts';
import type { RestrictionRefusal } from './pricing/restrictions.ts';
import { can, type Role } from './roles.ts';

export const restrictionRightsMessages = {
  noRight: 'Недостаточно прав, чтобы продать в обход ограничений тарифа',
} as const;

/** The `code` of a refusal for a broken restriction: a screen offers the override on it. */
export const restrictionRefusalCode = 'restriction';

/** What a sale is made of, as far as restrictions go: the plan, the category and the local dates. */
export interface SaleTerms {
  rate_plan: number;
  category: number;
  /** Local dates 'YYYY-MM-DD' of the check-in and the check-out (equal for an hourly stay). */
  arrival: string;
  departure: string;
}

/**
 * Restrictions are checked when a sale is made or changed: a new stay (no terms before), or another plan,
 * category, arrival or departure date. A saved stay whose terms stay as they were is not checked again:
 * a restriction added after the sale does not stop the guest's phone being corrected, nor a status step.
 */
export function saleChanged(before: SaleTerms | null, after: SaleTerms): boolean {
  if (!before) return true;
  return (
    before.rate_plan !== after.rate_plan ||
    before.category !== after.category ||
    before.arrival !== after.arrival ||
    before.departure !== after.departure
  );
}

/**
 * What the restrictions a stay breaks mean for this employee:
 * - a reason without 'bookings.restriction_override' is refused (403), whatever the stay;
 * - a broken restriction without a reason is refused (400) with every rule and date named;
 * - a broken restriction with a reason and the permission is an override, which the caller journals.
 * `field` names where the refusal is shown (the editor's check-in, a group room's check-in).
 */
export function restrictionDecision(input: {
  role: Role;
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
