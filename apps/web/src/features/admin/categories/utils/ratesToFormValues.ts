import { monthKeys, rateRowKinds, weekdayKeys } from '@pms/domain';
import type { CategoryRatesView } from '../../../../api/types.ts';
import type { MoneyInputValue, RateKey, RatesFormValues } from '../types/RatesFormValues.ts';

const allKeys: readonly RateKey[] = [...weekdayKeys, ...monthKeys];

function toInput(price: string | undefined): MoneyInputValue {
  return price === undefined || price === '' ? '' : Number(price);
}

/** Stored rates as form values: every cell of every row, a stored price as a number, a missing one empty. */
export function ratesToFormValues(rates: CategoryRatesView | undefined): RatesFormValues {
  const rows = Object.fromEntries(
    rateRowKinds.map((kind) => [
      kind,
      Object.fromEntries(allKeys.map((key) => [key, toInput(rates?.rows[kind]?.[key])])),
    ]),
  ) as RatesFormValues['rows'];
  return {
    price_type: rates?.price_type ?? 'week',
    rows,
    early_check_in: toInput(rates?.early_check_in),
    late_check_out: toInput(rates?.late_check_out),
  };
}
