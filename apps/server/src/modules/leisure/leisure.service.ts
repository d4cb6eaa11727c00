/**
 * Leisure sales (specification 2.5, 3, 4, 5, 7.1, 7.3; issue 14): the calendar's days, a day's tariffs,
 * selling ('book'), reserving ('reserved') and reducing stock ('stock'), cancelling with a reason, paying
 * and the day's orders. Each write is one transaction: a refusal writes nothing. The rules are the
 * domain's (leisure.ts); the stock guarantee is the database's (leisure.repository.ts).
 */
import {
  checkLeisureSale,
  fillMessage,
  type LeisureBookingCreateInput,
  type LeisureOrderUpdateInput,
  type LeisurePaymentCreateInput,
  leisureCalendarDays,
  leisureDay,
  leisureMessages,
  messages,
  placesByTariff,
  saleTotals,
  tariffPlaces,
  tariffSoldOn,
  toLocal,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { keyedGate } from '../../db/keyed-gate.ts';
import { perDatabase } from '../../db/per-database.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import {
  AppError,
  badRequest,
  notFound,
  PG_CHECK,
  PG_FOREIGN_KEY,
  PG_LEISURE_CATALOGUE_CHANGED,
  pgCode,
  pgConstraint,
} from '../../http/errors.ts';
import { pricesOfTariffs } from '../activities/index.ts';
import { findClients, presentClient, saveClient } from '../clients/index.ts';
import { paymentMethodOf, takePayment } from '../payments/index.ts';
import { orderViews, presentOrders } from './leisure.presenter.ts';
import {
  type OrderRow,
  leisureRepository as repo,
  type SaleRecord,
  type TariffRow,
} from './leisure.repository.ts';
import { type SaleCatalogue, saleCatalogue } from './sale-catalogue.ts';

const propertyToday = (actor: Actor) => toLocal(Date.now() / 1000, actor.timeZone).date;
const requiredOf = (actor: Actor) =>
  actor.requiredFields.map((f) => f.name) as Parameters<typeof checkLeisureSale>[0]['requiredFields'];

async function categoryOf(db: Db, actor: Actor, id: number) {
  const category = await repo.category(db, actor.companyId, id);
  if (!category) throw notFound(leisureMessages.categoryNotFound);
  return category;
}

/** The 409 of a sale that no longer fits a tariff's day, saying how many places are left. */
const notEnoughLeft = (tariff: TariffRow, left: number) =>
  new AppError(409, fillMessage(leisureMessages.notEnough, { name: tariff.enum, left }), 'prices', {
    tariff: tariff.id,
    left,
  });

/** The same, with the places left read now. */
async function notEnough(db: Db, tariff: TariffRow, day: string) {
  return notEnoughLeft(tariff, await repo.placesLeft(db, tariff, day));
}

/** `calendar-leisure/{categoryId}/`: each day of [start, end] as 'free / total' (domain leisureDay). */
export async function leisureCalendar(
  db: Db,
  actor: Actor,
  categoryId: number,
  q: { start: string; end: string },
) {
  await categoryOf(db, actor, categoryId);
  const tariffs = await repo.activeTariffs(db, actor.companyId, categoryId);
  const rows = await repo.stock(
    db,
    tariffs.map((t) => t.id),
    q.start,
    q.end,
  );
  const byKey = new Map(rows.map((r) => [`${r.tariffId}|${r.day}`, r]));
  return leisureCalendarDays(q.start, q.end).map((day) =>
    leisureDay(day, tariffs, (tariffId) => byKey.get(`${tariffId}|${day}`)),
  );
}

/** `leisure-price/`: the tariffs sold that day with their places left, and their price items. */
export async function leisureDayTariffs(db: Db, actor: Actor, q: { category_id: number; start: string }) {
  await categoryOf(db, actor, q.category_id);
  const tariffs = (await repo.activeTariffs(db, actor.companyId, q.category_id)).filter((t) =>
    tariffSoldOn(t, q.start),
  );
  const ids = tariffs.map((t) => t.id);
  const [rows, prices] = await Promise.all([
    repo.stock(db, ids, q.start, q.start),
    pricesOfTariffs(db, actor.companyId, ids),
  ]);
  return tariffs.map((t) => {
    const places = tariffPlaces(
      t.stockNumber,
      rows.find((r) => r.tariffId === t.id),
    );
    return {
      id: t.id,
      enum: t.enum,
      stock_number: places.empty,
      total: places.total,
      start_time: t.startTime,
      end_time: t.endTime,
      price_list: prices
        .filter((p) => p.tariffId === t.id)
        .map((p) => ({ id: p.id, name: p.name, price: p.price, count: 0 })),
    };
  });
}

export async function getLeisureOrder(db: Db, actor: Actor, id: number) {
  const order = await repo.order(db, actor.companyId, id);
  if (!order) throw notFound(leisureMessages.orderNotFound);
  return (await presentOrders(db, actor.companyId, [order]))[0]!;
}

export async function listLeisureOrders(
  db: Db,
  actor: Actor,
  q: { day: string; category?: number; search?: string },
) {
  const rows = (await repo.ordersOfDay(db, actor.companyId, q)).map((r) => r.order);
  return { count: rows.length, results: await presentOrders(db, actor.companyId, rows) };
}

/**
 * 'Продать', 'Забронировать' or 'Уменьшить сток'. The sale is priced and checked on the category's
 * catalogue (sale-catalogue.ts: kept from the last sale, or read now), then written as one statement
 * (recordSale), its own transaction: the order and its items first and the places last, so a
 * tariff-day's row stays locked only for its decrement and the commit. The statement refuses a
 * catalogue that changed since it was read; a refusal decided on a kept catalogue is decided again on a
 * fresh one. The answer is built from what was written (orderViews), not read again.
 */
export async function createLeisureOrder(db: Db, actor: Actor, input: LeisureBookingCreateInput) {
  const priceIds = input.prices.map((p) => p.price);
  let catalogue = await saleCatalogue.of(db, actor.companyId, input.category, priceIds);
  for (let attempt = 1; ; attempt++) {
    let plan: SalePlan;
    try {
      plan = await planSale(db, actor, input, catalogue);
    } catch (err) {
      if (catalogue.fresh) throw err;
      catalogue = await saleCatalogue.read(db, actor.companyId, input.category);
      continue;
    }
    try {
      return await recordPlan(db, actor, input, plan);
    } catch (err) {
      if (!(err instanceof CatalogueChanged)) throw err;
      if (attempt >= 3) throw new AppError(409, leisureMessages.catalogueChanged);
      catalogue = await saleCatalogue.read(db, actor.companyId, input.category);
    }
  }
}

type SalePlan = Awaited<ReturnType<typeof planSale>>;

/** The sale's lines, places and record, or the refusal the rules give on this catalogue. */
async function planSale(db: Db, actor: Actor, input: LeisureBookingCreateInput, catalogue: SaleCatalogue) {
  const itemOf = catalogue.items;
  if (input.prices.some((p) => !itemOf.has(p.price)) || input.prices.length === 0) {
    await categoryOf(db, actor, input.category);
    if (input.prices.some((p) => !itemOf.has(p.price))) throw notFound(leisureMessages.priceNotFound);
  }
  const sale = saleTotals(
    input.prices.map((p) => ({
      tariffId: itemOf.get(p.price)!.tariff.id,
      price: itemOf.get(p.price)!.price.price,
      quantity: p.quantity,
      priceId: p.price,
    })),
  );
  const refusal = checkLeisureSale({
    status: input.booking_status,
    day: input.check_in,
    today: propertyToday(actor),
    quantity: sale.quantity,
    client: input.client,
    requiredFields: requiredOf(actor),
  });
  if (refusal) throw badRequest(refusal.message, refusal.field);
  for (const line of sale.lines) {
    const { tariff } = itemOf.get(line.priceId)!;
    if (!tariff.isActive || !tariffSoldOn(tariff, input.check_in))
      throw badRequest(fillMessage(leisureMessages.notSoldThatDay, { name: tariff.enum }), 'prices');
  }

  const client = input.booking_status === 'stock' ? null : (input.client ?? null);
  // The sale's items by tariff: each tariff with the version it was read at (any of its items has it).
  const used = input.prices.map((p) => itemOf.get(p.price)!);
  const byTariff = new Map(used.map((u) => [u.tariff.id, u]));
  const places = placesByTariff(sale.lines).map(({ tariffId, quantity }) => ({
    tariff: byTariff.get(tariffId)!.tariff,
    quantity,
  }));
  // More than a tariff's places a day never fits (and a new day's row would break its CHECK).
  const tooMany = places.find((p) => p.quantity > p.tariff.stockNumber);
  if (tooMany) throw await notEnough(db, tooMany.tariff, input.check_in);
  const record: SaleRecord = {
    companyId: actor.companyId,
    categoryId: input.category,
    day: input.check_in,
    status: input.booking_status,
    client,
    comment: input.comment,
    quantity: sale.quantity,
    amount: sale.amount,
    createdBy: actor.employeeId,
    lines: sale.lines.map((l) => {
      const { price } = itemOf.get(l.priceId)!;
      return {
        tariffId: l.tariffId,
        priceId: price.id,
        name: price.name,
        price: price.price,
        quantity: l.quantity,
        amount: l.amount,
      };
    }),
    places: places.map((p) => ({ tariffId: p.tariff.id, quantity: p.quantity })),
    checkedOn: {
      tariffs: places.map((p) => ({ id: p.tariff.id, version: byTariff.get(p.tariff.id)!.tariffVersion })),
      prices: [
        ...new Map(used.map((u) => [u.price.id, { id: u.price.id, version: u.priceVersion }])).values(),
      ],
    },
  };
  return { sale, itemOf, places, client, record };
}

/** Writes the planned sale and answers it as the order's view. */
async function recordPlan(db: Db, actor: Actor, input: LeisureBookingCreateInput, plan: SalePlan) {
  const { sale, itemOf, places, client, record } = plan;
  const written = await recordOrRefuse(db, actor, input.check_in, places, record);
  // A named client that is not the company's: the statement wrote nothing (its order needs the client).
  if (written.orderId === null) throw notFound(messages.notFound);

  const clientId = written.clientId;
  const order: OrderRow = {
    id: written.orderId,
    companyId: actor.companyId,
    categoryId: input.category,
    day: input.check_in,
    status: input.booking_status,
    clientId,
    comment: input.comment,
    quantity: sale.quantity,
    amount: sale.amount,
    paidAmount: '0.00',
    cancelReason: null,
    canceledAt: null,
    createdBy: actor.employeeId,
    createdAt: new Date(written.createdAt),
  };
  const items = sale.lines.map((l, i) => {
    const { price } = itemOf.get(l.priceId)!;
    return {
      id: written.items[i]!.id,
      companyId: actor.companyId,
      orderId: order.id,
      tariffId: l.tariffId,
      priceId: price.id,
      name: price.name,
      price: price.price,
      quantity: l.quantity,
      amount: l.amount,
    };
  });
  const details = {
    items: items.map((item) => ({ item, tariff: itemOf.get(item.priceId!)!.tariff })),
    pays: [],
    people: client && clientId ? [{ ...client, id: clientId, gender: client.gender ?? null }] : [],
    cats: [{ id: input.category, name: written.categoryName }],
  };
  return orderViews([order], details, new Map([[actor.employeeId, written.seller ?? '']]))[0]!;
}

/** The statement found the catalogue it was checked on changed (leisure_catalogue_changed). */
class CatalogueChanged extends Error {}

/**
 * Sales of one tariff-day sent to the database at once (keyedGate): two, so one is being written while
 * the other commits.
 */
const SALES_PER_STOCK_ROW = 2;
const stockGate = perDatabase(() => keyedGate(SALES_PER_STOCK_ROW));

/**
 * recordSale, with its refusals as answers: places no longer there (the stock row's CHECK) get the 409
 * naming the tariff that fell short, and a price item or tariff deleted since it was read gets 404.
 * The statement was aborted either way, so nothing was written.
 */
async function recordOrRefuse(
  db: Db,
  actor: Actor,
  day: string,
  places: { tariff: TariffRow; quantity: number }[],
  sale: SaleRecord,
) {
  try {
    return await stockGate(db).run(
      places.map((p) => `${p.tariff.id}|${day}`),
      () => repo.recordSale(db, actor, sale),
    );
  } catch (err) {
    if (pgCode(err) === PG_CHECK && pgConstraint(err) === 'leisure_stock_bounds') {
      // The error does not say which row broke it: the first tariff now short of what was asked.
      for (const p of places) {
        const left = await repo.placesLeft(db, p.tariff, day);
        if (left < p.quantity) throw notEnoughLeft(p.tariff, left);
      }
      throw await notEnough(db, places[0]!.tariff, day);
    }
    if (pgCode(err) === PG_FOREIGN_KEY) throw notFound(leisureMessages.priceNotFound);
    if (pgCode(err) === PG_LEISURE_CATALOGUE_CHANGED) throw new CatalogueChanged();
    throw err;
  }
}

/** Cancels an order with a reason; its places go back to its day. */
export async function cancelLeisureOrder(db: Db, actor: Actor, id: number, reason: string) {
  await write(db, { ...actor, audit: { action: 'cancel', reason } }, async (tx) => {
    const order = await repo.order(tx, actor.companyId, id, true);
    if (!order) throw notFound(leisureMessages.orderNotFound);
    if (order.status === 'canceled') throw new AppError(409, leisureMessages.alreadyCanceled);
    await repo.updateOrder(tx, id, { status: 'canceled', cancelReason: reason, canceledAt: new Date() });
    const items = await repo.itemsOf(tx, id);
    for (const { tariffId, quantity } of placesByTariff(items))
      await repo.givePlaces(tx, tariffId, order.day, quantity);
  });
  return getLeisureOrder(db, actor, id);
}

/**
 * 'set booking': a reserve sold ('book') or back to a reserve, its client or comment changed. A stock
 * reduction has no client and stays one; a cancelled order is history.
 */
export async function updateLeisureOrder(db: Db, actor: Actor, id: number, input: LeisureOrderUpdateInput) {
  await write(db, actor, async (tx) => {
    const order = await repo.order(tx, actor.companyId, id, true);
    if (!order) throw notFound(leisureMessages.orderNotFound);
    if (order.status === 'canceled') throw new AppError(409, leisureMessages.alreadyCanceled);
    if (order.status === 'stock' && (input.booking_status || input.client))
      throw badRequest(messages.invalidValue, input.booking_status ? 'booking_status' : 'client');
    const status = input.booking_status ?? order.status;
    let clientId = order.clientId;
    if (order.status !== 'stock') {
      const current = clientId ? (await findClients(tx, actor.companyId, [clientId]))[0] : undefined;
      const client = input.client ?? (current ? presentClient(current) : null);
      // The order's own day: a reserve is sold when its guest comes, even after the day began.
      const refusal = checkLeisureSale({
        status: status as 'reserved' | 'book',
        day: order.day,
        today: order.day,
        quantity: order.quantity,
        client,
        requiredFields: requiredOf(actor),
      });
      if (refusal) throw badRequest(refusal.message, refusal.field);
      if (input.client) {
        clientId = await saveClient(tx, actor.companyId, {
          ...input.client,
          id: input.client.id ?? clientId ?? undefined,
        });
        if (clientId === null) throw notFound(messages.notFound);
      }
    }
    await repo.updateOrder(tx, id, { status, clientId, comment: input.comment ?? order.comment });
  });
  return getLeisureOrder(db, actor, id);
}

/**
 * A payment or refund of an order, taken by the payments' one use case as a booking's is; a stock order
 * takes none, and a cancelled one only refunds. paid_amount follows by trigger.
 */
export async function createLeisurePayment(db: Db, actor: Actor, input: LeisurePaymentCreateInput) {
  const method = await paymentMethodOf(db, actor, input);
  return write(db, actor, async (tx) => {
    const order = await repo.order(tx, actor.companyId, input.order, true);
    if (!order) throw notFound(leisureMessages.orderNotFound);
    if (order.status === 'stock') throw badRequest(leisureMessages.notPayable, 'order');
    if (order.status === 'canceled' && input.payment_type === 'payment')
      throw badRequest(leisureMessages.alreadyCanceled, 'payment_type');
    const owner = { leisureOrderId: order.id, paidAmount: order.paidAmount };
    const payment = await takePayment(tx, actor, owner, input, method);
    const creator = (await repo.creators(tx, [actor.employeeId]))[0];
    return { ...payment, order: order.id, created_by_name: creator?.name ?? '' };
  });
}
