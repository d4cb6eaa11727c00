/**
 * Defect 5 of issue 10: every status call follows the one status machine (packages/domain
 * status-steps.ts): only the next step, never back, never two steps at once; a refusal names the step
 * that is allowed.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, paymentTypes } from '../../db/schema.ts';
import { decemberInAlmaty as day } from '../../test/factories.ts';
import { reserveInGroup, startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;
let rooms: number[];
let cash: number;
let nextDay = 1;

const versionOf = async (id: number) => (await api.get(`/api/v2/booking/${id}/`)).json().version as number;
const setStatus = async (id: number, status: string) =>
  api.post(`/api/v2/booking/${id}/status/`, { status, version: await versionOf(id) });
const setGroupStatus = async (parent: number, status: string) =>
  api.post(`/api/v2/booking/group/${parent}/status/`, { status, version: await versionOf(parent) });

/** Stays two nights apart, so no two tests share a night. */
const nextStay = (room = rooms[0]!) => {
  const from = nextDay;
  nextDay += 2;
  return { room, check_in: day(from), check_out: day(from + 1, 12) };
};
const force = (ids: number[], status: string) =>
  t.database.db.update(bookings).set({ status }).where(inArray(bookings.id, ids));
const pay = (bookingId: number) =>
  t.database.db.insert(payments).values({ companyId, bookingId, value: '5000', paymentMethodId: cash });

/** A saved, paid booking forced to `status`. */
async function bookingAt(status: string) {
  const id = (await api.post('/api/booking/', nextStay())).json().id as number;
  await pay(id);
  await force([id], status);
  return id;
}
const statusOf = async (id: number) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;

beforeAll(async () => {
  ({ t, app, api, companyId } = await startWorld());
  const cat = (
    await api.post('/api/v2/categories/', { name: 'Стандарт', category_type: 'room', place_number: 2 })
  ).json();
  rooms = [];
  for (const name of ['201', '202']) {
    rooms.push((await api.post('/api/v2/categories/rooms/', { name, category: cat.id })).json().id);
  }
  const [type] = await t.database.db.insert(paymentTypes).values({ companyId, name: 'Наличные' }).returning();
  cash = type!.id;
});
afterAll(() => stopWorld({ t, app }));

describe('the status call follows the status machine', () => {
  it('refuses to set a checked-out booking back to reserved', async () => {
    const id = await bookingAt('check_out');
    const res = await setStatus(id, 'reserved');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Статус «Выселен» нельзя продвинуть дальше' });
    expect(await statusOf(id)).toBe('check_out');
  });

  it('refuses reserved → check_out in one call, naming the next step', async () => {
    const id = await bookingAt('reserved');
    const res = await setStatus(id, 'check_out');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Бронь в статусе «Резерв». Следующий шаг — «Бронирование»' });
    expect(await statusOf(id)).toBe('reserved');
  });

  it('refuses a step back, naming the step forward', async () => {
    const id = await bookingAt('booked');
    const res = await setStatus(id, 'reserved');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Бронь в статусе «Бронь». Следующий шаг — «Заселить»' });
  });

  it('goes reserved → booked → check_in → check_out one step at a time', async () => {
    const id = await bookingAt('reserved');
    for (const status of ['booked', 'check_in', 'check_out']) {
      const res = await setStatus(id, status);
      expect(res.statusCode).toBe(200);
      expect(res.json().booking_status).toBe(status);
    }
  });
});

describe("the calendar's steps follow the same machine", () => {
  it('refuses check-out of a reserve, naming the next step', async () => {
    const id = await bookingAt('reserved');
    const res = await api.post(`/api/v2/booking/${id}/check-out/`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Бронь в статусе «Резерв». Следующий шаг — «Бронирование»' });
    expect(await statusOf(id)).toBe('reserved');
  });

  it('refuses check-in of a checked-in stay, naming «Выселить»', async () => {
    const id = await bookingAt('check_in');
    const res = await api.post(`/api/v2/booking/${id}/check-in/`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Бронь в статусе «Заселен». Следующий шаг — «Выселить»' });
  });

  it('answers a step with the booking, its new status and the toast', async () => {
    const id = await bookingAt('booked');
    // The room was left dirty by the check-out of an earlier test here: the check-in asks first (issue
    // 33, housekeeping.test.ts), and goes ahead once confirmed.
    expect((await api.post(`/api/v2/booking/${id}/check-in/`)).json().code).toBe('confirm_dirty');
    const res = await api.post(`/api/v2/booking/${id}/check-in/`, { confirm_dirty: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'check_in', message: 'Заселили!' });
  });
});

describe('the group status call follows the same machine', () => {
  async function groupAt(status: string) {
    const parent = await reserveInGroup(api, nextStay(rooms[0]));
    nextDay -= 2;
    const second = await reserveInGroup(api, nextStay(rooms[1]), parent);
    await pay(parent);
    await force([parent, second], status);
    return { parent, second };
  }

  it('refuses moving reserved rooms two steps at once', async () => {
    const { parent, second } = await groupAt('reserved');
    const res = await setGroupStatus(parent, 'check_in');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Бронь в статусе «Резерв». Следующий шаг — «Бронирование»' });
    expect([await statusOf(parent), await statusOf(second)]).toEqual(['reserved', 'reserved']);
  });

  it('refuses setting a checked-out group back to reserved', async () => {
    const { parent } = await groupAt('check_out');
    const res = await setGroupStatus(parent, 'reserved');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Статус «Выселен» нельзя продвинуть дальше' });
  });

  it('moves every room one step from the least advanced', async () => {
    const { parent, second } = await groupAt('reserved');
    await force([second], 'booked');
    const res = await setGroupStatus(parent, 'booked');
    expect(res.statusCode).toBe(200);
    expect([await statusOf(parent), await statusOf(second)]).toEqual(['booked', 'booked']);
  });
});
