/**
 * Rate plans, the price grid and its bulk change (issue 32) through the API, on both databases: the tree
 * rules, date prices before the scheme, a derived plan following its parent, restrictions merged along
 * the lineage, one transaction and one journal entry per bulk change, and tenancy.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { buildCategory, buildFoodTariff } from '../../test/factories.ts';
import { signInElsewhere, startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;
let lux: number;
let standardRoom: number;
let base: { id: number; name: string };

const flat = (price: string) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'].map((k) => [k, price]));

beforeAll(async () => {
  ({ t, app, api, companyId } = await startWorld());
  lux = (
    await buildCategory(t.database.db, companyId, {
      name: 'Люкс',
      rates: { price_type: 'week', rows: { base: flat('30000.00') } },
    })
  ).id;
  standardRoom = (
    await buildCategory(t.database.db, companyId, {
      name: 'Стандартный',
      rates: { price_type: 'week', rows: { base: flat('20000.00'), single: flat('15000.00') } },
    })
  ).id;
  const plans = (await api.get('/api/v2/rate-plans/')).json();
  base = plans[0];
});
afterAll(() => stopWorld({ t, app }));

interface GridRow {
  rate_plan: number;
  category: number;
  price: (string | null)[];
  dated: boolean[];
  min_stay: (number | null)[];
}
interface Grid {
  dates: string[];
  plans: { id: number; name: string; formula: string | null }[];
  rows: GridRow[];
}

const newPlan = (body: object) => api.post('/api/v2/rate-plans/', { name: 'Тариф', ...body });
const grid = async (start: string, end: string) => {
  const res = await api.get(`/api/v2/rate-grid/?start=${start}&end=${end}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Grid;
};
const rowOf = (g: Grid, plan: number, category: number) =>
  g.rows.find((r) => r.rate_plan === plan && r.category === category)!;

describe('rate plans', () => {
  it('every company starts with its base plan, «Стандарт»', () => {
    expect(base).toMatchObject({
      name: 'Стандарт',
      parent: null,
      formula: null,
      is_base: true,
      is_active: true,
    });
  });

  it('creates «Невозвратный» at −10 % of «Стандарт», showing its formula', async () => {
    const res = await newPlan({
      name: 'Невозвратный',
      parent: base.id,
      adjustment_kind: 'percent',
      adjustment_value: '-10',
      is_refundable: false,
      cancellation_policy: 'Предоплата не возвращается',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Невозвратный',
      parent: base.id,
      adjustment_value: '-10.00',
      formula: '\u221210\u00a0% от «Стандарт»',
      is_refundable: false,
      is_base: false,
      categories: [],
    });
  });

  it.each<[string, object, string, string]>([
    ['an empty name', { name: ' ' }, 'name', 'Обязательное поле для заполнения'],
    [
      'a derived plan without its step',
      { parent: 'base', adjustment_kind: 'percent' },
      'adjustment_value',
      'Укажите наценку или скидку от родительского тарифа',
    ],
    [
      'a percent below −100',
      { parent: 'base', adjustment_kind: 'percent', adjustment_value: '-150' },
      'adjustment_value',
      'Процент должен быть от −100 до 1000',
    ],
    [
      'a step that is not a number',
      { parent: 'base', adjustment_kind: 'amount', adjustment_value: '1e3' },
      'adjustment_value',
      'Введите число',
    ],
    [
      'an unknown parent',
      { parent: 999_999, adjustment_kind: 'amount', adjustment_value: '100' },
      'parent',
      'Родительский тариф не найден',
    ],
    [
      'a derived base plan',
      { parent: 'base', adjustment_kind: 'amount', adjustment_value: '100', is_base: true },
      'parent',
      'Базовый тариф не может зависеть от другого',
    ],
    ['a taken name', { name: 'стандарт' }, 'name', 'Тариф с таким названием уже есть'],
    ['an unknown category', { categories: [999_999] }, 'categories', 'Категория не найдена'],
    ['an unknown food tariff', { food_tariff: 999_999 }, 'food_tariff', 'Тариф питания не найден'],
  ])('refuses %s, naming the field, and writes nothing', async (_, body, field, error) => {
    const before = (await api.get('/api/v2/rate-plans/')).json().length;
    const withBase = Object.fromEntries(
      Object.entries(body).map(([k, v]) => [k, v === 'base' ? base.id : v]),
    );
    const res = await newPlan({ name: 'Проба', ...withBase });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: error, field });
    expect((await api.get('/api/v2/rate-plans/')).json().length).toBe(before);
  });

  it('refuses a cycle, and keeps exactly one base when another plan takes the mark', async () => {
    const a = (
      await newPlan({ name: 'А', parent: base.id, adjustment_kind: 'amount', adjustment_value: '1000' })
    ).json();
    const b = (
      await newPlan({ name: 'Б', parent: a.id, adjustment_kind: 'amount', adjustment_value: '1000' })
    ).json();
    const cycle = await api.put(`/api/v2/rate-plans/${a.id}/`, {
      name: 'А',
      parent: b.id,
      adjustment_kind: 'amount',
      adjustment_value: '1000',
    });
    expect(cycle.json()).toEqual({ error: 'Тариф не может зависеть сам от себя', field: 'parent' });
    expect((await api.delete(`/api/v2/rate-plans/${a.id}/`)).json().error).toBe(
      'От этого тарифа считаются другие — сначала измените их',
    );
    const corporate = (await newPlan({ name: 'Корпоративный', is_base: true })).json();
    const plans = (await api.get('/api/v2/rate-plans/')).json() as { id: number; is_base: boolean }[];
    expect(plans.filter((p) => p.is_base).map((p) => p.id)).toEqual([corporate.id]);
    // Back as it was, and the helpers gone.
    await api.put(`/api/v2/rate-plans/${base.id}/`, { name: 'Стандарт', is_base: true });
    for (const id of [b.id, a.id, corporate.id])
      expect((await api.delete(`/api/v2/rate-plans/${id}/`)).statusCode).toBe(204);
    expect((await api.delete(`/api/v2/rate-plans/${base.id}/`)).json().error).toBe(
      'Базовый тариф нельзя удалить',
    );
  });

  it('is not seen or changed from another company', async () => {
    const other = await signInElsewhere(t, app, 'Чужой отель тарифов');
    expect((await other.api.get(`/api/v2/rate-plans/${base.id}/`)).statusCode).toBe(404);
    expect((await other.api.put(`/api/v2/rate-plans/${base.id}/`, { name: 'Взлом' })).statusCode).toBe(404);
    const theirs = (await other.api.get('/api/v2/rate-plans/')).json();
    expect(theirs.map((p: { name: string }) => p.name)).toEqual(['Стандарт']);
    const bulk = await other.api.post('/api/v2/rate-grid/bulk/', {
      rate_plan: base.id,
      categories: [lux],
      from: '2026-12-30',
      to: '2026-12-31',
      prices: { base: '1' },
    });
    expect(bulk.statusCode).toBe(404);
    const intoOurs = await other.api.post('/api/v2/rate-grid/bulk/', {
      rate_plan: theirs[0].id,
      categories: [lux],
      from: '2026-12-30',
      to: '2026-12-31',
      prices: { base: '1' },
    });
    expect(intoOurs.json()).toEqual({ error: 'Категория не найдена', field: 'categories' });
  });
});

describe('the price grid', () => {
  it('shows the scheme until dates are priced, and the derived plan through its step', async () => {
    const g = await grid('2026-12-29', '2027-01-03');
    expect(g.dates).toEqual([
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    const nonRefundable = g.plans.find((p) => p.name === 'Невозвратный')!;
    expect(rowOf(g, base.id, lux).price).toEqual(Array(6).fill('30000.00'));
    expect(rowOf(g, base.id, lux).dated).toEqual(Array(6).fill(false));
    expect(rowOf(g, nonRefundable.id, lux).price).toEqual(Array(6).fill('27000.00'));
  });

  it('prices 30.12–02.01 at 45 000 with a 3-night minimum in one change and one journal line', async () => {
    const journalBefore = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where company_id = ${companyId}`,
    );
    const res = await api.post('/api/v2/rate-grid/bulk/', {
      rate_plan: base.id,
      categories: [lux, standardRoom],
      from: '2026-12-30',
      to: '2027-01-02',
      prices: { base: '45000' },
      restrictions: { min_stay: 3 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ cells: 8, dates: 4 });
    const g = await grid('2026-12-29', '2027-01-03');
    const nonRefundable = g.plans.find((p) => p.name === 'Невозвратный')!;
    expect(rowOf(g, base.id, lux).price).toEqual([
      '30000.00',
      '45000.00',
      '45000.00',
      '45000.00',
      '45000.00',
      '30000.00',
    ]);
    expect(rowOf(g, base.id, lux).dated).toEqual([false, true, true, true, true, false]);
    // The derived plan follows at once: nothing of its own was stored.
    expect(rowOf(g, nonRefundable.id, lux).price).toEqual([
      '27000.00',
      '40500.00',
      '40500.00',
      '40500.00',
      '40500.00',
      '27000.00',
    ]);
    // Restrictions bind the derived plan too.
    expect(rowOf(g, nonRefundable.id, standardRoom).min_stay).toEqual([null, 3, 3, 3, 3, null]);
    const entries = await queryRows<{ entity: string; entity_id: number; data: Record<string, unknown> }>(
      t.database.db,
      sql`select entity, entity_id, data from audit_log where company_id = ${companyId} order by id desc limit 1`,
    );
    const after = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where company_id = ${companyId}`,
    );
    expect(after[0]!.n - journalBefore[0]!.n).toBe(1);
    expect(entries[0]).toMatchObject({
      entity: 'rate_grid',
      entity_id: base.id,
      data: {
        name: 'Стандарт',
        from: '2026-12-30',
        to: '2027-01-02',
        categories: ['Люкс', 'Стандартный'],
        dates: 4,
      },
    });
  });

  it('changes a range by a percent from what each date costs, rounded to whole tenge', async () => {
    const res = await api.post('/api/v2/rate-grid/bulk/', {
      rate_plan: base.id,
      categories: [standardRoom],
      from: '2027-01-02',
      to: '2027-01-03',
      price_change: { kind: 'percent', value: '-3.33' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = rowOf(await grid('2027-01-02', '2027-01-03'), base.id, standardRoom);
    // 45 000 (dated) and 20 000 (the scheme) less 3.33 %: 43 501.50 → 43 502, 19 334.
    expect(row.price).toEqual(['43502.00', '19334.00']);
    expect(row.dated).toEqual([true, true]);
  });

  it('sets only the chosen weekdays, and a null price gives a date back to the scheme', async () => {
    await api.post('/api/v2/rate-grid/bulk/', {
      rate_plan: base.id,
      categories: [lux],
      from: '2027-07-01',
      to: '2027-07-11',
      weekdays: ['fri', 'sat'],
      prices: { base: '32000' },
    });
    let row = rowOf(await grid('2027-07-01', '2027-07-11'), base.id, lux);
    // 2–3 and 9–10 July 2027 are Fridays and Saturdays.
    expect(row.dated).toEqual([false, true, true, false, false, false, false, false, true, true, false]);
    await api.post('/api/v2/rate-grid/bulk/', {
      rate_plan: base.id,
      categories: [lux],
      from: '2027-07-01',
      to: '2027-07-11',
      prices: { base: null },
    });
    row = rowOf(await grid('2027-07-01', '2027-07-11'), base.id, lux);
    expect(row.dated.every((d) => !d)).toBe(true);
    expect(row.price).toEqual(Array(11).fill('30000.00'));
  });

  it.each<[string, object, string, string]>([
    [
      'a derived plan’s prices',
      { rate_plan: 'derived', prices: { base: '1' } },
      'prices',
      'Цены зависимого тарифа считаются от родительского: меняйте их там',
    ],
    [
      'a reversed range',
      { from: '2027-01-05', to: '2027-01-01', prices: { base: '1' } },
      'to',
      'Дата начала позже даты окончания',
    ],
    [
      'more than two years',
      { from: '2027-01-01', to: '2029-02-01', prices: { base: '1' } },
      'to',
      'Не больше двух лет за один раз',
    ],
    ['nothing to change', {}, 'prices', 'Укажите цену или ограничения'],
    [
      'a price and a change at once',
      { prices: { base: '1' }, price_change: { kind: 'percent', value: '5' } },
      'price_change',
      'Укажите либо цену, либо изменение цены',
    ],
    ['a negative price', { prices: { base: '-5' } }, 'prices.base', 'Не может быть отрицательное число!'],
    [
      'a maximum below the minimum',
      { restrictions: { min_stay: 5, max_stay: 2 } },
      'restrictions.max_stay',
      'Максимальный срок меньше минимального',
    ],
    [
      'a maximum below a minimum already set',
      { from: '2026-12-30', to: '2026-12-30', restrictions: { max_stay: 2 } },
      'restrictions.max_stay',
      'Максимальный срок меньше минимального',
    ],
    [
      'a stay of 0 nights',
      { restrictions: { min_stay: 0 } },
      'restrictions.min_stay',
      'Срок проживания — от 1 до 366 ночей',
    ],
  ])('refuses %s and changes nothing', async (_, body, field, error) => {
    const plans = (await api.get('/api/v2/rate-plans/')).json() as { id: number; name: string }[];
    const derived = plans.find((p) => p.name === 'Невозвратный')!.id;
    const before = await grid('2026-12-29', '2027-01-05');
    const withPlan: Record<string, unknown> = {
      rate_plan: base.id,
      categories: [lux],
      from: '2027-01-01',
      to: '2027-01-03',
      ...body,
    };
    if (withPlan.rate_plan === 'derived') withPlan.rate_plan = derived;
    const res = await api.post('/api/v2/rate-grid/bulk/', withPlan);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error, field });
    expect(await grid('2026-12-29', '2027-01-05')).toEqual(before);
  });

  it('refuses a window of more than 93 days', async () => {
    const res = await api.get('/api/v2/rate-grid/?start=2027-01-01&end=2027-04-05');
    expect(res.json()).toEqual({ error: 'Не больше 93 дней за один раз', field: 'end' });
    const reversed = await api.get('/api/v2/rate-grid/?start=2027-01-05&end=2027-01-01');
    expect(reversed.json()).toEqual({ error: 'Дата начала позже даты окончания', field: 'end' });
  });

  it('turning a plan derived drops its own date prices; the database refuses them for a derived plan', async () => {
    const own = (await newPlan({ name: 'Свои цены' })).json();
    await api.post('/api/v2/rate-grid/bulk/', {
      rate_plan: own.id,
      categories: [lux],
      from: '2027-02-01',
      to: '2027-02-02',
      prices: { base: '10000' },
    });
    const put = await api.put(`/api/v2/rate-plans/${own.id}/`, {
      name: 'Свои цены',
      parent: base.id,
      adjustment_kind: 'amount',
      adjustment_value: '500',
    });
    expect(put.statusCode, put.body).toBe(200);
    const row = rowOf(await grid('2027-02-01', '2027-02-02'), own.id, lux);
    expect(row.price).toEqual(['30500.00', '30500.00']);
    await expect(
      t.database.db.execute(
        sql`insert into rate_prices (company_id, rate_plan_id, category_id, date, base) values (${companyId}, ${own.id}, ${lux}, '2027-02-01', 1)`,
      ),
    ).rejects.toThrow();
    await api.delete(`/api/v2/rate-plans/${own.id}/`);
  });

  it('a plan sold in chosen categories shows only those, and refuses a change elsewhere', async () => {
    const food = await buildFoodTariff(t.database.db, companyId, () => 1000);
    const breakfast = (
      await newPlan({
        name: 'С завтраком',
        parent: base.id,
        adjustment_kind: 'amount',
        adjustment_value: '3000',
        categories: [lux],
        food_tariff: food,
      })
    ).json();
    expect(breakfast).toMatchObject({ categories: [lux], food_tariff: food });
    const g = await grid('2027-03-01', '2027-03-01');
    expect(g.rows.filter((r) => r.rate_plan === breakfast.id).map((r) => r.category)).toEqual([lux]);
    const res = await api.post('/api/v2/rate-grid/bulk/', {
      rate_plan: breakfast.id,
      categories: [standardRoom],
      from: '2027-03-01',
      to: '2027-03-01',
      restrictions: { stop_sell: true },
    });
    expect(res.json()).toEqual({ error: 'Тариф не продаётся в этой категории', field: 'categories' });
    await api.delete(`/api/v2/rate-plans/${breakfast.id}/`);
  });
});
