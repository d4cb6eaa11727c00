/**
 * An open booking: a draft or a stay that is not over and not cancelled. Only an open booking may be
 * moved (dragging its bar to another room, bed or dates) or cancelled ('Отменить бронь'): a checked-out
 * stay is history and keeps its room and status, and a cancelled one holds nothing.
 */
import type { BookingStatus } from './booking-status.ts';

export const openStatuses: readonly BookingStatus[] = ['new', 'reserved', 'booked', 'check_in'];

export function isOpenBooking(status: BookingStatus): boolean {
  return openStatuses.includes(status);
}

/** What may be moved: an open booking. */
export const isMovable = isOpenBooking;
/** What 'Отменить бронь' may cancel: an open booking. */
export const isCancellable = isOpenBooking;
