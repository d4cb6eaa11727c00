import { describe, expect, it } from 'vitest';
import { numberInputValue } from './numberInputValue.ts';

describe('numberInputValue', () => {
  it('reads a typed amount that keeps its zeros or separators', () => {
    expect(numberInputValue('1000.00')).toBe(1000);
    expect(numberInputValue('12 500,5')).toBe(12500.5);
    expect(numberInputValue(0)).toBe(0);
  });
  it('gives null for an emptied field, so 0 stays a real amount', () => {
    expect(numberInputValue('')).toBeNull();
    expect(numberInputValue('abc')).toBeNull();
  });
});
