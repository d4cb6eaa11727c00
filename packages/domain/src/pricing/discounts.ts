import { messages, pricingMessages } from '../messages.ts';
import { checkCount, checkOneOf, PricingError, withFieldPrefix } from './errors.ts';
import { formatMoney, parseMoney, percentOf } from './money.ts';
import type { DiscountInput, DiscountLine } from './types.ts';

/** Promo codes are not supported (section 5): any code is answered with the specification's message. */
export function applyPromoCode(_code: string): never {
  throw new PricingError(pricingMessages.noPromoCodes, 'promo_code');
}

/**
 * Discounts on the pre-discount subtotal: a percent discount takes value% of the subtotal (each percent
 * discount of the same subtotal, not compounded), a fixed one value × quantity tenge. Together they never
 * take more than the subtotal: each takes at most what the ones before it left, so the lines add up to
 * the total discount and the total is never negative.
 */
export function priceDiscounts(
  discounts: readonly DiscountInput[],
  subtotal: number,
): { list: DiscountLine[]; total: number } {
  const list: DiscountLine[] = [];
  let left = Math.max(0, subtotal);
  for (const [i, discount] of discounts.entries()) {
    withFieldPrefix(`discounts.${i}`, () => {
      const kind = checkOneOf(discount.discount_kind, ['percent', 'fixed'], 'discount_kind');
      const value = parseMoney(discount.value, 'value');
      if (value < 0) throw new PricingError(messages.negativeNumber, 'value');
      // `value` is read like money, in hundredths: 100% is 100_00.
      if (kind === 'percent' && value > 100_00) throw new PricingError(messages.invalidValue, 'value');
      const quantity =
        kind === 'percent' ? 1 : checkCount(discount.quantity ?? 1, 'quantity', pricingMessages.notLess);
      const wanted = kind === 'percent' ? percentOf(subtotal, discount.value) : value * quantity;
      const taken = Math.min(wanted, left);
      left -= taken;
      list.push({
        id: discount.id,
        name: discount.name,
        discount_kind: kind,
        value: formatMoney(value),
        quantity,
        total: formatMoney(taken),
      });
    });
  }
  return { list, total: Math.max(0, subtotal) - left };
}
