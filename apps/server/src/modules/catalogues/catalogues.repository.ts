/**
 * The catalogues area's SQL that is not the catalogue machine's: what pricing and payments read from the
 * catalogues (the active services, discounts and food tariffs with the price grid the tariff's price_type
 * uses, and payment types of the request's company), and the food tariffs' price grids.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { discounts, foodPrices, foodTariffs, paymentTypes, services } from '../../db/schema.ts';

export type FoodPriceRow = typeof foodPrices.$inferSelect;
/** A tariff keeps both grids; its price_type says which one prices a stay. */
export type GridPeriod = 'week' | 'month';
export const gridPeriod = (priceType: string): GridPeriod => (priceType === 'period' ? 'month' : 'week');

/** One tariff's grid: price kind → weekday or month key → price. */
export function gridOf(rows: FoodPriceRow[], tariffId: number, period: GridPeriod) {
  return Object.fromEntries(
    rows.filter((p) => p.tariffId === tariffId && p.period === period).map((p) => [p.priceType, p.prices]),
  ) as Record<string, Record<string, string>>;
}

export type ServiceRow = typeof services.$inferSelect;
export type DiscountRow = typeof discounts.$inferSelect;
export type TariffRow = typeof foodTariffs.$inferSelect;

const ofCompany = (t: { companyId: PgColumn; isActive: PgColumn }, companyId: number) =>
  and(eq(t.companyId, companyId), eq(t.isActive, true));

export const cataloguesRepository = {
  services: (db: Db, companyId: number, ids?: number[]) =>
    db
      .select()
      .from(services)
      .where(and(ofCompany(services, companyId), ids ? inArray(services.id, ids) : undefined))
      .orderBy(asc(services.name)),

  discounts: (db: Db, companyId: number, ids?: number[]) =>
    db
      .select()
      .from(discounts)
      .where(and(ofCompany(discounts, companyId), ids ? inArray(discounts.id, ids) : undefined))
      .orderBy(asc(discounts.name)),

  async paymentType(db: Db, companyId: number, id: number) {
    const [row] = await db
      .select()
      .from(paymentTypes)
      .where(and(eq(paymentTypes.companyId, companyId), eq(paymentTypes.id, id)));
    return row;
  },

  /** Tariffs with their price rows (adult, children, adult_on_reception, children_on_reception). */
  async tariffsWithPrices(db: Db, companyId: number, ids?: number[]) {
    const tariffs = await db
      .select()
      .from(foodTariffs)
      .where(and(ofCompany(foodTariffs, companyId), ids ? inArray(foodTariffs.id, ids) : undefined))
      .orderBy(asc(foodTariffs.name));
    if (tariffs.length === 0) return [];
    const prices = await db
      .select()
      .from(foodPrices)
      .where(
        and(
          eq(foodPrices.companyId, companyId),
          inArray(
            foodPrices.tariffId,
            tariffs.map((t) => t.id),
          ),
        ),
      );
    return tariffs.map((t) => ({ ...t, prices: gridOf(prices, t.id, gridPeriod(t.priceType)) }));
  },

  /** The price rows of food tariffs, both grids. */
  async foodPricesOf(db: Db, companyId: number, tariffIds: number[]) {
    if (tariffIds.length === 0) return [];
    return db
      .select()
      .from(foodPrices)
      .where(and(eq(foodPrices.companyId, companyId), inArray(foodPrices.tariffId, tariffIds)));
  },

  /** Clears one grid of a tariff (a whole grid is about to be written). */
  deleteGrid: (tx: Db, tariffId: number, period: GridPeriod) =>
    tx.delete(foodPrices).where(and(eq(foodPrices.tariffId, tariffId), eq(foodPrices.period, period))),

  /**
   * Writes price kinds of a grid: `replace` sets each kind's prices to those sent, `merge` sets the cells
   * sent and keeps the kind's others.
   */
  upsertGrid: (tx: Db, values: (typeof foodPrices.$inferInsert)[], mode: 'replace' | 'merge') =>
    tx
      .insert(foodPrices)
      .values(values)
      .onConflictDoUpdate({
        target: [foodPrices.tariffId, foodPrices.period, foodPrices.priceType],
        set: {
          prices: mode === 'replace' ? sql`excluded.prices` : sql`${foodPrices.prices} || excluded.prices`,
        },
      }),
};
