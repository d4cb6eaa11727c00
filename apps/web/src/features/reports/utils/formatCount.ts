const count = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** A count of nights, guests or portions, grouped as Russian writes it: 12 400 → '12 400'. */
export function formatCount(value: number): string {
  return count.format(value);
}
