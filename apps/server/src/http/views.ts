/** Zod shapes of what the API answers, for the OpenAPI document and the response serializer. */

import { idSchema } from '@pms/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

export const errorView = z.object({ error: z.string(), field: z.string().optional() });

/**
 * A 400 of a route that sells a stay (reserve, save, group save, move): `code: 'restriction'` when the
 * refusal is a rate plan's restriction the stay breaks, which those who may can override with a reason.
 */
export const saleRefusalView = errorView.extend({ code: z.enum(['restriction']).optional() });

export const okView = z.object({ ok: z.literal(true) });

/** Standard error answers a route may give, so the OpenAPI document lists them. */
export const errorResponses = {
  400: errorView,
  401: errorView,
  403: errorView,
  404: errorView,
  409: errorView,
} as const;

/**
 * A file's bytes: `type: string, format: binary` in the document; a Buffer to the handler's types, which
 * Fastify sends as it is (a Buffer is never passed to the serializer).
 */
const fileBytes = z.string().meta({ format: 'binary' }) as unknown as z.ZodType<Buffer>;

/**
 * A download's answers: the file under one of these content types (a media range, 'any type', when it
 * is whatever the file is, like a mail attachment), or the usual `{error, field?}` JSON.
 */
export const fileResponses = (...contentTypes: string[]) => ({
  200: { content: Object.fromEntries(contentTypes.map((type) => [type, { schema: fileBytes }])) },
  ...errorResponses,
});

/** A path's `{id}`: digits only, within PostgreSQL's integer ('0x1', '1e0' or ' 1' are not booking 1). */
export const idParams = z.object({ id: idSchema });

/** Instants leave the API as unix seconds. */
export const unixSeconds = (d: Date) => Math.floor(d.getTime() / 1000);
/** …and come back into the database as dates. */
export const fromUnixSeconds = (s: number) => new Date(s * 1000);

/**
 * Sends JSON already serialised by the route (a large answer its schema documents but zod need not
 * re-validate cell by cell: the calendar, the price grid). The typed reply only knows the object shape.
 */
export const sendSerialized = (reply: FastifyReply, body: string | Buffer) =>
  reply.type('application/json; charset=utf-8').send(body);
