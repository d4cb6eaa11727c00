import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { bookingClients, clients } from '../../db/schema.ts';
import { buildCompany, buildEmployee, decemberInAlmaty as day, TEST_PASSWORD } from '../../test/factories.ts';
import {
  changeHeard,
  client,
  createTestApp,
  createTestDb,
  login,
  type TestClient,
  type TestDb,
} from '../../test/harness.ts';
import { CalendarAnswerCache } from './calendar-cache.ts';

describe('CalendarAnswerCache', () => {
  const bytes = (n: number) => Buffer.alloc(n, 'x');
  /** A cache whose database link is up, as after start(). */
  const listening = () => {
    const cache = new CalendarAnswerCache(100, 50);
    cache.setListening(true);
    return cache;
  };

  it.each([
    {
      name: 'keeps an answer stored under the current generation',
      steps: (c: CalendarAnswerCache) => c.set(1, 'k', c.generation(1), bytes(10)),
      hit: true,
    },
    {
      name: 'refuses an answer computed before a change arrived',
      steps: (c: CalendarAnswerCache) => {
        const g = c.generation(1);
        c.invalidate(1);
        c.set(1, 'k', g, bytes(10));
      },
      hit: false,
    },
    {
      name: 'drops an answer when its company changes',
      steps: (c: CalendarAnswerCache) => {
        c.set(1, 'k', c.generation(1), bytes(10));
        c.invalidate(1);
      },
      hit: false,
    },
    {
      name: 'keeps an answer when another company changes',
      steps: (c: CalendarAnswerCache) => {
        c.set(1, 'k', c.generation(1), bytes(10));
        c.invalidate(2);
      },
      hit: true,
    },
    {
      name: 'drops every answer when the link to the database is lost',
      steps: (c: CalendarAnswerCache) => {
        c.set(1, 'k', c.generation(1), bytes(10));
        c.setListening(false);
        c.setListening(true);
      },
      hit: false,
    },
    {
      name: 'refuses an answer computed before the link was lost and found again',
      steps: (c: CalendarAnswerCache) => {
        const g = c.generation(1);
        c.setListening(false);
        c.setListening(true);
        c.set(1, 'k', g, bytes(10));
      },
      hit: false,
    },
    {
      name: 'keeps nothing while not listening',
      steps: (c: CalendarAnswerCache) => {
        c.setListening(false);
        c.set(1, 'k', c.generation(1), bytes(10));
      },
      hit: false,
    },
    {
      name: 'does not keep an answer larger than one entry may be',
      steps: (c: CalendarAnswerCache) => c.set(1, 'k', c.generation(1), bytes(60)),
      hit: false,
    },
  ])('$name', ({ steps, hit }) => {
    const cache = listening();
    steps(cache);
    expect(cache.get(1, 'k') !== null).toBe(hit);
  });

  it('computes once for colleagues asking the same window at once, and again after a failure', async () => {
    const cache = listening();
    let computed = 0;
    const compute = async () => {
      computed++;
      await new Promise((r) => setTimeout(r, 10));
      return bytes(10);
    };
    const [a, b] = await Promise.all([cache.answer(1, 'k', compute), cache.answer(1, 'k', compute)]);
    expect(computed).toBe(1);
    expect([a.cached, b.cached]).toEqual([false, false]);
    expect((await cache.answer(1, 'k', compute)).cached).toBe(true);

    const failing = () => Promise.reject(new Error('database down'));
    await expect(
      Promise.all([cache.answer(1, 'other', failing), cache.answer(1, 'other', failing)]),
    ).rejects.toThrow('database down');
    expect((await cache.answer(1, 'other', compute)).cached).toBe(false);
    expect(computed).toBe(2);
  });

  it('evicts the least recently used answers beyond its byte budget', () => {
    const cache = listening();
    const g = cache.generation(1);
    cache.set(1, 'a', g, bytes(40));
    cache.set(1, 'b', g, bytes(40));
    expect(cache.get(1, 'a')).not.toBeNull(); // 'a' is now the most recent
    cache.set(1, 'c', g, bytes(40));
    expect(cache.get(1, 'b')).toBeNull();
    expect(cache.get(1, 'a')).not.toBeNull();
    expect(cache.get(1, 'c')).not.toBeNull();
    expect(cache.size()).toBe(80);
  });
});

/** Two app instances on one database, as two server processes behind a balancer would be. */
let t: TestDb;
let appA: FastifyInstance;
let appB: FastifyInstance;
let second: Database;
let onA: TestClient;
let onB: TestClient;
let other: TestClient;
let companyId: number;
let roomId: number;
let otherRoomId: number;
let otherCompanyId: number;

/** Waits until the company's generation has moved once more, or for a second if it does not. */
async function announcementSettled(app: FastifyInstance, id: number) {
  const before = app.calendarCache.generation(id);
  const until = Date.now() + 1000;
  while (Date.now() < until && app.calendarCache.generation(id) === before) {
    await new Promise((r) => setTimeout(r, 5));
  }
}

const window = `/api/v2/main/calendar/?start=${day(1, 5)}&end=${day(31, 5)}`;
const barsOf = (res: { json(): unknown }) =>
  (
    res.json() as { categories: { room_list: { booking_list: { id: number; client: string }[] }[] }[] }
  ).categories.flatMap((c) => c.room_list.flatMap((r) => r.booking_list));

/** Polls until `check` passes: what another instance sees arrives with the database's notification. */
async function eventually(check: () => Promise<void>, ms = 5000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

async function roomOf(api: TestClient) {
  const cat = (
    await api.post('/api/v2/categories/', { name: 'Стандарт', category_type: 'room', place_number: 2 })
  ).json();
  return (await api.post('/api/v2/categories/rooms/', { name: '101', category: cat.id })).json().id as number;
}

beforeAll(async () => {
  t = await createTestDb();
  appA = await createTestApp(t.database);
  second = t.url ? openDatabase({ url: t.url }) : t.database;
  appB = await createTestApp(second);
  companyId = (await buildCompany(t.database.db)).id;
  const me = await buildEmployee(t.database.db, companyId);
  const token = (await login(appA, me.email, TEST_PASSWORD)).token;
  onA = client(appA, token);
  onB = client(appB, token);
  const otherCompany = (await buildCompany(t.database.db)).id;
  otherCompanyId = otherCompany;
  other = client(
    appA,
    (await login(appA, (await buildEmployee(t.database.db, otherCompany)).email, TEST_PASSWORD)).token,
  );
  roomId = await roomOf(onA);
  otherRoomId = await roomOf(other);
});
afterAll(async () => {
  await appB.close();
  if (second !== t.database) await second.close();
  await appA.close();
  await t.dispose();
});

describe('cached calendar answers', () => {
  it('answers a repeated window from the cache with the same bytes', async () => {
    const first = await onA.get(window);
    const again = await onA.get(window);
    expect(first.headers['x-calendar-cache']).toBe('miss');
    expect(again.headers['x-calendar-cache']).toBe('hit');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.body).toBe(first.body);
    const search = await onA.get(`${window}&search=Серикова`);
    expect(search.headers['x-calendar-cache']).toBe('miss');
  });

  it("shows the writer's own reservation on its very next read", async () => {
    await onA.get(window);
    const made = await onA.post('/api/booking/', { check_in: day(3), check_out: day(5, 12), room: roomId });
    expect(made.statusCode).toBe(201);
    const after = await onA.get(window);
    expect(after.headers['x-calendar-cache']).toBe('miss');
    expect(barsOf(after).map((b) => b.id)).toContain(made.json().id);
  });

  it('another instance drops its cached answer when the change is announced', async () => {
    await onB.get(window);
    expect((await onB.get(window)).headers['x-calendar-cache']).toBe('hit');
    const made = await onA.post('/api/booking/', { check_in: day(8), check_out: day(9, 12), room: roomId });
    expect(made.statusCode).toBe(201);
    await eventually(async () => {
      expect(barsOf(await onB.get(window)).map((b) => b.id)).toContain(made.json().id);
    });
  });

  it('a change made outside any request (a guest renamed in the database) reaches the cached answer', async () => {
    const booking = barsOf(await onA.get(window))[0]!;
    expect((await onA.get(window)).headers['x-calendar-cache']).toBe('hit');
    const db = t.database.db;
    const [guest] = await db
      .insert(clients)
      .values({ companyId, firstName: 'Айгуль', lastName: 'Серикова', phoneNumber: '+77011234567' })
      .returning();
    await db.insert(bookingClients).values({ bookingId: booking.id, clientId: guest!.id });
    await eventually(async () => {
      expect(barsOf(await onA.get(window)).find((b) => b.id === booking.id)?.client).toBe('Серикова Айгуль');
    });
    await db.update(clients).set({ lastName: 'Ахметова' }).where(eq(clients.id, guest!.id));
    await eventually(async () => {
      expect(barsOf(await onB.get(window)).find((b) => b.id === booking.id)?.client).toBe('Ахметова Айгуль');
    });
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'serves nothing it may have missed a change for while its LISTEN connection is down',
    async () => {
      const booking = barsOf(await onB.get(window))[0]!;
      expect((await onB.get(window)).headers['x-calendar-cache']).toBe('hit');
      const [guest] = await t.database.db
        .select({ id: clients.id })
        .from(clients)
        .innerJoin(bookingClients, eq(bookingClients.clientId, clients.id))
        .where(eq(bookingClients.bookingId, booking.id));
      // The server drops B's LISTEN connection (a restart or a network cut would do the same)...
      await t.database.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = 'LISTEN "pms_calendar_touch"'`);
      await eventually(async () => expect(appB.calendarCache.isListening()).toBe(false));
      // ...and a change committed now is announced to nobody.
      await t.database.db.update(clients).set({ lastName: 'Жумабаева' }).where(eq(clients.id, guest!.id));
      expect((await onB.get(window)).headers['x-calendar-cache']).toBe('miss');
      await eventually(async () => expect(appB.calendarCache.isListening()).toBe(true));
      const after = await onB.get(window);
      expect(barsOf(after).find((b) => b.id === booking.id)?.client).toBe('Жумабаева Айгуль');
      expect((await onB.get(window)).headers['x-calendar-cache']).toBe('hit');
    },
  );

  it("keeps another company's cached answer when this company changes", async () => {
    const theirs = await other.post('/api/booking/', {
      check_in: day(3),
      check_out: day(4, 12),
      room: otherRoomId,
    });
    // The booking's own announcement may still be on its way (PostgreSQL's notice is asynchronous); heard
    // after the next answer is kept, it would drop it.
    await announcementSettled(appA, otherCompanyId);
    await other.get(window);
    expect((await other.get(window)).headers['x-calendar-cache']).toBe('hit');
    await onA.post('/api/booking/', { check_in: day(12), check_out: day(13, 12), room: roomId });
    await announcementSettled(appA, companyId);
    // Once A has heard this company's change, the other company's answer must still be the kept one.
    await changeHeard(appA, companyId, () =>
      t.database.db.execute(sql`update companies set name = name where id = ${companyId}`),
    );
    expect((await other.get(window)).headers['x-calendar-cache']).toBe('hit');
    expect(barsOf(await other.get(window)).map((b) => b.id)).toEqual([theirs.json().id]);
  });
});
