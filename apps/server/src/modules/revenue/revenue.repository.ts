/** The revenue lines' SQL: a booking's lines are replaced whole whenever its price is saved. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingLegs, bookingRevenue } from '../../db/schema.ts';

export const revenueRepository = {
  deleteOfBooking: (tx: Db, companyId: number, bookingId: number) =>
    tx
      .delete(bookingRevenue)
      .where(and(eq(bookingRevenue.companyId, companyId), eq(bookingRevenue.bookingId, bookingId))),

  /** The categories of a stay's earlier rooms, in order (booking_legs); the current room's is the booking's. */
  legCategories: async (tx: Db, companyId: number, bookingId: number) =>
    (
      await tx
        .select({ categoryId: bookingLegs.categoryId })
        .from(bookingLegs)
        .where(and(eq(bookingLegs.companyId, companyId), eq(bookingLegs.bookingId, bookingId)))
        .orderBy(asc(bookingLegs.until))
    ).map((r) => r.categoryId),

  insert: (tx: Db, rows: (typeof bookingRevenue.$inferInsert)[]) => tx.insert(bookingRevenue).values(rows),
};
