import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDb, type TestDb } from '../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  t = await createTestDb();
  webDist = mkdtempSync(path.join(tmpdir(), 'pms-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>PMS</title>');
  app = await createTestApp(t.database, { WEB_DIST: webDist });
});
afterAll(async () => {
  await app.close();
  await t.dispose();
  rmSync(webDist, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Record<string, string> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
  );
}

describe('security headers', () => {
  it.each(['/', '/calendar', '/api/health/'])(
    '%s forbids framing, sniffing, referrers and foreign code',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      const csp = directives(res.headers['content-security-policy']);
      expect(csp).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'connect-src': "'self'",
        'object-src': "'none'",
        'frame-ancestors': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
      });
      // The PMS is often reached over plain HTTP on a LAN address, where upgrading requests would break it.
      expect(csp).not.toHaveProperty('upgrade-insecure-requests');
    },
  );

  it('gives the API documentation a policy its page can run under', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(directives(res.headers['content-security-policy'])).toHaveProperty('script-src');
  });
});
