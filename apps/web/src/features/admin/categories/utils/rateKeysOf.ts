import { monthKeys, type PriceType, weekdayKeys } from '@pms/domain';
import type { RateKey } from '../types/RatesFormValues.ts';

/** The columns of a price table: weekdays from Monday for 'week', months from January for 'period'. */
export function rateKeysOf(priceType: PriceType): readonly RateKey[] {
  return priceType === 'week' ? weekdayKeys : monthKeys;
}
