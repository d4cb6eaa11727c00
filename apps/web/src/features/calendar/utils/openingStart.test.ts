import { describe, expect, it } from 'vitest';
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
  { name: 'nothing remembered: yesterday', url: null, stored: null, storedOn: null, expected: '2026-11-22' },
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
    expected: '2026-11-22',
  },
  {
    name: 'a start chosen days ago is stale',
    url: null,
    stored: '2026-10-01',
    storedOn: '2026-10-01',
    expected: '2026-11-22',
  },
  {
    name: 'a start with no saved day (older version) is stale',
    url: null,
    stored: '2026-11-25',
    storedOn: null,
    expected: '2026-11-22',
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
    expected: '2026-11-22',
  },
  {
    name: 'yesterday across a month boundary',
    url: null,
    stored: null,
    storedOn: null,
    day: '2026-12-01',
    expected: '2026-11-30',
  },
  {
    name: 'yesterday across a year boundary',
    url: null,
    stored: null,
    storedOn: null,
    day: '2027-01-01',
    expected: '2026-12-31',
  },
];

describe('openingStart', () => {
  it.each(rows)('$name', ({ url, stored, storedOn, day = today, expected }) => {
    expect(openingStart({ url, stored, storedOn, today: day })).toBe(expected);
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
