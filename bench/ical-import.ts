/**
 * Calendar import on PostgreSQL (issue 34, part 1): a channel's feed of 2,000 events, served by a local
 * HTTP server, imported into a category of 20 rooms (each stay finds its free room, one transaction per
 * event). Three fetches through the use case behind 'Обновить сейчас':
 *   - first: 2,000 new stays become 2,000 reserves;
 *   - again: the same feed, nothing to change (what every scheduled fetch of a quiet feed costs);
 *   - changed: 10 % of the events moved a day later, 10 % gone (moved and cancelled).
 * Prints the wall time of each and the events per second.   node --import tsx bench/ical-import.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { addDays, toLocal } from '@pms/domain';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { queryRows } from '../apps/server/src/db/client.ts';
import { salesChannels } from '../apps/server/src/db/schema.ts';
import { outboundPolicy } from '../apps/server/src/lib/outbound-http.ts';
import { createImport, fetchNow } from '../apps/server/src/modules/calendar-sync/calendar-sync.service.ts';
import { airbnbIcs } from '../apps/server/src/test/airbnb-ics.ts';
import { actorIn, buildCategory, buildRoom } from '../apps/server/src/test/factories.ts';
import { startLargeWorld } from './large-world.ts';
import { ms } from './stats.ts';

const EVENTS = 2_000;
const ROOMS = 20;

const world = await startLargeWorld({ rooms: 0, categories: 0 });
const { db, companyId } = world;

type Event = { uid: string; start: string; end: string };
let events: Event[] = [];
const ics = () => airbnbIcs(events);
const server = createServer((_req, res) =>
  res.writeHead(200, { 'content-type': 'text/calendar' }).end(ics()),
);
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));

try {
  const category = await buildCategory(db, companyId, { name: 'Канал' });
  for (let i = 0; i < ROOMS; i++) await buildRoom(db, companyId, category.id, `К${i + 1}`);
  const [channel] = await db.insert(salesChannels).values({ companyId, name: 'Airbnb' }).returning();
  const [admin] = await queryRows<{ id: number }>(
    db,
    sql`select employee_id as id from company_employees where company_id = ${companyId} limit 1`,
  );
  const actor = await actorIn(db, companyId, admin!.id);
  const deps = {
    policy: outboundPolicy(loadConfig({ NODE_ENV: 'test', OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' })),
  };

  // One night each, ROOMS a night: 100 nights from next week.
  const first = addDays(toLocal(Date.now() / 1000, 'Asia/Almaty').date, 7);
  events = Array.from({ length: EVENTS }, (_, i) => {
    const start = addDays(first, Math.floor(i / ROOMS) * 2);
    return { uid: `bench-${i}@airbnb.com`, start, end: addDays(start, 1) };
  });
  const feed = await createImport(db, actor, {
    name: 'Airbnb',
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/bench.ics`,
    category: category.id,
    channel: channel!.id,
    active: false,
  });

  const run = async () => {
    const t0 = performance.now();
    const view = await fetchNow(db, actor, deps, feed.id);
    const seconds = (performance.now() - t0) / 1000;
    const f = view.last_fetch!;
    return {
      seconds: ms(seconds),
      events_per_second: Math.round(EVENTS / seconds),
      result: f.result,
      created: f.created,
      moved: f.moved,
      cancelled: f.cancelled,
      conflicts: f.conflicts,
    };
  };
  const firstRun = await run();
  const again = await run();
  // A tenth moved a day later (the night after is free: stays are two days apart), a tenth gone.
  events = events.flatMap((e, i) =>
    i % 10 === 0 ? [{ ...e, start: addDays(e.start, 1), end: addDays(e.end, 1) }] : i % 10 === 1 ? [] : [e],
  );
  const changed = await run();

  const results = { events: EVENTS, rooms: ROOMS, first: firstRun, unchanged: again, changed };
  console.table({ first: firstRun, unchanged: again, changed });
  const dir = path.join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'ical-import.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await new Promise((r) => server.close(r));
  await world.close();
}
