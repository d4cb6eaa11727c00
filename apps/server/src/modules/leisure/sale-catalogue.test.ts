/**
 * A sale priced on the catalogue kept from the last sale (sale-catalogue.ts) is never priced or checked
 * on a stale one: each change below is made straight in the database, as another instance or an
 * administrator's screen on it would, after a first sale kept the catalogue. The next sale must follow
 * the change, and nothing must be written for a refusal.
 */
import { addDays, fillMessage, leisureMessages, toLocal } from '@pms/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { leisureCategories, leisurePrices, leisureTariffs } from '../../db/schema.ts';
import { buildEmployee, TEST_PASSWORD } from '../../test/factories.ts';
import { client, login, startWorld, stopWorld } from '../../test/harness.ts';

let w: Awaited<ReturnType<typeof startWorld>>;
const tomorrow = addDays(toLocal(Date.now() / 1000, 'Asia/Almaty').date, 1);
const allWeek = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'];
const allYear = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];

beforeAll(async () => {
  w = await startWorld();
});
afterAll(() => stopWorld(w));

/** A new activity with one tariff of `stock` places and one price item, sold once so it is kept. */
async function keptActivity(stock = 10) {
  const category = (
    await w.api.post('/api/v2/categories/leisure/', { name: `Сауна ${Math.random()}` })
  ).json().id as number;
  const res = await w.api.post('/api/v2/categories/leisure-tariffs/', {
    category,
    enum: 'Вечерний сеанс',
    stock_number: stock,
    start_time: '18:00',
    end_time: '20:00',
    weekdays: allWeek,
    months: allYear,
    price_list: [{ name: 'Взрослый', price: 5000 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  const tariff = res.json() as { id: number; price_list: { id: number }[] };
  const price = tariff.price_list[0]!.id;
  expect((await sell(category, price)).statusCode).toBe(201);
  return { category, tariff: tariff.id, price };
}

const sell = (category: number, price: number, quantity = 1) =>
  w.api.post('/api/v2/leisure/booking/', {
    booking_status: 'book',
    client: { first_name: 'Покупатель', phone_number: '+7 700 000 00 00' },
    category,
    check_in: tomorrow,
    prices: [{ price, quantity }],
  });

const ordersOf = async (category: number) =>
  (
    await queryRows<{ n: number }>(
      w.t.database.db,
      sql`select count(*)::int as n from leisure_orders where category_id = ${category}`,
    )
  )[0]!.n;

describe('a sale on a kept catalogue', () => {
  it('charges a price changed since', async () => {
    const { category, price } = await keptActivity();
    await w.t.database.db.update(leisurePrices).set({ price: '7000.00' }).where(eq(leisurePrices.id, price));
    const res = await sell(category, price, 2);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().amount).toBe('14000.00');
  });

  it('refuses a tariff taken off sale since, writing nothing', async () => {
    const { category, tariff, price } = await keptActivity();
    await w.t.database.db
      .update(leisureTariffs)
      .set({ isActive: false })
      .where(eq(leisureTariffs.id, tariff));
    const res = await sell(category, price);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(fillMessage(leisureMessages.notSoldThatDay, { name: 'Вечерний сеанс' }));
    expect(await ordersOf(category)).toBe(1);
  });

  it('sells places added since, which the kept catalogue would have refused', async () => {
    const { category, tariff, price } = await keptActivity(10);
    await w.t.database.db
      .update(leisureTariffs)
      .set({ stockNumber: 50 })
      .where(eq(leisureTariffs.id, tariff));
    await w.t.database.db.execute(
      sql`update leisure_stock set total = 50, empty = empty + 40 where tariff_id = ${tariff}`,
    );
    expect((await sell(category, price, 20)).statusCode).toBe(201);
  });

  it('sells a price item added since, and refuses one deleted since with 404', async () => {
    const { category, tariff, price } = await keptActivity();
    const [added] = await w.t.database.db
      .insert(leisurePrices)
      .values({ companyId: w.companyId, tariffId: tariff, name: 'Детский', price: '2500.00' })
      .returning();
    const res = await sell(category, added!.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().amount).toBe('2500.00');
    await w.t.database.db.execute(
      sql`update leisure_order_items set price_id = null where price_id = ${price}`,
    );
    await w.t.database.db.delete(leisurePrices).where(eq(leisurePrices.id, price));
    const gone = await sell(category, price);
    expect(gone.statusCode).toBe(404);
    expect(await ordersOf(category)).toBe(2);
  });

  it("answers with the activity's new name", async () => {
    const { category, price } = await keptActivity();
    await w.t.database.db
      .update(leisureCategories)
      .set({ name: 'Баня на дровах' })
      .where(eq(leisureCategories.id, category));
    const res = await sell(category, price);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().category_name).toBe('Баня на дровах');
    // The answer is built from what the statement wrote and returned: the same as the order read again.
    expect(res.json().created_by_name).not.toBe('');
    expect(res.json()).toEqual((await w.api.get(`/api/v2/leisure/booking/${res.json().id}/`)).json());
  });

  it("names the seller 'Фамилия Имя' by the domain's personName, as the order read again does", async () => {
    const { category, price } = await keptActivity();
    // Name parts as an old import left them, padded (issue 28, item 16).
    const seller = await buildEmployee(w.t.database.db, w.companyId, {
      lastName: ' Касымова ',
      firstName: 'Айгерим  ',
    });
    const api = client(w.app, (await login(w.app, seller.email, TEST_PASSWORD)).token);
    const res = await api.post('/api/v2/leisure/booking/', {
      booking_status: 'book',
      client: { first_name: 'Покупатель', phone_number: '+7 700 000 00 00' },
      category,
      check_in: tomorrow,
      prices: [{ price, quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().created_by_name).toBe('Касымова Айгерим');
    expect(res.json()).toEqual((await api.get(`/api/v2/leisure/booking/${res.json().id}/`)).json());
  });
});
