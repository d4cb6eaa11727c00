/**
 * Issue 31, goal 5: the occupancy report reads a per-date summary kept by triggers (migration 0058). Its
 * answer must be the one the holds and revenue lines give when counted from scratch (the statement it
 * replaced, test/occupancy-from-scratch.ts), after any series of the changes that move it: reserve, save
 * (a draft's step out of 'new'), move, cancel, delete, repairs, channel blocks, group rooms, a status put
 * back to 'new', a room moved to another category, the company's zone changed, revenue lines written,
 * changed and deleted, holds moved or deleted by hand. A seeded series, compared every few steps with
 * and without the changes folded, then once more after a fold.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client.ts';
import { rooms } from '../../db/schema.ts';
import { decemberInAlmaty as day } from '../../test/factories.ts';
import { startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';
import { buildOccupancyProperty, expectSummaryExact } from '../../test/occupancy-property.ts';
import { foldOccupancySql } from './reports.repository.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;
let db: Db;
const categories: { room: number[]; koika: number } = { room: [], koika: 0 };
const roomIds: number[] = [];
let hostelRoom = 0;
let beds: number[] = [];
let channel = 0;

const local = (d: number, time: string) => `2026-12-${String(d).padStart(2, '0')} ${time}`;

/** A small deterministic generator (mulberry32), so a failing series can be run again. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
  };
}

const compare = (start: string, end: string) => expectSummaryExact(db, companyId, start, end);

const bookingIds = async (where = sql`true`) =>
  (
    await queryRows<{ id: number }>(
      db,
      sql`select id from bookings where company_id = ${companyId} and ${where} order by id`,
    )
  ).map((r) => r.id);

const versionOf = async (id: number) => (await api.get(`/api/v2/booking/${id}/`)).json().version as number;

/** One of `rows` picked by the series' own numbers (the database's random() would make each run differ). */
const pickOf = <T>(r: ReturnType<typeof random>, rows: T[]) => (rows.length ? r.pick(rows) : undefined);

/** One step of the series: a change of one kind, on something picked at random; refusals are fine. */
async function step(r: ReturnType<typeof random>) {
  const from = r.int(1, 26);
  const to = from + r.int(1, 5);
  // Weighted towards what fills the report (reserve, save, repair), so that the rest has something to change.
  const kind = r.pick([0, 0, 1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 7, 7, 8, 9, 10, 11, 12, 12, 13, 14, 15, 16]);
  const someBooking = async (where = sql`true`) => {
    const ids = await bookingIds(where);
    return ids.length ? r.pick(ids) : undefined;
  };
  switch (kind) {
    case 0:
    case 1: {
      // 'Резерв': a draft holding a room or a bed (not counted until saved).
      const onBed = r.chance(0.3);
      await api.post('/api/booking/', {
        room: onBed ? hostelRoom : r.pick(roomIds),
        ...(onBed ? { koika: r.pick(beds) } : {}),
        check_in: day(from, r.pick([0, 10, 14])),
        check_out: day(to, 12),
        is_group: r.chance(0.15),
      });
      return 'reserve';
    }
    case 2:
    case 3: {
      // 'Сохранить', perhaps with other dates: a draft becomes a reserve, the revenue lines are written.
      const id = await someBooking(sql`status in ('new', 'reserved', 'booked') and not is_group`);
      if (!id) return 'save (none)';
      const view = (await api.get(`/api/v2/booking/${id}/`)).json();
      const keep = r.chance(0.5);
      await api.put(`/api/v2/booking/${id}/`, {
        version: await versionOf(id),
        room: view.room,
        ...(view.koika ? { koika: view.koika } : {}),
        check_in: keep ? view.check_in : local(from, '14:00'),
        check_out: keep ? view.check_out : local(to, '12:00'),
        clients: [{ first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' }],
      });
      return 'save';
    }
    case 4: {
      // Dragged on the calendar to another room or dates.
      const id = await someBooking(
        sql`status in ('new', 'reserved', 'booked') and not is_group and bed_id is null`,
      );
      if (!id) return 'move (none)';
      await api.patch(`/api/v2/booking/${id}/move/`, {
        room: r.pick(roomIds),
        check_in: day(from),
        check_out: day(to, 12),
        room_reason: 'Просьба гостя',
      });
      return 'move';
    }
    case 5: {
      const id = await someBooking(sql`status in ('reserved', 'booked') and not is_group`);
      if (id) await api.delete(`/api/v2/booking/${id}/`, { cancel_reason: 'Передумал' });
      return 'cancel';
    }
    case 6: {
      const id = await someBooking(sql`status = 'new'`);
      if (id) await api.delete(`/api/v2/booking/${id}/permanent/`);
      return 'delete draft';
    }
    case 7: {
      if (r.chance(0.75)) {
        await api.post('/api/v2/categories/room-repair/', {
          room: r.pick(roomIds),
          check_in: day(from, 12),
          check_out: day(to, 12),
        });
        return 'repair';
      }
      const repair = pickOf(
        r,
        await queryRows<{ id: number }>(
          db,
          sql`select id from repairs where company_id = ${companyId} order by id`,
        ),
      );
      if (repair) await api.delete(`/api/v2/categories/room-repair/${repair.id}/`);
      return 'reopen';
    }
    case 8: {
      // A channel's block: never counted, but its holds come and go through the same trigger.
      const id = r.pick(roomIds);
      const [now] = await queryRows<{ category_id: number }>(
        db,
        sql`select category_id from rooms where id = ${id}`,
      );
      const res = await api.post('/api/v2/sales-channels/add-blocks/', {
        channel,
        category: now!.category_id,
        rooms: [id],
        start: day(from),
        end: day(to, 12),
      });
      // Now and then a draft made from the block ('резерв' on it), consumed by its first save.
      const block = res.statusCode === 201 ? (res.json().blocks[0] as { id: number }) : undefined;
      if (block && r.chance(0.5)) await api.post(`/api/chanel/block/${block.id}/reserve/`, {});
      return 'block';
    }
    case 9: {
      // A status step by hand, back into 'new' too (its holds stop counting, its lines too).
      const id = await someBooking(sql`status not in ('canceled', 'expired')`);
      if (id)
        await db.execute(
          sql`update bookings set status = ${r.pick(['new', 'reserved', 'booked', 'check_in', 'check_out'])} where id = ${id}`,
        );
      return 'status';
    }
    case 10: {
      // A room moved to the other category of its type (the admin's 'Номера').
      const id = r.pick(roomIds);
      const [now] = await queryRows<{ category_id: number }>(
        db,
        sql`select category_id from rooms where id = ${id}`,
      );
      const other = categories.room.find((c) => c !== now!.category_id)!;
      await db.update(rooms).set({ categoryId: other }).where(sql`${rooms.id} = ${id}`);
      return 'room category';
    }
    case 11: {
      // Honolulu's 14:00 and 12:00 of Almaty fall the evening before: every stay's nights move a date.
      const zone = r.pick(['Asia/Almaty', 'Europe/Moscow', 'Pacific/Honolulu', 'Asia/Tokyo']);
      await db.execute(sql`update companies set timezone = ${zone} where id = ${companyId}`);
      return `zone ${zone}`;
    }
    case 12: {
      // Revenue lines changed by hand: an amount, a line gone, a line added on another date.
      const line = pickOf(
        r,
        await queryRows<{ id: number; booking_id: number }>(
          db,
          sql`select id, booking_id from booking_revenue where company_id = ${companyId} order by id`,
        ),
      );
      if (!line) return 'revenue (none)';
      const what = r.int(0, 2);
      if (what === 0)
        await db.execute(
          sql`update booking_revenue set amount = amount + ${r.int(-3, 3) * 1000} where id = ${line.id}`,
        );
      else if (what === 1) await db.execute(sql`delete from booking_revenue where id = ${line.id}`);
      else
        await db.execute(
          sql`insert into booking_revenue (company_id, booking_id, date, kind, amount)
              values (${companyId}, ${line.booking_id}, ${`2026-12-${String(from).padStart(2, '0')}`}, ${r.pick(['accommodation', 'meals'])}, ${r.pick([0, 5000, 12500])})`,
        );
      return 'revenue';
    }
    case 13: {
      // A hold moved or deleted by hand (refused when it would overlap another).
      const hold = pickOf(
        r,
        await queryRows<{ id: number }>(
          db,
          sql`select id from holds where company_id = ${companyId} order by id`,
        ),
      );
      if (!hold) return 'hold (none)';
      if (r.chance(0.3)) await db.execute(sql`delete from holds where id = ${hold.id}`);
      else
        await db
          .execute(
            sql`update holds set period = tstzrange(lower(period) + ${`${r.int(-2, 2)} days`}::interval,
                                                     upper(period) + ${`${r.int(-1, 3)} days`}::interval)
                where id = ${hold.id}`,
          )
          .catch(() => undefined);
      return 'hold by hand';
    }
    case 14: {
      // A booking's category changed by hand: its lines move with it (migration 0051).
      const id = await someBooking();
      if (id)
        await db.execute(
          sql`update bookings set category_id = ${r.pick([...categories.room, categories.koika])} where id = ${id}`,
        );
      return 'booking category';
    }
    case 15: {
      const id = await someBooking(sql`status <> 'new'`);
      if (id) await db.execute(sql`delete from bookings where id = ${id}`);
      return 'delete booking';
    }
    default: {
      await db.execute(foldOccupancySql(companyId));
      return 'fold';
    }
  }
}

beforeAll(async () => {
  ({ t, app, api, companyId } = await startWorld());
  db = t.database.db;
  const p = await buildOccupancyProperty(api, db, companyId);
  categories.room = p.roomCategories;
  categories.koika = p.koika;
  roomIds.push(...p.roomIds);
  ({ hostelRoom, beds, channel } = p);
});
afterAll(() => stopWorld({ t, app }));

describe('the occupancy summary', () => {
  it('answers as the holds and lines counted from scratch, after a random series of changes', async () => {
    const r = random(31_5);
    const done: string[] = [];
    let rows = 0;
    for (let i = 1; i <= 150; i++) {
      done.push(await step(r));
      if (i % 6 === 0) {
        rows = await compare('2026-11-28', '2026-12-31');
        await compare('2026-12-05', '2026-12-05');
      }
    }
    await db.execute(foldOccupancySql(companyId));
    const [pending] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from occupancy_changes where company_id = ${companyId}`,
    );
    expect(pending?.n).toBe(0);
    rows = await compare('2026-11-28', '2026-12-31');
    // The series did reach the report: nights sold, repairs, revenue, and every kind of step.
    const [sums] = await queryRows<{ sold: number; repair: number; revenue: number }>(
      db,
      sql`select sum(sold)::int as sold, sum(repair)::int as repair, sum(revenue)::float8 as revenue
          from occupancy_nights where company_id = ${companyId}`,
    );
    expect(sums!.sold).toBeGreaterThan(0);
    expect(sums!.repair).toBeGreaterThan(0);
    expect(sums!.revenue).toBeGreaterThan(0);
    expect(rows).toBeGreaterThan(34);
    for (const kind of ['reserve', 'save', 'move', 'cancel', 'repair', 'status', 'room category', 'revenue'])
      expect(done).toContain(kind);
    expect(done.some((d) => d.startsWith('zone'))).toBe(true);
  }, 300_000);
});
