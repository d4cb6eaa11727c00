import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beds, bookings, payments, repairs } from '../../db/schema.ts';

type BookingInsert = typeof bookings.$inferInsert;
export type BookingRow = typeof bookings.$inferSelect;
export type RepairRow = typeof repairs.$inferSelect;

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
};
