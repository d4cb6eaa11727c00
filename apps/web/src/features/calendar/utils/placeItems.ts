import { barGuests } from '@pms/domain';
import type {
  CalendarBed,
  CalendarItem,
  CalendarResponse,
  CalendarWireItem,
  CalendarWireResponse,
} from '../types/calendarTypes.ts';

/**
 * Gives every bar of a calendar answer its place (category, room, bed) from where it is nested, and
 * the defaults of the fields the server sends only when set, so the screen, live messages and moves
 * all work with one complete item shape.
 *
 * The answer is the query's own, just parsed, and nobody else holds it: its items are completed where
 * they are rather than copied. At 500 rooms × 60 days that is thousands of bars, and copying each (a rest
 * and a spread) cost about a tenth of the time between the data's arrival and the first bars, garbage
 * collection included (issue 31).
 */
export function placeItems(answer: CalendarWireResponse): CalendarResponse {
  const place = (
    wire: CalendarWireItem,
    category_id: number,
    room_id: number,
    bed: { id: number; name: string } | null,
  ): CalendarItem => {
    const item = wire as unknown as CalendarItem & { guests?: unknown };
    // The wire's list of five, read back into the named guests a drag checks (the domain's barGuests).
    // (A parsed answer has no undefined fields; `delete` only where the wire sent an empty one.)
    if (wire.guests) item.guests = barGuests(wire.guests);
    else if (wire.guests !== undefined) delete item.guests;
    item.category_id = category_id;
    item.room_id = room_id;
    item.koika_id = bed?.id ?? null;
    item.koika = bed?.name ?? null;
    item.is_time = wire.is_time ?? false;
    item.group_parent = wire.group_parent ?? null;
    item.comment = wire.comment ?? '';
    return item;
  };
  for (const category of answer.categories)
    for (const room of category.room_list) {
      for (const item of room.booking_list) place(item, category.id, room.id, null);
      // A bed's row draws the whole room's holds from the room's own list (buildRows, the domain's
      // bedRowItems), so live changes to them show there too: the answer's copies are left out.
      for (const bed of room.koika_list) {
        const placed = bed as unknown as CalendarBed;
        placed.booking_list = bed.booking_list
          .filter((item) => !item.whole_room)
          .map((item) => place(item, category.id, room.id, bed));
      }
    }
  return answer as unknown as CalendarResponse;
}
