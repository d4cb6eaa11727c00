import { describe, expect, it } from 'vitest';
import { dropDayShift } from './dropDayShift.ts';

describe('dropDayShift', () => {
  it.each([
    ['no movement', 0, 40, 0],
    ['5 px on wide days', 5, 40, 0],
    ['5 px on the narrowest days', 5, 8, 0],
    ['just under a day', 39, 40, 0],
    ['just under a day back', -39, 40, 0],
    ['a whole day', 40, 40, 1],
    ['a day and a third', 53, 40, 1],
    ['a day and two thirds', 67, 40, 2],
    ['two days back', -80, 40, -2],
    ['a zero day width', 100, 0, 0],
  ])('%s', (_, dx, dayWidth, expected) => {
    expect(dropDayShift(dx, dayWidth)).toBe(expected);
  });
});
