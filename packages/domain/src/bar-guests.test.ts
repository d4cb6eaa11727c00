import { describe, expect, it } from 'vitest';
import { barGuests, guestsOnWire } from './bar-guests.ts';

describe("a bar's guests go as a list of five numbers and are read back as they were", () => {
  it.each([
    [
      { main_adult_count: 2, main_child_count: 1, has_additional: true, adult_count: 3, child_count: 0 },
      [2, 1, 1, 3, 0],
    ],
    [
      { main_adult_count: 1, main_child_count: 0, has_additional: false, adult_count: 0, child_count: 2 },
      [1, 0, 0, 0, 2],
    ],
  ])('%o', (guests, wire) => {
    expect(guestsOnWire(guests)).toEqual(wire);
    expect(barGuests(guestsOnWire(guests))).toEqual(guests);
  });
});
