/**
 * A booking keeps its main guest's 'Фамилия Имя' and phone (guest_name, guest_phone: migrations 0008,
 * 0028, 0059) for the calendar's bars and the list. Whatever writes booking_clients — one row or many in
 * one statement, across several bookings — the kept label is the one the links say, on every path:
 * a guest added, moved, made main or not, removed, a booking deleted, a group's rooms following their
 * parent, a client renamed.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildBooking, buildCategory, buildCompany, buildRoom } from '../test/factories.ts';
import { createTestDb, type TestDb } from '../test/harness.ts';
import { queryRows } from './client.ts';
import { bookingClients, bookings, clients } from './schema.ts';

let t: TestDb;
let room: { id: number; companyId: number; categoryId: number };
let companyId: number;
beforeAll(async () => {
  t = await createTestDb();
  const company = await buildCompany(t.database.db);
  companyId = company.id;
  const category = await buildCategory(t.database.db, companyId);
  room = await buildRoom(t.database.db, companyId, category.id);
});
afterAll(() => t.dispose());

const db = () => t.database.db;
let a: number;
let b: number;
let ivanov: number;
let petrova: number;
let sidorov: number;
beforeEach(async () => {
  a = (await buildBooking(db(), room)).id;
  b = (await buildBooking(db(), room)).id;
  const made = await db()
    .insert(clients)
    .values([
      { companyId, lastName: 'Иванов', firstName: 'Иван', phoneNumber: '+7 701 111' },
      { companyId, lastName: 'Петрова', firstName: 'Анна', phoneNumber: '+7 701 222' },
      { companyId, lastName: '', firstName: 'Сидоров', phoneNumber: '' },
    ])
    .returning({ id: clients.id });
  [ivanov, petrova, sidorov] = made.map((c) => c.id) as [number, number, number];
});

async function labels(...ids: number[]) {
  const rows = await db()
    .select({ id: bookings.id, name: bookings.guestName, phone: bookings.guestPhone })
    .from(bookings)
    .where(inArray(bookings.id, ids));
  const byId = new Map(rows.map((r) => [r.id, [r.name, r.phone]]));
  return ids.map((id) => byId.get(id) ?? 'deleted');
}

describe("a booking's kept main guest", () => {
  it('is set by the main guest linked, and a second guest leaves it', async () => {
    await db().insert(bookingClients).values({ bookingId: a, clientId: ivanov, position: 0 });
    expect(await labels(a, b)).toEqual([
      ['Иванов Иван', '+7 701 111'],
      [null, null],
    ]);
    await db().insert(bookingClients).values({ bookingId: a, clientId: petrova, position: 1 });
    expect(await labels(a)).toEqual([['Иванов Иван', '+7 701 111']]);
  });

  it('is right for every booking when one statement links guests to several', async () => {
    await db()
      .insert(bookingClients)
      .values([
        { bookingId: a, clientId: petrova, position: 1 },
        { bookingId: a, clientId: ivanov, position: 0 },
        { bookingId: b, clientId: sidorov, position: 0 },
        { bookingId: b, clientId: petrova, position: 1 },
      ]);
    expect(await labels(a, b)).toEqual([
      ['Иванов Иван', '+7 701 111'],
      ['Сидоров', ''],
    ]);
  });

  it('is empty while no guest is main, and set once one is made main', async () => {
    await db().insert(bookingClients).values({ bookingId: a, clientId: petrova, position: 1 });
    expect(await labels(a)).toEqual([[null, null]]);
    await db()
      .update(bookingClients)
      .set({ position: 0 })
      .where(and(eq(bookingClients.bookingId, a), eq(bookingClients.clientId, petrova)));
    expect(await labels(a)).toEqual([['Петрова Анна', '+7 701 222']]);
  });

  it('follows a change of who is main, made in one statement', async () => {
    await db()
      .insert(bookingClients)
      .values([
        { bookingId: a, clientId: ivanov, position: 0 },
        { bookingId: a, clientId: petrova, position: 1 },
      ]);
    await db().execute(sql`UPDATE booking_clients SET position = 1 - position WHERE booking_id = ${a}`);
    expect(await labels(a)).toEqual([['Петрова Анна', '+7 701 222']]);
  });

  it('follows a guest moved to another booking, on both', async () => {
    await db().insert(bookingClients).values({ bookingId: a, clientId: ivanov, position: 0 });
    await db().update(bookingClients).set({ bookingId: b }).where(eq(bookingClients.bookingId, a));
    expect(await labels(a, b)).toEqual([
      [null, null],
      ['Иванов Иван', '+7 701 111'],
    ]);
  });

  it('follows a link changed to another client', async () => {
    await db().insert(bookingClients).values({ bookingId: a, clientId: ivanov, position: 0 });
    await db().update(bookingClients).set({ clientId: petrova }).where(eq(bookingClients.bookingId, a));
    expect(await labels(a)).toEqual([['Петрова Анна', '+7 701 222']]);
  });

  it('is emptied when the main guest is removed, and kept when another guest is', async () => {
    await db()
      .insert(bookingClients)
      .values([
        { bookingId: a, clientId: ivanov, position: 0 },
        { bookingId: a, clientId: petrova, position: 1 },
        { bookingId: b, clientId: sidorov, position: 0 },
      ]);
    await db()
      .delete(bookingClients)
      .where(and(eq(bookingClients.bookingId, a), eq(bookingClients.clientId, petrova)));
    expect(await labels(a)).toEqual([['Иванов Иван', '+7 701 111']]);
    await db()
      .delete(bookingClients)
      .where(inArray(bookingClients.bookingId, [a, b]));
    expect(await labels(a, b)).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it('takes the lowest client when two guests are both main', async () => {
    await db()
      .insert(bookingClients)
      .values([
        { bookingId: a, clientId: petrova, position: 0 },
        { bookingId: a, clientId: ivanov, position: 0 },
      ]);
    expect(await labels(a)).toEqual([['Иванов Иван', '+7 701 111']]);
  });

  it("of a group's room with no guests of its own is the parent's, and follows the parent's", async () => {
    const child = (await buildBooking(db(), room)).id;
    await db().update(bookings).set({ groupParent: a }).where(eq(bookings.id, child));
    await db().insert(bookingClients).values({ bookingId: a, clientId: ivanov, position: 0 });
    expect(await labels(a, child)).toEqual([
      ['Иванов Иван', '+7 701 111'],
      ['Иванов Иван', '+7 701 111'],
    ]);
    await db().update(bookingClients).set({ clientId: petrova }).where(eq(bookingClients.bookingId, a));
    expect(await labels(child)).toEqual([['Петрова Анна', '+7 701 222']]);
    await db().insert(bookingClients).values({ bookingId: child, clientId: sidorov, position: 0 });
    expect(await labels(child)).toEqual([['Сидоров', '']]);
    await db().delete(bookingClients).where(eq(bookingClients.bookingId, child));
    expect(await labels(child)).toEqual([['Петрова Анна', '+7 701 222']]);
    await db().delete(bookingClients).where(eq(bookingClients.bookingId, a));
    expect(await labels(a, child)).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it('lets a booking with guests be deleted, and a group room then drops its parent’s guest', async () => {
    const child = (await buildBooking(db(), room)).id;
    await db().update(bookings).set({ groupParent: a }).where(eq(bookings.id, child));
    await db()
      .insert(bookingClients)
      .values([
        { bookingId: a, clientId: ivanov, position: 0 },
        { bookingId: b, clientId: petrova, position: 0 },
      ]);
    await db().delete(bookings).where(eq(bookings.id, a));
    expect(await labels(a, b, child)).toEqual(['deleted', ['Петрова Анна', '+7 701 222'], [null, null]]);
  });

  it('follows a renamed client, on every booking where it is main', async () => {
    await db()
      .insert(bookingClients)
      .values([
        { bookingId: a, clientId: ivanov, position: 0 },
        { bookingId: b, clientId: ivanov, position: 1 },
        { bookingId: b, clientId: petrova, position: 0 },
      ]);
    await db()
      .update(clients)
      .set({ lastName: 'Иванов-Алтын', phoneNumber: '+7 701 999' })
      .where(eq(clients.id, ivanov));
    expect(await labels(a, b)).toEqual([
      ['Иванов-Алтын Иван', '+7 701 999'],
      ['Петрова Анна', '+7 701 222'],
    ]);
  });

  it('rewrites each booking once per statement, however many of its guests the statement links', async () => {
    // Each rewrite of a booking fires the booking's own triggers; the demo seed links thousands of
    // guests, so a write per guest was seconds of a cold start. Count the rewrites with a trigger of
    // this test's own, dropped after.
    await db().execute(sql`CREATE TABLE "test_booking_writes" ("booking_id" integer NOT NULL)`);
    await db().execute(sql`CREATE FUNCTION "test_booking_written"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO "test_booking_writes" VALUES (NEW."id"); RETURN NULL; END $$`);
    await db().execute(sql`CREATE TRIGGER "test_booking_written" AFTER UPDATE ON "bookings"
      FOR EACH ROW EXECUTE FUNCTION "test_booking_written"()`);
    try {
      await db()
        .insert(bookingClients)
        .values([
          { bookingId: a, clientId: ivanov, position: 0 },
          { bookingId: a, clientId: petrova, position: 1 },
          { bookingId: a, clientId: sidorov, position: 2 },
          { bookingId: b, clientId: petrova, position: 0 },
          { bookingId: b, clientId: sidorov, position: 1 },
        ]);
      await db().execute(
        sql`UPDATE booking_clients SET position = position WHERE booking_id IN (${a}, ${b})`,
      );
      await db()
        .delete(bookingClients)
        .where(inArray(bookingClients.bookingId, [a, b]));
      const rows = await queryRows<{ booking_id: number; writes: number }>(
        db(),
        sql`SELECT booking_id, count(*)::int AS writes FROM "test_booking_writes" GROUP BY booking_id ORDER BY booking_id`,
      );
      expect(rows.map((r) => [r.booking_id, r.writes])).toEqual([
        [a, 3],
        [b, 3],
      ]);
    } finally {
      await db().execute(sql`DROP TRIGGER "test_booking_written" ON "bookings"`);
      await db().execute(sql`DROP FUNCTION "test_booking_written"()`);
      await db().execute(sql`DROP TABLE "test_booking_writes"`);
    }
  });
});
