import { describe, expect, it } from 'vitest';
import { periodPresets } from './periodPresets.ts';

describe('period presets', () => {
  it('counts whole months and the year from the property today, and 30 days ending today', () => {
    expect(periodPresets('2026-11-14')).toEqual({
      thisMonth: { start: '2026-11-01', end: '2026-11-30' },
      lastMonth: { start: '2026-10-01', end: '2026-10-31' },
      last30: { start: '2026-10-16', end: '2026-11-14' },
      thisYear: { start: '2026-01-01', end: '2026-12-31' },
      next7: { start: '2026-11-14', end: '2026-11-20' },
      next14: { start: '2026-11-14', end: '2026-11-27' },
      next30: { start: '2026-11-14', end: '2026-12-13' },
      nextMonth: { start: '2026-12-01', end: '2026-12-31' },
    });
  });

  it('takes the previous December in January and knows a leap February', () => {
    const january = periodPresets('2028-01-05');
    expect(january.lastMonth).toEqual({ start: '2027-12-01', end: '2027-12-31' });
    expect(january.last30).toEqual({ start: '2027-12-07', end: '2028-01-05' });
    expect(periodPresets('2027-12-20').nextMonth).toEqual({ start: '2028-01-01', end: '2028-01-31' });
    expect(periodPresets('2028-03-01').lastMonth).toEqual({ start: '2028-02-01', end: '2028-02-29' });
  });
});
