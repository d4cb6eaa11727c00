import { describe, expect, it } from 'vitest';
import type { BookingStatus } from './booking-status.ts';
import { isCancellable, isMovable, isOpenBooking } from './open-booking.ts';

describe('isOpenBooking (what may be moved and cancelled)', () => {
  it.each<[BookingStatus, boolean]>([
    ['new', true],
    ['reserved', true],
    ['booked', true],
    ['check_in', true],
    ['check_out', false],
    ['canceled', false],
    ['client_cancel', false],
    ['company_cancel', false],
    ['expired', false],
  ])('%s is open: %s', (status, open) => {
    expect(isOpenBooking(status)).toBe(open);
    expect(isMovable(status)).toBe(open);
    expect(isCancellable(status)).toBe(open);
  });
});
