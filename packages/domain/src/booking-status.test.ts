import { describe, expect, it } from 'vitest';
import { advanceActions, type BookingStatus, isCancelled, isHolding } from './booking-status.ts';

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

describe('isCancelled', () => {
  it.each([
    ['canceled', true],
    ['client_cancel', true],
    ['company_cancel', true],
    ['expired', true],
    ['new', false],
    ['reserved', false],
    ['check_out', false],
    ['deleted', false],
  ])('%s: %s', (status, cancelled) => {
    expect(isCancelled(status)).toBe(cancelled);
  });
});
