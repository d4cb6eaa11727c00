import { describe, expect, it } from 'vitest';
import { mergePatch } from './merge-patch.ts';

describe('mergePatch (RFC 7396)', () => {
  it.each([
    [
      'keeps the members a nested object does not name',
      { a: { b: 1, c: 2 } },
      { a: { c: 3 } },
      { a: { b: 1, c: 3 } },
    ],
    ['deletes a member set to null', { a: 1, b: 2 }, { a: null }, { b: 2 }],
    ['deletes a nested member set to null', { a: { b: 1, c: 2 } }, { a: { b: null } }, { a: { c: 2 } }],
    ['replaces an array whole', { a: [1, 2] }, { a: [3] }, { a: [3] }],
    ['adds a member the target lacks', { a: 1 }, { b: { c: 1 } }, { a: 1, b: { c: 1 } }],
    ['leaves out undefined (a member not sent)', { a: 1 }, { a: undefined }, { a: 1 }],
    ['an empty patch changes nothing', { a: { b: 1 } }, {}, { a: { b: 1 } }],
    ['a non-object patch replaces the target', { a: 1 }, 'x', 'x'],
  ])('%s', (_rule, target, patch, expected) => {
    expect(mergePatch(target, patch)).toEqual(expected);
  });

  it('does not change the target it merges into', () => {
    const target = { a: { b: 1 } };
    mergePatch(target, { a: { b: 2 } });
    expect(target).toEqual({ a: { b: 1 } });
  });
});
