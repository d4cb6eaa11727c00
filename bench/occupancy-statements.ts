/**
 * The occupancy report from the per-date summary (migration 0058: its facts read and summed by the
 * presenter) against the same report counted from the holds and revenue lines and grouped by the database
 * (test/occupancy-from-scratch.ts), interleaved on one database, 365 days from half a year ago: p50 / p95
 * of each, the fold before each read (nothing waiting), and whether the reports came out the same. Run it on a database reports.ts kept (BENCH_KEEP=1):
 *   OCC_URL=postgres://…/pms_bench_… node --import tsx bench/occupancy-statements.ts
 */
import { addDays, toLocal } from '@pms/domain';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { readReport } from '../apps/server/src/modules/reports/report-sql.ts';
import { presentOccupancy } from '../apps/server/src/modules/reports/reports.presenter.ts';
import { readOccupancyFacts } from '../apps/server/src/modules/reports/reports.repository.ts';
import {
  occupancyFromScratch,
  occupancyFromScratchSql,
} from '../apps/server/src/test/occupancy-from-scratch.ts';
import { ms, pct } from './stats.ts';

const url = process.env.OCC_URL!;
const database = openDatabase({ url });
const db = database.db;
const [c] = await queryRows<{ id: number }>(db, sql`select id from companies order by id limit 1`);
const scope = { companyId: c!.id, timeZone: 'Asia/Almaty' };
const now = Math.floor(Date.now() / 1000 / 86400) * 86400;
const today = toLocal(now, 'Asia/Almaty').date;
const start = addDays(today, -182);
const end = addDays(start, 364);
const N = Number(process.env.N ?? 25);
// Three warm-up rounds, then N measured.
const oldT: number[] = [];
const newT: number[] = [];
const fold: number[] = [];
let same = true;
for (let i = 0; i < N + 3; i++) {
  let t0 = performance.now();
  await db.execute(sql`select occupancy_fold(${scope.companyId})`);
  const f = performance.now() - t0;
  t0 = performance.now();
  const a = presentOccupancy(
    start,
    end,
    await readReport(db, (tx) => readOccupancyFacts(tx, scope, start, end)),
  );
  const n = performance.now() - t0;
  t0 = performance.now();
  const b = occupancyFromScratch(
    start,
    end,
    await readReport(db, (tx) => queryRows(tx, occupancyFromScratchSql(scope, start, end))),
  );
  const o = performance.now() - t0;
  if (JSON.stringify(a) !== JSON.stringify(b)) same = false;
  if (i >= 3) {
    newT.push(n);
    oldT.push(o);
    fold.push(f);
  }
}
const f = (xs: number[]) => `${ms(pct(xs, 50))} / ${ms(pct(xs, 95))}`;
console.log(
  `from scratch p50/p95 ${f(oldT)} ms; summary ${f(newT)} ms; fold (nothing waiting) ${f(fold)} ms; identical reports: ${same}`,
);
await database.close();
