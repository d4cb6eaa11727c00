import { describe, expect, it } from 'vitest';
import { payFirst } from './pay-first.ts';

const refused = { message: 'Пожалуйста внесите оплату' };

describe('payFirst', () => {
  it.each([
    ['reserved → booked, nothing taken', 'reserved', 'booked', 0, refused],
    ['reserved → booked, a payment of 0', 'reserved', 'booked', 0, refused],
    ['reserved → booked, paid and refunded in full', 'reserved', 'booked', 0, refused],
    ['reserved → check_in, nothing taken', 'reserved', 'check_in', 0, refused],
    ['reserved → booked, 1 tiyn taken', 'reserved', 'booked', 1, null],
    ['reserved → booked, 10 000 taken', 'reserved', 'booked', 1_000_000, null],
    ['booked → check_in needs nothing more', 'booked', 'check_in', 0, null],
    ['check_in → check_out needs nothing more', 'check_in', 'check_out', 0, null],
    ['staying reserved', 'reserved', 'reserved', 0, null],
    ['cancelling a reserve', 'reserved', 'canceled', 0, null],
  ])('%s', (_, from, to, withheld, expected) => {
    expect(payFirst({ from, to, withheld })).toEqual(expected);
  });
});
