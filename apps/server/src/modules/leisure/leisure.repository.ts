/**
 * The leisure sales' SQL. The stock guarantee lives here and in the table: a day's stock row is created
 * by its first sale's upsert (`ON CONFLICT`, so two first sales make one row) and decremented in the
 * sale's own statement; the CHECK 0 <= empty <= total (leisure_stock_bounds) refuses a decrement below
 * zero, which aborts the whole sale. Rows of several tariffs are always taken in tariff id order (domain
 * placesByTariff), so two sales never wait on each other crosswise.
 */
import { type ClientInput, personName, tariffPlaces } from '@pms/domain';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { WriteActor } from '../../db/actor-settings.ts';
import { actorSettings } from '../../db/actor-settings.ts';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
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
import { claimCarriedOut } from '../../db/write.ts';
import { presentClient, saveClientStatement } from '../clients/index.ts';

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

/** What a sale writes (recordSale): lines in the order given, places by tariff id (domain placesByTariff). */
export interface SaleRecord {
  companyId: number;
  categoryId: number;
  day: string;
  status: string;
  client: ClientInput | null;
  comment: string;
  quantity: number;
  amount: string;
  createdBy: number;
  lines: {
    tariffId: number;
    priceId: number;
    name: string;
    price: string;
    quantity: number;
    amount: string;
  }[];
  places: { tariffId: number; quantity: number }[];
  /** The row versions (xmin) of the tariffs and price items the sale was priced and checked on. */
  checkedOn: { tariffs: { id: number; version: string }[]; prices: { id: number; version: string }[] };
}
export interface RecordedSale {
  orderId: number | null;
  /** ISO 8601, as JSON gives a timestamptz. */
  createdAt: string;
  clientId: number | null;
  items: { id: number; priceId: number }[];
  taken: { tariffId: number; empty: number }[];
  categoryName: string;
  /** The selling employee, 'Фамилия Имя'. */
  seller: string;
}
const lineJson = (l: SaleRecord['lines'][number], n: number) => ({
  n,
  tariff_id: l.tariffId,
  price_id: l.priceId,
  name: l.name,
  price: l.price,
  quantity: l.quantity,
  amount: l.amount,
});
const placeJson = (p: SaleRecord['places'][number]) => ({ tariff_id: p.tariffId, quantity: p.quantity });

/**
 * All of the category's price items of the company, with their tariffs and row versions (sale-catalogue.ts
 * keeps them): prepared once per database, since every first sale of a category reads it.
 */
function buildSaleCatalogueRead(db: Db) {
  return db
    .select({
      price: leisurePrices,
      tariff: leisureTariffs,
      priceVersion: sql<string>`${leisurePrices}.xmin::text`,
      tariffVersion: sql<string>`${leisureTariffs}.xmin::text`,
    })
    .from(leisurePrices)
    .innerJoin(leisureTariffs, eq(leisureTariffs.id, leisurePrices.tariffId))
    .where(
      sql`${leisurePrices.companyId} = ${sql.placeholder('companyId')} and ${leisureTariffs.categoryId} = ${sql.placeholder('categoryId')}`,
    )
    .prepare('leisure_sale_catalogue');
}
const saleCatalogueReadIn = perDatabase(buildSaleCatalogueRead);
export type SaleItem = Awaited<ReturnType<ReturnType<typeof buildSaleCatalogueRead>['execute']>>[number];

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
   * Writes a sale as one statement, which is its own transaction: the busiest write of a leisure day is
   * one round trip, with no begin or commit of its own. It says who acts (actorSettings, first, since the
   * order's insert reads from it), locks the tariffs FOR SHARE (a change of a tariff's places waits for
   * the sale, and the sale reads the places that change left), checks that the tariffs and price items
   * are still the versions the sale was priced on (`checkedOn`; else leisure_catalogue_changed() aborts
   * it, see sale-catalogue.ts), writes the client (created, or updated
   * when it names its record; none for a stock reduction), the order, its items, and takes the places
   * last: a day's row is inserted with the tariff's places less these, or, when it exists, decremented.
   * A decrement below zero breaks leisure_stock_bounds, which aborts the statement and so the whole sale
   * (the caller turns it into the 409). A named client that is not the company's writes no order, and so
   * nothing: `orderId` is null.
   */
  async recordSale(db: Db, actor: WriteActor, sale: SaleRecord): Promise<RecordedSale> {
    // Drizzle puts an embedded statement in parentheses; the empty one writes its own.
    const clientCte = sale.client
      ? saveClientStatement(db, sale.companyId, sale.client)
      : sql`(select null::int as id where false)`;
    const [row] = await preparedRows<{
      sale: Omit<RecordedSale, 'seller'> & { seller: { last_name: string; first_name: string } | null };
    }>(
      db,
      sql`with actor as (${actorSettings(actor)}),
        tariffs as (
          select id, stock_number, xmin::text as version from leisure_tariffs
          where company_id = ${sale.companyId}
            and id = any(${sql.param(sale.places.map((p) => p.tariffId))}::int[])
          order by id
          for share
        ),
        -- The tariffs (as locked) and price items still the versions the sale was checked on; else the
        -- whole statement is aborted (leisure_catalogue_changed) and the service decides anew.
        checked as (
          select case when
              (select count(*) from tariffs t
                 join jsonb_to_recordset(${JSON.stringify(sale.checkedOn.tariffs)}::jsonb) as v(id int, version text)
                   on v.id = t.id and v.version = t.version) = ${sale.checkedOn.tariffs.length}
              and (select count(*) from leisure_prices p
                 join jsonb_to_recordset(${JSON.stringify(sale.checkedOn.prices)}::jsonb) as v(id int, version text)
                   on v.id = p.id and v.version = p.xmin::text
                 where p.company_id = ${sale.companyId}) = ${sale.checkedOn.prices.length}
            then true else leisure_catalogue_changed() end as ok
        ),
        client as ${clientCte},${
          // A data-modifying CTE runs whether or not it is read: the request's claim, carried out.
          actor.claim
            ? sql`
        claimed as (${claimCarriedOut(sale.companyId, actor.claim)}),`
            : sql``
        }
        ord as (
          insert into leisure_orders (company_id, category_id, day, status, client_id, comment, quantity, amount, created_by)
          select ${sale.companyId}, ${sale.categoryId}, ${sale.day}, ${sale.status}, (select id from client),
                 ${sale.comment}, ${sale.quantity}, ${sale.amount}, ${sale.createdBy}
          from actor
          -- A named client must be the company's (its update found it); else nothing at all is written.
          where (not ${Boolean(sale.client?.id)}::boolean or exists (select from client))
            and (select ok from checked)
          returning id, created_at
        ),
        items as (
          insert into leisure_order_items (company_id, order_id, tariff_id, price_id, name, price, quantity, amount)
          select ${sale.companyId}, ord.id, l.tariff_id, l.price_id, l.name, l.price, l.quantity, l.amount
          from ord, jsonb_to_recordset(${JSON.stringify(sale.lines.map(lineJson))}::jsonb)
            as l(n int, tariff_id int, price_id int, name text, price numeric, quantity int, amount numeric)
          order by l.n
          returning id, price_id
        ),
        taken as (
          insert into leisure_stock (company_id, tariff_id, day, total, empty)
          select ${sale.companyId}, t.id, ${sale.day}::date, t.stock_number, t.stock_number - p.quantity
          from jsonb_to_recordset(${JSON.stringify(sale.places.map(placeJson))}::jsonb)
            as p(tariff_id int, quantity int)
          join tariffs t on t.id = p.tariff_id
          join ord on true
          order by t.id
          on conflict (tariff_id, day) do update set empty = leisure_stock.empty - (excluded.total - excluded.empty)
          returning tariff_id, empty
        )
        select json_build_object(
          'orderId', (select id from ord),
          'createdAt', (select created_at from ord),
          'clientId', (select id from client),
          'items', (select coalesce(json_agg(json_build_object('id', id, 'priceId', price_id) order by id), '[]') from items),
          'taken', (select coalesce(json_agg(json_build_object('tariffId', tariff_id, 'empty', empty)), '[]') from taken),
          'categoryName', (select name from leisure_categories where id = ${sale.categoryId} and company_id = ${sale.companyId}),
          'seller', (select json_build_object('last_name', last_name, 'first_name', first_name)
                     from employees where id = ${sale.createdBy})
        ) as sale
        from actor`,
    );
    // 'Фамилия Имя' by the domain's one rule, as the order read again names its creator (creators).
    const { seller, ...written } = row!.sale;
    return { ...written, seller: seller ? personName(seller) : '' };
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

  /** A category's price items with their tariffs and row versions, for a sale to be priced on. */
  saleCatalogue: (db: Db, companyId: number, categoryId: number) =>
    saleCatalogueReadIn(db).execute({ companyId, categoryId }),

  async order(db: Db, companyId: number, id: number, lock = false) {
    const q = db
      .select()
      .from(leisureOrders)
      .where(and(eq(leisureOrders.companyId, companyId), eq(leisureOrders.id, id)));
    return (await (lock ? q.for('update') : q))[0];
  },

  updateOrder: (tx: Db, id: number, values: Partial<typeof leisureOrders.$inferInsert>) =>
    tx.update(leisureOrders).set(values).where(eq(leisureOrders.id, id)),

  itemsOf: (db: Db, orderId: number) =>
    db.select().from(leisureOrderItems).where(eq(leisureOrderItems.orderId, orderId)),

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
          byLast: employees.lastName,
          byFirst: employees.firstName,
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
    // 'Фамилия Имя' by the domain's one rule of a person's name.
    const paid = pays.map(({ byLast, byFirst, ...p }) => ({
      ...p,
      by: personName({ last_name: byLast, first_name: byFirst }),
    }));
    return { items, pays: paid, people: people.map(presentClient), cats };
  },

  /** Who created the orders, 'Фамилия Имя' (the domain's personName). */
  creators: async (db: Db, employeeIds: number[]) =>
    employeeIds.length === 0
      ? []
      : (
          await db
            .select({ id: employees.id, last_name: employees.lastName, first_name: employees.firstName })
            .from(employees)
            .where(inArray(employees.id, employeeIds))
        ).map((e) => ({ id: e.id, name: personName(e) })),
};
