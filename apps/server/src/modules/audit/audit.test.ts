import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, paymentTypes } from '../../db/schema.ts';
import {
  buildCompany,
  buildEmployee,
  decemberInAlmaty,
  everyWeekday,
  TEST_PASSWORD,
} from '../../test/factories.ts';
import {
  client,
  login,
  reserveInGroup,
  signInElsewhere,
  startWorld,
  stopWorld,
  type TestClient,
  type TestDb,
} from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let desk: TestClient;
let companyId: number;
let ownerId: number;
let deskId: number;
let cash: number;
const roomIds: number[] = [];

const day = decemberInAlmaty;
const guest = { first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' };

interface Row {
  id: number;
  at: number;
  employee: { id: number; name: string } | null;
  entity: string;
  entity_id: number | null;
  booking_id: number | null;
  action: string;
  action_label: string;
  changes: Record<string, [unknown, unknown]>;
  data: Record<string, unknown>;
}

async function draft(room: number, from: number, to: number) {
  const res = await api.post('/api/booking/', { room, check_in: day(from), check_out: day(to, 12) });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}
const versionOf = async (id: number) => (await api.get(`/api/v2/booking/${id}/`)).json().version as number;
async function save(id: number, from: number, to: number, room: number) {
  const res = await api.put(`/api/v2/booking/${id}/`, {
    version: await versionOf(id),
    check_in: `2026-12-${String(from).padStart(2, '0')} 14:00`,
    check_out: `2026-12-${String(to).padStart(2, '0')} 12:00`,
    room,
    clients: [guest],
  });
  expect(res.statusCode).toBe(200);
}
async function setStatus(id: number, status: string) {
  const res = await api.post(`/api/v2/booking/${id}/status/`, { status, version: await versionOf(id) });
  expect(res.statusCode).toBe(200);
}
async function history(id: number, as = api): Promise<Row[]> {
  const res = await as.get(`/api/v2/booking/${id}/history/`);
  expect(res.statusCode).toBe(200);
  return res.json();
}
/** The database's refusal, whichever driver wraps it. */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (err) {
    const e = err as { message?: string; cause?: { message?: string } };
    return `${e.message ?? ''} ${e.cause?.message ?? ''}`;
  }
  return 'allowed';
}

beforeAll(async () => {
  let owner: { id: number };
  ({ t, app, api, companyId, employee: owner } = await startWorld());
  ownerId = owner.id;
  const db = t.database.db;
  const category = (
    await api.post('/api/v2/categories/', {
      name: 'Стандарт',
      category_type: 'room',
      place_number: 2,
      additional_place: 0,
      rates: { price_type: 'week', rows: { base: everyWeekday(20_000), single: everyWeekday(17_000) } },
    })
  ).json();
  for (const name of ['101', '102', '103', '104', '105']) {
    roomIds.push((await api.post('/api/v2/categories/rooms/', { name, category: category.id })).json().id);
  }
  cash = (await db.insert(paymentTypes).values({ companyId, name: 'Наличные' }).returning())[0]!.id;
  const receptionist = await buildEmployee(
    db,
    companyId,
    { firstName: 'Айгерим', lastName: 'Нурланова' },
    'frontdesk',
  );
  deskId = receptionist.id;
  desk = client(app, (await login(app, receptionist.email, TEST_PASSWORD)).token);
});
afterAll(() => stopWorld({ t, app }));

describe("a booking's life in its 'История'", () => {
  let id: number;
  let rows: Row[];

  beforeAll(async () => {
    id = await draft(roomIds[0]!, 1, 3);
    await save(id, 1, 3, roomIds[0]!);
    const pay = await desk.post('/api/v2/booking/payments/', {
      booking: id,
      value: 40_000,
      payment_method: cash,
      payment_type: 'payment',
      comment: 'Касса',
    });
    expect(pay.statusCode).toBe(201);
    await setStatus(id, 'booked');
    await setStatus(id, 'check_in');
    const moved = await api.patch(`/api/v2/booking/${id}/move/`, {
      room: roomIds[1],
      check_in: day(1),
      check_out: day(3, 12),
      room_reason: 'Шумно',
    });
    expect(moved.statusCode).toBe(200);
    await setStatus(id, 'check_out');
    rows = await history(id);
  });

  it('records each step, oldest first, with its action and label', () => {
    expect(rows.map((r) => r.action)).toEqual([
      'create',
      // One save: the guests are linked, then the booking row is written.
      'guests',
      'reserved',
      'payment',
      'booked',
      'check_in',
      'move',
      'check_out',
    ]);
    expect(rows.map((r) => r.action_label)).toEqual([
      'Создание',
      'Гости',
      'Резерв',
      'Оплата',
      'Бронирование',
      'Заселение',
      'Переселение',
      'Выселение',
    ]);
    const at = rows.map((r) => r.at);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('names who did each: the receptionist took the payment, the owner the rest', () => {
    const byAction = Object.fromEntries(rows.map((r) => [r.action, r]));
    expect(byAction.payment?.employee).toEqual({ id: deskId, name: 'Нурланова Айгерим' });
    for (const r of rows.filter((r) => r.action !== 'payment')) expect(r.employee?.id).toBe(ownerId);
  });

  it('keeps the changed fields with their before and after values, and the reasons', () => {
    const byAction = Object.fromEntries(rows.map((r) => [r.action, r]));
    expect(byAction.create).toMatchObject({
      entity: 'booking',
      entity_id: id,
      booking_id: id,
      changes: {},
      data: { status: 'new', room: '101', room_id: roomIds[0], check_in: day(1), check_out: day(3, 12) },
    });
    expect(byAction.reserved?.changes).toMatchObject({
      status: ['new', 'reserved'],
      common_amount: [0, 40000],
    });
    expect(byAction.guests?.changes).toEqual({ guests: [[], ['Серикова Айгуль · +7 701 111 22 33']] });
    expect(byAction.payment).toMatchObject({
      entity: 'payment',
      booking_id: id,
      data: { amount: 40000, payment_type: 'payment', method: 'Наличные', comment: 'Касса' },
    });
    expect(byAction.check_in?.changes).toEqual({ status: ['booked', 'check_in'] });
    expect(byAction.move).toMatchObject({
      changes: { room_id: [roomIds[0], roomIds[1]] },
      data: { reason: 'Шумно', rooms: ['101', '102'] },
    });
    // Bookkeeping columns (version, updated_at, paid_amount, …) are never recorded.
    for (const r of rows)
      for (const field of ['version', 'updated_at', 'updated_by', 'paid_amount', 'search_text', 'guest_name'])
        expect(r.changes).not.toHaveProperty(field);
  });

  it('records them in the booking company', async () => {
    const companies = await t.database.db
      .selectDistinct({ companyId: auditLog.companyId })
      .from(auditLog)
      .where(sql`${auditLog.bookingId} = ${id}`);
    expect(companies).toEqual([{ companyId }]);
  });

  it('records guests removed with none in their place, at commit', async () => {
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.actor_id', ${String(ownerId)}, true)`);
      await tx.execute(sql`delete from booking_clients where booking_id = ${id}`);
    });
    expect((await history(id)).at(-1)).toMatchObject({
      action: 'guests',
      employee: { id: ownerId },
      changes: { guests: [['Серикова Айгуль · +7 701 111 22 33'], []] },
    });
  });

  it('records a cancellation with its reason', async () => {
    const other = await draft(roomIds[2]!, 5, 7);
    await save(other, 5, 7, roomIds[2]!);
    const res = await api.delete(`/api/v2/booking/${other}/`, { cancel_reason: 'Гость передумал' });
    expect(res.statusCode).toBe(200);
    const last = (await history(other)).at(-1);
    expect(last).toMatchObject({
      action: 'cancel',
      action_label: 'Отмена',
      employee: { id: ownerId },
      changes: { status: ['reserved', 'canceled'] },
      data: { reason: 'Гость передумал' },
    });
  });

  it("shows a group's rows in the history of any of its rooms", async () => {
    const stay = { check_in: day(10), check_out: day(12, 12) };
    const parent = await reserveInGroup(api, { room: roomIds[3]!, ...stay });
    const room = await reserveInGroup(api, { room: roomIds[4]!, ...stay }, parent);
    // The parent's own change shows in its room's history.
    const moved = await api.patch(`/api/v2/booking/${parent}/move/`, {
      room: roomIds[3],
      check_in: day(10),
      check_out: day(13, 12),
    });
    expect(moved.statusCode).toBe(200);
    const rows = await history(room);
    expect(rows.map((r) => [r.booking_id, r.action])).toEqual([
      [parent, 'create'],
      [room, 'create'],
      [parent, 'dates'],
      // The group re-prices its rooms for the longer stay.
      [parent, 'price'],
      [room, 'price'],
    ]);
  });
});

describe('leisure orders and memberships', () => {
  it('records a leisure sale and its cancellation with the reason', async () => {
    const activity = (
      await api.post('/api/v2/categories/leisure/', { name: 'Конная прогулка', description: '' })
    ).json();
    const everything = { weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'] };
    const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];
    const tariff = (
      await api.post('/api/v2/categories/leisure-tariffs/', {
        category: activity.id,
        enum: 'Утро',
        stock_number: 10,
        start_time: '10:00',
        end_time: '12:00',
        ...everything,
        months,
        price_list: [{ name: 'Взрослый', price: 5000 }],
      })
    ).json();
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Almaty' }).format(
      new Date(Date.now() + 86_400_000),
    );
    const sold = await desk.post('/api/v2/leisure/booking/', {
      booking_status: 'book',
      client: guest,
      category: activity.id,
      check_in: day,
      prices: [{ price: tariff.price_list[0].id, quantity: 2 }],
      comment: '',
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const order = sold.json().id as number;
    expect(
      (await api.delete(`/api/v2/leisure/booking/${order}/`, { cancel_reason: 'Дождь' })).statusCode,
    ).toBe(200);
    const rows = (await api.get('/api/v2/audit/?entity=leisure_order')).json().results as Row[];
    expect(
      rows.filter((r) => r.entity_id === order).map((r) => [r.action, r.employee?.id, r.data.reason]),
    ).toEqual([
      ['cancel', ownerId, 'Дождь'],
      ['sale', deskId, undefined],
    ]);
    expect(rows.find((r) => r.action === 'sale')?.data).toMatchObject({ day, quantity: 2, amount: 10000 });
  });

  it("records a change of an employee's role", async () => {
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.actor_id', ${String(ownerId)}, true)`);
      await tx.execute(
        sql`update company_employees set role = 'manager' where company_id = ${companyId} and employee_id = ${deskId}`,
      );
      await tx.execute(
        sql`update company_employees set role = 'frontdesk' where company_id = ${companyId} and employee_id = ${deskId}`,
      );
    });
    const rows = (await api.get('/api/v2/audit/?entity=employee&action=role')).json().results as Row[];
    expect(rows.map((r) => [r.entity_id, r.employee?.id, r.changes])).toEqual([
      [deskId, ownerId, { role: ['manager', 'frontdesk'] }],
      [deskId, ownerId, { role: ['frontdesk', 'manager'] }],
    ]);
  });
});

describe('the log cannot be changed', () => {
  it('refuses UPDATE and DELETE through SQL, with a Russian message', async () => {
    const db = t.database.db;
    const message = 'Журнал действий нельзя изменить или удалить';
    expect(await refusal(() => db.execute(sql`update audit_log set action = 'create'`))).toContain(message);
    expect(await refusal(() => db.execute(sql`delete from audit_log`))).toContain(message);
    expect(await refusal(() => db.execute(sql`truncate audit_log`))).toContain(message);
    expect(await db.$count(auditLog)).toBeGreaterThan(0);
  });

  it("outlives a deleted company: its records stay, with the deletion's own (migration 0046)", async () => {
    const db = t.database.db;
    const before = await db.$count(auditLog, sql`${auditLog.companyId} = ${companyId}`);
    const gone = await buildCompany(db, { name: 'Закрытый отель' });
    await buildEmployee(db, gone.id);
    // Its creation with its base rate plan (migration 0057), and its first employee.
    expect(await db.$count(auditLog, sql`${auditLog.companyId} = ${gone.id}`)).toBe(3);
    await db.execute(sql`delete from companies where id = ${gone.id}`);
    const kept = await db
      .select({ entity: auditLog.entity, action: auditLog.action })
      .from(auditLog)
      .where(sql`${auditLog.companyId} = ${gone.id}`)
      .orderBy(auditLog.id);
    expect(kept).toEqual([
      { entity: 'company', action: 'create' },
      { entity: 'rate_plan', action: 'create' },
      { entity: 'employee', action: 'employee_add' },
      { entity: 'company', action: 'delete' },
    ]);
    // With no company left to take them, they still cannot be deleted.
    const message = 'Журнал действий нельзя изменить или удалить';
    expect(
      await refusal(() => db.execute(sql`delete from audit_log where company_id = ${gone.id}`)),
    ).toContain(message);
    expect(await db.$count(auditLog, sql`${auditLog.companyId} = ${companyId}`)).toBe(before);
  });
});

describe("'Журнал действий'", () => {
  const journal = async (query: string, as = api) => {
    const res = await as.get(`/api/v2/audit/${query}`);
    return {
      status: res.statusCode,
      body: res.json() as { count: number; results: Row[] } & { error?: string },
    };
  };

  it('filters by employee, entity and action', async () => {
    const byDesk = await journal(`?employee=${deskId}`);
    expect(byDesk.status).toBe(200);
    // The receptionist took one payment and sold one leisure order to a new client; the newest first.
    // (The sale's one statement writes the client and the order: their records in either order.)
    const mine = byDesk.body.results.map((r) => [r.entity, r.action, r.employee?.id]);
    expect(mine.slice(2)).toEqual([['payment', 'payment', deskId]]);
    expect(mine.slice(0, 2)).toEqual(
      expect.arrayContaining([
        ['client', 'create', deskId],
        ['leisure_order', 'sale', deskId],
      ]),
    );
    expect((await journal(`?employee=${deskId}&entity=payment`)).body.count).toBe(1);
    // Catalogue rows that carry prices are recorded by name.
    expect((await journal('?entity=category')).body.results).toContainEqual(
      expect.objectContaining({
        action: 'create',
        employee: expect.objectContaining({ id: ownerId }),
        data: { name: 'Стандарт' },
      }),
    );
    const checkIns = await journal('?entity=booking&action=check_in');
    expect(checkIns.body.count).toBe(1);
    const employees = await journal('?entity=employee');
    expect(employees.body.results.map((r) => [r.action, r.entity_id])).toContainEqual([
      'employee_add',
      deskId,
    ]);
  });

  it('pages newest first, with the total', async () => {
    const all = await journal('?page[size]=200');
    const second = await journal('?page[size]=3&page[number]=2');
    expect(second.body.count).toBe(all.body.count);
    expect(second.body.results.map((r) => r.id)).toEqual(all.body.results.slice(3, 6).map((r) => r.id));
    const ids = all.body.results.map((r) => r.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it("takes a period of local dates on the property's clock", async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Almaty' }).format(new Date());
    const all = await journal('?page[size]=200');
    expect((await journal(`?start=${today}&end=${today}&page[size]=200`)).body.count).toBe(all.body.count);
    expect((await journal('?start=2020-01-01&end=2020-12-31')).body.count).toBe(0);
    expect(await journal('?start=2026-11-02&end=2026-11-01')).toMatchObject({
      status: 400,
      body: { error: 'Начало периода позже конца', field: 'end' },
    });
    expect(await journal('?action=hack')).toMatchObject({
      status: 400,
      body: { error: 'Неизвестное действие' },
    });
  });

  it("never shows another company's records", async () => {
    const elsewhere = await signInElsewhere(t, app);
    const theirs = await journal('?page[size]=200', elsewhere.api);
    expect(theirs.status).toBe(200);
    expect(theirs.body.results.every((r) => r.entity !== 'booking' && r.entity !== 'payment')).toBe(true);
    const ours = (await journal('?entity=booking')).body.results[0]!;
    expect((await elsewhere.api.get(`/api/v2/booking/${ours.booking_id}/history/`)).statusCode).toBe(404);
  });
});
