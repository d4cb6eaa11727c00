/**
 * One table drives every catalogue through the same life: create, read, list with search and paging,
 * update, bad input, a taken name, another company's id, a refused delete while in use (naming the user),
 * deactivation, and delete. A new catalogue adds a row to the table, not a test file.
 */
import { messages, weekdayKeys } from '@pms/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import {
  blocks,
  bookingDiscounts,
  bookingFoods,
  bookingServices,
  bookings,
  payments,
} from '../../db/schema.ts';
import { buildBooking, buildCategory, buildRoom, TEST_PASSWORD } from '../../test/factories.ts';
import {
  login,
  signInElsewhere,
  startWorld,
  stopWorld,
  type TestClient,
  type TestDb,
} from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let stranger: TestClient;
let companyId: number;
let room: { id: number; companyId: number; categoryId: number };

beforeAll(async () => {
  let employee: { email: string };
  ({ t, app, api, companyId, employee } = await startWorld());
  const db = t.database.db;
  room = await buildRoom(db, companyId, (await buildCategory(db, companyId)).id, '101');
  const elsewhere = await signInElsewhere(t, app);
  category.ours = room.categoryId;
  category.theirs = (await buildCategory(db, elsewhere.companyId)).id;
  stranger = elsewhere.api;
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const upload = async (token: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/v2/companies/images/',
        payload: png,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      })
    ).json().id as number;
  picture.ours = await upload((await login(app, employee.email, TEST_PASSWORD)).token);
  picture.theirs = await upload(elsewhere.token);
});
afterAll(() => stopWorld({ t, app }));

interface Case {
  name: string;
  path: string;
  update: 'put' | 'patch';
  create: Record<string, unknown>;
  /** What the answer to `create` holds besides id. */
  created: Record<string, unknown>;
  /** A whole body for PUT, the changed fields for PATCH. */
  change: Record<string, unknown>;
  changed: Record<string, unknown>;
  bad: { body: Record<string, unknown>; field: string; error: string };
  /** Makes a booking use the record; answers the words the refusal names it with. Unset: nothing uses it. */
  use?: (db: Db, id: number) => Promise<string>;
  /** The field that names a record (searched, required); 'name' unless set. */
  nameField?: string;
  /** Unset or true: a name is unique per company. */
  uniqueName?: boolean;
  /** The required field left empty and its refusal; the name left blank unless set. */
  missing?: { field: string; value: unknown; error: string };
  /** The field the list's is_active filters; 'is_active' unless set. */
  activeField?: string;
  /** What the other company creates, when `create` names this company's records. */
  foreignCreate?: () => Record<string, unknown>;
  /** The refusal of a taken name; the catalogues' common words unless set. */
  nameTaken?: string;
}

/** A gallery picture per company, for the news and banners to show; uploaded in beforeAll. */
const picture = { ours: 0, theirs: 0 };
/** A room category per company, for the rooms to go into; built in beforeAll. */
const category = { ours: 0, theirs: 0 };

async function bookingWith(db: Db, values: Partial<typeof bookings.$inferInsert> = {}) {
  const row = await buildBooking(db, room);
  if (Object.keys(values).length) await db.update(bookings).set(values).where(eq(bookings.id, row.id));
  return row.id;
}

const cases: Case[] = [
  {
    name: 'services',
    path: '/api/v2/service-discount/services/',
    update: 'put',
    create: { name: 'Баня на дровах', price: 12000, service_type: 'once' },
    created: { name: 'Баня на дровах', price: '12000.00', service_type: 'once', is_active: true },
    change: { name: 'Баня на дровах (2 часа)', price: '15000.50', service_type: 'day', is_active: true },
    changed: { name: 'Баня на дровах (2 часа)', price: '15000.50', service_type: 'day' },
    bad: {
      body: { name: 'Парковка', price: -5, service_type: 'once' },
      field: 'price',
      error: 'Не может быть отрицательное число!',
    },
    use: async (db, id) => {
      const bookingId = await bookingWith(db);
      await db.insert(bookingServices).values({
        companyId,
        bookingId,
        serviceId: id,
        name: 'Баня',
        price: '12000',
        serviceType: 'once',
        quantity: 1,
      });
      return `бронь №${bookingId}`;
    },
  },
  {
    name: 'discounts',
    path: '/api/v2/service-discount/discounts/',
    update: 'put',
    create: { name: 'Постоянный гость', discount_kind: 'percent', value: 10, promo_code: 'LOYAL' },
    created: { name: 'Постоянный гость', discount_kind: 'percent', value: '10.00', promo_code: 'LOYAL' },
    change: { name: 'Сертификат', discount_kind: 'fixed', value: 10000, promo_code: '', is_active: true },
    changed: { name: 'Сертификат', discount_kind: 'fixed', value: '10000.00', promo_code: '' },
    bad: {
      body: { name: 'Слишком щедрая', discount_kind: 'percent', value: 150 },
      field: 'value',
      error: 'Процент не может быть больше 100',
    },
    use: async (db, id) => {
      const bookingId = await bookingWith(db);
      await db.insert(bookingDiscounts).values({
        companyId,
        bookingId,
        discountId: id,
        name: 'Скидка',
        discountKind: 'percent',
        value: '10',
      });
      return `бронь №${bookingId}`;
    },
  },
  {
    name: 'payment types',
    path: '/api/v2/companies/payment-types/',
    update: 'put',
    create: { name: 'Kaspi QR', kind: 'online' },
    created: { name: 'Kaspi QR', kind: 'online', is_active: true },
    change: { name: 'Kaspi Pay', kind: 'online', is_active: true },
    changed: { name: 'Kaspi Pay' },
    bad: { body: { name: 'Бартер', kind: 'barter' }, field: 'kind', error: 'Недопустимое значение' },
    use: async (db, id) => {
      const bookingId = await bookingWith(db);
      await db.insert(payments).values({ companyId, bookingId, value: '5000', paymentMethodId: id });
      return `платёж по брони №${bookingId}`;
    },
  },
  {
    name: 'sales channels',
    path: '/api/v2/sales-channels/',
    update: 'patch',
    create: { name: 'Booking.com', kind: 'ota', commission_percent: 15, email: 'Partners@OTA.example' },
    created: {
      name: 'Booking.com',
      kind: 'ota',
      is_tour_operator: false,
      commission_percent: '15.00',
      email: 'partners@ota.example',
      contact_person: '',
      is_active: true,
    },
    change: { kind: 'tour_operator', contact_person: 'Айгуль' },
    changed: { name: 'Booking.com', kind: 'tour_operator', is_tour_operator: true, contact_person: 'Айгуль' },
    bad: {
      body: { name: 'прямая продажа', kind: 'direct', commission_percent: 0 },
      field: 'name',
      error: "Источник 'Прямая продажа' уже есть и не удаляется",
    },
    use: async (db, id) => `бронь №${await bookingWith(db, { sourceId: id })}`,
  },
  {
    name: 'food tariffs',
    path: '/api/v2/tariffs/foods/',
    update: 'put',
    create: {
      name: 'Завтрак',
      food_type: 'breakfast',
      price_type: 'week',
      weekdays: { adult: { mon: 3000, san: 3500 } },
    },
    created: {
      name: 'Завтрак',
      food_type: 'breakfast',
      price_type: 'week',
      prices: { adult: { mon: '3000.00', san: '3500.00' } },
      weekdays: { adult: { mon: '3000.00', san: '3500.00' } },
      months: {},
    },
    change: {
      name: 'Ужин',
      food_type: 'supper',
      price_type: 'period',
      is_active: true,
      months: { children: { okt: 2000 } },
    },
    changed: {
      name: 'Ужин',
      price_type: 'period',
      prices: { children: { okt: '2000.00' } },
      weekdays: { adult: { mon: '3000.00', san: '3500.00' } },
    },
    bad: {
      body: { name: 'Полдник', food_type: 'snack', price_type: 'week' },
      field: 'food_type',
      error: 'Недопустимое значение',
    },
    use: async (db, id) => {
      const bookingId = await bookingWith(db);
      await db.insert(bookingFoods).values({
        companyId,
        bookingId,
        tariffId: id,
        adultCount: 1,
        startDate: '2026-12-01',
        endDate: '2026-12-02',
      });
      return `бронь №${bookingId}`;
    },
  },
  {
    name: 'news feed',
    path: '/api/v2/companies/feed/',
    update: 'put',
    nameField: 'title',
    uniqueName: false,
    activeField: 'published',
    // Getters: the picture is uploaded in beforeAll, after this table is built.
    create: {
      title: 'Открыли летнюю веранду',
      text: 'С 1 июня завтраки на веранде с видом на озеро.',
      get image() {
        return picture.ours;
      },
      published_at: '2026-06-01',
    },
    foreignCreate: () => ({ title: 'Новость соседей', image: picture.theirs }),
    created: { title: 'Открыли летнюю веранду', published_at: '2026-06-01', published: true },
    change: { title: 'Веранда закрыта на зиму', text: '', image: null, published_at: '2026-10-15' },
    changed: { title: 'Веранда закрыта на зиму', text: '', image: null, published_at: '2026-10-15' },
    bad: {
      // Another company's picture is refused as if it did not exist.
      body: {
        title: 'Чужая картинка',
        get image() {
          return picture.theirs;
        },
      },
      field: 'image',
      error: 'Изображение не найдено',
    },
    missing: { field: 'title', value: '  ', error: 'Обязательное поле для заполнения' },
  },
  {
    name: 'banner strip',
    path: '/api/v2/companies/strip/',
    update: 'put',
    nameField: 'caption',
    uniqueName: false,
    create: {
      get image() {
        return picture.ours;
      },
      caption: 'Летний сезон: скидка 10%',
      link: 'https://hotel.example/summer',
      position: 1,
    },
    foreignCreate: () => ({ image: picture.theirs, caption: 'Баннер соседей' }),
    created: { caption: 'Летний сезон: скидка 10%', link: 'https://hotel.example/summer', position: 1 },
    change: {
      get image() {
        return picture.ours;
      },
      caption: 'Зимние каникулы',
      link: '',
      position: 0,
      is_active: true,
    },
    changed: { caption: 'Зимние каникулы', link: '', position: 0 },
    bad: {
      body: {
        get image() {
          return picture.ours;
        },
        link: 'javascript:alert(1)',
      },
      field: 'link',
      error: 'Ссылка должна начинаться с http:// или https://',
    },
    missing: { field: 'image', value: null, error: 'Выберите изображение' },
  },
  {
    name: 'rooms',
    path: '/api/v2/categories/rooms/',
    update: 'put',
    create: {
      name: 'Коттедж 7',
      get category() {
        return category.ours;
      },
    },
    foreignCreate: () => ({ name: 'Номер соседей', category: category.theirs }),
    created: { name: 'Коттедж 7', is_active: true, koika_list: [] },
    change: {
      name: 'Коттедж 7А',
      get category() {
        return category.ours;
      },
      is_active: true,
    },
    changed: { name: 'Коттедж 7А' },
    bad: {
      // Another company's category is refused as if it did not exist.
      body: {
        name: 'Чужая категория',
        get category() {
          return category.theirs;
        },
      },
      field: 'category',
      error: 'Категория не найдена',
    },
    nameTaken: 'Номер с таким названием уже есть',
    use: async (db, id) =>
      `бронь №${(await buildBooking(db, { id, companyId, categoryId: category.ours })).id}`,
  },
];

describe.each(cases)('the $name catalogue', (c) => {
  const update = (id: number, body: unknown) =>
    c.update === 'put' ? api.put(`${c.path}${id}/`, body) : api.patch(`${c.path}${id}/`, body);
  const nameField = c.nameField ?? 'name';
  const missing = c.missing ?? { field: 'name', value: '   ', error: 'Обязательное поле для заполнения' };
  const foreignCreate = c.foreignCreate ?? (() => c.create);

  // What the company had before the test: the rooms' table starts with the room bookings use.
  const countNow = async () => (await api.get(c.path)).json().count as number;

  it('creates, reads, lists with search and paging, updates and deletes', async () => {
    const before = await countNow();
    const res = await api.post(c.path, c.create);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject(c.created);
    expect((await api.get(`${c.path}${created.id}/`)).json()).toEqual(created);

    const other = (await api.post(c.path, { ...c.create, [nameField]: 'Другая запись' })).json();
    const term = encodeURIComponent(String(c.create[nameField]).slice(1, 5));
    const found = (await api.get(`${c.path}?search=${term}`)).json();
    expect(found.results.map((r: { id: number }) => r.id)).toEqual([created.id]);
    // A searched page past the last match still says how many there are.
    const past = (await api.get(`${c.path}?search=${term}&page[number]=3&page[size]=1`)).json();
    expect(past).toEqual({ count: 1, results: [] });
    const page = (await api.get(`${c.path}?page[number]=2&page[size]=1`)).json();
    expect(page.count).toBe(before + 2);
    expect(page.results).toHaveLength(1);

    const changed = await update(created.id, c.change);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject(c.changed);
    expect((await api.get(`${c.path}${created.id}/`)).json()).toMatchObject(c.changed);

    for (const id of [created.id, other.id])
      expect((await api.delete(`${c.path}${id}/`)).statusCode).toBe(204);
    expect((await api.get(`${c.path}${created.id}/`)).statusCode).toBe(404);
    expect(await countNow()).toBe(before);
  });

  it('refuses bad input in Russian on its field, and writes nothing', async () => {
    const before = await countNow();
    const res = await api.post(c.path, c.bad.body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: c.bad.error, field: c.bad.field });
    const blank = await api.post(c.path, { ...c.create, [missing.field]: missing.value });
    expect(blank.json()).toEqual({ error: missing.error, field: missing.field });
    expect(await countNow()).toBe(before);
  });

  it.runIf(c.uniqueName !== false)(
    'refuses a name the company already has, whatever its case, with 409',
    async () => {
      const first = (await api.post(c.path, c.create)).json();
      const again = await api.post(c.path, { ...c.create, name: String(c.create.name).toUpperCase() });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: c.nameTaken ?? 'Запись с таким названием уже есть',
        field: 'name',
      });
      // Another company may use the same name.
      expect((await stranger.post(c.path, { ...foreignCreate(), name: c.create.name })).statusCode).toBe(201);
      await api.delete(`${c.path}${first.id}/`);
    },
  );

  it("keeps another company's records out of reach (404) and out of the list", async () => {
    const theirs =
      (await stranger.get(c.path)).json().results[0] ?? (await stranger.post(c.path, foreignCreate())).json();
    expect((await api.get(`${c.path}${theirs.id}/`)).statusCode).toBe(404);
    expect((await update(theirs.id, c.change)).statusCode).toBe(404);
    expect((await api.delete(`${c.path}${theirs.id}/`)).statusCode).toBe(404);
    const ours = (await api.get(c.path)).json().results.map((r: { id: number }) => r.id);
    expect(ours).not.toContain(theirs.id);
    expect((await stranger.get(`${c.path}${theirs.id}/`)).json()[nameField]).toBe(theirs[nameField]);
  });

  it('refuses to delete a record in use, naming its user, and can deactivate it instead', async () => {
    const created = (await api.post(c.path, c.create)).json();
    if (c.use) {
      const user = await c.use(t.database.db, created.id);
      const res = await api.delete(`${c.path}${created.id}/`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(`Нельзя удалить: используется (${user}). Сделайте запись неактивной`);
      expect((await api.get(`${c.path}${created.id}/`)).statusCode).toBe(200);
    }

    const active = c.activeField ?? 'is_active';
    const body = c.update === 'put' ? { ...c.create, [active]: false } : { [active]: false };
    expect((await update(created.id, body)).json()[active]).toBe(false);
    const listed = (await api.get(`${c.path}?is_active=true`)).json();
    expect(listed.results.map((r: { id: number }) => r.id)).not.toContain(created.id);
    if (!c.use) expect((await api.delete(`${c.path}${created.id}/`)).statusCode).toBe(204);
  });
});

describe('sales channels', () => {
  it('PATCH changes only the fields sent', async () => {
    const made = (
      await api.post('/api/v2/sales-channels/', {
        name: 'Казтур',
        kind: 'tour_operator',
        commission_percent: 10,
        phone: '+7 701 000 00 00',
        is_active: false,
      })
    ).json();
    const res = await api.patch(`/api/v2/sales-channels/${made.id}/`, { commission_percent: 12.5 });
    expect(res.json()).toMatchObject({
      commission_percent: '12.50',
      phone: '+7 701 000 00 00',
      is_active: false,
    });
    const operators = (await api.get('/api/v2/sales-channels/tour-operators/')).json();
    expect(operators.results.map((r: { name: string }) => r.name)).toContain('Казтур');
  });
});

describe('a minus and words where a number belongs (issue 29, item 2)', () => {
  // A price field once dropped the minus and saved '-500' as 500; a sales channel's phone took 'abc'.
  it.each([
    [
      'a service price of -500',
      '/api/v2/service-discount/services/',
      { name: 'Парковка', price: '-500', service_type: 'once' },
      'price',
      'Не может быть отрицательное число!',
    ],
    [
      'a service price of −500 as a number',
      '/api/v2/service-discount/services/',
      { name: 'Парковка', price: -500, service_type: 'once' },
      'price',
      'Не может быть отрицательное число!',
    ],
    [
      'a discount of -500',
      '/api/v2/service-discount/discounts/',
      { name: 'Минус', discount_kind: 'fixed', value: '-500' },
      'value',
      'Не может быть отрицательное число!',
    ],
    [
      'a channel phone in letters',
      '/api/v2/sales-channels/',
      { name: 'Звонок', kind: 'ota', commission_percent: 0, phone: 'abc' },
      'phone',
      messages.invalidPhone,
    ],
  ])(
    'refuses %s with a Russian message on its field, and writes nothing',
    async (_case, path, body, field, error) => {
      const before = (await api.get(`${path}?page_size=1000`)).json().count;
      const res = await api.post(path, body);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { error, field } });
      expect((await api.get(`${path}?page_size=1000`)).json().count).toBe(before);
    },
  );
});

describe('food tariff grids', () => {
  it('read and patch the weekday and month grids by tariff id, keeping the cells not sent', async () => {
    const tariff = (
      await api.post('/api/v2/tariffs/foods/', {
        name: 'Обед по сезону',
        food_type: 'lunch',
        price_type: 'period',
        months: { adult: { jan: 4000, okt: 4500 } },
      })
    ).json();
    const patch = await api.patch(`/api/v2/tariffs/food-months/${tariff.id}/`, {
      rows: { adult: { okt: 5000 }, children: { dec: 2500 } },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toEqual({
      id: tariff.id,
      price_type: 'period',
      rows: { adult: { jan: '4000.00', okt: '5000.00' }, children: { dec: '2500.00' } },
    });
    const week = await api.patch(`/api/v2/tariffs/food-weekdays/${tariff.id}/`, {
      rows: { adult: { san: 3000 } },
    });
    expect(week.json().rows).toEqual({ adult: { san: '3000.00' } });
    expect((await api.get(`/api/v2/tariffs/food-weekdays/${tariff.id}/`)).json().rows).toEqual({
      adult: { san: '3000.00' },
    });
    // The editor's list prices the tariff by its price_type: the month grid.
    const withPrices = (await api.get('/api/v2/tariffs/foods/with-prices/')).json();
    expect(withPrices.results.find((r: { id: number }) => r.id === tariff.id).prices.adult).toEqual({
      jan: '4000.00',
      okt: '5000.00',
    });
  });

  it('take the grid a tariff form sends as the whole grid: a price kind left out is cleared', async () => {
    const body = { name: 'Ужин у камина', food_type: 'supper', price_type: 'week', is_active: true };
    const tariff = (
      await api.post('/api/v2/tariffs/foods/', {
        ...body,
        weekdays: { adult: { mon: 5000 }, children: { mon: 2500 } },
      })
    ).json();
    const put = await api.put(`/api/v2/tariffs/foods/${tariff.id}/`, {
      ...body,
      weekdays: { adult: { mon: 5200 } },
    });
    expect(put.json().weekdays).toEqual({ adult: { mon: '5200.00' } });
  });

  it('refuse a key the specification does not spell (oct), a negative price, and a foreign tariff', async () => {
    const tariff = (
      await api.post('/api/v2/tariffs/foods/', { name: 'Полдник', food_type: 'lunch', price_type: 'period' })
    ).json();
    const oct = await api.patch(`/api/v2/tariffs/food-months/${tariff.id}/`, { rows: { adult: { oct: 1 } } });
    expect(oct.statusCode).toBe(400);
    const negative = await api.patch(`/api/v2/tariffs/food-weekdays/${tariff.id}/`, {
      rows: { adult: { mon: -1 } },
    });
    expect(negative.json()).toEqual({ error: 'Не может быть отрицательное число!', field: 'rows.adult.mon' });
    expect((await api.get(`/api/v2/tariffs/food-months/${tariff.id}/`)).json().rows).toEqual({});
    const foreign = await stranger.patch(`/api/v2/tariffs/food-months/${tariff.id}/`, {
      rows: { adult: { jan: 1 } },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('add-blocks', () => {
  it('allots rooms of a category to a channel, holds them, and refuses a block over a booking naming it', async () => {
    const db = t.database.db;
    const category = await buildCategory(db, companyId, { name: 'Люкс' });
    const a = await buildRoom(db, companyId, category.id, 'Л-1');
    const b = await buildRoom(db, companyId, category.id, 'Л-2');
    const channel = (
      await api.post('/api/v2/sales-channels/', { name: 'Блоки', kind: 'ota', commission_percent: 0 })
    ).json();
    const start = Date.UTC(2027, 0, 10, 9) / 1000;
    const end = Date.UTC(2027, 0, 12, 7) / 1000;
    const body = {
      channel: channel.id,
      category: category.id,
      rooms: [a.id, b.id],
      start,
      end,
      is_own: true,
    };
    const res = await api.post('/api/v2/sales-channels/add-blocks/', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().blocks.map((x: { room: number }) => x.room)).toEqual([a.id, b.id]);

    const over = await api.post('/api/booking/', { check_in: start + 3600, check_out: end, room: b.id });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatch(/^Номер Л-2 занят: блок канала «Блоки»/);

    const c = await buildRoom(db, companyId, category.id, 'Л-3');
    const booked = (await api.post('/api/booking/', { check_in: start, check_out: end, room: c.id })).json();
    const refused = await api.post('/api/v2/sales-channels/add-blocks/', {
      ...body,
      rooms: [c.id],
      start: start - 86400,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain(`№${booked.number}`);
    expect((await db.select().from(blocks)).length).toBe(2);

    // In use: the channel's blocks keep it from being deleted.
    expect((await api.delete(`/api/v2/sales-channels/${channel.id}/`)).json().error).toMatch(/блок №/);
  });

  it('refuses a room of another category, a reversed period, and another company channel', async () => {
    const db = t.database.db;
    const category = await buildCategory(db, companyId, { name: 'Эконом' });
    const start = Date.UTC(2027, 1, 10, 9) / 1000;
    const channel = (
      await api.post('/api/v2/sales-channels/', { name: 'Проверка', kind: 'ota', commission_percent: 0 })
    ).json();
    const base = { channel: channel.id, category: category.id, rooms: [room.id], start, end: start + 86400 };
    expect((await api.post('/api/v2/sales-channels/add-blocks/', base)).json()).toEqual({
      error: 'Номер не входит в выбранную категорию',
      field: 'rooms.0',
    });
    const reversed = await api.post('/api/v2/sales-channels/add-blocks/', { ...base, end: start - 1 });
    expect(reversed.json().field).toBe('end');
    const theirs = (
      await stranger.post('/api/v2/sales-channels/', {
        name: 'Чужой канал',
        kind: 'ota',
        commission_percent: 0,
      })
    ).json();
    const foreign = await api.post('/api/v2/sales-channels/add-blocks/', { ...base, channel: theirs.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().field).toBe('channel');
  });
});

describe('a changed meal price', () => {
  it('applies to stays priced after the change, while a saved booking keeps the total it was saved with', async () => {
    const db = t.database.db;
    const lakeRoom = await buildRoom(
      db,
      companyId,
      (await buildCategory(db, companyId, { name: 'Озёрный' })).id,
      'О-1',
    );
    const every = (price: number) => Object.fromEntries(weekdayKeys.map((k) => [k, price]));
    const tariff = (
      await api.post('/api/v2/tariffs/foods/', {
        name: 'Завтрак у озера',
        food_type: 'breakfast',
        price_type: 'week',
        weekdays: { adult: every(4000), adult_on_reception: every(4500) },
      })
    ).json();
    const checkIn = Date.UTC(2027, 2, 8, 9) / 1000;
    const id = (
      await api.post('/api/booking/', {
        room: lakeRoom.id,
        check_in: checkIn,
        check_out: checkIn + 2 * 86400 - 7200,
      })
    ).json().id;
    const version = async () => (await api.get(`/api/v2/booking/${id}/`)).json().version;
    const stay = {
      room: lakeRoom.id,
      check_in: '2027-03-08 14:00',
      check_out: '2027-03-10 12:00',
      clients: [{ first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' }],
    };
    expect((await api.put(`/api/v2/booking/${id}/`, { ...stay, version: await version() })).statusCode).toBe(
      200,
    );
    const food_list = [
      {
        tariff: tariff.id,
        adult_count: 1,
        child_count: 0,
        start_date: '2027-03-08',
        end_date: '2027-03-10',
        is_advance: true,
      },
    ];
    const saved = await api.put(`/api/v2/booking/${id}/`, { ...stay, food_list, version: await version() });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = saved.json().calculated_by;
    expect(Number(before.food_total)).toBeGreaterThan(0);

    await api.patch(`/api/v2/tariffs/food-weekdays/${tariff.id}/`, { rows: { adult: every(8000) } });

    const reopened = (await api.get(`/api/v2/booking/${id}/`)).json();
    expect(reopened.calculated_by.food_total).toBe(before.food_total);
    expect(reopened.calculated_by.total).toBe(before.total);
    const repriced = (await api.post(`/api/v2/booking/${id}/price/`, { ...stay, food_list })).json();
    expect(Number(repriced.food_total)).toBe(2 * Number(before.food_total));
  });
});
