/**
 * Webhook fan-out (issue 34): 1,000 booking changes to 3 endpoints on loopback, on PostgreSQL. 100
 * bookings are changed 10 times each (a comment, one transaction per change, 4 bookings changed at once);
 * every change is a 'booking.changed' event for each of 3 receivers, which verify every signature with
 * the Standard Webhooks reference code. Checks that all 3,000 deliveries arrive, each once, in order per
 * booking and endpoint; prints the throughput (deliveries per second, from the first change to the last
 * arrival) and the delay from the change's commit to its arrival (p50, p95, max). Writes
 * bench/results/webhooks.json.
 *   node --import tsx bench/webhooks.ts
 * BENCH_CHANGES (1000), BENCH_BOOKINGS (100), BENCH_ENDPOINTS (3); BENCH_INSTANCES=2 delivers from two
 * app instances on the same database.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database.ts';
import { outboundPolicy } from '../apps/server/src/lib/outbound-http.ts';
import { lazySecretBox } from '../apps/server/src/lib/secret-box.ts';
import { createEndpoint } from '../apps/server/src/modules/webhooks/webhooks.service.ts';
import {
  actorIn,
  buildBooking,
  buildCategory,
  buildCompany,
  buildEmployee,
  buildRoom,
} from '../apps/server/src/test/factories.ts';
import { ms, pct } from './stats.ts';

const CHANGES = Number(process.env.BENCH_CHANGES ?? 1000);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100);
const ENDPOINTS = Number(process.env.BENCH_ENDPOINTS ?? 3);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);
const IN_FLIGHT = 4;

const baseUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const scratch = await createScratchDatabase(baseUrl, 'pms_bench');
const databases = Array.from({ length: INSTANCES }, () => openDatabase({ url: scratch.url }));
const database = databases[0]!;
await database.migrate();
const db = database.db;
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: '0',
  SWEEP_INTERVAL_SECONDS: '0',
  SFTP_NIGHTLY: 'off',
  OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
  SECRET_KEY: 'bench-webhooks-secret-key-0123456789',
  WEB_DIST: '/nonexistent',
});

// The property: bookings made before any endpoint exists, so they send nothing themselves.
const company = await buildCompany(db);
const owner = await buildEmployee(db, company.id);
const category = await buildCategory(db, company.id);
const bookingIds: number[] = [];
for (let i = 0; i < BOOKINGS; i++) {
  const room = await buildRoom(db, company.id, category.id, `B${i}`);
  bookingIds.push((await buildBooking(db, room)).id);
}

/** What each receiver saw: per booking, the event ids in arrival order; each arrival's time. */
interface Seen {
  order: Map<number, string[]>;
  arrivals: Map<string, number>;
  duplicates: number;
  unverified: number;
}
const receivers: { url: string; seen: Seen; server: http.Server; secret?: string }[] = [];
for (let e = 0; e < ENDPOINTS; e++) {
  const seen: Seen = { order: new Map(), arrivals: new Map(), duplicates: 0, unverified: 0 };
  const receiver: (typeof receivers)[number] = { url: '', seen, server: http.createServer() };
  receiver.server.on('request', async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const id = String(req.headers['webhook-id']);
    let payload: { data: { id: number } };
    try {
      payload = new Webhook(receiver.secret!).verify(body, {
        'webhook-id': id,
        'webhook-timestamp': String(req.headers['webhook-timestamp']),
        'webhook-signature': String(req.headers['webhook-signature']),
      }) as typeof payload;
    } catch {
      seen.unverified++;
      res.writeHead(401).end();
      return;
    }
    if (seen.arrivals.has(id)) seen.duplicates++;
    else seen.arrivals.set(id, Date.now());
    const list = seen.order.get(payload.data.id) ?? [];
    list.push(id);
    seen.order.set(payload.data.id, list);
    res.writeHead(204).end();
  });
  receiver.server.listen(0, '127.0.0.1');
  await new Promise((r) => receiver.server.once('listening', r));
  receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/hook/${e}`;
  receivers.push(receiver);
}

const actor = await actorIn(db, company.id, owner.id);
const deps = { policy: outboundPolicy(config), secrets: lazySecretBox(config) };
for (const r of receivers)
  r.secret = (await createEndpoint(db, actor, deps, { url: r.url, events: ['booking.changed'] })).secret;

const apps = await Promise.all(databases.map((d) => buildApp({ config, database: d })));
for (const app of apps) await app.ready();

// The changes: each its own transaction; a booking's changes one after another, 4 bookings at once.
const perBooking = Math.ceil(CHANGES / BOOKINGS);
const started = Date.now();
let made = 0;
async function changeLane(lane: number) {
  for (let b = lane; b < bookingIds.length; b += IN_FLIGHT) {
    for (let k = 0; k < perBooking && made < CHANGES; k++) {
      made++;
      await db.execute(
        sql`update bookings set comment = ${`Изменение ${k + 1}`} where id = ${bookingIds[b]!}`,
      );
    }
  }
}
await Promise.all(Array.from({ length: IN_FLIGHT }, (_, lane) => changeLane(lane)));
const changedMs = Date.now() - started;

const events = await queryRows<{ uid: string; object_id: number; at: number }>(
  db,
  sql`select uid, object_id, extract(epoch from created_at) * 1000 as at from webhook_events
      where company_id = ${company.id} order by id`,
);
const expected = events.length * ENDPOINTS;
const deadline = Date.now() + 10 * 60_000;
const arrived = () => receivers.reduce((n, r) => n + r.seen.arrivals.size, 0);
while (arrived() < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
const lastArrival = Math.max(...receivers.flatMap((r) => [...r.seen.arrivals.values()]));

// Every event to every endpoint once, in the database's order per booking.
const wanted = new Map<number, string[]>();
for (const e of events) wanted.set(e.object_id, [...(wanted.get(e.object_id) ?? []), e.uid]);
let outOfOrder = 0;
for (const r of receivers)
  for (const [booking, list] of wanted)
    if ((r.seen.order.get(booking) ?? []).join() !== list.join()) outOfOrder++;
const delays = receivers.flatMap((r) =>
  events.map((e) => (r.seen.arrivals.get(e.uid) ?? Number.NaN) - Number(e.at)),
);
const result = {
  machine: `${cpus().length} × ${cpus()[0]?.model ?? '?'}`,
  instances: INSTANCES,
  changes: made,
  events: events.length,
  endpoints: ENDPOINTS,
  deliveries: arrived(),
  expected,
  duplicates: receivers.reduce((n, r) => n + r.seen.duplicates, 0),
  unverified: receivers.reduce((n, r) => n + r.seen.unverified, 0),
  outOfOrder,
  changesMs: changedMs,
  totalMs: lastArrival - started,
  throughputPerSecond: Math.round((arrived() / (lastArrival - started)) * 1000),
  delayMs: { p50: ms(pct(delays, 50)), p95: ms(pct(delays, 95)), max: ms(Math.max(...delays)) },
};
console.table({
  changes: result.changes,
  deliveries: `${result.deliveries} of ${expected}`,
  'duplicates · unverified · out of order': `${result.duplicates} · ${result.unverified} · ${result.outOfOrder}`,
  'changes made in': `${changedMs} ms`,
  'all delivered in': `${result.totalMs} ms`,
  throughput: `${result.throughputPerSecond} deliveries/s`,
  'delay p50 · p95 · max': `${result.delayMs.p50} · ${result.delayMs.p95} · ${result.delayMs.max} ms`,
});
mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  path.join(import.meta.dirname, 'results', 'webhooks.json'),
  `${JSON.stringify(result, null, 2)}\n`,
);

for (const app of apps) await app.close();
for (const r of receivers) r.server.close();
for (const d of databases) await d.close();
await scratch.drop();
const ok =
  result.deliveries === expected &&
  result.duplicates === 0 &&
  result.outOfOrder === 0 &&
  result.unverified === 0;
if (!ok) {
  console.error('webhooks: not every event arrived once and in order');
  process.exit(1);
}
