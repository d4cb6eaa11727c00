import { describe, expect, it } from 'vitest';
import { nextRun } from './next-run.ts';

/** A run that ends when the test says so, and tells which run it was. */
function controlledRuns() {
  const ends: (() => void)[] = [];
  let started = 0;
  const run = () => {
    const n = ++started;
    return new Promise<number>((resolve) => ends.push(() => resolve(n)));
  };
  return { run, ends, started: () => started };
}

describe('nextRun', () => {
  it('gives a call made during a run the next run, shared by every call made meanwhile', async () => {
    const { run, ends, started } = controlledRuns();
    const call = nextRun(run);
    const first = call();
    const second = call();
    const third = call();
    expect(started()).toBe(1);
    ends[0]!();
    expect(await first).toBe(1);
    await Promise.resolve();
    await expect.poll(started).toBe(2);
    ends[1]!();
    expect([await second, await third]).toEqual([2, 2]);
  });

  it('starts a run at once when none is going, and again after a failed one', async () => {
    let n = 0;
    const call = nextRun(async () => {
      n++;
      if (n === 1) throw new Error('lost');
      return n;
    });
    await expect(call()).rejects.toThrow('lost');
    expect(await call()).toBe(2);
  });
});
