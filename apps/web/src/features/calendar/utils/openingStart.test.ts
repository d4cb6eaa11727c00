import { toLocal } from '@pms/domain';
import { describe, expect, it } from 'vitest';
import { homeStart } from './homeStart.ts';
import { isFromToday, openingStart, restoredScroll } from './openingStart.ts';

const today = '2026-11-23';

interface Row {
  name: string;
  url: string | null;
  stored: string | null;
  storedOn: string | null;
  day?: string;
  expected: string;
}

const rows: Row[] = [
  { name: 'nothing remembered: today', url: null, stored: null, storedOn: null, expected: today },
  { name: 'the URL wins', url: '2026-12-01', stored: '2026-11-25', storedOn: today, expected: '2026-12-01' },
  {
    name: 'the URL wins over stale storage',
    url: '2026-10-01',
    stored: '2026-09-01',
    storedOn: '2026-09-01',
    expected: '2026-10-01',
  },
  {
    name: 'a start chosen today is kept',
    url: null,
    stored: '2026-11-25',
    storedOn: today,
    expected: '2026-11-25',
  },
  {
    name: 'a start chosen yesterday is stale',
    url: null,
    stored: '2026-11-25',
    storedOn: '2026-11-22',
    expected: today,
  },
  {
    name: 'a start chosen days ago is stale',
    url: null,
    stored: '2026-10-01',
    storedOn: '2026-10-01',
    expected: today,
  },
  {
    name: 'a start with no saved day (older version) is stale',
    url: null,
    stored: '2026-11-25',
    storedOn: null,
    expected: today,
  },
  {
    name: 'a malformed URL date falls through to storage',
    url: 'garbage',
    stored: '2026-11-25',
    storedOn: today,
    expected: '2026-11-25',
  },
  {
    name: 'a malformed stored date falls back',
    url: null,
    stored: '25.11.2026',
    storedOn: today,
    expected: today,
  },
  {
    name: 'the first of a month',
    url: null,
    stored: null,
    storedOn: null,
    day: '2026-12-01',
    expected: '2026-12-01',
  },
];

describe('openingStart', () => {
  it.each(rows)('$name', ({ url, stored, storedOn, day = today, expected }) => {
    expect(openingStart({ url, stored, storedOn, today: day })).toBe(expected);
  });
});

/** An instant as UTC wall time. */
const utc = (iso: string) => Date.parse(`${iso}Z`) / 1000;

// Issue 28, item 10: 'Сегодня' and the 'Текущая дата' field showed yesterday. The property's day is read
// in its own zone, whatever the browser's clock or zone says, near midnight too.
describe("'Сегодня' opens the property's today", () => {
  it.each([
    ['midday in Almaty', utc('2026-11-23T07:00:00'), 'Asia/Almaty', '2026-11-23'],
    [
      'just after midnight in Almaty, still the 22nd in UTC',
      utc('2026-11-22T19:05:00'),
      'Asia/Almaty',
      '2026-11-23',
    ],
    ['just before midnight in Almaty', utc('2026-11-23T18:55:00'), 'Asia/Almaty', '2026-11-23'],
    [
      'the same instant in a zone two hours behind',
      utc('2026-11-22T19:30:00'),
      'Europe/Moscow',
      '2026-11-22',
    ],
  ])('%s', (_, now, timeZone, expected) => {
    expect(homeStart(toLocal(now, timeZone).date)).toBe(expected);
    expect(
      openingStart({ url: null, stored: null, storedOn: null, today: toLocal(now, timeZone).date }),
    ).toBe(expected);
  });
});

describe('isFromToday', () => {
  it.each([
    { savedOn: today, expected: true },
    { savedOn: '2026-11-22', expected: false },
    { savedOn: null, expected: false },
    { savedOn: undefined, expected: false },
  ])('saved on $savedOn: $expected', ({ savedOn, expected }) => {
    expect(isFromToday(savedOn, today)).toBe(expected);
  });
});

describe('restoredScroll', () => {
  const now = { today, start: '2026-11-24' };
  it.each([
    { name: 'nothing saved', saved: null, expected: null },
    {
      name: 'saved today from the same start',
      saved: { left: 300, top: 400, on: today, start: '2026-11-24' },
      expected: { left: 300, top: 400 },
    },
    {
      name: 'saved today from another start: rows only',
      saved: { left: 300, top: 400, on: today, start: '2026-11-22' },
      expected: { left: 0, top: 400 },
    },
    {
      name: 'saved yesterday: dropped',
      saved: { left: 300, top: 400, on: '2026-11-22', start: '2026-11-24' },
      expected: null,
    },
    {
      name: 'saved by an older version with no day: dropped',
      saved: { left: 300, top: 400 },
      expected: null,
    },
  ])('$name', ({ saved, expected }) => {
    expect(restoredScroll(saved, now)).toEqual(expected);
  });
});
