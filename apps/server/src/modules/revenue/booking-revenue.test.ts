/**
 * booking_revenue follows every write of a price: the editor's save, a move, a group's save and a
 * room's cancellation inside a group. Each time a booking's lines add up to its common_amount and sit
 * on the dates the stay, meals and services are earned.
 */
import { bookingStatuses, realStatuses } from '@pms/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discounts, services } from '../../db/schema.ts';
import { buildFoodTariff, decemberInAlmaty as day, everyWeekday } from '../../test/factories.ts';
import { reserveInGroup, startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;
let categoryId: number;
let parking: number;
let sauna: number;
let fiveOff: number;
let breakfast: number;
let roomNo = 300;

const guest = { first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' };
const pad = (d: number) => `2026-12-${String(d).padStart(2, '0')}`;

async function newRoom() {
  roomNo += 1;
  return (await api.post('/api/v2/categories/rooms/', { name: String(roomNo), category: categoryId })).json()
    .id as number;
}

/** The booking's lines as 'date kind amount', and each booking's lines against its amount. */
async function linesOf(id: number) {
  const res = (await t.database.db.execute(sql`
    SELECT to_char(date, 'YYYY-MM-DD') AS date, kind, amount::text AS amount FROM booking_revenue
    WHERE booking_id = ${id} ORDER BY date, kind`)) as {
    rows: { date: string; kind: string; amount: string }[];
  };
  return res.rows.map((r) => `${r.date} ${r.kind} ${r.amount}`);
}
async function mismatches() {
  const res = (await t.database.db.execute(sql`
    SELECT b.id, b.common_amount::text AS amount, coalesce(sum(r.amount), 0)::text AS lines
    FROM bookings b LEFT JOIN booking_revenue r ON r.booking_id = b.id
    WHERE b.company_id = ${companyId} AND b.status <> 'new'
    GROUP BY b.id HAVING coalesce(sum(r.amount), 0) <> b.common_amount`)) as { rows: unknown[] };
  return res.rows;
}

async function saveSingle(id: number, from: number, to: number, room: number, over: object = {}) {
  const version = (await api.get(`/api/v2/booking/${id}/`)).json().version;
  const res = await api.put(`/api/v2/booking/${id}/`, {
    check_in: `${pad(from)} 14:00`,
    check_out: `${pad(to)} 12:00`,
    room,
    clients: [guest],
    version,
    ...over,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

beforeAll(async () => {
  ({ t, app, api, companyId } = await startWorld());
  const db = t.database.db;
  categoryId = (
    await api.post('/api/v2/categories/', {
      name: 'Стандарт',
      category_type: 'room',
      place_number: 2,
      rates: { price_type: 'week', rows: { base: everyWeekday(20_000) } },
    })
  ).json().id;
  const service = (name: string, price: string, serviceType: string) =>
    db.insert(services).values({ companyId, name, price, serviceType }).returning();
  parking = (await service('Парковка', '1000.00', 'day'))[0]!.id;
  sauna = (await service('Сауна', '5000.00', 'once'))[0]!.id;
  fiveOff = (
    await db
      .insert(discounts)
      .values({ companyId, name: 'Минус 3000', discountKind: 'fixed', value: '3000.00' })
      .returning()
  )[0]!.id;
  breakfast = await buildFoodTariff(db, companyId, () => 1_500);
});
afterAll(() => stopWorld({ t, app }));

describe('a single booking', () => {
  it('spreads its saved price by kind over the dates it is earned on, and follows a move', async () => {
    const room = await newRoom();
    const id = (await api.post('/api/booking/', { room, check_in: day(10), check_out: day(12, 12) })).json()
      .id as number;
    await saveSingle(id, 10, 12, room, {
      service_list: [
        { service: parking, quantity: 1 },
        { service: sauna, quantity: 1 },
      ],
      discount_list: [{ discount: fiveOff, quantity: 1 }],
    });
    // Meals are added once the reserve is saved.
    const saved = await saveSingle(id, 10, 12, room, {
      service_list: [
        { service: parking, quantity: 1 },
        { service: sauna, quantity: 1 },
      ],
      discount_list: [{ discount: fiveOff, quantity: 1 }],
      food_list: [
        {
          tariff: breakfast,
          adult_count: 2,
          child_count: 0,
          start_date: pad(10),
          end_date: pad(12),
          is_advance: true,
        },
      ],
    });
    // 2 nights × 20 000, parking 1 000 a night, sauna 5 000 once, breakfast 2 × 1 500 on 11 and 12, −3 000.
    expect(saved.common_amount).toBe('50000.00');
    expect(await linesOf(id)).toEqual([
      '2026-12-10 accommodation 20000.00',
      '2026-12-10 discounts -1500.00',
      '2026-12-10 services 6000.00',
      '2026-12-11 accommodation 20000.00',
      '2026-12-11 discounts -1500.00',
      '2026-12-11 meals 3000.00',
      '2026-12-11 services 1000.00',
      '2026-12-12 meals 3000.00',
    ]);

    // Meals the new dates would leave outside refuse a move, so they go first; the nights then move.
    await saveSingle(id, 10, 12, room, { food_list: [] });
    const moved = await api.patch(`/api/v2/booking/${id}/move/`, {
      room,
      check_in: day(11),
      check_out: day(13, 12),
      room_reason: '',
    });
    expect(moved.statusCode).toBe(200);
    expect((await linesOf(id)).filter((l) => l.includes('accommodation'))).toEqual([
      '2026-12-11 accommodation 20000.00',
      '2026-12-12 accommodation 20000.00',
    ]);
    expect(await mismatches()).toEqual([]);
  });
});

describe('a group', () => {
  it("puts the shared lines on the parent and keeps every room's lines equal to its amount", async () => {
    const rooms = [await newRoom(), await newRoom(), await newRoom()];
    const stay = (room: number) => ({ room, check_in: day(20), check_out: day(22, 12) });
    const ids = [await reserveInGroup(api, stay(rooms[0]!))];
    for (const room of rooms.slice(1)) ids.push(await reserveInGroup(api, stay(room), ids[0]));
    const parent = ids[0]!;
    const g = (await api.get(`/api/v2/booking/group/${parent}/`)).json();
    const version = (id: number) => g.child_list.find((c: { id: number }) => c.id === id)?.version;
    const res = await api.put(`/api/v2/booking/group/${parent}/`, {
      clients: [guest],
      version: g.version,
      service_list: [{ service: sauna, quantity: 1 }],
      discount_list: [{ discount: fiveOff, quantity: 1 }],
      child_list: ids.map((id, i) => ({
        id,
        room: rooms[i],
        check_in: `${pad(20)} 14:00`,
        check_out: `${pad(22)} 12:00`,
        version: version(id),
      })),
    });
    expect(res.statusCode).toBe(200);
    // The sauna for all three rooms (15 000) on the first night and the −3 000 are the parent's.
    expect((await linesOf(parent)).filter((l) => !l.includes('accommodation'))).toEqual([
      '2026-12-20 discounts -1500.00',
      '2026-12-20 services 15000.00',
      '2026-12-21 discounts -1500.00',
    ]);
    expect(await linesOf(ids[1]!)).toEqual([
      '2026-12-20 accommodation 20000.00',
      '2026-12-21 accommodation 20000.00',
    ]);
    expect(await mismatches()).toEqual([]);

    // A room's cancellation re-prices the group: the sauna is now for the two live rooms.
    expect((await api.delete(`/api/v2/booking/${ids[2]}/`, { cancel_reason: 'Не приехал' })).statusCode).toBe(
      200,
    );
    expect((await linesOf(parent)).find((l) => l.includes('services'))).toBe('2026-12-20 services 10000.00');
    const live = (await t.database.db.execute(sql`
      SELECT coalesce(sum(r.amount), 0)::text AS lines, (SELECT sum(common_amount) FROM bookings WHERE id IN (${ids[0]}, ${ids[1]}))::text AS amount
      FROM booking_revenue r WHERE r.booking_id IN (${ids[0]}, ${ids[1]})`)) as {
      rows: { lines: string; amount: string }[];
    };
    expect(live.rows[0]!.lines).toBe(live.rows[0]!.amount);
  });
});

describe("the booking's category and status on its lines", () => {
  /** Lines whose copied category or `counted` differ from their booking's (migration 0026's triggers). */
  async function stale() {
    const res = (await t.database.db.execute(sql`
      SELECT r.id FROM booking_revenue r JOIN bookings b ON b.id = r.booking_id
      WHERE r.category_id <> b.category_id
         OR r.counted <> (b.status IN (${sql.join(
           realStatuses.map((s) => sql`${s}`),
           sql`, `,
         )}))`)) as { rows: unknown[] };
    return res.rows;
  }
  const counted = async (id: number) =>
    (
      (await t.database.db.execute(
        sql`SELECT DISTINCT counted, category_id FROM booking_revenue WHERE booking_id = ${id}`,
      )) as { rows: { counted: boolean; category_id: number }[] }
    ).rows;

  it("follow a cancellation and a move to another category, and the trigger's statuses are the domain's", async () => {
    for (const status of bookingStatuses) {
      const res = (await t.database.db.execute(sql`SELECT booking_is_counted(${status}) AS c`)) as {
        rows: { c: boolean }[];
      };
      expect([status, res.rows[0]!.c]).toEqual([
        status,
        (realStatuses as readonly string[]).includes(status),
      ]);
    }

    const room = await newRoom();
    const id = (await api.post('/api/booking/', { room, check_in: day(14), check_out: day(16, 12) })).json()
      .id as number;
    await saveSingle(id, 14, 16, room);
    expect(await counted(id)).toEqual([{ counted: true, category_id: categoryId }]);

    const suite = (
      await api.post('/api/v2/categories/', {
        name: 'Люкс',
        category_type: 'room',
        place_number: 2,
        rates: { price_type: 'week', rows: { base: everyWeekday(30_000) } },
      })
    ).json().id as number;
    const suiteRoom = (await api.post('/api/v2/categories/rooms/', { name: 'Л-1', category: suite })).json()
      .id as number;
    const moved = await api.patch(`/api/v2/booking/${id}/move/`, {
      room: suiteRoom,
      check_in: day(14),
      check_out: day(16, 12),
      room_reason: 'Апгрейд',
    });
    expect(moved.statusCode).toBe(200);
    expect(await counted(id)).toEqual([{ counted: true, category_id: suite }]);

    expect((await api.delete(`/api/v2/booking/${id}/`, { cancel_reason: 'Не приехал' })).statusCode).toBe(
      200,
    );
    expect(await counted(id)).toEqual([{ counted: false, category_id: suite }]);
    expect(await stale()).toEqual([]);
  });
});
