import { type BookingStatus, draftStatus, expirableStatuses } from '@pms/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { beds, bookings, payments, repairs } from '../../db/schema.ts';
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

export const reservationsRepository = {
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

  async findBooking(db: Db, companyId: number, id: number, lock = false) {
    const q = db
      .select()
      .from(bookings)
      .where(and(eq(bookings.companyId, companyId), eq(bookings.id, id)));
    // Status changes lock the row so two clerks advancing one booking at once apply in turn.
    return (await (lock ? q.for('update') : q))[0];
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
};
