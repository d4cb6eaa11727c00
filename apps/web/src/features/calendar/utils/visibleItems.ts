import type { CalendarItem } from '../types/calendarTypes.ts';
import { barBox } from './barBox.ts';

export interface PlacedItem {
  item: CalendarItem;
  left: number;
  width: number;
}

/** Bars of a row that overlap the visible x range [from, to) — only these get DOM nodes. */
export function visibleItems(
  items: readonly CalendarItem[],
  dayStarts: readonly number[],
  end: number,
  dayWidth: number,
  from: number,
  to: number,
): PlacedItem[] {
  const placed: PlacedItem[] = [];
  for (const item of items) {
    const box = barBox(item.check_in, item.check_out, dayStarts, end, dayWidth);
    if (!box || box.left + box.width < from || box.left > to) continue;
    placed.push({ item, left: box.left, width: box.width });
  }
  return placed;
}
