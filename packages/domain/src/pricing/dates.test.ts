import { describe, expect, it } from 'vitest';
import { addDays } from '../zoned-time.ts';
import { monthKeys, priceKey, weekdayKeys } from './dates.ts';

describe('priceKey', () => {
  it.each([
    ['2026-11-30', 'week', 'mon'],
    ['2026-12-06', 'week', 'san'],
    ['2024-02-29', 'week', 'thu'],
    ['2000-03-01', 'week', 'wed'],
    ['2100-03-01', 'week', 'mon'],
    ['2026-01-01', 'period', monthKeys[0]],
    ['2026-12-31', 'period', monthKeys[11]],
  ] as const)('%s by %s is %s', (date, type, key) => {
    expect(priceKey(date, type)).toBe(key);
  });

  it("names every day from 1999 to 2101 by the calendar's own weekday", () => {
    for (let date = '1999-01-01'; date < '2101-01-01'; date = addDays(date, 1)) {
      const calendar = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
      if (priceKey(date, 'week') !== weekdayKeys[calendar]) throw new Error(date);
    }
  });
});
