/**
 * What 'Отменить бронь' may cancel (specification 2.6): a booking whose stay is not over and that is
 * not cancelled already. A checked-out stay is history and keeps its status.
 */
import { type BookingStatus, cancelledStatuses } from './booking-status.ts';

export function isCancellable(status: BookingStatus): boolean {
  return status !== 'check_out' && !cancelledStatuses.includes(status);
}
