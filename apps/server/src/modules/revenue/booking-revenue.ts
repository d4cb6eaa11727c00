/**
 * Keeps `booking_revenue` in step with a booking's saved price: every write of a price (the editor's
 * save, a group's save, a move, a group re-priced after a room's cancellation or move, the demo seed)
 * calls `storeRevenue` in its transaction, so the reports read lines that always add up to the booking's
 * common_amount. The spreading rule itself is the domain's `revenueLines`.
 */
import { type RevenueSource, revenueLines, type SharedRevenue } from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { revenueRepository as repo } from './revenue.repository.ts';

export async function storeRevenue(
  tx: Db,
  companyId: number,
  bookingId: number,
  price: RevenueSource,
  shared?: SharedRevenue,
) {
  await repo.deleteOfBooking(tx, companyId, bookingId);
  const lines = revenueLines(price, shared);
  if (lines.length === 0) return;
  // A night of an earlier room of a mid-stay move counts in that room's category; every other line takes
  // the booking's (the insert trigger fills a missing category, migration 0051).
  const legCategories = lines.some((l) => l.leg !== undefined)
    ? await repo.legCategories(tx, companyId, bookingId)
    : [];
  await repo.insert(
    tx,
    lines.map((l) => ({
      companyId,
      bookingId,
      ...(l.leg === undefined || legCategories[l.leg] === undefined
        ? {}
        : { categoryId: legCategories[l.leg] }),
      date: l.date,
      kind: l.kind,
      amount: l.amount,
      foodType: l.food_type,
      adults: l.adults,
      children: l.children,
    })),
  );
}
