import type { VirtualItem } from '@tanstack/react-virtual';
import { memo } from 'react';
import type { CalendarItem, CalendarRoom } from '../types/calendarTypes.ts';
import type { MoveDrop } from '../types/moveDrop.ts';
import type { GridRow } from '../utils/buildRows.ts';
import type { CalendarDay } from '../utils/calendarDays.ts';
import { gridLayout } from '../utils/gridLayout.ts';
import { visibleItems } from '../utils/visibleItems.ts';
import { BookingBar } from './BookingBar.tsx';
import { RowName } from './RowName.tsx';

export interface CellSelection {
  rowKey: string;
  from: number;
  to: number;
}

interface GridRowViewProps {
  row: GridRow;
  top: number;
  height: number;
  columns: VirtualItem[];
  days: CalendarDay[];
  dayStarts: number[];
  end: number;
  dayWidth: number;
  nameWidth: number;
  totalWidth: number;
  visibleFrom: number;
  visibleTo: number;
  selection: CellSelection | null;
  timeZone: string;
  onCellDown: (row: GridRow, day: number) => void;
  onCellEnter: (row: GridRow, day: number) => void;
  onOpenItem: (item: CalendarItem) => void;
  onDropBar: (drop: MoveDrop) => void;
  onToggleCategory: (id: number) => void;
  onToggleRoom: (id: number) => void;
  onHourly: (room: CalendarRoom, categoryId: number) => void;
}

/** One virtual row: its sticky name, the visible day cells and the bars overlapping the viewport. */
export const GridRowView = memo(function GridRowView(props: GridRowViewProps) {
  const { row, top, height, columns, days, dayWidth, nameWidth, selection } = props;
  const isCategory = row.type === 'category';
  const items = isCategory
    ? []
    : visibleItems(row.items, props.dayStarts, props.end, dayWidth, props.visibleFrom, props.visibleTo);
  const inset = Math.min(gridLayout.barInset, height / 6);
  return (
    <div
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
      />
      {!isCategory &&
        columns.map((column) => {
          const day = days[column.index];
          if (!day) return null;
          const selected =
            selection !== null &&
            column.index >= Math.min(selection.from, selection.to) &&
            column.index <= Math.max(selection.from, selection.to);
          return (
            <button
              type="button"
              tabIndex={-1}
              key={column.index}
              aria-label={day.date}
              data-cell={`${row.key}-${day.date}`}
              onMouseDown={(event) => {
                if (event.button !== 0) return;
                event.preventDefault();
                props.onCellDown(row, column.index);
              }}
              onMouseEnter={() => props.onCellEnter(row, column.index)}
              style={{
                position: 'absolute',
                top: 0,
                left: column.start,
                width: dayWidth,
                height: height - 1,
                cursor: 'pointer',
                padding: 0,
                border: 0,
                borderRight: '1px solid var(--mantine-color-gray-2)',
                background: selected
                  ? 'var(--mantine-color-blue-2)'
                  : day.isToday
                    ? 'var(--mantine-color-blue-0)'
                    : day.isWeekend
                      ? 'var(--mantine-color-red-0)'
                      : 'transparent',
              }}
            />
          );
        })}
      {items.map(({ item, left, width }) => (
        <BookingBar
          key={`${item.kind}-${item.id}`}
          item={item}
          left={nameWidth + left}
          width={width}
          top={inset}
          height={height - 2 * inset - 1}
          timeZone={props.timeZone}
          onOpen={props.onOpenItem}
          dayWidth={dayWidth}
          onDrop={item.kind === 'booking' && item.status !== 'check_out' ? props.onDropBar : undefined}
        />
      ))}
    </div>
  );
});
