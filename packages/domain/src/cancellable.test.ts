import { describe, expect, it } from 'vitest';
import type { BookingStatus } from './booking-status.ts';
import { isCancellable } from './cancellable.ts';

describe('isCancellable', () => {
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
  ])('%s can be cancelled: %s', (status, cancellable) => {
    expect(isCancellable(status)).toBe(cancellable);
  });
});
