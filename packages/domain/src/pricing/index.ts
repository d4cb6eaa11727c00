/** The pure pricing engine: a booking's or a group's price from data the server has loaded. */

export { planNightPrice, rootRowPrice } from './accommodation.ts';
export * from './date-ranges.ts';
export { monthKeys, priceKey, weekdayKeys } from './dates.ts';
export { applyPromoCode } from './discounts.ts';
export { PricingError } from './errors.ts';
export { includedMeal, mealDates } from './meals.ts';
export {
  formatMoney,
  formatTypedMoney,
  type Money,
  parseMoney,
  parseTypedMoney,
  percentOf,
  percentShare,
  perUnitTiyn,
  spreadTiyn,
} from './money.ts';
export { overpaymentOf, summarizePayments } from './payments.ts';
export { priceBooking } from './price-booking.ts';
export { priceGroup } from './price-group.ts';
export * from './price-result.ts';
export * from './rate-plans.ts';
export * from './rate-sheet.ts';
export * from './restrictions.ts';
export * from './revenue.ts';
export * from './types.ts';
