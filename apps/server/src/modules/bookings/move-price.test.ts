import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, holds } from '../../db/schema.ts';
import {
  buildCompany,
  buildEmployee,
  buildFoodTariff,
  decemberInAlmaty,
  TEST_PASSWORD,
} from '../../test/factories.ts';
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
let standard: number[];
let suite: number;
let breakfast: number;

const day = decemberInAlmaty;
const every = (price: number) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'].map((d) => [d, price]));
const category = async (name: string, price: number, places = 2) =>
  (
    await api.post('/api/v2/categories/', {
      name,
      category_type: 'room',
      place_number: places,
      rates: { price_type: 'week', rows: { base: every(price) } },
    })
  ).json().id as number;
const room = async (name: string, cat: number) =>
  (await api.post('/api/v2/categories/rooms/', { name, category: cat })).json().id as number;

/** A reserve saved by the editor, December `from` 14:00 → `to` 12:00, with the editor's extra fields. */
async function saved(roomId: number, from: number, to: number, over: Record<string, unknown> = {}) {
  const id = (
    await api.post('/api/booking/', { room: roomId, check_in: day(from), check_out: day(to, 12) })
  ).json().id as number;
  const pad = (d: number) => `2026-12-${String(d).padStart(2, '0')}`;
  const body = {
    check_in: `${pad(from)} 14:00`,
    check_out: `${pad(to)} 12:00`,
    room: roomId,
    clients: [{ first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' }],
    ...over,
  };
  // Meals are added once the reserve is saved ('Сначала сохраните бронь без питания').
  const first = await api.put(`/api/v2/booking/${id}/`, { ...body, food_list: [], version: 1 });
  expect(first.statusCode).toBe(200);
  if (!over.food_list) return id;
  const res = await api.put(`/api/v2/booking/${id}/`, { ...body, version: first.json().version });
  expect(res.statusCode).toBe(200);
  return id;
}
const detail = async (id: number) => (await api.get(`/api/v2/booking/${id}/`)).json();
const moveBody = (roomId: number, from: number, to: number, reason = '') => ({
  room: roomId,
  check_in: day(from),
  check_out: day(to, 12),
  room_reason: reason,
});

beforeAll(async () => {
  ({ t, app, api, companyId } = await startWorld());
  const cheap = await category('Стандарт', 20_000);
  standard = [await room('101', cheap), await room('102', cheap), await room('103', cheap)];
  suite = await room('201', await category('Люкс', 50_000));
  const db = t.database.db;
  breakfast = await buildFoodTariff(db, companyId, () => 3_000);
});
afterAll(() => stopWorld({ t, app }));

describe('a move re-prices the booking as the editor would', () => {
  it('quotes a longer tariff stay at the editor price and writes nothing', async () => {
    const id = await saved(standard[0]!, 1, 3);
    const stored = async () => ({
      booking: (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0],
      holds: await t.database.db.select().from(holds).where(eq(holds.bookingId, id)),
    });
    const before = await stored();
    expect(before.holds).toHaveLength(1);
    const res = await api.post(`/api/v2/booking/${id}/move/quote/`, moveBody(standard[0]!, 1, 4));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      current_total: '40000.00',
      new_total: '60000.00',
      difference: '20000.00',
      scope: 'booking',
    });
    // The editor's own price call for the same stay says the same.
    const editorPrice = (
      await api.post(`/api/v2/booking/${id}/price/`, {
        check_in: '2026-12-01 14:00',
        check_out: '2026-12-04 12:00',
        room: standard[0],
        clients: [],
      })
    ).json();
    expect(editorPrice.total).toBe('60000.00');
    expect(await stored()).toEqual(before);
  });

  it('stores the new total and duty when a tariff stay is moved to more nights', async () => {
    const id = await saved(standard[1]!, 1, 3);
    const res = await api.patch(`/api/v2/booking/${id}/move/`, moveBody(standard[1]!, 1, 4));
    expect(res.statusCode).toBe(200);
    expect(res.json().common_amount).toBe(60_000);
    expect((await detail(id)).calculated_by).toMatchObject({ days: 3, total: '60000.00', duty: '60000.00' });
  });

  it('prices a move to a room of another category at that category’s rates', async () => {
    const id = await saved(standard[2]!, 5, 7);
    const body = moveBody(suite, 5, 7, 'Гость попросил номер больше');
    expect((await api.post(`/api/v2/booking/${id}/move/quote/`, body)).json()).toMatchObject({
      current_total: '40000.00',
      new_total: '100000.00',
      difference: '60000.00',
    });
    expect((await api.patch(`/api/v2/booking/${id}/move/`, body)).json().common_amount).toBe(100_000);
  });

  it('keeps an итоговая цена as it is: the whole stay costs the custom price', async () => {
    const id = await saved(standard[0]!, 10, 12, { calculation_type: 'full', custom_price: 50_000 });
    const res = await api.patch(`/api/v2/booking/${id}/move/`, moveBody(standard[0]!, 10, 13));
    expect(res.json().common_amount).toBe(50_000);
  });

  it('charges a фиксированная цена per night of the new stay', async () => {
    const id = await saved(standard[1]!, 10, 12, { calculation_type: 'fixed', custom_price: 15_000 });
    const quote = (
      await api.post(`/api/v2/booking/${id}/move/quote/`, moveBody(standard[1]!, 10, 13))
    ).json();
    expect(quote).toMatchObject({ current_total: '30000.00', new_total: '45000.00' });
  });
});

describe('meals and refusals', () => {
  const meal = (from: number, to: number) => ({
    tariff: breakfast,
    adult_count: 1,
    child_count: 0,
    start_date: `2026-12-${from}`,
    end_date: `2026-12-${to}`,
    is_advance: true,
  });

  it('refuses a move that leaves saved meals outside the stay, naming the editor, and writes nothing', async () => {
    const id = await saved(standard[2]!, 15, 17, { food_list: [meal(15, 17)] });
    const before = await detail(id);
    for (const res of [
      await api.post(`/api/v2/booking/${id}/move/quote/`, moveBody(standard[2]!, 16, 18)),
      await api.patch(`/api/v2/booking/${id}/move/`, moveBody(standard[2]!, 16, 18)),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(
        'Питание брони выходит за новые даты. Измените даты вместе с питанием в редакторе брони',
      );
    }
    expect(await detail(id)).toEqual(before);
  });

  it('moves a stay whose meals stay inside it, keeping them priced', async () => {
    const id = await saved(standard[0]!, 20, 22, { food_list: [meal(20, 22)] });
    const res = await api.post(`/api/v2/booking/${id}/move/quote/`, moveBody(standard[0]!, 20, 23));
    // Three nights at 20 000 and two breakfasts at 3 000.
    expect(res.json()).toMatchObject({ current_total: '46000.00', new_total: '66000.00' });
  });

  it('answers a quote with check-out before check-in with a Russian 400', async () => {
    const id = await saved(standard[1]!, 24, 25);
    const res = await api.post(`/api/v2/booking/${id}/move/quote/`, {
      ...moveBody(standard[1]!, 24, 25),
      check_out: day(23, 12),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Дата выезда должна быть позже даты заезда');
  });

  it('does not quote another company’s booking', async () => {
    const id = await saved(standard[2]!, 26, 27);
    const other = await buildCompany(t.database.db);
    const stranger = await buildEmployee(t.database.db, other.id);
    const theirs = client(app, (await login(app, stranger.email, TEST_PASSWORD)).token);
    const res = await theirs.post(`/api/v2/booking/${id}/move/quote/`, moveBody(standard[2]!, 26, 28));
    expect(res.statusCode).toBe(404);
  });
});

describe('the quote names what the confirmation would hit (issue 28, item 5)', () => {
  it('reports the room taken, naming the holder as the move would, with no reason typed', async () => {
    const holder = await saved(standard[0]!, 8, 10, {
      clients: [{ first_name: 'Ерлан', last_name: 'Омаров', phone_number: '+7 701 222 33 44' }],
    });
    const id = await saved(standard[1]!, 8, 10);
    const quote = await api.post(`/api/v2/booking/${id}/move/quote/`, moveBody(standard[0]!, 9, 11));
    expect(quote.statusCode).toBe(200);
    const move = await api.patch(
      `/api/v2/booking/${id}/move/`,
      moveBody(standard[0]!, 9, 11, 'Просьба гостя'),
    );
    expect(move.statusCode).toBe(409);
    expect(quote.json().conflict).toBe(move.json().error);
    expect(quote.json().conflict).toMatch(
      new RegExp(`^Номер 101 занят: .*№${holder} \\(Омаров Ерлан\\), 08\\.12\\.2026 14:00`),
    );
  });

  it('reports nothing when the target is free, and the booking never conflicts with itself', async () => {
    const id = await saved(standard[2]!, 8, 10);
    for (const body of [moveBody(standard[2]!, 9, 11), moveBody(standard[2]!, 8, 12)]) {
      const quote = await api.post(`/api/v2/booking/${id}/move/quote/`, body);
      expect(quote.statusCode).toBe(200);
      expect(quote.json().conflict).toBeUndefined();
    }
  });

  it("refuses a room whose places the booking's guests exceed, before any reason", async () => {
    const single = await room('301', await category('Одноместный', 10_000, 1));
    const id = await saved(standard[2]!, 12, 13, { main_adult_count: 2 });
    const quote = await api.post(`/api/v2/booking/${id}/move/quote/`, moveBody(single, 12, 13));
    expect(quote.statusCode).toBe(400);
    expect(quote.json().error).toBe('Недостаточно мест');
    const fits = await api.post(`/api/v2/booking/${id}/move/quote/`, moveBody(suite, 12, 13));
    expect(fits.statusCode).toBe(200);
  });
});

describe('extending a stay (issue 28, item 2)', () => {
  it('is quoted with the price difference and a taken night named, then done in one move', async () => {
    const own = await room('110', await category('Продление', 20_000));
    const id = await saved(own, 15, 17);
    const next = await saved(own, 18, 19);
    // The same room and arrival, a later departure: what 'Продлить' sends.
    const quote = (await api.post(`/api/v2/booking/${id}/move/quote/`, moveBody(own, 15, 18))).json();
    expect(quote).toMatchObject({ current_total: '40000.00', new_total: '60000.00', difference: '20000.00' });
    expect(quote.conflict).toBeUndefined();
    const further = await api.post(`/api/v2/booking/${id}/move/quote/`, moveBody(own, 15, 19));
    expect(further.json().conflict).toMatch(new RegExp(`^Номер 110 занят: .*№${next}`));

    const moved = await api.patch(`/api/v2/booking/${id}/move/`, moveBody(own, 15, 18));
    expect(moved.statusCode).toBe(200);
    const after = await detail(id);
    expect(after.check_out).toBe(day(18, 12));
    expect(after.calculated_by.total).toBe('60000.00');
    expect(after.room).toBe(own);
  });
});

describe('a room of a group', () => {
  it("quotes the group's total before and after, and the move stores every room's new amount", async () => {
    const stay = { check_in: day(28), check_out: day(29, 12) };
    const parent = await reserveInGroup(api, { room: standard[0]!, ...stay });
    const child = await reserveInGroup(api, { room: standard[1]!, ...stay }, parent);
    const group = async () => (await api.get(`/api/v2/booking/group/${parent}/`)).json();
    expect((await group()).group_calculation.total).toBe('40000.00');
    const body = moveBody(standard[1]!, 28, 30);
    const quote = await api.post(`/api/v2/booking/${child}/move/quote/`, body);
    expect(quote.json()).toEqual({
      current_total: '40000.00',
      new_total: '60000.00',
      difference: '20000.00',
      scope: 'group',
    });
    // The quote wrote nothing: the room keeps its dates and the group its total.
    expect((await detail(child)).check_out).toBe(day(29, 12));
    expect((await group()).group_calculation.total).toBe('40000.00');

    expect((await api.patch(`/api/v2/booking/${child}/move/`, body)).statusCode).toBe(200);
    const after = await group();
    expect(after.group_calculation.total).toBe('60000.00');
    const amounts = Object.fromEntries(
      after.child_list.map((c: { id: number; common_amount: string }) => [c.id, c.common_amount]),
    );
    expect(amounts).toEqual({ [parent]: '20000.00', [child]: '40000.00' });
  });
});
