import { describe, expect, it } from 'vitest';
import { arrivalInPast } from './past-arrival.ts';
import { fromLocal } from './zoned-time.ts';

const almaty = (date: string, time: string) => fromLocal(date, time, 'Asia/Almaty');

describe('arrivalInPast', () => {
  it.each([
    ['yesterday', almaty('2026-12-09', '14:00'), almaty('2026-12-10', '09:00'), 'Asia/Almaty', true],
    ['a week ago', almaty('2026-12-03', '14:00'), almaty('2026-12-10', '09:00'), 'Asia/Almaty', true],
    ['today, later', almaty('2026-12-10', '14:00'), almaty('2026-12-10', '09:00'), 'Asia/Almaty', false],
    ['today, earlier', almaty('2026-12-10', '00:30'), almaty('2026-12-10', '23:00'), 'Asia/Almaty', false],
    ['tomorrow', almaty('2026-12-11', '14:00'), almaty('2026-12-10', '23:59'), 'Asia/Almaty', false],
    // 00:30 in Almaty is still the previous day in UTC: the property's zone decides, not UTC.
    [
      'yesterday in UTC, today here',
      almaty('2026-12-10', '14:00'),
      almaty('2026-12-10', '00:30'),
      'Asia/Almaty',
      false,
    ],
    [
      'yesterday here, today in UTC',
      almaty('2026-12-09', '23:00'),
      almaty('2026-12-10', '00:30'),
      'Asia/Almaty',
      true,
    ],
    ['the same instants in UTC', almaty('2026-12-09', '23:00'), almaty('2026-12-10', '00:30'), 'UTC', false],
  ])('%s', (_, checkIn, now, timeZone, expected) => {
    expect(arrivalInPast(checkIn, now, timeZone)).toBe(expected);
  });
});
