/**
 * A few worker threads that run jobs off the event loop, each job with a deadline. A worker that misses
 * it is terminated (whatever it is stuck in) and replaced; a worker that dies takes only its own job with
 * it. Jobs beyond the workers wait in a queue of bounded length, and a job that finds it full is refused
 * at once, so a burst costs a refusal rather than memory. Workers start on first use and do not keep the
 * process alive. A worker says 'ready' once loaded; a job's clock starts when it is handed over.
 */
import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';

export interface WorkerPoolOptions {
  /** Starts a worker that posts 'ready' once loaded, then answers each message with one message. */
  spawn: () => Worker;
  /** Workers at most. */
  size: number;
  /** Jobs waiting for a worker at most. */
  queue: number;
  /** How long a worker may take over one job before it is terminated. */
  timeoutMs: number;
}

export type WorkerPoolFailure = 'busy' | 'timeout' | 'crashed';

export class WorkerPoolError extends Error {
  constructor(readonly reason: WorkerPoolFailure) {
    super(`worker pool: ${reason}`);
  }
}

interface Job {
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job?: Job;
  timer?: NodeJS.Timeout;
}

/** Emits 'start' (input) when a job is handed to a worker: the moment its rendering begins. */
export class WorkerPool<In, Out> extends EventEmitter {
  private readonly slots = new Set<Slot>();
  private readonly waiting: Job[] = [];

  constructor(private readonly options: WorkerPoolOptions) {
    super();
  }

  run(input: In): Promise<Out> {
    if (this.waiting.length >= this.options.queue) return Promise.reject(new WorkerPoolError('busy'));
    return new Promise<Out>((resolve, reject) => {
      this.waiting.push({ input, resolve: resolve as (value: unknown) => void, reject });
      this.pump();
    });
  }

  /** Stops every worker; jobs under way or waiting fail as crashed. */
  async close(): Promise<void> {
    for (const job of this.waiting.splice(0)) job.reject(new WorkerPoolError('crashed'));
    await Promise.all([...this.slots].map((slot) => this.drop(slot, 'crashed')));
  }

  private pump() {
    for (const slot of this.slots) {
      if (!this.waiting.length) return;
      if (slot.ready && !slot.job) this.hand(slot, this.waiting.shift()!);
    }
    if (this.waiting.length > this.starting() && this.slots.size < this.options.size) this.start();
  }

  private starting() {
    return [...this.slots].filter((s) => !s.ready).length;
  }

  private start() {
    const worker = this.options.spawn();
    worker.unref();
    const slot: Slot = { worker, ready: false };
    this.slots.add(slot);
    worker.on('message', (message: unknown) => {
      if (!slot.ready && message === 'ready') {
        slot.ready = true;
      } else if (slot.job) {
        const { resolve } = slot.job;
        clearTimeout(slot.timer);
        slot.job = undefined;
        resolve(message);
      }
      this.pump();
    });
    // An uncaught error, running out of its memory limit or exiting: the job under way is lost, the
    // others go on with a fresh worker. A worker that dies before it is ready could not serve anyone:
    // the waiting jobs fail instead of starting worker after worker.
    const died = () => {
      if (!this.slots.has(slot)) return;
      const wasReady = slot.ready;
      void this.drop(slot, 'crashed');
      if (!wasReady) for (const job of this.waiting.splice(0)) job.reject(new WorkerPoolError('crashed'));
      this.pump();
    };
    worker.on('error', died);
    worker.on('exit', died);
  }

  private hand(slot: Slot, job: Job) {
    slot.job = job;
    slot.timer = setTimeout(() => {
      void this.drop(slot, 'timeout');
      this.pump();
    }, this.options.timeoutMs);
    slot.worker.postMessage(job.input);
    this.emit('start', job.input);
  }

  private async drop(slot: Slot, reason: WorkerPoolFailure) {
    this.slots.delete(slot);
    clearTimeout(slot.timer);
    slot.job?.reject(new WorkerPoolError(reason));
    slot.job = undefined;
    await slot.worker.terminate();
  }
}
