/**
 * How long a change to a session made on one instance goes unseen on another (issue 25, defects 7 and
 * 8), with two app instances on one PostgreSQL (each with its own pool and LISTEN connections):
 *   - the announcement's delay: from the change's answer on A to B hearing 'pms_auth_touch' — the window
 *     in which B served the kept session before the count of migration 0045;
 *   - 40 requests to B right after each change: how many passed (the issue saw 6);
 *   - a calendar socket on B: from the logout's answer on A to the socket's close;
 *   - the count's cost: one read alone, a kept session's request on B with and without it, and how many
 *     reads 50 requests at once share.
 *   node --import tsx bench/session-window.ts   (BENCH_DATABASE_URL / DATABASE_URL, default local `test`)
 */
import WebSocket from 'ws';
import { readAuthGeneration } from '../apps/server/src/db/auth-generation.ts';
import { nextRun } from '../apps/server/src/lib/next-run.ts';
import { buildCompany, buildEmployee, TEST_PASSWORD } from '../apps/server/src/test/factories.ts';
import {
  client,
  createTestApp,
  createTestDb,
  login,
  secondInstance,
} from '../apps/server/src/test/harness.ts';
import { ms, pct } from './stats.ts';

// The harness makes its scratch database on DATABASE_URL's server when it is called.
process.env.DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const SAMPLES = 20;
const DAY_ORDERS = '/api/v2/leisure/booking/?day=2026-12-01';

const t = await createTestDb();
const appA = await createTestApp(t.database);
const b = await secondInstance(t);
const urlB = (await b.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
const db = t.database.db;
const companyId = (await buildCompany(db)).id;
const boss = await buildEmployee(db, companyId, {}, 'owner');
const owner = client(appA, (await login(appA, boss.email, TEST_PASSWORD)).token, companyId);

/** When B last heard an announcement. */
let heardAt = 0;
b.app.sessionCache.onAnnouncement(() => {
  heardAt = performance.now();
});

async function keptOnB() {
  const employee = await buildEmployee(db, companyId, {}, 'frontdesk');
  const { token } = await login(appA, employee.email, TEST_PASSWORD);
  const onB = client(b.app, token, companyId);
  do await onB.get(DAY_ORDERS);
  while (b.app.sessionCache.size() === 0);
  return { employee, token, onB, onA: client(appA, token, companyId) };
}

const heard: number[] = [];
const closes: number[] = [];
const cache = b.app.sessionCache as unknown as { currentGeneration: () => Promise<string> };
const withCount = cache.currentGeneration;
/** Requests passed on B right after a lowered role: as before the count (a fixed one), and now. */
const passed = { before: 0, now: 0 };
try {
  for (const when of ['before', 'now'] as const) {
    cache.currentGeneration = when === 'now' ? withCount : async () => '0';
    for (let i = 0; i < SAMPLES; i++) {
      const { employee, onB } = await keptOnB();
      await owner.put(`/api/v2/user/employees/${employee.id}/`, { role: 'housekeeper' });
      for (let n = 0; n < 40; n++) if ((await onB.get(DAY_ORDERS)).statusCode === 200) passed[when]++;
    }
  }

  for (let i = 0; i < SAMPLES; i++) {
    const { employee } = await keptOnB();
    heardAt = 0;
    await owner.put(`/api/v2/user/employees/${employee.id}/`, { role: 'housekeeper' });
    const answered = performance.now();
    // Heard after the answer (or during it: the commit precedes the answer), as B's loop got to it.
    while (heardAt === 0) await new Promise((r) => setImmediate(r));
    heard.push(heardAt - answered);
  }

  for (let i = 0; i < SAMPLES; i++) {
    const { token, onA } = await keptOnB();
    const ws = new WebSocket(`${urlB}/ws/v2/calendar/${companyId}/?token=${token}`);
    await new Promise((r) => ws.once('open', r));
    const closed = new Promise((r) => ws.once('close', r));
    await onA.post('/api/v2/auth/logout/');
    const answered = performance.now();
    await closed;
    closes.push(performance.now() - answered);
  }

  // The count's own read, one at a time.
  const reads = 2_000;
  let start = performance.now();
  for (let i = 0; i < reads; i++) await readAuthGeneration(db);
  const readMs = (performance.now() - start) / reads;

  // A kept session's request on B, with the count and as before it (the cache alone).
  const { onB } = await keptOnB();
  const perRequest = async () => {
    const n = 2_000;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) await onB.get(DAY_ORDERS);
    return (performance.now() - t0) / n;
  };
  await perRequest();
  const counted = await perRequest();
  const fixed = await withCount();
  cache.currentGeneration = async () => fixed;
  const uncounted = await perRequest();
  let shared = 0;
  cache.currentGeneration = nextRun(async () => {
    shared++;
    return readAuthGeneration(db);
  });
  start = performance.now();
  await Promise.all(Array.from({ length: 50 }, () => onB.get(DAY_ORDERS)));
  const burstMs = performance.now() - start;
  cache.currentGeneration = withCount;

  console.table({
    'announcement heard on B after the answer on A, ms': {
      p50: ms(pct(heard, 50)),
      p95: ms(pct(heard, 95)),
      max: ms(Math.max(...heard)),
    },
    'socket on B closed after the logout answered on A, ms': {
      p50: ms(pct(closes, 50)),
      p95: ms(pct(closes, 95)),
      max: ms(Math.max(...closes)),
    },
  });
  console.log(
    `requests passed on B right after a lowered role on A: ${passed.before} of ${SAMPLES * 40} without ` +
      `the count, ${passed.now} of ${SAMPLES * 40} with it`,
  );
  console.log(`the count's read alone: ${readMs.toFixed(3)} ms`);
  console.log(
    `a kept session's request on B (app.inject, one at a time): ${counted.toFixed(3)} ms with the count, ` +
      `${uncounted.toFixed(3)} ms without`,
  );
  console.log(`50 requests at once: ${shared} reads of the count, ${burstMs.toFixed(1)} ms in all`);
} finally {
  await b.close();
  await appA.close();
  await t.dispose();
}
