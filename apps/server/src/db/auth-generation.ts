/**
 * The count of changes to what a session is made of (migration 0045): a database mechanism, like the
 * calendar's channel. It moves in the transaction of every change to sessions, employees, memberships and
 * companies, so a request that reads it knows whether a session kept before is still what the database
 * says, whichever instance made the change and whether or not its announcement has arrived yet.
 */
import { sql } from 'drizzle-orm';
import { type Db, preparedRows } from './client.ts';

/**
 * One row of a one-row table: a single-page read that waits for no lock, prepared once per connection.
 * Every request that serves a kept session runs it, so it is the one query the session cache costs.
 */
export async function readAuthGeneration(db: Db): Promise<string> {
  const rows = await preparedRows<{ n: string }>(db, sql`select n::text as n from auth_generation`);
  return rows[0]?.n ?? '0';
}
