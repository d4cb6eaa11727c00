import type { HourBooking } from '@pms/domain';

export interface HourCell {
  start: number;
  end: number;
  taken: boolean;
}

/** `count` one-hour cells from `windowStart`, each marked taken when any hold overlaps it. */
export function hourCells(windowStart: number, count: number, holds: readonly HourBooking[]): HourCell[] {
  const cells: HourCell[] = [];
  for (let i = 0; i < count; i++) {
    const start = windowStart + i * 3600;
    const end = start + 3600;
    cells.push({ start, end, taken: holds.some((h) => h.check_in < end && h.check_out > start) });
  }
  return cells;
}
