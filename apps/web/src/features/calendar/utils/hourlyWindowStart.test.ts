import { fromLocal } from '@pms/domain';
import { describe, expect, it } from 'vitest';
import { hourCells } from './hourCells.ts';
import { hourlyWindowStart } from './hourlyWindowStart.ts';
import { pickHours } from './pickHours.ts';

const zone = 'Asia/Almaty';
/** 11 January 2027, 15:37 at the resort. */
const now = fromLocal('2027-01-11', '15:37', zone);

describe('the hourly strip of a chosen date (issue 28, item 7)', () => {
  it.each([
    ['today starts at the current hour', '2027-01-11', '2027-01-11', '15:00'],
    ['another day starts at its morning, not at the current hour', '2027-01-12', '2027-01-12', '08:00'],
    ['a past day too', '2027-01-05', '2027-01-05', '08:00'],
  ])('%s', (_label, date, day, time) => {
    expect(hourlyWindowStart(date, zone, now)).toBe(fromLocal(day, time, zone));
  });

  it('reads the zone: the same instant is another date in UTC', () => {
    // 11 January 23:30 UTC is 12 January 04:30 at the resort: the resort's today is the 12th.
    const late = Date.UTC(2027, 0, 11, 23, 30) / 1000;
    expect(hourlyWindowStart('2027-01-12', zone, late)).toBe(fromLocal('2027-01-12', '04:00', zone));
    expect(hourlyWindowStart('2027-01-12', 'UTC', late)).toBe(fromLocal('2027-01-12', '08:00', 'UTC'));
  });

  it('picking the cells of 10 and 13 on 12.01 reserves 12.01 10:00–14:00', () => {
    const cells = hourCells(hourlyWindowStart('2027-01-12', zone, now), 24, []);
    const ten = cells.findIndex((c) => c.start === fromLocal('2027-01-12', '10:00', zone));
    const thirteen = cells.findIndex((c) => c.start === fromLocal('2027-01-12', '13:00', zone));
    expect([ten, thirteen]).toEqual([2, 5]);
    const picked = pickHours(cells, thirteen, ten, false);
    expect(picked).toEqual({ from: 2, to: 5 });
    expect(cells[picked!.from]!.start).toBe(fromLocal('2027-01-12', '10:00', zone));
    expect(cells[picked!.to]!.end).toBe(fromLocal('2027-01-12', '14:00', zone));
  });
});
