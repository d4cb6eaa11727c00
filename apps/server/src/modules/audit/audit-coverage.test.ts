/**
 * The audit log beyond bookings and payments (migration 0034): catalogues, clients, the company's
 * settings, a booking's lines as entries of their own, and the use case's own step and reason.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { auditLog, discounts, paymentTypes, services } from '../../db/schema.ts';
import { write } from '../../db/write.ts';
import { buildFoodTariff, decemberInAlmaty as day, everyWeekday } from '../../test/factories.ts';
import { reserveInGroup, startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;
let ownerId: number;
let categoryId: number;
const roomIds: number[] = [];
let sauna: number;
let parking: number;
let tenOff: number;
let breakfast: number;
let cash: number;

interface Row {
  id: number;
  employee: { id: number; name: string } | null;
  entity: string;
  entity_id: number | null;
  booking_id: number | null;
  action: string;
  action_label: string;
  changes: Record<string, [unknown, unknown]>;
  data: Record<string, unknown>;
}

const everyMonth = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];
const everyDay = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'];

/** The journal's records of one row, newest first. */
async function recordsOf(entity: string, id: number): Promise<Row[]> {
  const res = await api.get(`/api/v2/audit/?entity=${entity}&page[size]=200`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as Row[]).filter((r) => r.entity_id === id);
}
async function history(id: number): Promise<Row[]> {
  const res = await api.get(`/api/v2/booking/${id}/history/`);
  expect(res.statusCode).toBe(200);
  return res.json();
}
const versionOf = async (id: number) => (await api.get(`/api/v2/booking/${id}/`)).json().version as number;
async function saveBooking(id: number, room: number, lists: Record<string, unknown>) {
  const res = await api.put(`/api/v2/booking/${id}/`, {
    version: await versionOf(id),
    check_in: '2026-12-01 14:00',
    check_out: '2026-12-03 12:00',
    room,
    clients: [{ first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' }],
    ...lists,
  });
  expect(res.statusCode, res.body).toBe(200);
}
async function draft(room: number, from: number, to: number) {
  const res = await api.post('/api/booking/', { room, check_in: day(from), check_out: day(to, 12) });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

beforeAll(async () => {
  let owner: { id: number };
  ({ t, app, api, companyId, employee: owner } = await startWorld());
  ownerId = owner.id;
  const db = t.database.db;
  categoryId = (
    await api.post('/api/v2/categories/', {
      name: 'Стандарт',
      category_type: 'room',
      place_number: 2,
      additional_place: 0,
      rates: { price_type: 'week', rows: { base: everyWeekday(20_000) } },
    })
  ).json().id;
  for (const name of ['201', '202', '203', '204', '205'])
    roomIds.push((await api.post('/api/v2/categories/rooms/', { name, category: categoryId })).json().id);
  const service = async (name: string, price: string, serviceType: string) =>
    (await db.insert(services).values({ companyId, name, price, serviceType }).returning())[0]!.id;
  sauna = await service('Сауна', '5000.00', 'once');
  parking = await service('Парковка', '1000.00', 'day');
  tenOff = (
    await db
      .insert(discounts)
      .values({ companyId, name: 'Минус 10 %', discountKind: 'percent', value: '10.00' })
      .returning()
  )[0]!.id;
  cash = (await db.insert(paymentTypes).values({ companyId, name: 'Наличные' }).returning())[0]!.id;
  breakfast = await buildFoodTariff(db, companyId, () => 1_500);
});
afterAll(() => stopWorld({ t, app }));

describe('catalogues: each row created, changed and deleted, with its fields before and after', () => {
  const cases = [
    {
      entity: 'room',
      path: '/api/v2/categories/rooms/',
      method: 'put' as const,
      create: () => ({ name: 'Коттедж 7', category: categoryId }),
      change: () => ({ name: 'Коттедж 7А', category: categoryId, is_active: true }),
      field: ['name', 'Коттедж 7', 'Коттедж 7А'],
      named: ['Коттедж 7', 'Коттедж 7А'],
    },
    {
      entity: 'payment_type',
      path: '/api/v2/companies/payment-types/',
      method: 'put' as const,
      create: () => ({ name: 'Kaspi QR', kind: 'online' }),
      change: () => ({ name: 'Kaspi QR', kind: 'card', is_active: true }),
      field: ['kind', 'online', 'card'],
      named: ['Kaspi QR', 'Kaspi QR'],
    },
    {
      entity: 'sales_channel',
      path: '/api/v2/sales-channels/',
      method: 'patch' as const,
      create: () => ({ name: 'Booking.com', kind: 'ota', commission_percent: 15 }),
      change: () => ({ contact_person: 'Айгуль' }),
      field: ['contact_person', '', 'Айгуль'],
      named: ['Booking.com', 'Booking.com'],
    },
    {
      entity: 'food_tariff',
      path: '/api/v2/tariffs/foods/',
      method: 'put' as const,
      create: () => ({ name: 'Полдник', food_type: 'lunch', price_type: 'week' }),
      change: () => ({ name: 'Ужин', food_type: 'supper', price_type: 'week', is_active: true }),
      field: ['food_type', 'lunch', 'supper'],
      named: ['Полдник', 'Ужин'],
    },
    {
      entity: 'leisure_category',
      path: '/api/v2/categories/leisure/',
      method: 'put' as const,
      create: () => ({ name: 'Сауна', description: '' }),
      change: () => ({ name: 'Сауна', description: 'Финская', is_active: true }),
      field: ['description', '', 'Финская'],
      named: ['Сауна', 'Сауна'],
    },
  ];
  for (const c of cases) {
    it(`${c.entity}`, async () => {
      const created = await api.post(c.path, c.create());
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as number;
      const changed = await api[c.method](`${c.path}${id}/`, c.change());
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await api.delete(`${c.path}${id}/`)).statusCode).toBe(204);
      const [deleted, update, create] = await recordsOf(c.entity, id);
      expect(create).toMatchObject({
        action: 'create',
        action_label: 'Создание',
        employee: { id: ownerId },
        data: { name: c.named[0] },
      });
      expect(create!.changes[c.field[0]!]?.[1] ?? '').toBe(c.field[1]);
      expect(update).toMatchObject({
        action: 'update',
        changes: { [c.field[0]!]: [c.field[1], c.field[2]] },
        data: { name: c.named[1] },
      });
      expect(deleted).toMatchObject({ action: 'delete', data: { name: c.named[1] } });
      expect(deleted!.changes[c.field[0]!]?.[0]).toBe(c.field[2] || undefined);
      // Bookkeeping columns are never recorded.
      for (const r of [create, update, deleted])
        for (const f of ['id', 'company_id', 'created_at', 'search_text'])
          expect(r!.changes).not.toHaveProperty(f);
    });
  }

  it('a leisure tariff and its price items', async () => {
    const activity = (
      await api.post('/api/v2/categories/leisure/', { name: 'Баня', description: '' })
    ).json();
    const body = {
      category: activity.id,
      enum: 'Утро',
      stock_number: 10,
      start_time: '10:00',
      end_time: '12:00',
      weekdays: everyDay,
      months: everyMonth,
    };
    const tariff = (
      await api.post('/api/v2/categories/leisure-tariffs/', {
        ...body,
        price_list: [{ name: 'Взрослый', price: 5000 }],
      })
    ).json();
    const price = tariff.price_list[0].id as number;
    const res = await api.put(`/api/v2/categories/leisure-tariffs/${tariff.id}/`, {
      ...body,
      stock_number: 12,
      price_list: [{ id: price, name: 'Взрослый', price: 6000 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await recordsOf('leisure_tariff', tariff.id)).toMatchObject([
      { action: 'update', changes: { stock_number: [10, 12] }, data: { name: 'Утро' } },
      { action: 'create', data: { name: 'Утро' } },
    ]);
    expect(await recordsOf('leisure_price', price)).toMatchObject([
      {
        action: 'price',
        action_label: 'Изменение цены',
        changes: { price: [5000, 6000] },
        data: { name: 'Взрослый' },
      },
      { action: 'create', changes: { name: [null, 'Взрослый'], price: [null, 5000] } },
    ]);
  });

  it("a food tariff's prices: only the rows that changed", async () => {
    const tariff = (
      await api.post('/api/v2/tariffs/foods/', {
        name: 'Обед',
        food_type: 'lunch',
        price_type: 'week',
        weekdays: { adult: { mon: 3000 }, children: { mon: 1500 } },
      })
    ).json();
    const res = await api.put(`/api/v2/tariffs/foods/${tariff.id}/`, {
      name: 'Обед',
      food_type: 'lunch',
      price_type: 'week',
      is_active: true,
      weekdays: { adult: { mon: 3500 }, children: { mon: 1500 } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (await api.get('/api/v2/audit/?entity=food_price')).json().results as Row[];
    const ofLunch = rows.filter((r) => r.data.name === 'Обед');
    expect(ofLunch.map((r) => [r.action, r.data.price_type])).toEqual([
      ['price_change', 'adult'],
      ['price_add', 'children'],
      ['price_add', 'adult'],
    ]);
    expect(Object.keys(ofLunch[0]!.changes)).toEqual(['prices']);
  });

  it("the company's settings", async () => {
    const res = await api.patch('/api/v2/companies/info/', { address: 'Алматы, ул. Абая 1' });
    expect(res.statusCode, res.body).toBe(200);
    const [last] = await recordsOf('company', companyId);
    expect(last).toMatchObject({
      action: 'update',
      employee: { id: ownerId },
      changes: { address: ['', 'Алматы, ул. Абая 1'] },
    });
    expect(last!.changes).not.toHaveProperty('sftp_secret');
  });

  it('a client edited outside a booking', async () => {
    const db = t.database.db;
    const id = await write(db, { employeeId: ownerId, companyId }, async (tx) => {
      const [c] = await queryRows<{ id: number }>(
        tx,
        sql`insert into clients (company_id, first_name, last_name, phone_number)
            values (${companyId}, 'Ерлан', 'Абенов', '+7 701 000 00 01') returning id`,
      );
      return c!.id;
    });
    await write(db, { employeeId: ownerId, companyId }, (tx) =>
      tx.execute(sql`update clients set phone_number = '+7 701 000 00 02' where id = ${id}`),
    );
    // An update that changes nothing (every booking save rewrites its guests) records nothing.
    await write(db, { employeeId: ownerId, companyId }, (tx) =>
      tx.execute(sql`update clients set phone_number = '+7 701 000 00 02' where id = ${id}`),
    );
    await write(db, { employeeId: ownerId, companyId }, (tx) =>
      tx.execute(sql`delete from clients where id = ${id}`),
    );
    expect(await recordsOf('client', id)).toMatchObject([
      { action: 'delete', changes: { last_name: ['Абенов', null] } },
      {
        action: 'update',
        changes: { phone_number: ['+7 701 000 00 01', '+7 701 000 00 02'] },
        data: { name: 'Абенов Ерлан', phone: '+7 701 000 00 02' },
      },
      { action: 'create', changes: { first_name: [null, 'Ерлан'] }, data: { name: 'Абенов Ерлан' } },
    ]);
  });
});

describe("a booking's lines in its 'История'", () => {
  let id: number;
  const lines = async () =>
    (await history(id))
      .filter((r) => r.entity !== 'booking' && r.entity !== 'client')
      .map((r) => [r.entity, r.action, r.action_label, r.data.name]);

  beforeAll(async () => {
    id = await draft(roomIds[0]!, 1, 3);
  });

  it('records a service, a discount and a meal added, as their own entries', async () => {
    await saveBooking(id, roomIds[0]!, {
      service_list: [{ service: sauna, quantity: 1 }],
      discount_list: [{ discount: tenOff, quantity: 1 }],
    });
    expect(await lines()).toEqual([
      ['booking_service', 'service_add', 'Добавлена услуга', 'Сауна'],
      ['booking_discount', 'discount_add', 'Добавлена скидка', 'Минус 10 %'],
    ]);
    const added = (await history(id)).find((r) => r.action === 'service_add')!;
    expect(added).toMatchObject({ booking_id: id, employee: { id: ownerId } });
    expect(added.changes).toMatchObject({ name: [null, 'Сауна'], quantity: [null, 1], price: [null, 5000] });
  });

  it('records nothing for a save that keeps the lists', async () => {
    const before = (await history(id)).length;
    await saveBooking(id, roomIds[0]!, {
      service_list: [{ service: sauna, quantity: 1 }],
      discount_list: [{ discount: tenOff, quantity: 1 }],
      comment: 'Поздний заезд',
    });
    const after = await history(id);
    expect(after.slice(before).map((r) => r.entity)).toEqual(['booking']);
  });

  it('records a line changed, one added, one removed and a list emptied', async () => {
    const count = (await lines()).length;
    await saveBooking(id, roomIds[0]!, {
      service_list: [
        { service: sauna, quantity: 2 },
        { service: parking, quantity: 1 },
      ],
      discount_list: [],
      food_list: [
        {
          tariff: breakfast,
          adult_count: 2,
          child_count: 0,
          start_date: '2026-12-01',
          end_date: '2026-12-03',
        },
      ],
    });
    const now = await lines();
    expect(now.slice(count)).toEqual([
      ['booking_meal', 'meal_add', 'Добавлено питание', 'Завтрак'],
      ['booking_service', 'service_add', 'Добавлена услуга', 'Парковка'],
      ['booking_service', 'service_change', 'Изменена услуга', 'Сауна'],
      // The emptied discounts: no insert follows their delete, so they are compared at commit.
      ['booking_discount', 'discount_remove', 'Удалена скидка', 'Минус 10 %'],
    ]);
    const changed = (await history(id)).find((r) => r.action === 'service_change')!;
    expect(changed.changes).toMatchObject({ quantity: [1, 2], total: [5000, 10000] });
  });

  it("leaves a deleted draft's lines to the draft's own record", async () => {
    const other = await draft(roomIds[1]!, 5, 6);
    await saveBooking(other, roomIds[1]!, { service_list: [{ service: sauna, quantity: 1 }] });
    await t.database.db.execute(sql`delete from bookings where id = ${other}`);
    const rows = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where booking_id = ${other} order by id`,
    );
    expect(rows.map((r) => r.action).filter((a) => a.startsWith('service'))).toEqual(['service_add']);
  });
});

describe("the use case's own step and reason", () => {
  it('write() says them in the same statement as the actor, for that transaction only', async () => {
    const db = t.database.db;
    const settings = sql`select current_setting('app.audit_action', true) as action,
                                current_setting('app.audit_reason', true) as reason`;
    const [inside] = await write(
      db,
      { employeeId: ownerId, companyId, audit: { action: 'cancel', reason: 'Дождь' } },
      (tx) => queryRows<{ action: string; reason: string }>(tx, settings),
    );
    expect(inside).toEqual({ action: 'cancel', reason: 'Дождь' });
    const [plain] = await write(db, { employeeId: ownerId, companyId }, (tx) =>
      queryRows<{ action: string; reason: string }>(tx, settings),
    );
    expect(plain).toEqual({ action: '', reason: '' });
  });

  it("records a group room's cancellation with its reason, and not on the parent's re-price", async () => {
    const stay = { check_in: day(10), check_out: day(12, 12) };
    const parent = await reserveInGroup(api, { room: roomIds[2]!, ...stay });
    const room = await reserveInGroup(api, { room: roomIds[3]!, ...stay }, parent);
    const res = await api.delete(`/api/v2/booking/${room}/`, { cancel_reason: 'Не приедут' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await history(room);
    expect(rows.find((r) => r.booking_id === room && r.action === 'cancel')?.data).toMatchObject({
      reason: 'Не приедут',
    });
    for (const r of rows.filter((r) => r.booking_id === parent)) expect(r.data.reason).toBeUndefined();
  });

  it('records a move with its reason and the status steps by name', async () => {
    const id = await draft(roomIds[4]!, 20, 22);
    await saveBooking(id, roomIds[4]!, {});
    const paid = await api.post('/api/v2/booking/payments/', {
      booking: id,
      value: 40_000,
      payment_method: cash,
      payment_type: 'payment',
      comment: 'Касса',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const booked = await api.post(`/api/v2/booking/${id}/status/`, {
      status: 'booked',
      version: await versionOf(id),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const moved = await api.patch(`/api/v2/booking/${id}/move/`, {
      room: roomIds[3],
      check_in: day(20),
      check_out: day(22, 12),
      room_reason: 'Протечка',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const rows = (await history(id)).filter((r) => r.entity === 'booking');
    expect(rows.map((r) => r.action).slice(-2)).toEqual(['booked', 'move']);
    expect(rows.at(-1)).toMatchObject({ data: { reason: 'Протечка', rooms: ['205', '204'] } });
  });
});

describe('the new records cannot be changed either', () => {
  it('refuses UPDATE and DELETE of a line or catalogue record through SQL', async () => {
    const db = t.database.db;
    for (const entity of ['booking_service', 'room', 'client']) {
      const where = sql`${auditLog.entity} = ${entity}`;
      const n = await db.$count(auditLog, where);
      expect(n).toBeGreaterThan(0);
      await expect(db.execute(sql`update audit_log set data = '{}' where ${where}`)).rejects.toThrow();
      await expect(db.execute(sql`delete from audit_log where ${where}`)).rejects.toThrow();
      expect(await db.$count(auditLog, where)).toBe(n);
    }
  });
});
