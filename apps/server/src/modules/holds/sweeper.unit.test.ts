import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { startSweeper } from './sweeper.ts';

/** Resolves once `done()` holds, checking every few milliseconds (at most five seconds). */
async function until(done: () => boolean) {
  const limit = Date.now() + 5000;
  while (!done()) {
    if (Date.now() > limit) throw new Error('never happened');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('startSweeper', () => {
  it('runs its sweeps in order each round; a failed round is logged and the next one runs again', async () => {
    const calls: string[] = [];
    const logged: unknown[] = [];
    let failures = 1;
    const stop = startSweeper({} as Db, {
      intervalMs: 5,
      sweeps: [
        async () => {
          calls.push('first');
          if (failures-- > 0) throw new Error('database away');
        },
        async () => {
          calls.push('second');
        },
      ],
      log: (err) => logged.push(err),
    });
    await until(() => calls.includes('second'));
    stop();
    expect(calls.slice(0, 3)).toEqual(['first', 'first', 'second']);
    expect(logged).toHaveLength(1);
    expect((logged[0] as Error).message).toBe('database away');
  });
});
