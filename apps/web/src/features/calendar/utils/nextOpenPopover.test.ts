import { describe, expect, it } from 'vitest';
import { nextOpenPopover } from './nextOpenPopover.ts';

describe('nextOpenPopover', () => {
  it.each([
    { name: 'opens one when none is open', current: null, id: 7, open: true, expected: 7 },
    { name: 'opening another closes the first', current: 7, id: 8, open: true, expected: 8 },
    { name: 'opening the open one keeps it', current: 7, id: 7, open: true, expected: 7 },
    { name: 'closing the open one', current: 7, id: 7, open: false, expected: null },
    { name: "closing another bar's leaves the open one", current: 7, id: 8, open: false, expected: 7 },
    { name: 'closing when none is open', current: null, id: 8, open: false, expected: null },
  ])('$name', ({ current, id, open, expected }) => {
    expect(nextOpenPopover(current, id, open)).toBe(expected);
  });
});
