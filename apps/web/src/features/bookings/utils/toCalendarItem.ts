import type { CalendarItem } from '../../calendar/types/calendarTypes.ts';
import type { BookingListRow } from '../types/bookingListTypes.ts';

/**
 * A list row as the calendar's status step takes it (useAdvanceBooking): where the booking sits, its
 * status and arrival for the confirmation, and what it owes. Only the live fields, so the calendar's
 * cached bar keeps its own client, source and amounts until its refetch.
 */
export function toCalendarItem(row: BookingListRow): CalendarItem {
  return {
    id: row.id,
    number: row.number,
    kind: 'booking',
    category_id: row.category.id,
    room_id: row.room.id,
    koika_id: row.bed?.id ?? null,
    status: row.status,
    check_in: row.check_in,
    check_out: row.check_out,
    duty: Number(row.duty),
  };
}
