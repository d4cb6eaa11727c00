import { describe, expect, it } from 'vitest';
import { advanceActions, advanceStatus, type BookingStatus, isHolding } from './booking-status.ts';

describe('advanceStatus', () => {
  it.each<[BookingStatus, BookingStatus | null]>([
    ['reserved', 'booked'],
    ['booked', 'check_in'],
    ['check_in', 'check_out'],
    ['check_out', null],
    ['new', null],
    ['canceled', null],
    ['expired', null],
  ])('%s advances to %s', (from, to) => {
    expect(advanceStatus(from)).toBe(to);
  });

  it('names the button and the toast of every step that exists', () => {
    expect(advanceActions.reserved).toEqual({ label: 'Бронирование', done: 'Забронировано!' });
    expect(advanceActions.booked).toEqual({ label: 'Заселить', done: 'Заселили!' });
    expect(advanceActions.check_in).toEqual({ label: 'Выселить', done: 'Выселили!' });
    expect(advanceActions.check_out).toBeUndefined();
  });
});

describe('isHolding', () => {
  it.each<[BookingStatus, boolean]>([
    ['new', true],
    ['reserved', true],
    ['booked', true],
    ['check_in', true],
    ['check_out', true],
    ['canceled', false],
    ['client_cancel', false],
    ['company_cancel', false],
    ['expired', false],
  ])('%s holds the room: %s', (status, holds) => {
    expect(isHolding(status)).toBe(holds);
  });
});
