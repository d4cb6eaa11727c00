import type { CalendarCategory } from '../types/calendarTypes.ts';

/**
 * Whether a search found no booking in the window. The server's search filters only bookings (rooms,
 * repairs and blocks stay), so the grid alone cannot tell the receptionist that nothing matched.
 */
export function searchFoundNothing(categories: CalendarCategory[], search: string): boolean {
  if (search === '') return false;
  return !categories.some((category) =>
    category.room_list.some(
      (room) =>
        room.booking_list.some((item) => item.kind === 'booking') ||
        room.koika_list.some((bed) => bed.booking_list.some((item) => item.kind === 'booking')),
    ),
  );
}
