/**
 * Issue 25, defect 15: least privilege for the housekeeper (Горничная). Her work is the room timeline
 * (who is in, arriving, leaving), the rooms' names and repairs; she reads no money and no company
 * settings: no amounts or debts on the calendar, no calendar export, no requisites or SFTP settings, no
 * catalogue with its prices and commissions.
 */
import { emptyRequisites } from '@pms/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, companies } from '../db/schema.ts';
import { bookingEvent } from '../modules/bookings/bookings.presenter.ts';
import { buildEmployee, decemberInAlmaty as day, TEST_PASSWORD } from '../test/factories.ts';
import { client, login, startWorld, stopWorld, type TestClient, type TestDb } from '../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let owner: TestClient;
let housekeeper: TestClient;
let companyId: number;
let room: { id: number };
let booking: number;
const window = `start=${day(1)}&end=${day(20)}`;

beforeAll(async () => {
  ({ t, app, api: owner, companyId } = await startWorld({ companyName: 'Наименьшие права' }));
  const e = await buildEmployee(t.database.db, companyId, {}, 'housekeeper');
  housekeeper = client(app, (await login(app, e.email, TEST_PASSWORD)).token);
  await t.database.db
    .update(companies)
    .set({
      requisites: { ...emptyRequisites, bin: '123456789012', iik: 'KZ000000000000000001' },
      sftp: { host: 'sftp.example.kz', port: 22, username: 'hotel', folder: '/', auth_method: 'password' },
    })
    .where(eq(companies.id, companyId));
  const std = (
    await owner.post('/api/v2/categories/', { name: 'Стандарт', category_type: 'room', place_number: 2 })
  ).json();
  room = (await owner.post('/api/v2/categories/rooms/', { name: '101', category: std.id })).json();
  booking = (
    await owner.post('/api/booking/', { room: room.id, check_in: day(3), check_out: day(5, 12) })
  ).json().id;
  await t.database.db
    .update(bookings)
    .set({ status: 'booked', commonAmount: '50000.00' })
    .where(eq(bookings.id, booking));
});
afterAll(() => stopWorld({ t, app }));

/** Every key anywhere in a JSON answer. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, into);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  return into;
}
const money = ['common_amount', 'duty', 'paid', 'price', 'amount'];

describe("the housekeeper's calendar", () => {
  it('shows who is in the room and when, with no amount or debt; the owner still sees them', async () => {
    // The owner asks first, so a kept answer with money would be served to her if the cache mixed them.
    const full = await owner.get(`/api/v2/main/calendar/?${window}`);
    const bar = full.json().categories[0].room_list[0].booking_list[0];
    expect(bar).toMatchObject({ id: booking, common_amount: 50000, duty: 50000 });

    const res = await housekeeper.get(`/api/v2/main/calendar/?${window}`);
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json().categories[0].room_list[0];
    expect(mine.name).toBe('101');
    expect(mine.booking_list[0]).toMatchObject({ id: booking, status: 'booked', check_in: day(3) });
    for (const key of money) expect(keysOf(res.json()).has(key), key).toBe(false);

    const hours = await housekeeper.get(`/api/v2/main/calendar-time/?${window}&room_id=${room.id}`);
    expect(hours.statusCode, hours.body).toBe(200);
    expect(hours.json()[0]).toMatchObject({ id: booking });
    for (const key of money) expect(keysOf(hours.json()).has(key), key).toBe(false);
  });

  it("the live socket's events name the booking, its room and dates, never an amount", async () => {
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking));
    const event = bookingEvent(row!);
    expect(event).toMatchObject({ id: booking, room_id: room.id, check_in: day(3) });
    for (const key of money) expect(keysOf(event).has(key), key).toBe(false);
  });

  it("cannot find a stay by its guest's phone (issue 33); the owner can; a cached answer is not shared", async () => {
    await t.database.db
      .update(bookings)
      .set({ guestName: 'Серикова Айгуль', guestPhone: '+7 701 555 44 33' })
      .where(eq(bookings.id, booking));
    const search = `/api/v2/main/calendar/?${window}&search=555`;
    const bars = (res: { json(): { categories: { room_list: { booking_list: unknown[] }[] }[] } }) =>
      res.json().categories.flatMap((c) => c.room_list.flatMap((r) => r.booking_list)).length;
    expect(bars(await owner.get(search))).toBe(1);
    expect(bars(await housekeeper.get(search))).toBe(0);
    expect(bars(await housekeeper.get(`/api/v2/main/calendar/?${window}&search=Серикова`))).toBe(1);
  });

  it('cannot export the calendar', async () => {
    const res = await housekeeper.get(`/api/v2/main/export-calendar/?${window}`);
    expect(res.statusCode).toBe(403);
    expect((await owner.get(`/api/v2/main/export-calendar/?${window}`)).statusCode).toBe(200);
  });
});

describe("the company's settings", () => {
  it('companies/info answers her the type, zone and times, without requisites or SFTP', async () => {
    const res = await housekeeper.get('/api/v2/companies/info/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: companyId, object_type: 'hotel', timezone: 'Asia/Almaty' });
    expect(res.json()).not.toHaveProperty('requisites');
    expect(res.json()).not.toHaveProperty('sftp');
    expect(res.body).not.toContain('sftp.example.kz');
    expect(res.body).not.toContain('123456789012');
    const mine = (await owner.get('/api/v2/companies/info/')).json();
    expect(mine.sftp).toMatchObject({ host: 'sftp.example.kz', username: 'hotel' });
  });

  it('the companies export is refused to her', async () => {
    const res = await housekeeper.get('/api/v2/companies/export/');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/^Недостаточно прав/);
    expect((await owner.get('/api/v2/companies/export/')).statusCode).toBe(200);
  });
});

describe('the catalogues', () => {
  it.each([
    '/api/v2/categories/',
    '/api/v2/categories/rooms/',
    '/api/v2/service-discount/services/',
    '/api/v2/service-discount/discounts/',
    '/api/v2/sales-channels/',
    '/api/v2/tariffs/foods/',
    '/api/v2/companies/payment-types/',
    '/api/v2/categories/leisure-tariffs/',
    `/api/v2/main/leisure-price/?category_id=1&start=${day(3)}`,
  ])('%s: 403 to her', async (url) => {
    const res = await housekeeper.get(url);
    expect(res.statusCode, res.body).toBe(403);
  });
});

describe('the leisure calendar', () => {
  it('lists the activities to her (names and photos, no money), as the hotel calendar lists its rooms', async () => {
    const res = await housekeeper.get('/api/v2/categories/leisure/');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toMatch(/price|amount|commission/);
    expect((await housekeeper.post('/api/v2/categories/leisure/', { name: 'Каток' })).statusCode).toBe(403);
  });
});
