/**
 * Tenge as staff and guests read it, on the screen and on paper: 15000 → '15 000 ₸', 15000.5 →
 * '15 000,50 ₸' (ru-RU groups with a no-break space). Accepts the API's decimal strings ("15000.00").
 */
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

export function formatTenge(value: number | string): string {
  const n = typeof value === 'string' ? Number(value) : value;
  return Number.isInteger(n) ? whole.format(n) : withTiyn.format(n);
}
