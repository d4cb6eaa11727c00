import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app.ts';
import { companies } from '../db/schema.ts';
import { buildCompany, buildEmployee, TEST_PASSWORD } from '../test/factories.ts';
import { createTestDb, login, type TestDb, testConfig } from '../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let token: string;
let companyId: number;
/** Every line the app logged at the default level. */
const lines: string[] = [];
const logged = () => lines.join('\n');

/** A value standing for a password hash that a failing query carried. */
const SECRET = '$argon2id$v=19$m=65536,t=3,p=4$c2VjcmV0LXNhbHQ$c2VjcmV0LWhhc2g';

beforeAll(async () => {
  t = await createTestDb();
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    database: t.database,
    logStream: { write: (line: string) => void lines.push(line) },
  });
  // A query that fails with the secret among its parameters and in the row PostgreSQL quotes back.
  app.get('/api/test/failing-query/', { config: { public: true, access: 'public' } }, async () =>
    t.database.db.insert(companies).values({ name: null as unknown as string, address: SECRET }),
  );
  await app.ready();
  companyId = (await buildCompany(t.database.db)).id;
  const employee = await buildEmployee(t.database.db, companyId);
  token = (await login(app, employee.email, TEST_PASSWORD)).token;
});
afterAll(async () => {
  await app.close();
  await t.dispose();
});

describe('logs keep no secret', () => {
  it("masks the socket's ?token= but keeps the rest of the URL", async () => {
    const url = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const ws = new WebSocket(`${url}/ws/v2/calendar/${companyId}/?token=${token}`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    ws.close();
    expect(logged()).toContain(`/ws/v2/calendar/${companyId}/?token=[redacted]`);
    expect(logged()).not.toContain(token);
  });

  it('logs no session token sent in the Authorization header or the cookie', async () => {
    const headers = { authorization: `Bearer ${token}`, cookie: `session=${token}` };
    await app.inject({ method: 'GET', url: '/api/v2/user/employees/profile/', headers });
    app.log.info({ req: { method: 'GET', url: '/', headers } }, 'a request logged whole');
    app.log.info({ headers }, 'headers logged on their own');
    expect(logged()).toContain('headers logged on their own');
    expect(logged()).not.toContain(token);
  });

  it("logs a failing query's SQL but not its parameters nor the row PostgreSQL quotes back", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/failing-query/' });
    expect(res.statusCode).toBe(500);
    const entry = JSON.parse(lines.find((l) => l.includes('unhandled error'))!);
    expect(entry.err.message).toMatch(
      /^Failed query: insert into "companies" .*: null value in column "name"/,
    );
    expect(logged()).not.toContain(SECRET);
    expect(logged()).not.toContain('c2VjcmV0');
  });
});
