import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { bookings } from '../db/schema.ts';
import { decemberInAlmaty, TEST_PASSWORD } from '../test/factories.ts';
import { createTestApp, login, startWorld, stopWorld, type TestDb } from '../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let companyId: number;
let email: string;
let token: string;
let roomId: number;

const SITE = 'http://127.0.0.1:3000';
const HOSTILE = 'http://127.0.0.1:4000';
const CSRF_REFUSAL = { error: 'Запрос отклонён: он отправлен с чужой страницы' };

let nextDay = 1;
/** A free night for each reservation a test expects to succeed. */
function freeStay() {
  nextDay += 2;
  return { check_in: decemberInAlmaty(nextDay), check_out: decemberInAlmaty(nextDay + 1, 12), room: roomId };
}

beforeAll(async () => {
  const world = await startWorld();
  ({ t, app, companyId } = world);
  email = world.employee.email;
  token = (await login(app, email, TEST_PASSWORD)).token;
  const cat = (
    await world.api.post('/api/v2/categories/', { name: 'Стандарт', category_type: 'room', place_number: 2 })
  ).json();
  roomId = (await world.api.post('/api/v2/categories/rooms/', { name: '101', category: cat.id })).json().id;
});
afterAll(() => stopWorld({ t, app }));

/** A reservation as a browser sends it with the victim's cookie, from the page that `headers` describe. */
const reserveWithCookie = (
  headers: Record<string, string>,
  target = app,
  options: Partial<InjectOptions> = {},
) =>
  target.inject({
    method: 'POST',
    url: '/api/booking/',
    headers: { host: '127.0.0.1:3000', cookie: `session=${token}`, ...headers },
    payload: freeStay(),
    ...options,
  });

describe('cross-site request refusal', () => {
  it.each([
    ['an Origin of another port', { origin: HOSTILE }],
    ['an Origin of another scheme', { origin: 'https://127.0.0.1:3000' }],
    ['an opaque Origin', { origin: 'null' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site', origin: HOSTILE }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a cookie-authenticated write with %s, and writes nothing', async (_, headers) => {
    const before = await t.database.db.$count(bookings);
    const res = await reserveWithCookie(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(CSRF_REFUSAL);
    expect(await t.database.db.$count(bookings)).toBe(before);
  });

  it.each([
    ['text/plain', (body: Record<string, number>) => JSON.stringify(body)],
    [
      'application/x-www-form-urlencoded',
      (body: Record<string, number>) =>
        new URLSearchParams(
          Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
        ).toString(),
    ],
  ])('refuses a hostile %s form, whatever its body', async (contentType, encode) => {
    const before = await t.database.db.$count(bookings);
    const res = await reserveWithCookie(
      { origin: HOSTILE, 'sec-fetch-site': 'same-site', 'content-type': contentType },
      app,
      { payload: encode(freeStay()) },
    );
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.$count(bookings)).toBe(before);
  });

  it.each([
    ['its own Origin', { origin: SITE }],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin', origin: SITE }],
    ['no Origin and no Sec-Fetch-Site (not a browser)', {}],
  ])('lets a cookie-authenticated write from %s through', async (_, headers) => {
    expect((await reserveWithCookie(headers)).statusCode).toBe(201);
  });

  it('lets a bearer-token write through whatever its Origin: a foreign page cannot set that header', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/booking/',
      headers: { authorization: `Bearer ${token}`, origin: HOSTILE, 'sec-fetch-site': 'cross-site' },
      payload: freeStay(),
    });
    expect(res.statusCode).toBe(201);
  });

  it('lets reads through from anywhere', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v2/user/employees/profile/',
      headers: { cookie: `session=${token}`, origin: HOSTILE, 'sec-fetch-site': 'same-site' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a login posted from a foreign page (login CSRF), and accepts one from its own', async () => {
    const loginFrom = (origin: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/auth/login/',
        headers: { host: '127.0.0.1:3000', origin },
        payload: { email, password: TEST_PASSWORD },
      });
    const hostile = await loginFrom(HOSTILE);
    expect(hostile.statusCode).toBe(403);
    expect(hostile.cookies).toEqual([]);
    expect((await loginFrom(SITE)).statusCode).toBe(200);
  });

  it('takes the origin from X-Forwarded-Proto/Host only from a proxy named in TRUST_PROXY', async () => {
    const proxied = {
      origin: 'https://pms.example.kz',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'pms.example.kz',
    };
    expect((await reserveWithCookie(proxied)).statusCode).toBe(403);
    const behindProxy = await createTestApp(t.database, { TRUST_PROXY: '127.0.0.1' });
    expect((await reserveWithCookie(proxied, behindProxy)).statusCode).toBe(201);
    // Only the named proxy is believed: the same headers from another address are the client's own claim.
    expect(
      (await reserveWithCookie(proxied, behindProxy, { remoteAddress: '198.51.100.7' })).statusCode,
    ).toBe(403);
    await behindProxy.close();
  });
});

describe('cross-site WebSocket hijacking', () => {
  let url: string;
  let listening: FastifyInstance;
  beforeAll(async () => {
    listening = await createTestApp(t.database);
    url = (await listening.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  });
  afterAll(() => listening.close());

  /** Opens the company's socket as a browser would, answering the HTTP status or 101 once it opens. */
  function open(origin: string, auth: { cookie?: string; query?: string }): Promise<number> {
    const self = url.replace('ws', 'http');
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${url}/ws/v2/calendar/${companyId}/${auth.query ?? ''}`, {
        origin: origin === 'self' ? self : origin,
        headers: auth.cookie ? { cookie: auth.cookie } : {},
      });
      ws.once('open', () => {
        ws.close();
        resolve(101);
      });
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('error', reject);
    });
  }

  it('refuses a cookie-authenticated upgrade from a foreign Origin', async () => {
    expect(await open(HOSTILE, { cookie: `session=${token}` })).toBe(403);
  });

  it('opens a cookie-authenticated socket from its own Origin, and a ?token= one from anywhere', async () => {
    expect(await open('self', { cookie: `session=${token}` })).toBe(101);
    expect(await open(HOSTILE, { query: `?token=${token}` })).toBe(101);
  });

  it('does not let an empty ?token= pass a cookie off as a token', async () => {
    expect(await open(HOSTILE, { cookie: `session=${token}`, query: '?token=' })).toBe(403);
  });
});
