import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, discounts, holds, paymentTypes, services, tasks, units } from '../../db/schema.ts';
import {
  buildCompany,
  buildEmployee,
  buildFoodTariff,
  decemberInAlmaty,
  TEST_PASSWORD,
} from '../../test/factories.ts';
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
let api: TestClient;
let companyId: number;
let employeeId: number;
let category: { id: number };
const roomIds: number[] = [];
let cash: number;
let parking: number;
let transfer: number;
let regular: number;
let gift: number;
let breakfast: number;

const day = decemberInAlmaty;
const week = (weekday: number, weekend: number) => ({
  mon: weekday,
  tue: weekday,
  wed: weekday,
  thu: weekday,
  fri: weekend,
  sat: weekend,
  san: weekend,
});

/** The editor's whole payload for a stay on December days `from` 14:00 → `to` 12:00 in room `room`. */
function editor(over: Record<string, unknown> = {}) {
  return {
    check_in: '2026-12-01 14:00',
    check_out: '2026-12-03 12:00',
    room: roomIds[0],
    clients: [{ first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' }],
    ...over,
  };
}

async function draft(room = roomIds[0], from = 1, to = 3) {
  const res = await api.post('/api/booking/', { room, check_in: day(from), check_out: day(to, 12) });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

/** What an editor that opens the booking now would send back as its version. */
const versionOf = async (id: number) => (await api.get(`/api/v2/booking/${id}/`)).json().version as number;
/** 'Сохранить' from an editor that has just opened the booking (a body's own version wins). */
const save = async (id: number, body: object) =>
  api.put(`/api/v2/booking/${id}/`, { version: await versionOf(id), ...body });
const setStatus = async (id: number, status: string) =>
  api.post(`/api/v2/booking/${id}/status/`, { status, version: await versionOf(id) });
/** 'Сохранить для всех' from a group editor that has just opened: the parent's and each room's version. */
async function saveGroup(parent: number, body: { child_list: { id: number }[] }) {
  const g = (await api.get(`/api/v2/booking/group/${parent}/`)).json();
  const version = (id: number) => g.child_list.find((c: { id: number }) => c.id === id)?.version ?? 1;
  return api.put(`/api/v2/booking/group/${parent}/`, {
    version: g.version,
    ...body,
    child_list: body.child_list.map((c) => ({ version: version(c.id), ...c })),
  });
}
const setGroupStatus = async (parent: number, status: string) =>
  api.post(`/api/v2/booking/group/${parent}/status/`, { status, version: await versionOf(parent) });

beforeAll(async () => {
  let employee: { id: number };
  ({ t, app, api, companyId, employee } = await startWorld());
  employeeId = employee.id;
  const db = t.database.db;
  category = (
    await api.post('/api/v2/categories/', {
      name: 'Стандарт',
      category_type: 'room',
      place_number: 2,
      additional_place: 1,
      rates: {
        price_type: 'week',
        rows: {
          base: week(20_000, 24_000),
          single: week(17_000, 20_000),
          extra_adult: week(8_000, 8_000),
          extra_child: week(5_000, 5_000),
          child_without_place: week(2_000, 2_000),
        },
        early_check_in: 10_000,
        late_check_out: 10_000,
      },
    })
  ).json();
  for (const name of ['101', '102', '103']) {
    roomIds.push((await api.post('/api/v2/categories/rooms/', { name, category: category.id })).json().id);
  }
  cash = (await db.insert(paymentTypes).values({ companyId, name: 'Наличные' }).returning())[0]!.id;
  const serviceRows = await db
    .insert(services)
    .values([
      { companyId, name: 'Парковка', price: '2000.00', serviceType: 'day' },
      { companyId, name: 'Трансфер', price: '15000.00', serviceType: 'once' },
    ])
    .returning();
  [parking, transfer] = serviceRows.map((r) => r.id) as [number, number];
  const discountRows = await db
    .insert(discounts)
    .values([
      { companyId, name: 'Постоянный гость', discountKind: 'percent', value: '10' },
      { companyId, name: 'Сертификат', discountKind: 'fixed', value: '5000' },
    ])
    .returning();
  [regular, gift] = discountRows.map((r) => r.id) as [number, number];
  breakfast = await buildFoodTariff(db, companyId, (i) => 4_000 - i * 500);
});
afterAll(() => stopWorld({ t, app }));

describe('the editor reads a booking', () => {
  it('shows a fresh draft with its tariff price and the default required fields', async () => {
    const id = await draft(roomIds[2], 20, 22);
    const res = await api.get(`/api/v2/booking/${id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      booking_status: 'new',
      room_name: '103',
      category_name: 'Стандарт',
      check_in_local: '2026-12-20 14:00',
      check_out_local: '2026-12-22 12:00',
      required_fields: ['first_name', 'phone_number'],
      // Sunday 20 (weekend) + Monday 21.
      calculated_by: { days: 2, price: '44000.00', total: '44000.00', duty: '44000.00' },
    });
  });

  it('answers 404 for another company’s booking', async () => {
    const id = await draft(roomIds[2], 24, 25);
    const other = await buildCompany(t.database.db);
    const stranger = await buildEmployee(t.database.db, other.id);
    const theirs = client(app, (await login(app, stranger.email, TEST_PASSWORD)).token);
    expect((await theirs.get(`/api/v2/booking/${id}/`)).statusCode).toBe(404);
    expect((await theirs.put(`/api/v2/booking/${id}/`, { ...editor(), version: 1 })).statusCode).toBe(404);
  });
});

describe('saving the whole booking', () => {
  it('prices and saves a draft as a reserve, with the same totals the price call showed', async () => {
    const id = await draft();
    const body = editor({
      service_list: [
        { service: parking, quantity: 1 },
        { service: transfer, quantity: 0 },
      ],
      discount_list: [{ discount: regular, quantity: 1 }],
    });
    const price = (await api.post(`/api/v2/booking/${id}/price/`, body)).json();
    // Tue + Wed at 20 000, parking 2 000 × 2 days, 10% off 44 000.
    expect(price).toMatchObject({
      days: 2,
      price: '40000.00',
      services_total: '4000.00',
      discount: '4400.00',
      total: '39600.00',
    });
    const res = await save(id, body);
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({
      booking_status: 'reserved',
      common_amount: '39600.00',
      duty: '39600.00',
      clients_list: [{ first_name: 'Айгуль', phone_number: '+7 701 111 22 33' }],
      services: [{ service: parking, name: 'Парковка', quantity: 1, total: '4000.00' }],
      discount_list: [{ discount: regular, discount_kind: 'percent', value: '10.00' }],
    });
    expect(saved.calculated_by.total).toBe(price.total);
  });

  it('refuses a missing required client field, naming it, and changes nothing', async () => {
    const id = await draft(roomIds[1], 5, 6);
    const res = await save(
      id,
      editor({
        room: roomIds[1],
        check_in: '2026-12-05 14:00',
        check_out: '2026-12-06 12:00',
        clients: [{ first_name: 'Ерлан' }],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Обязательное поле для заполнения',
      field: 'clients.0.phone_number',
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.status).toBe('new');
  });

  it.each([
    [{ has_additional: true, adult_count: 2 }, 'Не достаточно мест!', 'adult_count'],
    [
      { clients: Array.from({ length: 3 }, (_, i) => ({ first_name: `Гость ${i}`, phone_number: '1' })) },
      'Недостаточно мест',
      'clients',
    ],
    [{ is_early: true }, 'Укажите время раннего заезда', 'check_in'],
    [{ check_in: '2026-12-01 10:00' }, 'Время заезда не должно быть меньше чем 14:00', 'check_in'],
    [{ calculation_type: 'full' }, 'Укажите цену', 'custom_price'],
    [{ room: null }, 'Пожалуйста выберите номер!', 'room'],
    [{ promo_code: 'SUMMER' }, 'Нет функционала по промокодам!', 'promo_code'],
    [{ discount_list: [{ discount: null }] }, 'Выберите скидку!', 'discount_list.0.discount'],
    [
      { task_list: [{ title: 'Встретить', todo_date: '2026-12-01' }] },
      'Пожалуйста заполните задачу!',
      'task_list.0.responsible',
    ],
    [
      {
        food_list: [
          { tariff: 1, adult_count: 1, child_count: 0, start_date: '2026-12-01', end_date: '2026-12-03' },
        ],
      },
      'Сначала сохраните бронь без питания',
      'food_list',
    ],
  ])('refuses %j with «%s»', async (over, error, field) => {
    const id = await draft(roomIds[1], 8, 10);
    const res = await save(
      id,
      editor({ room: roomIds[1], check_in: '2026-12-08 14:00', check_out: '2026-12-10 12:00', ...over }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error, field });
    await api.delete(`/api/v2/booking/${id}/permanent/`);
  });

  it('adds meals, tasks and extra beds once the booking is saved', async () => {
    const id = await draft(roomIds[1], 12, 14);
    const base = editor({ room: roomIds[1], check_in: '2026-12-12 14:00', check_out: '2026-12-14 12:00' });
    expect((await save(id, base)).statusCode).toBe(200);
    const res = await save(id, {
      ...base,
      has_additional: true,
      adult_count: 1,
      child_without_place: 1,
      clients: [...base.clients, { first_name: 'Ерлан', phone_number: '+7 702' }],
      food_list: [
        {
          tariff: breakfast,
          adult_count: 2,
          child_count: 1,
          start_date: '2026-12-12',
          end_date: '2026-12-14',
          is_advance: true,
        },
      ],
      task_list: [
        {
          title: 'Детская кроватка',
          responsible: employeeId,
          todo_date: '2026-12-12',
          description: 'Поставить до заезда',
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const b = res.json();
    // Sat 12 + Sun 13 at 24 000; extra adult 8 000 × 2; child without place 2 000 × 2;
    // breakfast in advance on the 13th and 14th: (2 × 4 000 + 1 × 3 500) × 2.
    expect(b.calculated_by).toMatchObject({
      price: '48000.00',
      adult_price: '16000.00',
      child_without_place: '4000.00',
      advance_booking: '23000.00',
      total: '91000.00',
    });
    expect(b.food_list).toMatchObject([{ tariff: breakfast, tariff_name: 'Завтрак', total: '23000.00' }]);
    expect(b.task_list).toMatchObject([
      { title: 'Детская кроватка', responsible: employeeId, todo_time: '12:00' },
    ]);
    const cleared = await api.delete(`/api/v2/booking/${id}/tasks/`, { tasks: [] });
    expect(cleared.json().task_list).toEqual([]);
    expect(await t.database.db.$count(tasks, eq(tasks.bookingId, id))).toBe(0);
  });

  it('counts the guests on main places: two guests store two adults, and meals default to them (issue 28, item 13)', async () => {
    const id = await draft(roomIds[0], 18, 20);
    const base = editor({ room: roomIds[0], check_in: '2026-12-18 14:00', check_out: '2026-12-20 12:00' });
    const two = [...base.clients, { first_name: 'Ерлан', last_name: 'Серикова', phone_number: '+7 702' }];
    const meal = { tariff: breakfast, start_date: '2026-12-18', end_date: '2026-12-20' };
    expect((await save(id, base)).statusCode).toBe(200);
    const res = await save(id, { ...base, clients: two, food_list: [meal] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ main_adult_count: 2, main_child_count: 0 });
    expect(res.json().food_list).toMatchObject([{ adult_count: 2, child_count: 0 }]);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ mainAdultCount: 2, mainChildCount: 0 });

    // Set by hand: one adult and one child; another save with the same guests keeps them.
    const byHand = await save(id, { ...base, clients: two, main_adult_count: 1, main_child_count: 1 });
    expect(byHand.json()).toMatchObject({ main_adult_count: 1, main_child_count: 1 });
    const again = await save(id, { ...base, clients: two, food_list: [meal] });
    expect(again.json()).toMatchObject({ main_adult_count: 1, main_child_count: 1 });
    expect(again.json().food_list).toMatchObject([{ adult_count: 1, child_count: 1 }]);
  });

  it('moves the guest to another room only with a reason, keeping the old room', async () => {
    const id = await draft(roomIds[0], 15, 17);
    const base = editor({ check_in: '2026-12-15 14:00', check_out: '2026-12-17 12:00' });
    await save(id, base);
    const noReason = await save(id, { ...base, room: roomIds[1] });
    expect(noReason.json()).toEqual({ error: 'Напишите причину переселения', field: 'room_reason' });
    const moved = await save(id, {
      ...base,
      room: roomIds[1],
      room_reason: 'Шумно',
    });
    expect(moved.json()).toMatchObject({ room: roomIds[1], old_room: roomIds[0], room_reason: 'Шумно' });
    // The inventory moved with the guest: one hold, on the new room's unit.
    const held = await t.database.db
      .select({ roomId: units.roomId, bedId: units.bedId })
      .from(holds)
      .innerJoin(units, eq(units.id, holds.unitId))
      .where(eq(holds.bookingId, id));
    expect(held).toEqual([{ roomId: roomIds[1], bedId: null }]);
  });

  it('refuses dates that overlap another stay with 409 and keeps the old dates', async () => {
    const first = await draft(roomIds[2], 2, 4);
    const second = await draft(roomIds[2], 4, 6);
    const body = editor({ room: roomIds[2], check_in: '2026-12-04 14:00', check_out: '2026-12-07 12:00' });
    await save(second, body);
    const res = await save(
      first,
      editor({ room: roomIds[2], check_in: '2026-12-02 14:00', check_out: '2026-12-05 12:00' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/^Номер 103 занят/);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, first));
    expect(row!.checkOut.getTime() / 1000).toBe(day(4, 12));
    expect(row!.status).toBe('new');
  });
});

describe('payments, status and cancelling', () => {
  let id: number;
  beforeAll(async () => {
    id = await draft(roomIds[0], 26, 28);
    await save(id, editor({ check_in: '2026-12-26 14:00', check_out: '2026-12-28 12:00' }));
  });

  it('asks for a payment before leaving the reservation', async () => {
    const res = await setStatus(id, 'booked');
    expect(res.json()).toEqual({ error: 'Пожалуйста внесите оплату' });
  });

  it.each([
    [{ value: 1000 }, 'Выберите вид оплаты!', 'payment_method'],
    [{ payment_method: -1 }, 'Введите сумму!', 'value'],
    [{ value: 1000, payment_method: 999_999 }, 'Вид оплаты не найден', 'payment_method'],
    [{ value: 1000, payment_method: 'cash', comment: ' ' }, 'Обязательное поле для заполнения', 'comment'],
    [
      { value: 1_000_000, payment_method: 'cash', payment_type: 'return' },
      'Сумма возврата больше внесенной оплаты',
      'value',
    ],
  ])('refuses payment %j', async (over, error, field) => {
    const body = { booking: id, comment: 'Оплата', ...over } as Record<string, unknown>;
    if (body.payment_method === 'cash') body.payment_method = cash;
    const res = await api.post('/api/v2/booking/payments/', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error, field });
  });

  it('takes a payment and a refund; the duty follows', async () => {
    const pay = await api.post('/api/v2/booking/payments/', {
      booking: id,
      comment: 'Касса',
      value: 30_000,
      payment_method: cash,
      payment_type: 'payment',
    });
    expect(pay.statusCode).toBe(201);
    expect(pay.json()).toMatchObject({
      value: '30000.00',
      payment_method_name: 'Наличные',
      message: 'Платеж оформлен!',
    });
    await api.post('/api/v2/booking/payments/', {
      booking: id,
      comment: 'Касса',
      value: 5_000,
      payment_method: cash,
      payment_type: 'return',
    });
    const b = (await api.get(`/api/v2/booking/${id}/`)).json();
    // Sat 26 + Sun 27 at 24 000 = 48 000; paid 30 000 − 5 000 returned.
    expect(b.calculated_by).toMatchObject({
      total: '48000.00',
      paid_amount: '30000.00',
      return_amount: '5000.00',
      withheld: '25000.00',
      duty: '23000.00',
    });
    expect(b.payment_list).toHaveLength(2);
  });

  it('advances the status once paid', async () => {
    const res = await setStatus(id, 'booked');
    expect(res.json().booking_status).toBe('booked');
  });

  it('adds and removes a discount', async () => {
    const added = (
      await api.post(`/api/v2/booking/${id}/discounts/`, { discount: gift, quantity: 2 })
    ).json();
    expect(added.calculated_by.discount).toBe('10000.00');
    const row = added.discount_list[0].id;
    const removed = (await api.delete(`/api/v2/booking/${id}/discounts/${row}/`)).json();
    expect(removed.discount_list).toEqual([]);
    expect(removed.calculated_by.total).toBe('48000.00');
  });

  it('cancels with a reason, frees the room and refuses further edits', async () => {
    expect((await api.delete(`/api/v2/booking/${id}/`, {})).json()).toMatchObject({
      error: 'Укажите причину отмены',
    });
    const res = await api.delete(`/api/v2/booking/${id}/`, { cancel_reason: 'Гость передумал' });
    expect(res.json()).toMatchObject({ booking_status: 'canceled', cancel_reason: 'Гость передумал' });
    expect(await t.database.db.$count(holds, eq(holds.bookingId, id))).toBe(0);
    const again = await save(id, editor({ check_in: '2026-12-26 14:00', check_out: '2026-12-28 12:00' }));
    expect(again.json()).toEqual({ error: 'Бронь отменена, изменить её нельзя' });
    // A refund is still possible after cancelling.
    const refund = await api.post('/api/v2/booking/payments/', {
      booking: id,
      comment: 'Касса',
      value: 25_000,
      payment_method: cash,
      payment_type: 'return',
    });
    expect(refund.statusCode).toBe(201);
  });
});

describe('client records', () => {
  it('finds clients by name or phone, ten to a page, only of this company', async () => {
    const res = await api.get('/api/v2/client/client-list/?search=Серикова&page[size]=10');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.count).toBeGreaterThan(0);
    expect(page.results.every((c: { last_name: string }) => c.last_name === 'Серикова')).toBe(true);
    const other = await buildCompany(t.database.db);
    const stranger = await buildEmployee(t.database.db, other.id);
    const theirs = client(app, (await login(app, stranger.email, TEST_PASSWORD)).token);
    expect((await theirs.get('/api/v2/client/client-list/?search=Серикова')).json().count).toBe(0);
  });

  it('searches last and first name together in any letter case, and takes % as a letter', async () => {
    const list = (search: string) =>
      api.get(`/api/v2/client/client-list/?search=${encodeURIComponent(search)}`).then((r) => r.json());
    const byName = await list('Серикова');
    const first = byName.results[0].first_name as string;
    const both = await list(`сЕРИКОВА ${first.toUpperCase()}`);
    expect(both.count).toBeGreaterThan(0);
    expect(both.results.every((c: { last_name: string; first_name: string }) => c.first_name === first)).toBe(
      true,
    );
    expect((await list('%')).count).toBe(0);
  });

  it('reuses a client record by id instead of creating another', async () => {
    const known = (await api.get('/api/v2/client/client-list/?search=Серикова')).json().results[0];
    const before = (await api.get('/api/v2/client/client-list/')).json().count;
    const id = await draft(roomIds[1], 28, 30);
    const res = await save(
      id,
      editor({
        room: roomIds[1],
        check_in: '2026-12-28 14:00',
        check_out: '2026-12-30 12:00',
        clients: [{ ...known, comment: 'VIP' }],
      }),
    );
    expect(res.json().clients_list).toMatchObject([{ id: known.id, comment: 'VIP' }]);
    expect((await api.get('/api/v2/client/client-list/')).json().count).toBe(before);
  });
});

describe('group bookings', () => {
  let parent: number;
  let second: number;
  let third: number;
  let lux: number;
  const reserveInGroup = async (room: number, groupParent?: number) => {
    const res = await api.post('/api/booking/', {
      room,
      check_in: day(10),
      check_out: day(12, 12),
      is_group: true,
      ...(groupParent ? { group_parent: groupParent } : {}),
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const child = (id: number, room: number, over: Record<string, unknown> = {}) => ({
    id,
    room,
    check_in: '2026-12-10 14:00',
    check_out: '2026-12-12 12:00',
    ...over,
  });
  const groupBody = (over: Record<string, unknown> = {}) => ({
    clients: [{ first_name: 'Компания «Казтур»', phone_number: '+7 727 000' }],
    service_list: [{ service: transfer, quantity: 1, rooms: 3 }],
    child_list: [
      child(parent, roomIds[0]!),
      child(second, roomIds[1]!),
      child(third, lux, { is_single: true }),
    ],
    ...over,
  });

  beforeAll(async () => {
    const luxCategory = (
      await api.post('/api/v2/categories/', {
        name: 'Люкс',
        category_type: 'room',
        place_number: 4,
        rates: { price_type: 'week', rows: { base: week(50_000, 60_000), single: week(45_000, 55_000) } },
      })
    ).json();
    lux = (await api.post('/api/v2/categories/rooms/', { name: 'Л-1', category: luxCategory.id })).json().id;
    parent = await reserveInGroup(roomIds[0]!);
    second = await reserveInGroup(roomIds[1]!, parent);
    third = await reserveInGroup(lux, parent);
  });

  it('shows every room of the group by category', async () => {
    const g = (await api.get(`/api/v2/booking/group/${parent}/`)).json();
    expect(g.child_list.map((c: { id: number }) => c.id)).toEqual([parent, second, third]);
    expect(g.categories).toMatchObject([
      { name: 'Стандарт', rooms: [roomIds[0], roomIds[1]] },
      { name: 'Люкс', rooms: [lux] },
    ]);
  });

  it('prices and saves the group: each room by its category, shared services for three rooms', async () => {
    const price = (await api.post(`/api/v2/booking/group/${parent}/price/`, groupBody())).json();
    // Thu 10 + Fri 11: standard 20 000 + 24 000 twice; Люкс single 45 000 + 55 000; transfer 15 000 × 3.
    expect(price).toMatchObject({
      accommodation: '188000.00',
      services_total: '45000.00',
      total: '233000.00',
    });
    const res = await saveGroup(parent, groupBody());
    expect(res.statusCode).toBe(200);
    const g = res.json();
    expect(g.group_calculation.total).toBe('233000.00');
    expect(g.child_list.map((c: { booking_status: string }) => c.booking_status)).toEqual([
      'reserved',
      'reserved',
      'reserved',
    ]);
    const stored = await t.database.db.select().from(bookings).where(eq(bookings.groupParent, parent));
    expect(stored.reduce((s, b) => s + Number(b.commonAmount), 0)).toBe(233_000);
  });

  it('takes a payment for the whole group on the parent and advances every room', async () => {
    await api.post('/api/v2/booking/payments/', {
      booking: parent,
      value: 100_000,
      payment_method: cash,
      comment: 'Предоплата группы',
    });
    const g = (await setGroupStatus(parent, 'booked')).json();
    expect(g.group_calculation).toMatchObject({ paid_amount: '100000.00', duty: '133000.00' });
    expect(g.child_list.every((c: { booking_status: string }) => c.booking_status === 'booked')).toBe(true);
  });

  it('turns a single booking into a group that other rooms can join', async () => {
    const single = await draft(roomIds[2], 22, 23);
    const g = (await api.post(`/api/v2/booking/${single}/group/`)).json();
    expect(g).toMatchObject({ id: single, is_group: true, group_parent: single });
    const joined = await api.post('/api/booking/', {
      room: lux,
      check_in: day(22),
      check_out: day(23, 12),
      is_group: true,
      group_parent: single,
    });
    expect(joined.statusCode).toBe(201);
    const after = (await api.get(`/api/v2/booking/group/${single}/`)).json();
    expect(after.child_list.map((c: { id: number }) => c.id)).toEqual([single, joined.json().id]);
  });

  it('refuses a room that is not in the group', async () => {
    const outsider = await draft(roomIds[2], 10, 12);
    const res = await saveGroup(parent, groupBody({ child_list: [child(outsider, roomIds[2]!)] }));
    expect(res.json()).toEqual({ error: 'Бронь не входит в эту группу', field: 'child_list.0.id' });
  });

  it('moves rooms one step from the least advanced: a room already there stays, and booking again is refused', async () => {
    expect((await setStatus(third, 'check_in')).statusCode).toBe(200);
    expect((await setGroupStatus(parent, 'booked')).json()).toEqual({
      error: 'Бронь в статусе «Бронь». Следующий шаг — «Заселить»',
    });
    const g = (await setGroupStatus(parent, 'check_in')).json();
    expect(g.child_list.map((c: { booking_status: string }) => c.booking_status)).toEqual([
      'check_in',
      'check_in',
      'check_in',
    ]);
  });

  it('refuses to cancel the group parent alone while other rooms are live', async () => {
    const res = await api.delete(`/api/v2/booking/${parent}/`, { cancel_reason: 'Ошибка' });
    expect(res.json()).toEqual({
      error: 'Сначала отмените остальные номера группы или отмените бронь для всех',
    });
  });

  it('cancels one room, then the rest of the group', async () => {
    const one = (
      await api.delete(`/api/v2/booking/${second}/`, { cancel_reason: 'Один гость не приехал' })
    ).json();
    expect(one.booking_status).toBe('canceled');
    const g = (
      await api.delete(`/api/v2/booking/group/${parent}/`, { cancel_reason: 'Группа отменила тур' })
    ).json();
    expect(g.child_list.map((c: { booking_status: string }) => c.booking_status)).toEqual([
      'canceled',
      'canceled',
      'canceled',
    ]);
    expect(g.group_calculation).toBeNull();
    expect(await t.database.db.$count(holds, eq(holds.bookingId, third))).toBe(0);
  });
});

describe('a group save keeps what the single save keeps', () => {
  const rooms: number[] = [];
  let parent: number;
  let second: number;
  /** A local date a few days ahead: a reserve's expiry must be in the future. */
  const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const child = (id: number, room: number, over: Record<string, unknown> = {}) => ({
    id,
    room,
    check_in: '2026-12-10 14:00',
    check_out: '2026-12-12 12:00',
    ...over,
  });
  /** The group's PUT body with the versions of its current GET answer. */
  async function groupBody(children: ReturnType<typeof child>[], over: Record<string, unknown> = {}) {
    const g = (await api.get(`/api/v2/booking/group/${parent}/`)).json();
    const version = (id: number) => g.child_list.find((c: { id: number }) => c.id === id).version;
    return {
      clients: [{ first_name: 'Компания «Казтур»', phone_number: '+7 727 000' }],
      version: g.version,
      child_list: children.map((c) => ({ ...c, version: version(c.id) })),
      ...over,
    };
  }

  beforeAll(async () => {
    for (const name of ['201', '202', '203'])
      rooms.push((await api.post('/api/v2/categories/rooms/', { name, category: category.id })).json().id);
    const stay = (room: number) => ({ room, check_in: day(10), check_out: day(12, 12) });
    parent = await reserveInGroup(api, stay(rooms[0]!));
    second = await reserveInGroup(api, stay(rooms[1]!), parent);
  });

  it('stores the comment and the reserve’s expiry on the group and each of its rooms', async () => {
    const body = await groupBody([child(parent, rooms[0]!), child(second, rooms[1]!)], {
      comment: 'Группа с детьми',
      has_expire: true,
      expire_on_date: soon,
      expire_on_time: '18:00',
    });
    expect((await saveGroup(parent, body)).statusCode).toBe(200);
    const stored = {
      comment: 'Группа с детьми',
      has_expire: true,
      expire_on_date: soon,
      expire_on_time: '18:00',
    };
    expect((await api.get(`/api/v2/booking/group/${parent}/`)).json()).toMatchObject(stored);
    expect((await api.get(`/api/v2/booking/${second}/`)).json()).toMatchObject(stored);
  });

  it('moves a room of the group only with a reason, keeping its old room', async () => {
    const moved = [child(parent, rooms[0]!), child(second, rooms[2]!)];
    const noReason = await saveGroup(parent, await groupBody(moved));
    expect(noReason.json()).toEqual({
      error: 'Напишите причину переселения',
      field: 'child_list.1.room_reason',
    });
    const withReason = [child(parent, rooms[0]!), child(second, rooms[2]!, { room_reason: 'Шумно' })];
    const res = await saveGroup(parent, await groupBody(withReason));
    expect(res.statusCode).toBe(200);
    expect((await api.get(`/api/v2/booking/${second}/`)).json()).toMatchObject({
      room: rooms[2],
      old_room: rooms[1],
      room_reason: 'Шумно',
    });
  });
});

describe('a colleague’s change is never overwritten (version)', () => {
  const rooms: number[] = [];
  // Names who saved and when (stale-version.test.ts checks the name and time exactly).
  // 'Бронь изменил(а) …' by the employee's gender, 'Изменено: …' when it is not known (issue 28, item 16).
  const changed = /^(Бронь изменила? |Изменено: ).+ в \d\d\.\d\d\.\d{4} \d\d:\d\d\. Обновите её и повторите$/;
  const stay = (from: number, to: number, room = rooms[0]) =>
    editor({
      room,
      check_in: `2026-12-${String(from).padStart(2, '0')} 14:00`,
      check_out: `2026-12-${String(to).padStart(2, '0')} 12:00`,
    });
  /** A saved reserve in `room` from the 1st to the 3rd and its version. */
  async function reserve(room: number) {
    const id = await draft(room, 1, 3);
    const saved = await save(id, stay(1, 3, room));
    expect(saved.statusCode).toBe(200);
    return { id, version: saved.json().version as number };
  }

  beforeAll(async () => {
    for (const name of ['301', '302', '303', '304', '305', '306'])
      rooms.push((await api.post('/api/v2/categories/rooms/', { name, category: category.id })).json().id);
  });

  it('refuses the second of two saves in the same second with 409 and keeps the first', async () => {
    const { id, version } = await reserve(rooms[0]!);
    const first = await api.put(`/api/v2/booking/${id}/`, { ...stay(1, 3), comment: 'первый', version });
    expect(first.json()).toMatchObject({ comment: 'первый', version: version + 1 });
    const second = await api.put(`/api/v2/booking/${id}/`, { ...stay(1, 3), comment: 'второй', version });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: expect.stringMatching(changed),
      changed_at: expect.any(Number),
    });
    expect((await api.get(`/api/v2/booking/${id}/`)).json()).toMatchObject({
      comment: 'первый',
      version: version + 1,
    });
  });

  it.each([
    ['without a version', {}],
    ['with a version in text', { version: '2' }],
  ])('refuses a save %s with 400 naming it and changes nothing', async (_, over) => {
    const { id } = await reserve(rooms[1]!);
    const before = (await api.get(`/api/v2/booking/${id}/`)).json();
    const res = await api.put(`/api/v2/booking/${id}/`, { ...stay(1, 3, rooms[1]), comment: 'x', ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Обновите бронь: не хватает версии', field: 'version' });
    expect((await api.get(`/api/v2/booking/${id}/`)).json()).toEqual(before);
    await api.delete(`/api/v2/booking/${id}/`, { cancel_reason: 'Тест' });
  });

  it('lets exactly one of two concurrent saves of one version through', async () => {
    const { id, version } = await reserve(rooms[2]!);
    const results = await Promise.all(
      ['А', 'Б'].map((comment) =>
        api.put(`/api/v2/booking/${id}/`, { ...stay(1, 3, rooms[2]), comment, version }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    expect((await api.get(`/api/v2/booking/${id}/`)).json()).toMatchObject({
      comment: winner.comment,
      version: version + 1,
    });
  });

  it('keeps the open editor’s version through a payment but not through a status change', async () => {
    const { id, version } = await reserve(rooms[3]!);
    const pay = await api.post('/api/v2/booking/payments/', {
      booking: id,
      value: 1000,
      payment_method: cash,
      comment: 'Касса',
    });
    expect(pay.statusCode).toBe(201);
    const saved = await api.put(`/api/v2/booking/${id}/`, { ...stay(1, 3, rooms[3]), version });
    expect(saved.statusCode).toBe(200);
    const now = saved.json().version as number;
    const noVersion = await api.post(`/api/v2/booking/${id}/status/`, { status: 'booked' });
    expect(noVersion.json()).toEqual({ error: 'Обновите бронь: не хватает версии', field: 'version' });
    const stale = await api.post(`/api/v2/booking/${id}/status/`, { status: 'booked', version });
    expect(stale.statusCode).toBe(409);
    const booked = await api.post(`/api/v2/booking/${id}/status/`, { status: 'booked', version: now });
    expect(booked.json()).toMatchObject({ booking_status: 'booked', version: now + 1 });
    // The calendar's own buttons and moves raise it too: the editor opened before is refused.
    await api.patch(`/api/v2/booking/${id}/move/`, {
      room: rooms[3],
      check_in: day(1),
      check_out: day(4, 12),
    });
    const afterMove = await api.put(`/api/v2/booking/${id}/`, { ...stay(1, 3, rooms[3]), version: now + 1 });
    expect(afterMove.statusCode).toBe(409);
  });

  describe('in a group', () => {
    let parent: number;
    let second: number;
    const child = (id: number, room: number) => ({
      id,
      room,
      check_in: '2026-12-20 14:00',
      check_out: '2026-12-22 12:00',
    });
    const body = (g: { version: number; child_list: { id: number; version: number }[] }) => ({
      clients: [{ first_name: 'Казтур', phone_number: '+7 727' }],
      version: g.version,
      child_list: [child(parent, rooms[4]!), child(second, rooms[5]!)].map((c) => ({
        ...c,
        version: g.child_list.find((x) => x.id === c.id)!.version,
      })),
    });
    const load = async () => (await api.get(`/api/v2/booking/group/${parent}/`)).json();

    beforeAll(async () => {
      const stay = (room: number) => ({ room, check_in: day(20), check_out: day(22, 12) });
      parent = await reserveInGroup(api, stay(rooms[4]!));
      second = await reserveInGroup(api, stay(rooms[5]!), parent);
      expect((await api.put(`/api/v2/booking/group/${parent}/`, body(await load()))).statusCode).toBe(200);
    });

    it('refuses a group save over a colleague’s change to one of its rooms', async () => {
      const loaded = await load();
      await api.patch(`/api/v2/booking/${second}/move/`, {
        room: rooms[5],
        check_in: day(20),
        check_out: day(23, 12),
      });
      const res = await api.put(`/api/v2/booking/group/${parent}/`, body(loaded));
      expect(res.statusCode).toBe(409);
      expect((await api.get(`/api/v2/booking/${second}/`)).json().check_out_local).toBe('2026-12-23 12:00');
      const missing = await api.put(`/api/v2/booking/group/${parent}/`, {
        ...body(await load()),
        child_list: body(await load()).child_list.map(({ version: _, ...c }) => c),
      });
      expect(missing.json()).toEqual({
        error: 'Обновите бронь: не хватает версии',
        field: 'child_list.0.version',
      });
    });

    it('lets exactly one of two concurrent group saves through, and checks the group status', async () => {
      const loaded = await load();
      const results = await Promise.all(
        [1, 2].map(() => api.put(`/api/v2/booking/group/${parent}/`, body(loaded))),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const stale = await api.post(`/api/v2/booking/group/${parent}/status/`, {
        status: 'reserved',
        version: loaded.version,
      });
      expect(stale.statusCode).toBe(409);
      await api.post('/api/v2/booking/payments/', {
        booking: parent,
        value: 1000,
        payment_method: cash,
        comment: 'Предоплата',
      });
      const fresh = await load();
      const ok = await api.post(`/api/v2/booking/group/${parent}/status/`, {
        status: 'booked',
        version: fresh.version,
      });
      expect(ok.statusCode).toBe(200);
    });
  });
});

describe('rooms free for a window', () => {
  it('marks the category’s rooms held at some moment of the window', async () => {
    const id = await draft(roomIds[2], 30, 31);
    const rooms = (
      await api.get(`/api/v2/categories/category-rooms/${category.id}/?start=${day(30)}&end=${day(31, 12)}`)
    ).json();
    const free = Object.fromEntries(rooms.map((r: { id: number; is_free: boolean }) => [r.id, r.is_free]));
    expect(free[roomIds[2]!]).toBe(false);
    expect(free[roomIds[0]!]).toBe(true);
    await api.delete(`/api/v2/booking/${id}/permanent/`);
    const without = (await api.get(`/api/v2/categories/category-rooms/${category.id}/`)).json();
    expect(without[0]).not.toHaveProperty('is_free');
  });
});
