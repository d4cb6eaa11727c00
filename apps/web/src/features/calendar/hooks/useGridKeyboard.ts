import type { Virtualizer } from '@tanstack/react-virtual';
import { type FocusEvent, type KeyboardEvent, useState } from 'react';
import type { CellRange } from '../types/cellRange.ts';
import type { GridCursor } from '../types/gridCursor.ts';
import type { GridRow } from '../types/gridRow.ts';
import { cellId } from '../utils/cellId.ts';
import { moveCursor } from '../utils/moveCursor.ts';

interface GridKeyboardOptions {
  rows: readonly GridRow[];
  dayCount: number;
  rowVirtualizer: Virtualizer<HTMLDivElement, Element>;
  columnVirtualizer: Virtualizer<HTMLDivElement, Element>;
  onSelectRange: (range: CellRange) => void;
}

/**
 * Keyboard cell selection on the focused grid: arrows move a cell cursor, Shift+arrows stretch a day
 * range, Enter opens the new-booking dialog for it (as a mouse click or drag does) and clears the range,
 * Escape clears it.
 * The grid keeps focus and points at the cursor cell with aria-activedescendant; the virtualisers
 * scroll that cell into view so it is rendered.
 */
export function useGridKeyboard(options: GridKeyboardOptions) {
  const { rows, dayCount, rowVirtualizer, columnVirtualizer, onSelectRange } = options;
  const [stored, setCursor] = useState<GridCursor | null>(null);
  const [focused, setFocused] = useState(false);
  // A collapsed category can take the cursor's row away.
  const cursor = stored && rows.some((row) => row.key === stored.rowKey) ? stored : null;

  /** The top-left room or bed cell in view: where the cursor starts. */
  const firstVisible = (): GridCursor | null => {
    const top = (rowVirtualizer.scrollOffset ?? 0) + rowVirtualizer.options.scrollPaddingStart;
    const rowIndex =
      rowVirtualizer
        .getVirtualItems()
        .find((item) => item.start >= top && rows[item.index]?.type !== 'category')?.index ??
      rows.findIndex((row) => row.type !== 'category');
    const row = rows[rowIndex];
    if (!row) return null;
    const left = (columnVirtualizer.scrollOffset ?? 0) + columnVirtualizer.options.scrollPaddingStart;
    const day = columnVirtualizer.getVirtualItems().find((item) => item.start >= left)?.index ?? 0;
    return { rowKey: row.key, anchor: day, day };
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys pressed on a bar or a row button inside the grid are theirs.
    if (event.target !== event.currentTarget) return;
    if (!cursor) {
      // After Escape the next arrow brings the cursor back where the view is.
      if (!event.key.startsWith('Arrow')) return;
      event.preventDefault();
      setCursor(firstVisible());
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      setCursor(null);
      return;
    }
    if (event.key === 'Enter') {
      const row = rows.find((r) => r.key === cursor.rowKey);
      if (!row || row.type === 'category') return;
      event.preventDefault();
      const fromDay = Math.min(cursor.anchor, cursor.day);
      onSelectRange({ row, fromDay, toDay: Math.max(cursor.anchor, cursor.day) });
      // The dialog holds the range now: the grid keeps only the cursor, so no selection stays drawn over
      // the room once it is reserved or closed for repair (issue 28, item 10).
      setCursor({ ...cursor, anchor: cursor.day });
      return;
    }
    const next = moveCursor(cursor, event.key, event.shiftKey, rows, dayCount);
    if (!next) return;
    event.preventDefault();
    setCursor(next);
    rowVirtualizer.scrollToIndex(rows.findIndex((row) => row.key === next.rowKey));
    columnVirtualizer.scrollToIndex(next.day);
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    setFocused(true);
    if (!cursor) setCursor(firstVisible());
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) setFocused(false);
  };

  const shown = focused ? cursor : null;
  return {
    cursor: shown,
    gridProps: {
      tabIndex: 0,
      onKeyDown,
      onFocus,
      onBlur,
      'aria-activedescendant': shown ? cellId(shown.rowKey, shown.day) : undefined,
    },
  };
}
