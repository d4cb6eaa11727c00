import { describe, expect, it } from 'vitest';
import type { BookingStatus } from './booking-status.ts';
import { isMovable } from './movable.ts';

describe('isMovable', () => {
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
  ])('%s can be moved: %s', (status, movable) => {
    expect(isMovable(status)).toBe(movable);
  });
});
