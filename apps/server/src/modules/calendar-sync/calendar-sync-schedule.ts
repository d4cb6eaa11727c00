/**
 * The schedule of the import feeds: every pass claims the feeds that are due, one at a time, and fetches
 * each. Every instance runs it; the claim (a row lock with SKIP LOCKED, then a lease) gives each due feed
 * to exactly one of them, and a feed being fetched is nobody else's until its fetch is recorded.
 */
import type { Db } from '../../db/client.ts';
import { startSweeper } from '../holds/index.ts';
import { FETCH_LEASE_SECONDS, runFetch, type SyncDeps } from './calendar-import.service.ts';
import { calendarSyncRepository } from './calendar-sync.repository.ts';

/** Feeds one pass fetches at most, so one pass never runs for ever behind a crowd of due feeds. */
const FEEDS_PER_PASS = 50;

/** One pass; answers how many feeds this instance fetched. */
export async function calendarSyncPass(
  db: Db,
  deps: SyncDeps,
  log: (err: unknown, importId: number) => void,
) {
  let fetched = 0;
  for (let i = 0; i < FEEDS_PER_PASS; i++) {
    const claimed = await calendarSyncRepository.claimDue(db, FETCH_LEASE_SECONDS);
    if (!claimed) break;
    try {
      await runFetch(db, deps, claimed.company_id, claimed.id, 'schedule', null);
    } catch (err) {
      // Recorded on the feed already when it got that far; the lease lapses and the next pass retries.
      log(err, claimed.id);
    }
    fetched++;
  }
  return fetched;
}

/** Starts the passes (the sweeper's timer: never overlapping, unref'd); answers the stop. */
export function startCalendarSync(
  db: Db,
  opts: { deps: SyncDeps; intervalMs: number; log: (err: unknown, importId?: number) => void },
) {
  return startSweeper(db, {
    intervalMs: opts.intervalMs,
    sweeps: [(db) => calendarSyncPass(db, opts.deps, opts.log)],
    log: opts.log,
  });
}
