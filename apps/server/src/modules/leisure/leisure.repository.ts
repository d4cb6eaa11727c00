/**
 * The leisure sales' SQL. The stock guarantee lives here and in the table: a day's stock row is created
 * on its first sale (`ON CONFLICT DO NOTHING`, so two first sales make one row) and decremented only
 * `WHERE empty >= n`; the CHECK 0 <= empty <= total refuses anything else. Rows of several tariffs are
 * always taken in tariff id order (domain placesByTariff), so two sales never wait on each other crosswise.
 */
import { tariffPlaces } from '@pms/domain';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  clients,
  employees,
  leisureCategories,
  leisureOrderItems,
  leisureOrders,
  leisurePrices,
  leisureStock,
  leisureTariffs,
  payments,
  paymentTypes,
} from '../../db/schema.ts';
import { matches } from '../../db/search-pattern.ts';
import { presentClient } from '../clients/clients.repository.ts';

export type OrderRow = typeof leisureOrders.$inferSelect;
type ItemRow = typeof leisureOrderItems.$inferSelect;

/** What orders' answers need beside the orders: read by detailsOf, or known to the sale that wrote them. */
export interface OrderDetails {
  items: { item: ItemRow; tariff: Pick<TariffRow, 'enum' | 'startTime' | 'endTime'> }[];
  pays: { payment: typeof payments.$inferSelect; method: string | null; by: string }[];
  people: ReturnType<typeof presentClient>[];
  cats: { id: number; name: string }[];
}
export type TariffRow = typeof leisureTariffs.$inferSelect;

export const leisureRepository = {
  category: async (db: Db, companyId: number, id: number) =>
    (
      await db
        .select()
        .from(leisureCategories)
        .where(and(eq(leisureCategories.companyId, companyId), eq(leisureCategories.id, id)))
    )[0],

  /** The category's active tariffs, in the dialog's order. */
  activeTariffs: (db: Db, companyId: number, categoryId: number) =>
    db
      .select()
      .from(leisureTariffs)
      .where(
        and(
          eq(leisureTariffs.companyId, companyId),
          eq(leisureTariffs.categoryId, categoryId),
          eq(leisureTariffs.isActive, true),
        ),
      )
      .orderBy(asc(leisureTariffs.startTime), asc(leisureTariffs.id)),

  /** The stock rows of these tariffs from `start` to `end`. */
  stock: (db: Db, tariffIds: number[], start: string, end: string) =>
    tariffIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(leisureStock)
          .where(
            and(
              inArray(leisureStock.tariffId, tariffIds),
              gte(leisureStock.day, start),
              lte(leisureStock.day, end),
            ),
          ),

  /**
   * The price items named by a sale, with their tariffs and activity, if they are the company's and the
   * activity's; each row also names the activity and the selling employee, for the answer. The tariffs
   * are locked FOR KEY SHARE: a concurrent change of a tariff's places waits for the sale (and the sale
   * reads the places the change left), so a first sale never creates its day with stale places.
   */
  pricesForSale: (db: Db, companyId: number, categoryId: number, priceIds: number[], employeeId: number) =>
    db
      .select({
        price: leisurePrices,
        tariff: leisureTariffs,
        categoryName: leisureCategories.name,
        seller: sql<string>`(select trim(${employees.lastName} || ' ' || ${employees.firstName}) from ${employees} where ${employees.id} = ${employeeId})`,
      })
      .from(leisurePrices)
      .innerJoin(leisureTariffs, eq(leisureTariffs.id, leisurePrices.tariffId))
      .innerJoin(leisureCategories, eq(leisureCategories.id, leisureTariffs.categoryId))
      .where(
        and(
          eq(leisurePrices.companyId, companyId),
          inArray(leisurePrices.id, priceIds),
          eq(leisureTariffs.categoryId, categoryId),
        ),
      )
      .for('key share', { of: leisureTariffs }),

  /**
   * Takes `quantity` places of the tariff's day in one statement: the day's row is created with the
   * tariff's places less these, or, when it exists, decremented only `WHERE empty >= quantity`. Answers
   * the places left, or null when they do not fit (the statement then changed nothing).
   */
  async takePlaces(tx: Db, companyId: number, tariff: TariffRow, day: string, quantity: number) {
    // More than the tariff's places a day never fits; checked here, since a new row would break its CHECK.
    if (quantity > tariff.stockNumber) return null;
    const [row] = await tx
      .insert(leisureStock)
      .values({
        companyId,
        tariffId: tariff.id,
        day,
        total: tariff.stockNumber,
        empty: tariff.stockNumber - quantity,
      })
      .onConflictDoUpdate({
        target: [leisureStock.tariffId, leisureStock.day],
        set: { empty: sql`${leisureStock.empty} - ${quantity}` },
        setWhere: gte(leisureStock.empty, quantity),
      })
      .returning({ empty: leisureStock.empty });
    return row ? row.empty : null;
  },

  /** The tariff's places left on the day: its row's, or all of them before the day's first sale. */
  async placesLeft(db: Db, tariff: TariffRow, day: string) {
    const [row] = await db
      .select({ total: leisureStock.total, empty: leisureStock.empty })
      .from(leisureStock)
      .where(and(eq(leisureStock.tariffId, tariff.id), eq(leisureStock.day, day)));
    return tariffPlaces(tariff.stockNumber, row).empty;
  },

  /** A cancelled order's places back to its day. */
  givePlaces: (tx: Db, tariffId: number, day: string, quantity: number) =>
    tx
      .update(leisureStock)
      .set({ empty: sql`${leisureStock.empty} + ${quantity}` })
      .where(and(eq(leisureStock.tariffId, tariffId), eq(leisureStock.day, day))),

  async order(db: Db, companyId: number, id: number, lock = false) {
    const q = db
      .select()
      .from(leisureOrders)
      .where(and(eq(leisureOrders.companyId, companyId), eq(leisureOrders.id, id)));
    return (await (lock ? q.for('update') : q))[0];
  },

  /** A day's orders, newest first; `search` finds the client's name or phone, or the order's number. */
  ordersOfDay: (db: Db, companyId: number, q: { day: string; category?: number; search?: string }) => {
    const number = q.search && /^№?\s*\d+$/.test(q.search) ? Number(q.search.replace(/\D/g, '')) : null;
    return db
      .select({ order: leisureOrders })
      .from(leisureOrders)
      .leftJoin(clients, eq(clients.id, leisureOrders.clientId))
      .where(
        and(
          eq(leisureOrders.companyId, companyId),
          eq(leisureOrders.day, q.day),
          q.category ? eq(leisureOrders.categoryId, q.category) : undefined,
          q.search
            ? number !== null
              ? eq(leisureOrders.id, number)
              : matches(clients.searchText, q.search)
            : undefined,
        ),
      )
      .orderBy(desc(leisureOrders.id))
      .limit(500);
  },

  /** What the orders' views need beside the orders, in four queries whatever their number. */
  async detailsOf(db: Db, companyId: number, orders: OrderRow[]) {
    const ids = orders.map((o) => o.id);
    const clientIds = orders.flatMap((o) => (o.clientId ? [o.clientId] : []));
    const categoryIds = [...new Set(orders.map((o) => o.categoryId))];
    if (ids.length === 0) return { items: [], pays: [], people: [], cats: [] } satisfies OrderDetails;
    const [items, pays, people, cats] = await Promise.all([
      db
        .select({ item: leisureOrderItems, tariff: leisureTariffs })
        .from(leisureOrderItems)
        .innerJoin(leisureTariffs, eq(leisureTariffs.id, leisureOrderItems.tariffId))
        .where(inArray(leisureOrderItems.orderId, ids))
        .orderBy(asc(leisureOrderItems.id)),
      db
        .select({
          payment: payments,
          method: paymentTypes.name,
          by: sql<string>`coalesce(trim(${employees.lastName} || ' ' || ${employees.firstName}), '')`,
        })
        .from(payments)
        .leftJoin(paymentTypes, eq(paymentTypes.id, payments.paymentMethodId))
        .leftJoin(employees, eq(employees.id, payments.createdBy))
        .where(and(eq(payments.companyId, companyId), inArray(payments.leisureOrderId, ids)))
        .orderBy(asc(payments.createdAt), asc(payments.id)),
      clientIds.length
        ? db
            .select()
            .from(clients)
            .where(and(eq(clients.companyId, companyId), inArray(clients.id, clientIds)))
        : [],
      db
        .select({ id: leisureCategories.id, name: leisureCategories.name })
        .from(leisureCategories)
        .where(inArray(leisureCategories.id, categoryIds)),
    ]);
    return { items, pays, people: people.map(presentClient), cats };
  },

  /** Who created the orders, 'Фамилия Имя'. */
  creators: async (db: Db, employeeIds: number[]) =>
    employeeIds.length === 0
      ? []
      : db
          .select({
            id: employees.id,
            name: sql<string>`trim(${employees.lastName} || ' ' || ${employees.firstName})`,
          })
          .from(employees)
          .where(inArray(employees.id, employeeIds)),
};
