import { describe, expect, it } from 'vitest';
import { parseRuDate } from './parseRuDate.ts';

describe('parseRuDate', () => {
  it.each([
    ['02.03.2027', '2027-03-02'],
    [' 2.3.2027 ', '2027-03-02'],
    ['02-03-2027', '2027-03-02'],
    ['31.02.2027', null],
    ['2027-03-02', null],
    ['', null],
  ])('reads %j day-first as %j', (input, expected) => {
    expect(parseRuDate(input)).toBe(expected);
  });
});
