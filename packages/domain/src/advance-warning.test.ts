import { describe, expect, it } from 'vitest';
import { type AdvanceWarningInput, advanceWarning } from './advance-warning.ts';

const today = '2026-11-23';

describe('advanceWarning', () => {
  it.each<[string, AdvanceWarningInput, ReturnType<typeof advanceWarning>]>([
    [
      'check-in days before the arrival asks, naming it',
      { from: 'booked', arrival: '2026-11-25', departure: today, today, duty: 0 },
      { kind: 'early', arrival: '2026-11-25' },
    ],
    [
      'check-in the day before the arrival asks',
      { from: 'booked', arrival: '2026-11-24', departure: today, today, duty: 0 },
      { kind: 'early', arrival: '2026-11-24' },
    ],
    [
      'check-in on the arrival day does not ask',
      { from: 'booked', arrival: today, departure: today, today, duty: 0 },
      null,
    ],
    [
      'check-in after the arrival day (a late guest) does not ask',
      { from: 'booked', arrival: '2026-11-20', departure: today, today, duty: 0 },
      null,
    ],
    [
      'check-in with money owed does not ask (the duty is for check-out)',
      { from: 'booked', arrival: today, departure: today, today, duty: 70_000 },
      null,
    ],
    [
      'check-out with money owed asks, naming it',
      { from: 'check_in', arrival: '2026-11-20', departure: today, today, duty: 70_000 },
      { kind: 'owed', duty: 70_000 },
    ],
    [
      'check-out paid in full does not ask',
      { from: 'check_in', arrival: '2026-11-20', departure: today, today, duty: 0 },
      null,
    ],
    [
      'check-out overpaid does not ask',
      { from: 'check_in', arrival: '2026-11-20', departure: today, today, duty: -5_000 },
      null,
    ],
    [
      'the reserve step never asks, even for a future arrival with money owed',
      { from: 'reserved', arrival: '2026-12-01', departure: today, today, duty: 70_000 },
      null,
    ],
    [
      'check-out before the departure day asks, naming it, whatever is owed',
      { from: 'check_in', arrival: '2026-11-20', departure: '2026-11-25', today, duty: 70_000 },
      { kind: 'early_departure', departure: '2026-11-25' },
    ],
    [
      'check-out of a guest checked in ahead of a booked arrival still to come asks only about money',
      { from: 'check_in', arrival: '2026-11-24', departure: '2026-11-25', today, duty: 70_000 },
      { kind: 'owed', duty: 70_000 },
    ],
    [
      'check-out after the departure day (a late guest) asks only about money',
      { from: 'check_in', arrival: '2026-11-20', departure: '2026-11-22', today, duty: 70_000 },
      { kind: 'owed', duty: 70_000 },
    ],
    [
      'the arrival compares by date across a month and a year',
      { from: 'booked', arrival: '2027-01-01', departure: '2027-01-03', today: '2026-12-31', duty: 0 },
      { kind: 'early', arrival: '2027-01-01' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(advanceWarning(input)).toEqual(expected);
  });
});
