import { eq, inArray } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingClients, bookings, clients, payments, paymentTypes, salesChannels } from '../../db/schema.ts';
import {
  actorIn,
  buildCompany,
  buildEmployee,
  decemberInAlmaty,
  TEST_PASSWORD,
} from '../../test/factories.ts';
import {
  changeHeard,
  client,
  login,
  startWorld,
  stopWorld,
  type TestClient,
  type TestDb,
} from '../../test/harness.ts';
import { expectPrintable, readXlsx } from '../../test/xlsx.ts';
import { today } from './today.service.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;
let std: { id: number };
let room: { id: number };
let hostelRoom: { id: number; koika_list: { id: number; name: string }[] };

/** 14:00 / 12:00 in Almaty on a December 2026 day, as unix seconds. */
const day = decemberInAlmaty;
const window = `start=${day(1, 5)}&end=${day(31, 5)}`;

async function reserve(body: object) {
  const res = await api.post('/api/booking/', body);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; number: number };
}

beforeAll(async () => {
  ({ t, app, api, companyId } = await startWorld());
  std = (
    await api.post('/api/v2/categories/', { name: 'Стандарт', category_type: 'room', place_number: 2 })
  ).json();
  room = (await api.post('/api/v2/categories/rooms/', { name: '101', category: std.id })).json();
  await api.post('/api/v2/categories/rooms/', { name: '102', category: std.id });
  const hostel = (
    await api.post('/api/v2/categories/', { name: 'Хостел', category_type: 'koika', place_number: 2 })
  ).json();
  hostelRoom = (await api.post('/api/v2/categories/rooms/', { name: 'Х-1', category: hostel.id })).json();
});
afterAll(() => stopWorld({ t, app }));

describe('calendar', () => {
  it('lists categories, rooms and beds with bookings, repairs and tooltip fields', async () => {
    const db = t.database.db;
    const b = await reserve({ check_in: day(3), check_out: day(5, 12), room: room.id });
    const [channel] = await db.insert(salesChannels).values({ companyId, name: 'Booking.com' }).returning();
    const [guest] = await db
      .insert(clients)
      .values({ companyId, firstName: 'Айгуль', lastName: 'Серикова', phoneNumber: '+77011234567' })
      .returning();
    await db
      .update(bookings)
      .set({
        status: 'booked',
        commonAmount: '50000.00',
        sourceId: channel!.id,
        // Each count different, so the list's order is proven.
        mainAdultCount: 2,
        mainChildCount: 1,
        hasAdditional: true,
        adultCount: 3,
        childCount: 4,
      })
      .where(eq(bookings.id, b.id));
    await db.insert(bookingClients).values({ bookingId: b.id, clientId: guest!.id });
    const [cash] = await db.insert(paymentTypes).values({ companyId, name: 'Наличные' }).returning();
    await db.insert(payments).values([
      { companyId, bookingId: b.id, value: '30000', paymentMethodId: cash!.id },
      { companyId, bookingId: b.id, value: '5000', paymentType: 'return', paymentMethodId: cash!.id },
    ]);
    const bed = await reserve({
      check_in: day(4),
      check_out: day(6, 12),
      room: hostelRoom.id,
      koika: hostelRoom.koika_list[1]!.id,
    });
    const repair = (
      await api.post('/api/v2/categories/room-repair/', {
        check_in: day(10),
        check_out: day(12, 12),
        room: room.id,
      })
    ).json();

    const res = await api.get(`/api/v2/main/calendar/?${window}`);
    expect(res.statusCode).toBe(200);
    const { categories } = res.json();
    expect(categories.map((c: { name: string }) => c.name)).toEqual(['Стандарт', 'Хостел']);
    expect(categories[0]).toMatchObject({ rooms: 2, place_number: 2, category_type: 'room' });
    const r101 = categories[0].room_list.find((r: { id: number }) => r.id === room.id);
    // A bar carries its tooltip; where it sits is its nesting, and optional fields appear only when set.
    expect(r101.booking_list).toEqual([
      {
        id: b.id,
        // The company's booking number, which the tooltip names (issue 29, item 15).
        number: b.number,
        kind: 'booking',
        status: 'booked',
        check_in: day(3),
        check_out: day(5, 12),
        common_amount: 50000,
        duty: 25000,
        client: 'Серикова Айгуль',
        source: 'Booking.com',
        time: { start: '14:00', end: '12:00' },
        // Its guests, for a drag to show whether a room's places fit them (issue 28, item 5), as a list
        // of five numbers (domain barGuests): main adults, main children, extra bed, adults, children.
        guests: [2, 1, 1, 3, 4],
      },
      {
        id: repair.id,
        kind: 'repair',
        status: 'repair',
        check_in: day(10),
        check_out: day(12, 12),
        common_amount: 0,
        duty: 0,
        client: '',
        source: '',
        time: { start: '14:00', end: '12:00' },
        comment: '',
      },
    ]);
    const hostelRow = categories[1].room_list[0];
    expect(hostelRow.booking_list).toEqual([]);
    expect(hostelRow.koika_list[1]).toMatchObject({
      name: 'Койка 2',
      booking_list: [expect.objectContaining({ id: bed.id, status: 'new', source: 'Прямая продажа' })],
    });
    expect(hostelRow.koika_list[1].booking_list[0]).not.toHaveProperty('room_id');
  });

  // Issue 28, item 10: an expiring reserve had no mark on its bar; its bar now says when it expires.
  it('tells when a reserve that is removed on expiry expires, and only for such a reserve', async () => {
    const db = t.database.db;
    const expiring = await reserve({ check_in: day(20), check_out: day(21, 12), room: room.id });
    const kept = await reserve({ check_in: day(22), check_out: day(23, 12), room: room.id });
    const booked = await reserve({ check_in: day(24), check_out: day(25, 12), room: room.id });
    const at = new Date(day(18, 18) * 1000);
    await db
      .update(bookings)
      .set({ status: 'reserved', hasExpire: true, expireOn: at })
      .where(eq(bookings.id, expiring.id));
    await db
      .update(bookings)
      .set({ status: 'reserved', hasExpire: false, expireOn: at })
      .where(eq(bookings.id, kept.id));
    // A paid booking is no longer removed on expiry, whatever the switch said.
    await db
      .update(bookings)
      .set({ status: 'booked', hasExpire: true, expireOn: at })
      .where(eq(bookings.id, booked.id));
    const res = await api.get(`/api/v2/main/calendar/?${window}`);
    expect(res.statusCode).toBe(200);
    const bars = res.json().categories[0].room_list.find((r: { id: number }) => r.id === room.id)
      .booking_list as { id: number; expire_on?: number }[];
    const bar = (id: number) => bars.find((b) => b.id === id);
    expect(bar(expiring.id)?.expire_on).toBe(day(18, 18));
    expect(bar(kept.id)).not.toHaveProperty('expire_on');
    expect(bar(booked.id)).not.toHaveProperty('expire_on');
    await db.delete(bookings).where(inArray(bookings.id, [expiring.id, kept.id, booked.id]));
  });

  it('finds bookings by client name or phone', async () => {
    const found = (await api.get(`/api/v2/main/calendar/?${window}&search=сериков`)).json();
    const all = found.categories.flatMap(
      (c: { room_list: { booking_list: { kind: string; client: string }[] }[] }) =>
        c.room_list.flatMap((r) => r.booking_list.filter((i) => i.kind === 'booking')),
    );
    expect(all.map((i: { client: string }) => i.client)).toEqual(['Серикова Айгуль']);
    const byPhone = (await api.get(`/api/v2/main/calendar/?${window}&search=7011234`)).json();
    expect(JSON.stringify(byPhone)).toContain('Серикова Айгуль');
  });

  it("labels a bar with the booking's main guest through every relink, rename and unlink", async () => {
    const db = t.database.db;
    const b = await reserve({ check_in: day(14), check_out: day(15, 12), room: room.id });
    const guests = await db
      .insert(clients)
      .values([
        {
          companyId,
          firstName: 'Ерлан',
          lastName: 'Нурланов',
          middleName: 'Болатович',
          phoneNumber: '+77020000001',
        },
        { companyId, firstName: 'Динара', lastName: 'Касымова', phoneNumber: '+77020000002' },
      ])
      .returning();
    const [erlan, dinara] = guests as [(typeof guests)[0], (typeof guests)[0]];
    const bar = async () => {
      const { categories } = (await api.get(`/api/v2/main/calendar/?${window}`)).json();
      return categories[0].room_list
        .flatMap((r: { booking_list: { id: number }[] }) => r.booking_list)
        .find((i: { id: number }) => i.id === b.id) as { client: string };
    };
    const steps: [string, () => Promise<unknown>, string][] = [
      ['no guest yet', async () => {}, ''],
      [
        'two guests, Ерлан first',
        () =>
          db.insert(bookingClients).values([
            { bookingId: b.id, clientId: erlan.id, position: 0 },
            { bookingId: b.id, clientId: dinara.id, position: 1 },
          ]),
        'Нурланов Ерлан',
      ],
      [
        'Ерлан renamed',
        () => db.update(clients).set({ lastName: 'Нурланулы' }).where(eq(clients.id, erlan.id)),
        'Нурланулы Ерлан',
      ],
      [
        'the second guest renamed: the label stays',
        () => db.update(clients).set({ lastName: 'Ким' }).where(eq(clients.id, dinara.id)),
        'Нурланулы Ерлан',
      ],
      [
        'Динара moved first',
        async () => {
          await db.delete(bookingClients).where(eq(bookingClients.bookingId, b.id));
          await db.insert(bookingClients).values({ bookingId: b.id, clientId: dinara.id, position: 0 });
        },
        'Ким Динара',
      ],
      ['every guest unlinked', () => db.delete(bookingClients).where(eq(bookingClients.bookingId, b.id)), ''],
    ];
    for (const [name, change, label] of steps) {
      if (name !== 'no guest yet') await changeHeard(app, companyId, change);
      expect((await bar()).client, name).toBe(label);
    }
    await changeHeard(app, companyId, () =>
      db.insert(bookingClients).values({ bookingId: b.id, clientId: erlan.id, position: 0 }),
    );
    const byMiddleName = (await api.get(`/api/v2/main/calendar/?${window}&search=болатович`)).json();
    expect(JSON.stringify(byMiddleName)).toContain('Нурланулы Ерлан');
    expect(JSON.stringify(byMiddleName)).not.toContain('Серикова');
    await db.delete(bookingClients).where(eq(bookingClients.bookingId, b.id));
  });

  it('leaves out what lies outside the window and what no longer holds a room', async () => {
    const outside = (await api.get(`/api/v2/main/calendar/?start=${day(20)}&end=${day(25)}`)).json();
    expect(JSON.stringify(outside)).not.toContain('"kind":"booking"');
  });

  it('refuses a window that ends before it starts', async () => {
    const res = await api.get(`/api/v2/main/calendar/?start=${day(5)}&end=${day(1)}`);
    expect(res.json()).toEqual({ error: 'Конец периода должен быть позже начала', field: 'end' });
  });

  it("shows nothing of another company's calendar", async () => {
    const other = await buildCompany(t.database.db);
    const stranger = await buildEmployee(t.database.db, other.id);
    const theirs = client(app, (await login(app, stranger.email, TEST_PASSWORD)).token);
    expect((await theirs.get(`/api/v2/main/calendar/?${window}`)).json()).toEqual({ categories: [] });
    expect((await theirs.get(`/api/v2/main/calendar-time/?${window}&room_id=${room.id}`)).json()).toEqual([]);
  });
});

describe('hourly calendar', () => {
  it("lists one room's bookings of the day", async () => {
    const h = await reserve({
      check_in: day(20, 10),
      check_out: day(20, 16),
      room: hostelRoom.id,
      is_time: true,
    });
    const res = await api.get(
      `/api/v2/main/calendar-time/?start=${day(20, 5)}&end=${day(21, 5)}&room_id=${hostelRoom.id}`,
    );
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: h.id,
        status: 'time',
        booking_status: 'new',
        check_in: day(20, 10),
        check_out: day(20, 16),
      }),
    ]);
  });
});

describe('today', () => {
  it("counts the property's day in its own time zone", async () => {
    // 02:00 in Almaty on 4 December is still 3 December in UTC.
    const now = Date.UTC(2026, 11, 3, 21) / 1000;
    const counts = await today(t.database.db, await actorIn(t.database.db, companyId), now);
    expect(counts).toMatchObject({
      date: '2026-12-04',
      busy: 1,
      free: 1,
      // The draft on 'Койка 2' holds its bed: it cannot be sold, so it is busy.
      busy_koika: 1,
      check_in: 0,
      check_out: 0,
      partial_paid: 1,
      paid: 0,
      not_paid: 0,
    });
    const arrival = await today(
      t.database.db,
      await actorIn(t.database.db, companyId),
      Date.UTC(2026, 11, 3, 4) / 1000,
    );
    expect(arrival).toMatchObject({ date: '2026-12-03', check_in: 1, busy: 1 });
    const departure = await today(
      t.database.db,
      await actorIn(t.database.db, companyId),
      Date.UTC(2026, 11, 5, 4) / 1000,
    );
    expect(departure).toMatchObject({ date: '2026-12-05', check_out: 1 });
  });

  it('answers over HTTP', async () => {
    const res = await api.get('/api/v2/main/today/');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(
      expect.arrayContaining([
        'free',
        'busy',
        'busy_times',
        'busy_koika',
        'residence',
        'paid',
        'not_paid',
        'partial_paid',
      ]),
    );
  });
});

describe('Excel export', () => {
  it('is a real report.xlsx with rooms down, days across and occupied cells coloured and named', async () => {
    const res = await api.get(`/api/v2/main/export-calendar/?start=${day(1, 5)}&end=${day(8, 5)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="report.xlsx"; filename*=UTF-8''report.xlsx`,
    );
    const wb = await readXlsx(res.rawPayload);
    // A4 landscape, one page wide, the days' row on every page.
    expectPrintable(wb, { Календарь: '2:2' });
    const ws = wb.getWorksheet('Календарь')!;
    expect(ws.getRow(2).getCell(2).value).toBe('01.12');
    expect(ws.getRow(2).getCell(8).value).toBe('07.12');
    const names = ws.getColumn(1).values as unknown[];
    expect(names).toEqual(expect.arrayContaining(['Стандарт', '101', '102', 'Хостел', 'Х-1']));
    const r101 = ws.getRow(names.indexOf('101'));
    // The stay of 3–5 December covers the nights of the 3rd and 4th.
    expect(r101.getCell(4).value).toBe('Серикова Айгуль');
    expect(r101.getCell(5).value).toBe('Серикова Айгуль');
    expect(r101.getCell(6).value).toBeNull();
    expect((r101.getCell(4).fill as { fgColor?: { argb?: string } }).fgColor?.argb).toBe('FF74C0FC');
    // A bed-type stay is named with its bed.
    expect(ws.getRow(names.indexOf('Х-1')).getCell(5).value).toBe('Черновик · Койка 2');
  });

  it('says under the rooms what each colour means, and every colour used is in it', async () => {
    const res = await api.get(`/api/v2/main/export-calendar/?start=${day(1, 5)}&end=${day(8, 5)}`);
    const ws = (await readXlsx(res.rawPayload)).getWorksheet('Календарь')!;
    const fillOf = (cell: ExcelJS.Cell) =>
      (cell.fill as { fgColor?: { argb?: string } } | undefined)?.fgColor?.argb;
    const names = ws.getColumn(1).values as unknown[];
    const title = names.findIndex((v) => typeof v === 'string' && v.startsWith('Обозначения'));
    expect(title).toBeGreaterThan(names.indexOf('Х-1'));
    const legend = new Map<string, unknown>();
    for (let r = title + 1; r <= ws.rowCount; r++) {
      legend.set(fillOf(ws.getCell(r, 1))!, ws.getCell(r, 1).value);
    }
    expect([...legend.values()]).toEqual([
      'Черновик',
      'Резерв',
      'Бронь',
      'Заселен',
      'Выселен',
      'Ремонт',
      'Блок канала продаж',
    ]);
    const used = new Set<string>();
    for (let r = 3; r < title; r++) {
      for (let c = 2; c <= 8; c++) {
        const argb = fillOf(ws.getCell(r, c));
        if (argb) used.add(argb);
      }
    }
    expect(used.size).toBeGreaterThan(1);
    for (const argb of used) expect(legend.has(argb), argb).toBe(true);
  });
});

// Issue 28: beds under a whole-room booking (item 6) and whose a block is (item 8). January 2027, on
// rooms of their own, so the answers above stay as they are.
describe('channel blocks on the calendar', () => {
  const jan = `start=${day(40, 5)}&end=${day(50, 5)}`;
  let blockRoom: { id: number };
  const blocksOf = async (who: TestClient) => {
    const res = await who.get(`/api/v2/main/calendar/?${jan}`);
    expect(res.statusCode).toBe(200);
    const rooms = res.json().categories.flatMap((c: { room_list: unknown[] }) => c.room_list);
    return rooms.find((r: { id: number }) => r.id === blockRoom.id).booking_list as {
      is_own?: boolean;
      may_reserve?: boolean;
      source: string;
    }[];
  };

  beforeAll(async () => {
    blockRoom = (await api.post('/api/v2/categories/rooms/', { name: '103', category: std.id })).json();
    for (const [name, isOwn, from] of [
      ['Сайт отеля', true, 41],
      ['Booking.com блоки', false, 44],
    ] as const) {
      const channel = (
        await api.post('/api/v2/sales-channels/', { name, kind: 'ota', commission_percent: 0 })
      ).json();
      const res = await api.post('/api/v2/sales-channels/add-blocks/', {
        channel: channel.id,
        category: std.id,
        rooms: [blockRoom.id],
        start: day(from),
        end: day(from + 2, 12),
        is_own: isOwn,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it("tell the viewer whether they may turn a block into a reservation, by the server's own rule", async () => {
    expect((await blocksOf(api)).map((b) => [b.source, b.is_own, b.may_reserve])).toEqual([
      ['Сайт отеля', true, true],
      ['Booking.com блоки', false, false],
    ]);
    // Without 'bookings.edit' (the housekeeper) no block may be reserved, an own one neither.
    const maid = await buildEmployee(t.database.db, companyId, {}, 'housekeeper');
    const theirs = client(app, (await login(app, maid.email, TEST_PASSWORD)).token);
    expect((await blocksOf(theirs)).map((b) => b.may_reserve)).toEqual([false, false]);
    // The accountant sees money as the owner does, but reserves nothing: the owner's answer, cached for
    // the same window, is not hers.
    const accountant = await buildEmployee(t.database.db, companyId, {}, 'accountant');
    const hers = client(app, (await login(app, accountant.email, TEST_PASSWORD)).token);
    expect((await blocksOf(hers)).map((b) => b.may_reserve)).toEqual([false, false]);
    expect((await blocksOf(api)).map((b) => b.may_reserve)).toEqual([true, false]);
  });
});

describe('beds under a whole-room booking', () => {
  it('carry the room booking, marked as the whole room, in every bed row', async () => {
    const hostel = (
      await api.post('/api/v2/categories/', { name: 'Хостел 1', category_type: 'koika', place_number: 3 })
    ).json();
    const dorm = (await api.post('/api/v2/categories/rooms/', { name: 'Х-3', category: hostel.id })).json();
    const whole = await reserve({ check_in: day(42), check_out: day(44, 12), room: dorm.id });
    const bedOwn = await reserve({
      check_in: day(45),
      check_out: day(46, 12),
      room: dorm.id,
      koika: dorm.koika_list[0].id,
    });
    // The bed the room booking covers is refused, as the calendar must show.
    const refused = await api.post('/api/booking/', {
      check_in: day(42),
      check_out: day(43, 12),
      room: dorm.id,
      koika: dorm.koika_list[2].id,
    });
    expect(refused.statusCode).toBe(409);

    const res = await api.get(`/api/v2/main/calendar/?start=${day(40, 5)}&end=${day(50, 5)}`);
    const row = res
      .json()
      .categories.flatMap((c: { room_list: unknown[] }) => c.room_list)
      .find((r: { id: number }) => r.id === dorm.id);
    expect(row.booking_list.map((b: { id: number }) => b.id)).toEqual([whole.id]);
    expect(row.booking_list[0]).not.toHaveProperty('whole_room');
    expect(row.koika_list).toHaveLength(3);
    for (const [i, bed] of row.koika_list.entries()) {
      const mine = i === 0 ? [bedOwn.id] : [];
      expect(bed.booking_list.map((b: { id: number; whole_room?: true }) => [b.id, b.whole_room])).toEqual([
        [whole.id, true],
        ...mine.map((id) => [id, undefined]),
      ]);
    }
  });
});
