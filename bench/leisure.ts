/**
 * Leisure sales on PostgreSQL (issue 14): one tariff-day sold by 200 concurrent buyers over HTTP, every
 * sale taking its place from the same stock row (the worst case: all of them queue on one row lock).
 *   - contention: 200 simultaneous buyers of the last 5 places — exactly 5 sold, 195 × 409, stock 0;
 *   - throughput: 2,000 one-place sales with 200 in flight at all times (client in a worker thread, as
 *     browsers are other processes): sales per second and the p50/p95 of a sale, beside the same sales
 *     made straight by the use case (no HTTP) — the ratio is the cost of HTTP, auth and JSON;
 *   - no oversell: the stock row and the orders agree at the end.
 * Target: ≥ 300 sales/s on 2 cores.   node --import tsx bench/leisure.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { addDays, leisureBookingCreateSchema, toLocal } from '@pms/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.ts';
import { createLeisureOrder } from '../apps/server/src/modules/leisure/leisure.service.ts';
import { actorIn } from '../apps/server/src/test/factories.ts';
import { cpuSince, cpuSnapshot } from './cpu.ts';
import { startLargeWorld } from './large-world.ts';
import { loadClient } from './load-client.ts';
import { ms, pct } from './stats.ts';

const BUYERS = 200;
const SALES = 2_000;

const world = await startLargeWorld({ rooms: 0, categories: 0 });
const { db, companyId, base, headers } = world;
const json = { ...headers, 'content-type': 'application/json' };
const post = async (url: string, body: unknown) => {
  const res = await fetch(`${base}${url}`, { method: 'POST', headers: json, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** A tariff of `stock` places a day, sold every day; its first price item. */
async function tariff(category: number, stock: number) {
  const res = await post('/api/v2/categories/leisure-tariffs/', {
    category,
    enum: `Сеанс на ${stock}`,
    stock_number: stock,
    start_time: '10:00',
    end_time: '12:00',
    weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'],
    months: ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
    price_list: [{ name: 'Взрослый', price: 5000 }],
  });
  const t = res.body as { id: number; price_list: { id: number }[] };
  return { id: t.id, price: t.price_list[0]!.id };
}

const client = loadClient();
const buyInClient = (bodies: unknown[], concurrency: number) =>
  client.post(`${base}/api/v2/leisure/booking/`, json, bodies, concurrency);

try {
  const category = (await post('/api/v2/categories/leisure/', { name: 'Канатная дорога' })).body.id as number;
  const day = addDays(toLocal(Date.now() / 1000, 'Asia/Almaty').date, 1);
  const sale = (price: number, quantity = 1) => ({
    booking_status: 'book',
    client: { first_name: 'Покупатель', phone_number: '+7 700 000 00 00' },
    category,
    check_in: day,
    prices: [{ price, quantity }],
  });

  // Contention: the last 5 places of 200.
  const last = await tariff(category, 200);
  await post('/api/v2/leisure/booking/', sale(last.price, 195));
  const race = await buyInClient(
    Array.from({ length: BUYERS }, () => sale(last.price)),
    BUYERS,
  );
  const [lastRow] = await queryRows<{ empty: number }>(
    db,
    sql`select empty from leisure_stock where tariff_id = ${last.id} and day = ${day}`,
  );

  // Throughput over HTTP: 2,000 sales of one tariff-day, 200 in flight.
  const big = await tariff(category, SALES * 2);
  const httpCpuStart = await cpuSnapshot(db);
  const http = await buyInClient(
    Array.from({ length: SALES }, () => sale(big.price)),
    BUYERS,
  );
  const httpCpu = await cpuSince(db, httpCpuStart);

  // The same sales straight through the use case, 200 in flight, on another tariff-day row.
  const direct = await tariff(category, SALES * 2);
  const [admin] = await queryRows<{ id: number }>(
    db,
    sql`select employee_id as id from company_employees where company_id = ${companyId} limit 1`,
  );
  const actor = await actorIn(db, companyId, admin!.id);
  const directTimes: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      while (next++ < SALES) {
        const s = performance.now();
        await createLeisureOrder(db, actor, leisureBookingCreateSchema.parse(sale(direct.price)));
        directTimes.push(performance.now() - s);
      }
    }),
  );
  const directSeconds = (performance.now() - t0) / 1000;

  const [check] = await queryRows<{ empty: number; sold: number; total: number }>(
    db,
    sql`select st.empty, st.total,
               (select coalesce(sum(i.quantity), 0)::int from leisure_order_items i join leisure_orders o on o.id = i.order_id
                where i.tariff_id = st.tariff_id and o.day = st.day and o.status <> 'canceled') as sold
        from leisure_stock st where st.tariff_id = ${big.id} and st.day = ${day}`,
  );
  const perSecond = Math.round((http.codes['201'] ?? 0) / http.seconds);
  // CPU per sale over HTTP, the load generator's included, and what the cores would sell if theirs alone.
  const nodeCpuMs = ms(httpCpu.nodeMs / SALES);
  const clientCpuMs = ms(http.busyMs / SALES);
  const pgCpuMs = httpCpu.postgresMs === null ? null : ms(httpCpu.postgresMs / SALES);
  const cpuCeiling = pgCpuMs === null ? null : Math.round((cpus().length * 1000) / (nodeCpuMs + pgCpuMs));
  const results = {
    cpus: cpus().length,
    contention: {
      buyers: BUYERS,
      sold: race.codes['201'] ?? 0,
      refused_409: race.codes['409'] ?? 0,
      stock_left: lastRow?.empty,
    },
    throughput: {
      sales: http.codes['201'] ?? 0,
      concurrency: BUYERS,
      per_second: perSecond,
      p50_ms: ms(pct(http.times, 50)),
      p95_ms: ms(pct(http.times, 95)),
      direct_per_second: Math.round(SALES / directSeconds),
      direct_p95_ms: ms(pct(directTimes, 95)),
      ratio_per_second: ms(SALES / directSeconds / perSecond),
      node_cpu_ms_per_sale: nodeCpuMs,
      load_generator_ms_per_sale: clientCpuMs,
      postgres_cpu_ms_per_sale: pgCpuMs,
      cpu_ceiling_per_second: cpuCeiling,
      target_per_second: 300,
    },
    no_oversell: {
      total: check?.total,
      sold: check?.sold,
      empty: check?.empty,
      agrees: check!.total - check!.sold === check!.empty,
    },
  };
  console.log('Leisure sales on PostgreSQL');
  console.table({
    'last 5 places, 200 buyers': `${results.contention.sold} sold, ${results.contention.refused_409} × 409, stock ${results.contention.stock_left}`,
    'HTTP sales/s (200 in flight)': `${perSecond} (target ≥ 300)`,
    'HTTP sale p50 / p95': `${results.throughput.p50_ms} / ${results.throughput.p95_ms} ms`,
    'use case sales/s, p95': `${results.throughput.direct_per_second}, ${results.throughput.direct_p95_ms} ms`,
    'use case ÷ HTTP': `${results.throughput.ratio_per_second}×`,
    'CPU per HTTP sale: Node / PostgreSQL': `${nodeCpuMs} / ${pgCpuMs ?? '—'} ms`,
    "of Node's, the load generator": `${clientCpuMs} ms`,
    [`sales/s the CPU allows on ${cpus().length} cores`]: String(cpuCeiling ?? '—'),
    'stock row = places − sold': String(results.no_oversell.agrees),
  });
  const out = path.join(import.meta.dirname, 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'leisure.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await client.close();
  await world.close();
}
