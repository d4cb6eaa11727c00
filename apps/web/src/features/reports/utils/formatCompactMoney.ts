const compact = new Intl.NumberFormat('ru-RU', { notation: 'compact', maximumFractionDigits: 1 });

/** Tenge on a chart's axis, short enough to fit a phone: 1 500 000 → '1,5 млн ₸'. */
export function formatCompactMoney(value: number): string {
  return `${compact.format(value)}\u00a0₸`;
}
