/**
 * Whether one hostile e-mail template still freezes the server for every company (issue 25, defect 4):
 * `/api/health/` latency while previews of hostile templates render without pause — a 1,000,000-step
 * loop, a nested loop, a capture that doubles, an output bomb — against no previews at all and against
 * ordinary previews sent the same way (what the request costs besides its template: with embedded
 * PGlite its queries run on the server's own thread). The app runs in this process over its own database (embedded PGlite in memory, or
 * PostgreSQL on BENCH_DATABASE_URL); the HTTP client runs in a worker thread, as a browser is another
 * process. Only health answers whose request started while a hostile preview was under way count.
 * The three kinds of round alternate, so the shared machine's noise falls on both alike.
 * Target: p99 under 50 ms. Writes bench/results/template-hostile.json.
 *   node --import tsx bench/template-hostile.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  buildBooking,
  buildCategory,
  buildCompany,
  buildEmployee,
  buildRoom,
  TEST_PASSWORD,
} from '../apps/server/src/test/factories.ts';
import { createTestApp, createTestDb, login } from '../apps/server/src/test/harness.ts';
import { ms, pct } from './stats.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const TARGET_P99_MS = 50;

if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
const t = await createTestDb();
const app = await createTestApp(t.database);
const company = await buildCompany(t.database.db, { name: 'Бурабай' });
const employee = await buildEmployee(t.database.db, company.id);
const { token } = await login(app, employee.email, TEST_PASSWORD);
const room = await buildRoom(
  t.database.db,
  company.id,
  (await buildCategory(t.database.db, company.id, { name: 'Люкс' })).id,
  '101',
);
const booking = await buildBooking(t.database.db, room);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

// The same request with an ordinary letter: what a preview costs the server besides its template.
const benign = [
  'Здравствуйте, {{ guest.full_name }}! Бронь №{{ booking.number }}, заезд {{ booking.check_in }}.',
];
const hostile = [
  '{% for i in (1..1000000) %}x{% endfor %}',
  '{% for i in (1..100000) %}{% for j in (1..100000) %}{% assign k = j %}{% endfor %}{% endfor %}',
  '{% capture s %}x{% endcapture %}{% for i in (1..60) %}{% capture s %}{{ s }}{{ s }}{% endcapture %}{% endfor %}',
  `{% for i in (1..1000000) %}${'Ж'.repeat(1000)}{% endfor %}`,
];

/**
 * The client thread: one connection sends hostile previews back to back for `seconds`, another asks
 * for health back to back; a health time counts when a preview was in flight at its start.
 */
const client = new Worker(
  `const { parentPort } = require('node:worker_threads');
   parentPort.on('message', async ({ base, token, bodies, seconds, hostile }) => {
     const until = performance.now() + seconds * 1000;
     let inFlight = 0;
     const previews = { count: 0, codes: {} };
     const health = [];
     const previewLoop = async () => {
       for (let i = 0; hostile && performance.now() < until; i++) {
         inFlight++;
         const res = await fetch(base + '/api/v2/companies/info/template/preview/', {
           method: 'POST',
           headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' },
           body: JSON.stringify(bodies[i % bodies.length]),
         });
         await res.arrayBuffer();
         inFlight--;
         previews.count++;
         previews.codes[res.status] = (previews.codes[res.status] ?? 0) + 1;
       }
     };
     const healthLoop = async () => {
       while (performance.now() < until) {
         const during = inFlight > 0;
         const t0 = performance.now();
         const res = await fetch(base + '/api/health/');
         await res.arrayBuffer();
         if (res.status !== 200) throw new Error('health answered ' + res.status);
         if (during || !hostile) health.push(performance.now() - t0);
       }
     };
     await Promise.all([previewLoop(), healthLoop()]);
     parentPort.postMessage({ health, previews });
   });`,
  { eval: true },
);
client.unref();

type Mode = 'quiet' | 'benign' | 'hostile';
type Run = { health: number[]; previews: { count: number; codes: Record<string, number> } };
const run = (mode: Mode, seconds: number) =>
  new Promise<Run>((resolve, reject) => {
    const done = (r: Run) => {
      client.off('error', reject);
      resolve(r);
    };
    client.once('message', done);
    client.once('error', reject);
    client.postMessage({
      base,
      token,
      seconds,
      hostile: mode !== 'quiet',
      bodies: (mode === 'hostile' ? hostile : benign).map((body) => ({
        subject: 'Бронь',
        body,
        booking: booking.id,
      })),
    });
  });

const summary = (r: Run) => ({
  requests: r.health.length,
  p50_ms: ms(pct(r.health, 50)),
  p95_ms: ms(pct(r.health, 95)),
  p99_ms: ms(pct(r.health, 99)),
  max_ms: ms(Math.max(...r.health)),
});

try {
  await run('quiet', 1); // warm both connections and the first route compilations
  const empty = (): Run => ({ health: [], previews: { count: 0, codes: {} } });
  const runs: Record<Mode, Run> = { quiet: empty(), benign: empty(), hostile: empty() };
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of ['quiet', 'benign', 'hostile'] as const) {
      const r = await run(mode, SECONDS);
      const into = runs[mode];
      into.health.push(...r.health);
      into.previews.count += r.previews.count;
      for (const [code, n] of Object.entries(r.previews.codes))
        into.previews.codes[code] = (into.previews.codes[code] ?? 0) + n;
    }
  }
  const loaded = runs.hostile;
  const results = {
    machine: `${cpus().length} × ${cpus()[0]?.model}`,
    database: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
    rounds: ROUNDS,
    seconds_per_round: SECONDS,
    quiet: summary(runs.quiet),
    benign: { ...summary(runs.benign), previews: runs.benign.previews },
    hostile: { ...summary(loaded), previews: loaded.previews },
    target_p99_ms: TARGET_P99_MS,
  };
  console.table({
    'no preview': results.quiet,
    'ordinary previews back to back': results.benign,
    'hostile previews back to back': results.hostile,
  });
  console.log(
    `hostile previews answered: ${loaded.previews.count} (${JSON.stringify(loaded.previews.codes)}); ` +
      `health p99 ${results.hostile.p99_ms} ms — target < ${TARGET_P99_MS} ms: ${results.hostile.p99_ms < TARGET_P99_MS ? 'met' : 'NOT met'}`,
  );
  const out = path.join(import.meta.dirname, 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'template-hostile.json'), `${JSON.stringify(results, null, 2)}\n`);
  if (loaded.previews.codes['200']) throw new Error('a hostile template was filled');
  if (Object.keys(runs.benign.previews.codes).join() !== '200') throw new Error('an ordinary preview failed');
} finally {
  await client.terminate();
  await app.close();
  await t.dispose();
}
