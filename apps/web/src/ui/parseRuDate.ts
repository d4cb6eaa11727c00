/**
 * Reads a typed 'DD.MM.YYYY' as the date inputs show it (dayjs without its parse plugin would read
 * '02.03.2027' as February 3rd). Returns 'YYYY-MM-DD', or null for anything that is not a real date.
 */
export function parseRuDate(input: string): string | null {
  const match = /^\s*(\d{1,2})[./-](\d{1,2})[./-](\d{4})\s*$/.exec(input);
  if (!match) return null;
  const [, d, m, y] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCDate() !== Number(d) || date.getUTCMonth() !== Number(m) - 1) return null;
  return date.toISOString().slice(0, 10);
}
