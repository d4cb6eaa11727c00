/**
 * Errors that say the database is out of reach (down, silent, restarting, overloaded) rather than that
 * the request is wrong: the server answers them 503, and start-up gives up with one line.
 */

/** Node's socket errors when the database's host cannot be reached or drops the connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception), shutting down or starting
 * up (57P01-57P03), too many connections (53300), and a statement ended by statement_timeout (57014):
 * with the timeout set far above any query this application makes, that means the server is stalled.
 */
function unavailableSqlState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '57014'].includes(code);
}

/** The `pg` driver's and pool's own errors, which carry no code. */
const DRIVER_MESSAGES = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** Whether `err`, or any error it wraps (`cause`, as Drizzle's query errors do), means the database is unreachable. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || unavailableSqlState(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.startsWith(m))) return true;
  }
  return false;
}

/** The driver's reason in one line: the first message past Drizzle's "Failed query: …" wrapper. */
export function reasonOf(err: unknown): string {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { message, code, errors } = e as { message?: unknown; code?: unknown; errors?: unknown };
    // Node reports a host with several addresses as an AggregateError with an empty message.
    if (message === '' && Array.isArray(errors) && errors.length) return reasonOf(errors[0]);
    if (typeof message === 'string' && message && !message.startsWith('Failed query'))
      return message.split('\n')[0]!;
    if (message === '' && typeof code === 'string') return code;
  }
  return String(err).split('\n')[0]!;
}
