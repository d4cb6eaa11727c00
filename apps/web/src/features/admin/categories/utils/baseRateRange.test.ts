import { describe, expect, it } from 'vitest';
import { baseRateRange } from './baseRateRange.ts';
import { formatTenge } from './formatTenge.ts';

const week = { mon: '20000.00', tue: '20000.00', wed: '20000.00', thu: '20000.00', fri: '20000.00' };

describe('base price range of the categories list', () => {
  it('spans the cheapest and the dearest day', () => {
    const rates = {
      price_type: 'week' as const,
      rows: { base: { ...week, sat: '24000.00', san: '24000.00' } },
    };
    expect(baseRateRange(rates)).toEqual({ min: 2_000_000, max: 2_400_000 });
  });

  it('counts a day without a price as 0, as pricing charges it', () => {
    expect(baseRateRange({ price_type: 'week', rows: { base: week } })).toEqual({ min: 0, max: 2_000_000 });
  });

  it('reads only the columns of the chosen kind', () => {
    const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];
    const base = { ...week, ...Object.fromEntries(months.map((m) => [m, m === 'jul' ? '9500' : '9000'])) };
    expect(baseRateRange({ price_type: 'period', rows: { base } })).toEqual({ min: 900_000, max: 950_000 });
  });

  it('is null when no base price is set', () => {
    expect(baseRateRange({ price_type: 'week', rows: {} })).toBeNull();
    expect(baseRateRange({ price_type: 'week', rows: { base: {}, single: { mon: '1.00' } } })).toBeNull();
    expect(baseRateRange(undefined)).toBeNull();
  });

  it('formats tenge the Russian way, with tiyn only when there are some', () => {
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(formatTenge(2_400_000))).toBe('24 000');
    expect(spaced(formatTenge(2_400_050))).toBe('24 000,50');
  });
});
