/**
 * What may be moved (dragging a bar to another room, bed or dates): a draft or a stay not yet over. A
 * checked-out stay is history, and a cancelled one holds nothing.
 */
import type { BookingStatus } from './booking-status.ts';

export const movableStatuses: readonly BookingStatus[] = ['new', 'reserved', 'booked', 'check_in'];

export function isMovable(status: BookingStatus): boolean {
  return movableStatuses.includes(status);
}
