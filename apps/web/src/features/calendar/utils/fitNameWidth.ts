import { gridLayout } from './gridLayout.ts';

/**
 * The room-name column as drawn: the width the person chose, but no more than 30 % of the grid, so a
 * phone keeps its width for days (a 390 px screen draws it at about the 100 px minimum).
 */
export function fitNameWidth(chosen: number, gridWidth: number): number {
  return Math.max(gridLayout.minNameWidth, Math.min(chosen, Math.floor(gridWidth * 0.3)));
}
