/**
 * Issue 31, goal 5, on PostgreSQL (PGlite has one connection): the occupancy summary under concurrent
 * writers. Saves of one category's rooms over the same nights, moved in opposite directions at once,
 * and reserves beside them: none waits for another on the summary, none deadlocks, and no change is
 * lost (the summary equals the holds counted from scratch, before and after the fold). And the two
 * races the triggers lock against (migration 0058): a hold placed while a colleague's uncommitted change
 * takes its booking out of draft, or moves its room to another category, waits for it and counts as it
 * committed.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client.ts';
import { decemberInAlmaty as day } from '../../test/factories.ts';
import { startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';
import { buildOccupancyProperty, expectSummaryExact } from '../../test/occupancy-property.ts';
import { whileUncommitted } from '../../test/while-uncommitted.ts';
import { foldOccupancySql } from './reports.repository.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;
let db: Db;
let property: Awaited<ReturnType<typeof buildOccupancyProperty>>;

const local = (d: number, time: string) => `2026-12-${String(d).padStart(2, '0')} ${time}`;
const guest = { first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' };
const exact = () => expectSummaryExact(db, companyId, '2026-12-01', '2026-12-31');
const pending = async () =>
  (
    await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from occupancy_changes where company_id = ${companyId}`,
    )
  )[0]!.n;

async function save(id: number, room: number, from: number, to: number) {
  const version = (await api.get(`/api/v2/booking/${id}/`)).json().version as number;
  return api.put(`/api/v2/booking/${id}/`, {
    version,
    room,
    check_in: local(from, '14:00'),
    check_out: local(to, '12:00'),
    clients: [guest],
  });
}

describe.skipIf(!process.env.DATABASE_URL)('the occupancy summary under concurrent writers', () => {
  beforeAll(async () => {
    ({ t, app, api, companyId } = await startWorld());
    db = t.database.db;
    property = await buildOccupancyProperty(api, db, companyId);
  });
  afterAll(() => stopWorld({ t, app }));

  it('saves over the same nights in opposite directions at once: no deadlock, no change lost', async () => {
    const rooms = property.roomIds;
    const drafts: number[] = [];
    for (const room of rooms) {
      const res = await api.post('/api/booking/', { room, check_in: day(10), check_out: day(14, 12) });
      expect(res.statusCode, res.body).toBe(201);
      drafts.push(res.json().id);
    }
    await db.execute(foldOccupancySql(companyId));
    // Every draft saved at once, half moved earlier and half later, with reserves of later nights beside.
    const round = async (shift: (i: number) => [number, number], reserveOn: number) => {
      const answers = await Promise.all([
        ...drafts.map((id, i) => save(id, rooms[i]!, ...shift(i))),
        ...rooms.map((room) =>
          api.post('/api/booking/', { room, check_in: day(reserveOn), check_out: day(reserveOn + 2, 12) }),
        ),
      ]);
      for (const res of answers) expect([200, 201], res.body).toContain(res.statusCode);
    };
    await round((i) => (i % 2 ? [8, 12] : [12, 16]), 20);
    expect(await pending()).toBeGreaterThan(0);
    await exact();
    await db.execute(foldOccupancySql(companyId));
    await exact();
    await round((i) => (i % 2 ? [12, 16] : [8, 12]), 24);
    await exact();
    // The drafts reserved in the rounds saved at once too: out of draft, their nights counted.
    const reserved = await queryRows<{ id: number; room_id: number; d: number }>(
      db,
      sql`select id, room_id, extract(day from check_in at time zone 'Asia/Almaty')::int as d
          from bookings where company_id = ${companyId} and status = 'new'`,
    );
    const saved = await Promise.all(reserved.map((b) => save(b.id, b.room_id, b.d, b.d + 2)));
    for (const res of saved) expect(res.statusCode, res.body).toBe(200);
    await exact();
    await db.execute(foldOccupancySql(companyId));
    expect(await pending()).toBe(0);
    await exact();
    const [sold] = await queryRows<{ n: number }>(
      db,
      sql`select sum(sold)::int as n from occupancy_nights where company_id = ${companyId}`,
    );
    // 5 rooms × 4 nights, and 2 × 5 rooms × 2 nights reserved then saved.
    expect(sold!.n).toBe(5 * 4 + 2 * 5 * 2);
  });

  it('a hold placed while its booking leaves draft uncommitted waits, and counts', async () => {
    const draft = await api.post('/api/booking/', {
      room: property.hostelRoom,
      koika: property.beds[0],
      check_in: day(3),
      check_out: day(5, 12),
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().id as number;
    const [bed2] = await queryRows<{ id: number }>(
      db,
      sql`select id from units where bed_id = ${property.beds[1]!}`,
    );
    await whileUncommitted(t.url, "update bookings set status = 'reserved' where id = $1", [id], () =>
      db.execute(sql`insert into holds (company_id, unit_id, period, booking_id)
                     select company_id, ${bed2!.id}, period, booking_id from holds where booking_id = ${id}`),
    );
    const holds = await queryRows<{ counted: boolean }>(
      db,
      sql`select counted from holds where booking_id = ${id}`,
    );
    expect(holds).toEqual([{ counted: true }, { counted: true }]);
    await exact();
  });

  it('a hold placed while its room moves to another category uncommitted waits, and counts there', async () => {
    const room = property.roomIds[2]!;
    const [unit] = await queryRows<{ id: number }>(db, sql`select id from units where room_id = ${room}`);
    const [repair] = await queryRows<{ id: number }>(
      db,
      sql`insert into repairs (company_id, room_id, check_in, check_out)
          values (${companyId}, ${room}, to_timestamp(${day(27, 12)}), to_timestamp(${day(29, 12)})) returning id`,
    );
    const other = property.roomCategories[1]!;
    await whileUncommitted(t.url, 'update rooms set category_id = $1 where id = $2', [other, room], () =>
      db.execute(sql`insert into holds (company_id, unit_id, period, repair_id)
                     values (${companyId}, ${unit!.id}, tstzrange(to_timestamp(${day(27, 12)}), to_timestamp(${day(29, 12)})), ${repair!.id})`),
    );
    const holds = await queryRows<{ category_id: number }>(
      db,
      sql`select category_id from holds where repair_id = ${repair!.id}`,
    );
    expect(holds).toEqual([{ category_id: other }]);
    await exact();
  });
});
