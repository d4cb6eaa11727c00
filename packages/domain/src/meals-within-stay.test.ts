import { describe, expect, it } from 'vitest';
import { mealOutsideStay } from './meals-within-stay.ts';

const meal = (start_date: string, end_date: string) => ({ start_date, end_date });

describe('mealOutsideStay', () => {
  it.each([
    ['no meals', [], '2026-12-01', '2026-12-03', null],
    ['a plan over the whole stay', [meal('2026-12-01', '2026-12-03')], '2026-12-01', '2026-12-03', null],
    ['a plan inside a longer stay', [meal('2026-12-02', '2026-12-03')], '2026-12-01', '2026-12-05', null],
    ['a plan starting before arrival', [meal('2026-12-01', '2026-12-03')], '2026-12-02', '2026-12-04', 0],
    ['a plan ending after departure', [meal('2026-12-01', '2026-12-05')], '2026-12-01', '2026-12-04', 0],
    ['a reversed plan inside the stay', [meal('2026-12-03', '2026-12-01')], '2026-12-01', '2026-12-03', null],
    ['a reversed plan outside the stay', [meal('2026-12-04', '2026-12-01')], '2026-12-01', '2026-12-03', 0],
    [
      'the second plan outside',
      [meal('2026-12-01', '2026-12-02'), meal('2026-12-02', '2026-12-06')],
      '2026-12-01',
      '2026-12-03',
      1,
    ],
  ])('%s', (_, meals, arrival, departure, expected) => {
    expect(mealOutsideStay(meals, arrival, departure)).toBe(expected);
  });
});
