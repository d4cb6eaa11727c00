import { gridLayout } from './gridLayout.ts';

/**
 * The width of one day column: the chosen period shares the space right of the name column, so 7, 15
 * and 30 days each fit a laptop's width and the period buttons visibly change the view (issue 28, item
 * 11); a column never gets narrower than the minimum (28 px: the day's number and weekday still read),
 * where a longer period scrolls.
 */
export function dayWidthFor(containerWidth: number, nameWidth: number, period: number): number {
  const min = gridLayout.minDayWidth;
  if (period <= 0) return min;
  return Math.max(min, Math.floor((containerWidth - nameWidth - 2) / period));
}
