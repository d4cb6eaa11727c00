/**
 * The worker pool under the jobs that matter: one that never ends is terminated at its deadline and the
 * next job gets a fresh worker; a worker that dies loses only its own job; a full queue refuses at once
 * and the queued jobs still run.
 */
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkerPool, WorkerPoolError } from './worker-pool.ts';

// Echoes a job, spins forever on 'hang', exits on 'die'.
const script = `const { parentPort } = require('node:worker_threads');
parentPort.on('message', (m) => {
  if (m === 'hang') for (;;) {}
  if (m === 'die') process.exit(1);
  parentPort.postMessage(m + '!');
});
parentPort.postMessage('ready');`;

let pool: WorkerPool<string, string>;
let spawned = 0;
const make = (size: number, queue: number) => {
  spawned = 0;
  pool = new WorkerPool<string, string>({
    spawn: () => {
      spawned += 1;
      return new Worker(script, { eval: true });
    },
    size,
    queue,
    timeoutMs: 1_000,
  });
  return pool;
};
afterEach(() => pool.close());

const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (err: unknown) => (err instanceof WorkerPoolError ? err.reason : String(err)),
  );

describe('WorkerPool', () => {
  it('answers jobs on one warm worker', async () => {
    make(1, 4);
    expect(await Promise.all(['a', 'b', 'c'].map((j) => pool.run(j)))).toEqual(['a!', 'b!', 'c!']);
    expect(spawned).toBe(1);
  });

  it('terminates a worker stuck past the deadline and serves the next job with a fresh one', async () => {
    make(1, 4);
    const stuck = failure(pool.run('hang'));
    const next = pool.run('after');
    expect(await stuck).toBe('timeout');
    expect(await next).toBe('after!');
    expect(spawned).toBe(2);
  });

  it('loses only the job of a worker that dies', async () => {
    make(1, 4);
    expect(await failure(pool.run('die'))).toBe('crashed');
    expect(await pool.run('x')).toBe('x!');
  });

  it('refuses a job at once when the queue is full, and still runs the queued ones', async () => {
    make(1, 2);
    const started = new Promise((resolve) => pool.once('start', resolve));
    const stuck = failure(pool.run('hang'));
    await started;
    const queued = [pool.run('q1'), pool.run('q2')];
    expect(await failure(pool.run('q3'))).toBe('busy');
    expect(await stuck).toBe('timeout');
    expect(await Promise.all(queued)).toEqual(['q1!', 'q2!']);
  });
});
