import { type BookingStatus, isMovable, isReady } from '@pms/domain';
import type { VirtualItem } from '@tanstack/react-virtual';
import { memo } from 'react';
import type { CalendarItem, CalendarRoom } from '../types/calendarTypes.ts';
import type { GridRow } from '../types/gridRow.ts';
import type { MoveDrop } from '../types/moveDrop.ts';
import { arrivalNotReady } from '../utils/arrivalNotReady.ts';
import type { CalendarDay } from '../utils/calendarDays.ts';
import type { DropVerdict } from '../utils/dropVerdict.ts';
import { bedUnits, categoryUnits, freeUnits, type Units } from '../utils/freeUnits.ts';
import { gridLayout } from '../utils/gridLayout.ts';
import type { GridText } from '../utils/gridText.ts';
import { barKey, isEarlierLeg } from '../utils/legBar.ts';
import { visibleItems } from '../utils/visibleItems.ts';
import { BookingBar } from './BookingBar.tsx';
import { DayCell, dayOfEvent, FreeCell, stripClass } from './DayCells.tsx';
import { RowName } from './RowName.tsx';
import { WholeRoomBar } from './WholeRoomBar.tsx';

export interface CellSelection {
  rowKey: string;
  from: number;
  to: number;
}

interface GridRowViewProps {
  row: GridRow;
  /** Position among all rows, for aria-rowindex (the day header is row 1). */
  rowIndex: number;
  top: number;
  height: number;
  columns: VirtualItem[];
  days: CalendarDay[];
  /** Each day as a cell's name says it (formatDay), worked out once per window, not per cell. */
  dayNames: string[];
  dayStarts: number[];
  end: number;
  dayWidth: number;
  nameWidth: number;
  totalWidth: number;
  visibleFrom: number;
  visibleTo: number;
  selection: CellSelection | null;
  /** The keyboard cursor's day when it is in this row. */
  cursorDay: number | null;
  timeZone: string;
  onCellDown: (row: GridRow, day: number) => void;
  onCellEnter: (row: GridRow, day: number) => void;
  onOpenItem: (item: CalendarItem) => void;
  onDropBar?: (drop: MoveDrop) => void;
  judgeDrop?: (drop: MoveDrop) => DropVerdict;
  onToggleCategory: (id: number) => void;
  onToggleRoom: (id: number) => void;
  onHourly: (room: CalendarRoom, categoryId: number) => void;
  /** The grid's words, resolved once for every row and bar. */
  text: GridText;
}

/**
 * What a folded row counts per day: a collapsed category its free rooms, a room whose beds are hidden
 * its free beds; other rows show their bars instead.
 */
function foldedUnits(row: GridRow): { units: Units; label: 'freeRooms' | 'freeBeds' } | null {
  if (row.type === 'category')
    return row.collapsed ? { units: categoryUnits(row.category), label: 'freeRooms' } : null;
  if (row.type === 'room' && !row.expanded && row.room.koika_list.length > 0)
    return { units: bedUnits(row.room), label: 'freeBeds' };
  return null;
}

/** One virtual row: its sticky name, the visible day cells and the bars overlapping the viewport. */
export const GridRowView = memo(function GridRowView(props: GridRowViewProps) {
  const { row, top, height, columns, days, dayWidth, nameWidth, selection, text } = props;
  const isCategory = row.type === 'category';
  const folded = foldedUnits(row);
  const freeOn = (index: number) =>
    folded
      ? freeUnits(folded.units, props.dayStarts[index] ?? 0, props.dayStarts[index + 1] ?? props.end)
      : 0;
  const items = isCategory
    ? []
    : visibleItems(row.items, props.dayStarts, props.end, dayWidth, props.visibleFrom, props.visibleTo);
  const inset = Math.min(gridLayout.barInset, height / 6);
  const rowName =
    row.type === 'category' ? '' : row.type === 'bed' ? `${row.room.name}, ${row.name}` : row.room.name;
  const condition =
    row.type === 'room'
      ? row.room.condition
      : row.type === 'bed'
        ? row.room.koika_list.find((b) => b.id === row.bedId)?.condition
        : undefined;
  // Today's column is looked for only for a unit not ready (rare): a ready one costs nothing.
  const today = condition && !isReady(condition) ? props.days.findIndex((d) => d.isToday) : -1;
  const arrival =
    today >= 0 &&
    row.type !== 'category' &&
    arrivalNotReady(
      condition,
      row.items,
      props.dayStarts[today] ?? 0,
      props.dayStarts[today + 1] ?? props.end,
    );
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: virtualised rows are placed divs; focus stays on the grid
    <div
      role="row"
      aria-rowindex={props.rowIndex + 2}
      data-row={row.key}
      data-room-id={row.type === 'category' ? undefined : row.room.id}
      data-bed-id={row.type === 'bed' ? row.bedId : undefined}
      style={{
        position: 'absolute',
        top,
        left: 0,
        width: props.totalWidth,
        height,
        borderBottom: '1px solid var(--mantine-color-gray-2)',
        background: isCategory ? 'var(--mantine-color-gray-1)' : undefined,
      }}
    >
      <RowName
        row={row}
        width={nameWidth}
        height={height}
        onToggleCategory={props.onToggleCategory}
        onToggleRoom={props.onToggleRoom}
        onHourly={props.onHourly}
        text={text}
        arrivalNotReady={arrival}
      />
      {columns.length > 0 && (isCategory ? folded : true) && (
        // The visible days in one strip, which listens for its cells (they have no handlers of their
        // own, so they stay memoised): a press starts a selection, moving over another day stretches it.
        // The keyboard selects through the grid itself (useGridKeyboard).
        // biome-ignore lint/a11y/useKeyWithMouseEvents: the grid, which holds the focus, takes the keys
        <div
          role="none"
          className={stripClass}
          style={{
            left: columns[0]?.start ?? 0,
            width: (columns.at(-1)?.end ?? 0) - (columns[0]?.start ?? 0),
            height: height - 1,
            lineHeight: `${height - 1}px`,
          }}
          onMouseDown={
            isCategory
              ? undefined
              : (event) => {
                  const day = dayOfEvent(event.target);
                  if (event.button !== 0 || day === null) return;
                  event.preventDefault();
                  props.onCellDown(row, day);
                }
          }
          onMouseOver={
            isCategory
              ? undefined
              : (event) => {
                  const day = dayOfEvent(event.target);
                  if (day !== null) props.onCellEnter(row, day);
                }
          }
        >
          {columns.map((column) => {
            const day = days[column.index];
            if (!day) return null;
            const dayName = props.dayNames[column.index] ?? '';
            if (row.type === 'category') {
              const free = freeOn(column.index);
              return (
                <FreeCell
                  key={column.index}
                  rowKey={row.key}
                  categoryName={row.category.name}
                  index={column.index}
                  date={day.date}
                  dayName={dayName}
                  free={free}
                  freeLabel={folded ? text.free(folded.label, free) : ''}
                />
              );
            }
            const free = folded ? freeOn(column.index) : null;
            return (
              <DayCell
                key={column.index}
                rowKey={row.key}
                rowName={rowName}
                index={column.index}
                date={day.date}
                dayName={dayName}
                shade={day.isToday ? 'today' : day.isWeekend ? 'weekend' : null}
                active={props.cursorDay === column.index}
                selected={
                  selection !== null &&
                  column.index >= Math.min(selection.from, selection.to) &&
                  column.index <= Math.max(selection.from, selection.to)
                }
                free={free}
                freeLabel={folded && free !== null ? text.free(folded.label, free) : ''}
              />
            );
          })}
        </div>
      )}
      {items.length > 0 && (
        // The row's bars, as one cell of it (a row holds only cells): a screen reader hears the room's
        // bookings there, each a button named by its guest and status. Sized nothing and placed at the row's corner, so each bar keeps
        // its place in the row and the cell takes no clicks of its own.
        // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a virtualised grid is placed divs; its bars are the buttons
        <div role="gridcell" style={{ position: 'absolute', top: 0, left: 0, width: 0, height: 0 }}>
          {items.map(({ item, left, width }) => {
            // Where a bar sits in the row: the same for a whole-room mark and a bar of its own.
            const place = {
              item,
              left: nameWidth + left,
              width,
              top: inset,
              height: height - 2 * inset - 1,
              timeZone: props.timeZone,
              text,
            };
            return item.whole_room ? (
              <WholeRoomBar key={`whole-${barKey(item)}`} {...place} />
            ) : (
              <BookingBar
                key={barKey(item)}
                {...place}
                onOpen={props.onOpenItem}
                dayWidth={dayWidth}
                onDrop={
                  // A room the guest already left is history (issue 28, item 3): only the current one moves.
                  item.kind === 'booking' && isMovable(item.status as BookingStatus) && !isEarlierLeg(item)
                    ? props.onDropBar
                    : undefined
                }
                judgeDrop={props.judgeDrop}
              />
            );
          })}
        </div>
      )}
      {props.cursorDay !== null && (
        // Drawn over the bars, so the cursor shows on a booked cell too; clicks pass through.
        <div
          data-testid="cell-cursor"
          style={{
            position: 'absolute',
            top: 0,
            left: nameWidth + props.cursorDay * dayWidth,
            width: dayWidth,
            height: height - 1,
            zIndex: 2,
            pointerEvents: 'none',
            outline: '2px solid var(--mantine-color-blue-7)',
            outlineOffset: -2,
            borderRadius: 2,
          }}
        />
      )}
    </div>
  );
});
