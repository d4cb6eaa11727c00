import { describe, expect, it } from 'vitest';
import { formatPercent } from './formatPercent.ts';
import { priceRange } from './priceRange.ts';

describe('list cells', () => {
  it('gives the lowest and highest price of a grid row, or nothing when it has none', () => {
    expect(priceRange({ adult: { mon: '1500.00', sat: '2000.00' } }, 'adult')).toEqual({
      min: 1500,
      max: 2000,
    });
    expect(priceRange({ adult: {} }, 'adult')).toBeNull();
    expect(priceRange({}, 'adult')).toBeNull();
    expect(priceRange(undefined, 'adult')).toBeNull();
  });

  it('writes a percentage the Russian way', () => {
    expect(formatPercent('12.50')).toBe('12,5 %');
    expect(formatPercent('10.00')).toBe('10 %');
  });
});
