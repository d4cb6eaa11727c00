import { describe, expect, it } from 'vitest';
import { advanceActions, type BookingStatus, isHolding } from './booking-status.ts';

describe('advanceActions', () => {
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
