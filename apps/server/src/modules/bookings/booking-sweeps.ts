/**
 * The bookings' sweeps, run by the holds' sweeper (holds/sweeper.ts): reserves whose 'Держать
 * резерв до' has passed become 'expired' and free their room; drafts abandoned in the editor (a closed
 * tab never deletes its draft) are removed after a while. They stay here, not in inventory, because
 * they are the booking lifecycle's rules (statuses, drafts, payments); the inventory only runs them.
 * Each is its own transaction, as the system actor, and is announced live. Row locks with SKIP LOCKED
 * let several instances sweep at once without doing the same work twice.
 */
import type { BookingStatus, LiveEventStatus } from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { systemActor, write } from '../../db/write.ts';
import { releaseHoldsOfBookings } from '../holds/index.ts';
import { bookingsRepository, type SweptRow } from './bookings.repository.ts';

const event = (r: SweptRow, status: LiveEventStatus) => ({
  id: r.id,
  kind: 'booking' as const,
  category_id: r.category_id,
  room_id: r.room_id,
  koika_id: r.bed_id,
  status,
  check_in: r.check_in,
  check_out: r.check_out,
});

const expiredStatus: BookingStatus = 'expired';

export async function sweepBookings(db: Db, opts: { now: Date; draftTtlMinutes: number; batch?: number }) {
  const batch = opts.batch ?? 200;
  const expired = await write(db, systemActor, async (tx, announce) => {
    const rows = await bookingsRepository.expireReserves(tx, expiredStatus, opts.now, batch);
    await releaseHoldsOfBookings(
      tx,
      rows.map((r) => r.id),
    );
    for (const r of rows) announce(event(r, expiredStatus), r.company_id);
    return rows.length;
  });
  const cutoff = new Date(opts.now.getTime() - opts.draftTtlMinutes * 60_000);
  const drafts = await write(db, systemActor, async (tx, announce) => {
    const rows = await bookingsRepository.deleteAbandonedDrafts(tx, cutoff, batch);
    for (const r of rows) announce(event(r, 'deleted'), r.company_id);
    return rows.length;
  });
  return { expired, drafts };
}
