import { describe, expect, it } from 'vitest';
import { dayCellLabel, dayCellState } from './dayCell.ts';

const day = (total: number, empty: number) => ({ day: '2026-05-10', stock_id: null, total, empty });

describe('a day cell', () => {
  it.each([
    [day(40, 40), '40 / 40', 'available'],
    [day(40, 20), '20 / 40', 'available'],
    [day(40, 19), '19 / 40', 'limited'],
    [day(40, 0), '0 / 40', 'sold_out'],
    [day(0, 0), '—', 'closed'],
    [undefined, '—', 'closed'],
  ])('%o shows %s as %s', (d, label, state) => {
    expect(dayCellLabel(d)).toBe(label);
    expect(dayCellState(d)).toBe(state);
  });
});
