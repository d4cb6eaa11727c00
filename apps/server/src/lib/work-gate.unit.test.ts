import { describe, expect, it } from 'vitest';
import { WorkGate, WorkGateFull } from './work-gate.ts';

/** A task that runs until the test says it is done. */
function task() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return {
    run: async () => {
      started = true;
      await done;
      return 'done';
    },
    finish,
    started: () => started,
  };
}

/** Lets the gate's promise chains settle (a few turns of the microtask queue). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('WorkGate', () => {
  it('runs at most atOnce tasks, queues `waiting` more in order, and refuses the next at once', async () => {
    const gate = new WorkGate(2, 2);
    const tasks = [task(), task(), task(), task()];
    const results = tasks.map((t) => gate.run(t.run));
    await settle();
    expect(tasks.map((t) => t.started())).toEqual([true, true, false, false]);
    expect(gate.stats()).toEqual({ running: 2, waiting: 2, peak: 2 });
    await expect(gate.run(async () => 'late')).rejects.toBeInstanceOf(WorkGateFull);

    tasks[1]!.finish();
    await settle();
    expect(tasks.map((t) => t.started())).toEqual([true, true, true, false]);
    expect(gate.stats()).toEqual({ running: 2, waiting: 1, peak: 2 });

    for (const t of tasks) t.finish();
    expect(await Promise.all(results)).toEqual(['done', 'done', 'done', 'done']);
    expect(gate.stats()).toEqual({ running: 0, waiting: 0, peak: 2 });
  });

  it('frees its place when a task fails', async () => {
    const gate = new WorkGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
    expect(gate.stats().running).toBe(0);
  });
});
