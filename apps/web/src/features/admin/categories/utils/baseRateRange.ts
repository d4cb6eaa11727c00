import { oneOf, parseMoney, priceTypes } from '@pms/domain';
import type { CategoryRatesView } from '../../../../api/types.ts';
import { priceKeysOf } from '../../../../ui/priceGrid/priceGridValues.ts';

/**
 * The lowest and highest base price per day, in tiyn, over the chosen kind's columns; a column without
 * a price counts as 0, as pricing charges it. Null when no base price is set at all.
 */
export function baseRateRange(rates: CategoryRatesView | undefined): { min: number; max: number } | null {
  const base = rates?.rows.base;
  if (!rates || !base) return null;
  const prices = priceKeysOf(oneOf(priceTypes, rates.price_type) ?? 'week').map((key) => {
    const price = base[key];
    return price === undefined || price === '' ? null : parseMoney(price);
  });
  if (prices.every((price) => price === null)) return null;
  const amounts = prices.map((price) => price ?? 0);
  return { min: Math.min(...amounts), max: Math.max(...amounts) };
}
