/**
 * The lowest and highest price of one row of a stored price grid (`{row: {key: '1500.00'}}`), or null
 * when the row has no price; a food tariff's list shows the adult price this way.
 */
export function priceRange(grid: unknown, row: string): { min: number; max: number } | null {
  if (typeof grid !== 'object' || grid === null) return null;
  const cells = (grid as Record<string, Record<string, string> | undefined>)[row];
  const prices = Object.values(cells ?? {})
    .map(Number)
    .filter((price) => Number.isFinite(price));
  if (prices.length === 0) return null;
  return { min: Math.min(...prices), max: Math.max(...prices) };
}
