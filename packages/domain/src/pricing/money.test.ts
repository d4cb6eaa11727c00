import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { PricingError } from './errors.ts';
import { formatMoney, parseMoney, percentOf } from './money.ts';

describe('parseMoney', () => {
  it.each([
    ['15000.00', 1_500_000],
    ['15000', 1_500_000],
    ['0.5', 50],
    [' 12.34 ', 1234],
    ['-12.50', -1250],
    ['999999999999.99', 99_999_999_999_999],
    [15000, 1_500_000],
    [0.1 + 0.2, 30],
    [1.005, 101],
    ['1.005', 101],
    ['1.0049', 100],
    ['-1.005', -101],
    [1e-7, 0],
  ])('reads %j as %i tiyn', (value, tiyn) => {
    expect(parseMoney(value)).toBe(tiyn);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [''], ['abc'], ['12,50'], ['1e3'], ['15000.'], ['.5']])(
    'refuses %j with "Введите число"',
    (value) => {
      expect(() => parseMoney(value, 'price')).toThrow(new PricingError(messages.invalidNumber, 'price'));
    },
  );
});

describe('formatMoney', () => {
  it.each([
    [1_500_000, '15000.00'],
    [0, '0.00'],
    [5, '0.05'],
    [-1250, '-12.50'],
    [99_999_999_999_999, '999999999999.99'],
  ])('writes %i tiyn as %s', (tiyn, text) => {
    expect(formatMoney(tiyn)).toBe(text);
  });

  it('refuses a fraction of a tiyn', () => {
    expect(() => formatMoney(0.5)).toThrow(RangeError);
  });
});

describe('percentOf rounds half away from zero to the tiyn', () => {
  it.each([
    [1_234_567, '7', 86_420], // 864.1969 → 864.20
    [1_234_567, 7, 86_420],
    [10, '5', 1], // 0.005 → 0.01
    [-10, '5', -1], // −0.005 → −0.01
    [9, '5', 0], // 0.0045 → 0.00
    [1_000_000, '12.5', 125_000],
    [1_000_000, '0.01', 100],
    [3_333, '33.33', 1_111], // 11.108889 → 11.11
    [99_999_999_999_999, '100', 99_999_999_999_999],
    [0, '10', 0],
  ])('%i tiyn × %s%% is %i tiyn', (tiyn, percent, expected) => {
    expect(percentOf(tiyn, percent)).toBe(expected);
  });
});
