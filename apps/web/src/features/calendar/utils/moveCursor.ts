import type { GridCursor } from '../types/gridCursor.ts';
import type { GridRow } from '../types/gridRow.ts';

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));

/**
 * The cursor after a key press, or null for a key that does not move it. Left/Right and Home/End move
 * the day; Up/Down move to the next room or bed row, skipping category headers. Without Shift the range
 * collapses to the cursor cell; with Shift it stretches from the anchor, and a row move carries it along
 * (a booking is one room, so a range never spans rows).
 */
export function moveCursor(
  cursor: GridCursor,
  key: string,
  shift: boolean,
  rows: readonly GridRow[],
  dayCount: number,
): GridCursor | null {
  const lastDay = dayCount - 1;
  const withDay = (day: number) => {
    const next = clamp(day, lastDay);
    return { ...cursor, day: next, anchor: shift ? clamp(cursor.anchor, lastDay) : next };
  };
  const withRow = (step: 1 | -1) => {
    const from = rows.findIndex((row) => row.key === cursor.rowKey);
    for (let i = from + step; i >= 0 && i < rows.length; i += step) {
      const row = rows[i];
      if (row && row.type !== 'category') return { ...withDay(cursor.day), rowKey: row.key };
    }
    return withDay(cursor.day);
  };
  switch (key) {
    case 'ArrowLeft':
      return withDay(cursor.day - 1);
    case 'ArrowRight':
      return withDay(cursor.day + 1);
    case 'Home':
      return withDay(0);
    case 'End':
      return withDay(lastDay);
    case 'ArrowUp':
      return withRow(-1);
    case 'ArrowDown':
      return withRow(1);
    default:
      return null;
  }
}
