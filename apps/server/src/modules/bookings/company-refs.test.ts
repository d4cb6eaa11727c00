/**
 * Every catalogue id a booking body names must be the request's company's: another company's id or an
 * unknown one is a 400 naming the field, never a 500, never the other company's name, and nothing is
 * written. One table of ids, tried on every path that takes them.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  clients,
  discounts,
  foodPrices,
  foodTariffs,
  payments,
  paymentTypes,
  salesChannels,
  services,
} from '../../db/schema.ts';
import { buildCompany, buildEmployee, decemberInAlmaty as day, TEST_PASSWORD } from '../../test/factories.ts';
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
const ours = { room: 0, bedRoom: 0, bed: 0, cash: 0 };
/** Another company's catalogue, every name starting with 'Чужой' so a leak is easy to see. */
const theirs = {
  source: 0,
  tariff: 0,
  service: 0,
  discount: 0,
  paymentMethod: 0,
  responsible: 0,
  room: 0,
  bed: 0,
  client: 0,
};
const UNKNOWN = 999_999;
let single: number;
let parent: number;
let second: number;

const week = (v: string) => ({ mon: v, tue: v, wed: v, thu: v, fri: v, sat: v, san: v });

async function catalogue(company: number, name: string) {
  const db = t.database.db;
  const one = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows)[0]!.id;
  const tariff = await one(
    db.insert(foodTariffs).values({ companyId: company, name, foodType: 'breakfast' }).returning(),
  );
  await db.insert(foodPrices).values(
    (['adult', 'children', 'adult_on_reception', 'children_on_reception'] as const).map((priceType) => ({
      companyId: company,
      tariffId: tariff,
      period: 'week',
      priceType,
      prices: week('1000.00'),
    })),
  );
  return {
    tariff,
    source: await one(db.insert(salesChannels).values({ companyId: company, name }).returning()),
    service: await one(
      db
        .insert(services)
        .values({ companyId: company, name, price: '100.00', serviceType: 'once' })
        .returning(),
    ),
    discount: await one(
      db
        .insert(discounts)
        .values({ companyId: company, name, discountKind: 'fixed', value: '10' })
        .returning(),
    ),
    paymentMethod: await one(db.insert(paymentTypes).values({ companyId: company, name }).returning()),
    client: await one(
      db.insert(clients).values({ companyId: company, firstName: name, phoneNumber: '+7 700' }).returning(),
    ),
  };
}

/** A room of `who`'s company and a bed room with its first bed. */
async function rooms(who: TestClient, prefix: string) {
  const roomCategory = (
    await who.post('/api/v2/categories/', {
      name: `${prefix} Стандарт`,
      category_type: 'room',
      place_number: 2,
      additional_place: 0,
    })
  ).json();
  const bedCategory = (
    await who.post('/api/v2/categories/', {
      name: `${prefix} Хостел`,
      category_type: 'koika',
      place_number: 1,
      additional_place: 0,
    })
  ).json();
  const ids: number[] = [];
  for (const name of ['1', '2', '3'])
    ids.push(
      (
        await who.post('/api/v2/categories/rooms/', { name: `${prefix}${name}`, category: roomCategory.id })
      ).json().id,
    );
  const bedRoom = (
    await who.post('/api/v2/categories/rooms/', {
      name: `${prefix}К`,
      category: bedCategory.id,
      koika_count: 2,
    })
  ).json();
  return { ids, bedRoom: bedRoom.id as number, bed: bedRoom.koika_list[0].id as number };
}

interface Child {
  id: number;
  room: number;
  check_in_local: string;
  check_out_local: string;
  version: number;
}
/** What these tests read of a booking's or a group's GET answer. */
interface View extends Child {
  koika: number | null;
  source: number | null;
  child_list: Child[];
}

const guest = { first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701' };

/** The booking's GET answer as the editor would send it back. */
function bodyOf(view: View, over: Record<string, unknown> = {}) {
  return {
    check_in: view.check_in_local,
    check_out: view.check_out_local,
    room: view.room,
    koika: view.koika,
    source: view.source,
    clients: [guest],
    version: view.version,
    ...over,
  };
}

function groupBodyOf(view: View, over: Record<string, unknown> = {}) {
  return {
    clients: [guest],
    version: view.version,
    child_list: view.child_list.map((c) => ({
      id: c.id,
      room: c.room,
      check_in: c.check_in_local,
      check_out: c.check_out_local,
      version: c.version,
    })),
    ...over,
  };
}

const task = (responsible: number) => ({
  title: 'Встретить',
  responsible,
  todo_date: '2026-12-01',
  description: 'У входа',
});

/** Each id kind: how a single save and a group save carry it, and the field a refusal names. */
const kinds: {
  kind: keyof typeof theirs;
  error: string;
  single: (id: number) => [Record<string, unknown>, string];
  group: (id: number, g: View) => [Record<string, unknown>, string];
}[] = [
  {
    kind: 'source',
    error: 'Канал продаж не найден',
    single: (id) => [{ source: id }, 'source'],
    group: (id) => [{ source: id }, 'source'],
  },
  {
    kind: 'tariff',
    error: 'Тариф питания не найден',
    single: (id) => [
      {
        food_list: [
          { tariff: id, adult_count: 1, child_count: 0, start_date: '2026-12-01', end_date: '2026-12-02' },
        ],
      },
      'food_list.0.tariff',
    ],
    group: (id) => [
      {
        food_list: [
          { tariff: id, adult_count: 1, child_count: 0, start_date: '2026-12-10', end_date: '2026-12-11' },
        ],
      },
      'food_list.0.tariff',
    ],
  },
  {
    kind: 'service',
    error: 'Услуга не найдена',
    single: (id) => [{ service_list: [{ service: id, quantity: 1 }] }, 'service_list.0.service'],
    group: (id) => [{ service_list: [{ service: id, quantity: 1 }] }, 'service_list.0.service'],
  },
  {
    kind: 'discount',
    error: 'Скидка не найдена',
    single: (id) => [{ discount_list: [{ discount: id, quantity: 1 }] }, 'discount_list.0.discount'],
    group: (id) => [{ discount_list: [{ discount: id, quantity: 1 }] }, 'discount_list.0.discount'],
  },
  {
    kind: 'responsible',
    error: 'Ответственный не найден',
    single: (id) => [{ task_list: [task(id)] }, 'task_list.0.responsible'],
    group: (id) => [{ task_list: [task(id)] }, 'task_list.0.responsible'],
  },
  {
    kind: 'room',
    error: 'Номер не найден',
    single: (id) => [{ room: id, room_reason: 'Шумно' }, 'room'],
    group: (id, g) => [
      { child_list: groupBodyOf(g).child_list.map((c: object, i: number) => (i ? c : { ...c, room: id })) },
      'child_list.0.room',
    ],
  },
  {
    kind: 'bed',
    error: 'Койка не найдена',
    single: (id) => [{ koika: id }, 'koika'],
    group: (id, g) => [
      { child_list: groupBodyOf(g).child_list.map((c: object, i: number) => (i ? c : { ...c, koika: id })) },
      'child_list.0.koika',
    ],
  },
  {
    kind: 'client',
    error: 'Клиент не найден',
    single: (id) => [{ clients: [{ ...guest, id }] }, 'clients.0.id'],
    group: (id) => [{ clients: [{ ...guest, id }] }, 'clients.0.id'],
  },
];

const cases = kinds.flatMap((k) => [
  { ...k, whose: 'another company’s', id: () => theirs[k.kind] },
  { ...k, whose: 'an unknown', id: () => UNKNOWN },
]);

/** A refusal as the contract says: 400, the catalogue's message, the field, no other company's name. */
function expectRefused(
  res: { statusCode: number; body: string; json(): unknown },
  error: string,
  field: string,
) {
  expect(res.body).not.toContain('Чужой');
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { error, field } });
}

beforeAll(async () => {
  ({ t, app, api, companyId } = await startWorld());
  const db = t.database.db;
  const other = await buildCompany(db);
  const stranger = await buildEmployee(db, other.id);
  const them = client(app, (await login(app, stranger.email, TEST_PASSWORD)).token);
  const mine = await rooms(api, 'Н');
  const foreign = await rooms(them, 'Чужой');
  Object.assign(theirs, await catalogue(other.id, 'Чужой'), {
    responsible: stranger.id,
    room: foreign.ids[0],
    bed: foreign.bed,
  });
  // Our own catalogue too, so a refusal is not merely 'this company has none'.
  ours.cash = (await catalogue(companyId, 'Наш')).paymentMethod;
  Object.assign(ours, { room: mine.ids[0], bedRoom: mine.bedRoom, bed: mine.bed });

  single = (
    await api.post('/api/booking/', { room: mine.ids[0], check_in: day(1), check_out: day(3, 12) })
  ).json().id;
  const draft = (await api.get(`/api/v2/booking/${single}/`)).json();
  expect((await api.put(`/api/v2/booking/${single}/`, bodyOf(draft))).statusCode).toBe(200);

  const stay = (room: number) => ({ room, check_in: day(10), check_out: day(12, 12) });
  parent = await reserveInGroup(api, stay(mine.ids[1]!));
  second = await reserveInGroup(api, stay(mine.ids[2]!), parent);
  const group = (await api.get(`/api/v2/booking/group/${parent}/`)).json();
  expect((await api.put(`/api/v2/booking/group/${parent}/`, groupBodyOf(group))).statusCode).toBe(200);
});
afterAll(() => stopWorld({ t, app }));

describe('a single save', () => {
  it.each(cases)('refuses $whose $kind with 400 naming it and changes nothing', async (c) => {
    const before = (await api.get(`/api/v2/booking/${single}/`)).json();
    const [over, field] = c.single(c.id());
    const res = await api.put(`/api/v2/booking/${single}/`, bodyOf(before, over));
    expectRefused(res, c.error, field);
    const price = await api.post(`/api/v2/booking/${single}/price/`, bodyOf(before, over));
    expectRefused(price, c.error, field);
    expect((await api.get(`/api/v2/booking/${single}/`)).json()).toEqual(before);
  });
});

describe('a group save', () => {
  it.each(cases)('refuses $whose $kind with 400 naming it and changes nothing', async (c) => {
    const before = (await api.get(`/api/v2/booking/group/${parent}/`)).json();
    const [over, field] = c.group(c.id(), before);
    const res = await api.put(`/api/v2/booking/group/${parent}/`, groupBodyOf(before, over));
    expectRefused(res, c.error, field);
    const price = await api.post(`/api/v2/booking/group/${parent}/price/`, groupBodyOf(before, over));
    expectRefused(price, c.error, field);
    expect((await api.get(`/api/v2/booking/group/${parent}/`)).json()).toEqual(before);
    expect((await api.get(`/api/v2/booking/${second}/`)).statusCode).toBe(200);
  });
});

describe('the calendar’s reserve, move and the editor’s payments and discounts', () => {
  const both = (kind: keyof typeof theirs) =>
    [
      ['another company’s', () => theirs[kind]],
      ['an unknown', () => UNKNOWN],
    ] as const;

  it.each([
    ...both('room').map(([whose, id]) => [whose, 'room', () => ({ room: id() }), 'Номер не найден'] as const),
    ...both('bed').map(
      ([whose, id]) =>
        [whose, 'koika', () => ({ room: ours.bedRoom, koika: id() }), 'Койка не найдена'] as const,
    ),
    ...both('source').map(
      ([whose, id]) =>
        [whose, 'source', () => ({ room: ours.room, source: id() }), 'Канал продаж не найден'] as const,
    ),
  ])('reserve refuses %s %s', async (_whose, field, body, error) => {
    const count = await t.database.db.$count(bookings);
    const res = await api.post('/api/booking/', { check_in: day(20), check_out: day(21, 12), ...body() });
    expectRefused(res, error, field);
    expect(await t.database.db.$count(bookings)).toBe(count);
  });

  it.each([
    ...both('room').map(
      ([whose, id]) =>
        [whose, 'room', () => ({ room: id(), room_reason: 'Шумно' }), 'Номер не найден'] as const,
    ),
    ...both('bed').map(
      ([whose, id]) =>
        [
          whose,
          'koika',
          () => ({ room: ours.bedRoom, koika: id(), room_reason: 'Шумно' }),
          'Койка не найдена',
        ] as const,
    ),
  ])('move refuses %s %s', async (_whose, field, body, error) => {
    const before = (await api.get(`/api/v2/booking/${single}/`)).json();
    const res = await api.patch(`/api/v2/booking/${single}/move/`, {
      check_in: before.check_in,
      check_out: before.check_out,
      ...body(),
    });
    expectRefused(res, error, field);
    expect((await api.get(`/api/v2/booking/${single}/`)).json()).toEqual(before);
  });

  it.each(both('paymentMethod'))('a payment refuses %s payment method', async (_whose, id) => {
    const count = await t.database.db.$count(payments);
    const res = await api.post('/api/v2/booking/payments/', {
      booking: single,
      value: 1000,
      payment_method: id(),
      comment: 'Касса',
    });
    expectRefused(res, 'Вид оплаты не найден', 'payment_method');
    expect(await t.database.db.$count(payments)).toBe(count);
  });

  it.each(both('discount'))('adding a discount refuses %s discount', async (_whose, id) => {
    const before = (await api.get(`/api/v2/booking/${single}/`)).json();
    const res = await api.post(`/api/v2/booking/${single}/discounts/`, { discount: id(), quantity: 1 });
    expectRefused(res, 'Скидка не найдена', 'discount');
    expect((await api.get(`/api/v2/booking/${single}/`)).json()).toEqual(before);
  });

  it('still takes our own ids', async () => {
    const res = await api.post('/api/v2/booking/payments/', {
      booking: single,
      value: 1000,
      payment_method: ours.cash,
      comment: 'Касса',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, single));
    expect(row!.paidAmount).toBe('1000.00');
  });
});

describe('a colleague switched off in this company', () => {
  it('is not a task responsible here any more', async () => {
    const db = t.database.db;
    const colleague = await buildEmployee(db, companyId);
    const before = (await api.get(`/api/v2/booking/${single}/`)).json();
    const ok = await api.put(
      `/api/v2/booking/${single}/`,
      bodyOf(before, { task_list: [task(colleague.id)] }),
    );
    expect(ok.statusCode).toBe(200);
    expect(
      (await api.patch(`/api/v2/user/employees/${colleague.id}/`, { is_active: false })).statusCode,
    ).toBe(200);
    const saved = (await api.get(`/api/v2/booking/${single}/`)).json();
    const res = await api.put(
      `/api/v2/booking/${single}/`,
      bodyOf(saved, { task_list: [task(colleague.id)] }),
    );
    expectRefused(res, 'Ответственный не найден', 'task_list.0.responsible');
    const responsibles = (await api.get('/api/v2/user/responsibles/')).json() as { id: number }[];
    expect(responsibles.map((r) => r.id)).not.toContain(colleague.id);
    await api.put(`/api/v2/booking/${single}/`, bodyOf(saved, { task_list: [] }));
  });
});

describe('a company with no food tariffs at all', () => {
  // The spec's wording (section 5, meals): not 'Тариф питания не найден', which would send staff looking
  // for a wrong id, but what to do about it.
  it('is told there are none, on a single and a group save and their prices, and nothing changes', async () => {
    const db = t.database.db;
    const bare = await buildCompany(db, { name: 'Без питания' });
    const owner = await buildEmployee(db, bare.id);
    const them = client(app, (await login(app, owner.email, TEST_PASSWORD)).token);
    const mine = await rooms(them, 'Б');
    const id = (
      await them.post('/api/booking/', { room: mine.ids[0], check_in: day(1), check_out: day(3, 12) })
    ).json().id;
    const stay = (room: number) => ({ room, check_in: day(10), check_out: day(12, 12) });
    const head = await reserveInGroup(them, stay(mine.ids[1]!));
    await reserveInGroup(them, stay(mine.ids[2]!), head);
    const none = 'Нет доступных тарифов питания';
    for (const tariff of [theirs.tariff, UNKNOWN]) {
      const food = (day0: string, day1: string) => ({
        food_list: [{ tariff, adult_count: 1, child_count: 0, start_date: day0, end_date: day1 }],
      });
      const before = (await them.get(`/api/v2/booking/${id}/`)).json();
      const body = bodyOf(before, food('2026-12-01', '2026-12-02'));
      expectRefused(await them.put(`/api/v2/booking/${id}/`, body), none, 'food_list');
      expectRefused(await them.post(`/api/v2/booking/${id}/price/`, body), none, 'food_list');
      expect((await them.get(`/api/v2/booking/${id}/`)).json()).toEqual(before);

      const group = (await them.get(`/api/v2/booking/group/${head}/`)).json();
      const groupBody = groupBodyOf(group, food('2026-12-10', '2026-12-11'));
      expectRefused(await them.put(`/api/v2/booking/group/${head}/`, groupBody), none, 'food_list');
      expectRefused(await them.post(`/api/v2/booking/group/${head}/price/`, groupBody), none, 'food_list');
      expect((await them.get(`/api/v2/booking/group/${head}/`)).json()).toEqual(group);
    }
  });
});
