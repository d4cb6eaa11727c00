/**
 * Lets at most `atOnce` tasks run at the same time and at most `waiting` more wait for their turn, in
 * the order they came; beyond that a task is refused at once (WorkGateFull) instead of queueing without
 * bound. What runs and what peaked is counted, so tests can check the bound without measuring time.
 */
export class WorkGateFull extends Error {
  constructor() {
    super('work gate full');
  }
}

export class WorkGate {
  private running = 0;
  private peak = 0;
  private readonly queue: Array<() => void> = [];

  constructor(
    private readonly atOnce: number,
    private readonly waiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.atOnce) {
      if (this.queue.length >= this.waiting) throw new WorkGateFull();
      // The finishing task hands its place over (running stays the same), so nobody overtakes the queue.
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.running++;
    }
    this.peak = Math.max(this.peak, this.running);
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Running and waiting now, and the most that ran at once since the last resetPeak(). */
  stats() {
    return { running: this.running, waiting: this.queue.length, peak: this.peak };
  }

  resetPeak(): void {
    this.peak = this.running;
  }
}
