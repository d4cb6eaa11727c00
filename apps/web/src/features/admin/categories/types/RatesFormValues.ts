import type { PriceType, RateRowKind } from '@pms/domain';
import type { MoneyInputValue, PriceGridValues, PriceKey } from '../../../../ui/priceGrid/priceGridValues.ts';

/**
 * The rates part of the category form. Every row holds both weekday and month cells, so switching
 * 'По дням недели' / 'По месяцам' and back keeps what was typed; only the chosen kind is saved.
 */
export interface RatesFormValues {
  price_type: PriceType;
  rows: PriceGridValues<RateRowKind, PriceKey>;
  early_check_in: MoneyInputValue;
  late_check_out: MoneyInputValue;
  /** The price of an hour of an hourly stay (issue 28, item 7); empty: not sold by the hour. */
  hour_price: MoneyInputValue;
}
