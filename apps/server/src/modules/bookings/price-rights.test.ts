/**
 * Issue 25, defect 14: a receptionist could set 'итоговая цена' of 1 ₸ and refund the 'overpayment' in
 * cash. A price of one's own, a discount above the role's limit and a refund each need their own
 * permission (domain price-rights.ts); the front desk has none of them, a manager has all three. A
 * refusal is a Russian 403 and writes nothing.
 */
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingDiscounts, bookings, discounts, payments, paymentTypes } from '../../db/schema.ts';
import { buildEmployee, decemberInAlmaty as day, TEST_PASSWORD } from '../../test/factories.ts';
import {
  client,
  login,
  reserveInGroup,
  startWorld,
  stopWorld,
  type TestClient,
  type TestDb,
} from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let owner: TestClient;
let frontdesk: TestClient;
let manager: TestClient;
let companyId: number;
const rooms: number[] = [];
let cash: number;
let small: number;
let half: number;

const stay = (over: Record<string, unknown> = {}) => ({
  check_in: '2026-12-01 14:00',
  check_out: '2026-12-03 12:00',
  room: rooms[0],
  clients: [{ first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' }],
  ...over,
});

const week = (v: number) => ({ mon: v, tue: v, wed: v, thu: v, fri: v, sat: v, san: v });

const read = async (id: number) => (await owner.get(`/api/v2/booking/${id}/`)).json();
const save = async (as: TestClient, id: number, body: object) =>
  as.put(`/api/v2/booking/${id}/`, { version: (await read(id)).version, ...body });
const pay = (as: TestClient, booking: number, value: number, payment_type: 'payment' | 'return') =>
  as.post('/api/v2/booking/payments/', {
    booking,
    value,
    payment_type,
    payment_method: cash,
    comment: 'Касса',
  });

/** A saved booking (40 000 ₸ at the rates) with 2 000 ₸ paid, as the front desk took it. */
async function paidBooking(room: number, from: number) {
  const res = await owner.post('/api/booking/', { room, check_in: day(from), check_out: day(from + 2, 12) });
  const id = res.json().id as number;
  const saved = await save(
    owner,
    id,
    stay({ room, check_in: `2026-12-0${from} 14:00`, check_out: `2026-12-0${from + 2} 12:00` }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await pay(frontdesk, id, 2000, 'payment')).statusCode).toBe(201);
  return id;
}

async function rowOf(id: number) {
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}
const paymentCount = async (id: number) =>
  (await t.database.db.select({ n: count() }).from(payments).where(eq(payments.bookingId, id)))[0]!.n;

beforeAll(async () => {
  ({ t, app, api: owner, companyId } = await startWorld({ companyName: 'Права на цену' }));
  const as = async (role: 'frontdesk' | 'manager') => {
    const e = await buildEmployee(t.database.db, companyId, {}, role);
    return client(app, (await login(app, e.email, TEST_PASSWORD)).token);
  };
  frontdesk = await as('frontdesk');
  manager = await as('manager');
  const category = (
    await owner.post('/api/v2/categories/', {
      name: 'Стандарт',
      category_type: 'room',
      place_number: 2,
      additional_place: 0,
      rates: {
        price_type: 'week',
        rows: {
          base: week(20_000),
          single: week(17_000),
          extra_adult: week(8_000),
          extra_child: week(5_000),
          child_without_place: week(2_000),
        },
        early_check_in: 10_000,
        late_check_out: 10_000,
      },
    })
  ).json();
  for (const name of ['201', '202', '203', '204', '205'])
    rooms.push((await owner.post('/api/v2/categories/rooms/', { name, category: category.id })).json().id);
  const db = t.database.db;
  cash = (await db.insert(paymentTypes).values({ companyId, name: 'Наличные' }).returning())[0]!.id;
  [small, half] = (
    await db
      .insert(discounts)
      .values([
        { companyId, name: 'Постоянный гость', discountKind: 'percent', value: '10' },
        { companyId, name: 'Половина', discountKind: 'percent', value: '50' },
      ])
      .returning()
  ).map((r) => r.id) as [number, number];
});
afterAll(() => stopWorld({ t, app }));

describe('a price of its own', () => {
  it("the front desk cannot set 'итоговая цена' or 'фиксированная цена': 403, nothing written", async () => {
    const id = await paidBooking(rooms[0]!, 1);
    const before = await rowOf(id);
    expect(before.commonAmount).toBe('40000.00');
    for (const calculation_type of ['full', 'fixed']) {
      const res = await save(frontdesk, id, stay({ calculation_type, custom_price: 1 }));
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({
        error: 'Недостаточно прав, чтобы назначить свою цену (фиксированную или итоговую)',
      });
    }
    const after = await rowOf(id);
    expect(after).toMatchObject({
      version: before.version,
      commonAmount: '40000.00',
      calculationType: 'tariff',
      customPrice: null,
    });
    // Editing anything else stays the front desk's work.
    expect((await save(frontdesk, id, stay({ comment: 'Поздний заезд' }))).statusCode).toBe(200);
  });

  it('a manager sets it; the front desk then edits the booking keeping that price, but not changing it', async () => {
    const id = await paidBooking(rooms[1]!, 1);
    const set = await save(
      manager,
      id,
      stay({ room: rooms[1], calculation_type: 'full', custom_price: 30_000 }),
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().calculated_by.total).toBe('30000.00');
    const keep = await save(
      frontdesk,
      id,
      stay({ room: rooms[1], calculation_type: 'full', custom_price: '30000.00', comment: 'Ок' }),
    );
    expect(keep.statusCode, keep.body).toBe(200);
    const lower = await save(
      frontdesk,
      id,
      stay({ room: rooms[1], calculation_type: 'full', custom_price: 1 }),
    );
    expect(lower.statusCode).toBe(403);
    expect((await rowOf(id)).commonAmount).toBe('30000.00');
  });

  it('a group save follows the same rule', async () => {
    const parent = await reserveInGroup(owner, {
      room: rooms[2]!,
      check_in: day(10),
      check_out: day(12, 12),
    });
    const g = (await owner.get(`/api/v2/booking/group/${parent}/`)).json();
    const body = {
      version: g.version,
      clients: stay().clients,
      calculation_type: 'full',
      custom_price: 1,
      child_list: g.child_list.map((c: { id: number; version: number; room: number }) => ({
        id: c.id,
        version: c.version,
        room: c.room,
        check_in: '2026-12-10 14:00',
        check_out: '2026-12-12 12:00',
      })),
    };
    const refused = await frontdesk.put(`/api/v2/booking/group/${parent}/`, body);
    expect(refused.statusCode, refused.body).toBe(403);
    expect((await rowOf(parent)).calculationType).toBe('tariff');
    const done = await manager.put(`/api/v2/booking/group/${parent}/`, body);
    expect(done.statusCode, done.body).toBe(200);
    expect((await rowOf(parent)).calculationType).toBe('full');
  });
});

describe('discounts above the role limit', () => {
  it('the front desk gives 10 % but not 50 %, by the save or by adding one: 403 in Russian, nothing written', async () => {
    const id = await paidBooking(rooms[3]!, 1);
    const version = (await rowOf(id)).version;
    const bySave = await save(frontdesk, id, stay({ room: rooms[3], discount_list: [{ discount: half }] }));
    expect(bySave.statusCode, bySave.body).toBe(403);
    expect(bySave.json()).toMatchObject({ error: 'Недостаточно прав для скидки больше 10 % от суммы' });
    const byAdd = await frontdesk.post(`/api/v2/booking/${id}/discounts/`, { discount: half });
    expect(byAdd.statusCode).toBe(403);
    // Two small ones together are 20 %: also above the limit.
    const twice = await save(
      frontdesk,
      id,
      stay({
        room: rooms[3],
        discount_list: [
          { discount: small, quantity: 1 },
          { discount: small, quantity: 2 },
        ],
      }),
    );
    expect(twice.statusCode).toBe(403);
    expect((await rowOf(id)).version).toBe(version);
    expect(await t.database.db.$count(bookingDiscounts, eq(bookingDiscounts.bookingId, id))).toBe(0);

    const ok = await frontdesk.post(`/api/v2/booking/${id}/discounts/`, { discount: small });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().calculated_by.total).toBe('36000.00');
  });

  it('a manager gives 50 %', async () => {
    const id = await paidBooking(rooms[4]!, 1);
    const res = await manager.post(`/api/v2/booking/${id}/discounts/`, { discount: half });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().calculated_by.total).toBe('20000.00');
    // The front desk's later edit keeps the manager's discount.
    expect(
      (
        await save(
          frontdesk,
          id,
          stay({ room: rooms[4], discount_list: [{ discount: half }], comment: 'Ок' }),
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe('refunds', () => {
  it('the front desk takes a payment but cannot refund: 403, nothing written; a manager refunds', async () => {
    const id = await paidBooking(rooms[0]!, 5);
    const refused = await pay(frontdesk, id, 1999, 'return');
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({ error: 'Недостаточно прав для возврата оплаты' });
    expect(await paymentCount(id)).toBe(1);
    expect((await rowOf(id)).paidAmount).toBe('2000.00');

    // Still no more than was paid, for whoever refunds.
    expect((await pay(manager, id, 2001, 'return')).json()).toMatchObject({
      error: 'Сумма возврата больше внесенной оплаты',
      field: 'value',
    });
    expect((await pay(manager, id, 1999, 'return')).statusCode).toBe(201);
    expect((await rowOf(id)).paidAmount).toBe('1.00');
  });
});
