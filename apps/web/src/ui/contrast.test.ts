import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { statusColors } from '../features/calendar/utils/statusColors.ts';
import { AA_TEXT, contrastRatio, darkenTo, textSafePalette } from './contrast.ts';

describe('contrastRatio', () => {
  it.each([
    ['#ffffff', '#000000', 21],
    ['#ffffff', '#ffffff', 1],
    // The measurements: Mantine's teal.7 and gray.6 under or on white.
    ['#ffffff', '#0ca678', 3.12],
    ['#868e96', '#ffffff', 3.32],
    ['#f03e3e', '#ffffff', 3.84],
  ])('%s on %s is %d:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
  });
});

describe('darkenTo', () => {
  it.each([
    ['#0ca678', '#ffffff'],
    ['#868e96', '#e9ecef'],
    ['#fcc419', '#ffffff'],
  ])('darkens %s just enough to read on %s', (color, against) => {
    const dark = darkenTo(color, against, AA_TEXT);
    expect(contrastRatio(dark, against)).toBeGreaterThanOrEqual(AA_TEXT);
    // Just enough: not much darker than it needs to be.
    expect(contrastRatio(dark, against)).toBeLessThan(AA_TEXT + 0.3);
  });
  it('keeps a colour that already reads', () => {
    expect(darkenTo('#212529', '#ffffff', AA_TEXT)).toBe('#212529');
  });
});

const page = DEFAULT_THEME.colors.gray[0];
describe.each(Object.keys(DEFAULT_THEME.colors).filter((name) => name !== 'dark'))(
  'the %s palette',
  (name) => {
    const safe = textSafePalette(DEFAULT_THEME.colors[name] as readonly string[], page);
    it('carries white text and stands on the page and its own tint in shades 7 and 8', () => {
      for (const shade of [7, 8])
        for (const against of ['#ffffff', page, safe[0] as string])
          expect(contrastRatio(safe[shade] as string, against)).toBeGreaterThanOrEqual(AA_TEXT);
    });
    it("reads in shade 9 on shade 1, the light variant's badge", () => {
      expect(contrastRatio(safe[9] as string, safe[1] as string)).toBeGreaterThanOrEqual(AA_TEXT);
    });
    it('keeps the light shades', () => {
      expect(safe.slice(0, 7)).toEqual(DEFAULT_THEME.colors[name]?.slice(0, 7));
    });
  },
);

describe('the calendar bars', () => {
  it.each(Object.entries(statusColors))('%s: its text reads on its colour', (_status, { bg, fg }) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
