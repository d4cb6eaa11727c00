/**
 * The legs of a stay with a mid-stay move (issue 28, item 3; the rules are domain stay-legs.ts): reading
 * and adding the earlier rooms, and the holds of a whole stay. Every path that places a booking's holds
 * (the editor's save, a move, a status step that changes the stay, a group's save) places them through
 * `stayHoldTargets` and `holdStay`, so the rooms a guest already lived in stay held for their periods.
 */
import { type EarlierLeg, legsRefusal, type StayPlace, stayLegs } from '@pms/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingLegs, categories, rooms } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest } from '../../http/errors.ts';
import { fromUnixSeconds, unixSeconds } from '../../http/views.ts';
import { type HoldTarget, holdTarget, placeBookingHolds, releaseHoldsOfBooking } from '../holds/index.ts';

type CategoryRow = typeof categories.$inferSelect;

/** An earlier room with what pricing and the screens need: its category's rates and its name. */
export interface LoadedLeg extends EarlierLeg {
  category: CategoryRow;
  roomName: string;
}

/** The earlier legs of the company's stays that `filter` picks, by booking, each booking's in order. */
async function readLegs(db: Db, companyId: number, filter: SQL): Promise<Map<number, LoadedLeg[]>> {
  const byBooking = new Map<number, LoadedLeg[]>();
  const rows = await db
    .select({ leg: bookingLegs, category: categories, roomName: rooms.name })
    .from(bookingLegs)
    .innerJoin(categories, eq(categories.id, bookingLegs.categoryId))
    .innerJoin(rooms, eq(rooms.id, bookingLegs.roomId))
    .where(and(eq(bookingLegs.companyId, companyId), filter))
    .orderBy(asc(bookingLegs.bookingId), asc(bookingLegs.until));
  for (const { leg, category, roomName } of rows) {
    const list = byBooking.get(leg.bookingId) ?? [];
    list.push({
      roomId: leg.roomId,
      bedId: leg.bedId,
      categoryId: leg.categoryId,
      until: unixSeconds(leg.until),
      category,
      roomName,
    });
    byBooking.set(leg.bookingId, list);
  }
  return byBooking;
}

/** The earlier legs of each of `bookingIds`, in order; a booking that never moved has none. */
export async function legsOfBookings(
  db: Db,
  companyId: number,
  bookingIds: number[],
): Promise<Map<number, LoadedLeg[]>> {
  if (bookingIds.length === 0) return new Map();
  return readLegs(db, companyId, inArray(bookingLegs.bookingId, bookingIds));
}

/**
 * The earlier legs of every stay overlapping [from, to) (unix seconds): what the calendar draws. Found
 * by the stays' periods, since few stays have legs, not by the window's thousands of booking ids.
 */
export function legsOfStaysIn(db: Db, companyId: number, from: number, to: number) {
  return readLegs(
    db,
    companyId,
    sql`exists (select 1 from bookings b where b.id = ${bookingLegs.bookingId}
      and b.check_in < to_timestamp(${to}) and b.check_out > to_timestamp(${from}))`,
  );
}

export async function legsOf(db: Db, companyId: number, bookingId: number): Promise<LoadedLeg[]> {
  return (await legsOfBookings(db, companyId, [bookingId])).get(bookingId) ?? [];
}

/** The legs a move 'с сегодняшнего дня' leaves: replaces the booking's earlier legs. */
export async function writeLegs(tx: Db, companyId: number, bookingId: number, legs: readonly EarlierLeg[]) {
  await tx.delete(bookingLegs).where(eq(bookingLegs.bookingId, bookingId));
  if (legs.length === 0) return;
  await tx.insert(bookingLegs).values(
    legs.map((l) => ({
      companyId,
      bookingId,
      roomId: l.roomId,
      bedId: l.bedId,
      categoryId: l.categoryId,
      until: fromUnixSeconds(l.until),
    })),
  );
}

/** Refuses dates that would leave out a room the guest already lived in ('Проживание должно включать …'). */
export function assertLegsFit(actor: Actor, checkIn: number, checkOut: number, legs: readonly LoadedLeg[]) {
  const refusal = legsRefusal(checkIn, checkOut, legs, actor.timeZone);
  if (refusal) throw badRequest(refusal.message, refusal.field);
}

/**
 * The holds a stay asks for: the current room's first (what a refusal names first), then each earlier
 * room over its own period.
 */
export async function stayHoldTargets(
  db: Db,
  actor: Actor,
  stay: Omit<StayPlace, 'categoryId'> & { checkIn: number; checkOut: number },
  earlier: readonly EarlierLeg[],
): Promise<HoldTarget[]> {
  const legs = stayLegs({ ...stay, categoryId: 0 }, earlier);
  const targets: HoldTarget[] = [];
  for (const leg of [legs.at(-1)!, ...legs.slice(0, -1)]) {
    targets.push(await holdTarget(db, actor, { roomId: leg.roomId, bedId: leg.bedId }, leg.from, leg.to));
  }
  return targets;
}

/**
 * The booking's holds become `targets`, inside the caller's transaction. A draft made from a channel block
 * holds through the block where the two meet (issue 28, item 4; placeBookingHolds).
 */
export async function holdStay(tx: Db, companyId: number, bookingId: number, targets: readonly HoldTarget[]) {
  await releaseHoldsOfBooking(tx, bookingId);
  for (const t of targets) await placeBookingHolds(tx, companyId, t.unitIds, t.from, t.to, bookingId);
}
