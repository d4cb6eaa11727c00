/**
 * A race made certain, for PostgreSQL tests: a colleague's transaction, on a connection of its own, runs
 * `change` and stays open; `action` starts and must wait for the colleague's lock (seen in the server's own
 * list of backends, and not settled meanwhile); then the colleague commits and `action`'s result is
 * returned. Used where a write has to read what a concurrent, later-committed change wrote.
 */
import pg from 'pg';
import { expect, vi } from 'vitest';

export async function whileUncommitted<T>(
  url: string | undefined,
  change: string,
  params: unknown[],
  action: () => Promise<T>,
): Promise<T> {
  if (url === undefined) throw new Error('whileUncommitted needs PostgreSQL: a second connection');
  const colleague = new pg.Client({ connectionString: url });
  await colleague.connect();
  try {
    await colleague.query('begin');
    await colleague.query(change, params);
    let settled = false;
    const acting = action().finally(() => {
      settled = true;
    });
    await vi.waitFor(async () => {
      const waiting = await colleague.query(
        `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      expect(waiting.rowCount).toBeGreaterThan(0);
    });
    expect(settled).toBe(false);
    await colleague.query('commit');
    return await acting;
  } finally {
    await colleague.end();
  }
}
