import { describe, expect, it } from 'vitest';
import { reservePeriod } from './reserve-rules.ts';

const H = 3600;
const base = {
  checkIn: 100 * H,
  checkOut: 122 * H,
  noTime: false,
  isEarly: false,
  isLate: false,
  checkInTime: '14:00',
  checkOutTime: '12:00',
  standardCheckIn: '14:00',
  standardCheckOut: '12:00',
};

describe('reservePeriod', () => {
  it.each([
    ['a plain stay', {}, { ok: true, checkIn: 100 * H, checkOut: 122 * H }],
    [
      'check-out before check-in',
      { checkOut: 90 * H },
      { ok: false, field: 'check_out', message: 'Дата выезда должна быть позже даты заезда' },
    ],
    ['check-out equal to check-in', { checkOut: 100 * H }, { ok: false, field: 'check_out' }],
    [
      'early at the standard time',
      { isEarly: true },
      { ok: false, message: 'Вы выбрали ранний заезд, но время не раньше' },
    ],
    [
      'early after the standard time',
      { isEarly: true, checkInTime: '15:00' },
      { ok: false, field: 'check_in' },
    ],
    ['early before the standard time', { isEarly: true, checkInTime: '09:00' }, { ok: true }],
    [
      'late at the standard time',
      { isLate: true },
      { ok: false, message: 'Вы выбрали поздний выезд, но время не позже' },
    ],
    [
      'late before the standard time',
      { isLate: true, checkOutTime: '11:00' },
      { ok: false, field: 'check_out' },
    ],
    ['late after the standard time', { isLate: true, checkOutTime: '18:00' }, { ok: true }],
    ['not-fixed time of about a day', { noTime: true, checkOut: 122 * H }, { ok: true, checkOut: 124 * H }],
    [
      'not-fixed time of about two days',
      { noTime: true, checkOut: 146 * H },
      { ok: true, checkOut: 148 * H },
    ],
    ['not-fixed time of a few hours', { noTime: true, checkOut: 103 * H }, { ok: true, checkOut: 124 * H }],
  ])('%s', (_, change, expected) => {
    expect(reservePeriod({ ...base, ...change })).toMatchObject(expected);
  });
});
