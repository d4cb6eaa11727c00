/**
 * Test harness: a real, freshly migrated database per test file (in-memory PGlite by default, a new
 * PostgreSQL database when DATABASE_URL is set), copied from the one that global-setup.ts migrated, and
 * an app over it driven through app.inject().
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';
import { AppError } from '../http/errors.ts';
import { buildCompany, buildEmployee, TEST_PASSWORD } from './factories.ts';

export interface TestDb {
  database: Database;
  /** The PostgreSQL URL of the test database (undefined on PGlite), for a second app instance. */
  url?: string;
  dispose(): Promise<void>;
}

let templateBlob: { file: string; blob: Blob } | undefined;

/**
 * The migrated data directory that the global set-up saved (PMS_PGLITE_TEMPLATE), read once per worker:
 * it is about 44 MB, and a Blob is never changed by the databases loaded from it.
 */
function pgliteTemplate(): Blob | undefined {
  const file = process.env.PMS_PGLITE_TEMPLATE;
  if (!file) return undefined;
  if (templateBlob?.file !== file) templateBlob = { file, blob: new Blob([readFileSync(file)]) };
  return templateBlob.blob;
}

/** A throwaway database; on PostgreSQL a new database named pms_test_<random> on DATABASE_URL's server. */
export async function createTestDb(): Promise<TestDb> {
  if (process.env.PMS_TEST_NO_DATABASE)
    throw new Error(
      'a *.unit.test.ts file runs once, without a database: rename it to *.test.ts to run it on both',
    );
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = openDatabase({ dataDir: null, template: pgliteTemplate() });
    await database.migrate();
    return { database, dispose: () => database.close() };
  }
  const scratch = await createScratchDatabase(url, 'pms_test', process.env.PMS_PG_TEMPLATE);
  const database = openDatabase({ url: scratch.url });
  await database.migrate(); // nothing left to apply on a copy of the template; the whole run without one
  return {
    database,
    url: scratch.url,
    async dispose() {
      await database.close();
      await scratch.drop();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT: '1000',
    SEED_DEMO: '0',
    SWEEP_INTERVAL_SECONDS: '0',
    SFTP_NIGHTLY: 'off',
    // The test SFTP servers listen on 127.0.0.1, which is refused unless listed; and tests check often.
    OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
    SFTP_CHECK_LIMIT: '1000',
    WEB_DIST: '/nonexistent',
    ...overrides,
  });
}

export async function createTestApp(database: Database, env: Record<string, string> = {}) {
  const app = await buildApp({ config: testConfig(env), database });
  // Logs are silent in tests; an unexpected 500 still shows its cause in the test's output.
  app.addHook('onError', async (request, _reply, err) => {
    const status =
      err instanceof AppError ? err.status : ((err as { statusCode?: number }).statusCode ?? 500);
    if (status >= 500) console.error(`${request.method} ${request.url} → ${status}:`, err);
  });
  await app.ready();
  return app;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A signed-in client: every call carries the bearer token and, when given, the company header. */
export function client(app: FastifyInstance, token: string, companyId?: number) {
  const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method,
      url,
      payload: payload as Record<string, unknown> | undefined,
      headers: {
        authorization: `Bearer ${token}`,
        ...(companyId ? { 'x-company-id': String(companyId) } : {}),
        ...headers,
      },
    });
  return {
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, body?: unknown) => call('POST', url, body ?? {}),
    put: (url: string, body: unknown) => call('PUT', url, body),
    patch: (url: string, body: unknown) => call('PATCH', url, body),
    delete: (url: string, body?: unknown) => call('DELETE', url, body),
  };
}
export type TestClient = ReturnType<typeof client>;

/** Reserves `room` for a group (its first room makes the parent); answers the new booking's id. */
export async function reserveInGroup(
  api: TestClient,
  stay: { room: number; check_in: number; check_out: number },
  groupParent?: number,
) {
  const res = await api.post('/api/booking/', {
    ...stay,
    is_group: true,
    ...(groupParent ? { group_parent: groupParent } : {}),
  });
  return res.json().id as number;
}

export async function login(app: FastifyInstance, email: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/v2/auth/login/', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json() as { token: string; company_id: number | null };
}

/** A database, an app over it, and one signed-in employee of one company: what most tests start from. */
export async function startWorld(opts: { companyName?: string } = {}) {
  const t = await createTestDb();
  const app = await createTestApp(t.database);
  const company = await buildCompany(t.database.db, opts.companyName ? { name: opts.companyName } : {});
  const employee = await buildEmployee(t.database.db, company.id);
  const api = client(app, (await login(app, employee.email, TEST_PASSWORD)).token);
  return { t, app, api, companyId: company.id, employee };
}

/** An employee of another company, signed in: what tenancy tests try to reach our records with. */
export async function signInElsewhere(t: TestDb, app: FastifyInstance, companyName = 'Чужой отель') {
  const company = await buildCompany(t.database.db, { name: companyName });
  const employee = await buildEmployee(t.database.db, company.id);
  const { token } = await login(app, employee.email, TEST_PASSWORD);
  return { api: client(app, token), token, companyId: company.id };
}

/**
 * Runs a change made straight in the database and waits until `app` has heard its announcement, so a
 * following calendar read cannot be an answer cached before it (on PostgreSQL the notice is asynchronous).
 */
export async function changeHeard<T>(app: FastifyInstance, companyId: number, change: () => Promise<T>) {
  const before = app.calendarCache.generation(companyId);
  const result = await change();
  const until = Date.now() + 5000;
  while (app.calendarCache.generation(companyId) === before) {
    if (Date.now() > until) throw new Error('the change was not announced');
    await new Promise((r) => setTimeout(r, 5));
  }
  return result;
}

/**
 * Runs a change to what sessions are made of (sessions, employees, memberships, companies) made straight
 * in the database, and waits until `app` has heard it and forgotten the sessions it kept (on PostgreSQL
 * the notice is asynchronous), as another instance's change is heard.
 */
export async function sessionChangeHeard<T>(app: FastifyInstance, change: () => Promise<T>) {
  const before = app.sessionCache.changesHeard();
  const result = await change();
  const until = Date.now() + 5000;
  while (app.sessionCache.changesHeard() === before) {
    if (Date.now() > until) throw new Error('the change was not announced');
    await new Promise((r) => setTimeout(r, 5));
  }
  return result;
}

/**
 * A second app instance on the same database, as a second server process behind a load balancer: on
 * PostgreSQL with its own pool and LISTEN connections; on PGlite (in-process only) over the same database.
 */
export async function secondInstance(t: TestDb) {
  const database = t.url ? openDatabase({ url: t.url }) : t.database;
  const app = await createTestApp(database);
  return {
    app,
    async close() {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

/**
 * Two instances of the app on one database, a company and its owner signed in through the first: where
 * a change made through A must hold on B (sessions, sockets), which learns of it only through the database.
 */
export async function startTwoInstances() {
  const t = await createTestDb();
  const appA = await createTestApp(t.database);
  const b = await secondInstance(t);
  const companyId = (await buildCompany(t.database.db)).id;
  const boss = await buildEmployee(t.database.db, companyId, {}, 'owner');
  const owner = client(appA, (await login(appA, boss.email, TEST_PASSWORD)).token, companyId);
  return {
    t,
    appA,
    b,
    companyId,
    owner,
    async close() {
      await b.close();
      await appA.close();
      await t.dispose();
    },
  };
}

export async function stopWorld(w: { t: TestDb; app: FastifyInstance }) {
  await w.app.close();
  await w.t.dispose();
}
