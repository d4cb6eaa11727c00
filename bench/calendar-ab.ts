/**
 * The calendar's fresh answer from an older server and from this one in one run, alternating, on the same
 * data (issue 31, goal 4): before and after as ratios under the same load. The older server is its
 * source tree taken out of git into a folder of this checkout, e.g.
 *   git archive <commit> apps/server/src | tar -x -C .tmp/old
 *   BENCH_BASELINE=.tmp/old/apps/server/src node --import tsx bench/calendar-ab.ts
 * It runs in this process on this checkout's packages (npm modules, @pms/domain), listening on its own
 * port with its own pool, cache and notifications. Each sample: a change only the calendar hears, heard
 * by both instances; both answer the window afresh (which first alternates); then the five reads
 * the service runs, at once ('direct', as in calendar.ts). BENCH_FROM, N (samples, default 40) and DAYS
 * (default 1,30,60) as in calendar.ts. Prints one row per window in bench/README.md's form.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.ts';
import { legsOfStaysIn } from '../apps/server/src/modules/bookings/index.ts';
import { calendarRepository } from '../apps/server/src/modules/calendar/calendar.repository.ts';
import { fetchInWorker } from './fetch-in-worker.ts';
import { DAY, startLargeWorld } from './large-world.ts';
import { pct } from './stats.ts';

const OLD = process.env.BENCH_BASELINE;
if (!OLD)
  throw new Error('BENCH_BASELINE: the older apps/server/src to compare with (see the head of this file)');
const N = Number(process.env.N ?? 40);
const get = fetchInWorker();

const world = await startLargeWorld({ rooms: 500, categories: 25 });
const { db, companyId, now, app, headers } = world;
const oldClient = await import(`${path.resolve(OLD)}/db/client.ts`);
const oldAppMod = await import(`${path.resolve(OLD)}/app.ts`);
const oldConfig = await import(`${path.resolve(OLD)}/config.ts`);
const oldDb = oldClient.openDatabase({ url: world.url });
const oldApp = await oldAppMod.buildApp({
  config: oldConfig.loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    SWEEP_INTERVAL_SECONDS: '0',
  }),
  database: oldDb,
});
const oldBase = await oldApp.listen({ port: 0, host: '127.0.0.1' });
const [touched] = await queryRows<{ id: number }>(
  db,
  sql`select id from rooms where company_id = ${companyId} order by id limit 1`,
);
async function change() {
  const a = app.calendarCache.generation(companyId),
    b = oldApp.calendarCache.generation(companyId);
  await db.execute(sql`update rooms set name = name where id = ${touched!.id}`);
  while (app.calendarCache.generation(companyId) === a || oldApp.calendarCache.generation(companyId) === b)
    await new Promise((r) => setTimeout(r, 5));
}
/** The one-minute load average, printed with each figure. */
const load1 = () => loadavg()[0] ?? 0;
console.log(`A/B, load ${loadavg().map((l) => l.toFixed(2))}`);
try {
  for (const days of (process.env.DAYS ?? '1,30,60').split(',').map(Number)) {
    const start = now - 5 * DAY,
      end = start + days * DAY;
    const path = `/api/v2/main/calendar/?start=${start}&end=${end}`;
    const s = { old: [] as number[], new: [] as number[], direct: [] as number[] };
    const kb = { old: 0, new: 0 };
    for (let i = 0; i < 5; i++) {
      await change();
      await get(world.base + path, headers);
      await get(oldBase + path, headers);
    }
    const l0 = load1();
    for (let i = 0; i < N; i++) {
      await change();
      const order = i % 2 ? (['new', 'old'] as const) : (['old', 'new'] as const);
      for (const which of order) {
        const r = await get((which === 'new' ? world.base : oldBase) + path, headers);
        if (r.cache !== 'miss') throw new Error(`${which}: ${r.cache}`);
        s[which].push(r.ms);
        kb[which] = Math.round(r.bytes / 1024);
      }
      const t = performance.now();
      await Promise.all([
        calendarRepository.tree(db, companyId),
        calendarRepository.bookingsIn(db, companyId, start, end),
        calendarRepository.repairsIn(db, companyId, start, end),
        calendarRepository.blocksIn(db, companyId, start, end),
        legsOfStaysIn(db, companyId, start, end),
      ]);
      s.direct.push(performance.now() - t);
    }
    const f = (xs: number[]) => `${pct(xs, 50).toFixed(1)}/${pct(xs, 95).toFixed(1)}`;
    const r = (xs: number[]) =>
      `${(pct(xs, 50) / pct(s.direct, 50)).toFixed(2)} · ${(pct(xs, 95) / pct(s.direct, 95)).toFixed(2)}`;
    console.log(
      `| ${days}d (${l0.toFixed(1)} → ${load1().toFixed(1)}) | old ${f(s.old)} (${kb.old} KB) **${r(s.old)}** | new ${f(s.new)} (${kb.new} KB) **${r(s.new)}** | direct ${f(s.direct)} | new/old p50 ${(pct(s.new, 50) / pct(s.old, 50)).toFixed(2)} |`,
    );
  }
} finally {
  await oldApp.close();
  await oldDb.close();
  await world.close();
}
