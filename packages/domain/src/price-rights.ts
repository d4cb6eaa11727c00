/**
 * Who may change what a stay costs (issue 25, defect 14): a price of one's own, a discount above the
 * role's limit and a refund each need their own permission (roles.ts), so that no single front-desk
 * employee can make a stay free and hand the 'overpayment' back in cash. The server checks these on
 * every save and payment; the web uses them to hide what the role cannot do.
 */
import { bookingEditorMessages } from './messages.ts';
import { parseMoney } from './pricing/money.ts';
import type { CalculationType } from './pricing/types.ts';
import { can, discountLimitOf, type Rights } from './roles.ts';

export const priceRightsMessages = {
  priceOverride: 'Недостаточно прав, чтобы назначить свою цену (фиксированную или итоговую)',
  discountAbove: (limit: number) => `Недостаточно прав для скидки больше ${limit} % от суммы`,
  refund: 'Недостаточно прав для возврата оплаты',
} as const;

export interface RightsRefusal {
  status: 400 | 403;
  message: string;
  field?: string;
}

/** A stay's price type and own price, as stored or as sent. */
export interface PriceChoice {
  calculation_type: CalculationType;
  custom_price?: string | number | null;
}

const sameMoney = (a: string | number | null | undefined, b: string | number | null | undefined) =>
  (a == null ? null : parseMoney(a)) === (b == null ? null : parseMoney(b));

/**
 * A price of one's own needs 'bookings.price_override'. Without it, a save may keep the stored type and
 * price as they are (a manager's price stays while the guest's phone is corrected) or go back to the
 * rates; anything else is refused.
 */
export function priceOverrideRefusal(
  role: Rights,
  before: PriceChoice,
  after: PriceChoice,
): RightsRefusal | null {
  if (can(role, 'bookings.price_override') || after.calculation_type === 'tariff') return null;
  const kept =
    after.calculation_type === before.calculation_type && sameMoney(after.custom_price, before.custom_price);
  return kept ? null : { status: 403, message: priceRightsMessages.priceOverride, field: 'calculation_type' };
}

/** A discount row as stored or as sent: the catalogue discount and how many times. */
export interface DiscountChoice {
  discount: number;
  quantity?: number;
}

const discountKey = (list: readonly DiscountChoice[]) =>
  list
    .map((d) => `${d.discount}×${d.quantity ?? 1}`)
    .sort()
    .join(',');

/**
 * Discounts above the role's limit (discountLimits, percent of the subtotal) need
 * 'bookings.discount_unlimited'. Only a changed discount list is measured: discounts a manager already
 * gave stay while the rest of the booking is edited. Amounts are in tiyn.
 */
export function discountRefusal(input: {
  role: Rights;
  before: readonly DiscountChoice[];
  after: readonly DiscountChoice[];
  subtotal: number;
  discount: number;
}): RightsRefusal | null {
  const { role, subtotal, discount } = input;
  if (can(role, 'bookings.discount_unlimited') || discount <= 0) return null;
  if (discountKey(input.before) === discountKey(input.after)) return null;
  const limit = discountLimitOf(role);
  // Whole numbers only: discount / subtotal > limit / 100.
  if (discount * 100 <= limit * subtotal) return null;
  return { status: 403, message: priceRightsMessages.discountAbove(limit), field: 'discount_list' };
}

/**
 * A refund ('Возврат') needs 'payments.refund', and gives back no more than was paid: the one rule for
 * bookings, groups and leisure orders. Amounts are money as sent or stored.
 */
export function refundRefusal(input: {
  role: Rights;
  value: string | number;
  paid: string | number;
}): RightsRefusal | null {
  if (!can(input.role, 'payments.refund')) return { status: 403, message: priceRightsMessages.refund };
  if (parseMoney(input.value) > parseMoney(input.paid))
    return { status: 400, message: bookingEditorMessages.returnAboveWithheld, field: 'value' };
  return null;
}
