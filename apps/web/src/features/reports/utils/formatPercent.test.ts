import { describe, expect, it } from 'vitest';
import { formatPercent } from './formatPercent.ts';
import { localStamp } from './localStamp.ts';

describe('report figures as staff read them', () => {
  it('writes percentages with one decimal and a Russian comma', () => {
    expect(formatPercent(73.3)).toBe('73,3\u00a0%');
    expect(formatPercent(100)).toBe('100,0\u00a0%');
    expect(formatPercent(0)).toBe('0,0\u00a0%');
  });

  it('shows the API wall clock as day.month.year and time', () => {
    expect(localStamp('2026-11-14 20:05')).toBe('14.11.2026 20:05');
    expect(localStamp('unexpected')).toBe('unexpected');
  });
});
