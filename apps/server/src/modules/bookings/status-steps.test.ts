/**
 * Issue 28, item 1: a step taken on another day than the booking says. 'Выселить' before the last night,
 * with the front desk's consent (stay_now), ends the stay now: re-priced by the editor's rules, the room
 * free from that moment. 'Заселить' days ahead moves the arrival to now, priced the same way, and is
 * refused, naming the holder, when the room is not free. The quote shows what the step does and writes
 * nothing. Stays are laid around the real today, in the property's zone.
 */
import { addDays, fromLocal, toLocal } from '@pms/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, holds, payments, paymentTypes } from '../../db/schema.ts';
import { buildFoodTariff } from '../../test/factories.ts';
import { reserveInGroup, startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';

const tz = 'Asia/Almaty';
let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;
let cash: number;
let breakfast: number;
const rooms: number[] = [];

const today = () => toLocal(Math.floor(Date.now() / 1000), tz).date;
/** `days` from today at `time`, unix seconds in the property's zone. */
const at = (days: number, time: string) => fromLocal(addDays(today(), days), time, tz);
const local = (days: number, time: string) => `${addDays(today(), days)} ${time}`;
const every = (price: number) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'].map((d) => [d, price]));

const detail = async (id: number) => (await api.get(`/api/v2/booking/${id}/`)).json();
const row = async (id: number) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const holdsOf = (id: number) => t.database.db.select().from(holds).where(eq(holds.bookingId, id));
const force = (ids: number[], status: string) =>
  t.database.db.update(bookings).set({ status }).where(inArray(bookings.id, ids));
const pay = (bookingId: number, value: string) =>
  t.database.db.insert(payments).values({ companyId, bookingId, value, paymentMethodId: cash });

/** A booking saved by the editor from `from` 14:00 to `to` 12:00 (days from today), paid and at `status`. */
async function stay(room: number, from: number, to: number, status: string, food = false) {
  const id = (
    await api.post('/api/booking/', { room, check_in: at(from, '14:00'), check_out: at(to, '12:00') })
  ).json().id as number;
  const body = {
    check_in: local(from, '14:00'),
    check_out: local(to, '12:00'),
    room,
    clients: [{ first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' }],
  };
  const first = await api.put(`/api/v2/booking/${id}/`, { ...body, version: 1 });
  expect(first.statusCode).toBe(200);
  if (food) {
    const meals = [
      {
        tariff: breakfast,
        adult_count: 1,
        child_count: 0,
        start_date: addDays(today(), from),
        end_date: addDays(today(), to),
      },
    ];
    const res = await api.put(`/api/v2/booking/${id}/`, {
      ...body,
      food_list: meals,
      version: first.json().version,
    });
    expect(res.json()).toMatchObject({ id });
  }
  await pay(id, '5000');
  await force([id], status);
  return id;
}

beforeAll(async () => {
  ({ t, app, api, companyId } = await startWorld());
  const cat = (
    await api.post('/api/v2/categories/', {
      name: 'Стандарт',
      category_type: 'room',
      place_number: 2,
      rates: { price_type: 'week', rows: { base: every(20_000) } },
    })
  ).json().id as number;
  for (const name of ['101', '102', '103', '104', '105', '106', '107', '108']) {
    rooms.push((await api.post('/api/v2/categories/rooms/', { name, category: cat })).json().id);
  }
  const [type] = await t.database.db.insert(paymentTypes).values({ companyId, name: 'Наличные' }).returning();
  cash = type!.id;
  breakfast = await buildFoodTariff(t.database.db, companyId, () => 3_000);
});
afterAll(() => stopWorld({ t, app }));

describe("'Выселить' before the last night", () => {
  it('ends the stay now, re-priced, and the room takes the next guest from that moment', async () => {
    const room = rooms[0]!;
    // Yesterday 14:00 → in two days 12:00: three nights at 20 000 ₸.
    const id = await stay(room, -1, 2, 'check_in');
    expect((await detail(id)).calculated_by.total).toBe('60000.00');
    const quote = (await api.post(`/api/v2/booking/${id}/check-out/quote/`)).json();
    expect(quote).toMatchObject({
      changes_dates: true,
      current_total: '60000.00',
      new_total: '20000.00',
      difference: '-40000.00',
      scope: 'booking',
      to_pay: '15000.00',
      conflict: null,
    });
    expect(quote.check_out).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    // The quote wrote nothing.
    expect((await row(id)).status).toBe('check_in');
    expect((await detail(id)).calculated_by.total).toBe('60000.00');

    const res = await api.post(`/api/v2/booking/${id}/check-out/`, { stay_now: true });
    expect(res.statusCode).toBe(200);
    const after = await detail(id);
    expect(after.booking_status).toBe('check_out');
    expect(after.check_out).toBe(quote.check_out);
    expect(after.calculated_by.total).toBe('20000.00');
    const [hold] = await holdsOf(id);
    expect(hold).toBeDefined();

    // The refusal was 'Номер 101 занят: выселен №…': the room is free from the check-out on.
    const next = await api.post('/api/booking/', {
      room,
      check_in: after.check_out,
      check_out: at(2, '12:00'),
    });
    expect(next.statusCode).toBe(201);
  });

  it('keeps the booked dates when the front desk declines the offer', async () => {
    const id = await stay(rooms[1]!, -1, 2, 'check_in');
    const before = await row(id);
    const res = await api.post(`/api/v2/booking/${id}/check-out/`);
    expect(res.statusCode).toBe(200);
    const after = await row(id);
    expect(after.status).toBe('check_out');
    expect(after.checkOut.getTime()).toBe(before.checkOut.getTime());
    expect(after.commonAmount).toBe(before.commonAmount);
  });

  it('cuts the meals after the new departure, and re-prices them', async () => {
    const id = await stay(rooms[2]!, -1, 2, 'check_in', true);
    const before = await detail(id);
    expect(before.food_list[0].end_date).toBe(addDays(today(), 2));
    const res = await api.post(`/api/v2/booking/${id}/status/`, {
      status: 'check_out',
      version: before.version,
      stay_now: true,
    });
    expect(res.statusCode).toBe(200);
    const after = await detail(id);
    expect(after.food_list[0].end_date).toBe(today());
    expect(Number(after.calculated_by.total)).toBeLessThan(Number(before.calculated_by.total));
  });

  it('on the departure day, stay_now changes nothing but the status', async () => {
    const id = await stay(rooms[3]!, -2, 0, 'check_in');
    const before = await row(id);
    const quote = (await api.post(`/api/v2/booking/${id}/check-out/quote/`)).json();
    expect(quote).toMatchObject({ changes_dates: false, difference: '0.00' });
    await api.post(`/api/v2/booking/${id}/check-out/`, { stay_now: true });
    expect((await row(id)).checkOut.getTime()).toBe(before.checkOut.getTime());
  });
});

describe("'Заселить' days ahead", () => {
  it('moves the arrival to now, priced the same way', async () => {
    const id = await stay(rooms[4]!, 2, 3, 'booked');
    const quote = (await api.post(`/api/v2/booking/${id}/check-in/quote/`)).json();
    expect(quote.changes_dates).toBe(true);
    expect(quote.conflict).toBeNull();
    expect(Number(quote.new_total)).toBeGreaterThan(Number(quote.current_total));
    const res = await api.post(`/api/v2/booking/${id}/check-in/`, { stay_now: true });
    expect(res.statusCode).toBe(200);
    const after = await detail(id);
    expect(after.booking_status).toBe('check_in');
    expect(Math.abs(after.check_in - quote.check_in)).toBeLessThanOrEqual(60);
    expect(after.calculated_by.total).toBe(quote.new_total);
    const [hold] = await holdsOf(id);
    expect(hold).toBeDefined();
  });

  it('is refused, naming the holder, when the room is not free until the arrival', async () => {
    const room = rooms[5]!;
    const staying = await stay(room, -1, 1, 'check_in');
    const id = await stay(room, 1, 3, 'booked');
    const quote = (await api.post(`/api/v2/booking/${id}/check-in/quote/`)).json();
    expect(quote.conflict).toMatch(new RegExp(`Номер 106 занят: заселен №${staying}`));
    const res = await api.post(`/api/v2/booking/${id}/check-in/`, { stay_now: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(quote.conflict);
    const unchanged = await row(id);
    expect(unchanged.status).toBe('booked');
    expect(unchanged.checkIn.getTime() / 1000).toBe(at(1, '14:00'));
  });
});

describe("a group's '… для всех'", () => {
  it('ends every room of the group now, and stores the group re-priced', async () => {
    const parent = await reserveInGroup(api, {
      room: rooms[6]!,
      check_in: at(3, '14:00'),
      check_out: at(6, '12:00'),
    });
    const second = await reserveInGroup(
      api,
      { room: rooms[7]!, check_in: at(3, '14:00'), check_out: at(6, '12:00') },
      parent,
    );
    await t.database.db
      .update(bookings)
      .set({ checkIn: new Date(at(-1, '14:00') * 1000), checkOut: new Date(at(2, '12:00') * 1000) })
      .where(inArray(bookings.id, [parent, second]));
    await pay(parent, '5000');
    await force([parent, second], 'check_in');
    const version = (await detail(parent)).version;
    const res = await api.post(`/api/v2/booking/group/${parent}/status/`, {
      status: 'check_out',
      version,
      stay_now: true,
    });
    expect(res.statusCode).toBe(200);
    for (const id of [parent, second]) {
      const r = await row(id);
      expect(r.status).toBe('check_out');
      expect(r.checkOut.getTime() / 1000).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    }
  });
});
