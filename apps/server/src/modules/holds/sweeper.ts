/**
 * The background sweeper: every `intervalMs` it runs the sweeps it is given, the ones that give back
 * what is held too long (the bookings' sweeps are in bookings/booking-sweeps.ts: they know the
 * booking statuses, the holds do not). Runs on every instance; a sweep never overlaps the
 * previous one, and a failed one is logged and retried next time.
 */
import type { Db } from '../../db/client.ts';

export type Sweep = (db: Db, now: Date) => Promise<unknown>;

export function startSweeper(
  db: Db,
  opts: { intervalMs: number; sweeps: Sweep[]; log: (err: unknown) => void },
) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const now = new Date();
      for (const sweep of opts.sweeps) await sweep(db, now);
    } catch (err) {
      opts.log(err);
    } finally {
      running = false;
    }
  }, opts.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
