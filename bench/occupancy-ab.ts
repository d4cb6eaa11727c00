/**
 * The 365-day occupancy report before and after a change of its code, in one run on one database: two
 * instances of the app, this tree's and an earlier one's (BEFORE: a folder holding that commit's `apps/server`,
 * e.g. `git archive <commit> apps/server | tar -x -C .tmp/before`), on a database reports.ts kept
 * (BENCH_KEEP=1). Each sample commits a change both instances hear (their kept answers dropped), then asks
 * each for a fresh answer, the order alternating; then the read each runs inside the request, directly. The
 * two answers must be the same bytes. Prints p50 / p95 of each, the ratio after/before and the load average.
 * SCREEN=1 asks this tree's instance as the 'Загрузка' screen does (`category_days=0`): its answer must be
 * the earlier one without the categories' days.
 *   OCC_URL=postgres://…/pms_bench_… BEFORE=.tmp/before node --import tsx bench/occupancy-ab.ts
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { addDays, toLocal } from '@pms/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { readReport } from '../apps/server/src/modules/reports/report-sql.ts';
import { readOccupancyFacts } from '../apps/server/src/modules/reports/reports.repository.ts';
import { changeHeard } from '../apps/server/src/test/harness.ts';
import { ms, pct } from './stats.ts';

const url = process.env.OCC_URL;
const before = process.env.BEFORE;
if (!url || !before) throw new Error('OCC_URL and BEFORE are required (see the comment at the top)');
const N = Number(process.env.N ?? 40);
const SCREEN = !!process.env.SCREEN;
const WARM_UP = 5;
const TIME_ZONE = 'Asia/Almaty';

const earlier = path.resolve(before, 'apps/server/src');
const old = {
  buildApp: (await import(path.join(earlier, 'app.ts'))).buildApp as typeof buildApp,
  openDatabase: (await import(path.join(earlier, 'db/client.ts'))).openDatabase as typeof openDatabase,
  readReport: (await import(path.join(earlier, 'modules/reports/report-sql.ts')))
    .readReport as typeof readReport,
  // Its read: one statement before the presenter summed the grid, the facts since.
  repository: await import(path.join(earlier, 'modules/reports/reports.repository.ts')),
};

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: '0',
  SWEEP_INTERVAL_SECONDS: '0',
});
const newDb = openDatabase({ url });
const oldDb = old.openDatabase({ url });
const apps = {
  before: await old.buildApp({ config, database: oldDb } as never),
  after: await buildApp({ config, database: newDb }),
} as Record<'before' | 'after', FastifyInstance>;
const db = newDb.db;
const [company] = await queryRows<{ id: number }>(db, sql`select id from companies order by id limit 1`);
const companyId = company!.id;
const [room] = await queryRows<{ id: number }>(
  db,
  sql`select id from rooms where company_id = ${companyId} order by id limit 1`,
);
const login = await apps.after.inject({
  method: 'POST',
  url: '/api/v2/auth/login/',
  payload: { email: 'admin@example.com', password: 'admin12345' },
});
const headers = { authorization: `Bearer ${login.json().token}` };
const today = toLocal(Math.floor(Date.now() / 1000), TIME_ZONE).date;
const start = addDays(today, -182);
const end = addDays(start, 364);
const scope = { companyId, timeZone: TIME_ZONE };

/** A change only the kept answers hear (a room's row written as it was), heard by both instances. */
const change = () =>
  changeHeard(apps.after, companyId, () =>
    changeHeard(apps.before, companyId, () =>
      db.execute(sql`update rooms set name = name where id = ${room!.id}`),
    ),
  );

const bases: Record<string, string> = {};
for (const [name, app] of Object.entries(apps))
  bases[name] = await app.listen({ port: 0, host: '127.0.0.1' });

async function fresh(name: 'before' | 'after') {
  const t0 = performance.now();
  const screen = SCREEN && name === 'after' ? '&category_days=0' : '';
  const res = await fetch(`${bases[name]}/api/v2/reports/occupancy/?start=${start}&end=${end}${screen}`, {
    headers,
  });
  const body = Buffer.from(await res.arrayBuffer());
  const took = performance.now() - t0;
  if (res.status !== 200 || res.headers.get('x-report-cache') !== 'miss')
    throw new Error(`${name}: ${res.status} ${res.headers.get('x-report-cache')}`);
  return { took, body };
}

const direct = {
  before: () =>
    old.readReport(oldDb.db, (tx) =>
      old.repository.readOccupancyFacts
        ? old.repository.readOccupancyFacts(tx, scope, start, end)
        : queryRows(tx, old.repository.occupancySql(scope, start, end)),
    ),
  after: () => readReport(db, (tx) => readOccupancyFacts(tx, scope, start, end)),
};

const times = { before: [] as number[], after: [] as number[] };
const reads = { before: [] as number[], after: [] as number[] };
let same = true;
try {
  for (let i = 0; i < N + WARM_UP; i++) {
    const order: ('before' | 'after')[] = i % 2 ? ['before', 'after'] : ['after', 'before'];
    const bodies: Buffer[] = [];
    for (const name of order) {
      await change();
      const r = await fresh(name);
      bodies.push(r.body);
      if (i >= WARM_UP) times[name].push(r.took);
    }
    const [a, b] = order[0] === 'before' ? bodies : [bodies[1]!, bodies[0]!];
    if (SCREEN) {
      const full = JSON.parse(a!.toString());
      for (const c of full.categories) delete c.days;
      if (JSON.stringify(full) !== b!.toString()) same = false;
    } else if (!a!.equals(b!)) same = false;
    for (const name of order) {
      const t0 = performance.now();
      await direct[name]();
      if (i >= WARM_UP) reads[name].push(performance.now() - t0);
    }
  }
} finally {
  for (const app of Object.values(apps)) await app.close();
  await newDb.close();
  await oldDb.close();
}

const f = (xs: number[]) => `${ms(pct(xs, 50))} / ${ms(pct(xs, 95))}`;
const r = (a: number[], b: number[], p: number) => (pct(a, p) / pct(b, p)).toFixed(2);
console.log(
  `occupancy 365 days${SCREEN ? ', after as the screen asks (category_days=0)' : ''}, ${N} samples each, alternating (load average ${loadavg().map((l) => l.toFixed(2))})`,
);
console.log(
  `fresh API  before ${f(times.before)} ms; after ${f(times.after)} ms; after/before p50 ${r(times.after, times.before, 50)} p95 ${r(times.after, times.before, 95)}`,
);
console.log(
  `read       before ${f(reads.before)} ms; after ${f(reads.after)} ms; after/before p50 ${r(reads.after, reads.before, 50)} p95 ${r(reads.after, reads.before, 95)}`,
);
console.log(`answers identical: ${same}`);
if (!same) process.exitCode = 1;
