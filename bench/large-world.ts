/**
 * What both calendar benchmarks start from: a throwaway PostgreSQL database with the large property
 * (500 rooms, ~50,000 bookings), the app listening on a free port, and a signed-in administrator.
 * `close()` stops the app and drops the database (BENCH_KEEP=1 keeps it for EXPLAIN).
 */
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database.ts';
import { bootstrapAdmin } from '../apps/server/src/modules/auth/auth.service.ts';
import { buildLargeProperty } from './large-property.ts';

export const DAY = 86_400;

export async function startLargeWorld(opts: { rooms: number; categories: number }) {
  const baseUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const scratch = await createScratchDatabase(baseUrl, 'pms_bench');
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
    const boot = (await bootstrapAdmin(database.db, config))!;
    const now = Math.floor(Date.now() / 1000 / DAY) * DAY;
    const generated = performance.now();
    // A benchmark of something else (leisure sales) asks for no rooms: an empty property.
    if (opts.rooms > 0) await buildLargeProperty(database.db, boot.companyId, { ...opts, now });
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
