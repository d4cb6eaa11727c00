/**
 * A body larger than its route takes is refused with 413 and a Russian sentence saying what is too large
 * and the limit, before a byte of it is read where that can be known:
 * - a client that sends `Expect: 100-continue` is asked for the body only once the route is known and
 *   its declared Content-Length fits (Node's default answers `100 Continue` to everything before any
 *   route is found, and the body then came anyway only to be cut off by a reset);
 * - a declared Content-Length over the limit is refused at once and the connection closed, so an
 *   attacker cannot make the server read gigabytes for nothing;
 * - a body without a declared length is counted as it arrives (Fastify's own parsers, upload.ts).
 * A route's limit is Fastify's `bodyLimit` (1 МБ unless the route says otherwise); a route may name its
 * own sentence for it (`config.tooLarge`, the uploads: 'Изображение больше 5 МБ').
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_BODY_LIMIT, tooLargeError } from './errors.ts';

export function registerBodyLimits(app: FastifyInstance): void {
  // With a listener Node leaves `100 Continue` to us (writeContinue below); the request goes on as usual.
  app.server.on('checkContinue', (req, res) => app.server.emit('request', req, res));

  // preParsing: the route and its limit are known, the body is not read yet.
  app.addHook('preParsing', async (request, reply, payload) => {
    const declared = Number(request.headers['content-length']);
    const limit = request.routeOptions.bodyLimit ?? DEFAULT_BODY_LIMIT;
    if (Number.isFinite(declared) && declared > limit) {
      // The answer closes the connection (errors.ts), sparing the rest; a client that waited for
      // `100 Continue` never sends it.
      throw tooLargeError(request);
    }
    if (/100-continue/i.test(request.headers.expect ?? '') && !reply.raw.headersSent) {
      reply.raw.writeContinue?.();
    }
    return payload;
  });
}
