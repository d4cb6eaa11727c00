import type { monthKeys, PriceType, RateRowKind, weekdayKeys } from '@pms/domain';

/** A column of a price table: a weekday (mon … sat, san) or a month (jan … sep, okt, nov, dec). */
export type RateKey = (typeof weekdayKeys)[number] | (typeof monthKeys)[number];

/** What a tenge input holds: a number, text while it is being typed ('1,'), or '' when empty. */
export type MoneyInputValue = number | string;

/**
 * The rates part of the category form. Every row holds both weekday and month cells, so switching
 * 'По дням недели' / 'По месяцам' and back keeps what was typed; only the chosen kind is saved.
 */
export interface RatesFormValues {
  price_type: PriceType;
  rows: Record<RateRowKind, Record<RateKey, MoneyInputValue>>;
  early_check_in: MoneyInputValue;
  late_check_out: MoneyInputValue;
}
