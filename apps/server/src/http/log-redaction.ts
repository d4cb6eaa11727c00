/**
 * What the logs must never keep: session tokens (the socket's ?token=, the Authorization and Cookie
 * headers, a Set-Cookie) and the values of a failed query. Drizzle wraps a database error with the SQL,
 * its parameters and a message that repeats them ("params: …"); the parameters are whatever was written —
 * password hashes, guests' documents. PostgreSQL's `detail` can quote the row back ("Failing row contains
 * (…)"). The SQL text, the SQLSTATE and PostgreSQL's message stay: they are what one debugs with.
 */
import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/** A URL with the value of every `token` query parameter replaced. */
export function maskUrlToken(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, `$1${REDACTED}`);
}

/** A copy of an error and its causes without query parameters and quoted rows. */
function withoutValues(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error) || depth > 5) return err;
  const copy = Object.assign(Object.create(Object.getPrototypeOf(err)), err) as Error &
    Record<string, unknown>;
  // Drizzle's message is `Failed query: <sql>\nparams: <values>`; the SQL part stays.
  const message = err.message.startsWith('Failed query: ')
    ? err.message.split('\nparams: ')[0]!
    : err.message;
  copy.message = message;
  copy.stack = err.stack?.replace(err.message, message);
  delete copy.params;
  delete copy.detail;
  if (err.cause !== undefined) copy.cause = withoutValues(err.cause, depth + 1);
  return copy;
}

type LogMethod = (...args: unknown[]) => void;

export const logRedaction = {
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: maskUrlToken(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
  },
  hooks: {
    /** Cleans an error before pino's own serializer sees it: `log.error({ err })` or `log.error(err)`. */
    logMethod(this: unknown, args: unknown[], method: LogMethod) {
      const [first] = args;
      if (first instanceof Error) args[0] = withoutValues(first);
      else if (first && typeof first === 'object' && 'err' in first) {
        args[0] = { ...first, err: withoutValues((first as { err: unknown }).err) };
      }
      method.apply(this, args);
    },
  },
  // For anything that logs headers itself; the serializers above never do.
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'headers.authorization',
      'headers.cookie',
      'res.headers["set-cookie"]',
    ],
    censor: REDACTED,
  },
};
