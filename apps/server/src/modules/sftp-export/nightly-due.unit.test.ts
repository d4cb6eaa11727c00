/**
 * The nightly decision by table. Until 1 March 2024 Almaty was UTC+6 and Aqtobe UTC+5, so one instant
 * of 2023 is past midnight in one and not yet in the other; since then both are UTC+5.
 */
import { describe, expect, it } from 'vitest';
import { nightlyDue } from './nightly-due.ts';

const ALMATY = 'Asia/Almaty';
const AQTOBE = 'Asia/Aqtobe';

describe('nightlyDue', () => {
  it.each([
    // [what, now (UTC), zone, last nightly date, due date]
    ['Almaty before midnight: nothing yet', '2023-12-01T17:30:00Z', ALMATY, '2023-11-30', null],
    [
      'Almaty just after midnight: too early, payments may still land',
      '2023-12-01T18:03:00Z',
      ALMATY,
      '2023-11-30',
      null,
    ],
    [
      'Almaty five minutes after midnight: yesterday',
      '2023-12-01T18:05:00Z',
      ALMATY,
      '2023-11-30',
      '2023-12-01',
    ],
    [
      'the same instant in Aqtobe is still the evening before',
      '2023-12-01T18:05:00Z',
      AQTOBE,
      '2023-11-30',
      null,
    ],
    ['Aqtobe after its own midnight', '2023-12-01T19:10:00Z', AQTOBE, '2023-11-30', '2023-12-01'],
    ['already ran for yesterday: not again', '2023-12-01T19:10:00Z', AQTOBE, '2023-12-01', null],
    ['already ran, later in the day', '2023-12-02T09:00:00Z', ALMATY, '2023-12-01', null],
    ['never ran: yesterday', '2023-12-02T09:00:00Z', ALMATY, null, '2023-12-01'],
    ['missed nights: only the last day is owed', '2023-12-05T09:00:00Z', ALMATY, '2023-12-01', '2023-12-04'],
    ['Almaty today (UTC+5) after midnight', '2026-03-01T19:30:00Z', ALMATY, '2026-02-28', '2026-03-01'],
    ['across the year', '2026-12-31T19:06:00Z', AQTOBE, '2026-12-30', '2026-12-31'],
  ] as const)('%s', (_what, now, zone, last, due) => {
    expect(nightlyDue(new Date(now), zone, last)).toBe(due);
  });
});
