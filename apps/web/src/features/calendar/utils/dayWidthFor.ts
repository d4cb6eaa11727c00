import { gridLayout } from './gridLayout.ts';

/** The longest period offered, the overview: its columns are the specification's minimum width. */
const overviewPeriod = 60;

/**
 * The width of one day column. Days share the space right of the name column when they fit; otherwise
 * a column is as narrow as its period allows: 60 days at the minimum (50 px), 30 days at twice that, so a
 * longer period really shows more days at once (60 twice the span of 30), and no period narrower than 30
 * days drops below 100 px, where a bar's name can no longer be read.
 */
export function dayWidthFor(containerWidth: number, nameWidth: number, period: number): number {
  const min = gridLayout.minDayWidth;
  if (period <= 0) return min;
  const narrowest = Math.max(min, Math.min(2 * min, Math.floor((min * overviewPeriod) / period)));
  return Math.max(narrowest, Math.floor((containerWidth - nameWidth - 2) / period));
}
