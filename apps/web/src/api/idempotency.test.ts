import { describe, expect, it } from 'vitest';
import { idempotencyIntent, newIdempotencyKey, sendOnce } from './idempotency.ts';

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

type Step =
  | readonly ['send', unknown] // a submit; its request, if one leaves, stays on its way
  | readonly ['answer'] // the oldest request on its way is answered
  | readonly ['fail'] // the oldest request on its way fails
  | readonly ['renew'];

/** Plays submits against one intent and lists the key of every request that left. */
async function play(steps: readonly Step[]) {
  const intent = counted();
  const requests: string[] = [];
  const waiting: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const results: Promise<string>[] = [];
  for (const step of steps) {
    if (step[0] === 'send') {
      const result = sendOnce(
        intent,
        step[1],
        ({ idempotencyKey }) =>
          new Promise<string>((resolve, reject) => {
            requests.push(idempotencyKey ?? '(none)');
            waiting.push({ resolve: () => resolve(`answer to ${idempotencyKey}`), reject });
          }),
      );
      result.catch(() => undefined);
      results.push(result);
    } else if (step[0] === 'renew') intent.renew();
    else {
      const next = waiting.shift();
      if (step[0] === 'answer') next?.resolve('');
      else next?.reject(new Error('lost'));
    }
    await new Promise((settled) => setTimeout(settled, 0));
  }
  const answers = await Promise.all(results.map((r) => r.catch((e: Error) => e.message)));
  return { requests, answers };
}

describe('sendOnce: one create per intent', () => {
  it.each([
    [
      'a second submit while the first is on its way sends nothing and gets the first answer',
      [['send', { v: 1 }], ['send', { v: 1 }], ['answer']],
      ['k1'],
      ['answer to k1', 'answer to k1'],
    ],
    [
      'even with another body: the form is busy with its first submit',
      [['send', { v: 1 }], ['send', { v: 2 }], ['answer']],
      ['k1'],
      ['answer to k1', 'answer to k1'],
    ],
    [
      'a late twin after the answer is the first answer, not a second create',
      [['send', { v: 1 }], ['answer'], ['send', { v: 1 }]],
      ['k1'],
      ['answer to k1', 'answer to k1'],
    ],
    [
      'a failure frees the intent and the retry keeps its key',
      [['send', { v: 1 }], ['fail'], ['send', { v: 1 }], ['answer']],
      ['k1', 'k1'],
      ['lost', 'answer to k1'],
    ],
    [
      'after an answer another body is a create of its own',
      [['send', { v: 1 }], ['answer'], ['send', { v: 2 }], ['answer']],
      ['k1', 'k2'],
      ['answer to k1', 'answer to k2'],
    ],
    [
      'a renewed intent (the form cleared) sends the same body again with a new key',
      [['send', { v: 1 }], ['answer'], ['renew'], ['send', { v: 1 }], ['answer']],
      ['k1', 'k2'],
      ['answer to k1', 'answer to k2'],
    ],
    [
      'a renew while on its way lets the next submit go on its own',
      [['send', { v: 1 }], ['renew'], ['send', { v: 2 }], ['answer'], ['answer']],
      ['k1', 'k2'],
      ['answer to k1', 'answer to k2'],
    ],
  ] as const)('%s', async (_, steps, requests, answers) => {
    expect(await play(steps as readonly Step[])).toEqual({ requests, answers });
  });
});
