/**
 * At most `limit` holders of a key at a time in this process; the rest wait their turn in arrival
 * order, holding no database connection while they wait.
 *
 * Why: writes that all update one row (a busy tariff-day's stock) queue on its row lock inside
 * PostgreSQL. Every waiting backend holds a pool connection, so a rush on one row parks the whole pool
 * and the calendar waits behind it; and each hand-over of the lock wakes the next backend, which on
 * these shared cores costs more CPU than the write itself (bench/leisure.ts: PostgreSQL CPU per sale
 * 3.1 ms with the pool's 10 sales on one row, 1.9 ms with 2). The gate only keeps the queue out of the
 * database: what is right is still decided there (the row's lock and CHECK), across instances too.
 *
 * Keys are taken in sorted order, so two holders of several keys never wait on each other crosswise.
 */
export function keyedGate(limit: number) {
  const lanes = new Map<string, { active: number; waiting: (() => void)[] }>();

  function acquire(key: string): Promise<void> {
    let lane = lanes.get(key);
    if (!lane) {
      lane = { active: 0, waiting: [] };
      lanes.set(key, lane);
    }
    if (lane.active < limit) {
      lane.active++;
      return Promise.resolve();
    }
    const { waiting } = lane;
    // The releasing holder hands its place straight to the next in line (active stays the same).
    return new Promise((resolve) => waiting.push(resolve));
  }

  function release(key: string) {
    const lane = lanes.get(key)!;
    const next = lane.waiting.shift();
    if (next) next();
    else if (--lane.active === 0) lanes.delete(key);
  }

  return {
    async run<T>(keys: string[], work: () => Promise<T>): Promise<T> {
      const held: string[] = [];
      try {
        for (const key of [...new Set(keys)].sort()) {
          await acquire(key);
          held.push(key);
        }
        return await work();
      } finally {
        for (const key of held.reverse()) release(key);
      }
    },
    /** Keys with a holder or a waiter: none once all are done. */
    get busyKeys() {
      return lanes.size;
    },
  };
}
