/**
 * Safe retries (issue 15): a create sent with an `Idempotency-Key` header runs once per company and key;
 * a retry gets the first answer back (after draft-ietf-httpapi-idempotency-key-header and Stripe).
 *
 * Routes opt in with `config: { idempotent: true }`. The first request with a key claims it with an
 * INSERT … ON CONFLICT DO NOTHING (the primary key (company_id, key) decides races between instances),
 * runs, and its answer is stored when it is sent. A retry with the same fingerprint (method, URL, employee
 * and the canonical body) replays the stored answer with `Idempotent-Replayed: true`, waiting briefly while
 * the first one still runs; another fingerprint is refused with 422. A 5xx answer releases the key, since
 * the write rolled back and the retry should run; 4xx answers are the request's own fault and are
 * replayed. The use case's write marks its claim carried out in its own transaction (`committed_at`,
 * db/write.ts): a claim so marked never runs again, even when its answer was lost to a crash between
 * the commit and the send or to a 5xx after the commit; its retry is told the create was made (409). Keys are purged after 24 h by the sweeper (purgeIdempotencyKeys).
 */
import { createHash } from 'node:crypto';
import { idempotencyMessages as say } from '@pms/domain';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A create: an `Idempotency-Key` header makes a retry replay the first answer. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request claimed; its answer is stored when sent. */
    idempotencyClaim: { companyId: number; key: string } | null;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key answers retries. */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;

export interface IdempotencyOptions {
  /** How long a retry waits for the first request with its key to finish before a 409. */
  waitMs?: number;
  /**
   * A claim still unanswered after this long, and not carried out, is taken as lost (the instance died
   * mid-request, its transaction rolled back) and the next retry runs. Well above the statement and
   * query timeouts.
   */
  staleMs?: number;
  /** Hears each pause of a retry that found its key still in progress (tests wait for it, not for a clock). */
  onPause?: () => void;
}

/** JSON with object keys sorted at every level, so `{a, b}` and `{b, a}` are the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The request's fingerprint: the same key may only ever answer this one. */
export function requestFingerprint(request: {
  method: string;
  url: string;
  employeeId: number | null;
  body: unknown;
}): string {
  const body = createHash('sha256').update(canonicalJson(request.body)).digest('hex');
  return `${request.method} ${request.url} ${request.employeeId ?? '-'} ${body}`;
}

/** The header's key, or null without one; a key that is empty, repeated or too long is refused (400). */
function keyOf(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? null : header.trim();
  if (!key || key.length > MAX_KEY_LENGTH) throw new AppError(400, say.keyInvalid);
  return key;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function registerIdempotency(app: FastifyInstance, db: Db, options: IdempotencyOptions = {}): void {
  const waitMs = options.waitMs ?? 8_000;
  const staleMs = options.staleMs ?? 2 * 60_000;
  app.decorateRequest('idempotencyClaim', null);

  // preHandler: after authentication (the company) and validation (a malformed body never claims a key).
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config?.idempotent || !request.companyId) return;
    const key = keyOf(request);
    if (key === null) return;
    const companyId = request.companyId;
    const hash = requestFingerprint({
      method: request.method,
      url: request.url,
      employeeId: request.auth?.employee.id ?? null,
      body: request.body,
    });
    const deadline = Date.now() + waitMs;
    for (let pause = 10; ; pause = Math.min(pause * 2, 100)) {
      if (await claim(db, companyId, key, hash, request.auth?.employee.id ?? null, staleMs)) {
        request.idempotencyClaim = { companyId, key };
        // The use case's write marks the claim carried out in its own transaction (db/write.ts).
        if (request.actor) request.actor.claim = key;
        return;
      }
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.key, key)));
      // Released (its request failed with a 5xx) between our claim and this read: claim again.
      if (!row) continue;
      if (row.requestHash !== hash) throw new AppError(422, say.keyReused);
      if (row.statusCode !== null) return replay(reply, row.statusCode, row.response);
      // Carried out long ago and never answered: its instance died after the commit. Never again.
      if (row.committedAt && row.createdAt.getTime() < Date.now() - staleMs)
        throw new AppError(409, say.keyDone);
      if (Date.now() >= deadline) throw new AppError(409, row.committedAt ? say.keyDone : say.keyInProgress);
      options.onPause?.();
      await sleep(pause);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claimed = request.idempotencyClaim;
    if (!claimed) return payload;
    request.idempotencyClaim = null;
    const where = and(eq(idempotencyKeys.companyId, claimed.companyId), eq(idempotencyKeys.key, claimed.key));
    if (reply.statusCode >= 500) {
      // The write rolled back: the retry runs. One that committed failed after it: the retry must not.
      const [kept] = await db
        .delete(idempotencyKeys)
        .where(and(where, isNull(idempotencyKeys.committedAt)))
        .returning({ key: idempotencyKeys.key });
      if (!kept)
        await db
          .update(idempotencyKeys)
          .set({ statusCode: 409, response: { error: say.keyDone } })
          .where(where);
    } else {
      await db
        .update(idempotencyKeys)
        .set({ statusCode: reply.statusCode, response: parsedBody(payload) })
        .where(where);
    }
    return payload;
  });
}

/**
 * Claims the key: a new row, or a claim left unanswered longer than `staleMs` (its instance died; its
 * transaction rolled back with it). True when this request now owns the key.
 */
async function claim(
  db: Db,
  companyId: number,
  key: string,
  requestHash: string,
  employeeId: number | null,
  staleMs: number,
): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ companyId, key, requestHash, employeeId })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return true;
  const taken = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        eq(idempotencyKeys.companyId, companyId),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.requestHash, requestHash),
        isNull(idempotencyKeys.statusCode),
        isNull(idempotencyKeys.committedAt),
        lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${staleMs / 1000})`),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

/** The stored answer: its JSON, or null for an empty or non-JSON body. */
function parsedBody(payload: unknown): unknown {
  if (typeof payload !== 'string' || payload === '') return null;
  try {
    return JSON.parse(payload);
  } catch {
    return null;
  }
}

function replay(reply: FastifyReply, statusCode: number, body: unknown): FastifyReply {
  reply.code(statusCode).header(REPLAYED_HEADER, 'true');
  if (body === null) return reply.send();
  // A string is sent as it is: the answer was already serialised by its route's schema the first time.
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** Forgets keys older than 24 h: a sweep (see modules/holds/sweeper.ts). */
export async function purgeIdempotencyKeys(db: Db, now: Date = new Date()): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
