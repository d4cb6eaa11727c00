import { describe, expect, it } from 'vitest';
import { isMonth, mondayIndex, monthGrid, shiftMonth } from './monthGrid.ts';

describe('monthGrid', () => {
  it('starts on the Monday on or before the 1st and ends on the Sunday on or after the last day', () => {
    // May 2026: the 1st is a Friday, the 31st a Sunday.
    const grid = monthGrid('2026-05');
    expect(grid.start).toBe('2026-04-27');
    expect(grid.end).toBe('2026-05-31');
    expect(grid.weeks).toHaveLength(5);
    expect(grid.weeks[0]?.map((d) => d.dayOfMonth)).toEqual([27, 28, 29, 30, 1, 2, 3]);
    expect(grid.weeks[0]?.map((d) => d.inMonth)).toEqual([false, false, false, false, true, true, true]);
  });

  it('every week runs Monday to Sunday', () => {
    for (const month of ['2026-02', '2026-03', '2027-02', '2024-02', '2025-06', '2026-11']) {
      for (const week of monthGrid(month).weeks) {
        expect(week).toHaveLength(7);
        expect(mondayIndex(week[0]?.date ?? '')).toBe(0);
        expect(mondayIndex(week[6]?.date ?? '')).toBe(6);
      }
    }
  });

  it('takes four to six rows and holds every day of the month once', () => {
    const table: [string, number, number][] = [
      ['2027-02', 4, 28], // the 1st a Monday, 28 days: exactly four weeks
      ['2026-03', 6, 31], // the 1st a Sunday, 31 days
      ['2024-02', 5, 29], // leap year
      ['2025-12', 5, 31],
    ];
    for (const [month, rows, days] of table) {
      const grid = monthGrid(month);
      expect(grid.weeks, month).toHaveLength(rows);
      const inMonth = grid.weeks.flat().filter((d) => d.inMonth);
      expect(inMonth, month).toHaveLength(days);
      expect(inMonth[0]?.date).toBe(`${month}-01`);
    }
  });

  it('a month that starts on a Monday has no leading days', () => {
    const grid = monthGrid('2026-06'); // 1 June 2026 is a Monday
    expect(grid.start).toBe('2026-06-01');
    expect(grid.end).toBe('2026-07-05');
  });
});

describe('shiftMonth and isMonth', () => {
  it('crosses years both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-05', 0)).toBe('2026-05');
    expect(shiftMonth('2026-05', 14)).toBe('2027-07');
  });

  it('accepts only YYYY-MM', () => {
    expect(isMonth('2026-05')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-5')).toBe(false);
    expect(isMonth(null)).toBe(false);
  });
});
