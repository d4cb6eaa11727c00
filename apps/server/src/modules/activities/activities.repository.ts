/**
 * The activities area's SQL: the price items of leisure tariffs, the company's local today, and the
 * stock rows a tariff's new places a day re-stock.
 */
import { and, asc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, leisurePrices, leisureStock } from '../../db/schema.ts';

/** A price item's own columns, as the tariff form sends them. */
type PriceValues = Pick<typeof leisurePrices.$inferInsert, 'name' | 'price' | 'position'>;

export const activitiesRepository = {
  /** The price items of many tariffs, in their order. */
  async pricesOfTariffs(db: Db, companyId: number, tariffIds: number[]) {
    if (tariffIds.length === 0) return [];
    return db
      .select()
      .from(leisurePrices)
      .where(and(eq(leisurePrices.companyId, companyId), inArray(leisurePrices.tariffId, tariffIds)))
      .orderBy(asc(leisurePrices.position), asc(leisurePrices.id));
  },

  /** The company's local today, read in the transaction (the catalogue's hooks have no actor). */
  async companyToday(db: Db, companyId: number): Promise<string> {
    const [row] = await db
      .select({ today: sql<string>`to_char(now() at time zone ${companies.timezone}, 'YYYY-MM-DD')` })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row!.today;
  },

  /** Deletes the tariff's price items but those kept (all of them when none is kept). */
  deletePricesExcept: (tx: Db, tariffId: number, keep: number[]) =>
    tx
      .delete(leisurePrices)
      .where(
        and(
          eq(leisurePrices.tariffId, tariffId),
          keep.length ? notInArray(leisurePrices.id, keep) : undefined,
        ),
      ),

  /** Updates a price item of this tariff; answers none when the id is not this tariff's. */
  updatePrice: (tx: Db, tariffId: number, id: number, values: PriceValues) =>
    tx
      .update(leisurePrices)
      .set(values)
      .where(and(eq(leisurePrices.id, id), eq(leisurePrices.tariffId, tariffId)))
      .returning({ id: leisurePrices.id }),

  insertPrice: (tx: Db, companyId: number, tariffId: number, values: PriceValues) =>
    tx.insert(leisurePrices).values({ companyId, tariffId, ...values }),

  /** The tariff's stock rows from a day on, in day order, locked for the restock. */
  stockFromDayForUpdate: (tx: Db, tariffId: number, day: string) =>
    tx
      .select()
      .from(leisureStock)
      .where(and(eq(leisureStock.tariffId, tariffId), gte(leisureStock.day, day)))
      .orderBy(asc(leisureStock.day))
      .for('update'),

  updateStock: (tx: Db, id: number, places: { total: number; empty: number }) =>
    tx.update(leisureStock).set(places).where(eq(leisureStock.id, id)),
};
