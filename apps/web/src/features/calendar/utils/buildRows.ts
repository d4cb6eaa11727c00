import { bedRowItems } from '@pms/domain';
import type { CalendarCategory } from '../types/calendarTypes.ts';
import type { GridRow } from '../types/gridRow.ts';

/**
 * The flat list of rows the virtualised grid draws: a header per category, its rooms unless the
 * category is collapsed, and a room's beds when that room is expanded. A bed's row shows what holds the
 * whole room too, marked `whole_room` (drawn as 'the room is booked', issue 28 item 6).
 */
export function buildRows(
  categories: readonly CalendarCategory[],
  collapsedCategories: ReadonlySet<number>,
  expandedRooms: ReadonlySet<number>,
): GridRow[] {
  const rows: GridRow[] = [];
  for (const category of categories) {
    const collapsed = collapsedCategories.has(category.id);
    rows.push({ type: 'category', key: `c${category.id}`, category, collapsed });
    if (collapsed) continue;
    for (const room of category.room_list) {
      const expanded = room.koika_list.length > 0 && expandedRooms.has(room.id);
      rows.push({ type: 'room', key: `r${room.id}`, room, category, items: room.booking_list, expanded });
      if (!expanded) continue;
      for (const bed of room.koika_list) {
        rows.push({
          type: 'bed',
          key: `b${bed.id}`,
          room,
          bedId: bed.id,
          name: bed.name,
          items: bedRowItems(room.booking_list, bed.booking_list),
        });
      }
    }
  }
  return rows;
}
