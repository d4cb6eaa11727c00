import { describe, expect, it } from 'vitest';
import { formatTenge } from './tenge.ts';

const plain = (s: string) => s.replace(/\s/g, ' ');

describe('formatTenge', () => {
  it.each([
    [15000, '15 000 ₸'],
    ['15000.00', '15 000 ₸'],
    [15000.5, '15 000,50 ₸'],
    ['1250000.05', '1 250 000,05 ₸'],
    [0, '0 ₸'],
    [-2500, '-2 500 ₸'],
  ])('%s → %s', (value, shown) => {
    expect(plain(formatTenge(value))).toBe(shown);
  });
});
