import { memo } from 'react';
import type { CalendarItem } from '../types/calendarTypes.ts';
import { formatStay } from '../utils/formatStay.ts';
import type { GridText } from '../utils/gridText.ts';

interface WholeRoomBarProps {
  item: CalendarItem;
  left: number;
  width: number;
  top: number;
  height: number;
  timeZone: string;
  /** The grid's words, resolved once for all bars. */
  text: GridText;
}

/**
 * In a bed's row, what holds the whole room (a room booking, a repair, a block): the bed is not free, and
 * the bar says why instead of leaving an empty cell that a click would try to reserve (issue 28, item 6).
 * Hatched and muted, so it never reads as the bed's own stay; it opens nothing and starts no selection.
 */
export const WholeRoomBar = memo(function WholeRoomBar({
  item,
  left,
  width,
  top,
  height,
  timeZone,
  text,
}: WholeRoomBarProps) {
  const label =
    item.kind === 'repair'
      ? text.wholeRoomRepair
      : item.kind === 'block'
        ? text.wholeRoomBlock
        : text.wholeRoomBooked;
  const title = [
    item.kind === 'booking' ? text.wholeRoomBookedTitle : label,
    item.kind === 'booking' ? text.wholeRoomBooking(item.number ?? '') : '',
    item.client,
    formatStay(item.check_in, item.check_out, timeZone),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div
      role="img"
      data-testid={`whole-room-${item.kind}-${item.id}`}
      aria-label={title}
      title={title}
      onMouseDown={(event) => {
        event.preventDefault();
        event.stopPropagation();
      }}
      style={{
        position: 'absolute',
        left,
        width,
        top,
        height,
        borderRadius: 6,
        padding: '0 6px',
        fontSize: 12,
        lineHeight: `${height - 2}px`,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        color: 'var(--mantine-color-gray-8)',
        border: '1px dashed var(--mantine-color-gray-6)',
        background:
          'repeating-linear-gradient(135deg, var(--mantine-color-gray-2) 0 6px, var(--mantine-color-gray-3) 6px 12px)',
        cursor: 'not-allowed',
        zIndex: 1,
      }}
    >
      {label}
    </div>
  );
});
