/**
 * Reads and writes of the bookings table and what hangs on it: a booking (reserved, drafted, saved,
 * swept), one booking with its names for the editor, the lists a save replaces (meals, services,
 * discounts, tasks), and repairs. No rules here; the services decide.
 */
import {
  type BookingStatus,
  cancelledStatuses,
  draftStatus,
  expirableStatuses,
  type RestrictionOverrideData,
} from '@pms/domain';
import { and, asc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client.ts';
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
  repairs,
  rooms,
  salesChannels,
  tasks,
} from '../../db/schema.ts';
import { statusList } from './status-sql.ts';

type BookingInsert = typeof bookings.$inferInsert;
export type BookingRow = typeof bookings.$inferSelect;
export type RepairRow = typeof repairs.$inferSelect;

/** A booking a sweep changed or removed, with what its live event names. */
export interface SweptRow {
  id: number;
  company_id: number;
  category_id: number;
  room_id: number;
  bed_id: number | null;
  check_in: number;
  check_out: number;
}

const sweptColumns = sql`id, company_id, category_id, room_id, bed_id,
  extract(epoch from check_in)::int as check_in, extract(epoch from check_out)::int as check_out`;

/** The employee who last changed a booking, beside its creator in the same query. */
const updaters = alias(employees, 'updaters');

export type FoodRow = typeof bookingFoods.$inferInsert;
export type ServiceLineRow = typeof bookingServices.$inferInsert;
export type DiscountLineRow = typeof bookingDiscounts.$inferInsert;
export type TaskRow = typeof tasks.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;

export const bookingsRepository = {
  bedOfRoom: async (db: Db, roomId: number, bedId: number) =>
    (
      await db
        .select({ id: beds.id })
        .from(beds)
        .where(and(eq(beds.id, bedId), eq(beds.roomId, roomId)))
    )[0],

  async insertBooking(db: Db, values: BookingInsert) {
    const [row] = await db.insert(bookings).values(values).returning();
    return row!;
  },

  /** The id of the company's booking of this number (bookings.number), if there is one. */
  idOfNumber: async (db: Db, companyId: number, number: number) =>
    (
      await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.companyId, companyId), eq(bookings.number, number)))
    )[0]?.id,

  async findBooking(db: Db, companyId: number, id: number, lock = false) {
    const q = db
      .select()
      .from(bookings)
      .where(and(eq(bookings.companyId, companyId), eq(bookings.id, id)));
    // Status changes lock the row so two clerks advancing one booking at once apply in turn.
    return (await (lock ? q.for('update') : q))[0];
  },

  /** The journal's line of a sale past its rate plan's restrictions (issue 32), on the booking. */
  async journalOverride(db: Db, companyId: number, bookingId: number, data: RestrictionOverrideData) {
    await db.execute(
      sql`select audit_write(${companyId}, 'booking', ${bookingId}, ${bookingId}, 'restriction_override',
                             '{}'::jsonb, ${JSON.stringify(data)}::jsonb)`,
    );
  },

  /** What a calendar conflict shows of the local bookings it names (calendar sync, issue 34). */
  async conflictRows(db: Db, companyId: number, ids: number[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: bookings.id,
        number: bookings.number,
        status: bookings.status,
        guestName: bookings.guestName,
        roomName: rooms.name,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
      })
      .from(bookings)
      .innerJoin(rooms, eq(rooms.id, bookings.roomId))
      .where(and(eq(bookings.companyId, companyId), inArray(bookings.id, ids)));
  },

  async updateBooking(db: Db, id: number, values: Partial<BookingInsert>) {
    const [row] = await db
      .update(bookings)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(bookings.id, id))
      .returning();
    return row!;
  },

  deleteBooking: (db: Db, id: number) => db.delete(bookings).where(eq(bookings.id, id)),

  hasPayment: async (db: Db, bookingId: number) =>
    (await db.$count(payments, and(eq(payments.bookingId, bookingId), eq(payments.paymentType, 'payment')))) >
    0,

  async insertRepair(db: Db, values: typeof repairs.$inferInsert) {
    const [row] = await db.insert(repairs).values(values).returning();
    return row!;
  },

  findRepair: async (db: Db, companyId: number, id: number) =>
    (
      await db
        .select()
        .from(repairs)
        .where(and(eq(repairs.companyId, companyId), eq(repairs.id, id)))
    )[0],

  deleteRepair: (db: Db, id: number) => db.delete(repairs).where(eq(repairs.id, id)),

  // The sweeps (booking-sweeps.ts): at most `batch` rows each, the longest waiting first. Row locks with
  // SKIP LOCKED let several instances sweep at once without doing the same work twice.

  /** Reserves whose 'Держать резерв до' is past `now` set to `expired`. */
  expireReserves: (tx: Db, expired: BookingStatus, now: Date, batch: number) =>
    queryRows<SweptRow>(
      tx,
      sql`update bookings set status = ${expired}, updated_at = now()
          where id in (select id from bookings
                       where status in (${statusList(expirableStatuses)}) and has_expire and expire_on <= ${now.toISOString()}
                       order by expire_on limit ${batch} for update skip locked)
          returning ${sweptColumns}`,
    ),

  /** Drafts untouched since `cutoff` deleted, unless money was taken on them. */
  deleteAbandonedDrafts: (tx: Db, cutoff: Date, batch: number) =>
    queryRows<SweptRow>(
      tx,
      sql`delete from bookings
          where id in (select id from bookings
                       where status = ${draftStatus} and updated_at <= ${cutoff.toISOString()}
                         and not exists (select 1 from payments p where p.booking_id = bookings.id)
                       order by updated_at limit ${batch} for update skip locked)
          returning ${sweptColumns}`,
    ),

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
        updater: { firstName: updaters.firstName, lastName: updaters.lastName, gender: updaters.gender },
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

  /**
   * The booking's tasks become `rows`: a row naming (`keep`) one of the booking's tasks updates it in
   * place, so its id and its done mark ('Задачи на сегодня', issue 33) and author survive the editor's
   * save; the others are inserted, and the booking's tasks no row names are deleted.
   */
  async replaceTasks(db: Db, bookingId: number, rows: (TaskRow & { keep?: number })[]) {
    const existing = new Set(
      (await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.bookingId, bookingId))).map((t) => t.id),
    );
    const kept = new Set<number>();
    const fresh: TaskRow[] = [];
    for (const { keep, ...row } of rows) {
      if (keep !== undefined && existing.has(keep) && !kept.has(keep)) {
        kept.add(keep);
        const { title, responsibleId, dueDate, description } = row;
        await db
          .update(tasks)
          .set({ title, responsibleId, dueDate, description })
          .where(and(eq(tasks.bookingId, bookingId), eq(tasks.id, keep)));
      } else fresh.push(row);
    }
    const gone = [...existing].filter((id) => !kept.has(id));
    if (gone.length)
      await db.delete(tasks).where(and(eq(tasks.bookingId, bookingId), inArray(tasks.id, gone)));
    if (fresh.length) await db.insert(tasks).values(fresh);
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
        updater: { firstName: updaters.firstName, lastName: updaters.lastName, gender: updaters.gender },
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
      .select({
        at: bookings.updatedAt,
        lastName: employees.lastName,
        firstName: employees.firstName,
        gender: employees.gender,
      })
      .from(bookings)
      .leftJoin(employees, eq(employees.id, bookings.updatedBy))
      .where(and(eq(bookings.companyId, companyId), eq(bookings.id, id)));
    return row;
  },
};
