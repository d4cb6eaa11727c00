import { formatTypedMoney, parseMoney, parseTypedMoney } from '@pms/domain';

/**
 * What a money field holds: the amount in tenge (12345.67), '' when empty, or the typed text itself
 * when it is not an amount, so that the form's schema refuses it by name ('Введите число') instead of
 * the field quietly keeping a number the person did not type.
 */
export type MoneyInputValue = number | string;

/** The amount a held value stands for, in tiyn; null when empty or not an amount. */
export function tiynOf(value: MoneyInputValue | null | undefined): number | null {
  if (value === '' || value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? parseMoney(value) : null;
  return parseTypedMoney(value);
}

/** Typed text as the field's value, read by the domain's one reading of typed money (parseTypedMoney). */
export function moneyInputValue(text: string): MoneyInputValue {
  if (text.trim() === '') return '';
  const tiyn = parseTypedMoney(text);
  return tiyn === null ? text : tiyn / 100;
}

/** A held value as text to edit: '12 345,67'; text that is not an amount stays as it was typed. */
export function moneyInputText(value: MoneyInputValue | null | undefined): string {
  const tiyn = tiynOf(value);
  if (tiyn !== null) return formatTypedMoney(tiyn);
  return typeof value === 'string' ? value : '';
}
