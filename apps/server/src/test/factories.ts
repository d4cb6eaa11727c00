/** Test data builders that write straight to the database, so each test states only what it needs. */
import type { Role } from '@pms/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  bookings,
  categories,
  companies,
  companyEmployees,
  employees,
  foodPrices,
  foodTariffs,
  rooms,
  units,
} from '../db/schema.ts';
import { type Actor, actorOf } from '../http/actor.ts';
import { hashPassword } from '../modules/auth/passwords.ts';

let seq = 0;
const next = () => ++seq;
let cachedHash: Promise<string> | undefined;
export const TEST_PASSWORD = 'password123';

export async function buildCompany(db: Db, values: Partial<typeof companies.$inferInsert> = {}) {
  const [row] = await db
    .insert(companies)
    .values({ name: `Отель ${next()}`, ...values })
    .returning();
  return row!;
}

/** The actor a request in `companyId` would carry (as its owner), for calling a use case directly. */
export async function actorIn(
  db: Db,
  companyId: number,
  employeeId = 0,
  role: Role = 'owner',
): Promise<Actor> {
  const [c] = await db.select().from(companies).where(eq(companies.id, companyId));
  const employee = { id: employeeId, firstName: 'Тест', lastName: null };
  return actorOf(employee, { ...c!, timeZone: c!.timezone, role });
}

/**
 * An employee of `companyId` whose password is TEST_PASSWORD; its owner unless `role` says otherwise, so
 * a test of a use case is not a test of permissions.
 */
export async function buildEmployee(
  db: Db,
  companyId: number,
  values: Partial<typeof employees.$inferInsert> = {},
  role: Role = 'owner',
) {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const n = next();
  const [row] = await db
    .insert(employees)
    .values({
      email: `clerk${n}@example.com`,
      passwordHash: await cachedHash,
      firstName: 'Айгерим',
      lastName: `Сатпаева${n}`,
      ...values,
    })
    .returning();
  await db.insert(companyEmployees).values({ companyId, employeeId: row!.id, role });
  return row!;
}

/** A category's price row for the week (the API's `week` rates) with the same price every day. */
export const everyWeekday = (price: number) => ({
  mon: price,
  tue: price,
  wed: price,
  thu: price,
  fri: price,
  sat: price,
  san: price,
});

export async function buildCategory(
  db: Db,
  companyId: number,
  values: Partial<typeof categories.$inferInsert> = {},
) {
  const [row] = await db
    .insert(categories)
    .values({ companyId, name: `Стандарт ${next()}`, placeNumber: 2, ...values })
    .returning();
  return row!;
}

/** A room with its whole-room unit (the category must be of type 'room'). */
export async function buildRoom(db: Db, companyId: number, categoryId: number, name = `${100 + next()}`) {
  const [row] = await db.insert(rooms).values({ companyId, categoryId, name }).returning();
  await db.insert(units).values({ companyId, roomId: row!.id });
  return row!;
}

export async function buildBooking(
  db: Db,
  room: { id: number; companyId: number; categoryId: number },
  status = 'booked',
) {
  const [row] = await db
    .insert(bookings)
    .values({
      companyId: room.companyId,
      categoryId: room.categoryId,
      roomId: room.id,
      status,
      checkIn: new Date('2026-12-01T09:00:00Z'),
      checkOut: new Date('2026-12-03T07:00:00Z'),
    })
    .returning();
  return row!;
}

/** An instant on a day of December 2026 at an Almaty wall-clock hour (UTC+5), as unix seconds. */
export const decemberInAlmaty = (d: number, hour = 14) => Date.UTC(2026, 11, d, hour - 5) / 1000;

const foodPriceKinds = ['adult', 'children', 'adult_on_reception', 'children_on_reception'] as const;
const weekdayKeys = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'];

/** A weekly meal tariff ('Завтрак' unless named), each price kind one price every weekday: `price(i)`. */
export async function buildFoodTariff(
  db: Db,
  companyId: number,
  price: (kindIndex: number) => number,
  values: Partial<typeof foodTariffs.$inferInsert> = {},
) {
  const [tariff] = await db
    .insert(foodTariffs)
    .values({ companyId, name: 'Завтрак', foodType: 'breakfast', priceType: 'week', ...values })
    .returning();
  await db.insert(foodPrices).values(
    foodPriceKinds.map((priceType, i) => ({
      companyId,
      tariffId: tariff!.id,
      period: 'week',
      priceType,
      prices: Object.fromEntries(weekdayKeys.map((d) => [d, price(i).toFixed(2)])),
    })),
  );
  return tariff!.id;
}
