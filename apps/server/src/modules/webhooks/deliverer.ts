/**
 * Sends the webhook outbox (migration 0064), on every server instance:
 *
 * - woken by pg_notify('pms_webhooks') right after a change with deliveries commits (and after a
 *   delivery finishes, which may let the next one of its booking go), and by a timer for the next retry
 *   and a periodic sweep (a notice lost while PostgreSQL's connection was down, a crashed instance's claim);
 * - a delivery is claimed with FOR UPDATE SKIP LOCKED and leased for longer than a request may take, so
 *   no two instances send one at once; a crashed instance's lease lapses and another sends it;
 * - a delivery is claimable only when no earlier delivery of its endpoint and order key (the booking) is
 *   pending: a booking's events arrive in order, a failing one holding the later ones back until it is
 *   delivered or given up;
 * - each request is signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature) with
 *   the endpoint's secret, and its previous one during the day after a rotation; it goes through
 *   lib/outbound-http.ts (allowed hosts, pinned address, bounded time and size, no redirects);
 * - every attempt is logged with the request and the answer; a failure is retried with the domain's
 *   backoff (webhookRetryAt) for a day.
 */
import { WEBHOOK_MAX_DELAY_MS, webhookDelivered, webhookRetryAt } from '@pms/domain';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { type Database, type Db, queryRows } from '../../db/client.ts';
import {
  OutboundError,
  type OutboundPolicy,
  outboundMessages,
  outboundRequest,
} from '../../lib/outbound-http.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { type EventRow, eventPayload } from './payloads.ts';

export const WEBHOOK_CHANNEL = 'pms_webhooks';
/** The answer's body kept in the log. */
const LOGGED_ANSWER = 4096;
/** Deliveries sent at once by one instance; at most one per endpoint and booking, so order holds. */
const IN_FLIGHT = 16;

export interface DelivererOptions {
  policy: OutboundPolicy;
  secrets: () => SecretBox;
  /** The first retry's wait (config WEBHOOK_RETRY_BASE_MS); each next one doubles. */
  retryBaseMs: number;
  /** The periodic sweep, in ms. */
  sweepMs: number;
  log: (err: unknown) => void;
  /** This instance's name in the log of who sent (tests tell two instances apart). */
  instance?: string;
}

interface Claimed extends EventRow {
  delivery_id: number;
  endpoint_id: number;
  attempts: number;
  delivery_created_at: Date;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_until: Date | null;
  payload: unknown;
}

/** Claims what is due, oldest first, leasing each for `leaseMs`. */
export async function claimDue(db: Db, leaseMs: number, limit: number): Promise<Claimed[]> {
  return db.transaction(async (tx) =>
    queryRows<Claimed>(
      tx,
      sql`with due as (
            select d.id from webhook_deliveries d
            join webhook_endpoints w on w.id = d.endpoint_id and w.enabled
            where d.state = 'pending' and d.next_at <= now()
              and (d.lease_until is null or d.lease_until < now())
              and not exists (select 1 from webhook_deliveries p
                              where p.endpoint_id = d.endpoint_id and p.order_key = d.order_key
                                and p.state = 'pending' and p.id < d.id)
            order by d.id limit ${limit}
            for update of d skip locked)
          update webhook_deliveries d
             set lease_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = d.attempts + 1
          from due, webhook_endpoints w, webhook_events v
          where d.id = due.id and w.id = d.endpoint_id and v.id = d.event_id
          returning d.id as delivery_id, d.endpoint_id, d.attempts, d.created_at as delivery_created_at,
                    w.url, w.secret, w.previous_secret, w.previous_until,
                    v.id, v.uid, v.company_id, v.type, v.object_id, v.object_sub, v.created_at, v.payload`,
    ),
  );
}

/**
 * The payload, made once and kept: whoever stores it first, everyone sends that one. The endpoints of one
 * event are usually claimed together: within an instance they wait for one making instead of each
 * reading the object again.
 */
const making = new Map<number, Promise<string>>();
function payloadOf(db: Db, c: Claimed): Promise<string> {
  if (c.payload != null) return Promise.resolve(JSON.stringify(c.payload));
  const id = Number(c.id);
  let made = making.get(id);
  if (!made) {
    made = makePayload(db, c).finally(() => making.delete(id));
    making.set(id, made);
  }
  return made;
}

async function makePayload(db: Db, c: Claimed): Promise<string> {
  const made = await eventPayload(db, { ...c, created_at: new Date(c.created_at) });
  const [kept] = await queryRows<{ payload: unknown }>(
    db,
    sql`with put as (update webhook_events set payload = ${JSON.stringify(made)}::jsonb
                     where id = ${c.id} and payload is null returning payload)
        select payload from put union all select payload from webhook_events where id = ${c.id} limit 1`,
  );
  return JSON.stringify(kept?.payload ?? made);
}

/** The webhook-signature header: the current secret's, and the previous one's while it still signs. */
export function signatureHeader(
  secrets: { current: string; previous: string | null },
  id: string,
  at: Date,
  body: string,
): string {
  const keys = [secrets.current, ...(secrets.previous ? [secrets.previous] : [])];
  return keys.map((key) => new Webhook(key).sign(id, at, body)).join(' ');
}

export interface AttemptOutcome {
  status: number | null;
  body: string;
  error: string | null;
  durationMs: number;
  headers: Record<string, string>;
  request: string;
}

/** Sends one claimed delivery and records what happened; never throws for the receiver's sake. */
export async function deliverOne(db: Db, c: Claimed, opts: DelivererOptions, signal?: AbortSignal) {
  const body = await payloadOf(db, c);
  const box = opts.secrets();
  const now = new Date();
  const previous =
    c.previous_secret && c.previous_until && new Date(c.previous_until) > now ? c.previous_secret : null;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'PMS-Webhooks/1',
    'webhook-id': c.uid,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': signatureHeader(
      { current: box.open(c.secret), previous: previous ? box.open(previous) : null },
      c.uid,
      now,
      body,
    ),
  };
  const started = performance.now();
  let status: number | null = null;
  let answer = '';
  let error: string | null = null;
  try {
    const res = await outboundRequest(c.url, opts.policy, {
      method: 'POST',
      headers,
      body,
      maxRedirects: 0,
      ...(signal && { signal }),
    });
    status = res.status;
    answer = res.body.subarray(0, LOGGED_ANSWER).toString('utf8');
    if (!webhookDelivered(status)) error = `Ответ ${status}`;
  } catch (err) {
    if (!(err instanceof OutboundError)) throw err;
    // Stopped mid-request (shutdown): nothing is known of it; its claim lapses and it is sent again.
    if (signal?.aborted) return { state: 'pending' as const, status: null };
    error = outboundMessages[err.kind];
  }
  const durationMs = Math.round(performance.now() - started);
  const delivered = status !== null && webhookDelivered(status);
  const retryAt = delivered
    ? null
    : webhookRetryAt(c.attempts, new Date(c.delivery_created_at).getTime(), Date.now(), opts.retryBaseMs);
  const state = delivered ? 'delivered' : retryAt === null ? 'failed' : 'pending';
  await db.transaction(async (tx) => {
    await tx.execute(
      // (Unless the endpoint was deleted meanwhile, with its log.)
      sql`insert into webhook_attempts (company_id, delivery_id, attempt, duration_ms, request_headers,
            request_body, response_status, response_body, error)
          select ${c.company_id}, ${c.delivery_id}, ${c.attempts}, ${durationMs}, ${JSON.stringify(headers)}::jsonb,
            ${body}, ${status}, ${answer}, ${error}
          where exists (select 1 from webhook_deliveries where id = ${c.delivery_id})`,
    );
    // Only while the claim is still ours (a lapsed lease taken by another instance raised attempts).
    await tx.execute(
      sql`update webhook_deliveries set state = ${state}, lease_until = null, last_status = ${status},
            last_error = ${error},
            next_at = ${retryAt === null ? sql`next_at` : sql`${new Date(retryAt).toISOString()}::timestamptz`},
            finished_at = ${state === 'pending' ? null : sql`now()`}
          where id = ${c.delivery_id} and attempts = ${c.attempts} and state = 'pending'`,
    );
    if (state !== 'pending') await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
  });
  return { state, status };
}

export class WebhookDeliverer {
  private unsubscribe: (() => Promise<void>) | undefined;
  private sweep: NodeJS.Timeout | undefined;
  private next: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly abort = new AbortController();

  constructor(
    private readonly database: Database,
    private readonly opts: DelivererOptions,
  ) {}

  async start(): Promise<void> {
    this.unsubscribe = await this.database.listen(WEBHOOK_CHANNEL, () => this.wake());
    this.sweep = setInterval(() => this.wake(), this.opts.sweepMs);
    this.sweep.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.abort.abort();
    clearInterval(this.sweep);
    clearTimeout(this.next);
    await this.unsubscribe?.();
    await this.running;
  }

  /** Runs a pass now, or right after the one running. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
  }

  /** Resolves when nothing is running (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.pass();
      } catch (err) {
        if (!this.stopped) this.opts.log(err);
      }
    } while (this.again && !this.stopped);
    if (!this.stopped) await this.scheduleNext().catch((err) => this.opts.log(err));
  }

  /**
   * Keeps up to IN_FLIGHT deliveries going: claims as many as there is room for, and claims again as each
   * one ends (its end may free the next event of its booking). Ends when nothing is due or running.
   */
  private async pass(): Promise<void> {
    const db = this.database.db;
    // Longer than a request may take (the policy ends it by timeoutMs), with room for recording it.
    const lease = this.opts.policy.timeoutMs + 5_000;
    const running = new Set<Promise<void>>();
    for (;;) {
      if (this.stopped) break;
      const room = IN_FLIGHT - running.size;
      const claimed = room > 0 ? await claimDue(db, lease, room) : [];
      for (const c of claimed) {
        const sending: Promise<void> = deliverOne(db, c, this.opts, this.abort.signal)
          .then(() => undefined)
          .catch((err) => {
            if (!this.stopped) this.opts.log(err);
          })
          .finally(() => running.delete(sending));
        running.add(sending);
      }
      if (running.size === 0) return;
      if (claimed.length === 0 || running.size >= IN_FLIGHT) await Promise.race(running);
    }
    await Promise.all(running);
  }

  /** A timer for the earliest retry still to come (the sweep catches anything else). */
  private async scheduleNext(): Promise<void> {
    const [row] = await queryRows<{ wait: number | null }>(
      this.database.db,
      sql`select extract(epoch from min(next_at) - now()) * 1000 as wait from webhook_deliveries
          where state = 'pending' and next_at > now()`,
    );
    clearTimeout(this.next);
    if (row?.wait == null || this.stopped) return;
    const wait = Math.min(Math.max(Number(row.wait), 0) + 5, this.opts.sweepMs, WEBHOOK_MAX_DELAY_MS);
    this.next = setTimeout(() => this.wake(), wait);
    this.next.unref();
  }
}

/** How long the delivery log keeps a finished delivery, its attempts and its event. */
export const WEBHOOK_LOG_DAYS = 30;

/**
 * The sweeper's share (app.ts): finished deliveries older than WEBHOOK_LOG_DAYS go with their attempts,
 * and so do events no delivery refers to any more. Pending ones stay, whatever their age.
 */
export async function purgeWebhookLog(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - WEBHOOK_LOG_DAYS * 86_400_000).toISOString();
  await db.execute(
    sql`delete from webhook_deliveries where state <> 'pending' and finished_at < ${before}::timestamptz`,
  );
  await db.execute(
    sql`delete from webhook_events v where v.created_at < ${before}::timestamptz
          and not exists (select 1 from webhook_deliveries d where d.event_id = v.id)`,
  );
}
