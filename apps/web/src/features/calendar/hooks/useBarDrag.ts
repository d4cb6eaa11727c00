import { useRef, useState } from 'react';
import type { CalendarItem } from '../types/calendarTypes.ts';
import type { MoveDrop } from '../types/moveDrop.ts';
import { dropDayShift } from '../utils/dropDayShift.ts';

const THRESHOLD = 5;

/** Where a dragged bar would land now: the drop, and the target row's place relative to the bar's own row. */
export interface DragTarget {
  drop: MoveDrop;
  /** The target row's top minus the bar's own row's top, and its height (px). */
  top: number;
  height: number;
}

/** The room (or bed) row under a point, skipping the dragged bar itself. */
function rowAt(x: number, y: number): HTMLElement | undefined {
  return document
    .elementsFromPoint(x, y)
    .map((el) => el.closest<HTMLElement>('[data-room-id]'))
    .find((el) => el !== null);
}

/**
 * Dragging a booking bar: while the pointer moves the bar follows it (a transform, so nothing
 * re-lays out); on release the row under the pointer (its data-room-id / data-bed-id) and the whole
 * days moved are reported, for the move dialog to confirm. A press that never moved stays a click, and
 * a drop in the same row less than a day away reports nothing (dropDayShift). While dragging, the
 * target (the row under the pointer and the days moved) is kept for the bar to outline where it would
 * land (issue 28, item 5).
 */
export function useBarDrag(
  item: CalendarItem,
  dayWidth: number,
  onDrop: ((drop: MoveDrop) => void) | undefined,
) {
  const [offset, setOffset] = useState<{ x: number; y: number } | null>(null);
  const [target, setTarget] = useState<DragTarget | null>(null);
  const dragged = useRef(false);

  const onPointerDown = (event: React.PointerEvent) => {
    if (!onDrop || event.button !== 0 || item.kind !== 'booking') return;
    const startX = event.clientX;
    const startY = event.clientY;
    const ownRow = (event.currentTarget as HTMLElement).closest<HTMLElement>('[data-room-id]');
    dragged.current = false;
    let lastKey = '';
    const dropAt = (e: PointerEvent) => {
      const row = rowAt(e.clientX, e.clientY);
      if (!row) return null;
      const roomId = Number(row.dataset.roomId);
      const bedId = row.dataset.bedId ? Number(row.dataset.bedId) : null;
      // A leg of a stay with a mid-stay move changes rooms only: its stay's dates stay (issue 28, item 3).
      const dayShift = item.leg ? 0 : dropDayShift(e.clientX - startX, dayWidth);
      return { row, drop: { item, roomId, bedId, dayShift } };
    };
    const move = (e: PointerEvent) => {
      const x = e.clientX - startX;
      const y = e.clientY - startY;
      if (!dragged.current && Math.hypot(x, y) < THRESHOLD) return;
      dragged.current = true;
      setOffset({ x, y });
      const at = dropAt(e);
      const key = at ? `${at.drop.roomId}-${at.drop.bedId}-${at.drop.dayShift}` : '';
      if (key === lastKey) return;
      lastKey = key;
      if (!at || !ownRow) {
        setTarget(null);
        return;
      }
      const box = at.row.getBoundingClientRect();
      setTarget({ drop: at.drop, top: box.top - ownRow.getBoundingClientRect().top, height: box.height });
    };
    const up = (e: PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      setOffset(null);
      setTarget(null);
      if (!dragged.current) return;
      const at = dropAt(e);
      if (!at) return;
      const { roomId, bedId, dayShift } = at.drop;
      if (roomId === item.room_id && bedId === item.koika_id && dayShift === 0) return;
      onDrop(at.drop);
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
  return { offset, target, onPointerDown, consumeDrag };
}
