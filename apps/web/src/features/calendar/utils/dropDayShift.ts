/**
 * Whole days a dragged bar moved. Less than a full day's width is no move at all: a bar nudged by a
 * few pixels (a click that slipped) keeps its dates. From one day on, the shift rounds to the nearest
 * day, so a bar dropped mostly over a day lands on it.
 */
export function dropDayShift(dx: number, dayWidth: number): number {
  if (dayWidth <= 0 || Math.abs(dx) < dayWidth) return 0;
  return Math.round(dx / dayWidth);
}
