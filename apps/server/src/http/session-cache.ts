/**
 * The sessions this instance read lately, by token hash, so a request of a known session does not read
 * it again: on the busiest path (a leisure sale) that read was one of three round trips to PostgreSQL.
 *
 * Staleness is ruled out by announcements, not by time: every change to what a session is made of (the
 * session, its employee, their memberships, a company's settings) announces 'pms_auth_touch' when it
 * commits (migration 0037), and the cache is emptied. A session read while such a change was committing
 * is not kept (the generation read before the read has moved). A write answered by this instance empties
 * it too before its answer leaves (app.ts), so its own logout or role change holds for the very next
 * request, without waiting for the announcement that other instances rely on. While the instance is not
 * listening (its LISTEN connection lost, when announcements are lost too) nothing is kept or served.
 * An entry also ends with its session's expiry, and after `maxAgeMs` whatever happens.
 */
import type { Database } from '../db/client.ts';
import { RecentMap } from '../lib/recent-map.ts';
import type { AuthContext } from '../modules/auth/auth.service.ts';

export const AUTH_TOUCH_CHANNEL = 'pms_auth_touch';

interface Entry {
  auth: AuthContext;
  until: number;
}

export class SessionCache {
  private readonly entries: RecentMap<string, Entry>;
  private generation = 0;
  private listening = false;
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(
    maxEntries = 10_000,
    private readonly maxAgeMs = 5 * 60_000,
  ) {
    this.entries = new RecentMap(maxEntries);
  }

  async start(database: Database): Promise<void> {
    this.unsubscribe = await database.listen(
      AUTH_TOUCH_CHANNEL,
      () => this.clear(),
      (listening) => this.setListening(listening),
    );
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
    this.unsubscribe = null;
    this.setListening(false);
  }

  /** Called by the database link; tests call it to act out a lost connection. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }

  /** Forgets every session: something they are made of changed, here or on another instance. */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** The session of `hash`, kept or read by `read` (and kept, unless a change was heard meanwhile). */
  async session(hash: string, read: () => Promise<AuthContext | null>): Promise<AuthContext | null> {
    const now = Date.now();
    const entry = this.listening ? this.entries.get(hash) : undefined;
    if (entry && entry.until > now) return entry.auth;
    if (entry) this.entries.delete(hash);
    const generation = this.generation;
    const auth = await read();
    if (auth && this.listening && generation === this.generation) {
      this.entries.set(hash, { auth, until: Math.min(auth.expiresAt.getTime(), now + this.maxAgeMs) });
    }
    return auth;
  }

  /** Sessions kept, for tests. */
  size(): number {
    return this.entries.size;
  }

  /** Moves with every change heard (or made here), for tests that wait for one. */
  changesHeard(): number {
    return this.generation;
  }
}
