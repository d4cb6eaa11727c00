/**
 * The demo's leisure object (issue 14): 'Зона отдыха «Бурабай Лэнд»' beside the resort, with three
 * activities of two tariffs each, their places, and a month of sales — two weeks back, two weeks ahead —
 * in every status, paid or partly paid. The demo administrator is a member, so the company switcher
 * shows both modes, and the object has its own cashier (LEISURE_CASHIER). The stock rows are computed from the orders in SQL, so 'free / total' agrees with
 * what was sold exactly as a live sale would leave it.
 */
import { addDays, formatMoney, type LeisureSaleStatus, type Role, tariffSoldOn, toLocal } from '@pms/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  clients,
  companies,
  companyEmployees,
  employees,
  leisureCategories,
  leisureOrderItems,
  leisureOrders,
  leisurePrices,
  leisureRooms,
  leisureTariffs,
  payments,
  paymentTypes,
} from '../db/schema.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { DEMO_PASSWORD, PAYMENT_TYPES, RESORT } from './seed-catalogue.ts';
import { generateClients } from './seed-people.ts';
import { Rng } from './seed-random.ts';
import { eachChunk, inChunks } from './seed-write.ts';

export const LEISURE = {
  name: 'Зона отдыха «Бурабай Лэнд»',
  objectType: 'leisure',
  timezone: 'Asia/Almaty',
  address: 'Акмолинская область, пос. Бурабай, ул. Набережная, 3',
  phone: '+7 716 367 30 30',
  email: 'kassa@burabay-land.kz',
  // Run by the resort's company: its cash orders carry the same legal name and БИН.
  requisites: RESORT.requisites,
};

/**
 * The leisure object's own cashier (issue 28, item 19): the resort's receptionists are not its members, so
 * the demo's ticket desk has an employee of its own, a receptionist of this company only (the role sells
 * and takes payments). Signs in with DEMO_PASSWORD; the README lists the account.
 */
export const LEISURE_CASHIER = {
  email: 'dana@example.com',
  firstName: 'Дана',
  lastName: 'Сейтказиева',
  middleName: 'Маратовна',
  phoneNumber: '+7 747 305 18 64',
  gender: 'female',
  role: 'frontdesk',
} as const satisfies { role: Role; gender: 'male' | 'female' } & Record<string, string>;

const everyDay = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'];
const allYear = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];

const ACTIVITIES = [
  {
    name: 'Конные прогулки',
    description: 'Прогулка верхом вдоль озера Боровое с инструктором',
    places: ['Манеж', 'Лесная тропа'],
    tariffs: [
      {
        enum: 'Утренняя прогулка',
        stock: 12,
        start: '10:00',
        end: '12:00',
        weekdays: everyDay,
        prices: [
          ['Взрослый', 8000],
          ['Детский', 5000],
        ],
      },
      {
        enum: 'Закатная прогулка',
        stock: 8,
        start: '18:00',
        end: '20:00',
        weekdays: ['fri', 'sat', 'san'],
        prices: [
          ['Взрослый', 10000],
          ['Детский', 6000],
        ],
      },
    ],
  },
  {
    name: 'Сауна на дровах',
    description: 'Финская сауна с купелью, до 6 человек в сеанс',
    places: ['Сауна 1', 'Сауна 2'],
    tariffs: [
      {
        enum: 'Дневной сеанс',
        stock: 12,
        start: '12:00',
        end: '15:00',
        weekdays: everyDay,
        prices: [
          ['Взрослый', 6000],
          ['Детский', 3000],
        ],
      },
      {
        enum: 'Вечерний сеанс',
        stock: 12,
        start: '18:00',
        end: '21:00',
        weekdays: everyDay,
        prices: [
          ['Взрослый', 7500],
          ['Студент', 5000],
        ],
      },
    ],
  },
  {
    name: 'Прокат сапбордов',
    description: 'Сапборды и жилеты, прокат на час',
    places: ['Причал'],
    tariffs: [
      {
        enum: 'Утро',
        stock: 20,
        start: '09:00',
        end: '13:00',
        weekdays: everyDay,
        prices: [
          ['Взрослый', 4000],
          ['Детский', 2500],
        ],
      },
      {
        enum: 'День',
        stock: 20,
        start: '13:00',
        end: '19:00',
        weekdays: everyDay,
        prices: [
          ['Взрослый', 5000],
          ['Детский', 3000],
        ],
      },
    ],
  },
] as const;

const SEED = 20_261_127;
/** The prices above are whole tenge; money columns are written from tiyn. */
const tenge = (amount: number) => formatMoney(Math.round(amount * 100));

export interface LeisureSeedSummary {
  companyId: number;
  activities: number;
  tariffs: number;
  orders: number;
  payments: number;
}

/** The cashier's account (reused when it exists) and membership: the leisure company is its chosen one. */
async function addCashier(tx: Db, companyId: number, passwordHash: string) {
  const { role, ...person } = LEISURE_CASHIER;
  await tx
    .insert(employees)
    .values({ ...person, passwordHash })
    .onConflictDoNothing({ target: employees.email });
  const [cashier] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.email, LEISURE_CASHIER.email));
  const [chosen] = await tx
    .select({ n: count() })
    .from(companyEmployees)
    .where(and(eq(companyEmployees.employeeId, cashier!.id), eq(companyEmployees.isChosen, true)));
  await tx
    .insert(companyEmployees)
    .values({ companyId, employeeId: cashier!.id, isChosen: (chosen?.n ?? 0) === 0, role })
    .onConflictDoNothing();
}

/** Creates the leisure company with its demo and makes `employeeId` a member (not the chosen company). */
export async function seedLeisureDemo(
  db: Db,
  opts: { employeeId: number; now?: Date; passwordHash?: string },
): Promise<LeisureSeedSummary> {
  const now = opts.now ?? new Date();
  const today = toLocal(Math.floor(now.getTime() / 1000), LEISURE.timezone).date;
  const rng = new Rng(SEED);
  const people = generateClients(rng, 40);
  // Before the transaction: hashing is slow on purpose.
  const passwordHash = opts.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  return db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values(LEISURE).returning({ id: companies.id });
    const companyId = company!.id;
    await tx
      .insert(companyEmployees)
      .values({ companyId, employeeId: opts.employeeId, isChosen: false, role: 'owner' });
    await addCashier(tx, companyId, passwordHash);
    const methods = await tx
      .insert(paymentTypes)
      .values(PAYMENT_TYPES.slice(0, 3).map((p) => ({ companyId, ...p })))
      .returning({ id: paymentTypes.id });
    const clientIds = (
      await tx
        .insert(clients)
        .values(people.map((c) => ({ companyId, ...c })))
        .returning({ id: clients.id })
    ).map((c) => c.id);

    const tariffs: {
      id: number;
      categoryId: number;
      stock: number;
      weekdays: readonly string[];
      months: string[];
      prices: { id: number; name: string; price: number }[];
    }[] = [];
    for (const a of ACTIVITIES) {
      const [category] = await tx
        .insert(leisureCategories)
        .values({ companyId, name: a.name, description: a.description })
        .returning({ id: leisureCategories.id });
      await tx
        .insert(leisureRooms)
        .values(a.places.map((name) => ({ companyId, categoryId: category!.id, name })));
      for (const t of a.tariffs) {
        const [row] = await tx
          .insert(leisureTariffs)
          .values({
            companyId,
            categoryId: category!.id,
            enum: t.enum,
            stockNumber: t.stock,
            startTime: t.start,
            endTime: t.end,
            weekdays: [...t.weekdays],
            months: allYear,
          })
          .returning({ id: leisureTariffs.id });
        const prices = await tx
          .insert(leisurePrices)
          .values(
            t.prices.map(([name, price], position) => ({
              companyId,
              tariffId: row!.id,
              name,
              price: tenge(price),
              position,
            })),
          )
          .returning({ id: leisurePrices.id, name: leisurePrices.name, price: leisurePrices.price });
        tariffs.push({
          id: row!.id,
          categoryId: category!.id,
          stock: t.stock,
          weekdays: t.weekdays,
          months: allYear,
          prices: prices.map((p) => ({ ...p, price: Number(p.price) })),
        });
      }
    }

    // A month of sales: each tariff-day sells up to about 70 % of its places, fuller at the weekend
    // and thinner further ahead; a few orders are reserves, stock reductions or cancelled. Planned first
    // and written 500 rows a statement (as the resort's bookings are): one order, its lines and its
    // payment a statement each cost about 2 s of a first start's CPU on the embedded database.
    const sales: {
      order: typeof leisureOrders.$inferInsert;
      items: Omit<typeof leisureOrderItems.$inferInsert, 'orderId'>[];
      payment: Omit<typeof payments.$inferInsert, 'leisureOrderId'> | null;
    }[] = [];
    for (let d = -14; d <= 16; d++) {
      const day = addDays(today, d);
      for (const t of tariffs.filter((x) => tariffSoldOn(x, day))) {
        let left = Math.round(
          t.stock * (d <= 0 ? 0.7 : Math.max(0.1, 0.6 - d * 0.035)) * (0.6 + rng.next() * 0.5),
        );
        while (left > 0) {
          const status: LeisureSaleStatus | 'canceled' = rng.weighted([
            ['book', 70],
            ['reserved', d < 0 ? 0 : 12],
            ['stock', 8],
            ['canceled', 6],
          ] as const);
          const lines = t.prices
            .map((p) => ({ p, quantity: Math.min(left, rng.int(0, 3)) }))
            .filter((l) => l.quantity > 0);
          if (lines.length === 0) continue;
          const quantity = lines.reduce((s, l) => s + l.quantity, 0);
          if (quantity > left) break;
          left -= quantity;
          const amount = lines.reduce((s, l) => s + l.p.price * l.quantity, 0);
          // Sold on the day itself for the past, in the last three days for the days ahead.
          const soldAt = new Date(now.getTime() + Math.min(d, 0) * 86_400_000 - rng.int(1, 72) * 3_600_000);
          const order = {
            companyId,
            categoryId: t.categoryId,
            day,
            status,
            clientId: status === 'stock' ? null : rng.pick(clientIds),
            quantity,
            amount: tenge(amount),
            createdBy: opts.employeeId,
            cancelReason:
              status === 'canceled'
                ? rng.pick(['Дождь', 'Клиент передумал', 'Перенос на другой день'])
                : null,
            canceledAt: status === 'canceled' ? now : null,
            createdAt: soldAt,
          };
          const items = lines.map((l) => ({
            companyId,
            tariffId: t.id,
            priceId: l.p.id,
            name: l.p.name,
            price: tenge(l.p.price),
            quantity: l.quantity,
            amount: tenge(l.p.price * l.quantity),
          }));
          const pays = status === 'book' ? (rng.chance(0.85) ? amount : Math.round(amount / 2)) : 0;
          const payment =
            pays > 0
              ? {
                  companyId,
                  value: tenge(pays),
                  paymentMethodId: rng.pick(methods).id,
                  comment: 'Касса',
                  createdBy: opts.employeeId,
                  createdAt: soldAt,
                }
              : null;
          sales.push({ order, items, payment });
        }
      }
    }
    const orderIds = (
      await inChunks(sales, (chunk) =>
        tx
          .insert(leisureOrders)
          .values(chunk.map((s) => s.order))
          .returning({ id: leisureOrders.id }),
      )
    ).map((r) => r.id);
    await eachChunk(
      sales.flatMap((s, i) => s.items.map((item) => ({ ...item, orderId: orderIds[i] as number }))),
      (chunk) => tx.insert(leisureOrderItems).values(chunk),
    );
    const paidRows = sales.flatMap((s, i) =>
      s.payment ? [{ ...s.payment, leisureOrderId: orderIds[i] as number }] : [],
    );
    await eachChunk(paidRows, (chunk) => tx.insert(payments).values(chunk));
    const orders = sales.length;
    const paid = paidRows.length;
    // The days' stock as the sales left it: total places less what live orders hold.
    await tx.execute(sql`
      insert into leisure_stock (company_id, tariff_id, day, total, empty)
      select o.company_id, i.tariff_id, o.day, t.stock_number, t.stock_number - sum(i.quantity)
      from leisure_orders o
      join leisure_order_items i on i.order_id = o.id
      join leisure_tariffs t on t.id = i.tariff_id
      where o.company_id = ${companyId} and o.status <> 'canceled'
      group by o.company_id, i.tariff_id, o.day, t.stock_number`);
    return { companyId, activities: ACTIVITIES.length, tariffs: tariffs.length, orders, payments: paid };
  });
}
