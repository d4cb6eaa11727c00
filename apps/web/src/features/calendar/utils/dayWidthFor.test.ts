import { describe, expect, it } from 'vitest';
import { dayWidthFor } from './dayWidthFor.ts';
import { fitNameWidth } from './fitNameWidth.ts';

/** The grid's width at a 1366 and a 1600 px window (the navigation takes the rest), with a 160 px name column. */
const laptop = 1078;
const desktop = 1312;
/** The grid's width on a 390 px phone, with the name column at its 100 px minimum. */
const phone = 370;
const name = 160;

/** How many whole day columns the screen shows at once. */
const shownDays = (grid: number, period: number, nameWidth = name) =>
  Math.min(period, Math.floor((grid - nameWidth - 2) / dayWidthFor(grid, nameWidth, period)));

describe('dayWidthFor', () => {
  it.each([
    ['7 days fill a laptop', laptop, 7, 130],
    ['15 days fill a laptop', laptop, 15, 61],
    ['30 days fill a laptop', laptop, 30, 30],
    ['60 days stop at the minimum on a laptop', laptop, 60, 28],
    ['7 days fill a desktop', desktop, 7, 164],
    ['15 days fill a desktop', desktop, 15, 76],
    ['30 days fill a desktop', desktop, 30, 38],
    ['60 days stop at the minimum on a desktop', desktop, 60, 28],
    ['never under the minimum', 600, 90, 28],
    ['an empty period', laptop, 0, 28],
  ])('%s', (_, grid, period, width) => {
    expect(dayWidthFor(grid, name, period)).toBe(width);
  });

  // Issue 28, item 11: at 1366 px the 15- and 30-day views both showed 9 days; the period buttons seemed dead.
  it.each([laptop, desktop])('shows the whole period up to 30 days at %i px', (grid) => {
    for (const period of [7, 15, 30]) expect(shownDays(grid, period)).toBe(period);
  });

  it('never shows fewer days for a longer period, and more for each longer one where the screen allows', () => {
    for (const grid of [phone, laptop, desktop, 2560]) {
      const spans = [7, 15, 30, 60].map((period) => shownDays(grid, period, fitNameWidth(name, grid)));
      expect(spans).toEqual([...spans].sort((a, b) => a - b));
    }
    expect(shownDays(laptop, 30)).toBeGreaterThan(shownDays(laptop, 15));
    expect(shownDays(laptop, 60)).toBeGreaterThan(shownDays(laptop, 30));
  });

  it('shows at least a week on a phone', () => {
    expect(shownDays(phone, 30, fitNameWidth(name, phone))).toBeGreaterThanOrEqual(7);
  });
});

describe('fitNameWidth', () => {
  it.each([
    ['keeps the chosen width on a desktop', 160, desktop, 160],
    ['narrows to the minimum on a phone', 160, phone, 111],
    ['never under the minimum', 200, 200, 100],
    ['keeps a narrow choice', 100, laptop, 100],
  ])('%s', (_, chosen, grid, width) => {
    expect(fitNameWidth(chosen, grid)).toBe(width);
  });
});
