/**
 * One error shape for every failure: `{error, field?}` with a Russian sentence for staff.
 * Services throw AppError; the handler below turns everything else into the same shape.
 */
import { bodyTooLarge, messages } from '@pms/domain';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    /** More facts for the client beside the sentence (a sale that no longer fits: its tariff and places left). */
    readonly details?: Record<string, string | number>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new AppError(400, message, field);
/** A body over its route's limit (body-limits.ts). */
export const tooLarge = (message: string, field?: string) => new AppError(413, message, field);
export const notFound = (message: string = messages.notFound) => new AppError(404, message);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The 413's sentence and field when this route's body is too large (body-limits.ts). */
    tooLarge?: { message: string; field?: string };
  }
}

/** Fastify's default bodyLimit; the routes that take more (uploads) declare their own. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** The 413 of a request whose body is over its route's limit: what is too large, and the limit. */
export function tooLargeError(request: FastifyRequest): AppError {
  const own = request.routeOptions.config?.tooLarge;
  if (own) return tooLarge(own.message, own.field);
  return tooLarge(bodyTooLarge(request.routeOptions.bodyLimit ?? DEFAULT_BODY_LIMIT));
}

/** Throws a domain rule's refusal (status, Russian message, field), if there is one. */
export function refuse(refusal: { status: number; message: string; field?: string } | null): void {
  if (refusal) throw new AppError(refusal.status, refusal.message, refusal.field);
}

export interface ErrorBody {
  error: string;
  field?: string;
}

/** PostgreSQL SQLSTATE of a unique, foreign-key, exclusion and check violation. */
export const PG_UNIQUE = '23505';
export const PG_FOREIGN_KEY = '23503';
export const PG_EXCLUSION = '23P01';
export const PG_CHECK = '23514';
/** leisure_catalogue_changed (migration 0038): a sale's tariffs or prices changed since they were read. */
export const PG_LEISURE_CATALOGUE_CHANGED = 'PMS01';

/** The SQLSTATE of a database error, looking through Drizzle's wrapper (`cause`). */
export function pgCode(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

function fieldOf(instancePath: string): string | undefined {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field || undefined;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      // A body over the limit (body-limits.ts): its rest is not wanted, so the connection is not kept.
      if (err.status === 413) reply.header('connection', 'close');
      const body: ErrorBody = { ...err.details, error: err.message };
      if (err.field) body.field = err.field;
      return reply.code(err.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const body: ErrorBody = { error: first?.message ?? messages.badRequest };
      let field = first && fieldOf(first.instancePath);
      // A strict schema's unknown member: named with its whole path (requisites.sitee), in Russian.
      const unknown =
        first?.keyword === 'unrecognized_keys' && (first.params.keys as string[] | undefined)?.[0];
      if (unknown) {
        field = field ? `${field}.${unknown}` : unknown;
        body.error = `${messages.unknownField}: ${field}`;
      }
      if (field) body.field = field;
      return reply.code(400).send(body);
    }
    if (err.statusCode === 429) return reply.code(429).send({ error: messages.tooManyLogins });
    if (err.statusCode === 413) {
      // Fastify's own count of a body without a declared length went over the limit.
      const { message, field } = tooLargeError(request);
      return reply
        .code(413)
        .header('connection', 'close')
        .send(field ? { error: message, field } : { error: message });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Fastify's own 4xx (malformed JSON, wrong content type, body too large): keep the status.
      request.log.info({ err }, 'client error');
      return reply.code(err.statusCode).send({ error: messages.badRequest });
    }
    if (pgCode(err)?.startsWith('22')) {
      // A data exception (a value PostgreSQL cannot store: out of range, bad encoding) is bad input that a
      // schema let through. Still the client's 400, but logged as the validation gap it is.
      request.log.error({ err }, 'data exception: a schema let bad input through');
      return reply.code(400).send({ error: messages.badRequest });
    }
    if (isDatabaseUnavailable(err)) {
      // Not this request's fault and worth a retry: the database is down, silent or overloaded.
      request.log.warn({ err }, 'database unavailable');
      return reply.code(503).send({ error: messages.databaseUnavailable });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: messages.serverError });
  });
}

/** The constraint a database error names (e.g. a unique index), looking through Drizzle's wrapper. */
export function pgConstraint(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
  }
  return undefined;
}

/**
 * Runs a write and turns a unique violation of one of `byConstraint`'s indexes into a 400 on its field:
 * the database, not a prior SELECT, decides when two clerks race to the same name.
 */
export async function uniqueAs<T>(
  write: () => Promise<T>,
  byConstraint: Record<string, { message: string; field: string }>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const hit = pgCode(err) === PG_UNIQUE ? byConstraint[pgConstraint(err) ?? ''] : undefined;
    if (hit) throw badRequest(hit.message, hit.field);
    throw err;
  }
}
