import { describe, expect, it } from 'vitest';
import { hasCashOrder } from './catalogue-schemas.ts';

describe('hasCashOrder', () => {
  it.each([
    ['cash', true],
    ['card', false],
    ['transfer', false],
    ['online', false],
    [null, false],
  ])('%s → %s', (kind, expected) => {
    expect(hasCashOrder(kind)).toBe(expected);
  });
});
