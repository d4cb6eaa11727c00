/**
 * 'Скачать PDF' and 'Сгенерировать талоны' through the HTTP API, single and group: the link opens the
 * PDF, which reads back (pdftotext) with the booking's guests, rooms, dates, status and amounts computed
 * by hand; the coupons follow the meal plans' arrival and departure flags and carry valid serials; a
 * reprint of unchanged data is the same document; drafts, bookings without meals and other companies'
 * bookings are refused.
 */
import { emptyRequisites, isValidCouponSerial } from '@pms/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, companies, discounts, paymentTypes, services } from '../../db/schema.ts';
import { actorIn, buildFoodTariff, decemberInAlmaty as day, everyWeekday } from '../../test/factories.ts';
import {
  reserveInGroup,
  signInElsewhere,
  startWorld,
  stopWorld,
  type TestClient,
  type TestDb,
} from '../../test/harness.ts';
import { pdfImages, pdfPages, pdfText } from '../../test/pdf-text.ts';
import { clientsRepository } from '../clients/clients.repository.ts';
import { replaceCompanyLogo } from '../images/images.service.ts';
import { confirmationDocument } from './booking-documents.service.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;
let employeeId: number;
let categoryId: number;
const rooms: number[] = [];
let cash: number;
let transfer: number;
let gift: number;
let breakfast: number;
let supper: number;

const versionOf = async (id: number) => (await api.get(`/api/v2/booking/${id}/`)).json().version as number;
/** The booking's number in the company (issue 29, item 15): what the documents print, not the id. */
const numberOf = async (id: number) => (await api.get(`/api/v2/booking/${id}/`)).json().number as number;
const save = async (id: number, body: object) =>
  api.put(`/api/v2/booking/${id}/`, { version: await versionOf(id), ...body });
async function saveGroup(parent: number, body: { child_list: { id: number }[]; [key: string]: unknown }) {
  const g = (await api.get(`/api/v2/booking/group/${parent}/`)).json();
  const version = (id: number) => g.child_list.find((c: { id: number }) => c.id === id)?.version;
  return api.put(`/api/v2/booking/group/${parent}/`, {
    version: g.version,
    ...body,
    child_list: body.child_list.map((c) => ({ ...c, version: version(c.id) })),
  });
}
const pay = (booking: number, value: number) =>
  api.post('/api/v2/booking/payments/', { booking, value, payment_method: cash, comment: 'Касса' });

/** Opens a document link as a browser would: no session, the path of the URL the API answered. */
async function open(url: string) {
  const res = await app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
}

/** The text with runs of spaces made one, so a table's columns read as a line. */
const squeezed = (text: string) => text.replace(/[ \t]+/g, ' ');

beforeAll(async () => {
  let employee: { id: number };
  ({ t, app, api, companyId, employee } = await startWorld({ companyName: 'Курорт «Алтын Булак»' }));
  employeeId = employee.id;
  const db = t.database.db;
  // Ids run ahead of the company's booking numbers, as in a database many hotels share: a document that
  // printed the id would show.
  await db.execute(sql`select setval('bookings_id_seq', 5000)`);
  await db
    .update(companies)
    .set({
      address: 'ущелье Тургень, 12',
      phone: '+7 727 355 10 20',
      email: 'booking@altynbulak.kz',
      requisites: {
        ...emptyRequisites,
        legal_name: 'ТОО «Алтын Булак Резорт»',
        bin: '180440012345',
        site: 'altynbulak.kz',
      },
    })
    .where(eq(companies.id, companyId));
  categoryId = (
    await api.post('/api/v2/categories/', {
      name: 'Стандарт',
      category_type: 'room',
      place_number: 2,
      additional_place: 1,
      rates: { price_type: 'week', rows: { base: everyWeekday(20_000) } },
    })
  ).json().id;
  for (const name of ['101', '102', '103', '104', '105', '106', '107']) {
    rooms.push((await api.post('/api/v2/categories/rooms/', { name, category: categoryId })).json().id);
  }
  cash = (await db.insert(paymentTypes).values({ companyId, name: 'Наличные' }).returning())[0]!.id;
  transfer = (
    await db
      .insert(services)
      .values({ companyId, name: 'Трансфер', price: '15000.00', serviceType: 'once' })
      .returning()
  )[0]!.id;
  gift = (
    await db
      .insert(discounts)
      .values({ companyId, name: 'Сертификат', discountKind: 'fixed', value: '5000' })
      .returning()
  )[0]!.id;
  // In advance: adults 4 000, children 3 500 a breakfast; supper 6 000 for anyone.
  breakfast = await buildFoodTariff(db, companyId, (i) => 4_000 - i * 500);
  supper = await buildFoodTariff(db, companyId, () => 6_000, { name: 'Ужин', foodType: 'supper' });
});
afterAll(() => stopWorld({ t, app }));

const guests = [
  { first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' },
  { first_name: 'Ерлан', last_name: 'Сериков', phone_number: '+7 701 111 22 34' },
];

/**
 * Room 101 (or 105, 106, 107: `n` picks one), 1 December 14:00 → 4 December 12:00 (3 days at 20 000 = 60 000); breakfast for 2 adults and
 * a child with breakfast on arrival (1–4 December: 4 × (2 × 4 000 + 3 500) = 46 000); supper for 2 with
 * supper on departure (1–4 December: 4 × 2 × 6 000 = 48 000); a transfer 15 000; a 5 000 certificate.
 * Total 164 000; 50 000 paid; 114 000 left.
 */
async function singleBooking(n: 0 | 4 | 5 | 6 = 0) {
  const room = rooms[n];
  const res = await api.post('/api/booking/', { room, check_in: day(1), check_out: day(4, 12) });
  const id = res.json().id as number;
  const editor = {
    check_in: '2026-12-01 14:00',
    check_out: '2026-12-04 12:00',
    room,
    clients: guests,
    service_list: [{ service: transfer, quantity: 1 }],
    discount_list: [{ discount: gift, quantity: 1 }],
  };
  expect((await save(id, editor)).statusCode).toBe(200);
  const stay = { start_date: '2026-12-01', end_date: '2026-12-04', is_advance: true };
  const saved = await save(id, {
    ...editor,
    food_list: [
      { tariff: breakfast, adult_count: 2, child_count: 1, has_breakfast_check_in: true, ...stay },
      { tariff: supper, adult_count: 2, child_count: 0, has_supper_check_out: true, ...stay },
    ],
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().calculated_by.total).toBe('164000.00');
  expect((await pay(id, 50_000)).statusCode).toBe(201);
  const booked = await api.post(`/api/v2/booking/${id}/status/`, {
    status: 'booked',
    version: await versionOf(id),
  });
  expect(booked.statusCode).toBe(200);
  return id;
}

describe('the confirmation of a single booking', () => {
  let id: number;
  beforeAll(async () => {
    id = await singleBooking();
  });

  it('prints the property, the booking, its guests, dates, meals, services and money', async () => {
    const res = await api.get(`/api/v2/booking/${id}/ticket/`);
    expect(res.statusCode).toBe(200);
    const text = squeezed(await pdfText(await open(res.json().ticket)));
    for (const expected of [
      'Курорт «Алтын Булак»',
      'ТОО «Алтын Булак Резорт», БИН 180440012345',
      'ущелье Тургень, 12',
      'Тел.: +7 727 355 10 20, E-mail: booking@altynbulak.kz, altynbulak.kz',
      `Подтверждение бронирования № ${await numberOf(id)}`,
      'Статус: Бронь',
      'Серикова Айгуль, Сериков Ерлан',
      // 'Гостей': the stay's two adults, not only its extra places (issue 29, item 5).
      '101 Стандарт 01.12.2026 04.12.2026 3 2 взр. 60 000 ₸',
      '14:00 12:00',
      'Завтрак Завтрак 01.12.2026 — 04.12.2026 2 взр., 1 дет. 46 000 ₸',
      'Ужин Ужин 01.12.2026 — 04.12.2026 2 взр. 48 000 ₸',
      // Breakfast on arrival and supper on departure: both meals on each of the four dates.
      '01.12.2026 2 взр., 1 дет. — 2 взр.',
      '04.12.2026 2 взр., 1 дет. — 2 взр.',
      'Трансфер 15 000 ₸ 1 15 000 ₸',
      'Сертификат 5 000 ₸ − 5 000 ₸',
      'Наличные 50 000 ₸',
      'Проживание 60 000 ₸',
      'Питание 94 000 ₸',
      'Услуги 15 000 ₸',
      'Скидка − 5 000 ₸',
      'Итого 164 000 ₸',
      'Оплачено 50 000 ₸',
      'Осталось оплатить 114 000 ₸',
      'Заезд — с 14:00, выезд — до 12:00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(await pdfPages(await open(res.json().ticket))).toBe(1);
  });

  it('reprints unchanged data as the same document and numbers a changed booking anew', async () => {
    const db = t.database.db;
    const actor = await actorIn(db, companyId, employeeId);
    const first = await confirmationDocument(db, actor, { bookingId: id });
    expect(first.fileName).toBe(`Подтверждение брони №${await numberOf(id)}.pdf`);
    expect(id).toBeGreaterThan(5000);
    expect(first.content.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await confirmationDocument(db, actor, { bookingId: id });
    expect(again).toMatchObject({ id: first.id, number: first.number, reused: true });
    expect((await pay(id, 14_000)).statusCode).toBe(201);
    const changed = await confirmationDocument(db, actor, { bookingId: id });
    expect(changed.number).toBe(first.number + 1);
    const text = squeezed(await pdfText(changed.content));
    expect(text).toContain(`Документ № ${changed.number}`);
    expect(text).toContain('Осталось оплатить 100 000 ₸');
  });

  it("prints the company's logo once it has one", async () => {
    const db = t.database.db;
    const before = await open((await api.get(`/api/v2/booking/${id}/ticket/`)).json().ticket);
    expect((await pdfImages(before)).drawn).toBe(0);
    const png = await sharp({ create: { width: 200, height: 80, channels: 3, background: '#1c5d99' } })
      .png()
      .toBuffer();
    await replaceCompanyLogo(db, await actorIn(db, companyId, employeeId), png);
    const after = await open((await api.get(`/api/v2/booking/${id}/ticket/`)).json().ticket);
    expect(await pdfImages(after)).toEqual({ drawn: 1, embedded: 1 });
  });
});

describe('the meal coupons of a single booking', () => {
  it('give one coupon per meal, person and day, with serials that validate', async () => {
    const id = await singleBooking(4);
    const res = await api.post(`/api/v2/booking/${id}/coupons/`);
    expect(res.statusCode).toBe(200);
    const pdf = await open(res.json().coupons);
    const text = squeezed(await pdfText(pdf));
    // Breakfast 1–4 December (on arrival) for 3, supper 1–4 December (on departure) for 2.
    const breakfasts = 4 * 3;
    const suppers = 4 * 2;
    const serials = [...text.matchAll(/№ (\d+-\d{3}-\d)/g)].map((m) => m[1]!);
    expect(serials).toHaveLength(breakfasts + suppers);
    expect(new Set(serials).size).toBe(serials.length);
    expect(serials.every(isValidCouponSerial)).toBe(true);
    expect(text.match(/Завтрак/g)).toHaveLength(breakfasts);
    expect(text.match(/Ужин/g)).toHaveLength(suppers);
    expect(text.match(/Детский, 1 из 1/g)).toHaveLength(4);
    expect(text).toContain(`Бронь № ${await numberOf(id)} · Номер 105`);
    expect(text).not.toContain(`№ ${id}`);
    expect(text).toContain('Гость: Серикова Айгуль');
    expect(text).toContain('01.12.2026');
    expect(text).toContain('04.12.2026');
    // Ten to a page.
    expect(await pdfPages(pdf)).toBe(2);
  });

  it('refuses a booking without meals', async () => {
    const res = await api.post('/api/booking/', {
      room: rooms[3],
      check_in: day(20),
      check_out: day(22, 12),
    });
    const id = res.json().id as number;
    const saved = await save(id, {
      check_in: '2026-12-20 14:00',
      check_out: '2026-12-22 12:00',
      room: rooms[3],
      clients: guests.slice(0, 1),
    });
    expect(saved.statusCode).toBe(200);
    const coupons = await api.post(`/api/v2/booking/${id}/coupons/`);
    expect(coupons.statusCode).toBe(400);
    expect(coupons.json().error).toBe('В брони нет питания');
    // Its confirmation is fine.
    expect((await api.get(`/api/v2/booking/${id}/ticket/`)).statusCode).toBe(200);
  });

  it('refuses a cancelled booking: no meal will be served, while its confirmation still prints', async () => {
    const id = await singleBooking(6);
    expect(
      (await api.delete(`/api/v2/booking/${id}/`, { cancel_reason: 'Гость передумал' })).statusCode,
    ).toBe(200);
    const coupons = await api.post(`/api/v2/booking/${id}/coupons/`);
    expect(coupons.statusCode).toBe(400);
    expect(coupons.json().error).toBe('Бронь отменена: талоны не выдаются');
    const ticket = await open((await api.get(`/api/v2/booking/${id}/ticket/`)).json().ticket);
    expect(squeezed(await pdfText(ticket))).toContain('Отмен');
  });
});

/**
 * Rooms 102 (10 → 12 December) and 103 (11 → 13 December), 2 days each at 20 000; the group's breakfast
 * for 4 adults 10 → 13 December without breakfast on arrival (11, 12, 13: 3 × 4 × 4 000 = 48 000);
 * 30 000 paid. Total 128 000, 98 000 left. Room 103 has a guest of its own.
 */
async function groupBooking() {
  const parent = await reserveInGroup(api, { room: rooms[1]!, check_in: day(10), check_out: day(12, 12) });
  const second = await reserveInGroup(
    api,
    { room: rooms[2]!, check_in: day(11), check_out: day(13, 12) },
    parent,
  );
  const children = [
    { id: parent, room: rooms[1], check_in: '2026-12-10 14:00', check_out: '2026-12-12 12:00' },
    { id: second, room: rooms[2], check_in: '2026-12-11 14:00', check_out: '2026-12-13 12:00' },
  ];
  const body = { clients: [{ first_name: 'Нурлан', last_name: 'Ахметов', phone_number: '+7 702 1' }] };
  expect((await saveGroup(parent, { ...body, child_list: children })).statusCode).toBe(200);
  const food_list = [
    {
      tariff: breakfast,
      adult_count: 4,
      child_count: 0,
      start_date: '2026-12-10',
      end_date: '2026-12-13',
      is_advance: true,
    },
  ];
  const saved = await saveGroup(parent, { ...body, food_list, child_list: children });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().group_calculation.total).toBe('128000.00');
  expect((await pay(parent, 30_000)).statusCode).toBe(201);
  // A room's own guest (kept on that room's booking), besides the group's guests on the parent.
  const db = t.database.db;
  const [own] = await db
    .insert(clients)
    .values({ companyId, firstName: 'Сергей', lastName: 'Ким', phoneNumber: '+7 702 2' })
    .returning();
  await clientsRepository.link(db, second, [own!.id]);
  return { parent, second };
}

let parent: number;
describe('the documents of a group', () => {
  beforeAll(async () => {
    ({ parent } = await groupBooking());
  });

  it('lists every room with its own dates and guests, then the group totals', async () => {
    const res = await api.get(`/api/v2/booking/group/${parent}/ticket/`);
    expect(res.statusCode).toBe(200);
    const text = squeezed(await pdfText(await open(res.json().ticket)));
    for (const expected of [
      `Подтверждение групповой брони № ${await numberOf(parent)}`,
      'Статус: Резерв',
      'Ахметов Нурлан',
      '102 Стандарт 10.12.2026 12.12.2026 2 1 взр. 40 000 ₸',
      '103 Стандарт 11.12.2026 13.12.2026 2 1 взр. 40 000 ₸',
      'Гости: Ким Сергей',
      'Завтрак Завтрак 10.12.2026 — 13.12.2026 4 взр. 48 000 ₸',
      'Итого 128 000 ₸',
      'Оплачено 30 000 ₸',
      'Осталось оплатить 98 000 ₸',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("gives the group's meals as coupons naming its rooms", async () => {
    const res = await api.post(`/api/v2/booking/group/${parent}/coupons/`);
    expect(res.statusCode).toBe(200);
    const text = squeezed(await pdfText(await open(res.json().coupons)));
    const serials = [...text.matchAll(/№ (\d+-\d{3}-\d)/g)].map((m) => m[1]!);
    // No breakfast on arrival: 11, 12 and 13 December for 4 adults.
    expect(serials).toHaveLength(3 * 4);
    expect(serials.every(isValidCouponSerial)).toBe(true);
    expect(text).toContain(`Бронь № ${await numberOf(parent)} · Номер 102, 103`);
    expect(text).not.toContain('10.12.2026');
  });
});

describe('refusals', () => {
  let single: number;
  it('answer 400 for a draft, single or group, and for a group not saved as one', async () => {
    const draft = (
      await api.post('/api/booking/', { room: rooms[3], check_in: day(25), check_out: day(27, 12) })
    ).json().id as number;
    single = await singleBooking(5);
    for (const res of [
      await api.get(`/api/v2/booking/${draft}/ticket/`),
      await api.post(`/api/v2/booking/${draft}/coupons/`),
      await api.get(`/api/v2/booking/group/${draft}/ticket/`),
      await api.get(`/api/v2/booking/group/${single}/ticket/`),
      await api.post(`/api/v2/booking/group/${single}/coupons/`),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Сохраните изменения!');
    }
  });

  it("answer 404 for another company's booking or group, and for an unknown id", async () => {
    const elsewhere = await signInElsewhere(t, app);
    for (const res of [
      await elsewhere.api.get(`/api/v2/booking/${single}/ticket/`),
      await elsewhere.api.post(`/api/v2/booking/${single}/coupons/`),
      await elsewhere.api.get(`/api/v2/booking/group/${parent}/ticket/`),
      await elsewhere.api.post(`/api/v2/booking/group/${parent}/coupons/`),
      await api.get('/api/v2/booking/999999/ticket/'),
    ]) {
      expect(res.statusCode).toBe(404);
    }
  });
});
