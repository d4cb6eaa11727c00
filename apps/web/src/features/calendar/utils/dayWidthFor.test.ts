import { describe, expect, it } from 'vitest';
import { dayWidthFor } from './dayWidthFor.ts';

/** The grid's width at a 1366 and a 1600 px window (the navigation takes the rest), with a 160 px name column. */
const laptop = 1076;
const desktop = 1310;
const name = 160;

/** How many day columns the screen shows at once. */
const shownDays = (grid: number, period: number) => (grid - name) / dayWidthFor(grid, name, period);

describe('dayWidthFor', () => {
  it.each([
    ['7 days fill a laptop', laptop, 7, 130],
    ['15 days keep columns twice the minimum on a laptop', laptop, 15, 100],
    ['30 days keep columns twice the minimum on a laptop', laptop, 30, 100],
    ['60 days narrow to the minimum on a laptop', laptop, 60, 50],
    ['7 days fill a desktop', desktop, 7, 164],
    ['15 days fill a desktop when they fit above twice the minimum', 1800, 15, 109],
    ['30 days on a desktop', desktop, 30, 100],
    ['60 days on a desktop', desktop, 60, 50],
    ['a 45-day period lies between', desktop, 45, 66],
    ['never under the minimum', 600, 90, 50],
    ['an empty period', laptop, 0, 50],
  ])('%s', (_, grid, period, width) => {
    expect(dayWidthFor(grid, name, period)).toBe(width);
  });

  it.each([laptop, desktop, 2560])('shows twice the span for 60 days as for 30 at %i px', (grid) => {
    expect(shownDays(grid, 60) / shownDays(grid, 30)).toBeCloseTo(2, 1);
  });

  it('never shows fewer days for a longer period', () => {
    for (const grid of [348, laptop, desktop, 2560]) {
      const spans = [7, 15, 30, 60].map((period) => Math.min(period, shownDays(grid, period)));
      expect(spans).toEqual([...spans].sort((a, b) => a - b));
    }
  });
});
