import { describe, expect, it } from 'vitest';
import { calendarMessages } from './messages.ts';
import { type EarlierLeg, legCharges, legOfNight, legsRefusal, splitStay, stayLegs } from './stay-legs.ts';
import { fromLocal } from './zoned-time.ts';

const ZONE = 'Asia/Almaty';
const at = (date: string, time: string) => fromLocal(date, time, ZONE);
const room101 = { roomId: 101, bedId: null, categoryId: 1 };
const room203 = { roomId: 203, bedId: null, categoryId: 2 };
const checkIn = at('2025-01-10', '14:00');
const checkOut = at('2025-01-14', '12:00');
const moved: EarlierLeg[] = [{ ...room101, until: at('2025-01-12', '15:00') }];

describe('stayLegs', () => {
  it('a stay without moves is one leg', () => {
    expect(stayLegs({ ...room101, checkIn, checkOut }, [])).toEqual([
      { ...room101, from: checkIn, to: checkOut },
    ]);
  });
  it('each earlier room holds from the previous move to its own, the current one to the check-out', () => {
    expect(stayLegs({ ...room203, checkIn, checkOut }, moved)).toEqual([
      { ...room101, from: checkIn, to: at('2025-01-12', '15:00') },
      { ...room203, from: at('2025-01-12', '15:00'), to: checkOut },
    ]);
  });
});

describe('legsRefusal', () => {
  const named = moved.map((l) => ({ ...l, roomName: '101' }));
  it.each<[string, number, number, string | null]>([
    ['dates around the move hold it', checkIn, checkOut, null],
    ['a check-in after the move leaves the first room out', at('2025-01-12', '16:00'), checkOut, 'check_in'],
    ['a check-in at the move leaves the first room empty', at('2025-01-12', '15:00'), checkOut, 'check_in'],
    [
      'a check-out before the move leaves the current room out',
      checkIn,
      at('2025-01-12', '12:00'),
      'check_out',
    ],
  ])('%s', (_, from, to, field) => {
    const refusal = legsRefusal(from, to, named, ZONE);
    expect(refusal?.field ?? null).toBe(field);
    if (refusal)
      expect(refusal.message).toBe('Проживание должно включать переезд из номера 101 (12.01.2025 15:00)');
  });
});

describe('splitStay', () => {
  const base = {
    status: 'check_in',
    isTime: false,
    checkIn,
    checkOut,
    current: room101,
    earlier: [],
    target: { roomId: 203, bedId: null },
    now: at('2025-01-12', '15:00') + 37,
  };
  it.each<[string, Partial<typeof base>, string | null]>([
    ['a guest in house moves from now, to the minute', {}, null],
    [
      'a guest not yet checked in moves the whole stay instead',
      { status: 'booked' },
      calendarMessages.splitNotLiving,
    ],
    ['a departed guest has nothing to split', { status: 'check_out' }, calendarMessages.splitNotLiving],
    ['not before the arrival', { now: checkIn - 60 }, calendarMessages.splitNotLiving],
    ['not after the departure', { now: checkOut + 60 }, calendarMessages.splitNotLiving],
    [
      'not into the room the guest is in',
      { target: { roomId: 101, bedId: null } },
      calendarMessages.splitSamePlace,
    ],
    ['not an hourly stay', { isTime: true }, calendarMessages.splitHourly],
  ])('%s', (_, change, refusal) => {
    const result = splitStay({ ...base, ...change });
    if (refusal) expect(result).toEqual({ refusal });
    else expect(result).toEqual({ legs: [{ ...room101, until: at('2025-01-12', '15:00') }] });
  });
  it('a second move adds a leg after the first and not before it', () => {
    const second = splitStay({
      ...base,
      current: room203,
      earlier: moved,
      target: { roomId: 101, bedId: null },
      now: at('2025-01-13', '09:00'),
    });
    expect(second).toEqual({ legs: [...moved, { ...room203, until: at('2025-01-13', '09:00') }] });
    expect(splitStay({ ...base, current: room203, earlier: moved, now: at('2025-01-12', '14:00') })).toEqual({
      refusal: calendarMessages.splitNotLiving,
    });
  });
});

describe('legOfNight', () => {
  const ends = [at('2025-01-12', '15:00'), at('2025-01-13', '10:00')];
  it.each<[string, number]>([
    ['2025-01-10', 0],
    ['2025-01-11', 0],
    ['2025-01-12', 1],
    ['2025-01-13', 2],
  ])('the night of %s is leg %i', (date, leg) => expect(legOfNight(date, ends, ZONE)).toBe(leg));
});

describe('legCharges: the room price of each leg from the nights', () => {
  const night = (price: string, leg?: number) => ({ price, ...(leg === undefined ? {} : { leg }) });
  it.each<
    [
      string,
      number,
      { price: string; leg?: number }[],
      { nights: number; amount: number; perNight: number | null }[],
    ]
  >([
    [
      'one night in the first room, two in the second',
      2,
      [night('20000.00', 0), night('30000.00', 1), night('30000.00', 1)],
      [
        { nights: 1, amount: 2_000_000, perNight: 2_000_000 },
        { nights: 2, amount: 6_000_000, perNight: 3_000_000 },
      ],
    ],
    [
      'nights at different prices in one room have no single nightly price',
      2,
      [night('20000.00', 0), night('30000.00', 1), night('35000.00', 1)],
      [
        { nights: 1, amount: 2_000_000, perNight: 2_000_000 },
        { nights: 2, amount: 6_500_000, perNight: null },
      ],
    ],
    [
      'a room left before its first night (moved on the day of arrival) has none',
      2,
      [night('30000.00', 1)],
      [
        { nights: 0, amount: 0, perNight: null },
        { nights: 1, amount: 3_000_000, perNight: 3_000_000 },
      ],
    ],
    [
      'a night without a leg is the current room’s',
      2,
      [night('30000.00')],
      [
        { nights: 0, amount: 0, perNight: null },
        { nights: 1, amount: 3_000_000, perNight: 3_000_000 },
      ],
    ],
  ])('%s', (_, count, nights, expected) => {
    expect(legCharges(count, nights)).toEqual(expected);
  });
});
