import type { CalendarItem } from './calendarTypes.ts';

/** Where a dragged bar was dropped: the target row's room (and bed) and the shift in whole days. */
export interface MoveDrop {
  item: CalendarItem;
  roomId: number;
  bedId: number | null;
  dayShift: number;
}
