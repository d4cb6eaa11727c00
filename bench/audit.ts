/**
 * What recording the audit log costs (issue 15: at most 10 %), on PostgreSQL: a property of 100 rooms
 * (~10,000 bookings, bench/large-property.ts), and the reception's two writes over HTTP —
 *   - reserve: POST /api/booking/ on free nights, 4 in flight (throughput, reserves/s);
 *   - save: the first 'Сохранить' of each new draft, PUT /api/v2/booking/{id}/ with a new guest, a service
 *     and a discount (draft → 'Резерв': the booking, client, guests, status and line triggers all fire),
 *     one at a time (p95).
 * The same workload runs in alternating rounds with every audit trigger (migrations 0033, 0034) enabled
 * and disabled (ALTER TABLE … DISABLE TRIGGER between rounds), so the machine's noise falls on both sides
 * alike; a first round
 * warms up and is not counted. Prints both, their ratio, and writes bench/results/audit.json.
 *   node --import tsx bench/audit.ts
 * BENCH_TRIGGERS=occupancy measures the occupancy summary's triggers (migration 0058) the same way instead:
 * off, the holds are written as before it (category_id left null, its NOT NULL dropped on this throwaway
 * database), the booking's step out of draft rewrites nothing, and no change is appended.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { addDays, toLocal } from '@pms/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.ts';
import { DAY, startLargeWorld } from './large-world.ts';
import { ms, pct } from './stats.ts';

const ROOMS = 100;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const PER_ROUND = Number(process.env.BENCH_PER_ROUND ?? 100);
const IN_FLIGHT = 4;
const TARGET_RATIO = 1.1;

const world = await startLargeWorld({ rooms: ROOMS, categories: 5 });
const { db, companyId, base, headers, now } = world;
const json = { ...headers, 'content-type': 'application/json' };

const occupancy = process.env.BENCH_TRIGGERS === 'occupancy';
const label = occupancy ? 'occupancy summary' : 'audit';
/**
 * Every audit trigger (migrations 0033, 0034), whichever tables this workload writes; or the occupancy
 * summary's (0058) on the tables the workload writes.
 */
const auditTriggers = (
  await queryRows<{ table: string; trigger: string }>(
    db,
    occupancy
      ? sql`select c.relname as "table", t.tgname as "trigger" from pg_trigger t join pg_class c on c.oid = t.tgrelid
            where not t.tgisinternal and (t.tgname in ('holds_fill', 'bookings_holds_counted')
              or t.tgname like 'holds_occupancy%' or t.tgname like 'booking_revenue_occupancy%')`
      : sql`select c.relname as "table", t.tgname as "trigger" from pg_trigger t join pg_class c on c.oid = t.tgrelid
            where not t.tgisinternal and t.tgname like 'audit%' and c.relname <> 'audit_log'`,
  )
).map((r) => [r.table, r.trigger] as const);
if (occupancy) await db.execute(sql`alter table holds alter column category_id drop not null`);

const [service] = await queryRows<{ id: number }>(
  db,
  sql`insert into services (company_id, name, price, service_type) values (${companyId}, 'Трансфер', 5000, 'once') returning id`,
);
const [discount] = await queryRows<{ id: number }>(
  db,
  sql`insert into discounts (company_id, name, discount_kind, value) values (${companyId}, 'Постоянный гость', 'percent', 5) returning id`,
);

async function setAudit(on: boolean) {
  for (const [table, trigger] of auditTriggers)
    await db.execute(sql.raw(`alter table "${table}" ${on ? 'enable' : 'disable'} trigger "${trigger}"`));
}

const rooms = (
  await queryRows<{ id: number }>(
    db,
    sql`select r.id from rooms r join categories c on c.id = r.category_id
        where r.company_id = ${companyId} and c.category_type = 'room' order by r.id`,
  )
).map((r) => r.id);
const tz = 'Asia/Almaty';
// Nights after everything the generator booked: night k is room k mod rooms, a day further each lap.
const firstFree = toLocal(now + 800 * DAY, tz).date;
let next = 0;
const freeNight = () => {
  const k = next++;
  const date = addDays(firstFree, 2 * Math.floor(k / rooms.length));
  const checkIn = Math.floor(Date.parse(`${date}T09:00:00Z`) / 1000); // 14:00 in Almaty
  return { room: rooms[k % rooms.length]!, date, checkIn, checkOut: checkIn + DAY - 2 * 3600 };
};

interface Draft {
  id: number;
  version: number;
  room: number;
  date: string;
}

async function reserve(): Promise<Draft> {
  const night = freeNight();
  const res = await fetch(`${base}/api/booking/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ room: night.room, check_in: night.checkIn, check_out: night.checkOut }),
  });
  const body = (await res.json()) as { id: number; version?: number };
  if (res.status !== 201) throw new Error(`reserve: ${res.status} ${JSON.stringify(body)}`);
  return { id: body.id, version: body.version ?? 1, room: night.room, date: night.date };
}

async function save(d: Draft, n: number): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/v2/booking/${d.id}/`, {
    method: 'PUT',
    headers: json,
    body: JSON.stringify({
      version: d.version,
      check_in: `${d.date} 14:00`,
      check_out: `${addDays(d.date, 1)} 12:00`,
      room: d.room,
      clients: [
        {
          first_name: 'Гость',
          last_name: `Замеров${n}`,
          phone_number: `+7 701 ${String(n).padStart(7, '0')}`,
        },
      ],
      service_list: [{ service: service!.id, quantity: 1 }],
      discount_list: [{ discount: discount!.id, quantity: 1 }],
    }),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`save: ${res.status} ${text}`);
  return performance.now() - t0;
}

/** One round: PER_ROUND reserves, IN_FLIGHT at a time, then the first save of each, one at a time. */
async function round() {
  const drafts: Draft[] = [];
  const t0 = performance.now();
  for (let i = 0; i < PER_ROUND; i += IN_FLIGHT)
    drafts.push(...(await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, PER_ROUND - i) }, reserve))));
  const reserveSeconds = (performance.now() - t0) / 1000;
  const saves: number[] = [];
  for (const [i, d] of drafts.entries()) saves.push(await save(d, next * 10 + i));
  return { reservesPerSecond: PER_ROUND / reserveSeconds, saves };
}

// The version of a fresh draft, if the reserve's answer does not carry it.
const probe = await reserve();
const probeDetail = (await (await fetch(`${base}/api/v2/booking/${probe.id}/`, { headers })).json()) as {
  version: number;
};
if (probeDetail.version !== probe.version) throw new Error('a fresh draft is not at version 1');

await round(); // warm-up: plans, pools, JIT
const results = {
  on: { rps: [] as number[], saves: [] as number[] },
  off: { rps: [] as number[], saves: [] as number[] },
};
for (let r = 0; r < ROUNDS * 2; r++) {
  // on, off, off, on, on, off, …: each side goes first as often as second.
  const on = [0, 3].includes(r % 4);
  await setAudit(on);
  const { reservesPerSecond, saves } = await round();
  const side = on ? results.on : results.off;
  side.rps.push(reservesPerSecond);
  side.saves.push(...saves);
}
await setAudit(true);

const [{ rows: auditRows }] = (await queryRows<{ rows: number }>(
  db,
  sql`select count(*)::int as rows from audit_log where company_id = ${companyId}`,
)) as [{ rows: number }];

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const summary = (s: { rps: number[]; saves: number[] }) => ({
  reservesPerSecond: Math.round(mean(s.rps)),
  saveP50: ms(pct(s.saves, 50)),
  saveP95: ms(pct(s.saves, 95)),
});
const on = summary(results.on);
const off = summary(results.off);
const saveRatio = on.saveP95 / off.saveP95;
const reserveRatio = off.reservesPerSecond / on.reservesPerSecond;
const verdict = (ratio: number) => (ratio <= TARGET_RATIO ? 'ok' : 'OVER');

console.log(
  `\n${label} cost — ${ROOMS} rooms, ${ROUNDS} rounds a side of ${PER_ROUND} reserves + ${PER_ROUND} saves, ${cpus().length} cores`,
);
console.table([
  {
    measure: 'reserves/s (4 in flight)',
    [`${label} on`]: on.reservesPerSecond,
    [`${label} off`]: off.reservesPerSecond,
    cost: `${((reserveRatio - 1) * 100).toFixed(1)} %`,
    target: '≤ 10 %',
    verdict: verdict(reserveRatio),
  },
  {
    measure: 'save p50, ms',
    [`${label} on`]: on.saveP50,
    [`${label} off`]: off.saveP50,
    cost: `${((on.saveP50 / off.saveP50 - 1) * 100).toFixed(1)} %`,
    target: '',
    verdict: '',
  },
  {
    measure: 'save p95, ms',
    [`${label} on`]: on.saveP95,
    [`${label} off`]: off.saveP95,
    cost: `${((saveRatio - 1) * 100).toFixed(1)} %`,
    target: '≤ 10 %',
    verdict: verdict(saveRatio),
  },
]);
console.log(`audit rows written: ${auditRows}`);

const out = path.join(import.meta.dirname, 'results');
mkdirSync(out, { recursive: true });
writeFileSync(
  path.join(out, occupancy ? 'occupancy-writes.json' : 'audit.json'),
  `${JSON.stringify({ rooms: ROOMS, rounds: ROUNDS, perRound: PER_ROUND, on, off, saveRatio, reserveRatio, auditRows }, null, 2)}\n`,
);
await world.close();
