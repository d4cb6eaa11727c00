import { useRef, useState } from 'react';
import type { CalendarItem } from '../types/calendarTypes.ts';
import type { MoveDrop } from '../types/moveDrop.ts';
import { dropDayShift } from '../utils/dropDayShift.ts';

const THRESHOLD = 5;

/**
 * Dragging a booking bar: while the pointer moves the bar follows it (a transform, so nothing
 * re-lays out); on release the row under the pointer (its data-room-id / data-bed-id) and the whole
 * days moved are reported, for the move dialog to confirm. A press that never moved stays a click, and
 * a drop in the same row less than a day away reports nothing (dropDayShift).
 */
export function useBarDrag(
  item: CalendarItem,
  dayWidth: number,
  onDrop: ((drop: MoveDrop) => void) | undefined,
) {
  const [offset, setOffset] = useState<{ x: number; y: number } | null>(null);
  const dragged = useRef(false);

  const onPointerDown = (event: React.PointerEvent) => {
    if (!onDrop || event.button !== 0 || item.kind !== 'booking') return;
    const startX = event.clientX;
    const startY = event.clientY;
    dragged.current = false;
    const move = (e: PointerEvent) => {
      const x = e.clientX - startX;
      const y = e.clientY - startY;
      if (!dragged.current && Math.hypot(x, y) < THRESHOLD) return;
      dragged.current = true;
      setOffset({ x, y });
    };
    const up = (e: PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      setOffset(null);
      if (!dragged.current) return;
      const row = document
        .elementsFromPoint(e.clientX, e.clientY)
        .map((el) => el.closest<HTMLElement>('[data-room-id]'))
        .find((el) => el !== null);
      if (!row) return;
      const roomId = Number(row.dataset.roomId);
      const bedId = row.dataset.bedId ? Number(row.dataset.bedId) : null;
      const dayShift = dropDayShift(e.clientX - startX, dayWidth);
      if (roomId === item.room_id && bedId === item.koika_id && dayShift === 0) return;
      onDrop({ item, roomId, bedId, dayShift });
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };
  /** True right after a drag, so the click that ends it does not open the popover. */
  const consumeDrag = () => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  };
  return { offset, onPointerDown, consumeDrag };
}
