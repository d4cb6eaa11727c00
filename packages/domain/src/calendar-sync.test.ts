import { describe, expect, it } from 'vitest';
import {
  busyNights,
  importedStay,
  MAX_BACKOFF_MINUTES,
  nextFetchDelayMinutes,
  nightRanges,
} from './calendar-sync.ts';
import { fromLocal } from './zoned-time.ts';

const almaty = { timeZone: 'Asia/Almaty', checkInTime: '14:00', checkOutTime: '12:00' };
const at = (date: string, time: string) => fromLocal(date, time, almaty.timeZone);
const hold = (unitId: number, from: number, to: number, blockChannelId: number | null = null) => ({
  unitId,
  from,
  to,
  blockChannelId,
});

describe('busyNights: a night is busy when every unit is held during any moment of it', () => {
  it.each([
    [
      'a standard stay holds its nights only',
      [hold(1, at('2026-03-05', '14:00'), at('2026-03-08', '12:00'))],
      ['2026-03-05', '2026-03-06', '2026-03-07'],
    ],
    [
      'an early arrival closes the night before',
      [hold(1, at('2026-03-05', '09:00'), at('2026-03-06', '12:00'))],
      ['2026-03-04', '2026-03-05'],
    ],
    [
      'a late departure closes the next night',
      [hold(1, at('2026-03-05', '14:00'), at('2026-03-06', '16:00'))],
      ['2026-03-05', '2026-03-06'],
    ],
    [
      'a day-use from 12:00 to 14:00 closes nothing',
      [hold(1, at('2026-03-05', '12:00'), at('2026-03-05', '14:00'))],
      [],
    ],
  ])('%s', (_name, holds, nights) => {
    expect(busyNights([1], holds, almaty, '2026-03-01', '2026-03-31')).toEqual(nights);
  });

  it('a category is busy only on the nights none of its units is free', () => {
    const holds = [
      hold(1, at('2026-03-05', '14:00'), at('2026-03-08', '12:00')),
      hold(2, at('2026-03-06', '14:00'), at('2026-03-09', '12:00')),
    ];
    expect(busyNights([1, 2], holds, almaty, '2026-03-01', '2026-03-31')).toEqual([
      '2026-03-06',
      '2026-03-07',
    ]);
  });

  it("a channel's own blocks are its allotment: free in its feed, busy in any other", () => {
    const holds = [hold(1, at('2026-03-05', '14:00'), at('2026-03-06', '12:00'), 7)];
    expect(busyNights([1], holds, almaty, '2026-03-01', '2026-03-31', 7)).toEqual([]);
    expect(busyNights([1], holds, almaty, '2026-03-01', '2026-03-31', 8)).toEqual(['2026-03-05']);
    expect(busyNights([1], holds, almaty, '2026-03-01', '2026-03-31')).toEqual(['2026-03-05']);
  });

  it('stays within the window', () => {
    const holds = [hold(1, at('2026-02-20', '14:00'), at('2026-03-03', '12:00'))];
    expect(busyNights([1], holds, almaty, '2026-03-01', '2026-03-01')).toEqual(['2026-03-01']);
  });
});

describe('nightRanges', () => {
  it.each([
    [[], []],
    [['2026-03-05'], [{ start: '2026-03-05', end: '2026-03-06' }]],
    [
      ['2026-03-07', '2026-03-05', '2026-03-06', '2026-03-09'],
      [
        { start: '2026-03-05', end: '2026-03-08' },
        { start: '2026-03-09', end: '2026-03-10' },
      ],
    ],
  ])('%j → %j', (nights, ranges) => expect(nightRanges(nights)).toEqual(ranges));
});

describe("importedStay: a channel's event in the property's zone", () => {
  it.each([
    [
      'all-day: the check-in time of the first date to the check-out time of the end date',
      { start: { date: '2026-03-05' }, end: { date: '2026-03-08' } },
      { checkIn: at('2026-03-05', '14:00'), checkOut: at('2026-03-08', '12:00') },
    ],
    [
      'all-day without DTEND: one night',
      { start: { date: '2026-03-05' }, end: null },
      { checkIn: at('2026-03-05', '14:00'), checkOut: at('2026-03-06', '12:00') },
    ],
    [
      'timed: its own instants',
      { start: { at: 1_772_700_000 }, end: { at: 1_772_800_000 } },
      { checkIn: 1_772_700_000, checkOut: 1_772_800_000 },
    ],
    [
      'an end before the start',
      { start: { date: '2026-03-05' }, end: { date: '2026-03-05' } },
      {
        refusal: 'Дата окончания события раньше даты начала',
      },
    ],
    [
      'timed without an end',
      { start: { at: 1_772_700_000 }, end: null },
      { refusal: 'У события нет даты окончания' },
    ],
    [
      'longer than a year',
      { start: { date: '2026-01-01' }, end: { date: '2027-06-01' } },
      {
        refusal: 'Событие длиннее года',
      },
    ],
  ])('%s', (_name, event, stay) => expect(importedStay(event, almaty)).toEqual(stay));
});

describe('nextFetchDelayMinutes: the interval, doubled per failure after the first, capped', () => {
  it.each([
    [15, 0, 15],
    [15, 1, 15],
    [15, 2, 30],
    [15, 3, 60],
    [15, 6, 480 > MAX_BACKOFF_MINUTES ? MAX_BACKOFF_MINUTES : 480],
    [15, 30, MAX_BACKOFF_MINUTES],
  ])('every %i min, %i failures → %i', (interval, failures, delay) =>
    expect(nextFetchDelayMinutes(interval, failures)).toBe(delay),
  );
});
