import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { PricingError } from './errors.ts';
import {
  formatMoney,
  formatTypedMoney,
  parseMoney,
  parseTypedMoney,
  percentOf,
  percentShare,
  perUnitTiyn,
} from './money.ts';

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
    // The database's own form, read without the general reading: the same figures.
    ['0.00', 0],
    ['-0.00', 0],
    ['0.05', 5],
    ['-0.05', -5],
    ['25000.00', 2_500_000],
    ['9999999999999.99', 999_999_999_999_999],
    ['-9999999999999.99', -999_999_999_999_999],
    ['1.00 ', 100],
    ['+1.00', 100],
  ])('reads %j as %i tiyn', (value, tiyn) => {
    expect(parseMoney(value)).toBe(tiyn);
  });

  it.each([
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [''],
    ['abc'],
    ['12,50'],
    ['1e3'],
    ['15000.'],
    ['.5'],
    ['.50'],
    ['-.50'],
    ['1a.00'],
    ['1.0a'],
    ['1.2.30'],
    ['--1.00'],
    ['99999999999999.99'],
  ])('refuses %j with "Введите число"', (value) => {
    expect(() => parseMoney(value, 'price')).toThrow(new PricingError(messages.invalidNumber, 'price'));
  });
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

describe('parseTypedMoney: a money field reads a whole amount typed at once as it reads it key by key', () => {
  const nbsp = '\u00a0';
  const thin = '\u2009';
  const narrow = '\u202f';
  it.each([
    // The four forms of issue 29: decimal comma or point, grouped or not.
    ['12 345,67', 1_234_567],
    ['12345,67', 1_234_567],
    ['12345.67', 1_234_567],
    ['12 345.67', 1_234_567],
    ['12 345', 1_234_500],
    ['12345', 1_234_500],
    ['12345,6', 1_234_560],
    ['12345.6', 1_234_560],
    // Spaces from elsewhere: ru-RU's no-break space, a thin and a narrow no-break space, a tab.
    [`12${nbsp}345,67`, 1_234_567],
    [`12${thin}345,67`, 1_234_567],
    [`1${narrow}234${narrow}567`, 123_456_700],
    ['  12 345,67\t', 1_234_567],
    // The field's own display read back, units and all; a separator still being typed.
    ['12 345,67 ₸', 1_234_567],
    ['12 345 ₸', 1_234_500],
    ['15 %', 1500],
    ['1500,', 150_000],
    ['1500.', 150_000],
    [',5', 50],
    ['0', 0],
    ['0,01', 1],
    ['-0', 0],
    // A sign is kept for the schema to refuse, never dropped: '-500' is not 500.
    ['-500', -50_000],
    ['\u2212500', -50_000],
    ['+500', 50_000],
    ['- 1 234,5', -123_450],
    ['9 999 999 999 999,99', 999_999_999_999_999],
  ])('%j → %i tiyn', (text, tiyn) => {
    expect(parseTypedMoney(text)).toBe(tiyn);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'only spaces'],
    ['-', 'a sign alone'],
    [',', 'a separator alone'],
    ['₸', 'a unit alone'],
    ['abc', 'words'],
    ['12,345', 'a third decimal or an English thousands comma: read two ways'],
    ['12.345', 'a third decimal or a European thousands point'],
    ['1.234,56', 'two separators'],
    ['1,234.56', 'two separators'],
    ['1,2,3', 'two separators'],
    ['1e3', 'an exponent'],
    ['0x10', 'hex'],
    ['12 345,67 $', 'another currency'],
    ['--5', 'two signs'],
    ['10 000 000 000 000', 'more whole digits than a tiyn amount counts exactly'],
  ])('%j is not an amount (%s)', (text) => {
    expect(parseTypedMoney(text)).toBeNull();
  });
});

describe('formatTypedMoney: what a money field shows for editing, read back unchanged', () => {
  it.each([
    [1_234_567, '12 345,67'],
    [1_234_500, '12 345'],
    [1_234_560, '12 345,60'],
    [5, '0,05'],
    [0, '0'],
    [99_900, '999'],
    [100_000, '1 000'],
    [-50_000, '-500'],
    [999_999_999_999_999, '9 999 999 999 999,99'],
  ])('%i tiyn → %j', (tiyn, text) => {
    expect(formatTypedMoney(tiyn)).toBe(text);
    expect(parseTypedMoney(text)).toBe(tiyn);
  });
});

// The reports' ADR, RevPAR and occupancy, as PostgreSQL's round(numeric / n, 2) and round(n * 100.0 / m, 1)
// gave them (reports.test.ts checks them against hand arithmetic through the API).
describe('perUnitTiyn', () => {
  it.each([
    [17_500_000, 11, 1_590_909], // 175 000.00 / 11 = 15 909.0909… → 15 909.09
    [17_500_000, 47, 372_340], // 3 723.404… → 3 723.40
    [3_000_000, 7, 428_571], // 4 285.714… → 4 285.71
    [5, 2, 3], // 0.025 → 0.03: half away from zero
    [-5, 2, -3], // −0.025 → −0.03
    [1, 3, 0],
    [-1, 3, 0], // no −0
    [0, 5, 0],
    [12_345, 0, 0], // no units: 0
    [450_000_000_000, 182_500, 2_465_753], // a year of 500 rooms
    [9_007_199_254_740_991, 7, 1_286_742_750_677_284], // the largest safe amount
  ])('%i tiyn over %i units is %i', (tiyn, units, per) => {
    expect(perUnitTiyn(tiyn, units)).toBe(per);
  });
});

describe('percentShare', () => {
  it.each([
    [11, 47, 23.4],
    [3, 7, 42.9],
    [2, 3, 66.7],
    [1, 16, 6.3], // 6.25 → 6.3: half away from zero
    [1, 6, 16.7],
    [0, 7, 0],
    [5, 0, 0], // nothing available: 0
    [7, 7, 100],
    [182_499, 182_500, 100], // 99.9994… → 100.0
  ])('%i of %i is %f %%', (part, whole, share) => {
    expect(percentShare(part, whole)).toBe(share);
  });
});
