const percent = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A percentage the API gives as 73.3 (not 0.733), with one decimal as Russian writes it: '73,3 %'. */
export function formatPercent(value: number): string {
  return `${percent.format(value)}\u00a0%`;
}
