import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Database, openDatabase } from '../db/client.ts';
import { buildCompany, buildEmployee, TEST_PASSWORD } from '../test/factories.ts';
import { client, createTestApp, createTestDb, login, type TestClient, type TestDb } from '../test/harness.ts';

let t: TestDb;
let appA: FastifyInstance;
let appB: FastifyInstance;
let second: Database;
let urlB: string;
let token: string;
let api: TestClient;
let companyId: number;
let otherToken: string;
let otherCompanyId: number;
let roomId: number;

const day = (d: number, hour = 14) => Date.UTC(2026, 11, d, hour - 5) / 1000;

/** Instance A takes the writes; instance B (a second app on the same database) holds the sockets. */
beforeAll(async () => {
  t = await createTestDb();
  appA = await createTestApp(t.database);
  // On PostgreSQL B has its own pool and LISTEN connection, as a second server process would.
  second = t.url ? openDatabase({ url: t.url }) : t.database;
  appB = await createTestApp(second);
  urlB = (await appB.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  companyId = (await buildCompany(t.database.db)).id;
  const me = await buildEmployee(t.database.db, companyId);
  token = (await login(appA, me.email, TEST_PASSWORD)).token;
  api = client(appA, token);
  otherCompanyId = (await buildCompany(t.database.db)).id;
  otherToken = (await login(appA, (await buildEmployee(t.database.db, otherCompanyId)).email, TEST_PASSWORD))
    .token;
  const cat = (
    await api.post('/api/v2/categories/', { name: 'Стандарт', category_type: 'room', place_number: 2 })
  ).json();
  roomId = (await api.post('/api/v2/categories/rooms/', { name: '101', category: cat.id })).json().id;
});
afterAll(async () => {
  await appB.close();
  if (second !== t.database) await second.close();
  await appA.close();
  await t.dispose();
});

function connect(company: number, tok: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${urlB}/ws/v2/calendar/${company}/?token=${tok}`);
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

function nextMessage(ws: WebSocket, ms = 5000): Promise<{ booking: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no message')), ms);
    ws.once('message', (data) => {
      clearTimeout(timer);
      resolve(JSON.parse(String(data)));
    });
  });
}

describe('live calendar', () => {
  it('refuses a socket without a session or for a foreign company', async () => {
    await expect(connect(companyId, 'forged')).rejects.toThrow('HTTP 401');
    await expect(connect(companyId, otherToken)).rejects.toThrow('HTTP 403');
  });

  it('delivers a reservation made through one instance to a client of the other, and nothing to another company', async () => {
    const mine = await connect(companyId, token);
    const theirs = await connect(otherCompanyId, otherToken);
    const leaked: unknown[] = [];
    theirs.on('message', (m) => leaked.push(String(m)));
    await expect.poll(() => appB.calendarHub.count(companyId)).toBe(1);

    const received = nextMessage(mine);
    const res = await api.post('/api/booking/', { check_in: day(1), check_out: day(3, 12), room: roomId });
    expect(res.statusCode).toBe(201);
    const { booking } = await received;
    expect(booking).toMatchObject({
      id: res.json().id,
      kind: 'booking',
      status: 'new',
      room_id: roomId,
      category_id: expect.any(Number),
      check_in: day(1),
      check_out: day(3, 12),
    });

    const removed = nextMessage(mine);
    await api.delete(`/api/v2/booking/${booking.id}/permanent/`);
    expect((await removed).booking).toMatchObject({ id: booking.id, status: 'deleted' });

    const repaired = nextMessage(mine);
    const repair = await api.post('/api/v2/categories/room-repair/', {
      check_in: day(5),
      check_out: day(6, 12),
      room: roomId,
    });
    expect((await repaired).booking).toMatchObject({
      id: repair.json().id,
      kind: 'repair',
      status: 'repair',
    });

    // A refused (409) reserve changed nothing, so it announces nothing.
    const silent = nextMessage(mine, 700);
    expect(
      (await api.post('/api/booking/', { check_in: day(5), check_out: day(6, 12), room: roomId })).statusCode,
    ).toBe(409);
    await expect(silent).rejects.toThrow('no message');

    expect(leaked).toEqual([]);
    mine.close();
    theirs.close();
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'asks every socket to resync (close 1012) once a lost LISTEN connection is back, and delivers again',
    async () => {
      const ws = await connect(companyId, token);
      const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
      await t.database.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = 'LISTEN "pms_calendar"'`);
      expect(await closed).toBe(1012);

      const again = await connect(companyId, token);
      const received = nextMessage(again);
      const res = await api.post('/api/booking/', { check_in: day(8), check_out: day(9, 12), room: roomId });
      expect((await received).booking).toMatchObject({ id: res.json().id, status: 'new' });
      again.close();
    },
  );
});
