/**
 * Calendar sync against a real counterpart on loopback (issue 34, part 1): a local HTTP server serves an
 * Airbnb-shaped .ics that the test changes; the import creates, moves and cancels bookings; a collision
 * becomes a conflict and changes nothing; our export parses with node-ical and shows the busy nights
 * exactly, with no guest name; a refused host and a failing feed say why in Russian and back off; the
 * schedule fetches a due feed once across two instances.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fromLocal } from '@pms/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import nodeIcal from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_CHANNEL } from '../../db/calendar-channel.ts';
import { openDatabase, queryRows } from '../../db/client.ts';
import { bookingClients, bookings, calendarImports, clients, salesChannels } from '../../db/schema.ts';
import { outboundMessages, outboundPolicy } from '../../lib/outbound-http.ts';
import { airbnbIcs, type FeedEvent } from '../../test/airbnb-ics.ts';
import { buildCategory, buildRoom } from '../../test/factories.ts';
import {
  changeHeard,
  signInElsewhere,
  startWorld,
  stopWorld,
  type TestClient,
  type TestDb,
  testConfig,
} from '../../test/harness.ts';
import { calendarSyncPass } from './index.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;
let airbnb: number;
let categoryId: number;
let room1: number;
let room2: number;
const tz = 'Asia/Almaty';

/** The channel's calendar as Airbnb exports it: all-day VEVENTs, 'Reserved' and 'Airbnb (Not available)'. */
let feed: FeedEvent[] = [];
let feedStatus = 200;
let requests = 0;
let server: Server;
let feedUrl: string;

const at = (date: string, time: string) => fromLocal(date, time, tz);
const stayOf = async (id: number) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const channelBookings = () =>
  t.database.db.select().from(bookings).where(eq(bookings.sourceId, airbnb)).orderBy(bookings.id);

beforeAll(async () => {
  ({ t, app, api, companyId } = await startWorld());
  const db = t.database.db;
  const category = await buildCategory(db, companyId, { name: 'Апартаменты' });
  categoryId = category.id;
  room1 = (await buildRoom(db, companyId, categoryId, '101')).id;
  room2 = (await buildRoom(db, companyId, categoryId, '102')).id;
  airbnb = (await db.insert(salesChannels).values({ companyId, name: 'Airbnb' }).returning())[0]!.id;
  server = createServer((_req, res) => {
    requests++;
    if (feedStatus !== 200) {
      res.writeHead(feedStatus).end('down');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(airbnbIcs(feed));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendar/ical/12345.ics?s=secret`;
}, 60_000);

afterAll(async () => {
  await stopWorld({ t, app });
  await new Promise((r) => server.close(r));
});

async function addImport(body: Record<string, unknown>) {
  const res = await api.post('/api/v2/integrations/calendars/imports/', {
    name: 'Airbnb 101',
    url: feedUrl,
    channel: airbnb,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number };
}
async function fetchNow(id: number) {
  const res = await api.post(`/api/v2/integrations/calendars/imports/${id}/fetch/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    status: string;
    last_error: string;
    failures: number;
    next_fetch_at: number;
    last_fetch: { created: number; moved: number; cancelled: number; conflicts: number; result: string };
  };
}
const conflicts = async () => (await api.get('/api/v2/integrations/calendars/conflicts/')).json();

describe('import: an Airbnb calendar becomes bookings of its channel', () => {
  let feedId: number;

  it('creates a reserve per new UID, in the property zone at its standard times', async () => {
    feed = [
      { uid: 'a1@airbnb.com', start: '2027-03-05', end: '2027-03-08' },
      { uid: 'a2@airbnb.com', start: '2027-03-10', end: '2027-03-12', summary: 'Airbnb (Not available)' },
    ];
    feedId = (await addImport({ room: room1 })).id;
    const view = await fetchNow(feedId);
    expect(view.status).toBe('ok');
    expect(view.last_fetch).toMatchObject({ result: 'ok', created: 2, moved: 0, cancelled: 0, conflicts: 0 });
    const rows = await channelBookings();
    expect(
      rows.map((b) => [b.roomId, b.status, b.checkIn.getTime() / 1000, b.checkOut.getTime() / 1000]),
    ).toEqual([
      [room1, 'reserved', at('2027-03-05', '14:00'), at('2027-03-08', '12:00')],
      [room1, 'reserved', at('2027-03-10', '14:00'), at('2027-03-12', '12:00')],
    ]);
    // The same feed again changes nothing.
    expect((await fetchNow(feedId)).last_fetch).toMatchObject({
      created: 0,
      moved: 0,
      cancelled: 0,
      conflicts: 0,
    });
    expect(await channelBookings()).toHaveLength(2);
  });

  it('moves a stay whose dates changed and cancels one whose UID is gone', async () => {
    const [first, second] = await channelBookings();
    feed = [{ uid: 'a1@airbnb.com', start: '2027-03-06', end: '2027-03-09' }];
    const view = await fetchNow(feedId);
    expect(view.last_fetch).toMatchObject({ created: 0, moved: 1, cancelled: 1, conflicts: 0 });
    const moved = await stayOf(first!.id);
    expect([moved.status, moved.checkIn.getTime() / 1000, moved.checkOut.getTime() / 1000]).toEqual([
      'reserved',
      at('2027-03-06', '14:00'),
      at('2027-03-09', '12:00'),
    ]);
    const gone = await stayOf(second!.id);
    expect([gone.status, gone.cancelReason]).toEqual(['canceled', 'Удалено в канале']);
    // The cancelled stay's nights are free again: a reservation there is taken.
    const res = await api.post('/api/booking/', {
      room: room1,
      check_in: at('2027-03-10', '14:00'),
      check_out: at('2027-03-11', '12:00'),
    });
    expect(res.statusCode, res.body).toBe(201);
    await api.delete(`/api/booking/${res.json().id}/`);
  });

  it('a stay colliding with a local one goes to the conflicts and changes nothing; accepted into a free room', async () => {
    const local = await api.post('/api/booking/', {
      room: room1,
      check_in: at('2027-04-01', '14:00'),
      check_out: at('2027-04-04', '12:00'),
    });
    expect(local.statusCode, local.body).toBe(201);
    const localId = local.json().id as number;
    const before = await stayOf(localId);
    feed = [...feed, { uid: 'a3@airbnb.com', start: '2027-04-02', end: '2027-04-05' }];
    // Every open screen of the company hears of it on the live channel.
    const heard: unknown[] = [];
    const stop = await t.database.listen(CALENDAR_CHANNEL, (payload) => {
      const message = JSON.parse(payload);
      if (message.calendar_sync) heard.push(message);
    });
    const view = await fetchNow(feedId);
    expect(view.last_fetch).toMatchObject({ created: 0, moved: 0, cancelled: 0, conflicts: 1 });
    await expect
      .poll(() => heard)
      .toEqual([
        {
          company_id: companyId,
          calendar_sync: {
            kind: 'conflict',
            import_id: feedId,
            feed_name: 'Airbnb 101',
            check_in: at('2027-04-02', '14:00'),
            check_out: at('2027-04-05', '12:00'),
          },
        },
      ]);
    await stop();
    expect(await stayOf(localId)).toEqual(before);
    expect(await channelBookings()).toHaveLength(2);

    const [conflict] = await conflicts();
    expect(conflict).toMatchObject({
      uid: 'a3@airbnb.com',
      feed_name: 'Airbnb 101',
      channel_name: 'Airbnb',
      room: room1,
      check_in: at('2027-04-02', '14:00'),
      check_out: at('2027-04-05', '12:00'),
      local_booking: { id: localId, room_name: '101', check_in: at('2027-04-01', '14:00') },
    });
    expect(conflict.holder).toMatch(/^Номер 101 занят/);
    // The next fetch keeps it, without counting it again.
    expect((await fetchNow(feedId)).last_fetch.conflicts).toBe(0);

    // A taken room: refused with the holder named, nothing written.
    const refused = await api.post(`/api/v2/integrations/calendars/conflicts/${conflict.id}/resolve/`, {
      action: 'accept',
      room: room1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/занят/);
    const accepted = await api.post(`/api/v2/integrations/calendars/conflicts/${conflict.id}/resolve/`, {
      action: 'accept',
      room: room2,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await conflicts()).toEqual([]);
    const placed = (await channelBookings()).at(-1)!;
    expect([placed.roomId, placed.status, placed.checkIn.getTime() / 1000]).toEqual([
      room2,
      'reserved',
      at('2027-04-02', '14:00'),
    ]);
    // Once accepted, the event is that booking: the next fetch leaves it.
    expect((await fetchNow(feedId)).last_fetch).toMatchObject({ created: 0, moved: 0, conflicts: 0 });
  });

  it('a rejected conflict stays out until the channel changes its dates', async () => {
    feed = [...feed, { uid: 'a4@airbnb.com', start: '2027-04-01', end: '2027-04-02' }];
    expect((await fetchNow(feedId)).last_fetch.conflicts).toBe(1);
    const [conflict] = await conflicts();
    const res = await api.post(`/api/v2/integrations/calendars/conflicts/${conflict.id}/resolve/`, {
      action: 'reject',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await fetchNow(feedId)).last_fetch.conflicts).toBe(0);
    expect(await conflicts()).toEqual([]);
  });

  it('a stay staff cancelled is not brought back when the channel moves it', async () => {
    feed = [...feed, { uid: 'a5@airbnb.com', start: '2027-04-20', end: '2027-04-22' }];
    expect((await fetchNow(feedId)).last_fetch.created).toBe(1);
    const mine = (await channelBookings()).at(-1)!;
    const cancel = await api.delete(`/api/v2/booking/${mine.id}/`, { cancel_reason: 'Гость позвонил' });
    expect(cancel.statusCode, cancel.body).toBeLessThan(300);
    feed = feed.map((e) =>
      e.uid === 'a5@airbnb.com' ? { ...e, start: '2027-04-21', end: '2027-04-23' } : e,
    );
    const count = (await channelBookings()).length;
    expect((await fetchNow(feedId)).last_fetch).toMatchObject({ created: 0, moved: 0, conflicts: 0 });
    expect(await channelBookings()).toHaveLength(count);
    expect((await stayOf(mine.id)).status).toBe('canceled');
  });

  it('a category feed places each stay in a free room of the category', async () => {
    const [ch] = await t.database.db
      .insert(salesChannels)
      .values({ companyId, name: 'Booking.com' })
      .returning();
    feed = [
      { uid: 'b1@booking.com', start: '2027-04-02', end: '2027-04-03', summary: 'CLOSED - Not available' },
    ];
    const id = (await addImport({ name: 'Booking.com', category: categoryId, channel: ch!.id })).id;
    // Room 101 has the local stay, 102 the accepted one: nothing free.
    expect((await fetchNow(id)).last_fetch.conflicts).toBe(1);
    const [conflict] = await conflicts();
    expect(conflict.holder).toMatch(/^В категории нет свободного номера/);
    feed = [{ uid: 'b1@booking.com', start: '2027-04-10', end: '2027-04-12' }];
    expect((await fetchNow(id)).last_fetch).toMatchObject({ created: 1, conflicts: 0 });
    expect(await conflicts()).toEqual([]);
    await api.delete(`/api/v2/integrations/calendars/imports/${id}/`);
  });
});

const ymdOf = (x: Date) =>
  `${x.getFullYear()}-${String(x.getMonth() + 1).padStart(2, '0')}-${String(x.getDate()).padStart(2, '0')}`;

describe('export: busy nights without guest data', () => {
  it('parses with node-ical, shows the busy nights exactly, no guest name; revoke kills the old URL', async () => {
    const db = t.database.db;
    // A guest on a stay of room 102: named in our calendar, never in the feed.
    const stay = await api.post('/api/booking/', {
      room: room2,
      check_in: at('2027-05-10', '14:00'),
      check_out: at('2027-05-13', '12:00'),
    });
    expect(stay.statusCode, stay.body).toBe(201);
    const [guest] = await db
      .insert(clients)
      .values({ companyId, firstName: 'Жанна', lastName: 'Тайная' })
      .returning();
    await db.insert(bookingClients).values({ bookingId: stay.json().id, clientId: guest!.id, position: 0 });
    expect((await stayOf(stay.json().id)).guestName).toBe('Тайная Жанна');

    const created = await api.post('/api/v2/integrations/calendars/exports/', { room: room2 });
    expect(created.statusCode, created.body).toBe(200);
    const path = created.json().path as string;
    const res = await app.inject({ method: 'GET', url: path });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).not.toMatch(/Тайная|Жанна/);
    const events = Object.values(nodeIcal.sync.parseICS(res.body))
      .filter((e) => e?.type === 'VEVENT')
      .map((e) => {
        const ev = e as unknown as { start: Date; end: Date; summary: string };
        return [ymdOf(ev.start), ymdOf(ev.end), ev.summary];
      });
    // Room 102 holds the channel's stay accepted into it (April) and the guest's stay (May): those nights only.
    expect(events).toEqual([
      ['2027-04-02', '2027-04-05', 'Занято'],
      ['2027-05-10', '2027-05-13', 'Занято'],
    ]);

    // A change reaches the cached feed.
    await changeHeard(app, companyId, () =>
      api.post('/api/booking/', {
        room: room2,
        check_in: at('2027-05-25', '14:00'),
        check_out: at('2027-05-26', '12:00'),
      }),
    );
    expect((await app.inject({ method: 'GET', url: path })).body).toContain('DTSTART;VALUE=DATE:20270525');

    const revoked = await api.post(`/api/v2/integrations/calendars/exports/${created.json().id}/revoke/`);
    expect(revoked.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: revoked.json().path })).statusCode).toBe(200);
  });

  it('a category feed is busy only when no room is free', async () => {
    const res = await api.post('/api/v2/integrations/calendars/exports/', { category: categoryId });
    expect(res.statusCode, res.body).toBe(200);
    const body = (await app.inject({ method: 'GET', url: res.json().path })).body;
    // 2027-04-02..04: 101 has the local stay, 102 the accepted channel stay. 2027-05-10: only 102 is taken.
    expect(body).toContain('DTSTART;VALUE=DATE:20270402');
    expect(body).not.toContain('20270510');
  });
});

describe('failures are recorded in Russian and back off', () => {
  it('a private address the operator did not allow is refused', async () => {
    const id = (await addImport({ name: 'Сеть', url: 'http://10.1.2.3/cal.ics', room: room1 })).id;
    const view = await fetchNow(id);
    expect(view).toMatchObject({ status: 'error', last_error: outboundMessages.refused, failures: 1 });
    await api.delete(`/api/v2/integrations/calendars/imports/${id}/`);
  });

  it('a failing feed keeps its bookings, shows its error and waits longer each time', async () => {
    const id = (await addImport({ name: 'Падает', room: room1, interval_minutes: 15 })).id;
    const count = (await channelBookings()).length;
    feedStatus = 500;
    try {
      const first = await fetchNow(id);
      expect(first).toMatchObject({
        status: 'error',
        last_error: 'Сервер календаря ответил ошибкой 500',
        failures: 1,
      });
      expect(first.next_fetch_at - Date.now() / 1000).toBeLessThan(16 * 60);
      const second = await fetchNow(id);
      expect(second.failures).toBe(2);
      expect(second.next_fetch_at - Date.now() / 1000).toBeGreaterThan(25 * 60);
      const fetches = await api.get(`/api/v2/integrations/calendars/imports/${id}/fetches/`);
      expect(fetches.json().map((f: { result: string }) => f.result)).toEqual(['error', 'error']);
      expect(await channelBookings()).toHaveLength(count);
    } finally {
      feedStatus = 200;
      await api.delete(`/api/v2/integrations/calendars/imports/${id}/`);
    }
  });

  it('a body that is no calendar says so', async () => {
    const other = createServer((_req, res) => res.writeHead(200).end('<html>login</html>'));
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}/`;
      const id = (await addImport({ name: 'HTML', url, room: room1 })).id;
      expect((await fetchNow(id)).last_error).toBe('Ответ не похож на календарь iCalendar (.ics)');
      await api.delete(`/api/v2/integrations/calendars/imports/${id}/`);
    } finally {
      await new Promise((r) => other.close(r));
    }
  });

  it('another company sees none of it', async () => {
    const other = await signInElsewhere(t, app);
    expect((await other.api.get('/api/v2/integrations/calendars/imports/')).json()).toEqual([]);
    expect((await other.api.get('/api/v2/integrations/calendars/conflicts/')).json()).toEqual([]);
    const [mine] = (await api.get('/api/v2/integrations/calendars/imports/')).json();
    expect(
      (await other.api.post(`/api/v2/integrations/calendars/imports/${mine.id}/fetch/`)).statusCode,
    ).toBe(404);
    const refused = await other.api.post('/api/v2/integrations/calendars/imports/', {
      name: 'x',
      url: feedUrl,
      channel: airbnb,
      room: room1,
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('the schedule', () => {
  it('fetches a due feed once across two instances', async () => {
    const dbB = t.url ? openDatabase({ url: t.url }) : t.database;
    try {
      feed = [{ uid: 's1@airbnb.com', start: '2027-06-01', end: '2027-06-03' }];
      const id = (await addImport({ name: 'По расписанию', room: room1 })).id;
      const db = t.database.db;
      // Only this feed is due.
      await db.update(calendarImports).set({ nextFetchAt: sql`now() + interval '1 day'` });
      await db.update(calendarImports).set({ nextFetchAt: sql`now()` }).where(eq(calendarImports.id, id));
      const before = requests;
      const deps = { policy: outboundPolicy(testConfig()) };
      const failed: unknown[] = [];
      const log = (err: unknown) => failed.push(err);
      const counts = await Promise.all([
        calendarSyncPass(db, deps, log),
        calendarSyncPass(dbB.db, deps, log),
      ]);
      expect(failed).toEqual([]);
      expect(counts[0]! + counts[1]!).toBe(1);
      expect(requests - before).toBe(1);
      const rows = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from calendar_fetches where import_id = ${id}`,
      );
      expect(rows[0]!.n).toBe(1);
      const [row] = await db.select().from(calendarImports).where(eq(calendarImports.id, id));
      expect(row!.leaseUntil).toBeNull();
      expect(row!.nextFetchAt!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
      expect(
        (await channelBookings()).some((b) => b.checkIn.getTime() / 1000 === at('2027-06-01', '14:00')),
      ).toBe(true);
    } finally {
      if (dbB !== t.database) await dbB.close();
    }
  });
});
