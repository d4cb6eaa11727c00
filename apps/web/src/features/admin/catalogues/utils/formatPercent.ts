const percent = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** A stored percentage ('12.50') as the list shows it: '12,5 %'. */
export function formatPercent(value: string): string {
  return `${percent.format(Number(value))} %`;
}
