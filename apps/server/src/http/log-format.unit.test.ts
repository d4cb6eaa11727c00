/**
 * Issue 30: the log a newcomer reads. In development it is short human lines and no line per request
 * unless LOG_LEVEL=debug (then one, its token masked); JSON in production or with LOG_FORMAT=json.
 */
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { HumanRequestLog, logFormatOf, prettyLogStream } from './log-format.ts';
import { logRedaction } from './log-redaction.ts';

describe('logFormatOf', () => {
  it.each([
    [{ NODE_ENV: 'development', LOG_FORMAT: undefined }, 'pretty'],
    [{ NODE_ENV: 'test', LOG_FORMAT: undefined }, 'pretty'],
    [{ NODE_ENV: 'production', LOG_FORMAT: undefined }, 'json'],
    [{ NODE_ENV: 'development', LOG_FORMAT: 'json' }, 'json'],
    [{ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }, 'pretty'],
  ] as const)('%o → %s', (config, format) => {
    expect(logFormatOf(config)).toBe(format);
  });
});

/** A server logging through the human stream at `level`, and what it wrote once it answered. */
async function humanLog(level: 'info' | 'debug', url: string) {
  const out = new PassThrough();
  let written = '';
  out.on('data', (chunk) => (written += chunk));
  const app = Fastify({
    logger: { level, ...logRedaction, stream: prettyLogStream(out) },
    logController: new HumanRequestLog(),
  });
  app.get('/api/v2/things/', async (request) => {
    request.log.info('a thing was read');
    return { ok: true };
  });
  const res = await app.inject({ method: 'GET', url });
  await app.close();
  return { status: res.statusCode, lines: written.trim().split('\n') };
}

describe('the human log', () => {
  it('at info, prints what the code says and nothing per request', async () => {
    const { status, lines } = await humanLog('info', '/api/v2/things/');
    expect(status).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: a thing was read$/);
  });

  it('at debug, adds one line per answered request, with its token masked', async () => {
    const { lines } = await humanLog('debug', '/api/v2/things/?token=secret-value');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^\[\d\d:\d\d:\d\d\] DEBUG: GET \/api\/v2\/things\/\?token=\[redacted\] 200 \d+ ms$/,
    );
    expect(lines.join('\n')).not.toContain('secret-value');
    expect(lines.join('\n')).not.toContain('incoming request');
  });
});
