const whole = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'KZT',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
});
const withTiyn = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'KZT',
  currencyDisplay: 'narrowSymbol',
});

/** Tenge in Russian format: 15000 -> '15 000 ₸', 15000.5 -> '15 000,50 ₸'. */
export function formatMoney(value: number): string {
  return Number.isInteger(value) ? whole.format(value) : withTiyn.format(value);
}
