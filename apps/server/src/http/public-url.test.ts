/**
 * Links the server writes into its answers (a document's `ticket`) point at PUBLIC_URL, or at the host a
 * proxy named in TRUST_PROXY forwarded; never at the Host header a client chose.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBooking, buildCategory, buildRoom, TEST_PASSWORD } from '../test/factories.ts';
import { createTestApp, login, startWorld, stopWorld, type TestDb } from '../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let email: string;
let bookingId: number;

beforeAll(async () => {
  let companyId: number;
  let employee: { email: string };
  ({ t, app, companyId, employee } = await startWorld());
  email = employee.email;
  const db = t.database.db;
  const room = await buildRoom(db, companyId, (await buildCategory(db, companyId)).id, '101');
  bookingId = (await buildBooking(db, room)).id;
});
afterAll(() => stopWorld({ t, app }));

/** The booking's 'Скачать PDF' link as `on` answers it to a request with these headers. */
async function ticket(on: FastifyInstance, headers: Record<string, string>) {
  const { token } = await login(on, email, TEST_PASSWORD);
  const res = await on.inject({
    method: 'GET',
    url: `/api/v2/booking/${bookingId}/ticket/`,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ticket as string;
}

const forged = { host: 'attacker.example:8080', 'x-forwarded-host': 'attacker.example:8080' };

describe('document links', () => {
  it('ignore the Host header: without PUBLIC_URL they point at this server on 127.0.0.1 and PORT', async () => {
    const onPort = await createTestApp(t.database, { PORT: '3456' });
    try {
      const url = await ticket(onPort, forged);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3456\/api\/v2\/documents\/[\w-]+\/$/);
      expect(url).not.toContain('attacker');
    } finally {
      await onPort.close();
    }
  });

  it('start with PUBLIC_URL when it is set, whatever the headers say', async () => {
    const configured = await createTestApp(t.database, {
      PUBLIC_URL: 'https://pms.example.kz/',
      TRUST_PROXY: '127.0.0.1',
    });
    try {
      const url = await ticket(configured, { ...forged, 'x-forwarded-proto': 'http' });
      expect(url).toMatch(/^https:\/\/pms\.example\.kz\/api\/v2\/documents\/[\w-]+\/$/);
    } finally {
      await configured.close();
    }
  });

  it('take the forwarded host only from a proxy named in TRUST_PROXY', async () => {
    const proxied = { 'x-forwarded-host': 'pms.example.kz', 'x-forwarded-proto': 'https' };
    const behindProxy = await createTestApp(t.database, { TRUST_PROXY: '127.0.0.1' });
    const otherProxy = await createTestApp(t.database, { TRUST_PROXY: '10.0.0.1', PORT: '3456' });
    try {
      // app.inject() comes from 127.0.0.1: the proxy in the first setting, a stranger to the second.
      expect(await ticket(behindProxy, proxied)).toMatch(/^https:\/\/pms\.example\.kz\/api\/v2\/documents\//);
      const url = await ticket(otherProxy, { ...proxied, host: 'attacker.example:8080' });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3456\/api\/v2\/documents\//);
    } finally {
      await behindProxy.close();
      await otherProxy.close();
    }
  });
});
