/**
 * Queries on sellable units and their holds. The exclusion constraint `holds_no_overlap` is the only
 * judge of availability; these queries write holds and, after a refusal, find out who holds the unit.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  blocks,
  bookingClients,
  bookings,
  clients,
  holds,
  rooms,
  salesChannels,
  units,
} from '../../db/schema.ts';

export type HoldOwner = { bookingId: number } | { repairId: number } | { blockId: number };

const range = (from: number, to: number) => sql`tstzrange(to_timestamp(${from}), to_timestamp(${to}), '[)')`;

/**
 * A hold that is not booking `bookingId`'s own: neither the booking's nor that of the channel block it is
 * a draft of (blocks.booking_id). A draft made from a block holds through the block until its save
 * consumes it (migration 0048), so the block is never in that draft's way.
 */
const notOwnHold = (bookingId: number) => sql`(${holds.bookingId} is distinct from ${bookingId}
  and not exists (select from blocks own where own.id = ${holds.blockId} and own.booking_id = ${bookingId}))`;

export const holdsRepository = {
  /** The units a hold on the room (or on one of its beds) takes: a bed's unit, or every unit of the room. */
  async unitsFor(db: Db, roomId: number, bedId: number | null | undefined) {
    const rows = await db
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.roomId, roomId), bedId ? eq(units.bedId, bedId) : undefined));
    return rows.map((r) => r.id);
  },

  async insert(db: Db, companyId: number, unitIds: number[], from: number, to: number, owner: HoldOwner) {
    if (unitIds.length === 0) return;
    await db.insert(holds).values(
      unitIds.map((unitId) => ({
        companyId,
        unitId,
        period: range(from, to) as unknown as string,
        bookingId: 'bookingId' in owner ? owner.bookingId : null,
        repairId: 'repairId' in owner ? owner.repairId : null,
        blockId: 'blockId' in owner ? owner.blockId : null,
      })),
    );
  },

  /**
   * Booking `bookingId`'s holds of `unitIds` over [from, to), less what the block it is a draft of still
   * holds of those units: a draft dragged over its own block holds only what lies outside it, and the
   * block keeps the rest for it, to give back whole if the draft is closed unsaved (issue 28, item 4).
   * For any other booking, and after the save that consumes the block, that is the whole stay.
   */
  async insertOfBooking(
    db: Db,
    companyId: number,
    unitIds: number[],
    from: number,
    to: number,
    bookingId: number,
  ) {
    if (unitIds.length === 0) return;
    await db.execute(sql`
      insert into holds (company_id, unit_id, period, booking_id)
      select ${companyId}, u.id, part, ${bookingId}
      from unnest(${sql.param(unitIds)}::int[]) as u(id)
      cross join lateral unnest(
        tstzmultirange(${range(from, to)}) - coalesce(
          (select range_agg(h.period) from holds h join blocks own on own.id = h.block_id
           where own.booking_id = ${bookingId} and h.unit_id = u.id),
          '{}'::tstzmultirange)
      ) as part`);
  },

  deleteOfBooking: (db: Db, bookingId: number) => db.delete(holds).where(eq(holds.bookingId, bookingId)),
  deleteOfBookings: (db: Db, bookingIds: number[]) =>
    bookingIds.length ? db.delete(holds).where(inArray(holds.bookingId, bookingIds)) : undefined,
  deleteOfBlock: (db: Db, blockId: number) => db.delete(holds).where(eq(holds.blockId, blockId)),

  /**
   * What holds any of `unitIds` during [from, to): the first booking, repair or block found, with what a
   * receptionist needs to recognise it. `exceptBookingId`: a booking's own holds, and its block's if it
   * is a draft made from one (notOwnHold), which a check of its move looks past.
   */
  async findHolder(db: Db, unitIds: number[], from: number, to: number, exceptBookingId?: number) {
    if (unitIds.length === 0) return undefined;
    const [hit] = await db
      .select({
        bookingId: holds.bookingId,
        repairId: holds.repairId,
        blockId: holds.blockId,
        from: sql<number>`extract(epoch from lower(${holds.period}))::float8`,
        to: sql<number>`extract(epoch from upper(${holds.period}))::float8`,
      })
      .from(holds)
      .where(
        and(
          inArray(holds.unitId, unitIds),
          sql`${holds.period} && ${range(from, to)}`,
          exceptBookingId ? notOwnHold(exceptBookingId) : undefined,
        ),
      )
      .orderBy(sql`lower(${holds.period})`)
      .limit(1);
    if (!hit) return undefined;
    if (hit.bookingId) {
      const [b] = await db
        .select({
          status: bookings.status,
          number: bookings.number,
          firstName: clients.firstName,
          lastName: clients.lastName,
        })
        .from(bookings)
        .leftJoin(
          bookingClients,
          and(eq(bookingClients.bookingId, bookings.id), eq(bookingClients.position, 0)),
        )
        .leftJoin(clients, eq(clients.id, bookingClients.clientId))
        .where(eq(bookings.id, hit.bookingId))
        .limit(1);
      const client = [b?.lastName, b?.firstName].filter(Boolean).join(' ');
      return {
        kind: 'booking' as const,
        id: hit.bookingId,
        /** The company's booking number, as a refusal names the holder. */
        number: b?.number ?? hit.bookingId,
        status: b?.status ?? 'new',
        client,
        from: hit.from,
        to: hit.to,
      };
    }
    if (hit.blockId) {
      const [bl] = await db
        .select({ channel: salesChannels.name })
        .from(blocks)
        .leftJoin(salesChannels, eq(salesChannels.id, blocks.channelId))
        .where(eq(blocks.id, hit.blockId));
      return {
        kind: 'block' as const,
        id: hit.blockId,
        channel: bl?.channel ?? '',
        from: hit.from,
        to: hit.to,
      };
    }
    return { kind: 'repair' as const, id: hit.repairId!, from: hit.from, to: hit.to };
  },

  /**
   * What something holds at some moment of [from, to) (a booking or block but `exceptBookingId`'s own, a
   * repair):
   * the company's rooms any unit of which is held, and the beds held by their own hold or their room's
   * whole-room hold. One read for the room pickers and the free-room finder (issue 28, item 9).
   */
  async held(db: Db, companyId: number, from: number, to: number, exceptBookingId?: number) {
    const rows = await db
      .selectDistinct({ roomId: units.roomId, bedId: units.bedId })
      .from(holds)
      .innerJoin(units, eq(units.id, holds.unitId))
      .where(
        and(
          eq(holds.companyId, companyId),
          sql`${holds.period} && ${range(from, to)}`,
          exceptBookingId ? notOwnHold(exceptBookingId) : undefined,
        ),
      );
    return {
      rooms: new Set(rows.map((r) => r.roomId)),
      beds: new Set(rows.flatMap((r) => (r.bedId === null ? [] : [r.bedId]))),
    };
  },

  roomName: async (db: Db, roomId: number) =>
    (await db.select({ name: rooms.name }).from(rooms).where(eq(rooms.id, roomId)))[0]?.name ??
    String(roomId),
};
