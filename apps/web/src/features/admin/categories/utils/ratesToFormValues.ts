import { monthKeys, oneOf, priceTypes, rateRowKinds, weekdayKeys } from '@pms/domain';
import type { CategoryRatesView } from '../../../../api/types.ts';
import { gridToFormValues, type PriceKey, toMoneyInput } from '../../../../ui/priceGrid/priceGridValues.ts';
import type { RatesFormValues } from '../types/RatesFormValues.ts';

const allKeys: readonly PriceKey[] = [...weekdayKeys, ...monthKeys];

/** Stored rates as form values: every cell of every row, a stored price as a number, a missing one empty. */
export function ratesToFormValues(rates: CategoryRatesView | undefined): RatesFormValues {
  return {
    price_type: oneOf(priceTypes, rates?.price_type) ?? 'week',
    rows: gridToFormValues(rateRowKinds, allKeys, rates?.rows),
    early_check_in: toMoneyInput(rates?.early_check_in),
    late_check_out: toMoneyInput(rates?.late_check_out),
    hour_price: toMoneyInput(rates?.hour_price),
  };
}
