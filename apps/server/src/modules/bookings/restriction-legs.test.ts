/**
 * A rate plan's restrictions for a stay moved mid-stay and for a status step that moves the stay to now
 * (issue 32; domain restriction-rights.ts saleRefusals), on both databases: each night is checked in the
 * category it is sold in and only what a change sells is checked; an early arrival at the desk sells the
 * nights before the booked one, a departure at the desk sells nothing. Stays are laid around the real
 * today, in the property's zone.
 */
import { addDays, formatDayMonth, fromLocal, nightsText, ratePlanMessages, toLocal } from '@pms/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, payments, paymentTypes } from '../../db/schema.ts';
import { buildEmployee, TEST_PASSWORD } from '../../test/factories.ts';
import { client, login, startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';

const tz = 'Asia/Almaty';
let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let frontdesk: TestClient;
let companyId: number;
let cash: number;
let base: number;
let std: number;
let lux: number;
const standard: number[] = [];
const deluxe: number[] = [];

const today = () => toLocal(Math.floor(Date.now() / 1000), tz).date;
const date = (days: number) => addDays(today(), days);
const at = (days: number, time: string) => fromLocal(date(days), time, tz);
const local = (days: number, time: string) => `${date(days)} ${time}`;
const every = (price: number) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'].map((d) => [d, price]));
const detail = async (id: number) => (await api.get(`/api/v2/booking/${id}/`)).json();
const body = (room: number, from: number, to: number) => ({
  check_in: local(from, '14:00'),
  check_out: local(to, '12:00'),
  room,
  clients: [{ first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' }],
});
/** A restriction of the base plan in a category on the day `days` from today. */
async function restrict(category: number, days: number, what: object) {
  const res = await api.post('/api/v2/rate-grid/bulk/', {
    rate_plan: base,
    categories: [category],
    from: date(days),
    to: date(days),
    restrictions: what,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A booking saved by the editor from `from` 14:00 to `to` 12:00 (days from today), paid, at `status`. */
async function stay(room: number, from: number, to: number, status: string) {
  const id = (
    await api.post('/api/booking/', { room, check_in: at(from, '14:00'), check_out: at(to, '12:00') })
  ).json().id as number;
  const saved = await api.put(`/api/v2/booking/${id}/`, { ...body(room, from, to), version: 1 });
  expect(saved.statusCode, saved.body).toBe(200);
  await t.database.db
    .insert(payments)
    .values({ companyId, bookingId: id, value: '5000', paymentMethodId: cash });
  await t.database.db
    .update(bookings)
    .set({ status })
    .where(inArray(bookings.id, [id]));
  return id;
}
const overrides = (id: number) =>
  t.database.db
    .select({ data: auditLog.data })
    .from(auditLog)
    .where(and(eq(auditLog.bookingId, id), eq(auditLog.action, 'restriction_override')));

beforeAll(async () => {
  ({ t, app, api, companyId } = await startWorld());
  const e = await buildEmployee(t.database.db, companyId, {}, 'frontdesk');
  frontdesk = client(app, (await login(app, e.email, TEST_PASSWORD)).token);
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
  for (const name of ['101', '102', '103', '104'])
    standard.push((await api.post('/api/v2/categories/rooms/', { name, category: std })).json().id);
  for (const name of ['201', '202'])
    deluxe.push((await api.post('/api/v2/categories/rooms/', { name, category: lux })).json().id);
  const [type] = await t.database.db.insert(paymentTypes).values({ companyId, name: 'Наличные' }).returning();
  cash = type!.id;
  base = (await api.get('/api/v2/rate-plans/')).json()[0].id;
});
afterAll(() => stopWorld({ t, app }));
// Each test's restrictions go with it.
afterEach(async () => {
  const res = await api.post('/api/v2/rate-grid/bulk/', {
    rate_plan: base,
    categories: [std, lux],
    from: date(-3),
    to: date(6),
    restrictions: {
      min_stay: null,
      max_stay: null,
      closed_to_arrival: false,
      closed_to_departure: false,
      stop_sell: false,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
});

describe('a stay moved mid-stay', () => {
  it('is checked night by night in the category it is sold in, and only for what the change sells', async () => {
    // Yesterday 14:00 → in two days, in 'Стандарт'; then 'Люкс' closes arrivals yesterday with a
    // 9-night minimum from it: rules of an arrival the guest made in the first room.
    const id = await stay(standard[0]!, -1, 2, 'check_in');
    await restrict(lux, -1, { closed_to_arrival: true, min_stay: 9 });
    const moved = await frontdesk.patch(`/api/v2/booking/${id}/move/`, {
      room: deluxe[0]!,
      check_in: at(-1, '14:00'),
      check_out: at(2, '12:00'),
      room_reason: 'Протекает кран',
      from_now: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await detail(id);
    expect(after.legs).toHaveLength(2);

    // A night more: its arrival's rules are the first room's category's (none); the new night is Люкс's.
    const longer = await frontdesk.put(`/api/v2/booking/${id}/`, {
      ...body(deluxe[0]!, -1, 3),
      version: after.version,
    });
    expect(longer.statusCode, longer.body).toBe(200);

    // A stop-sell on a night the change adds, in the room it is sold in, refuses it.
    await restrict(lux, 3, { stop_sell: true });
    const stopped = await frontdesk.put(`/api/v2/booking/${id}/`, {
      ...body(deluxe[0]!, -1, 4),
      version: longer.json().version,
    });
    expect(stopped.statusCode).toBe(400);
    expect(stopped.json()).toEqual({
      error: ratePlanMessages.stopSell(formatDayMonth(date(3))),
      field: 'check_in',
      code: 'restriction',
    });

    // The first room's minimum binds the arrival when the stay's length changes.
    await restrict(std, -1, { min_stay: 9 });
    const shorter = await frontdesk.put(`/api/v2/booking/${id}/`, {
      ...body(deluxe[0]!, -1, 2),
      version: longer.json().version,
    });
    expect(shorter.json()).toEqual({
      error: ratePlanMessages.minStay(formatDayMonth(date(-1)), nightsText(9)),
      field: 'check_in',
      code: 'restriction',
    });
  });

  it('a move into a category stop-sold tonight is refused on that night', async () => {
    const id = await stay(standard[1]!, -1, 2, 'check_in');
    await restrict(lux, 0, { stop_sell: true });
    const res = await frontdesk.patch(`/api/v2/booking/${id}/move/`, {
      room: deluxe[1]!,
      check_in: at(-1, '14:00'),
      check_out: at(2, '12:00'),
      room_reason: 'Шумно',
      from_now: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: ratePlanMessages.stopSell(formatDayMonth(date(0))) });
    expect((await detail(id)).room).toBe(standard[1]!);
  });
});

describe('a status step that moves the stay to now (stay_now)', () => {
  it('an early arrival sells the nights before the booked one: refused on a stop-sell, a manager’s reason sells it', async () => {
    const id = await stay(standard[2]!, 2, 4, 'booked');
    await restrict(std, 0, { stop_sell: true });
    const refused = await frontdesk.post(`/api/v2/booking/${id}/check-in/`, { stay_now: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: ratePlanMessages.stopSell(formatDayMonth(date(0))),
      field: 'check_in',
      code: 'restriction',
    });
    const noRight = await frontdesk.post(`/api/v2/booking/${id}/check-in/`, {
      stay_now: true,
      restriction_reason: 'Гость уже здесь',
    });
    expect(noRight.statusCode).toBe(403);
    expect((await detail(id)).booking_status).toBe('booked');
    // The quote of the step tells the price, not a refusal.
    expect((await frontdesk.post(`/api/v2/booking/${id}/check-in/quote/`)).statusCode).toBe(200);
    const ok = await api.post(`/api/v2/booking/${id}/check-in/`, {
      stay_now: true,
      restriction_reason: 'Гость уже здесь',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await detail(id)).check_in_local.slice(0, 10)).toBe(date(0));
    expect(await overrides(id)).toEqual([
      {
        data: {
          rate_plan: 'Стандарт',
          refusals: [ratePlanMessages.stopSell(formatDayMonth(date(0)))],
          reason: 'Гость уже здесь',
        },
      },
    ]);
  });

  it('a departure at the desk sells nothing: a minimum stay or a closed departure does not keep the guest', async () => {
    const id = await stay(standard[3]!, -1, 3, 'check_in');
    await restrict(std, -1, { min_stay: 4 });
    await restrict(std, 0, { closed_to_departure: true });
    const res = await frontdesk.post(`/api/v2/booking/${id}/check-out/`, { stay_now: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(id)).booking_status).toBe('check_out');
  });
});
