/** 'YYYY-MM-DD' as a chart's axis shows it: '01.11'. */
export function shortDay(date: string): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}`;
}
