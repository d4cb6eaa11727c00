import { monthKeys, type PriceType, weekdayKeys } from '@pms/domain';
import type { MoneyInputValue } from '../form/MoneyInput.tsx';

export type { MoneyInputValue };

/** A column of a price grid: a weekday (mon … sat, san) or a month (jan … sep, okt, nov, dec). */
export type PriceKey = (typeof weekdayKeys)[number] | (typeof monthKeys)[number];

/** A grid as the form holds it: a cell for every row and column, '' where no price is set. */
export type PriceGridValues<R extends string, K extends string> = Record<R, Record<K, MoneyInputValue>>;

/** Stored prices as the API answers them: decimal text per row and column, missing cells absent. */
export type StoredGrid = Partial<Record<string, Partial<Record<string, string>>>>;

/** The columns of a price grid: weekdays from Monday for 'week', months from January for 'period'. */
export function priceKeysOf(priceType: PriceType): readonly PriceKey[] {
  return priceType === 'week' ? weekdayKeys : monthKeys;
}

export function isEmptyMoney(value: MoneyInputValue | null | undefined): value is '' | null | undefined {
  return value === '' || value === null || value === undefined;
}

/** A stored price ('1500.00') as an input's value; a missing one leaves the input empty. */
export function toMoneyInput(price: string | undefined): MoneyInputValue {
  return price === undefined || price === '' ? '' : Number(price);
}

/** Stored prices as form values: every cell of every row, a stored price as a number, a missing one empty. */
export function gridToFormValues<R extends string, K extends string>(
  kinds: readonly R[],
  keys: readonly K[],
  stored: StoredGrid | undefined,
): PriceGridValues<R, K> {
  return Object.fromEntries(
    kinds.map((kind) => [
      kind,
      Object.fromEntries(keys.map((key) => [key, toMoneyInput(stored?.[kind]?.[key])])),
    ]),
  ) as PriceGridValues<R, K>;
}

/**
 * The grid as the API takes it: only the given columns and no empty cell, so an empty cell stays 'not
 * set' instead of becoming an explicit 0; a row with no price at all is left out.
 */
export function compactGrid<R extends string, K extends string>(
  grid: Partial<Record<R, Partial<Record<K, MoneyInputValue>>>>,
  kinds: readonly R[],
  keys: readonly K[],
): Partial<Record<R, Partial<Record<K, MoneyInputValue>>>> {
  const rows: Partial<Record<R, Partial<Record<K, MoneyInputValue>>>> = {};
  for (const kind of kinds) {
    const row = grid[kind];
    const cells = keys.flatMap((key) => {
      const value = row?.[key];
      return isEmptyMoney(value) ? [] : [[key, value] as const];
    });
    if (cells.length > 0) rows[kind] = Object.fromEntries(cells) as Partial<Record<K, MoneyInputValue>>;
  }
  return rows;
}
