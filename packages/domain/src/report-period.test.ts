import { describe, expect, it } from 'vitest';
import {
  cashReportQuerySchema,
  cashSpanProblem,
  forecastQuerySchema,
  isLocalDate,
  reportPeriodProblem,
  reportPeriodQuerySchema,
} from './report-period.ts';
import { periodDays } from './zoned-time.ts';

const invalid = 'Неверная дата';
const reversed = 'Начало периода позже конца';
const tooLong = 'Период не может быть больше 366 дней';
const cashTooLong = 'Кассовый отчёт — не больше 31 дня';
const DAY = 86_400;

describe('reportPeriodProblem', () => {
  it.each([
    ['one day', '2026-11-01', '2026-11-01', null],
    ['a month', '2026-11-01', '2026-11-30', null],
    ['a leap year, 366 days', '2028-01-01', '2028-12-31', null],
    ['366 days across a new year', '2026-07-01', '2027-07-01', null],
    ['367 days', '2026-07-01', '2027-07-02', { message: tooLong, field: 'end' }],
    ['two years', '2026-01-01', '2027-12-31', { message: tooLong, field: 'end' }],
    ['reversed by a day', '2026-11-02', '2026-11-01', { message: reversed, field: 'end' }],
    ['reversed across years', '2027-01-01', '2026-12-31', { message: reversed, field: 'end' }],
    ['a day that does not exist', '2026-02-30', '2026-03-01', { message: invalid, field: 'start' }],
    ['a month that does not exist', '2026-11-01', '2026-13-01', { message: invalid, field: 'end' }],
    ['a date with a time', '2026-11-01 14:00', '2026-11-02', { message: invalid, field: 'start' }],
    ['day first', '01.11.2026', '2026-11-02', { message: invalid, field: 'start' }],
    ['unix seconds', '1793491200', '2026-11-02', { message: invalid, field: 'start' }],
    ['missing start', undefined, '2026-11-02', { message: invalid, field: 'start' }],
    ['missing end', '2026-11-01', undefined, { message: invalid, field: 'end' }],
    ['empty end', '2026-11-01', '', { message: invalid, field: 'end' }],
    ['a year beyond the calendar', '1999-12-31', '2000-01-01', { message: invalid, field: 'start' }],
  ])('%s', (_, start, end, expected) => {
    expect(reportPeriodProblem(start, end)).toEqual(expected);
  });
});

describe('periodDays counts both ends', () => {
  it.each([
    ['2026-11-01', '2026-11-01', 1],
    ['2026-11-01', '2026-11-30', 30],
    ['2026-02-01', '2026-03-01', 29],
    ['2028-02-01', '2028-03-01', 30],
    ['2026-01-01', '2026-12-31', 365],
  ])('%s … %s is %i days', (start, end, days) => {
    expect(periodDays(start, end)).toBe(days);
  });
});

describe('cashSpanProblem', () => {
  const from = 1_795_000_000;
  it.each([
    ['a 12-hour shift', from, from + DAY / 2, null],
    ['an empty span', from, from, null],
    ['exactly 31 days', from, from + 31 * DAY, null],
    ['31 days and a second', from, from + 31 * DAY + 1, { message: cashTooLong, field: 'to' }],
    ['reversed', from, from - 1, { message: reversed, field: 'to' }],
  ])('%s', (_, a, b, expected) => {
    expect(cashSpanProblem(a, b)).toEqual(expected);
  });
});

describe('isLocalDate', () => {
  it.each([
    ['2026-11-01', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-1-01', false],
    [20261101, false],
    [null, false],
  ])('%s → %s', (value, ok) => {
    expect(isLocalDate(value)).toBe(ok);
  });
});

describe('the query schemas', () => {
  it('pass a good period through and name the field of a bad one', () => {
    expect(reportPeriodQuerySchema.parse({ start: '2026-11-01', end: '2026-11-30' })).toEqual({
      start: '2026-11-01',
      end: '2026-11-30',
    });
    const bad = reportPeriodQuerySchema.safeParse({ start: '2026-11-30', end: '2026-11-01' });
    expect(bad.error?.issues).toEqual([expect.objectContaining({ message: reversed, path: ['end'] })]);
  });

  it.each([
    ['a day', { date: '2026-11-30' }, { date: '2026-11-30' }],
    ['a span as digits', { from: '1795000000', to: '1795043200' }, { from: 1795000000, to: 1795043200 }],
    ['a day wins over a span', { date: '2026-11-30', from: '1795000000' }, { date: '2026-11-30' }],
  ])('cash: %s', (_, query, expected) => {
    expect(cashReportQuerySchema.parse(query)).toMatchObject(expected);
  });

  it.each([
    ['nothing', {}, 'Укажите день или начало и конец смены', 'from'],
    ['only from', { from: '1795000000' }, 'Укажите день или начало и конец смены', 'to'],
    ['a bad day', { date: '2026-11-31' }, invalid, 'date'],
    ['32 days', { from: '1795000000', to: String(1795000000 + 32 * DAY) }, cashTooLong, 'to'],
    ['reversed', { from: '1795000000', to: '1794999999' }, reversed, 'to'],
  ])('cash refuses %s', (_, query, message, field) => {
    const res = cashReportQuerySchema.safeParse(query);
    expect(res.error?.issues[0]).toMatchObject({ message, path: [field] });
  });

  it('forecast: a start day is optional but must be a real day', () => {
    expect(forecastQuerySchema.parse({})).toEqual({});
    expect(forecastQuerySchema.parse({ start: '2026-11-01' })).toEqual({ start: '2026-11-01' });
    expect(forecastQuerySchema.safeParse({ start: '2026-11-31' }).error?.issues[0]?.message).toBe(invalid);
  });
});
