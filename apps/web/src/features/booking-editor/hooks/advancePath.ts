import type { BookingStatus } from '@pms/domain';

const actions: Partial<Record<BookingStatus, string>> = {
  reserved: 'book',
  booked: 'check-in',
  check_in: 'check-out',
};

/** The one-step advance call of a booking in `status`: book/, check-in/ or check-out/. */
export function advancePath(status: BookingStatus): string {
  return actions[status] ?? 'book';
}
