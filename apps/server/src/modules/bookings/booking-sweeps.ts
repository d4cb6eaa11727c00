/**
 * The bookings' sweeps, run by the holds' sweeper (holds/sweeper.ts): reserves whose 'Держать
 * резерв до' has passed become 'expired' and free their room; drafts abandoned in the editor (a closed
 * tab never deletes its draft) are removed after a while. They stay here, not in inventory, because
 * they are the booking lifecycle's rules (statuses, drafts, payments); the inventory only runs them.
 * Each is its own transaction, as the system actor, and is announced live. Row locks with SKIP LOCKED
 * let several instances sweep at once without doing the same work twice.
 */
import { type BookingStatus, draftStatus, expirableStatuses, type LiveEventStatus } from '@pms/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { systemActor, write } from '../../db/write.ts';
import { holdsRepository } from '../holds/holds.repository.ts';
import { statusList } from './status-sql.ts';

interface SweptRow {
  id: number;
  company_id: number;
  category_id: number;
  room_id: number;
  bed_id: number | null;
  check_in: number;
  check_out: number;
}

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

const columns = sql`id, company_id, category_id, room_id, bed_id,
  extract(epoch from check_in)::int as check_in, extract(epoch from check_out)::int as check_out`;

export async function sweepBookings(db: Db, opts: { now: Date; draftTtlMinutes: number; batch?: number }) {
  const batch = opts.batch ?? 200;
  const expired = await write(db, systemActor, async (tx, announce) => {
    const rows = await queryRows<SweptRow>(
      tx,
      sql`update bookings set status = ${expiredStatus}, updated_at = now()
          where id in (select id from bookings
                       where status in (${statusList(expirableStatuses)}) and has_expire and expire_on <= ${opts.now.toISOString()}
                       order by expire_on limit ${batch} for update skip locked)
          returning ${columns}`,
    );
    await holdsRepository.deleteOfBookings(
      tx,
      rows.map((r) => r.id),
    );
    for (const r of rows) announce(event(r, expiredStatus), r.company_id);
    return rows.length;
  });
  const cutoff = new Date(opts.now.getTime() - opts.draftTtlMinutes * 60_000);
  const drafts = await write(db, systemActor, async (tx, announce) => {
    const rows = await queryRows<SweptRow>(
      tx,
      sql`delete from bookings
          where id in (select id from bookings
                       where status = ${draftStatus} and updated_at <= ${cutoff.toISOString()}
                         and not exists (select 1 from payments p where p.booking_id = bookings.id)
                       order by updated_at limit ${batch} for update skip locked)
          returning ${columns}`,
    );
    for (const r of rows) announce(event(r, 'deleted'), r.company_id);
    return rows.length;
  });
  return { expired, drafts };
}
