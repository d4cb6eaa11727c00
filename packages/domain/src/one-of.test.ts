import { describe, expect, it } from 'vitest';
import { oneOf } from './one-of.ts';

describe('oneOf', () => {
  const kinds = ['room', 'koika'] as const;
  it.each([
    ['room', 'room'],
    ['koika', 'koika'],
    ['suite', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %j', (value, expected) => {
    expect(oneOf(kinds, value)).toBe(expected);
  });
});
