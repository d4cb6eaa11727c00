/**
 * 'Брони' (issue 13): the list over HTTP on a property built through the real API — its tabs around the
 * property's today, every filter, the search forms, sorting and paging, another company's bookings,
 * bad input, and the xlsx export read back.
 */
import {
  addDays,
  type BookingListRow,
  bookingListMessages,
  bookingListTabs,
  formatMoney,
  fromLocal,
  messages,
  parseMoney,
  roomDuties,
  statusLabels,
  toLocal,
} from '@pms/domain';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, companies, paymentTypes } from '../../../db/schema.ts';
import { buildBooking, buildCategory, buildRoom, everyWeekday } from '../../../test/factories.ts';
import {
  reserveInGroup,
  signInElsewhere,
  startWorld,
  stopWorld,
  type TestClient,
  type TestDb,
} from '../../../test/harness.ts';
import { expectPrintable, readXlsx } from '../../../test/xlsx.ts';

const TZ = 'Asia/Almaty';
let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;
let standard: number;
let suite: number;
let channel: number;
let cash: number;
const rooms = new Map<string, number>();

/** The property's today and the days around it, as 'YYYY-MM-DD'. */
const today = toLocal(Math.floor(Date.now() / 1000), TZ).date;
const day = (offset: number) => addDays(today, offset);
const at = (offset: number, time: string) => fromLocal(day(offset), time, TZ);

const versionOf = async (id: number) => (await api.get(`/api/v2/booking/${id}/`)).json().version as number;
const pay = async (booking: number, value: number, type: 'payment' | 'return' = 'payment') => {
  const res = await api.post('/api/v2/booking/payments/', {
    booking,
    value,
    payment_method: cash,
    payment_type: type,
    comment: 'Касса',
  });
  expect(res.statusCode).toBe(201);
};
const steps = ['reserved', 'booked', 'check_in', 'check_out'] as const;
type Step = (typeof steps)[number];
/** Advances one step at a time, as the status buttons do, from 'reserved' to `status`. */
async function advance(id: number, status: Step, group = false) {
  for (const next of steps.slice(1, steps.indexOf(status) + 1)) {
    const path = group ? `/api/v2/booking/group/${id}/status/` : `/api/v2/booking/${id}/status/`;
    const res = await api.post(path, { status: next, version: await versionOf(id) });
    expect(res.statusCode, res.body).toBe(200);
  }
}

interface Single {
  room: string;
  from: number;
  to: number;
  guest: [last: string, first: string, phone: string];
  status: Step;
  paid?: number;
  source?: number;
  cancel?: boolean;
}
/** A booking as the editor makes it: reserve, save with its guest, pay, step its status. */
async function single(s: Single) {
  const room = rooms.get(s.room)!;
  const draft = await api.post('/api/booking/', {
    room,
    check_in: at(s.from, '14:00'),
    check_out: at(s.to, '12:00'),
  });
  const id = draft.json().id as number;
  const [last_name, first_name, phone_number] = s.guest;
  const saved = await api.put(`/api/v2/booking/${id}/`, {
    version: await versionOf(id),
    room,
    check_in: `${day(s.from)} 14:00`,
    check_out: `${day(s.to)} 12:00`,
    source: s.source ?? null,
    clients: [{ last_name, first_name, phone_number }],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  if (s.paid) await pay(id, s.paid);
  await advance(id, s.status);
  if (s.cancel) await api.delete(`/api/v2/booking/${id}/`, { cancel_reason: 'Гость передумал' });
  return id;
}

/** A saved group of rooms for `from`–`to` with one guest on the parent, paid `paid` on the parent. */
async function group(names: string[], from: number, to: number, guest: string, paid: number) {
  const stay = (name: string) => ({
    room: rooms.get(name)!,
    check_in: at(from, '14:00'),
    check_out: at(to, '12:00'),
  });
  const ids = [await reserveInGroup(api, stay(names[0]!))];
  for (const name of names.slice(1)) ids.push(await reserveInGroup(api, stay(name), ids[0]));
  const parent = ids[0]!;
  const g = (await api.get(`/api/v2/booking/group/${parent}/`)).json();
  const version = (id: number) => g.child_list.find((c: { id: number }) => c.id === id)?.version;
  const saved = await api.put(`/api/v2/booking/group/${parent}/`, {
    version: g.version,
    clients: [{ first_name: guest, phone_number: '+7 727 000 11 22' }],
    child_list: ids.map((id, i) => ({
      id,
      version: version(id),
      room: rooms.get(names[i]!)!,
      check_in: `${day(from)} 14:00`,
      check_out: `${day(to)} 12:00`,
    })),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  if (paid) await pay(parent, paid);
  return ids;
}

const list = async (query = '') => {
  const res = await api.get(`/api/v2/booking/list/?page[size]=200${query ? `&${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; results: BookingListRow[] };
};
const idsOf = async (query = '') => (await list(query)).results.map((r) => r.id);
/** The company's number of a booking (issue 29, item 15): what the list shows and its search finds. */
const numberOf = async (id: number) =>
  (await t.database.db.select({ n: bookings.number }).from(bookings).where(eq(bookings.id, id)))[0]!.n;
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

const b: Record<string, number> = {};
let g1: number[];
let g2: number[];
let g3: number[];
let draftId: number;

beforeAll(async () => {
  ({ t, app, api, companyId } = await startWorld());
  const db = t.database.db;
  // Ids run ahead of the company's booking numbers, as in a database many hotels share: a search that
  // found a booking by its id instead of its number would show.
  await db.execute(sql`select setval('bookings_id_seq', 5000)`);
  await db.update(companies).set({ timezone: TZ }).where(eq(companies.id, companyId));
  const category = async (name: string, price: number) =>
    (
      await api.post('/api/v2/categories/', {
        name,
        category_type: 'room',
        place_number: 2,
        additional_place: 0,
        rates: { price_type: 'week', rows: { base: everyWeekday(price) } },
      })
    ).json().id as number;
  standard = await category('Стандарт', 20_000);
  suite = await category('Люкс', 50_000);
  const names = ['101', '102', '103', '104', '105', '106', '107', '108'];
  names.push('201', '202', '203', '204', '205', '206', '207', '208');
  for (const name of names)
    rooms.set(name, (await api.post('/api/v2/categories/rooms/', { name, category: standard })).json().id);
  rooms.set(
    'Люкс 1',
    (await api.post('/api/v2/categories/rooms/', { name: 'Люкс 1', category: suite })).json().id,
  );
  channel = (
    await api.post('/api/v2/sales-channels/', { name: 'Booking.com', kind: 'ota', commission_percent: 15 })
  ).json().id;
  cash = (await db.insert(paymentTypes).values({ companyId, name: 'Наличные' }).returning())[0]!.id;

  b.serikova = await single({
    room: '101',
    from: 0,
    to: 2,
    guest: ['Серикова', 'Айгуль', '+7 (701) 111-22-33'],
    status: 'booked',
    paid: 40_000,
    source: channel,
  });
  b.akhmetov = await single({
    room: '102',
    from: 0,
    to: 1,
    guest: ['Ахметов', 'Ерлан', '8 702 555 44 33'],
    status: 'reserved',
  });
  b.kim = await single({
    room: '103',
    from: 0,
    to: 3,
    guest: ['Ким', 'Сергей', '+77015550011'],
    status: 'check_in',
    paid: 10_000,
  });
  b.petrov = await single({
    room: '104',
    from: 1,
    to: 3,
    guest: ['Петров', 'Алексей', '+7 705 000 00 01'],
    status: 'booked',
    paid: 5_000,
    source: channel,
  });
  b.ospanova = await single({
    room: '105',
    from: -2,
    to: 0,
    guest: ['Оспанова', 'Мадина', '+7 705 000 00 02'],
    status: 'check_in',
    paid: 40_000,
  });
  b.smagulov = await single({
    room: '106',
    from: -3,
    to: 0,
    guest: ['Смагулов', 'Данияр', '+7 705 000 00 03'],
    status: 'check_out',
    paid: 60_000,
  });
  b.kasymova = await single({
    room: '107',
    from: -10,
    to: -8,
    guest: ['Касымова', 'Жанар', '+7 705 000 00 04'],
    status: 'check_out',
    paid: 1_000,
  });
  b.li = await single({
    room: 'Люкс 1',
    from: 5,
    to: 7,
    guest: ['Ли', 'Тимур', '+7 705 000 00 05'],
    status: 'reserved',
    paid: 10_000,
    cancel: true,
  });
  draftId = (
    await api.post('/api/booking/', {
      room: rooms.get('108'),
      check_in: at(0, '14:00'),
      check_out: at(1, '12:00'),
    })
  ).json().id;

  // Three rooms today–+2 (40 000 each) paid 50 000: the parent covered, the second in part, the third not.
  g1 = await group(['201', '202', '203'], 0, 2, 'Казтур', 50_000);
  await advance(g1[0]!, 'booked', true);
  // Two rooms paid 100 000 for 80 000: 20 000 overpaid, on the parent.
  g2 = await group(['204', '205'], 3, 5, 'Алатау тур', 100_000);
  // Three one-night rooms paid 30 000, the middle one cancelled: it owes nothing.
  g3 = await group(['206', '207', '208'], 1, 2, 'Степь', 30_000);
  await api.delete(`/api/v2/booking/${g3[1]}/`, { cancel_reason: 'Не приехал' });
});
afterAll(() => stopWorld({ t, app }));

describe('the answer', () => {
  it('gives a row its guest, room, stay in the property’s clock, money and status', async () => {
    const row = (await list(`search=%E2%84%96${await numberOf(b.serikova!)}`)).results.find(
      (r) => r.id === b.serikova,
    );
    expect(row).toMatchObject({
      guest_name: 'Серикова Айгуль',
      phone: '+7 (701) 111-22-33',
      room: { id: rooms.get('101'), name: '101' },
      bed: null,
      category: { id: standard, name: 'Стандарт' },
      check_in: at(0, '14:00'),
      check_out: at(2, '12:00'),
      check_in_local: `${day(0)} 14:00`,
      check_out_local: `${day(2)} 12:00`,
      nights: 2,
      status: 'booked',
      status_label: 'Бронь',
      source: { id: channel, name: 'Booking.com' },
      source_name: 'Booking.com',
      adults: expect.any(Number),
      children: 0,
      total: '40000.00',
      paid: '40000.00',
      duty: '0.00',
      is_group: false,
      group_parent: null,
      group_number: null,
      number: await numberOf(b.serikova!),
      version: await versionOf(b.serikova!),
    });
    const direct = (await list(`search=%E2%84%96${await numberOf(b.akhmetov!)}`)).results.find(
      (r) => r.id === b.akhmetov,
    );
    expect(direct).toMatchObject({
      source: null,
      source_name: 'Прямая продажа',
      paid: '0.00',
      duty: '20000.00',
    });
  });

  it('never lists a draft', async () => {
    expect(await idsOf()).not.toContain(draftId);
    expect(await idsOf(`search=%E2%84%96${await numberOf(draftId)}`)).not.toContain(draftId);
  });

  it('shows a cancelled booking that was paid as owing minus the refund due, and its label', async () => {
    const row = (await list(`search=%E2%84%96${await numberOf(b.li!)}`)).results.find((r) => r.id === b.li);
    expect(row).toMatchObject({
      status: 'canceled',
      status_label: 'Отменена',
      paid: '10000.00',
      duty: '-10000.00',
    });
  });
});

describe('tabs, today being the property’s', () => {
  it('arrivals: arriving today, or arrived today', async () => {
    expect(sorted(await idsOf('tab=arrivals'))).toEqual(sorted([b.serikova!, b.akhmetov!, b.kim!, ...g1]));
  });
  it('departures: leaving today, or left today', async () => {
    expect(sorted(await idsOf('tab=departures'))).toEqual(sorted([b.ospanova!, b.smagulov!]));
  });
  it('in house: checked in', async () => {
    expect(sorted(await idsOf('tab=in_house'))).toEqual(sorted([b.kim!, b.ospanova!]));
  });
  it('debtors: arrived guests who owe; "owes" also finds unpaid reservations, a group room by its share', async () => {
    expect(sorted(await idsOf('tab=debtors'))).toEqual(sorted([b.kim!, b.kasymova!]));
    expect(sorted(await idsOf('owes=true'))).toEqual(
      sorted([b.akhmetov!, b.kim!, b.petrov!, b.kasymova!, g1[1]!, g1[2]!, g3[2]!]),
    );
  });
  it('all: every booking but drafts', async () => {
    const all = await list('tab=all');
    expect(all.count).toBe(8 + g1.length + g2.length + g3.length);
    expect(sorted(all.results.map((r) => r.id))).toEqual(sorted([...Object.values(b), ...g1, ...g2, ...g3]));
  });
  it("counts every tab in one request, each as the tab's own list counts, with the other filters", async () => {
    for (const filter of ['', `category=${suite}`, 'search=Серикова', 'tab=arrivals&owes=true']) {
      const res = await api.get(`/api/v2/booking/list/counts/${filter ? `?${filter}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const rest = filter.replace(/(^|&)tab=[^&]*/, '');
      const each = Object.fromEntries(
        await Promise.all(
          bookingListTabs.map(async (tab) => [
            tab,
            (await list(`tab=${tab}${rest ? `&${rest}` : ''}`)).count,
          ]),
        ),
      );
      expect([filter, res.json()]).toEqual([filter, each]);
    }
    expect((await api.get('/api/v2/booking/list/counts/?start=2026-12-10&end=2026-12-01')).statusCode).toBe(
      400,
    );
  });
});

describe('filters', () => {
  it('by several statuses, and with the tab', async () => {
    expect(sorted(await idsOf('status=check_in,check_out'))).toEqual(
      sorted([b.kim!, b.ospanova!, b.smagulov!, b.kasymova!]),
    );
    expect(await idsOf('tab=arrivals&status=check_in')).toEqual([b.kim]);
    expect(await idsOf('tab=in_house&status=reserved')).toEqual([]);
    expect(sorted(await idsOf('status=canceled'))).toEqual(sorted([b.li!, g3[1]!]));
  });

  it('by the stay overlapping local dates, both ends included', async () => {
    // Stays over day −9 only: Касымова (−10 → −8).
    expect(await idsOf(`start=${day(-9)}&end=${day(-9)}`)).toEqual([b.kasymova]);
    // Day +6: the cancelled Ли (+5 → +7); day +4 takes the group +3 → +5.
    expect(await idsOf(`start=${day(6)}&end=${day(6)}`)).toEqual([b.li]);
    expect(sorted(await idsOf(`start=${day(4)}&end=${day(6)}`))).toEqual(sorted([...g2, b.li!]));
    // Open-ended: from day +3 on.
    expect(sorted(await idsOf(`start=${day(4)}`))).toEqual(sorted([...g2, b.li!]));
  });

  it('by arrival and departure dates', async () => {
    expect(sorted(await idsOf(`check_in_from=${day(1)}&check_in_to=${day(1)}`))).toEqual(
      sorted([b.petrov!, ...g3]),
    );
    expect(sorted(await idsOf(`check_in_to=${day(-2)}`))).toEqual(
      sorted([b.ospanova!, b.smagulov!, b.kasymova!]),
    );
    expect(sorted(await idsOf(`check_out_from=${day(5)}`))).toEqual(sorted([...g2, b.li!]));
    expect(await idsOf(`check_out_from=${day(-8)}&check_out_to=${day(-8)}`)).toEqual([b.kasymova]);
  });

  it('by sales channel, or direct sale', async () => {
    expect(sorted(await idsOf(`source=${channel}`))).toEqual(sorted([b.serikova!, b.petrov!]));
    const direct = await idsOf('source=direct');
    expect(direct).toContain(b.akhmetov);
    expect(direct).not.toContain(b.serikova);
    expect(direct).toHaveLength(8 + g1.length + g2.length + g3.length - 2);
  });

  it('by category, by group and by owing money', async () => {
    expect(await idsOf(`category=${suite}`)).toEqual([b.li]);
    expect(sorted(await idsOf(`group=${g1[0]}`))).toEqual(sorted(g1));
    expect(await idsOf(`group=${g1[0]}&owes=true&sort=check_in`)).toEqual([g1[1], g1[2]]);
    expect(sorted(await idsOf('owes=true&status=check_in,check_out'))).toEqual(
      sorted(await idsOf('tab=debtors')),
    );
    expect((await list('owes=false')).count).toBe((await list()).count);
  });

  it('an unknown channel, category or group shows nothing rather than failing', async () => {
    expect((await list('source=999999')).count).toBe(0);
    expect((await list('category=999999')).count).toBe(0);
    expect((await list('group=999999')).count).toBe(0);
  });
});

describe('search', () => {
  it.each([
    ['a part of the name, any case', 'серик', () => [b.serikova]],
    ['the name as shown', 'Ким Сергей', () => [b.kim]],
    ['a phone typed with brackets and dashes', '+7 (701) 111-22-33', () => [b.serikova]],
    ['a phone typed as digits, stored with spaces', '87025554433', () => [b.akhmetov]],
    ['a part of a phone typed with spaces', '555 00 11', () => [b.kim]],
    ['a room name', 'люкс', () => [b.li]],
    // A group's rooms show the group's guest (migration 0028), so searching the guest finds them all.
    ['a group guest', 'казтур', () => g1],
  ])('finds by %s', async (_, search, expected) => {
    expect(sorted(await idsOf(`search=${encodeURIComponent(search)}`))).toEqual(
      sorted(expected() as number[]),
    );
  });

  it('finds a booking by its number in the company, also typed as №12, and not by its id', async () => {
    const number = await numberOf(b.petrov!);
    expect(b.petrov).toBeGreaterThan(5000);
    expect(await idsOf(`search=${number}`)).toContain(b.petrov);
    expect(await idsOf(`search=${encodeURIComponent(`№${number}`)}`)).toEqual([b.petrov]);
    expect(await idsOf(`search=${encodeURIComponent(`№${b.petrov}`)}`)).toEqual([]);
  });

  it('reads % and _ as letters, and narrows a tab', async () => {
    expect((await list('search=%25')).count).toBe(0);
    expect((await list('search=_')).count).toBe(0);
    expect(await idsOf('tab=arrivals&search=%D0%BA%D0%B8%D0%BC')).toEqual([b.kim]);
    expect(await idsOf('tab=departures&search=%D0%BA%D0%B8%D0%BC')).toEqual([]);
  });
});

describe('order and pages', () => {
  const keys = ['check_in', 'check_out', 'id', 'guest', 'room', 'total', 'duty', 'created_at'] as const;
  const value: Record<(typeof keys)[number], (r: BookingListRow) => number | string | null> = {
    check_in: (r) => r.check_in,
    check_out: (r) => r.check_out,
    id: (r) => r.id,
    guest: (r) => r.guest_name?.toLowerCase() ?? null,
    room: (r) => r.room.name.toLowerCase(),
    total: (r) => Number(r.total),
    duty: (r) => Number(r.duty),
    created_at: (r) => r.created_at,
  };

  it.each(keys.flatMap((k) => [k, `-${k}`]))(
    'sorts by %s, ties by id, and pages without repeats or gaps',
    async (sort) => {
      const key = sort.replace('-', '') as (typeof keys)[number];
      const desc = sort.startsWith('-');
      const whole = await list(`sort=${sort}`);
      // Rows made in one second share created_at in seconds; the database orders them by the instant.
      if (key !== 'created_at') {
        const expected = [...whole.results].sort((x, y) => {
          const a = value[key](x);
          const c = value[key](y);
          if (a !== c) {
            if (a === null) return 1;
            if (c === null) return -1;
            return (a < c ? -1 : 1) * (desc ? -1 : 1);
          }
          return (x.id - y.id) * (desc ? -1 : 1);
        });
        expect(whole.results.map((r) => r.id)).toEqual(expected.map((r) => r.id));
      }
      const paged: number[] = [];
      for (let page = 1; page <= Math.ceil(whole.count / 4); page++) {
        const res = await api.get(`/api/v2/booking/list/?sort=${sort}&page[size]=4&page[number]=${page}`);
        const body = res.json() as { count: number; results: BookingListRow[] };
        expect(body.count).toBe(whole.count);
        paged.push(...body.results.map((r) => r.id));
      }
      expect(paged).toEqual(whole.results.map((r) => r.id));
    },
  );

  it('defaults to the newest stay first, 50 to a page; a page past the end is empty', async () => {
    const res = (await api.get('/api/v2/booking/list/')).json();
    expect(res.results.map((r: BookingListRow) => r.id)).toEqual(await idsOf('sort=-check_in'));
    const past = (await api.get('/api/v2/booking/list/?page[number]=99')).json();
    expect(past).toEqual({ count: res.count, results: [] });
  });
});

describe('the duty of a group’s rooms', () => {
  it('is the domain’s roomDuties over the stored rooms, and the editor’s, room by room', async () => {
    const db = t.database.db;
    for (const ids of [g1, g2, g3]) {
      const parent = ids[0]!;
      const stored = await db.select().from(bookings).where(eq(bookings.groupParent, parent));
      const payer = stored.find((r) => r.id === parent)!;
      const expected = roomDuties(
        stored.map((r) => ({ id: r.id, amount: parseMoney(r.commonAmount), status: r.status })),
        parseMoney(payer.paidAmount),
        parent,
      );
      const rows = (await list(`group=${parent}`)).results;
      expect(rows.map((r) => r.id).sort()).toEqual(stored.map((r) => r.id).sort());
      for (const row of rows) {
        expect(row.duty).toBe(formatMoney(expected.get(row.id)!));
        expect((await api.get(`/api/v2/booking/${row.id}/`)).json().duty).toBe(row.duty);
      }
      // The rooms' shares add up to what the group paid.
      const paid = rows.reduce((sum, r) => sum + parseMoney(r.paid), 0);
      expect(paid).toBe(parseMoney(payer.paidAmount));
    }
    expect((await list(`group=${g1[0]}&sort=check_in`)).results.map((r) => r.duty)).toEqual([
      '0.00',
      '30000.00',
      '40000.00',
    ]);
    expect((await list(`group=${g2[0]}&sort=check_in`)).results.map((r) => r.duty)).toEqual([
      '-20000.00',
      '0.00',
    ]);
    expect((await list(`group=${g3[0]}&sort=check_in`)).results.map((r) => [r.status, r.duty])).toEqual([
      ['reserved', '0.00'],
      ['canceled', '0.00'],
      ['reserved', '10000.00'],
    ]);
  });
});

describe('another company', () => {
  it('never sees ours, and ours never shows theirs', async () => {
    const other = await signInElsewhere(t, app);
    const db = t.database.db;
    const category = await buildCategory(db, other.companyId);
    const room = await buildRoom(db, other.companyId, category.id, '101');
    const theirs = await buildBooking(db, room);
    await db.update(bookings).set({ guestName: 'Серикова Айгуль' }).where(eq(bookings.id, theirs.id));

    const seen = (await other.api.get('/api/v2/booking/list/?page[size]=200')).json();
    expect(seen.results.map((r: BookingListRow) => r.id)).toEqual([theirs.id]);
    // Our booking's number is theirs too (each hotel counts from 1): their search finds only their own.
    const ofOurNumber = (
      await other.api.get(`/api/v2/booking/list/?search=%E2%84%96${await numberOf(b.serikova!)}`)
    ).json();
    expect(ofOurNumber.results.map((r: BookingListRow) => r.id)).not.toContain(b.serikova);
    expect((await other.api.get(`/api/v2/booking/list/?group=${g1[0]}`)).json().count).toBe(0);
    // Their guest has our guest's name and their room our room's: the search stays in the company.
    expect(await idsOf('search=%D1%81%D0%B5%D1%80%D0%B8%D0%BA')).toEqual([b.serikova]);
    expect(await idsOf(`search=${theirs.number}`)).not.toContain(theirs.id);
    expect(await idsOf('search=101')).not.toContain(theirs.id);
  });
});

describe('bad input', () => {
  it.each([
    ['sort=price', bookingListMessages.invalidSort, 'sort'],
    ['tab=today', bookingListMessages.invalidTab, 'tab'],
    ['status=new', bookingListMessages.invalidStatus, 'status'],
    ['status=booked,lost', bookingListMessages.invalidStatus, 'status'],
    ['start=2026-13-01', bookingListMessages.invalidDate, 'start'],
    ['check_in_from=01.12.2026', bookingListMessages.invalidDate, 'check_in_from'],
    ['start=2026-12-10&end=2026-12-09', bookingListMessages.datesReversed, 'end'],
    ['source=ota', bookingListMessages.invalidSource, 'source'],
    ['category=abc', messages.invalidValue, 'category'],
    ['group=0', messages.invalidValue, 'group'],
    ['owes=yes', bookingListMessages.invalidOwes, 'owes'],
    ['page[size]=500', messages.invalidValue, 'page[size]'],
    ['page[number]=0', messages.invalidNumber, 'page[number]'],
  ])('%s → 400 in Russian', async (query, error, field) => {
    for (const path of ['/api/v2/booking/list/', '/api/v2/booking/list/export/']) {
      if (path.endsWith('export/') && query.startsWith('page')) continue;
      const res = await api.get(`${path}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error, field });
    }
  });

  it('needs a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v2/booking/list/' });
    expect(res.statusCode).toBe(401);
  });
});

describe('xlsx export', () => {
  async function sheetOf(query: string) {
    const res = await api.get(`/api/v2/booking/list/export/?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Broni.xlsx"; filename*=UTF-8''${encodeURIComponent('Брони.xlsx')}`,
    );
    const book = await readXlsx(res.rawPayload);
    expectPrintable(book, { Брони: '1:1' });
    return book.getWorksheet('Брони')!;
  }
  const stamp = (local: string) => new Date(`${local.replace(' ', 'T')}:00Z`).getTime();

  it.each([
    ['every booking by arrival', ''],
    ['debtors by duty, largest first', 'tab=debtors&sort=-duty'],
    ['a search by guest, channel booking first', 'search=%2B7&sort=-guest'],
  ])('holds exactly the list’s rows in its order: %s', async (_, query) => {
    const sheet = await sheetOf(query);
    const rows = (await list(query)).results;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '№',
      'Гость',
      'Телефон',
      'Категория',
      'Номер',
      'Заезд',
      'Выезд',
      'Ночей',
      'Статус',
      'Источник',
      'Сумма',
      'Оплачено',
      'Долг',
    ]);
    expect(sheet.rowCount).toBe(rows.length + 1);
    rows.forEach((r, i) => {
      const line = sheet.getRow(i + 2);
      const cell = (n: number) => line.getCell(n).value;
      // '№' is the company's number, as the list shows it (the ids run far ahead of it here).
      expect([cell(1), cell(2), cell(3), cell(4), cell(5)]).toEqual([
        r.number,
        r.guest_name,
        r.phone,
        r.category.name,
        r.room.name,
      ]);
      expect((cell(6) as Date).getTime()).toBe(stamp(r.check_in_local));
      expect((cell(7) as Date).getTime()).toBe(stamp(r.check_out_local));
      for (const c of [6, 7]) expect(line.getCell(c).numFmt).toBe('dd.mm.yyyy hh:mm');
      expect([cell(8), cell(9), cell(10), cell(11), cell(12), cell(13)]).toEqual([
        r.nights,
        statusLabels[r.status],
        r.source_name,
        Number(r.total),
        Number(r.paid),
        Number(r.duty),
      ]);
      expect(line.getCell(13).numFmt).toBe('#,##0.00');
    });
  });

  // Each row takes its company's next number in a trigger: on PGlite the 20 001 inserts take a while.
  it('refuses more than 20 000 rows', { timeout: 120_000 }, async () => {
    const db = t.database.db;
    const other = await signInElsewhere(t, app, 'Большой отель');
    const category = await buildCategory(db, other.companyId);
    const room = await buildRoom(db, other.companyId, category.id);
    await db.execute(sql`
      insert into bookings (company_id, category_id, room_id, status, check_in, check_out)
      select ${other.companyId}, ${category.id}, ${room.id}, 'check_out',
             timestamptz '2020-01-01 09:00Z' + g * interval '1 hour', timestamptz '2020-01-01 10:00Z' + g * interval '1 hour'
      from generate_series(1, 20001) g`);
    const res = await other.api.get('/api/v2/booking/list/export/');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: bookingListMessages.tooManyRows });
    // Narrowed to two days, it is exported.
    const narrowed = await other.api.get('/api/v2/booking/list/export/?check_in_to=2020-01-02');
    expect(narrowed.statusCode).toBe(200);
  });
});

describe('a stay on one bed', () => {
  it('names the bed in the answer and "room · bed" in the sheet', async () => {
    const hostel = (
      await api.post('/api/v2/categories/', {
        name: 'Хостел',
        category_type: 'koika',
        place_number: 4,
        additional_place: 0,
        rates: { price_type: 'week', rows: { base: everyWeekday(5_000) } },
      })
    ).json().id as number;
    const room = (await api.post('/api/v2/categories/rooms/', { name: 'Х-1', category: hostel })).json();
    const bed = room.koika_list[1] as { id: number; name: string };
    const draft = await api.post('/api/booking/', {
      room: room.id,
      koika: bed.id,
      check_in: at(20, '14:00'),
      check_out: at(21, '12:00'),
    });
    const id = draft.json().id as number;
    const saved = await api.put(`/api/v2/booking/${id}/`, {
      version: await versionOf(id),
      room: room.id,
      koika: bed.id,
      check_in: `${day(20)} 14:00`,
      check_out: `${day(21)} 12:00`,
      adult_count: 1,
      clients: [{ last_name: 'Нурланов', first_name: 'Тимур', phone_number: '+7 700 123 45 67' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const number = await numberOf(id);
    const row = (await list(`search=%23${number}`)).results[0]!;
    expect(row).toMatchObject({
      id,
      room: { id: room.id, name: 'Х-1' },
      bed: { id: bed.id, name: 'Койка 2' },
      category: { id: hostel, name: 'Хостел' },
      total: '5000.00',
      duty: '5000.00',
    });
    const res = await api.get(`/api/v2/booking/list/export/?search=%23${number}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.getWorksheet('Брони')!.getRow(2).getCell(5).value).toBe('Х-1 · Койка 2');
  });
});
