import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDb, type TestDb } from '../test/harness.ts';

// The web app as the build leaves it: hashed assets with their .br and .gz copies
// (apps/web/scripts/compress.mjs), and the build's manifest under .vite.
let t: TestDb;
let app: FastifyInstance;
let webDist: string;
const script = `export const screen = '${'календарь '.repeat(200)}';\n`;

beforeAll(async () => {
  t = await createTestDb();
  webDist = mkdtempSync(path.join(tmpdir(), 'pms-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>PMS</title>');
  writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), script);
  writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js.gz'), gzipSync(script));
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{}');
  app = await createTestApp(t.database, { WEB_DIST: webDist });
});
afterAll(async () => {
  await app.close();
  await t.dispose();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the web app’s files', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
  ])('a browser that accepts %s gets the copy compressed ahead (%s)', async (accepted, encoding) => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': accepted },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('a client that accepts no encoding gets the file as built', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('the page itself is never cached, so a new build is picked up at once', async () => {
    const res = await app.inject({ method: 'GET', url: '/bookings' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('the build’s manifest is not served', async () => {
    const res = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
  });
});
