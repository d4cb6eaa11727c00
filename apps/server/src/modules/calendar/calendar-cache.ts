/**
 * The last calendar answers of each company, kept as the bytes that were sent, so a repeated window
 * (a colleague opening the same days, a reload, paging back) skips the queries, the shaping and
 * JSON.stringify of a megabyte-sized answer.
 *
 * Staleness is ruled out by generations, not by time: every change to what the calendar shows
 * announces its company on 'pms_calendar_touch' when it commits (database triggers, migration 0007),
 * and each announcement bumps that company's generation. An answer is stored under the generation read
 * before its queries started, so an answer computed while a change was committing is never served once
 * the announcement arrives. A write answered by this instance also bumps its company before the answer
 * leaves (see app.ts), so the writer's own next read never waits for the notification. While the
 * instance is not listening (its LISTEN connection lost, when announcements are lost too) nothing is
 * kept or served.
 */
import type { Database } from '../../db/client.ts';

export const CALENDAR_TOUCH_CHANNEL = 'pms_calendar_touch';

interface Entry {
  companyId: number;
  generation: string;
  body: Buffer;
}

export class CalendarAnswerCache {
  private readonly generations = new Map<number, number>();
  /** Bumped whenever listening starts or stops: answers of another epoch may have missed a change. */
  private epoch = 0;
  private listening = false;
  /** Map order is recency order: a hit moves its entry to the end; eviction takes from the front. */
  private readonly entries = new Map<string, Entry>();
  /** Answers being computed, by key and generation: colleagues asking at once share one computation. */
  private readonly pending = new Map<string, Promise<Buffer>>();
  private bytes = 0;
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly maxEntryBytes = 16 * 1024 * 1024,
  ) {}

  async start(database: Database): Promise<void> {
    this.unsubscribe = await database.listen(
      CALENDAR_TOUCH_CHANNEL,
      (payload) => {
        const companyId = Number(payload);
        if (Number.isInteger(companyId)) this.invalidate(companyId);
      },
      (listening) => this.setListening(listening),
    );
  }

  /** Called by the database link; tests call it to act out a lost connection. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.epoch++;
    this.entries.clear();
    this.bytes = 0;
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
    this.unsubscribe = null;
    this.setListening(false);
  }

  /**
   * The cached answer for `key`, or `compute`'s (shared with identical requests already waiting for
   * it, and kept unless the company changed meanwhile).
   */
  async answer(
    companyId: number,
    key: string,
    compute: () => Promise<Buffer>,
  ): Promise<{ body: Buffer; cached: boolean }> {
    const hit = this.get(companyId, key);
    if (hit) return { body: hit, cached: true };
    const generation = this.generation(companyId);
    const id = `${companyId}:${key}@${generation}`;
    let running = this.pending.get(id);
    if (!running) {
      running = compute()
        .then((body) => {
          this.set(companyId, key, generation, body);
          return body;
        })
        .finally(() => this.pending.delete(id));
      this.pending.set(id, running);
    }
    return { body: await running, cached: false };
  }

  /** Read before computing an answer and pass to `set`: it changes with every change of the company. */
  generation(companyId: number): string {
    return `${this.epoch}.${this.generations.get(companyId) ?? 0}`;
  }

  invalidate(companyId: number): void {
    this.generations.set(companyId, (this.generations.get(companyId) ?? 0) + 1);
    for (const [id, entry] of this.entries) if (entry.companyId === companyId) this.drop(id, entry);
  }

  get(companyId: number, key: string): Buffer | null {
    if (!this.listening) return null;
    const id = `${companyId}:${key}`;
    const entry = this.entries.get(id);
    if (!entry) return null;
    this.drop(id, entry);
    if (entry.generation !== this.generation(companyId)) return null;
    this.entries.set(id, entry);
    this.bytes += entry.body.length;
    return entry.body;
  }

  /** Keeps `body` unless the company changed since `generation` was read. */
  set(companyId: number, key: string, generation: string, body: Buffer): void {
    if (!this.listening || generation !== this.generation(companyId) || body.length > this.maxEntryBytes)
      return;
    const id = `${companyId}:${key}`;
    const old = this.entries.get(id);
    if (old) this.drop(id, old);
    this.entries.set(id, { companyId, generation, body });
    this.bytes += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest, entry);
    }
  }

  /** Whether changes are being heard, for tests. */
  isListening(): boolean {
    return this.listening;
  }

  /** Bytes held, for tests. */
  size(): number {
    return this.bytes;
  }

  private drop(id: string, entry: Entry): void {
    this.entries.delete(id);
    this.bytes -= entry.body.length;
  }
}
