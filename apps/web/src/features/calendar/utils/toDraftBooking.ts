import { type BookingStatus, bookingStatuses, type ReservedBookingView } from '@pms/domain';
import type { DraftBooking } from '../types/calendarTypes.ts';

/**
 * A reserve's answer with its status narrowed: the view declares a string, and the server always sends
 * one of the domain's booking statuses there (a draft, 'new').
 */
export function toDraftBooking(view: ReservedBookingView): DraftBooking {
  const status = bookingStatuses.find((s): s is BookingStatus => s === view.status);
  if (status === undefined) throw new Error(`Unknown booking status: ${view.status}`);
  return { ...view, status };
}
