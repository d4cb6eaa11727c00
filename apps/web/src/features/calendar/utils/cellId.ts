/** DOM id of a day cell, for the grid's aria-activedescendant. */
export const cellId = (rowKey: string, day: number) => `calendar-cell-${rowKey}-${day}`;
