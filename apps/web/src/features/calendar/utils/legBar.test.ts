import { describe, expect, it } from 'vitest';
import { barKey, isEarlierLeg, legRooms, stayDates } from './legBar.ts';

const leg = (index: number, count = 2) => ({
  index,
  count,
  stay_check_in: 100,
  stay_check_out: 900,
  rooms: ['101', '203'],
});
const bar = { kind: 'booking' as const, id: 7, check_in: 400, check_out: 900 };

describe('a bar of a stay with a mid-stay move', () => {
  it.each([
    ['a stay never moved', undefined, false, '', 'booking-7', { check_in: 400, check_out: 900 }],
    ['the first room', leg(0), true, '101 → 203', 'booking-7-0', { check_in: 100, check_out: 900 }],
    [
      'the room the guest is in',
      leg(1),
      false,
      '101 → 203',
      'booking-7-1',
      { check_in: 100, check_out: 900 },
    ],
    [
      'a middle room of three',
      leg(1, 3),
      true,
      '101 → 203',
      'booking-7-1',
      { check_in: 100, check_out: 900 },
    ],
  ])('%s', (_, mark, earlier, rooms, key, dates) => {
    const item = { ...bar, leg: mark };
    expect(isEarlierLeg(item)).toBe(earlier);
    expect(legRooms(item)).toBe(rooms);
    expect(barKey(item)).toBe(key);
    expect(stayDates(item)).toEqual(dates);
  });
});
