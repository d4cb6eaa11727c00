// biome-ignore-all lint/a11y/useSemanticElements: a virtualised grid is placed divs, not a table
// biome-ignore-all lint/a11y/useFocusableInteractive: focus stays on the grid, which takes the keys (as the calendar's)
import { VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { formatDay, formatDayMonth, formatTenge, nightsText } from '@pms/domain';
import { type KeyboardEvent, memo, type PointerEvent, useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridVirtualizers } from '../../../ui/grid/useGridVirtualizers.ts';
import { type GridSelection, type RateRow, selectionBounds } from '../utils/gridRows.ts';
import classes from './RateGrid.module.css';

const layout = { headerHeight: 44, categoryHeight: 30, planHeight: 48 } as const;

interface RateGridProps {
  rows: RateRow[];
  dates: string[];
  selection: GridSelection | null;
  onSelection: (selection: GridSelection | null) => void;
  /** A digit typed, or Enter, over a selection: the price entry takes over. */
  onStartEntry: (firstKey: string) => void;
  /** Grid focus is handed back here after an entry (Enter/Escape in the price field). */
  gridRef: React.RefObject<HTMLDivElement | null>;
  /**
   * 'Выделять диапазон' on a phone: a tap extends the selection from its first cell, as Shift with a
   * mouse, since a finger's drag scrolls the grid.
   */
  extendByTap?: boolean;
}

const weekdayShort = ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'];
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const shortPrice = (price: string) => formatTenge(price).replace(/\s?₸$/, '');

/** The cell under an event: its row and day from data attributes (one listener for every cell). */
function cellAt(target: EventTarget | null): { row: number; day: number } | null {
  const cell = target instanceof Element ? target.closest<HTMLElement>('[data-day]') : null;
  if (!cell?.dataset.day || !cell.dataset.row) return null;
  return { row: Number(cell.dataset.row), day: Number(cell.dataset.day) };
}

/**
 * The price grid: a line per category and per plan sold in it, a column per date. Rows and columns are
 * virtualised as the calendar's are, so 60 days × 25 categories × 3 plans keep a few hundred cells in the
 * DOM. An ARIA grid: cells are chosen with the mouse (drag) or the arrows (Shift extends).
 */
export function RateGrid({
  rows,
  dates,
  selection,
  onSelection,
  onStartEntry,
  gridRef,
  extendByTap = false,
}: RateGridProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const { ref: sizeRef, width } = useElementSize();
  const phone = width > 0 && width < 600;
  const nameWidth = phone ? 112 : 210;
  const dayWidth = phone ? 74 : 86;
  const totalWidth = nameWidth + dayWidth * dates.length;
  const dragging = useRef(false);

  const { rows: rowVirtualizer, days: columnVirtualizer } = useGridVirtualizers({
    scrollRef: gridRef,
    rowCount: rows.length,
    rowHeight: (i) => (rows[i]?.type === 'category' ? layout.categoryHeight : layout.planHeight),
    rowKey: (i) => rows[i]?.key ?? i,
    headerHeight: layout.headerHeight,
    dayCount: dates.length,
    dayWidth,
    nameWidth,
    rowsVersion: rows,
  });
  const columns = columnVirtualizer.getVirtualItems();
  const days = useMemo(
    () =>
      dates.map((date) => ({
        date,
        label: formatDay(date),
        short: formatDayMonth(date),
        weekday: weekdayShort[weekdayOf(date)]!,
        weekend: weekdayOf(date) === 0 || weekdayOf(date) === 6,
      })),
    [dates],
  );
  const bounds = selection ? selectionBounds(selection) : null;
  const words = useGridWords();

  // A drag ends wherever the button is let go, even outside the grid.
  useEffect(() => {
    const up = () => {
      dragging.current = false;
    };
    window.addEventListener('pointerup', up);
    return () => window.removeEventListener('pointerup', up);
  }, []);

  const onPointerDown = (event: PointerEvent) => {
    const cell = cellAt(event.target);
    if (!cell || event.button !== 0) return;
    dragging.current = event.pointerType === 'mouse';
    if ((event.shiftKey || extendByTap) && selection && rows[cell.row]?.type === 'plan')
      onSelection({ ...selection, row: cell.row, day: cell.day });
    else onSelection({ anchorRow: cell.row, anchorDay: cell.day, row: cell.row, day: cell.day });
    gridRef.current?.focus({ preventScroll: true });
  };
  const onPointerOver = (event: PointerEvent) => {
    if (!dragging.current || !selection) return;
    const cell = cellAt(event.target);
    if (!cell || rows[cell.row]?.type !== 'plan') return;
    if (cell.row !== selection.row || cell.day !== selection.day)
      onSelection({ ...selection, row: cell.row, day: cell.day });
  };

  /** The next plan row from `from` in `step`'s direction (category titles are skipped). */
  const planRow = (from: number, step: number) => {
    for (let i = from + step; i >= 0 && i < rows.length; i += step) if (rows[i]?.type === 'plan') return i;
    return from;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const key = event.key;
    if (/^[0-9]$/.test(key) && selection) {
      event.preventDefault();
      onStartEntry(key);
      return;
    }
    if (key === 'Enter' && selection) {
      event.preventDefault();
      onStartEntry('');
      return;
    }
    if (key === 'Escape') {
      onSelection(null);
      return;
    }
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const move = moves[key];
    if (!move) return;
    event.preventDefault();
    const current = selection ?? {
      anchorRow: planRow(-1, 1),
      anchorDay: 0,
      row: planRow(-1, 1),
      day: 0,
    };
    const row = selection && move[0] ? planRow(current.row, move[0]) : current.row;
    const day = Math.min(dates.length - 1, Math.max(0, current.day + (selection ? move[1] : 0)));
    onSelection(event.shiftKey ? { ...current, row, day } : { anchorRow: row, anchorDay: day, row, day });
    rowVirtualizer.scrollToIndex(row);
    columnVirtualizer.scrollToIndex(day);
  };

  return (
    <div ref={sizeRef} className={classes.frame}>
      <VisuallyHidden id={hintId}>{t('rates.grid.hint')}</VisuallyHidden>
      <div
        ref={gridRef}
        data-testid="rate-grid"
        className={classes.scroller}
        role="grid"
        tabIndex={0}
        aria-label={t('rates.grid.label')}
        aria-describedby={hintId}
        aria-multiselectable
        aria-rowcount={rows.length + 1}
        aria-colcount={dates.length + 1}
        onPointerDown={onPointerDown}
        onPointerOver={onPointerOver}
        onKeyDown={onKeyDown}
      >
        <div style={{ position: 'relative', width: totalWidth, height: rowVirtualizer.getTotalSize() }}>
          <div
            role="row"
            aria-rowindex={1}
            className={classes.header}
            style={{ width: totalWidth, height: layout.headerHeight }}
          >
            <div role="columnheader" className={classes.corner} style={{ width: nameWidth }}>
              {t('rates.grid.category')}
            </div>
            {columns.map((column) => {
              const day = days[column.index]!;
              return (
                <div
                  key={column.key}
                  role="columnheader"
                  aria-colindex={column.index + 2}
                  aria-label={`${day.weekday} ${day.label}`}
                  className={classes.dayHead}
                  data-weekend={day.weekend || undefined}
                  style={{ left: column.start, width: column.size }}
                >
                  <span className={classes.weekday}>{day.weekday}</span>
                  <span>{day.short}</span>
                </div>
              );
            })}
          </div>
          {rowVirtualizer.getVirtualItems().map((virtualRow) => {
            const row = rows[virtualRow.index];
            if (!row) return null;
            const selected =
              bounds && virtualRow.index >= bounds.rowFrom && virtualRow.index <= bounds.rowTo
                ? bounds
                : null;
            return (
              <RateRowView
                key={row.key}
                row={row}
                index={virtualRow.index}
                top={virtualRow.start}
                height={virtualRow.size}
                nameWidth={nameWidth}
                totalWidth={totalWidth}
                columns={columns}
                days={days}
                selectedFrom={selected ? selected.dayFrom : -1}
                selectedTo={selected ? selected.dayTo : -1}
                words={words}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}

/** The grid's words, resolved once per render of the grid (not by every row and cell: issue 31's lesson). */
function useGridWords() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      min: (n: number) => t('rates.marks.min', { count: n }),
      max: (n: number) => t('rates.marks.max', { count: n }),
      minTitle: (n: number) => t('rates.marks.minTitle', { nights: nightsText(n) }),
      maxTitle: (n: number) => t('rates.marks.maxTitle', { nights: nightsText(n) }),
      cta: t('rates.marks.cta'),
      ctd: t('rates.marks.ctd'),
      stop: t('rates.marks.stop'),
      ctaTitle: t('rates.marks.ctaTitle'),
      ctdTitle: t('rates.marks.ctdTitle'),
      stopTitle: t('rates.marks.stopTitle'),
      noPrice: t('rates.grid.noPrice'),
      derived: (formula: string) => t('rates.grid.derived', { formula }),
      datePrice: t('rates.grid.datePrice'),
      fromScheme: t('rates.grid.fromScheme'),
      readOnly: t('rates.grid.readOnly'),
    }),
    [t],
  );
}
type GridWords = ReturnType<typeof useGridWords>;
type PlanRow = Extract<RateRow, { type: 'plan' }>;

interface RowViewProps {
  row: RateRow;
  index: number;
  top: number;
  height: number;
  nameWidth: number;
  totalWidth: number;
  columns: { key: React.Key; index: number; start: number; size: number }[];
  days: { label: string; weekend: boolean }[];
  selectedFrom: number;
  selectedTo: number;
  words: GridWords;
}

/** One line; memoised so that a vertical scroll frame re-renders only the lines that came into view. */
const RateRowView = memo(function RateRowView(props: RowViewProps) {
  const { row, index, columns, days } = props;
  const style = { top: props.top, height: props.height, width: props.totalWidth };
  if (row.type === 'category') {
    return (
      <div role="row" aria-rowindex={index + 2} className={classes.categoryRow} style={style}>
        {/* A title line has no cells: its name may run past the plans' column. */}
        <div role="rowheader" className={classes.categoryName} style={{ minWidth: props.nameWidth }}>
          {row.category.name}
        </div>
      </div>
    );
  }
  const { plan, readOnly } = row;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={classes.planRow}
      data-derived={readOnly || undefined}
      style={style}
    >
      <div
        role="rowheader"
        className={classes.planName}
        style={{ width: props.nameWidth }}
        title={plan.formula ?? undefined}
      >
        <span className={classes.planTitle}>{plan.name}</span>
        {plan.formula ? <span className={classes.formula}>{plan.formula}</span> : null}
      </div>
      {columns.map((column) => (
        <RateCell
          key={column.key}
          row={row}
          index={index}
          day={column.index}
          left={column.start}
          width={column.size}
          dayLabel={days[column.index]?.label ?? ''}
          weekend={days[column.index]?.weekend ?? false}
          selected={column.index >= props.selectedFrom && column.index <= props.selectedTo}
          words={props.words}
        />
      ))}
    </div>
  );
});

interface CellProps {
  row: PlanRow;
  index: number;
  day: number;
  left: number;
  width: number;
  dayLabel: string;
  weekend: boolean;
  selected: boolean;
  words: GridWords;
}

/**
 * One day of a plan row. Memoised on its own values: a horizontal scroll renders only the cells that
 * come into view, not every cell of every visible row.
 */
const RateCell = memo(function RateCell({
  row,
  index,
  day: i,
  left,
  width,
  dayLabel,
  weekend,
  selected,
  words,
}: CellProps) {
  const { data, plan, readOnly } = row;
  const price = data.price[i] ?? null;
  const min = data.min_stay[i] ?? null;
  const max = data.max_stay[i] ?? null;
  const stop = data.stop_sell[i];
  const marks: string[] = [];
  const titles: string[] = [];
  if (min !== null) {
    marks.push(words.min(min));
    titles.push(words.minTitle(min));
  }
  if (max !== null) {
    marks.push(words.max(max));
    titles.push(words.maxTitle(max));
  }
  if (data.closed_to_arrival[i]) {
    marks.push(words.cta);
    titles.push(words.ctaTitle);
  }
  if (data.closed_to_departure[i]) {
    marks.push(words.ctd);
    titles.push(words.ctdTitle);
  }
  if (stop) {
    marks.push(words.stop);
    titles.push(words.stopTitle);
  }
  const origin =
    price === null
      ? words.noPrice
      : readOnly
        ? words.derived(plan.formula ?? '')
        : data.dated[i]
          ? words.datePrice
          : words.fromScheme;
  const label = [
    `${row.category.name}, ${plan.name}, ${dayLabel}`,
    price === null ? origin : `${formatTenge(price)} (${origin})`,
    ...titles,
    readOnly ? words.readOnly : '',
  ]
    .filter(Boolean)
    .join('; ');
  return (
    <div
      role="gridcell"
      aria-colindex={i + 2}
      aria-selected={selected}
      aria-readonly={readOnly || undefined}
      aria-label={label}
      title={label}
      data-row={index}
      data-day={i}
      data-selected={selected || undefined}
      data-stop={stop || undefined}
      data-weekend={weekend || undefined}
      className={classes.cell}
      style={{ left, width }}
    >
      <span className={classes.price} data-dated={data.dated[i] || undefined}>
        {price === null ? '—' : shortPrice(price)}
      </span>
      {marks.length ? <span className={classes.marks}>{marks.join(' ')}</span> : null}
    </div>
  );
});
