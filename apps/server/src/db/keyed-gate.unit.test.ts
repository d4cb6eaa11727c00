import { describe, expect, it } from 'vitest';
import { keyedGate } from './keyed-gate.ts';

/** A piece of work that runs until `finish` is called, recording when it started and ended. */
function pending(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    work: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish,
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('keyedGate', () => {
  it.each([
    { limit: 1, started: ['start a'] },
    { limit: 2, started: ['start a', 'start b'] },
    { limit: 3, started: ['start a', 'start b', 'start c'] },
  ])('lets $limit holders of one key in at a time, the rest in arrival order', async ({ limit, started }) => {
    const gate = keyedGate(limit);
    const log: string[] = [];
    const tasks = ['a', 'b', 'c'].map((name) => pending(log, name));
    const runs = tasks.map((t) => gate.run(['tariff 1|2026-12-01'], t.work));
    await tick();
    expect(log).toEqual(started);
    for (const t of tasks) {
      t.finish();
      await tick();
    }
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
    expect(log.filter((l) => l.startsWith('start'))).toEqual(['start a', 'start b', 'start c']);
    expect(gate.busyKeys).toBe(0);
  });

  it('keeps other keys apart: a busy key does not hold up another', async () => {
    const gate = keyedGate(1);
    const log: string[] = [];
    const first = pending(log, 'first');
    const running = gate.run(['1|2026-12-01'], first.work);
    const other = gate.run(['2|2026-12-01'], async () => 'other');
    expect(await other).toBe('other');
    first.finish();
    await running;
    expect(gate.busyKeys).toBe(0);
  });

  it('takes several keys in sorted order, so crosswise holders both finish', async () => {
    const gate = keyedGate(1);
    const results = await Promise.all([
      gate.run(['b', 'a'], async () => 'ba'),
      gate.run(['a', 'b'], async () => 'ab'),
      gate.run(['b', 'a', 'b'], async () => 'bab'),
    ]);
    expect(results).toEqual(['ba', 'ab', 'bab']);
    expect(gate.busyKeys).toBe(0);
  });

  it('frees the key when the work fails', async () => {
    const gate = keyedGate(1);
    await expect(
      gate.run(['k'], async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await gate.run(['k'], async () => 'next')).toBe('next');
    expect(gate.busyKeys).toBe(0);
  });
});
