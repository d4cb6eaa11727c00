/**
 * A PostgreSQL that stops answering without a reset (a network that drops packets): requests and the
 * health check answer 503 within seconds, and once the network is back every pool slot works again.
 */
import { messages } from '@pms/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCategory, buildCompany, buildEmployee, buildRoom, TEST_PASSWORD } from '../test/factories.ts';
import { client, createTestApp, login, type TestClient, testConfig } from '../test/harness.ts';
import { type SilentProxy, startSilentProxy } from '../test/silent-proxy.ts';
import { type Database, databaseTimeouts, openDatabase } from './client.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { createScratchDatabase } from './scratch-database.ts';

const POOL_SIZE = 10;
const env = {
  DB_CONNECT_TIMEOUT_MS: '1000',
  DB_QUERY_TIMEOUT_MS: '1500',
  DB_STATEMENT_TIMEOUT_MS: '1000',
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '3000',
  DB_KEEPALIVE_DELAY_MS: '1000',
};

describe('which errors mean the database is unavailable', () => {
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
  it.each([
    ['a query read timeout', new Error('Query read timeout')],
    ['a connect timeout', new Error('Connection terminated due to connection timeout')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }),
    ],
    ['a reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['an administrator shutdown', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    [
      'a server starting up',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    ['a connection failure', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a statement timeout', Object.assign(new Error('canceling statement'), { code: '57014' })],
  ])('%s, also inside a query error', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(err))).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['an exclusion violation', Object.assign(new Error('conflicting key'), { code: '23P01' })],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a bug', new TypeError('x is undefined')],
  ])('not %s', (_name, err) => {
    expect(isDatabaseUnavailable(wrapped(err))).toBe(false);
  });
});

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('a PostgreSQL that stops answering', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let proxy: SilentProxy;
  let database: Database;
  let app: FastifyInstance;
  let api: TestClient;
  let roomId: number;
  let day = 0;
  const book = () =>
    api.post('/api/booking/', {
      check_in: Date.UTC(2027, 0, 1) / 1000 + ++day * 86_400,
      check_out: Date.UTC(2027, 0, 1) / 1000 + day * 86_400 + 43_200,
      room: roomId,
    });
  const timed = async <T>(work: () => Promise<T>) => {
    const started = Date.now();
    const result = await work();
    return { result, ms: Date.now() - started };
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(url!, 'pms_test');
    const direct = openDatabase({ url: scratch.url });
    await direct.migrate();
    await direct.close();
    const target = new URL(scratch.url);
    proxy = await startSilentProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(scratch.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    database = openDatabase({ url: viaProxy.toString(), timeouts: databaseTimeouts(testConfig(env)) });
    app = await createTestApp(database, env);
    const company = await buildCompany(database.db);
    const employee = await buildEmployee(database.db, company.id);
    roomId = (await buildRoom(database.db, company.id, (await buildCategory(database.db, company.id)).id)).id;
    api = client(app, (await login(app, employee.email, TEST_PASSWORD)).token, company.id);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await scratch?.drop();
  });

  it('answers 503 within seconds to a request and to the health check, then recovers every pool slot', async () => {
    // Every slot holds an open connection when the network goes quiet.
    await Promise.all(
      Array.from({ length: POOL_SIZE }, () => database.db.execute(sql`select pg_sleep(0.05)`)),
    );
    expect((await book()).statusCode).toBe(201);
    proxy.silence();

    const request = await timed(() => api.get('/api/v2/main/today/'));
    expect(request.result.statusCode).toBe(503);
    expect(request.result.json()).toEqual({ error: messages.databaseUnavailable });
    expect(request.ms).toBeLessThan(4000);

    const health = await timed(() => app.inject({ method: 'GET', url: '/api/health/' }));
    expect(health.result.statusCode).toBe(503);
    expect(health.result.json()).toEqual({ error: messages.databaseUnavailable });
    expect(health.ms).toBeLessThan(4000);

    // More transactions than slots: each one that got a silent connection must give its slot back.
    const during = await timed(() =>
      Promise.allSettled(
        Array.from({ length: POOL_SIZE + 3 }, () =>
          database.db.transaction((tx) => tx.execute(sql`select 1`)),
        ),
      ),
    );
    expect(during.result.map((r) => r.status)).toEqual(Array(POOL_SIZE + 3).fill('rejected'));
    for (const r of during.result)
      expect(isDatabaseUnavailable((r as PromiseRejectedResult).reason)).toBe(true);
    expect(during.ms).toBeLessThan(5000);
    const writes = await Promise.all(Array.from({ length: 3 }, book));
    expect(writes.map((r) => r.statusCode)).toEqual([503, 503, 503]);

    proxy.resume();
    // Every slot serves again at once: ten half-second transactions side by side take about half a second.
    const parallel = await timed(() =>
      Promise.all(
        Array.from({ length: POOL_SIZE }, () =>
          database.db.transaction((tx) => tx.execute(sql`select pg_sleep(0.5)`)),
        ),
      ),
    );
    expect(parallel.ms).toBeLessThan(1200);
    const requests = await Promise.all(
      Array.from({ length: POOL_SIZE + 3 }, () => api.get('/api/v2/main/today/')),
    );
    expect(requests.map((r) => r.statusCode)).toEqual(Array(POOL_SIZE + 3).fill(200));
    expect((await book()).statusCode).toBe(201);
    expect((await app.inject({ method: 'GET', url: '/api/health/' })).json()).toEqual({
      status: 'ok',
      database: 'postgres',
    });
    // No connection is left checked out by a request that failed.
    expect(database.pool!.totalCount - database.pool!.idleCount).toBe(0);
  });

  it('has the server end a statement that runs past DB_STATEMENT_TIMEOUT_MS', async () => {
    const err = await database.db.execute(sql`select pg_sleep(5)`).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect((await api.get('/api/v2/main/today/')).statusCode).toBe(200);
  });
});
