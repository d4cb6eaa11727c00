/**
 * Calendar at 500-room scale, on PostgreSQL: builds a property of 500 rooms in 25 categories with about
 * 50,000 bookings over two years in a throwaway database, then measures
 *   - GET /main/calendar/ over HTTP (client in a worker thread) for 30- and 60-day windows (p50/p95) against the same data queries
 *     run directly on the database (the ratio is the cost of HTTP, JSON and shaping), both right after a
 *     committed change (the answer is computed afresh) and for the same window asked again (answered
 *     from the per-company cache that the change's notification clears);
 *   - 200 simultaneous conflicting reserves of one room (exactly one may win);
 *   - non-conflicting reserves per second;
 *   - latency from a reserve to each of 500 connected WebSocket clients (p50/p99).
 * Prints a table and writes bench/results/calendar.json.   node --import tsx bench/calendar.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { queryRows } from '../apps/server/src/db/client.ts';
import { legsOfStaysIn } from '../apps/server/src/modules/bookings/index.ts';
import { calendarRepository } from '../apps/server/src/modules/calendar/calendar.repository.ts';
import { conditionMarks } from '../apps/server/src/modules/housekeeping/index.ts';
import { changeHeard } from '../apps/server/src/test/harness.ts';
import { fetchInWorker } from './fetch-in-worker.ts';
import { DAY, startLargeWorld } from './large-world.ts';
import { ms, pct } from './stats.ts';

const ROOMS = 500;
const CATEGORIES = 25;

async function timed<T>(fn: () => Promise<T>) {
  const t0 = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - t0 };
}

const fetchInClient = fetchInWorker();

const world = await startLargeWorld({ rooms: ROOMS, categories: CATEGORIES });
const { db, companyId, now, base, headers, app } = world;

/**
 * Commits a change that only the calendar hears (a room's row rewritten as it was: its trigger announces
 * the company on 'pms_calendar_touch') and waits until this instance has heard of it. Not the company's
 * own row: that also announces 'pms_auth_touch', so every fresh sample would read the session again,
 * which a booking's change in real use does not.
 */
const [touched] = await queryRows<{ id: number }>(
  db,
  sql`select id from rooms where company_id = ${companyId} order by id limit 1`,
);
const changeCompany = () =>
  changeHeard(app, companyId, () => db.execute(sql`update rooms set name = name where id = ${touched!.id}`));
const login = { token: world.token };
const results: Record<string, unknown> = {
  machine: `${cpus().length} × ${cpus()[0]?.model}`,
  database: 'PostgreSQL',
  load_before: loadavg().map((l) => Math.round(l * 100) / 100),
};

try {
  const [{ n }] = (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from bookings`)) as [
    { n: number },
  ];
  results.data = { rooms: ROOMS, categories: CATEGORIES, bookings: n, generate_ms: world.generateMs };

  const windows: Record<string, unknown> = {};
  for (const days of [1, 30, 60]) {
    const start = now - 5 * DAY;
    const end = start + days * DAY;
    const url = `${base}/api/v2/main/calendar/?start=${start}&end=${end}`;
    const afterChange: number[] = [];
    const repeated: number[] = [];
    const direct: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 5; i++) await fetch(url, { headers }); // warm-up
    for (let i = 0; i < 40; i++) {
      // A real change (a committed UPDATE whose trigger announces the company) before the first read,
      // so it is computed afresh; the second read of the same window is answered from the cache.
      await changeCompany();
      const fresh = await fetchInClient(url, headers);
      const again = await fetchInClient(url, headers);
      if (fresh.cache !== 'miss' || again.cache !== 'hit')
        throw new Error(`expected miss then hit, got ${fresh.cache} then ${again.cache}`);
      bytes = fresh.bytes;
      afterChange.push(fresh.ms);
      repeated.push(again.ms);
      const d = await timed(() =>
        Promise.all([
          calendarRepository.tree(db, companyId),
          calendarRepository.bookingsIn(db, companyId, start, end),
          calendarRepository.repairsIn(db, companyId, start, end),
          calendarRepository.blocksIn(db, companyId, start, end),
          legsOfStaysIn(db, companyId, start, end),
          conditionMarks(db, companyId),
        ]),
      );
      direct.push(d.ms);
    }
    const figures = (api: number[]) => ({
      api_p50_ms: ms(pct(api, 50)),
      api_p95_ms: ms(pct(api, 95)),
      direct_p50_ms: ms(pct(direct, 50)),
      direct_p95_ms: ms(pct(direct, 95)),
      ratio_p50: ms(pct(api, 50) / pct(direct, 50)),
      ratio_p95: ms(pct(api, 95) / pct(direct, 95)),
      response_kb: Math.round(bytes / 1024),
    });
    windows[`${days}d after a change`] = figures(afterChange);
    windows[`${days}d repeated`] = figures(repeated);
  }
  results.calendar = windows;

  // 'Состояние на сегодня', refetched by every open calendar after each live change.
  const todayMs: number[] = [];
  for (let i = 0; i < 5; i++) await fetch(`${base}/api/v2/main/today/`, { headers });
  for (let i = 0; i < 40; i++) todayMs.push((await fetchInClient(`${base}/api/v2/main/today/`, headers)).ms);
  results.today = { p50_ms: ms(pct(todayMs, 50)), p95_ms: ms(pct(todayMs, 95)) };

  // Contention: 200 clerks reserve the same free room for the same night at once.
  const roomIds = { rows: await queryRows<{ id: number }>(db, sql`select id from rooms order by id`) };
  const contended = roomIds.rows[0]!.id;
  const farFuture = now + 400 * DAY;
  const post = (body: object) =>
    fetch(`${base}/api/booking/`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const race = await Promise.all(
    Array.from({ length: 200 }, () =>
      post({ room: contended, check_in: farFuture, check_out: farFuture + DAY }),
    ),
  );
  const codes = race.map((r) => r.status);
  results.contention = {
    attempts: 200,
    won: codes.filter((c) => c === 201).length,
    refused_409: codes.filter((c) => c === 409).length,
  };

  // Throughput: 400 reserves on different rooms, 16 at a time.
  const jobs = Array.from({ length: 400 }, (_, i) => ({
    room: roomIds.rows[i % ROOMS]!.id,
    check_in: farFuture + (2 + Math.floor(i / ROOMS)) * DAY,
    check_out: farFuture + (3 + Math.floor(i / ROOMS)) * DAY,
  }));
  const t0 = performance.now();
  let ok = 0;
  for (let i = 0; i < jobs.length; i += 16) {
    const batch = await Promise.all(jobs.slice(i, i + 16).map(post));
    ok += batch.filter((r) => r.status === 201).length;
  }
  results.throughput = { reserves: ok, per_second: Math.round(ok / ((performance.now() - t0) / 1000)) };

  // Fan-out: 500 sockets of the company; each reserve's message timed at every socket.
  const wsBase = base.replace('http', 'ws');
  const sockets = await Promise.all(
    Array.from(
      { length: 500 },
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(`${wsBase}/ws/v2/calendar/${companyId}/?token=${login.token}`);
          ws.once('open', () => resolve(ws));
          ws.once('error', reject);
        }),
    ),
  );
  const latencies: number[] = [];
  for (let i = 0; i < 10; i++) {
    const sent = performance.now();
    const arrivals = sockets.map(
      (ws) =>
        new Promise<void>((resolve) =>
          ws.once('message', () => {
            latencies.push(performance.now() - sent);
            resolve();
          }),
        ),
    );
    const res = await post({
      room: roomIds.rows[(i * 7) % ROOMS]!.id,
      check_in: farFuture + (20 + i) * DAY,
      check_out: farFuture + (21 + i) * DAY,
    });
    if (res.status !== 201) throw new Error(`fan-out reserve failed: ${res.status}`);
    await Promise.all(arrivals);
  }
  results.fanout = {
    clients: sockets.length,
    messages: latencies.length,
    p50_ms: ms(pct(latencies, 50)),
    p99_ms: ms(pct(latencies, 99)),
  };
  for (const ws of sockets) ws.close();
} finally {
  await world.close();
}

results.load_after = loadavg().map((l) => Math.round(l * 100) / 100);
console.log(
  `Calendar benchmark on ${results.machine}, ${results.database}, load average ${results.load_before} → ${results.load_after}`,
);
console.log(JSON.stringify(results.data));
console.log(
  '| window, answer | API p50 ms | API p95 ms | direct p50 ms | direct p95 ms | ratio p50 | ratio p95 | KB |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const [w, v] of Object.entries(results.calendar as Record<string, Record<string, number>>)) {
  console.log(
    `| ${w} | ${v.api_p50_ms} | ${v.api_p95_ms} | ${v.direct_p50_ms} | ${v.direct_p95_ms} | ${v.ratio_p50} | ${v.ratio_p95} | ${v.response_kb} |`,
  );
}
console.log('today', JSON.stringify(results.today));
console.log('contention', JSON.stringify(results.contention));
console.log('throughput', JSON.stringify(results.throughput));
console.log('fan-out', JSON.stringify(results.fanout));
const out = path.join(import.meta.dirname, 'results');
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'calendar.json'), JSON.stringify(results, null, 2));
