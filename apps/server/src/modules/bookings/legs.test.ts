/**
 * Issue 28, item 3: a guest moved to another room in the middle of a stay keeps one booking with two legs.
 * 'С сегодняшнего дня' (from_now) leaves the first room held up to the move and free after it, holds the
 * new room from the move to the departure, and prices each night at the room slept in. Every later path
 * keeps the legs: the editor's save, a move of the current room, an early check-out, a group's save and
 * its price. Stays are laid around the real today, in the property's zone.
 */
import { addDays, fromLocal, toLocal } from '@pms/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingLegs,
  bookingRevenue,
  bookings,
  holds,
  payments,
  paymentTypes,
  units,
} from '../../db/schema.ts';
import { reserveInGroup, startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';

const tz = 'Asia/Almaty';
let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;
let cash: number;
/** Rooms at 20 000 ₸ a night ('Стандарт') and at 30 000 ₸ ('Люкс'). */
const standard: number[] = [];
const deluxe: number[] = [];
let std: number;
let lux: number;

const today = () => toLocal(Math.floor(Date.now() / 1000), tz).date;
const at = (days: number, time: string) => fromLocal(addDays(today(), days), time, tz);
const local = (days: number, time: string) => `${addDays(today(), days)} ${time}`;
const now = () => Math.floor(Date.now() / 1000);
const every = (price: number) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'].map((d) => [d, price]));
const detail = async (id: number) => (await api.get(`/api/v2/booking/${id}/`)).json();
const force = (ids: number[], status: string) =>
  t.database.db.update(bookings).set({ status }).where(inArray(bookings.id, ids));
const pay = (bookingId: number, value: string) =>
  t.database.db.insert(payments).values({ companyId, bookingId, value, paymentMethodId: cash });
const body = (room: number, from: number, to: number) => ({
  check_in: local(from, '14:00'),
  check_out: local(to, '12:00'),
  room,
  clients: [{ first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' }],
});

/** A booking saved by the editor from `from` 14:00 to `to` 12:00 (days from today), paid, at `status`. */
async function stay(room: number, from: number, to: number, status = 'check_in') {
  const id = (
    await api.post('/api/booking/', { room, check_in: at(from, '14:00'), check_out: at(to, '12:00') })
  ).json().id as number;
  expect((await api.put(`/api/v2/booking/${id}/`, { ...body(room, from, to), version: 1 })).statusCode).toBe(
    200,
  );
  await pay(id, '5000');
  await force([id], status);
  return id;
}

/** The periods a booking holds, per room, in order. */
async function heldRooms(id: number) {
  const rows = await t.database.db
    .select({ roomId: units.roomId, from: holds.period })
    .from(holds)
    .innerJoin(units, eq(units.id, holds.unitId))
    .where(eq(holds.bookingId, id));
  return rows.map((r) => r.roomId).sort();
}

const reserve = (room: number, from: number, to: number) =>
  api.post('/api/booking/', { room, check_in: from, check_out: to });

const moveFromNow = (id: number, room: number, extra: Record<string, unknown> = {}) =>
  api.patch(`/api/v2/booking/${id}/move/`, {
    room,
    check_in: 0 + at(-1, '14:00'),
    check_out: at(2, '12:00'),
    room_reason: 'Протекает кран',
    from_now: true,
    ...extra,
  });

beforeAll(async () => {
  ({ t, app, api, companyId } = await startWorld());
  const category = async (name: string, price: number) =>
    (
      await api.post('/api/v2/categories/', {
        name,
        category_type: 'room',
        place_number: 2,
        rates: { price_type: 'week', rows: { base: every(price) } },
      })
    ).json().id as number;
  std = await category('Стандарт', 20_000);
  lux = await category('Люкс', 30_000);
  for (const name of ['101', '102', '103', '104', '105', '106'])
    standard.push((await api.post('/api/v2/categories/rooms/', { name, category: std })).json().id);
  for (const name of ['201', '202', '203', '204'])
    deluxe.push((await api.post('/api/v2/categories/rooms/', { name, category: lux })).json().id);
  const [type] = await t.database.db.insert(paymentTypes).values({ companyId, name: 'Наличные' }).returning();
  cash = type!.id;
});
afterAll(() => stopWorld({ t, app }));

describe("a guest in house moves 'с сегодняшнего дня'", () => {
  it('leaves the room left dirty, as a check-out would (housekeeping, issue 33)', async () => {
    // Rooms of its own: the other cases hold every room of the world at some time.
    const room = async (name: string, category: number) =>
      (await api.post('/api/v2/categories/rooms/', { name, category })).json().id as number;
    const [from, to] = [await room('107', std), await room('205', lux)];
    const id = await stay(from, -1, 2);
    const conditionOf = async (room: number) => {
      const cal = (
        await api.get(`/api/v2/main/calendar/?start=${at(-2, '00:00')}&end=${at(3, '00:00')}`)
      ).json();
      const rooms = cal.categories.flatMap(
        (c: { room_list: { id: number; condition: string }[] }) => c.room_list,
      );
      return rooms.find((r: { id: number }) => r.id === room).condition as string;
    };
    expect(await conditionOf(from)).toBe('clean');
    expect((await moveFromNow(id, to)).statusCode).toBe(200);
    expect(await conditionOf(from)).toBe('dirty');
    // The room moved into is as it was: the guest has not lived in it yet.
    expect(await conditionOf(to)).toBe('clean');
  });

  it('keeps one booking: the room left is free from the move, the new one held, each night at its rate', async () => {
    const [from, to] = [standard[0]!, deluxe[0]!];
    // Yesterday 14:00 → in two days 12:00: three nights at 20 000 ₸.
    const id = await stay(from, -1, 2);
    expect((await detail(id)).calculated_by.total).toBe('60000.00');

    const quote = (
      await api.post(`/api/v2/booking/${id}/move/quote/`, {
        room: to,
        check_in: at(-1, '14:00'),
        check_out: at(2, '12:00'),
        from_now: true,
      })
    ).json();
    // Yesterday's night in 101 (20 000), tonight and tomorrow in 201 (30 000 each).
    expect(quote).toMatchObject({ current_total: '60000.00', new_total: '80000.00', difference: '20000.00' });
    expect(await t.database.db.$count(bookingLegs, eq(bookingLegs.bookingId, id))).toBe(0);

    const before = now();
    const res = await moveFromNow(id, to);
    expect(res.statusCode).toBe(200);
    const after = await detail(id);
    expect(after).toMatchObject({ room: to, check_in: at(-1, '14:00'), check_out: at(2, '12:00') });
    expect(after.calculated_by.total).toBe('80000.00');
    expect(after.calculated_by.nights.map((n: { leg: number }) => n.leg)).toEqual([0, 1, 1]);
    expect(after.legs).toHaveLength(2);
    expect(after.legs[0]).toMatchObject({ room: from, to: expect.any(Number) });
    expect(after.legs[0].to).toBeGreaterThanOrEqual(before - 60);
    expect(after.legs[1]).toMatchObject({ room: to, from: after.legs[0].to, to: at(2, '12:00') });
    expect(await heldRooms(id)).toEqual([from, to].sort());
    // The reports count each night in the category of the room slept in, and a status change keeps it.
    const nights = () =>
      t.database.db
        .select({ category: bookingRevenue.categoryId, amount: bookingRevenue.amount })
        .from(bookingRevenue)
        .where(and(eq(bookingRevenue.bookingId, id), eq(bookingRevenue.kind, 'accommodation')))
        .orderBy(asc(bookingRevenue.date));
    const expected = [
      { category: std, amount: '20000.00' },
      { category: lux, amount: '30000.00' },
      { category: lux, amount: '30000.00' },
    ];
    expect(await nights()).toEqual(expected);
    await force([id], 'check_out');
    await force([id], 'check_in');
    expect(await nights()).toEqual(expected);

    // 101 is free after the move and still the guest's before it; 201 is the guest's from the move.
    expect((await reserve(from, now() + 3600, at(2, '12:00'))).statusCode).toBe(201);
    const earlier = await reserve(from, at(-1, '15:00'), at(-1, '18:00'));
    expect(earlier.statusCode).toBe(409);
    expect(earlier.json().error).toContain(`№${id}`);
    expect((await reserve(to, now() + 3600, now() + 7200)).statusCode).toBe(409);
  });

  it('is refused for a guest not in house, an hourly stay and the room the guest is in', async () => {
    const booked = await stay(standard[1]!, -1, 2, 'booked');
    const notIn = await moveFromNow(booked, deluxe[1]!);
    expect(notIn.statusCode).toBe(400);
    expect(notIn.json().error).toBe(
      'Переселить с сегодняшнего дня можно только заселённого гостя, пока идёт его проживание',
    );
    const living = await stay(standard[2]!, -1, 2);
    const same = await moveFromNow(living, standard[2]!);
    expect(same.json()).toMatchObject({ error: 'Гость уже живёт в этом номере' });
    const taken = await moveFromNow(living, standard[0]!);
    // 101 is taken from an hour from now by the reserve above: named before anything is written.
    expect(taken.statusCode).toBe(409);
    expect(await t.database.db.$count(bookingLegs, eq(bookingLegs.bookingId, living))).toBe(0);
  });
});

describe('a stay with legs keeps them on every later path', () => {
  let id: number;
  let version: number;
  beforeAll(async () => {
    id = await stay(standard[3]!, -1, 3);
    expect((await moveFromNow(id, deluxe[2]!, { check_out: at(3, '12:00') })).statusCode).toBe(200);
    // As if the guest had moved early this morning: last night was slept in 104. The save below places
    // the holds again from the legs.
    await t.database.db
      .update(bookingLegs)
      .set({ until: new Date(Math.min(now() - 120, at(0, '01:00')) * 1000) })
      .where(eq(bookingLegs.bookingId, id));
    version = (await detail(id)).version;
  });

  it("the editor's save keeps the earlier room and refuses dates that would leave it out", async () => {
    const saved = await api.put(`/api/v2/booking/${id}/`, {
      ...body(deluxe[2]!, -1, 4),
      version,
    });
    expect(saved.statusCode).toBe(200);
    // One night in 101 at 20 000, four in 203 at 30 000.
    expect(saved.json().calculated_by.total).toBe('140000.00');
    expect(await heldRooms(id)).toEqual([standard[3]!, deluxe[2]!].sort());
    version = saved.json().version;
    const late = await api.put(`/api/v2/booking/${id}/`, { ...body(deluxe[2]!, 1, 4), version });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toMatch(/^Проживание должно включать переезд из номера 104 \(/);
    expect(late.json().field).toBe('check_in');
  });

  it('a move of the whole stay moves the current room only and keeps the arrival', async () => {
    const shifted = await api.patch(`/api/v2/booking/${id}/move/`, {
      room: deluxe[3]!,
      check_in: at(0, '14:00'),
      check_out: at(4, '12:00'),
      room_reason: 'Просьба гостя',
    });
    expect(shifted.statusCode).toBe(400);
    expect(shifted.json().field).toBe('check_in');
    const moved = await api.patch(`/api/v2/booking/${id}/move/`, {
      room: deluxe[3]!,
      check_in: at(-1, '14:00'),
      check_out: at(4, '12:00'),
      room_reason: 'Просьба гостя',
    });
    expect(moved.statusCode).toBe(200);
    const after = await detail(id);
    expect(after.legs.map((l: { room: number }) => l.room)).toEqual([standard[3]!, deluxe[3]!]);
    expect(await heldRooms(id)).toEqual([standard[3]!, deluxe[3]!].sort());
    expect(after.calculated_by.total).toBe('140000.00');
  });

  it('an early check-out ends the current room now and keeps the earlier one', async () => {
    const res = await api.post(`/api/v2/booking/${id}/check-out/`, { stay_now: true });
    expect(res.json()).toMatchObject({ id });
    const after = await detail(id);
    expect(after.booking_status).toBe('check_out');
    expect(after.check_out).toBeLessThanOrEqual(now());
    expect(after.legs).toHaveLength(2);
    expect(await heldRooms(id)).toEqual([standard[3]!, deluxe[3]!].sort());
    // The night of yesterday in 104; tonight is not slept: the stay ends today.
    // Last night in 104 at 20 000; the stay ends today, so no night in 204.
    expect(after.calculated_by.nights.map((n: { leg: number }) => n.leg)).toEqual([0]);
    expect(after.calculated_by.total).toBe('20000.00');
    expect((await reserve(deluxe[3]!, now() + 3600, at(4, '12:00'))).statusCode).toBe(201);
  });
});

describe('a room of a group', () => {
  it('moves from now and the group is priced with the room’s legs', async () => {
    const parent = await reserveInGroup(api, {
      room: standard[4]!,
      check_in: at(-1, '14:00'),
      check_out: at(2, '12:00'),
    });
    const other = await reserveInGroup(
      api,
      { room: standard[5]!, check_in: at(-1, '14:00'), check_out: at(2, '12:00') },
      parent,
    );
    await pay(parent, '5000');
    await force([parent, other], 'check_in');
    const group = (await api.get(`/api/v2/booking/group/${parent}/`)).json();
    expect(group).toMatchObject({ child_list: [{ id: parent }, { id: other }] });
    expect(group.group_calculation.total).toBe('120000.00');
    const res = await moveFromNow(other, deluxe[1]!);
    expect(res.statusCode).toBe(200);
    const after = (await api.get(`/api/v2/booking/group/${parent}/`)).json();
    // The moved room: one night at 20 000 and two at 30 000.
    expect(after.group_calculation.total).toBe('140000.00');
    expect(await heldRooms(other)).toEqual([standard[5]!, deluxe[1]!].sort());
  });
});
