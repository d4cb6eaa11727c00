import { VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { formatDay } from '@pms/domain';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridVirtualizers } from '../../../ui/grid/useGridVirtualizers.ts';
import { notifyRefusal } from '../../../ui/notifyRefusal.ts';
import { SKIP_TARGET } from '../../../ui/skipTarget.ts';
import { useGridKeyboard } from '../hooks/useGridKeyboard.ts';
import { useGridText } from '../hooks/useGridText.ts';
import { useRememberedScroll } from '../hooks/useRememberedScroll.ts';
import type { CalendarCategory, CalendarItem, CalendarRoom } from '../types/calendarTypes.ts';
import type { CellRange } from '../types/cellRange.ts';
import type { GridRow } from '../types/gridRow.ts';
import type { MoveDrop } from '../types/moveDrop.ts';
import { buildRows } from '../utils/buildRows.ts';
import type { CalendarDay } from '../utils/calendarDays.ts';
import { dayWidthFor } from '../utils/dayWidthFor.ts';
import { dropVerdict } from '../utils/dropVerdict.ts';
import { fitNameWidth } from '../utils/fitNameWidth.ts';
import { gridLayout } from '../utils/gridLayout.ts';
import { type StayTimes, wholeRoomHold } from '../utils/wholeRoomHold.ts';
import { GridHeader } from './GridHeader.tsx';
import { type CellSelection, GridRowView } from './GridRowView.tsx';

interface CalendarGridProps {
  categories: CalendarCategory[];
  days: CalendarDay[];
  end: number;
  timeZone: string;
  /** The property's check-in and check-out times: a picked range is judged as the stay it would reserve. */
  stayTimes: StayTimes;
  nameWidth: number;
  onNameWidth: (width: number) => void;
  onSelectRange: (range: CellRange) => void;
  onOpenItem: (item: CalendarItem) => void;
  /** Absent for a role that may not move bookings: the bars do not drag. */
  onDropBar?: (drop: MoveDrop) => void;
  onHourly: (room: CalendarRoom, categoryId: number) => void;
  /** Changes each time 'Сегодня' is pressed: the grid scrolls back to its first day. */
  homeKey: number;
  /** The property's current date: a remembered scroll position is restored only on the day it was saved. */
  propertyToday: string;
}

/**
 * The availability timeline. Rows and day columns are both virtualised, so only the cells and bars in
 * the viewport exist in the DOM; bars are positioned absolutely from their instants. An ARIA grid: it
 * takes focus and selects cells from the keyboard as well as with the mouse. Memoised: its props are
 * stable, so the screen's other state (a query's fetching flag) does not draw it again.
 */
export const CalendarGrid = memo(function CalendarGrid(props: CalendarGridProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const { categories, days } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const { ref: sizeRef, width: containerWidth } = useElementSize();
  // A phone draws the name column narrower than the remembered width, to keep its width for days.
  const nameWidth = fitNameWidth(props.nameWidth, containerWidth || 1200);
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [selection, setSelection] = useState<CellSelection | null>(null);
  const selectionRef = useRef<{ selection: CellSelection; row: GridRow } | null>(null);

  const rows = useMemo(() => buildRows(categories, collapsed, expanded), [categories, collapsed, expanded]);
  const bookableRows = rows.filter((row) => row.type !== 'category').length;
  const rowHeight =
    bookableRows < gridLayout.sparseRowLimit ? gridLayout.sparseRowHeight : gridLayout.rowHeight;
  const dayWidth = dayWidthFor(containerWidth || 1200, nameWidth, days.length);
  const dayStarts = useMemo(() => days.map((day) => day.start), [days]);
  const dayNames = useMemo(() => days.map((day) => formatDay(day.date)), [days]);
  const text = useGridText();
  const totalWidth = nameWidth + dayWidth * days.length;
  const { timeZone } = props;
  const judgeDrop = useCallback(
    (drop: MoveDrop) => dropVerdict(categories, drop, timeZone),
    [categories, timeZone],
  );

  const { rows: rowVirtualizer, days: columnVirtualizer } = useGridVirtualizers({
    scrollRef,
    rowCount: rows.length,
    rowHeight: (index) => (rows[index]?.type === 'category' ? gridLayout.categoryRowHeight : rowHeight),
    rowKey: (index) => rows[index]?.key ?? index,
    headerHeight: gridLayout.headerHeight,
    dayCount: days.length,
    dayWidth,
    nameWidth,
    rowsVersion: rowHeight,
  });

  const columns = columnVirtualizer.getVirtualItems();
  const visibleFrom = (columns[0]?.start ?? nameWidth) - nameWidth;
  const visibleTo = (columns.at(-1)?.end ?? totalWidth) - nameWidth;

  const allExpanded =
    collapsed.size === 0 &&
    categories.every((c) => c.room_list.every((r) => r.koika_list.length === 0 || expanded.has(r.id)));
  // Stable while nothing folds, so the memoised header does not re-render on every vertical frame.
  const toggleAll = useCallback(() => {
    if (allExpanded) {
      setCollapsed(new Set(categories.map((c) => c.id)));
      setExpanded(new Set());
    } else {
      setCollapsed(new Set());
      setExpanded(
        new Set(categories.flatMap((c) => c.room_list.filter((r) => r.koika_list.length).map((r) => r.id))),
      );
    }
  }, [allExpanded, categories]);
  const toggle = (setter: typeof setCollapsed) => (id: number) =>
    setter((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  // Stable identities keep the memoised rows from re-rendering on every scroll frame.
  const onToggleCategory = useCallback(toggle(setCollapsed), []);
  const onToggleRoom = useCallback(toggle(setExpanded), []);

  const onCellDown = useCallback((row: GridRow, day: number) => {
    const next = { rowKey: row.key, from: day, to: day };
    selectionRef.current = { selection: next, row };
    setSelection(next);
  }, []);
  const onCellEnter = useCallback((row: GridRow, day: number) => {
    const current = selectionRef.current;
    if (!current || current.row.key !== row.key || current.selection.to === day) return;
    const next = { ...current.selection, to: day };
    selectionRef.current = { ...current, selection: next };
    setSelection(next);
  }, []);
  const { onSelectRange: openRange, stayTimes } = props;
  // One gate for the mouse and the keyboard: a bed held by its whole room (the WholeRoomBar over it) is
  // taken, so the range opens no dialog that the server would refuse with 409 (issue 28, item 6).
  const onSelectRange = useCallback(
    (range: CellRange) => {
      const hold = wholeRoomHold(range, days, stayTimes, timeZone);
      if (!hold) return openRange(range);
      const why =
        hold.kind === 'repair'
          ? t('calendar.grid.wholeRoomRepair')
          : hold.kind === 'block'
            ? t('calendar.grid.wholeRoomBlock')
            : `${t('calendar.grid.wholeRoomBookedTitle')}, ${t('calendar.grid.wholeRoomBooking', { number: hold.number ?? '' })}`;
      notifyRefusal(
        t('calendar.grid.bedHeldWhole', { bed: range.row.type === 'bed' ? range.row.name : '', why }),
      );
    },
    [openRange, days, stayTimes, timeZone, t],
  );
  useRememberedScroll(scrollRef, rows.length > 0 && containerWidth > 0, {
    today: props.propertyToday,
    start: days[0]?.date ?? '',
  });
  const { homeKey } = props;
  useEffect(() => {
    if (homeKey > 0) scrollRef.current?.scrollTo({ left: 0 });
  }, [homeKey]);
  const keyboard = useGridKeyboard({
    rows,
    dayCount: days.length,
    rowVirtualizer,
    columnVirtualizer,
    onSelectRange,
  });
  const { cursor } = keyboard;
  // Only a stretched range is filled; a lone cursor is its outline, so a range handed to a dialog
  // (collapsed by Enter) leaves nothing drawn over the room it reserved or closed (issue 28, item 10).
  const keyboardSelection = useMemo(
    () =>
      cursor && cursor.anchor !== cursor.day
        ? { rowKey: cursor.rowKey, from: cursor.anchor, to: cursor.day }
        : null,
    [cursor],
  );
  useEffect(() => {
    const up = () => {
      const current = selectionRef.current;
      selectionRef.current = null;
      setSelection(null);
      if (!current || current.row.type === 'category') return;
      const { from, to } = current.selection;
      onSelectRange({ row: current.row, fromDay: Math.min(from, to), toDay: Math.max(from, to) });
    };
    window.addEventListener('mouseup', up);
    return () => window.removeEventListener('mouseup', up);
  }, [onSelectRange]);

  return (
    <div ref={sizeRef} style={{ flex: 1, minHeight: 0, display: 'flex' }}>
      <VisuallyHidden id={hintId}>{t('calendar.grid.keyboardHint')}</VisuallyHidden>
      {/* biome-ignore lint/a11y/useSemanticElements: a virtualised grid is placed divs, not a table */}
      <div
        ref={scrollRef}
        data-testid="calendar-grid"
        {...{ [SKIP_TARGET]: '' }}
        role="grid"
        aria-label={t('calendar.grid.label')}
        aria-describedby={hintId}
        aria-multiselectable
        aria-rowcount={rows.length + 1}
        aria-colcount={days.length + 1}
        {...keyboard.gridProps}
        style={{
          flex: 1,
          overflow: 'auto',
          position: 'relative',
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 8,
          userSelect: 'none',
          background: 'var(--mantine-color-body)',
        }}
      >
        <div style={{ position: 'relative', width: totalWidth, height: rowVirtualizer.getTotalSize() }}>
          <GridHeader
            days={days}
            columns={columns}
            dayWidth={dayWidth}
            nameWidth={nameWidth}
            totalWidth={totalWidth}
            allExpanded={allExpanded}
            onToggleAll={toggleAll}
            onNameWidth={props.onNameWidth}
          />
          {rowVirtualizer.getVirtualItems().map((virtualRow) => {
            const row = rows[virtualRow.index];
            if (!row) return null;
            return (
              <GridRowView
                key={row.key}
                row={row}
                top={virtualRow.start}
                height={virtualRow.size}
                columns={columns}
                days={days}
                dayNames={dayNames}
                dayStarts={dayStarts}
                end={props.end}
                dayWidth={dayWidth}
                nameWidth={nameWidth}
                totalWidth={totalWidth}
                visibleFrom={visibleFrom}
                visibleTo={visibleTo}
                rowIndex={virtualRow.index}
                selection={
                  selection?.rowKey === row.key
                    ? selection
                    : keyboardSelection?.rowKey === row.key
                      ? keyboardSelection
                      : null
                }
                cursorDay={cursor?.rowKey === row.key ? cursor.day : null}
                timeZone={props.timeZone}
                onCellDown={onCellDown}
                onCellEnter={onCellEnter}
                onOpenItem={props.onOpenItem}
                onDropBar={props.onDropBar}
                judgeDrop={judgeDrop}
                onToggleCategory={onToggleCategory}
                onToggleRoom={onToggleRoom}
                onHourly={props.onHourly}
                text={text}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
});
