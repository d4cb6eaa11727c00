import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../ui/formatMoney.ts';
import { debtShown } from './debtShown.ts';

describe('debtShown', () => {
  it.each([
    ['the last hours of a stay at 30 days on a laptop', 14, 105_000, 'edge'],
    ['a one-night bar at 30 days on a laptop', 30, 105_000, 'edge'],
    ['a two-night bar at 30 days on a laptop', 60, 105_000, 'mark'],
    ['a one-night bar at 7 days on a laptop', 130, 105_000, 'mark'],
    ['a two-night bar at 7 days', 260, 105_000, 'amount'],
    ['a small debt on a 170 px bar', 170, 1_000, 'amount'],
    ['a large debt on a 170 px bar', 170, 1_250_000, 'mark'],
    ['a week-long bar', 700, 1_250_000, 'amount'],
  ] as const)('%s', (_, width, amount, expected) => {
    expect(debtShown(width, `−${formatMoney(amount)}`)).toBe(expected);
  });
});
