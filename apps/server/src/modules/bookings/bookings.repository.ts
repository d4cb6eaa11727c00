/**
 * Reads and writes of the booking editor: one booking with its names, and the lists a save replaces
 * (meals, services, discounts, tasks) or appends to (payments). No rules here; the service decides.
 */
import { cancelledStatuses } from '@pms/domain';
import { and, asc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  beds,
  bookingDiscounts,
  bookingFoods,
  bookingServices,
  bookings,
  categories,
  employees,
  foodTariffs,
  payments,
  paymentTypes,
  rooms,
  salesChannels,
  tasks,
} from '../../db/schema.ts';

/** The employee who last changed a booking, beside its creator in the same query. */
const updaters = alias(employees, 'updaters');

export type FoodRow = typeof bookingFoods.$inferInsert;
export type ServiceLineRow = typeof bookingServices.$inferInsert;
export type DiscountLineRow = typeof bookingDiscounts.$inferInsert;
export type TaskRow = typeof tasks.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;

export const bookingsRepository = {
  /** The booking with what the editor shows by name: category, room, bed, source, creator and updater. */
  async detail(db: Db, companyId: number, id: number) {
    const [row] = await db
      .select({
        booking: bookings,
        category: categories,
        roomName: rooms.name,
        bedName: beds.name,
        sourceName: salesChannels.name,
        creator: { id: employees.id, firstName: employees.firstName, lastName: employees.lastName },
        updater: { firstName: updaters.firstName, lastName: updaters.lastName },
      })
      .from(bookings)
      .innerJoin(categories, eq(categories.id, bookings.categoryId))
      .innerJoin(rooms, eq(rooms.id, bookings.roomId))
      .leftJoin(beds, eq(beds.id, bookings.bedId))
      // Only the company's own channel is ever named, whatever the row holds.
      .leftJoin(
        salesChannels,
        and(eq(salesChannels.id, bookings.sourceId), eq(salesChannels.companyId, bookings.companyId)),
      )
      .leftJoin(employees, eq(employees.id, bookings.createdBy))
      .leftJoin(updaters, eq(updaters.id, bookings.updatedBy))
      .where(and(eq(bookings.companyId, companyId), eq(bookings.id, id)));
    return row;
  },

  oldRoomName: async (db: Db, roomId: number) =>
    (await db.select({ name: rooms.name }).from(rooms).where(eq(rooms.id, roomId)))[0]?.name ?? null,

  foods: (db: Db, bookingId: number) =>
    db
      .select({ food: bookingFoods, tariffName: foodTariffs.name, foodType: foodTariffs.foodType })
      .from(bookingFoods)
      .innerJoin(foodTariffs, eq(foodTariffs.id, bookingFoods.tariffId))
      .where(eq(bookingFoods.bookingId, bookingId))
      .orderBy(asc(bookingFoods.id)),

  services: (db: Db, bookingId: number) =>
    db
      .select()
      .from(bookingServices)
      .where(eq(bookingServices.bookingId, bookingId))
      .orderBy(asc(bookingServices.id)),

  discounts: (db: Db, bookingId: number) =>
    db
      .select()
      .from(bookingDiscounts)
      .where(eq(bookingDiscounts.bookingId, bookingId))
      .orderBy(asc(bookingDiscounts.id)),

  tasks: (db: Db, bookingId: number) =>
    db
      .select({ task: tasks, firstName: employees.firstName, lastName: employees.lastName })
      .from(tasks)
      .leftJoin(employees, eq(employees.id, tasks.responsibleId))
      .where(eq(tasks.bookingId, bookingId))
      .orderBy(asc(tasks.dueDate), asc(tasks.id)),

  payments: (db: Db, bookingId: number) =>
    db
      .select({ payment: payments, methodName: paymentTypes.name })
      .from(payments)
      .leftJoin(paymentTypes, eq(paymentTypes.id, payments.paymentMethodId))
      .where(eq(payments.bookingId, bookingId))
      .orderBy(asc(payments.createdAt), asc(payments.id)),

  async replaceFoods(db: Db, bookingId: number, rows: FoodRow[]) {
    await db.delete(bookingFoods).where(eq(bookingFoods.bookingId, bookingId));
    if (rows.length) await db.insert(bookingFoods).values(rows);
  },

  async replaceServices(db: Db, bookingId: number, rows: ServiceLineRow[]) {
    await db.delete(bookingServices).where(eq(bookingServices.bookingId, bookingId));
    if (rows.length) await db.insert(bookingServices).values(rows);
  },

  async replaceDiscounts(db: Db, bookingId: number, rows: DiscountLineRow[]) {
    await db.delete(bookingDiscounts).where(eq(bookingDiscounts.bookingId, bookingId));
    if (rows.length) await db.insert(bookingDiscounts).values(rows);
  },

  addDiscount: (db: Db, row: DiscountLineRow) => db.insert(bookingDiscounts).values(row),

  deleteDiscount: (db: Db, bookingId: number, rowId: number) =>
    db
      .delete(bookingDiscounts)
      .where(and(eq(bookingDiscounts.bookingId, bookingId), eq(bookingDiscounts.id, rowId)))
      .returning({ id: bookingDiscounts.id }),

  async replaceTasks(db: Db, bookingId: number, rows: TaskRow[]) {
    await db.delete(tasks).where(eq(tasks.bookingId, bookingId));
    if (rows.length) await db.insert(tasks).values(rows);
  },

  /** Deletes the listed tasks of the booking, or all of them when none are listed. */
  deleteTasks: (db: Db, bookingId: number, ids: number[]) =>
    db
      .delete(tasks)
      .where(and(eq(tasks.bookingId, bookingId), ids.length ? inArray(tasks.id, ids) : undefined)),

  /**
   * Locks these bookings of the company until the transaction ends, in id order so two saves of
   * overlapping groups wait for each other instead of deadlocking; answers each one's version.
   */
  lockVersions: (db: Db, companyId: number, ids: number[]) =>
    db
      .select({ id: bookings.id, version: bookings.version })
      .from(bookings)
      .where(and(eq(bookings.companyId, companyId), inArray(bookings.id, ids)))
      .orderBy(asc(bookings.id))
      .for('update'),

  /** How many rooms of the group still hold their room (not cancelled or expired). */
  liveGroupRooms: (db: Db, companyId: number, parentId: number) =>
    db.$count(
      bookings,
      and(
        eq(bookings.companyId, companyId),
        eq(bookings.groupParent, parentId),
        notInArray(bookings.status, [...cancelledStatuses]),
      ),
    ),

  /**
   * The rooms of a group: every booking naming the parent, the parent first, then by room. The parent
   * itself is listed even before it is a group (group mode not saved yet).
   */
  groupMembers: (db: Db, companyId: number, parentId: number) =>
    db
      .select({
        booking: bookings,
        category: categories,
        roomName: rooms.name,
        updater: { firstName: updaters.firstName, lastName: updaters.lastName },
      })
      .from(bookings)
      .innerJoin(categories, eq(categories.id, bookings.categoryId))
      .innerJoin(rooms, eq(rooms.id, bookings.roomId))
      // Who changed each room last, for the group editor's 'Бронь изменил … — обновить?'.
      .leftJoin(updaters, eq(updaters.id, bookings.updatedBy))
      .where(
        and(
          eq(bookings.companyId, companyId),
          or(eq(bookings.groupParent, parentId), eq(bookings.id, parentId)),
        ),
      )
      .orderBy(sql`${bookings.id} <> ${parentId}`, asc(rooms.name)),

  /** When booking `id` was last saved and by whom, for the named 409 (stale-version.ts). */
  async lastChange(db: Db, companyId: number, id: number) {
    const [row] = await db
      .select({ at: bookings.updatedAt, lastName: employees.lastName, firstName: employees.firstName })
      .from(bookings)
      .leftJoin(employees, eq(employees.id, bookings.updatedBy))
      .where(and(eq(bookings.companyId, companyId), eq(bookings.id, id)));
    return row;
  },
};
