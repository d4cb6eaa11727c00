import type { HourCell } from './hourCells.ts';

/** The fixed block of the '12 часов' checkbox (specification section 9). */
const FIXED_BLOCK_HOURS = 12;

/**
 * The hour range a click makes. With the 12-hour block one click selects twelve hours from the cell;
 * otherwise the first click anchors and the second closes the range (either order). A range that
 * crosses a taken hour or leaves the window is refused (null).
 */
export function pickHours(
  cells: readonly HourCell[],
  index: number,
  anchor: number | null,
  twelveHours: boolean,
): { from: number; to: number } | null {
  let from = index;
  let to = index;
  if (twelveHours) to = index + FIXED_BLOCK_HOURS - 1;
  else if (anchor !== null) {
    from = Math.min(anchor, index);
    to = Math.max(anchor, index);
  }
  if (from < 0 || to >= cells.length) return null;
  for (let i = from; i <= to; i++) if (cells[i]?.taken) return null;
  return { from, to };
}
