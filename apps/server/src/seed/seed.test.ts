import { bookingStatuses, cancelledStatuses, holdingStatuses, requisitesSchema } from '@pms/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { companies, companyEmployees, employees } from '../db/schema.ts';
import { client, createTestApp, createTestDb, login, type TestDb } from '../test/harness.ts';
import { type SeedSummary, seedDemo } from './seed.ts';
import { DEMO_PASSWORD, RESORT } from './seed-catalogue.ts';
import { LEISURE_CASHIER, seedLeisureDemo } from './seed-leisure.ts';

// 11:30 in Almaty: guests leaving today are still in the house, arrivals of today are still to come.
const NOW = new Date('2025-07-15T06:30:00Z');
const HOUR = 3_600_000;

let database: Database;
let scratch: TestDb;
let companyId: number;
let employeeId: number;
let summary: SeedSummary;

async function newCompany(name: string, email: string): Promise<{ companyId: number; employeeId: number }> {
  const { db } = database;
  const [company] = await db.insert(companies).values({ name }).returning({ id: companies.id });
  const [employee] = await db
    .insert(employees)
    .values({ email, passwordHash: 'x', firstName: 'Админ', lastName: 'Демо' })
    .returning({ id: employees.id });
  if (!company || !employee) throw new Error('setup failed');
  await db.insert(companyEmployees).values({ companyId: company.id, employeeId: employee.id });
  return { companyId: company.id, employeeId: employee.id };
}

/** Raw SQL for assertions; both drivers answer `{ rows }`, which the shared Db type leaves unknown. */
async function rows<T>(query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as { rows: T[] };
  return result.rows;
}

beforeAll(async () => {
  scratch = await createTestDb();
  database = scratch.database;
  ({ companyId, employeeId } = await newCompany('Новая компания', 'admin@example.com'));
  summary = await seedDemo(database.db, { companyId, employeeId, now: NOW });
});

afterAll(async () => {
  await scratch?.dispose();
});

describe('seedDemo', () => {
  it('turns the company into the Burabay resort', async () => {
    const [company] = await database.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company).toMatchObject({
      name: 'Курорт «Бурабай Резорт»',
      objectType: 'hotel',
      timezone: 'Asia/Almaty',
      checkInTime: '14:00',
      checkOutTime: '12:00',
    });
  });

  it('creates about 40 rooms in 6 categories', async () => {
    const [count] = await rows<{ rooms: number; categories: number }>(sql`
      SELECT count(*)::int AS rooms, count(DISTINCT category_id)::int AS categories
      FROM rooms WHERE company_id = ${companyId}`);
    expect(count?.categories).toBe(6);
    expect(count?.rooms).toBeGreaterThanOrEqual(36);
    expect(count?.rooms).toBeLessThanOrEqual(44);
    expect(summary.rooms).toBe(count?.rooms);
  });

  it('sells the one koika category by the bed: a unit per bed and no whole-room unit', async () => {
    const koika = await rows<{ id: number; place_number: number }>(sql`
      SELECT id, place_number FROM categories WHERE company_id = ${companyId} AND category_type = 'koika'`);
    expect(koika).toHaveLength(1);
    const perRoom = await rows<{
      beds: number;
      bed_units: number;
      whole_units: number;
      positions: number[];
    }>(sql`
      SELECT (SELECT count(*)::int FROM beds b WHERE b.room_id = r.id) AS beds,
             (SELECT count(*)::int FROM units u WHERE u.room_id = r.id AND u.bed_id IS NOT NULL) AS bed_units,
             (SELECT count(*)::int FROM units u WHERE u.room_id = r.id AND u.bed_id IS NULL) AS whole_units,
             (SELECT array_agg(position ORDER BY position) FROM beds b WHERE b.room_id = r.id) AS positions
      FROM rooms r WHERE r.category_id = ${koika[0]?.id}`);
    expect(perRoom.length).toBeGreaterThan(0);
    const n = koika[0]?.place_number as number;
    for (const room of perRoom) {
      expect(room).toMatchObject({ beds: n, bed_units: n, whole_units: 0 });
      expect(room.positions).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    }
  });

  it('gives every room of a room category exactly one unit, without a bed', async () => {
    const counts = await rows<{ units: number; bed_units: number }>(sql`
      SELECT count(u.id)::int AS units, count(u.bed_id)::int AS bed_units
      FROM rooms r JOIN categories c ON c.id = r.category_id LEFT JOIN units u ON u.room_id = r.id
      WHERE r.company_id = ${companyId} AND c.category_type = 'room' GROUP BY r.id`);
    expect(counts.length).toBeGreaterThan(30);
    for (const c of counts) expect(c).toEqual({ units: 1, bed_units: 0 });
  });

  it('has bookings in every status', async () => {
    const found = await rows<{ status: string; n: number }>(sql`
      SELECT status, count(*)::int AS n FROM bookings WHERE company_id = ${companyId} GROUP BY status`);
    expect(found.map((f) => f.status).sort()).toEqual([...bookingStatuses].sort());
    expect(found.find((f) => f.status === 'new')?.n).toBe(2);
  });

  it('keeps statuses consistent with the clock', async () => {
    const list = await rows<{
      status: string;
      check_in: Date;
      check_out: Date;
      has_expire: boolean;
      expire_on: Date | null;
    }>(
      sql`SELECT status, check_in, check_out, has_expire, expire_on FROM bookings WHERE company_id = ${companyId}`,
    );
    const t = (d: Date | string) => new Date(d).getTime();
    for (const b of list) {
      if (b.status === 'check_out') expect(t(b.check_out)).toBeLessThanOrEqual(NOW.getTime());
      if (b.status === 'check_in') {
        expect(t(b.check_in)).toBeLessThanOrEqual(NOW.getTime());
        expect(t(b.check_out)).toBeGreaterThan(NOW.getTime());
      }
      if (['new', 'reserved', 'booked'].includes(b.status))
        expect(t(b.check_in)).toBeGreaterThan(NOW.getTime());
      if (b.status === 'reserved' && b.has_expire) {
        expect(t(b.expire_on as Date)).toBeGreaterThan(NOW.getTime());
        expect(t(b.expire_on as Date)).toBeLessThan(t(b.check_in));
      }
      if (b.status === 'expired') expect(t(b.expire_on as Date)).toBeLessThan(NOW.getTime());
    }
    expect(list.some((b) => b.status === 'reserved' && b.has_expire)).toBe(true);
  });

  it('checks in at 14:00 and out at 12:00 Almaty time (09:00 and 07:00 UTC), 1 to 7 nights', async () => {
    const list = await rows<{ check_in: Date; check_out: Date }>(sql`
      SELECT check_in, check_out FROM bookings WHERE company_id = ${companyId} AND NOT is_time`);
    for (const b of list) {
      const checkIn = new Date(b.check_in);
      const checkOut = new Date(b.check_out);
      expect([checkIn.getUTCHours(), checkIn.getUTCMinutes()]).toEqual([9, 0]);
      expect([checkOut.getUTCHours(), checkOut.getUTCMinutes()]).toEqual([7, 0]);
      const nights = Math.round((checkOut.getTime() - checkIn.getTime() + 2 * HOUR) / (24 * HOUR));
      expect(nights).toBeGreaterThanOrEqual(1);
      expect(nights).toBeLessThanOrEqual(7);
    }
  });

  it("spreads each booking's amount over its nights for the reports: the lines add up to it", async () => {
    const off = await rows<{ id: number }>(sql`
      SELECT b.id FROM bookings b
      LEFT JOIN (SELECT booking_id, sum(amount) AS s, count(*)::int AS n FROM booking_revenue GROUP BY booking_id) r
        ON r.booking_id = b.id
      WHERE b.company_id = ${companyId} AND (coalesce(r.s, 0) <> b.common_amount OR coalesce(r.n, 0) = 0)`);
    expect(off).toEqual([]);
  });

  it('puts no holds on cancelled or expired bookings', async () => {
    const [held] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM holds h JOIN bookings b ON b.id = h.booking_id
      WHERE b.company_id = ${companyId} AND b.status IN ${cancelledStatuses}`);
    expect(held?.n).toBe(0);
  });

  it('holds every unit a holding booking occupies, and only those', async () => {
    const list = await rows<{
      bed_id: number | null;
      held: number;
      room_units: number;
      bed_held: boolean;
    }>(sql`
      SELECT b.bed_id,
             (SELECT count(*)::int FROM holds h WHERE h.booking_id = b.id
                AND h.period = tstzrange(b.check_in, b.check_out, '[)')) AS held,
             (SELECT count(*)::int FROM units u WHERE u.room_id = b.room_id) AS room_units,
             EXISTS (SELECT 1 FROM holds h JOIN units u ON u.id = h.unit_id
                     WHERE h.booking_id = b.id AND u.bed_id = b.bed_id) AS bed_held
      FROM bookings b WHERE b.company_id = ${companyId} AND b.status IN ${holdingStatuses}`);
    expect(list.length).toBeGreaterThan(200);
    for (const b of list) {
      if (b.bed_id === null) expect(b.held).toBe(b.room_units);
      else expect([b.held, b.bed_held]).toEqual([1, true]);
    }
    expect(list.some((b) => b.bed_id !== null)).toBe(true);
    expect(list.some((b) => b.bed_id === null && b.room_units > 1)).toBe(true);
  });

  it('links one or two clients to every booking, the main guest at position 0', async () => {
    const list = await rows<{ positions: number[] | null }>(sql`
      SELECT (SELECT array_agg(position ORDER BY position) FROM booking_clients bc WHERE bc.booking_id = b.id) AS positions
      FROM bookings b WHERE b.company_id = ${companyId}`);
    for (const b of list) expect([[0], [0, 1]]).toContainEqual(b.positions);
    const [clients] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM clients WHERE company_id = ${companyId}`,
    );
    expect(clients?.n).toBe(60);
  });

  it('records payments and one refund, each with a payment method', async () => {
    const kinds = await rows<{ payment_type: string; n: number; without_method: number }>(sql`
      SELECT payment_type, count(*)::int AS n, count(*) FILTER (WHERE payment_method_id IS NULL)::int AS without_method
      FROM payments WHERE company_id = ${companyId} GROUP BY payment_type ORDER BY payment_type`);
    expect(kinds.map((k) => k.payment_type)).toEqual(['payment', 'return']);
    expect(kinds.find((k) => k.payment_type === 'return')?.n).toBe(1);
    for (const k of kinds) expect(k.without_method).toBe(0);
  });

  it('has guests who left pay in full and guests in the house pay something', async () => {
    const list = await rows<{ status: string; amount: string; paid: string }>(sql`
      SELECT b.status, b.common_amount AS amount,
             coalesce((SELECT sum(p.value) FROM payments p WHERE p.booking_id = b.id AND p.payment_type = 'payment'), 0) AS paid
      FROM bookings b WHERE b.company_id = ${companyId} AND b.status IN ('check_out', 'check_in', 'booked')`);
    for (const b of list) {
      if (b.status === 'check_out') expect(Number(b.paid)).toBe(Number(b.amount));
      else {
        expect(Number(b.paid)).toBeGreaterThan(0);
        expect(Number(b.paid)).toBeLessThanOrEqual(Number(b.amount));
      }
    }
  });

  it('makes one group of three rooms pointing at its first booking', async () => {
    const group = await rows<{ id: number; group_parent: number }>(sql`
      SELECT id, group_parent FROM bookings WHERE company_id = ${companyId} AND is_group ORDER BY id`);
    expect(group).toHaveLength(3);
    for (const g of group) expect(g.group_parent).toBe(group[0]?.id);
  });

  it('has hourly bookings of a few hours within one day', async () => {
    const list = await rows<{ hours: number }>(sql`
      SELECT extract(epoch FROM check_out - check_in)::int / 3600 AS hours
      FROM bookings WHERE company_id = ${companyId} AND is_time`);
    expect(list.length).toBeGreaterThanOrEqual(2);
    for (const b of list) expect(b.hours).toBeGreaterThanOrEqual(2);
    for (const b of list) expect(b.hours).toBeLessThanOrEqual(4);
  });

  it('closes rooms with a current and a future repair and two channel blocks, all held', async () => {
    const repairs = await rows<{ check_in: Date; check_out: Date; held: number }>(sql`
      SELECT r.check_in, r.check_out, (SELECT count(*)::int FROM holds h WHERE h.repair_id = r.id) AS held
      FROM repairs r WHERE r.company_id = ${companyId} ORDER BY r.check_in`);
    expect(repairs).toHaveLength(2);
    expect(
      new Date(repairs[0]?.check_in as Date) < NOW && new Date(repairs[0]?.check_out as Date) > NOW,
    ).toBe(true);
    expect(new Date(repairs[1]?.check_in as Date) > NOW).toBe(true);
    const blocks = await rows<{ is_own: boolean; channel: string; held: number }>(sql`
      SELECT b.is_own, s.name AS channel, (SELECT count(*)::int FROM holds h WHERE h.block_id = b.id) AS held
      FROM blocks b JOIN sales_channels s ON s.id = b.channel_id WHERE b.company_id = ${companyId} ORDER BY s.name`);
    expect(blocks.map((b) => [b.channel, b.is_own])).toEqual([
      ['Booking.com', false],
      ['Сайт отеля', true],
    ]);
    for (const closure of [...repairs, ...blocks]) expect(closure.held).toBeGreaterThan(0);
  });

  it('fills 55–75% of units over the coming two weeks', async () => {
    const [load] = await rows<{ taken: number; units: number }>(sql`
      SELECT (SELECT count(*)::int FROM holds h, generate_series(0, 13) AS d
              WHERE h.company_id = ${companyId} AND h.booking_id IS NOT NULL
                AND h.period @> (${'2025-07-15T15:00:00Z'}::timestamptz + d * interval '1 day')) AS taken,
             (SELECT count(*)::int FROM units WHERE company_id = ${companyId}) AS units`);
    const percent = ((load?.taken ?? 0) / ((load?.units ?? 1) * 14)) * 100;
    expect(percent).toBeGreaterThanOrEqual(55);
    expect(percent).toBeLessThanOrEqual(75);
    expect(Math.round(percent)).toBe(summary.occupancyNextTwoWeeks);
  });

  it('prices food tariffs for all four kinds by weekday or by month', async () => {
    const list = await rows<{ price_type: string; period: string; kinds: string[]; keys: string[] }>(sql`
      SELECT t.price_type, p.period, array_agg(p.price_type ORDER BY p.price_type) AS kinds,
             (SELECT array_agg(k ORDER BY k) FROM jsonb_object_keys(min(p.prices::text)::jsonb) AS k) AS keys
      FROM food_tariffs t JOIN food_prices p ON p.tariff_id = t.id
      WHERE t.company_id = ${companyId} GROUP BY t.id, t.price_type, p.period`);
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const t of list) {
      expect(t.kinds).toEqual(['adult', 'adult_on_reception', 'children', 'children_on_reception']);
      expect(t.period).toBe(t.price_type === 'period' ? 'month' : 'week');
      expect(t.keys).toHaveLength(t.period === 'month' ? 12 : 7);
    }
    expect(list.some((t) => t.period === 'month')).toBe(true);
  });

  it('refuses to seed a company twice and writes nothing', async () => {
    const count = () => rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM bookings`);
    const before = await count();
    await expect(seedDemo(database.db, { companyId, employeeId, now: NOW })).rejects.toThrow(/уже заполнена/);
    expect(await count()).toEqual(before);
  });

  it('builds the same resort again for another company at the same moment', async () => {
    const other = await newCompany('Вторая компания', 'admin2@example.com');
    const again = await seedDemo(database.db, { ...other, now: NOW });
    expect({ ...again, employees: 0 }).toEqual({ ...summary, employees: 0 });
    expect(again.employees).toBe(0);
    const shape = (id: number) =>
      rows<{ line: string }>(sql`
        SELECT concat_ws('|', r.name, b.status, b.check_in, b.check_out, b.common_amount, b.adult_count) AS line
        FROM bookings b JOIN rooms r ON r.id = b.room_id WHERE b.company_id = ${id} ORDER BY b.id`);
    expect(await shape(other.companyId)).toEqual(await shape(companyId));
  });
});

describe('the demo resort requisites', () => {
  it('pass the checks a manager typing them would face', () => {
    expect(requisitesSchema.parse(RESORT.requisites)).toEqual(RESORT.requisites);
  });
});

describe('the demo leisure object', () => {
  it('is a leisure company of the administrator with three activities, a month of sales and exact stock', async () => {
    const s = await seedLeisureDemo(database.db, { employeeId, now: NOW });
    expect(s).toMatchObject({ activities: 3, tariffs: 6 });
    expect(s.orders).toBeGreaterThan(150);
    const [company] = await rows<{ object_type: string; name: string; member: boolean }>(sql`
      SELECT c.object_type, c.name,
             exists (SELECT 1 FROM company_employees m WHERE m.company_id = c.id AND m.employee_id = ${employeeId}) AS member
      FROM companies c WHERE c.id = ${s.companyId}`);
    expect(company).toEqual({ object_type: 'leisure', name: 'Зона отдыха «Бурабай Лэнд»', member: true });
    // Every day's stock row is its places less what live orders hold: what live sales would have left.
    const drift = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM leisure_stock st
      JOIN leisure_tariffs t ON t.id = st.tariff_id
      WHERE st.company_id = ${s.companyId} AND (st.total <> t.stock_number OR st.empty <> st.total - (
        SELECT coalesce(sum(i.quantity), 0) FROM leisure_order_items i JOIN leisure_orders o ON o.id = i.order_id
        WHERE i.tariff_id = st.tariff_id AND o.day = st.day AND o.status <> 'canceled'))`);
    expect(drift).toEqual([{ n: 0 }]);
    const statuses = await rows<{ status: string }>(sql`
      SELECT DISTINCT status FROM leisure_orders WHERE company_id = ${s.companyId} ORDER BY status`);
    expect(statuses.map((r) => r.status)).toEqual(['book', 'canceled', 'reserved', 'stock']);
    const [span] = await rows<{ first: string; last: string }>(sql`
      SELECT min(day)::text AS first, max(day)::text AS last FROM leisure_orders WHERE company_id = ${s.companyId}`);
    expect(span).toEqual({ first: '2025-07-01', last: '2025-07-31' });
    const [ride] = await rows<{ price: string; amounts: boolean }>(sql`
      SELECT p.price::text AS price,
             (SELECT bool_and(o.amount = (SELECT sum(i.amount) FROM leisure_order_items i WHERE i.order_id = o.id))
              FROM leisure_orders o WHERE o.company_id = ${s.companyId}) AS amounts
      FROM leisure_prices p JOIN leisure_tariffs t ON t.id = p.tariff_id
      WHERE t.company_id = ${s.companyId} AND t.enum = 'Утренняя прогулка' AND p.name = 'Взрослый'`);
    expect(ride).toEqual({ price: '8000.00', amounts: true });
  });
});

describe('the demo leisure cashier (issue 28, item 19)', () => {
  it('signs in to the leisure company alone and sells a ticket there', async () => {
    const s = await seedLeisureDemo(database.db, { employeeId, now: NOW });
    const app = await createTestApp(database);
    try {
      const session = await login(app, LEISURE_CASHIER.email, DEMO_PASSWORD);
      const api = client(app, session.token, s.companyId);
      // A member of leisure companies only (this file seeds the object twice), with a role that sells.
      const memberships = await rows<{ company_id: number; role: string; object_type: string }>(sql`
        SELECT m.company_id, m.role, c.object_type FROM company_employees m
        JOIN employees e ON e.id = m.employee_id JOIN companies c ON c.id = m.company_id
        WHERE e.email = ${LEISURE_CASHIER.email}`);
      expect(memberships).toContainEqual({
        company_id: s.companyId,
        role: 'frontdesk',
        object_type: 'leisure',
      });
      expect(memberships.every((m) => m.object_type === 'leisure')).toBe(true);
      // Tomorrow on the resort's clock (the seeded month is in the past of the real clock).
      const tomorrow = new Date(Date.now() + 29 * HOUR).toISOString().slice(0, 10);
      const [category] = await rows<{ id: number }>(sql`
        SELECT id FROM leisure_categories WHERE company_id = ${s.companyId} ORDER BY id LIMIT 1`);
      if (!category) throw new Error('no leisure category');
      const tariffs = (
        await api.get(`/api/v2/main/leisure-price/?category_id=${category.id}&start=${tomorrow}`)
      ).json();
      const price = tariffs[0].price_list[0];
      const sold = await api.post('/api/v2/leisure/booking/', {
        booking_status: 'book',
        client: { first_name: 'Асель', phone_number: '+7 701 000 00 01' },
        category: category.id,
        check_in: tomorrow,
        prices: [{ price: price.id, quantity: 1 }],
        comment: '',
      });
      expect(sold.statusCode, sold.body).toBe(201);
    } finally {
      await app.close();
    }
  });
});
