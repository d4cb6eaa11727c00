/**
 * `kill -9` between the commit and the delivery loses no event (issue 34): a real server process, started
 * from the sources on a PGlite data folder (or on PostgreSQL with DATABASE_URL), records a room's change
 * whose webhook it starts sending; the receiver holds that request unanswered, and the process is killed
 * with SIGKILL. Another server process started on the same database sends the event once the dead one's
 * claim lapses, and the receiver verifies and accepts it: the same event id, once.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { outboundPolicy } from '../../lib/outbound-http.ts';
import { loadSecretKey, secretBox } from '../../lib/secret-box.ts';
import {
  actorIn,
  buildCategory,
  buildCompany,
  buildEmployee,
  buildRoom,
  TEST_PASSWORD,
} from '../../test/factories.ts';
import { createTestDb, type TestDb, testConfig } from '../../test/harness.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.ts';
import { createEndpoint } from './webhooks.service.ts';

const root = path.resolve(import.meta.dirname, '../../../../..');
const SECRET_KEY = 'webhook-crash-test-key-0123456789';
const children = new Set<ChildProcess>();
let receiver: WebhookReceiver;
let pg: TestDb | undefined;
let dataDir: string | undefined;
let databaseEnv: Record<string, string>;
let email: string;
let roomId: number;

/** The server as `npm run dev` runs it, from the sources, on this test's database. */
function startServer() {
  const { DATABASE_URL: _ignored, ...parentEnv } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...parentEnv,
      NODE_ENV: 'development',
      PORT: '0',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      SWEEP_INTERVAL_SECONDS: '0',
      SFTP_NIGHTLY: 'off',
      SECRET_KEY,
      OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
      // A request may take 1.5 s: a dead server's claim lapses 6.5 s after it was made.
      OUTBOUND_TIMEOUT_MS: '1500',
      WEBHOOK_SWEEP_MS: '250',
      ...databaseEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  const ready = async () => {
    while (!/PMS ready at (\S+)/.test(output)) {
      if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return output.match(/PMS ready at (\S+)/)![1]!;
  };
  return { child, exited, ready };
}

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  let database: Database;
  if (process.env.DATABASE_URL) {
    pg = await createTestDb();
    database = pg.database;
    databaseEnv = { DATABASE_URL: pg.url! };
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'pms-webhook-crash-'));
    const template = process.env.PMS_PGLITE_TEMPLATE;
    database = openDatabase({ dataDir, ...(template && { template: new Blob([readFileSync(template)]) }) });
    await database.migrate();
    databaseEnv = { DATA_DIR: dataDir };
  }
  const db = database.db;
  const company = await buildCompany(db);
  const owner = await buildEmployee(db, company.id);
  email = owner.email;
  const room = await buildRoom(db, company.id, (await buildCategory(db, company.id)).id);
  roomId = room.id;
  // Sealed with SECRET_KEY, as the servers below open it.
  const made = await createEndpoint(
    db,
    await actorIn(db, company.id, owner.id),
    {
      policy: outboundPolicy(testConfig()),
      secrets: () => secretBox(loadSecretKey({ SECRET_KEY, DATA_DIR: '' })),
    },
    { url: receiver.url, events: ['room_condition.changed'] },
  );
  receiver.secrets = [made.secret];
  // PGlite is one process's: the servers below open the folder after this process let it go.
  if (!pg) await database.close();
}, 60_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await receiver.close();
  await pg?.dispose();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('a server killed with SIGKILL while sending loses no event: the next server sends it, once', async () => {
  receiver.hold();
  const first = startServer();
  const base = await first.ready();
  const login = await fetch(`${base}/api/v2/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const tap = await fetch(`${base}/api/v2/housekeeping/condition/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ room: roomId, condition: 'dirty' }),
  });
  expect(tap.status).toBe(200);
  // The change is committed and its delivery is on the wire, unanswered: now the server dies.
  await receiver.waitForRequests(1);
  first.child.kill('SIGKILL');
  await first.exited;
  receiver.release();
  expect(receiver.accepted).toHaveLength(0);

  const second = startServer();
  await second.ready();
  const [got] = await receiver.waitFor(1, 30_000);
  expect(got).toMatchObject({ type: 'room_condition.changed', data: { room_id: roomId } });
  expect(got!.id).toBe(receiver.requests[0]);
  expect(receiver.unverified).toBe(0);
  second.child.kill('SIGTERM');
  await second.exited;
  // Once: no second acceptance after the server is gone.
  expect(receiver.accepted).toHaveLength(1);
}, 90_000);
