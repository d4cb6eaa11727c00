/**
 * Tariffs of an activity (specification 3, 7.7): a session with its places a day (`stock_number`), its
 * start and end time, the weekdays and months it is sold (mon…san, jan…dec with okt) and its price items
 * ('Взрослый', 'Детский'). PUT sends the whole price list: items keep their ids, missing ones go (what
 * was sold keeps its name and price on the order). A new stock_number re-stocks the days already selling
 * (domain `restock`), never under what a day has sold.
 */
import {
  fillMessage,
  formatDay,
  idSchema,
  type LeisureTariffInput,
  leisureMessages,
  leisureTariffAdminView,
  leisureTariffSchema,
  restock,
} from '@pms/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leisureOrderItems, leisureTariffs } from '../../db/schema.ts';
import { catalogueRoutes } from '../../http/catalogue/define-catalogue.ts';
import { usedBy } from '../../http/catalogue/in-use.ts';
import { AppError } from '../../http/errors.ts';
import { activitiesRepository as repo } from './activities.repository.ts';
import { ownActivity } from './leisure-rooms.catalogue.ts';

type TariffRow = typeof leisureTariffs.$inferSelect;

/** Replaces the tariff's price list: items sent with an id of this tariff are updated, others inserted. */
async function savePrices(
  tx: Db,
  companyId: number,
  tariffId: number,
  list: LeisureTariffInput['price_list'],
) {
  const keep = list.flatMap((p) => (p.id ? [p.id] : []));
  await repo.deletePricesExcept(tx, tariffId, keep);
  for (const [position, p] of list.entries()) {
    const values = { name: p.name, price: p.price, position };
    const updated = p.id ? await repo.updatePrice(tx, tariffId, p.id, values) : [];
    // An id that is not this tariff's is a new item, never another tariff's row.
    if (updated.length === 0) await repo.insertPrice(tx, companyId, tariffId, values);
  }
}

/** The days from today that already have stock rows take the new places a day, or the change is refused. */
async function restockFutureDays(tx: Db, companyId: number, tariffId: number, stockNumber: number) {
  const today = await repo.companyToday(tx, companyId);
  const days = await repo.stockFromDayForUpdate(tx, tariffId, today);
  for (const day of days) {
    const next = restock(day, stockNumber);
    if (!next) {
      throw new AppError(
        409,
        fillMessage(leisureMessages.stockBelowSold, {
          stock: stockNumber,
          day: formatDay(day.day),
          sold: day.total - day.empty,
        }),
        'stock_number',
      );
    }
    await repo.updateStock(tx, day.id, next);
  }
}

export const presentTariffs = async (db: Db, companyId: number, rows: TariffRow[]) => {
  const prices = await repo.pricesOfTariffs(
    db,
    companyId,
    rows.map((t) => t.id),
  );
  return rows.map((t) => ({
    id: t.id,
    category: t.categoryId,
    enum: t.enum,
    stock_number: t.stockNumber,
    start_time: t.startTime,
    end_time: t.endTime,
    weekdays: t.weekdays,
    months: t.months,
    is_active: t.isActive,
    price_list: prices
      .filter((p) => p.tariffId === t.id)
      .map((p) => ({ id: p.id, name: p.name, price: p.price })),
  }));
};

export const leisureTariffsCatalogue = catalogueRoutes({
  path: '/api/v2/categories/leisure-tariffs/',
  noun: ["activity's tariff", "activities' tariffs"],
  tag: 'leisure-catalogue',
  table: leisureTariffs,
  input: leisureTariffSchema,
  view: leisureTariffAdminView,
  columns: (t: Partial<LeisureTariffInput>) => ({
    categoryId: t.category,
    enum: t.enum,
    stockNumber: t.stock_number,
    startTime: t.start_time,
    endTime: t.end_time,
    weekdays: t.weekdays,
    months: t.months,
    isActive: t.is_active,
  }),
  present: presentTariffs,
  search: leisureTariffs.searchText,
  orderBy: [asc(leisureTariffs.categoryId), asc(leisureTariffs.startTime), asc(leisureTariffs.id)],
  listFilters: {
    query: { category: idSchema.optional() },
    where: (q) => (q.category ? eq(leisureTariffs.categoryId, q.category as number) : undefined),
  },
  notFoundMessage: leisureMessages.tariffNotFound,
  // What was sold names its tariff (the ticket and the day's orders read it).
  inUse: [
    usedBy(leisureOrderItems, leisureOrderItems.tariffId, leisureOrderItems.orderId, (id) => `заказ №${id}`),
  ],
  validate: (tx, companyId, input) => ownActivity(tx, companyId, input.category),
  afterWrite: async (tx, companyId, row, input, before) => {
    if (input.price_list) await savePrices(tx, companyId, row.id, input.price_list);
    if (before && input.stock_number !== undefined && input.stock_number !== before.stockNumber)
      await restockFutureDays(tx, companyId, row.id, input.stock_number);
  },
});
