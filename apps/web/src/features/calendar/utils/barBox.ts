import { timeToX } from './timeToX.ts';

/** Left and width of a bar for a stay, clipped to the window; null when it lies outside it. */
export function barBox(
  checkIn: number,
  checkOut: number,
  dayStarts: readonly number[],
  end: number,
  dayWidth: number,
): { left: number; width: number; clippedStart: boolean; clippedEnd: boolean } | null {
  const start = dayStarts[0] ?? end;
  if (checkOut <= start || checkIn >= end) return null;
  const left = timeToX(checkIn, dayStarts, end, dayWidth);
  const right = timeToX(checkOut, dayStarts, end, dayWidth);
  return {
    left,
    width: Math.max(4, right - left),
    clippedStart: checkIn < start,
    clippedEnd: checkOut > end,
  };
}
