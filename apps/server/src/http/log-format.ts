/**
 * How the server's log reads (issue 30). In development a person watches it: one short human line per
 * event (pino-pretty, in the process, no worker thread) and no line per request unless LOG_LEVEL=debug.
 * In production, or with LOG_FORMAT=json, a log collector reads it: pino's JSON, with Fastify's
 * 'incoming request' / 'request completed' pair for every request, as before.
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config.ts';
import { maskUrlToken } from './log-redaction.ts';

export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT when set, else JSON in production and the human form everywhere else. */
export function logFormatOf(config: Pick<Config, 'LOG_FORMAT' | 'NODE_ENV'>): LogFormat {
  return config.LOG_FORMAT ?? (config.NODE_ENV === 'production' ? 'json' : 'pretty');
}

/** The stream a human reads: time, level and message on one line, colours only on a terminal. */
export function prettyLogStream(destination: NodeJS.WritableStream = process.stdout) {
  return pretty({
    destination,
    sync: true,
    colorize: 'isTTY' in destination && Boolean(destination.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
  });
}

/**
 * Fastify's request lines for a person: nothing when a request comes in, and when it is answered one
 * line at debug (`GET /api/v2/bookings/ 200 12 ms`), or at error when it failed. Fastify's other lines
 * (a 5xx from its error handler, a stream error) stay as they are.
 */
export class HumanRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = `${request.method} ${maskUrlToken(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.debug(line);
  }
}
