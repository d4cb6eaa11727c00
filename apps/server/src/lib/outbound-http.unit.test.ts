import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowedHosts } from './outbound-destination.ts';
import { OutboundError, type OutboundPolicy, outboundRequest } from './outbound-http.ts';

/** A loopback server whose routes each show one way an answer can go. */
let server: http.Server;
let base: string;
const hung = new Set<http.ServerResponse>();
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      if (req.url === '/feed') return res.end('BEGIN:VCALENDAR');
      if (req.url === '/echo') return res.end(`${req.method} ${req.headers['x-sign']} ${body}`);
      if (req.url === '/big-declared') {
        res.setHeader('content-length', '5000');
        return res.end('x'.repeat(5000));
      }
      if (req.url === '/big-streamed') {
        res.write('x'.repeat(600));
        res.write('x'.repeat(600));
        return res.end();
      }
      if (req.url === '/hang') return hung.add(res);
      if (req.url === '/to-feed') return res.writeHead(302, { location: '/feed' }).end();
      if (req.url === '/to-private') return res.writeHead(302, { location: 'http://10.1.2.3/feed' }).end();
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const res of hung) res.destroy();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const loopback: OutboundPolicy = {
  allowed: parseAllowedHosts('127.0.0.1'),
  timeoutMs: 5_000,
  maxBytes: 1_000,
};
const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'answered',
    (e: unknown) => (e instanceof OutboundError ? e.kind : `other: ${(e as Error).message}`),
  );

describe('outboundRequest', () => {
  it('reads an allowed host and sends what it is given', async () => {
    expect((await outboundRequest(`${base}/feed`, loopback)).body.toString()).toBe('BEGIN:VCALENDAR');
    const echo = await outboundRequest(`${base}/echo`, loopback, {
      method: 'POST',
      headers: { 'x-sign': 'v1,abc' },
      body: '{"a":1}',
    });
    expect([echo.status, echo.body.toString()]).toEqual([200, 'POST v1,abc {"a":1}']);
  });

  it.each([
    ['loopback when the list is unset', null, `/feed`, 'refused'],
    ['an address outside the list', parseAllowedHosts('10.0.0.0/8'), `/feed`, 'refused'],
  ])('refuses %s', async (_name, allowed, path, kind) => {
    expect(await failure(outboundRequest(`${base}${path}`, { ...loopback, allowed }))).toBe(kind);
  });

  it.each([
    ['another scheme', 'file:///etc/passwd'],
    ['credentials in the address', 'http://user:pw@127.0.0.1/feed'],
    ['not an address', 'календарь'],
  ])('refuses %s before connecting', async (_name, url) => {
    expect(await failure(outboundRequest(url, loopback))).toBe('bad_url');
  });

  it('stops an answer longer than the limit, declared or streamed', async () => {
    expect(await failure(outboundRequest(`${base}/big-declared`, loopback))).toBe('too_large');
    expect(await failure(outboundRequest(`${base}/big-streamed`, loopback))).toBe('too_large');
  });

  it('gives up on a server that never answers', async () => {
    expect(await failure(outboundRequest(`${base}/hang`, { ...loopback, timeoutMs: 150 }))).toBe('timeout');
  });

  it('follows a redirect only when asked, and checks where it leads', async () => {
    expect((await outboundRequest(`${base}/to-feed`, loopback)).status).toBe(302);
    const followed = await outboundRequest(`${base}/to-feed`, loopback, { maxRedirects: 2 });
    expect([followed.status, followed.body.toString(), followed.url]).toEqual([
      200,
      'BEGIN:VCALENDAR',
      `${base}/feed`,
    ]);
    expect(await failure(outboundRequest(`${base}/to-private`, loopback, { maxRedirects: 2 }))).toBe(
      'refused',
    );
  });
});
