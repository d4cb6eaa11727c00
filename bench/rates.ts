/**
 * Rate plans (issue 32), on PostgreSQL:
 *   - the domain: a 14-night stay priced with date prices through a derived plan (target p95 ≤ 2 ms);
 *   - the grid's API for 60 days × 25 categories × 3 plans against its own queries run directly
 *     (target p95 ≤ 50 ms and ≤ 2× the SQL);
 *   - one bulk change of 365 days × 25 categories over HTTP (target ≤ 1 s).
 * Prints a table and writes bench/results/rates.json.   node --import tsx bench/rates.ts
 * PROFILE=1 also writes a CPU profile of this thread (the server's) over the grid's timed requests:
 * bench/results/rate-grid.cpuprofile.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { addDays, type CategoryRates, type DatePrices, priceBooking } from '@pms/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.ts';
import { fetchInWorker } from './fetch-in-worker.ts';
import { startRatePlansWorld } from './rate-plans-world.ts';
import { ms, pct } from './stats.ts';

const load = () => loadavg()[0]!.toFixed(1);
const loadBefore = load();
const results: Record<string, unknown> = { machine: `${cpus().length} × ${cpus()[0]?.model}` };

// 1. The domain alone: 14 nights, every other date priced by date, through a −10 % then +2 000 ₸ plan.
{
  const dates: Record<string, DatePrices> = {};
  for (let i = 0; i < 14; i += 2) dates[addDays('2026-12-25', i)] = { base: '45000.00', single: '40000.00' };
  const rates: CategoryRates = {
    price_type: 'week',
    rows: {
      base: {
        mon: '30000.00',
        tue: '30000.00',
        wed: '30000.00',
        thu: '30000.00',
        fri: '35000.00',
        sat: '38000.00',
        san: '32000.00',
      },
      extra_adult: {
        mon: '5000.00',
        tue: '5000.00',
        wed: '5000.00',
        thu: '5000.00',
        fri: '5000.00',
        sat: '5000.00',
        san: '5000.00',
      },
    },
    additional_place: 1,
    dates,
  };
  const input = {
    check_in: Date.UTC(2026, 11, 25, 9) / 1000,
    check_out: Date.UTC(2027, 0, 8, 7) / 1000,
    time_zone: 'Asia/Almaty',
    calculation_type: 'tariff' as const,
    rates,
    has_additional: true,
    adult_count: 1,
    plan_adjustments: [
      { kind: 'percent' as const, value: '-10' },
      { kind: 'amount' as const, value: '2000' },
    ],
  };
  for (let i = 0; i < 2000; i++) priceBooking(input);
  const times: number[] = [];
  for (let i = 0; i < 5000; i++) {
    const t0 = performance.now();
    priceBooking(input);
    times.push(performance.now() - t0);
  }
  const hundredths = (n: number) => Math.round(n * 100) / 100;
  results.domain = {
    nights: priceBooking(input).days,
    p50_ms: hundredths(pct(times, 50)),
    p95_ms: hundredths(pct(times, 95)),
  };
}

// 2 and 3 need the property: 25 categories (the large world's), three plans, a year of date prices.
const { world, post, standard, categories } = await startRatePlansWorld();
const { db, companyId, base, headers } = world;
try {
  // 3. A year for every category in one change.
  const from = addDays(new Date().toISOString().slice(0, 10), 1);
  const bulkTimes: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await post('/api/v2/rate-grid/bulk/', {
      rate_plan: standard,
      categories,
      from,
      to: addDays(from, 364),
      prices: { base: String(40000 + i * 1000) },
      restrictions: { min_stay: 2 },
    });
    bulkTimes.push(performance.now() - t0);
  }
  results.bulk = {
    cells: categories.length * 365,
    runs_ms: bulkTimes.map(ms),
    median_ms: ms(pct(bulkTimes, 50)),
  };
  await db.execute(sql`analyze`);

  // 2. The grid: 60 days, 25 categories, 3 plans; the API against its four queries run directly.
  const start = addDays(from, 30);
  const end = addDays(start, 59);
  const url = `${base}/api/v2/rate-grid/?start=${start}&end=${end}`;
  const direct = () =>
    Promise.all([
      queryRows(
        db,
        sql`select p.*, (select array_agg(category_id) from rate_plan_categories c where c.rate_plan_id = p.id) from rate_plans p where company_id = ${companyId}`,
      ),
      queryRows(
        db,
        sql`select id, name, rates from categories where company_id = ${companyId} and is_active order by id`,
      ),
      queryRows(
        db,
        sql`select category_id, rate_plan_id, to_char(date, 'YYYY-MM-DD'), base::text, single::text, extra_adult::text, extra_child::text, child_without_place::text, hour_price::text from rate_prices where company_id = ${companyId} and date between ${start}::date and ${end}::date`,
      ),
      queryRows(
        db,
        sql`select * from rate_restrictions where company_id = ${companyId} and date between ${start}::date and ${end}::date`,
      ),
    ]);
  let rows = 0;
  for (let i = 0; i < 20; i++) {
    rows = ((await (await fetch(url, { headers })).json()) as { rows: unknown[] }).rows.length;
    await direct();
  }
  const api: number[] = [];
  const sqlTimes: number[] = [];
  // The client in a worker thread, as the calendar's bench has it: the answer is read and parsed off the
  // server's thread, as a browser would (in this thread, fetch's own parsing was timed as the server's).
  const get = fetchInWorker();
  const profiler = process.env.PROFILE === '1' ? new Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  for (let i = 0; i < 200; i++) {
    api.push((await get(url, headers)).ms);
    const t0 = performance.now();
    await direct();
    sqlTimes.push(performance.now() - t0);
  }
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
    writeFileSync(path.join(import.meta.dirname, 'results', 'rate-grid.cpuprofile'), JSON.stringify(profile));
    profiler.disconnect();
  }
  results.grid = {
    rows,
    days: 60,
    api_p50_ms: ms(pct(api, 50)),
    api_p95_ms: ms(pct(api, 95)),
    sql_p50_ms: ms(pct(sqlTimes, 50)),
    sql_p95_ms: ms(pct(sqlTimes, 95)),
    ratio_p50: ms(pct(api, 50) / pct(sqlTimes, 50)),
    ratio_p95: ms(pct(api, 95) / pct(sqlTimes, 95)),
  };

  // 4. A booking by plan (issue 32): the editor's quote of a 14-night stay by 'Невозвратный' (its plan,
  // date prices, restrictions read for the stay's window), and the quote by every plan side by side.
  const arrival = addDays(from, 340);
  const rooms = await queryRows<{ id: number }>(
    db,
    sql`select id from rooms where company_id = ${companyId} and category_id = ${categories[0]!} order by id`,
  );
  const nonRefundable = (
    (await (await fetch(`${base}/api/v2/rate-plans/`, { headers })).json()) as { id: number; name: string }[]
  ).find((p) => p.name === 'Невозвратный')!.id;
  let booking: { id: number; room: number } | undefined;
  for (const room of rooms) {
    const res = await fetch(`${base}/api/booking/`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        room: room.id,
        check_in: Date.parse(`${arrival}T09:00:00Z`) / 1000,
        check_out: Date.parse(`${addDays(arrival, 14)}T07:00:00Z`) / 1000,
        rate_plan: nonRefundable,
      }),
    });
    if (res.ok) {
      booking = { id: ((await res.json()) as { id: number }).id, room: room.id };
      break;
    }
  }
  if (!booking) throw new Error('no free room for the booking by plan');
  const body = {
    check_in: `${arrival} 14:00`,
    check_out: `${addDays(arrival, 14)} 12:00`,
    room: booking.room,
    clients: [],
  };
  const timed = async (url: string, runs: number) => {
    for (let i = 0; i < 10; i++) await post(url, body);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await post(url, body);
      times.push(performance.now() - t0);
    }
    return { p50_ms: ms(pct(times, 50)), p95_ms: ms(pct(times, 95)) };
  };
  results.booking = {
    quote: await timed(`/api/v2/booking/${booking.id}/price/`, 200),
    plan_prices: await timed(`/api/v2/booking/${booking.id}/plan-prices/`, 100),
    total: ((await post(`/api/v2/booking/${booking.id}/price/`, body)) as { total: string }).total,
  };
} finally {
  await world.close();
}
results.load = `${loadBefore} → ${load()}`;

const d = results.domain as { p50_ms: number; p95_ms: number };
const b = results.bulk as { cells: number; median_ms: number; runs_ms: number[] };
const g = results.grid as Record<string, number>;
console.log(`Rate plans (issue 32), ${results.machine}, load average ${results.load}`);
console.log('| measure | figure | target |\n|---|---|---|');
console.log(
  `| domain: 14 nights, date prices, a derived plan of two steps | p50 ${d.p50_ms} ms, p95 ${d.p95_ms} ms | p95 ≤ 2 ms |`,
);
console.log(
  `| grid API, 60 days × 25 categories × 3 plans (${g.rows} rows) | p50 ${g.api_p50_ms} ms, p95 ${g.api_p95_ms} ms | p95 ≤ 50 ms |`,
);
console.log(`| the same, its queries run directly | p50 ${g.sql_p50_ms} ms, p95 ${g.sql_p95_ms} ms | |`);
console.log(`| ratio API ÷ SQL | p50 ${g.ratio_p50}, p95 ${g.ratio_p95} | ≤ 2 |`);
console.log(
  `| bulk change, 365 days × 25 categories (${b.cells} cells) | median ${b.median_ms} ms (${b.runs_ms.join(', ')}) | ≤ 1 s |`,
);
const q = results.booking as Record<string, { p50_ms: number; p95_ms: number }>;
console.log(
  `| the editor's quote of 14 nights by a derived plan (POST price/) | p50 ${q.quote!.p50_ms} ms, p95 ${q.quote!.p95_ms} ms | |`,
);
console.log(
  `| the same by each of 3 plans side by side (POST plan-prices/) | p50 ${q.plan_prices!.p50_ms} ms, p95 ${q.plan_prices!.p95_ms} ms | |`,
);
mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(path.join(import.meta.dirname, 'results/rates.json'), JSON.stringify(results, null, 2));
