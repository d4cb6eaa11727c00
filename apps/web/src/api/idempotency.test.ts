import { describe, expect, it } from 'vitest';
import { idempotencyIntent, newIdempotencyKey } from './idempotency.ts';

function counted() {
  let n = 0;
  return idempotencyIntent(() => `k${++n}`);
}

describe('idempotencyIntent', () => {
  it.each([
    [
      'a double click sends one key',
      [
        ['send', { v: 1 }],
        ['send', { v: 1 }],
      ],
      ['k1', 'k1'],
    ],
    [
      'a retry of the same body keeps it',
      [
        ['send', { v: 1 }],
        ['send', { v: 1 }],
        ['send', { v: 1 }],
      ],
      ['k1', 'k1', 'k1'],
    ],
    [
      'a corrected body is a new intent',
      [
        ['send', { v: 1 }],
        ['send', { v: 2 }],
        ['send', { v: 2 }],
      ],
      ['k1', 'k2', 'k2'],
    ],
    [
      'after a success the same body is a new payment',
      [['send', { v: 1 }], ['renew'], ['send', { v: 1 }]],
      ['k1', 'k2'],
    ],
    ['a renew before any send still gives a fresh key', [['renew'], ['send', { v: 1 }]], ['k2']],
  ] as const)('%s', (_, steps, keys) => {
    const intent = counted();
    const sent: string[] = [];
    for (const [what, body] of steps as readonly (readonly [string, unknown?])[]) {
      if (what === 'renew') intent.renew();
      else sent.push(intent.keyFor(body));
    }
    expect(sent).toEqual(keys);
  });

  it('makes distinct random keys within the header limit', () => {
    const a = newIdempotencyKey();
    expect(a).not.toBe(newIdempotencyKey());
    expect(a.length).toBeGreaterThan(16);
    expect(a.length).toBeLessThanOrEqual(255);
  });
});
