/** The keyboard cell cursor: a room or bed row and a day range from `anchor` to the cursor's `day`. */
export interface GridCursor {
  rowKey: string;
  anchor: number;
  day: number;
}
