/** The revenue lines' SQL: a booking's lines are replaced whole whenever its price is saved. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingRevenue } from '../../db/schema.ts';

export const revenueRepository = {
  deleteOfBooking: (tx: Db, companyId: number, bookingId: number) =>
    tx
      .delete(bookingRevenue)
      .where(and(eq(bookingRevenue.companyId, companyId), eq(bookingRevenue.bookingId, bookingId))),

  insert: (tx: Db, rows: (typeof bookingRevenue.$inferInsert)[]) => tx.insert(bookingRevenue).values(rows),
};
