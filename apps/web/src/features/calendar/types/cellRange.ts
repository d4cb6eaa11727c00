import type { GridRow } from './gridRow.ts';

/** Days picked in one room or bed row (by mouse or keyboard): the reserve dialog opens on them. */
export interface CellRange {
  row: Extract<GridRow, { type: 'room' | 'bed' }>;
  fromDay: number;
  toDay: number;
}
