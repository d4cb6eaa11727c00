import type { CalendarCategory, CalendarItem, CalendarRoom } from './calendarTypes.ts';

/** One row the virtualised grid draws: a category header, a room, or one bed of an expanded room. */
export type GridRow =
  | { type: 'category'; key: string; category: CalendarCategory; collapsed: boolean }
  | {
      type: 'room';
      key: string;
      room: CalendarRoom;
      category: CalendarCategory;
      items: CalendarItem[];
      expanded: boolean;
    }
  | { type: 'bed'; key: string; room: CalendarRoom; bedId: number; name: string; items: CalendarItem[] };
