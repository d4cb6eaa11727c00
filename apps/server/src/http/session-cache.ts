/**
 * The sessions this instance read lately, by token hash, so a request of a known session does not read
 * it again: on the busiest path (a leisure sale) that read was one of three round trips to PostgreSQL.
 *
 * A kept session is served only while the database's count of changes to what sessions are made of
 * (the session, its employee, their memberships, a company's settings; migration 0045) is the one read
 * before the session was: every request reads that count first, with a run of the read that started
 * after the request did (lib/next-run.ts, so requests at once share one read). A change committed on any
 * instance before a request starts is therefore seen by it; the announcement on 'pms_auth_touch'
 * (migration 0037) only empties the cache early and tells the calendar sockets (realtime/). The count's
 * read is one single-row query per request, shared by requests arriving together: the cost of the cache
 * against reading the session each time (a four-table join, on a miss still paid). A write answered by
 * this instance empties the cache too before its answer leaves (app.ts). While the instance is not
 * listening nothing is kept or served. An entry also ends with its session's expiry, and after
 * `maxAgeMs` whatever happens.
 */
import type { Database } from '../db/client.ts';
import { nextRun } from '../lib/next-run.ts';
import { RecentMap } from '../lib/recent-map.ts';
import type { AuthContext } from './auth-context.ts';

export const AUTH_TOUCH_CHANNEL = 'pms_auth_touch';

interface Entry {
  auth: AuthContext;
  until: number;
  /** The database's count of session changes, read before the session was. */
  generation: string;
}

export interface SessionCacheOptions {
  /** Reads the database's count of session changes (db/auth-generation.ts). */
  readGeneration: () => Promise<string>;
  maxEntries?: number;
  maxAgeMs?: number;
}

export class SessionCache {
  private readonly entries: RecentMap<string, Entry>;
  private readonly maxAgeMs: number;
  private readonly currentGeneration: () => Promise<string>;
  private heard = 0;
  private listening = false;
  private unsubscribe: (() => Promise<void>) | null = null;
  private readonly announced = new Set<() => void>();

  constructor({ readGeneration, maxEntries = 10_000, maxAgeMs = 5 * 60_000 }: SessionCacheOptions) {
    this.entries = new RecentMap(maxEntries);
    this.maxAgeMs = maxAgeMs;
    this.currentGeneration = nextRun(readGeneration);
  }

  async start(database: Database): Promise<void> {
    this.unsubscribe = await database.listen(
      AUTH_TOUCH_CHANNEL,
      () => this.onAnnounced(),
      (listening) => this.setListening(listening),
    );
  }

  /**
   * Calls `listener` whenever another instance or this one announced a change to what sessions are made
   * of, or when announcements may have been lost (the link is back): the calendar sockets check theirs.
   */
  onAnnouncement(listener: () => void): () => void {
    this.announced.add(listener);
    return () => this.announced.delete(listener);
  }

  private onAnnounced(): void {
    this.clear();
    for (const listener of this.announced) listener();
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
    this.unsubscribe = null;
    this.setListening(false);
  }

  /** Called by the database link; tests call it to act out a lost connection. */
  setListening(listening: boolean): void {
    const back = listening && !this.listening;
    this.listening = listening;
    if (back) this.onAnnounced();
    else this.clear();
  }

  /** Forgets every session: something they are made of changed, here or on another instance. */
  clear(): void {
    this.heard++;
    this.entries.clear();
  }

  /**
   * The session of `hash`: the kept one while the database's count of changes has not moved since it was
   * read, else read by `read` (and kept, unless a change was heard meanwhile).
   */
  async session(hash: string, read: () => Promise<AuthContext | null>): Promise<AuthContext | null> {
    if (!this.listening) return read();
    const heard = this.heard;
    // Read after this request began, so a change committed before it, anywhere, has moved it.
    const generation = await this.currentGeneration();
    const now = Date.now();
    const entry = this.entries.get(hash);
    if (entry && entry.until > now && entry.generation === generation) return entry.auth;
    if (entry) this.entries.delete(hash);
    // Read after the count: a change committing in between moves the count past the kept one, so the
    // entry is read again next time rather than served stale.
    const auth = await read();
    if (auth && this.listening && heard === this.heard) {
      this.entries.set(hash, {
        auth,
        generation,
        until: Math.min(auth.expiresAt.getTime(), now + this.maxAgeMs),
      });
    }
    return auth;
  }

  /** Sessions kept, for tests. */
  size(): number {
    return this.entries.size;
  }

  /** Moves with every change heard (or made here), for tests that wait for one. */
  changesHeard(): number {
    return this.heard;
  }
}
