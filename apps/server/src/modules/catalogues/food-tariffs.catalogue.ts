/**
 * 'Тарифы питания' (specification 7.6): a meal tariff and its two price grids, by weekday
 * (mon … san) and by month (jan … dec, October spelled okt), each with the four price kinds. The tariff's
 * price_type says which grid prices a stay; the other is kept, so switching back loses nothing.
 * A saved booking keeps the meal total it was saved with (booking_foods.total); new prices apply to
 * stays priced after the change.
 */
import {
  type FoodGridInput,
  type FoodTariffInput,
  type FoodType,
  foodGridView,
  foodMonthGridSchema,
  foodTariffSchema,
  foodTariffView,
  foodWeekGridSchema,
  pageOf,
  pageQuerySchema,
} from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { bookingFoods, foodTariffs } from '../../db/schema.ts';
import { write } from '../../db/write.ts';
import { requestActor } from '../../http/auth-context.ts';
import { catalogueRoutes } from '../../http/catalogue/define-catalogue.ts';
import { usedByBooking } from '../../http/catalogue/in-use.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, idParams } from '../../http/views.ts';
import {
  type GridPeriod,
  gridOf,
  gridPeriod,
  cataloguesRepository as repo,
} from './catalogues.repository.ts';

/**
 * Writes a grid. `replace`: the grid sent is the whole grid (the tariff form sends it so), so a price
 * kind left out is cleared; `merge`: the cells sent are set and the rest kept (PATCH of a few cells).
 */
async function saveGrid(
  tx: Db,
  companyId: number,
  tariffId: number,
  period: GridPeriod,
  rows: FoodGridInput['rows'],
  mode: 'replace' | 'merge',
) {
  if (mode === 'replace') await repo.deleteGrid(tx, tariffId, period);
  const values = Object.entries(rows).map(([priceType, prices]) => ({
    companyId,
    tariffId,
    period,
    priceType,
    prices: prices ?? {},
  }));
  if (values.length === 0) return;
  await repo.upsertGrid(tx, values, mode);
}

export const foodTariffsCatalogue = catalogueRoutes({
  path: '/api/v2/tariffs/foods/',
  noun: ['meal tariff', 'meal tariffs'],
  tag: 'food-tariffs',
  table: foodTariffs,
  input: foodTariffSchema,
  view: foodTariffView,
  columns: (t: Partial<FoodTariffInput>) => ({
    name: t.name,
    foodType: t.food_type,
    priceType: t.price_type,
    isActive: t.is_active,
  }),
  present: async (db, companyId, rows) => {
    const prices = await repo.foodPricesOf(
      db,
      companyId,
      rows.map((t) => t.id),
    );
    return rows.map((t) => ({
      id: t.id,
      name: t.name,
      food_type: t.foodType as FoodType,
      price_type: t.priceType === 'period' ? ('period' as const) : ('week' as const),
      is_active: t.isActive,
      prices: gridOf(prices, t.id, gridPeriod(t.priceType)),
      weekdays: gridOf(prices, t.id, 'week'),
      months: gridOf(prices, t.id, 'month'),
    }));
  },
  afterWrite: async (tx, companyId, row, input) => {
    if (input.weekdays) await saveGrid(tx, companyId, row.id, 'week', input.weekdays, 'replace');
    if (input.months) await saveGrid(tx, companyId, row.id, 'month', input.months, 'replace');
  },
  search: foodTariffs.searchText,
  // Booked meals refer to their tariff (the meal coupons and the kitchen's counts read it).
  inUse: [usedByBooking(bookingFoods, bookingFoods.tariffId, bookingFoods.bookingId)],
});

const grids = [
  { url: '/api/v2/tariffs/food-weekdays/:id/', period: 'week', body: foodWeekGridSchema },
  { url: '/api/v2/tariffs/food-months/:id/', period: 'month', body: foodMonthGridSchema },
] as const;

/** with-prices/ (the editor's list) and the weekday and month grids of one tariff (GET, PATCH). */
export function foodTariffActions(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['food-tariffs'];
  const { service } = foodTariffsCatalogue;
  r.get(
    '/api/v2/tariffs/foods/with-prices/',
    {
      config: { access: 'catalogues.view' },
      schema: {
        tags,
        summary: 'Food tariffs with the prices their price_type uses, per price kind',
        querystring: pageQuerySchema,
        response: { 200: pageOf(foodTariffView), ...errorResponses },
      },
    },
    async (req) => service.list(db, requestActor(req), req.query),
  );
  for (const grid of grids) {
    const gridAnswer = async (companyId: number, id: number) => {
      const tariff = await service.find(db, companyId, id);
      const rows = await repo.foodPricesOf(db, companyId, [id]);
      return {
        id,
        price_type: tariff.priceType === 'period' ? ('period' as const) : ('week' as const),
        rows: gridOf(rows, id, grid.period),
      };
    };
    r.get(
      grid.url,
      {
        config: { access: 'catalogues.view' },
        schema: {
          tags,
          summary: `A meal tariff's price grid by ${grid.period === 'week' ? 'weekday' : 'month'}, each price kind's cells`,
          params: idParams,
          response: { 200: foodGridView, ...errorResponses },
        },
      },
      async (req) => gridAnswer(req.companyId, req.params.id),
    );
    r.patch(
      grid.url,
      {
        config: { access: 'catalogues.edit' },
        schema: {
          tags,
          summary: 'Sets the cells given; the others keep their prices',
          params: idParams,
          body: grid.body,
          response: { 200: foodGridView, ...errorResponses },
        },
      },
      async (req) => {
        const actor = requestActor(req);
        await write(db, actor, async (tx) => {
          await service.find(tx, actor.companyId, req.params.id, true);
          await saveGrid(tx, actor.companyId, req.params.id, grid.period, req.body.rows, 'merge');
        });
        return gridAnswer(actor.companyId, req.params.id);
      },
    );
  }
}
