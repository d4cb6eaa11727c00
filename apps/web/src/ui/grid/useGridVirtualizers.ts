import { useVirtualizer } from '@tanstack/react-virtual';
import { type Key, type RefObject, useEffect } from 'react';
import { useIdleAfter } from '../useIdleAfter.ts';
import { observeOffsetAfterFrame } from './observeOffsetAfterFrame.ts';
import { initialGridRect, observeRectAfterLayout } from './observeRectAfterLayout.ts';
import { scrollAfterAttach } from './scrollAfterAttach.ts';

interface GridShape {
  /** The element that scrolls both ways. */
  scrollRef: RefObject<HTMLDivElement | null>;
  rowCount: number;
  rowHeight: (index: number) => number;
  rowKey: (index: number) => Key;
  /** The sticky dates header: rows start below it, and a row scrolled into view goes below it. */
  headerHeight: number;
  dayCount: number;
  dayWidth: number;
  /** The sticky names column: days start after it, and a day scrolled into view goes after it. */
  nameWidth: number;
  /** Changes whenever the rows' heights may have: the cached sizes are measured again. */
  rowsVersion: unknown;
}

/**
 * The two virtualisers of a names × days grid (the calendar, the price grid): rows down, days across, one
 * scroller. Their scroll offset and size are read only after a frame's layout (observeOffsetAfterFrame,
 * observeRectAfterLayout), a new scroller is not scrolled to where it is (scrollAfterAttach), and they
 * render without flushSync: at 500 rooms synchronous re-renders on
 * every scroll event cost more than they gained (issue 31).
 */
export function useGridVirtualizers(grid: GridShape) {
  // The first drawing with rows has just the rows and days in view; the margin beyond them that keeps a
  // scroll from showing blanks comes once the browser is idle after it. At 500 rooms it was a quarter
  // of the first drawing's cells, between the data's arrival and the first bars (issue 31).
  const settled = useIdleAfter(grid.rowCount > 0);
  const rows = useVirtualizer({
    count: grid.rowCount,
    getScrollElement: () => grid.scrollRef.current,
    estimateSize: grid.rowHeight,
    paddingStart: grid.headerHeight,
    scrollPaddingStart: grid.headerHeight,
    overscan: settled ? 6 : 0,
    useFlushSync: false,
    observeElementOffset: observeOffsetAfterFrame,
    observeElementRect: observeRectAfterLayout,
    initialRect: initialGridRect(),
    scrollToFn: scrollAfterAttach,
    getItemKey: grid.rowKey,
  });
  const days = useVirtualizer({
    horizontal: true,
    count: grid.dayCount,
    getScrollElement: () => grid.scrollRef.current,
    estimateSize: () => grid.dayWidth,
    paddingStart: grid.nameWidth,
    scrollPaddingStart: grid.nameWidth,
    overscan: settled ? 3 : 0,
    useFlushSync: false,
    observeElementOffset: observeOffsetAfterFrame,
    observeElementRect: observeRectAfterLayout,
    initialRect: initialGridRect(),
    scrollToFn: scrollAfterAttach,
  });
  // Sizes are estimates the virtualisers cache: measured again when the day width or the rows change.
  useEffect(() => days.measure(), [days, grid.dayWidth, grid.nameWidth]);
  useEffect(() => rows.measure(), [rows, grid.rowsVersion]);
  return { rows, days };
}
