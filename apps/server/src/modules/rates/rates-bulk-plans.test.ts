/**
 * The grid's bulk change over several plans at once (issue 32, 'Массовое изменение' with plans ticked),
 * on both databases: each plan changes the chosen categories it is sold in, all in one transaction with
 * one journal line naming every plan; a refusal for any plan changes nothing for any.
 */
import { ratePlanMessages } from '@pms/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { buildCategory } from '../../test/factories.ts';
import { signInElsewhere, startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;
let lux: number;
let plain: number;
let standard: number;
let nonRefundable: number;
let corporate: number;

const flat = (price: string) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'].map((k) => [k, price]));

interface GridRow {
  rate_plan: number;
  category: number;
  price: (string | null)[];
  min_stay: (number | null)[];
  stop_sell: boolean[];
}
const gridRows = async (start: string, end: string) => {
  const res = await api.get(`/api/v2/rate-grid/?start=${start}&end=${end}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().rows as GridRow[];
};
const row = (rows: GridRow[], plan: number, category: number) =>
  rows.find((r) => r.rate_plan === plan && r.category === category);
const journal = () =>
  queryRows<{ entity: string; entity_id: number; data: Record<string, unknown> }>(
    t.database.db,
    sql`select entity, entity_id, data from audit_log where company_id = ${companyId} and entity = 'rate_grid' order by id`,
  );
const bulk = (body: Record<string, unknown>) =>
  api.post('/api/v2/rate-grid/bulk/', { categories: [lux, plain], ...body });

beforeAll(async () => {
  ({ t, app, api, companyId } = await startWorld());
  lux = (
    await buildCategory(t.database.db, companyId, {
      name: 'Люкс',
      rates: { price_type: 'week', rows: { base: flat('30000.00') } },
    })
  ).id;
  plain = (
    await buildCategory(t.database.db, companyId, {
      name: 'Стандартный',
      rates: { price_type: 'week', rows: { base: flat('20000.00') } },
    })
  ).id;
  standard = (await api.get('/api/v2/rate-plans/')).json()[0].id;
  nonRefundable = (
    await api.post('/api/v2/rate-plans/', {
      name: 'Невозвратный',
      parent: standard,
      adjustment_kind: 'percent',
      adjustment_value: '-10',
    })
  ).json().id;
  // A plan with prices of its own, sold in 'Люкс' only.
  corporate = (
    await api.post('/api/v2/rate-plans/', { name: 'Корпоративный', parent: null, categories: [lux] })
  ).json().id;
});
afterAll(() => stopWorld({ t, app }));

describe('a bulk change of several plans', () => {
  it('prices each plan’s own categories in one change, journaled once with every plan named', async () => {
    const before = (await journal()).length;
    const res = await bulk({
      rate_plans: [standard, corporate],
      from: '2027-07-01',
      to: '2027-07-02',
      prices: { base: '50000' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // «Стандарт»: two categories × two dates; «Корпоративный»: 'Люкс' only.
    expect(res.json()).toEqual({ cells: 6, dates: 2 });
    const rows = await gridRows('2027-07-01', '2027-07-02');
    expect(row(rows, standard, lux)!.price).toEqual(['50000.00', '50000.00']);
    expect(row(rows, standard, plain)!.price).toEqual(['50000.00', '50000.00']);
    expect(row(rows, corporate, lux)!.price).toEqual(['50000.00', '50000.00']);
    expect(row(rows, corporate, plain)).toBeUndefined();
    const lines = await journal();
    expect(lines).toHaveLength(before + 1);
    expect(lines.at(-1)).toMatchObject({
      entity_id: standard,
      data: {
        name: 'Стандарт, Корпоративный',
        from: '2027-07-01',
        to: '2027-07-02',
        categories: ['Люкс', 'Стандартный'],
        dates: 2,
      },
    });
  });

  it('sets restrictions on a derived plan beside its parent', async () => {
    const res = await bulk({
      rate_plans: [standard, nonRefundable],
      from: '2027-07-03',
      to: '2027-07-03',
      restrictions: { min_stay: 2, stop_sell: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ cells: 4, dates: 1 });
    const rows = await gridRows('2027-07-03', '2027-07-03');
    for (const plan of [standard, nonRefundable])
      for (const category of [lux, plain])
        expect([row(rows, plan, category)!.min_stay, row(rows, plan, category)!.stop_sell]).toEqual([
          [2],
          [true],
        ]);
  });

  it('a refusal for any plan changes nothing for any, and journals nothing', async () => {
    const before = (await journal()).length;
    const untouched = async () => {
      const rows = await gridRows('2027-07-05', '2027-07-05');
      expect(row(rows, standard, plain)!.price).toEqual(['20000.00']);
      expect(row(rows, standard, plain)!.min_stay).toEqual([null]);
      expect((await journal()).length).toBe(before);
    };
    // A price for a derived plan among them.
    const derived = await bulk({
      rate_plans: [standard, nonRefundable],
      from: '2027-07-05',
      to: '2027-07-05',
      prices: { base: '1000' },
    });
    expect(derived.json()).toEqual({
      error: ratePlanMessages.derivedAmongPlans('Невозвратный'),
      field: 'prices',
    });
    // A plan sold in none of the chosen categories, though «Стандарт» is.
    const nowhere = await api.post('/api/v2/rate-grid/bulk/', {
      rate_plans: [standard, corporate],
      categories: [plain],
      from: '2027-07-05',
      to: '2027-07-05',
      prices: { base: '1000' },
      restrictions: { min_stay: 4 },
    });
    expect(nowhere.json()).toEqual({
      error: ratePlanMessages.planNotInCategories('Корпоративный'),
      field: 'categories',
    });
    // Another company's plan is no plan of ours.
    const other = await signInElsewhere(t, app);
    const theirs = (await other.api.get('/api/v2/rate-plans/')).json()[0].id;
    const foreign = await bulk({
      rate_plans: [standard, theirs],
      from: '2027-07-05',
      to: '2027-07-05',
      prices: { base: '1000' },
    });
    expect(foreign.statusCode).toBe(404);
    // No plan at all.
    const none = await bulk({ rate_plans: [], from: '2027-07-05', to: '2027-07-05', prices: { base: '1' } });
    expect(none.json()).toMatchObject({ error: ratePlanMessages.choosePlans, field: 'rate_plans' });
    await untouched();
  });
});
