import { type categoryRatesSchema, rateRowKinds } from '@pms/domain';
import type { z } from 'zod';
import type { MoneyInputValue, RatesFormValues } from '../types/RatesFormValues.ts';
import { rateKeysOf } from './rateKeysOf.ts';

type RatesBody = z.input<typeof categoryRatesSchema>;

const isEmpty = (value: MoneyInputValue | null | undefined) =>
  value === '' || value === null || value === undefined;

/**
 * The form's rates as the API takes them: only the chosen kind's columns, and no empty cell, so an empty
 * cell stays 'not set' (0, or the base price for the single row) instead of becoming an explicit 0.
 */
export function compactRates(values: RatesFormValues): RatesBody {
  const keys = rateKeysOf(values.price_type);
  const rows: RatesBody['rows'] = {};
  for (const kind of rateRowKinds) {
    const cells = keys.filter((key) => !isEmpty(values.rows[kind]?.[key]));
    if (cells.length > 0) rows[kind] = Object.fromEntries(cells.map((key) => [key, values.rows[kind][key]]));
  }
  return {
    price_type: values.price_type,
    rows,
    ...(isEmpty(values.early_check_in) ? {} : { early_check_in: values.early_check_in }),
    ...(isEmpty(values.late_check_out) ? {} : { late_check_out: values.late_check_out }),
  };
}
