/**
 * What both calendar benchmarks start from: a throwaway PostgreSQL database with the large property
 * (500 rooms, ~50,000 bookings), the app listening on a free port, and a signed-in administrator.
 * `close()` stops the app and drops the database (BENCH_KEEP=1 keeps it for EXPLAIN). BENCH_FROM=<name>
 * starts from a copy of a database an earlier run kept (generated the same UTC day, nobody connected to
 * it) instead of generating the property again, which takes minutes on a loaded machine.
 */

import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database.ts';
import { bootstrapAdmin, DEFAULT_ADMIN } from '../apps/server/src/modules/auth/auth.service.ts';
import { buildLargeProperty } from './large-property.ts';

export const DAY = 86_400;

export async function startLargeWorld(opts: { rooms: number; categories: number }) {
  const baseUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const template = process.env.BENCH_FROM;
  const scratch = await createScratchDatabase(baseUrl, 'pms_bench', template);
  const database = openDatabase({ url: scratch.url });
  const dispose = async () => {
    await database.close();
    if (process.env.BENCH_KEEP) console.log(`kept database ${scratch.name}`);
    else await scratch.drop();
  };
  try {
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: '0',
      SWEEP_INTERVAL_SECONDS: '0',
      LOGIN_RATE_LIMIT: '1000',
      // Another build of the web app (before and after a change, on the same data).
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    });
    const boot = template ? await keptAdmin(database.db) : (await bootstrapAdmin(database.db, config))!;
    const now = Math.floor(Date.now() / 1000 / DAY) * DAY;
    const generated = performance.now();
    // A benchmark of something else (leisure sales) asks for no rooms: an empty property.
    if (opts.rooms > 0 && !template) await buildLargeProperty(database.db, boot.companyId, { ...opts, now });
    const generateMs = Math.round(performance.now() - generated);
    const app = await buildApp({ config, database });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const session = (await (
      await fetch(`${base}/api/v2/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: boot.email, password: 'admin12345' }),
      })
    ).json()) as { token: string; company_id: number };
    return {
      app,
      db: database.db,
      /** The throwaway database's URL, for a second instance on the same data (a build to compare with). */
      url: scratch.url,
      companyId: boot.companyId,
      now,
      generateMs,
      base,
      token: session.token,
      headers: { authorization: `Bearer ${session.token}` },
      close: async () => {
        await app.close();
        await dispose();
      },
    };
  } catch (err) {
    await dispose();
    throw err;
  }
}

/** The administrator and company of a kept database (BENCH_FROM), as bootstrapAdmin made them. */
async function keptAdmin(db: Parameters<typeof bootstrapAdmin>[0]) {
  const [row] = await queryRows<{ company_id: number }>(
    db,
    sql`select m.company_id from company_employees m join employees e on e.id = m.employee_id
        where e.email = ${DEFAULT_ADMIN.email} order by m.company_id limit 1`,
  );
  if (!row) throw new Error(`${process.env.BENCH_FROM} has no administrator ${DEFAULT_ADMIN.email}`);
  return { companyId: row.company_id, email: DEFAULT_ADMIN.email };
}
