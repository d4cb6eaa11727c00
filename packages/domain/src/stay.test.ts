import { describe, expect, it } from 'vitest';
import { earlyLateFlags, stayDays } from './stay.ts';

const H = 3600;

describe('stayDays', () => {
  it.each([
    [0, 24 * H, 1],
    [0, 24 * H + 1, 2],
    [0, 22 * H, 1],
    [0, 48 * H, 2],
    [0, 0, 1],
    [0, 71 * H, 3],
  ])('from %i to %i is %i days', (a, b, days) => {
    expect(stayDays(a, b)).toBe(days);
  });
});

describe('earlyLateFlags', () => {
  const standard = { standardCheckIn: '14:00', standardCheckOut: '12:00' };
  it.each([
    ['14:00', '12:00', 22, true, false, false],
    ['10:00', '12:00', 26, true, true, false],
    ['14:00', '15:00', 25, true, false, true],
    ['09:00', '18:00', 33, true, true, true],
    ['14:00', '12:00', 46, true, false, false],
    ['13:00', '13:00', 48, false, true, true],
    ['13:00', '11:00', 46, false, true, true],
    ['14:00', '11:00', 24, false, false, false],
  ])('in %s out %s over %i h (fixed %s): early %s, late %s', (inT, outT, hours, fixedTime, early, late) => {
    expect(
      earlyLateFlags({ checkInTime: inT, checkOutTime: outT, stayHours: hours, fixedTime, ...standard }),
    ).toEqual({ isEarly: early, isLate: late });
  });
});
