import { type categoryRatesSchema, rateRowKinds } from '@pms/domain';
import type { z } from 'zod';
import { compactGrid, isEmptyMoney, priceKeysOf } from '../../../../ui/priceGrid/priceGridValues.ts';
import type { RatesFormValues } from '../types/RatesFormValues.ts';

type RatesBody = z.input<typeof categoryRatesSchema>;

/**
 * The form's rates as the API takes them: only the chosen kind's columns, and no empty cell, so an empty
 * cell stays 'not set' (0, or the base price for the single row) instead of becoming an explicit 0.
 */
export function compactRates(values: RatesFormValues): RatesBody {
  return {
    price_type: values.price_type,
    rows: compactGrid(values.rows, rateRowKinds, priceKeysOf(values.price_type)),
    ...(isEmptyMoney(values.early_check_in) ? {} : { early_check_in: values.early_check_in }),
    ...(isEmptyMoney(values.late_check_out) ? {} : { late_check_out: values.late_check_out }),
    ...(isEmptyMoney(values.hour_price) ? {} : { hour_price: values.hour_price }),
  };
}
