/**
 * 'Брони' at 500-room scale, on PostgreSQL (issue 13): the large property (500 rooms, ~50,000 bookings
 * over two years, bench/large-property.ts) made a front desk's: a tenth of the stays in groups of about
 * four rooms whose payments sit on the parent, past stays paid in full but for one in fifty, future ones
 * half paid. Measures GET /api/v2/booking/list/ over HTTP (the client in a worker thread) for a quick tab
 * with a search, against the same two queries (page and count) run directly on the database; the ratio
 * is the cost of HTTP, validation and shaping. Target (issue 13): p95 ≤ 50 ms.
 * Prints a table and writes bench/results/booking-list.json.   node --import tsx bench/booking-list.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { addDays, bookingListQuerySchema, fromLocal, toLocal } from '@pms/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.ts';
import { bookingListRepository } from '../apps/server/src/modules/bookings/list/booking-list.repository.ts';
import { criteriaOf } from '../apps/server/src/modules/bookings/list/booking-list.service.ts';
import { actorIn } from '../apps/server/src/test/factories.ts';
import { startLargeWorld } from './large-world.ts';
import { ms, pct } from './stats.ts';

const ROOMS = 500;
const CATEGORIES = 25;
const SAMPLES = 200;
const TARGET_P95_MS = 50;

/** The HTTP client in a worker thread, as a browser is another process: request to last byte. */
const client = new Worker(
  `const { parentPort } = require('node:worker_threads');
   parentPort.on('message', async ({ url, headers }) => {
     const t0 = performance.now();
     const res = await fetch(url, { headers });
     const body = await res.text();
     parentPort.postMessage({ ms: performance.now() - t0, status: res.status, bytes: body.length, count: JSON.parse(body).count });
   });`,
  { eval: true },
);
client.unref();
const fetchInClient = (url: string, headers: Record<string, string>) =>
  new Promise<{ ms: number; status: number; bytes: number; count: number }>((resolve) => {
    client.once('message', resolve);
    client.postMessage({ url, headers });
  });

const world = await startLargeWorld({ rooms: ROOMS, categories: CATEGORIES });
const { db, companyId, now, base, headers } = world;

// Groups: in every twelfth-room block of one in ten, the stays that start together (the generator
// starts a room's stays on its id modulo 3) become one group, its first booking the parent.
await db.execute(sql`
  with blocks as (
    select b.id, min(b.id) over (partition by b.check_in, (b.room_id - r0.first) / 12) as parent
    from bookings b, (select min(id) as first from rooms where company_id = ${companyId}) r0
    where b.company_id = ${companyId} and ((b.room_id - r0.first) / 12) % 10 = 0)
  update bookings b set is_group = true, group_parent = blocks.parent from blocks where b.id = blocks.id`);
// A group's payments are taken on its parent (the payments' trigger keeps both paid_amounts).
await db.execute(sql`
  update payments p set booking_id = b.group_parent
  from bookings b where b.id = p.booking_id and b.group_parent is not null and b.group_parent <> b.id`);
// History is paid in full, but for one stay in fifty; the future stays keep the generator's half.
await db.execute(sql`
  insert into payments (company_id, booking_id, value, payment_method_id)
  select b.company_id, coalesce(b.group_parent, b.id), b.common_amount - b.paid_amount,
         (select id from payment_types where company_id = ${companyId} limit 1)
  from bookings b
  where b.company_id = ${companyId} and b.check_out < to_timestamp(${now}) and b.id % 50 <> 0
    and b.common_amount > b.paid_amount`);
await db.execute(sql`analyze`);

const actor = await actorIn(db, companyId);
const [{ n: total, groups }] = (await queryRows<{ n: number; groups: number }>(
  db,
  sql`select count(*)::int as n, count(*) filter (where group_parent is not null)::int as groups
      from bookings where company_id = ${companyId}`,
)) as [{ n: number; groups: number }];

// A guest arriving today in the property's zone, as a receptionist would look them up.
const today = toLocal(Math.floor(Date.now() / 1000), actor.timeZone).date;
const [arriving] = await queryRows<{ guest_name: string }>(
  db,
  sql`select guest_name from bookings where company_id = ${companyId}
      and check_in >= to_timestamp(${fromLocal(today, '00:00', actor.timeZone)})
      and check_in < to_timestamp(${fromLocal(addDays(today, 1), '00:00', actor.timeZone)})
      order by id limit 1`,
);
const guest = arriving?.guest_name ?? 'Иванов Сергей';
const surname = guest.split(' ')[0]!;

const asks = [
  { name: `'Заезды сегодня' + guest '${guest}'`, query: `tab=arrivals&search=${guest}` },
  { name: `'Заезды сегодня' + surname '${surname}'`, query: `tab=arrivals&search=${surname}` },
  { name: "'Должники' + guest 'Серикова Айгуль'", query: 'tab=debtors&search=Серикова Айгуль' },
  { name: "'Проживают' + room '0312'", query: 'tab=in_house&search=0312' },
  { name: "'Все' + phone '+7 701 000-12'", query: 'tab=all&search=%2B7 701 000-12' },
  { name: "'Все' + booking '№31415'", query: 'tab=all&search=№31415' },
  { name: "'Все' + guest 'Ахметов Ерлан', by duty", query: 'tab=all&search=Ахметов Ерлан&sort=-duty' },
  { name: "'Должники' + surname 'Серикова' (1 in 12)", query: 'tab=debtors&search=Серикова' },
  { name: "'Должники' count (no search, 1 row)", query: 'tab=debtors&page[size]=1' },
  { name: "'Должники', no search, by duty", query: 'tab=debtors&sort=-duty' },
  { name: "'Все', no search, page 100", query: 'tab=all&page[number]=100' },
];

const results: {
  ask: string;
  count: number;
  api_p50_ms: number;
  api_p95_ms: number;
  direct_p50_ms: number;
  direct_p95_ms: number;
  ratio_p50: number;
  ratio_p95: number;
  kb: number;
  ok: boolean;
}[] = [];
try {
  for (const ask of asks) {
    const params = new URLSearchParams(ask.query);
    const url = `${base}/api/v2/booking/list/?${params}`;
    const q = bookingListQuerySchema.parse(Object.fromEntries(params));
    const criteria = await criteriaOf(db, actor, q, Math.floor(Date.now() / 1000));
    const size = q['page[size]'];
    const direct = () => bookingListRepository.page(db, criteria, (q['page[number]'] - 1) * size, size);
    for (let i = 0; i < 20; i++) {
      await fetchInClient(url, headers);
      await direct();
    }
    const api: number[] = [];
    const sqlMs: number[] = [];
    let count = 0;
    let bytes = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const r = await fetchInClient(url, headers);
      if (r.status !== 200) throw new Error(`${url}: ${r.status}`);
      api.push(r.ms);
      count = r.count;
      bytes = r.bytes;
      const t0 = performance.now();
      const d = await direct();
      sqlMs.push(performance.now() - t0);
      if (d.total !== count) throw new Error(`${ask.name}: the API counted ${count}, the query ${d.total}`);
    }
    results.push({
      ask: ask.name,
      count,
      api_p50_ms: ms(pct(api, 50)),
      api_p95_ms: ms(pct(api, 95)),
      direct_p50_ms: ms(pct(sqlMs, 50)),
      direct_p95_ms: ms(pct(sqlMs, 95)),
      ratio_p50: ms(pct(api, 50) / pct(sqlMs, 50)),
      ratio_p95: ms(pct(api, 95) / pct(sqlMs, 95)),
      kb: Math.round(bytes / 1024),
      ok: pct(api, 95) <= TARGET_P95_MS,
    });
  }
} finally {
  await world.close();
}

console.log(
  `\n'Брони', ${ROOMS} rooms, ${total} bookings (${groups} in groups), PostgreSQL, ${SAMPLES} requests per line (target p95 ≤ ${TARGET_P95_MS} ms)\n`,
);
console.log(
  '| ask | rows found | API p50 ms | API p95 ms | SQL p50 ms | SQL p95 ms | ratio p50 | ratio p95 | within target |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of results)
  console.log(
    `| ${r.ask} | ${r.count} | ${r.api_p50_ms} | ${r.api_p95_ms} | ${r.direct_p50_ms} | ${r.direct_p95_ms} | ${r.ratio_p50} | ${r.ratio_p95} | ${r.ok ? 'yes' : 'NO'} |`,
  );
const out = path.join(import.meta.dirname, 'results');
mkdirSync(out, { recursive: true });
writeFileSync(
  path.join(out, 'booking-list.json'),
  JSON.stringify(
    {
      machine: `${cpus().length} × ${cpus()[0]?.model}`,
      rooms: ROOMS,
      bookings: total,
      in_groups: groups,
      samples: SAMPLES,
      results,
    },
    null,
    2,
  ),
);
