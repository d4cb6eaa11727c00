import { gridLayout } from './gridLayout.ts';

/** Day columns share the space right of the name column, never narrower than the minimum. */
export function dayWidthFor(containerWidth: number, nameWidth: number, period: number): number {
  if (period <= 0) return gridLayout.minDayWidth;
  return Math.max(gridLayout.minDayWidth, Math.floor((containerWidth - nameWidth - 2) / period));
}
