import { barGuests } from '@pms/domain';
import type {
  CalendarItem,
  CalendarResponse,
  CalendarWireItem,
  CalendarWireResponse,
} from '../types/calendarTypes.ts';

/**
 * Gives every bar of a calendar answer its place (category, room, bed) from where it is nested, and
 * the defaults of the fields the server sends only when set, so the screen, live messages and moves
 * all work with one complete item shape.
 */
export function placeItems(answer: CalendarWireResponse): CalendarResponse {
  const place = (
    { guests, ...item }: CalendarWireItem,
    category_id: number,
    room_id: number,
    bed: { id: number; name: string } | null,
  ): CalendarItem => ({
    ...item,
    // The wire's list of five, read back into the named guests a drag checks (the domain's barGuests).
    ...(guests ? { guests: barGuests(guests) } : {}),
    category_id,
    room_id,
    koika_id: bed?.id ?? null,
    koika: bed?.name ?? null,
    is_time: item.is_time ?? false,
    group_parent: item.group_parent ?? null,
    comment: item.comment ?? '',
    ...(item.is_own === undefined ? {} : { is_own: item.is_own }),
  });
  return {
    categories: answer.categories.map((category) => ({
      ...category,
      room_list: category.room_list.map((room) => ({
        ...room,
        booking_list: room.booking_list.map((item) => place(item, category.id, room.id, null)),
        // A bed's row draws the whole room's holds from the room's own list (buildRows, the domain's
        // bedRowItems), so live changes to them show there too: the answer's copies are left out.
        koika_list: room.koika_list.map((bed) => ({
          ...bed,
          booking_list: bed.booking_list
            .filter((item) => !item.whole_room)
            .map((item) => place(item, category.id, room.id, bed)),
        })),
      })),
    })),
  };
}
