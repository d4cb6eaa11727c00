/**
 * Moving a booking (dragging its bar) to another room, bed or dates. The server re-checks what the
 * browser showed: the reason for a room change, the new category's capacity, and, through the
 * exclusion constraint, that the new place is free. Old holds and new holds change in one transaction.
 * A guest in house may move 'с сегодняшнего дня' (from_now): the room left becomes an earlier leg of the
 * same booking (legs.ts), and a move of a stay with legs moves its current room only.
 */
import {
  type BookingStatus,
  calendarMessages,
  checkRoomFits,
  fillMessage,
  isMovable,
  type MoveInput,
  placesAt,
  splitStay,
  statusLabels,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import { checkCompanyRefs } from '../../http/company-refs.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { unixSeconds } from '../../http/views.ts';
import { guardHoldsOf, holdConflict } from '../holds/index.ts';
import { markCheckedOut } from '../housekeeping/index.ts';
import { storeRevenue } from '../revenue/index.ts';
import { findRoom } from '../rooms/index.ts';
import { bookingEvent, presentBooking } from './bookings.presenter.ts';
import { type BookingRow, bookingsRepository } from './bookings.repository.ts';
import { restoreGroupAmounts } from './group-price.ts';
import { assertLegsFit, holdStay, type LoadedLeg, legsOf, stayHoldTargets, writeLegs } from './legs.ts';
import { inGroup, movedStay, movePrice, moveQuote } from './move-price.ts';
import { journalOverride } from './sale.ts';
import { staleVersionError } from './stale-version.ts';

/**
 * The move a stay's legs allow: a move 'с сегодняшнего дня' keeps the booking's dates and adds the room
 * left as a leg ending now; a move of a stay that already has legs keeps its arrival (the first room was
 * lived in) and the moves inside its dates. Answers the move with its dates and the legs after it.
 */
async function movePlan(db: Db, actor: Actor, current: BookingRow, input: MoveInput) {
  const legs = await legsOf(db, actor.companyId, current.id);
  if (input.from_now) {
    const split = splitStay({
      status: current.status,
      isTime: current.isTime,
      checkIn: unixSeconds(current.checkIn),
      checkOut: unixSeconds(current.checkOut),
      current: { roomId: current.roomId, bedId: current.bedId, categoryId: current.categoryId },
      earlier: legs,
      target: { roomId: input.room, bedId: input.koika ?? null },
      now: Math.floor(Date.now() / 1000),
    });
    if ('refusal' in split) throw badRequest(split.refusal, 'room');
    const left = await findRoom(db, actor.companyId, current.roomId);
    const leg: LoadedLeg = { ...split.legs.at(-1)!, category: left!.category, roomName: left!.room.name };
    const dates = { check_in: unixSeconds(current.checkIn), check_out: unixSeconds(current.checkOut) };
    return { move: { ...input, ...dates }, legs: [...legs, leg] };
  }
  if (legs.length && input.check_in !== unixSeconds(current.checkIn))
    throw badRequest(calendarMessages.legMoveDates, 'check_in');
  assertLegsFit(actor, input.check_in, input.check_out, legs);
  return { move: input, legs };
}

/**
 * What a move and its quote both check first: the booking may move, the new room and bed are the
 * company's and fit its guests. The room-change reason binds only the move itself: the confirmation
 * asks the quote before the reason is typed.
 */
async function checkedMove(db: Db, actor: Actor, id: number, asked: MoveInput, needReason: boolean) {
  const current = await bookingsRepository.findBooking(db, actor.companyId, id);
  if (!current) throw notFound();
  const status = current.status as BookingStatus;
  if (!isMovable(status)) {
    throw badRequest(fillMessage(calendarMessages.cannotMove, { status: statusLabels[status] ?? status }));
  }
  if (asked.check_out <= asked.check_in)
    throw badRequest(calendarMessages.checkOutBeforeCheckIn, 'check_out');
  await checkCompanyRefs(db, actor.companyId, [
    { kind: 'room', id: asked.room, field: 'room' },
    { kind: 'bed', id: asked.koika, field: 'koika' },
  ]);
  const target = await findRoom(db, actor.companyId, asked.room);
  if (!target) throw badRequest(calendarMessages.roomNotFound, 'room');
  const roomChanged = target.room.id !== current.roomId;
  if (needReason && roomChanged && !asked.room_reason)
    throw badRequest(calendarMessages.moveReason, 'room_reason');
  if (asked.koika && !(await bookingsRepository.bedOfRoom(db, target.room.id, asked.koika))) {
    throw badRequest(calendarMessages.bedNotInRoom, 'koika');
  }
  const crowded = checkRoomFits(current, placesAt(target.category, Boolean(asked.koika)));
  if (crowded) throw badRequest(crowded.message, crowded.field);
  const { move: input, legs } = await movePlan(db, actor, current, asked);
  const priced = await movePrice(db, actor, current, input, legs, target.category.id, needReason);
  const targets = await stayHoldTargets(
    db,
    actor,
    {
      roomId: target.room.id,
      bedId: input.koika ?? null,
      checkIn: input.check_in,
      checkOut: input.check_out,
    },
    legs,
  );
  return { current, target, roomChanged, priced, input, legs, targets };
}

/** 'Было … → станет …': the move's price without writing anything (move-price.ts). */
export async function quoteMove(db: Db, actor: Actor, id: number, asked: MoveInput) {
  const { current, target, priced, input, legs, targets } = await checkedMove(db, actor, id, asked, false);
  const quote = await moveQuote(db, actor, current, input, target.category.id, priced, legs);
  // What the move would be refused with, said before anything is typed (issue 28, item 5).
  for (const hold of targets) {
    const conflict = await holdConflict(db, hold, id);
    if (conflict) return { ...quote, conflict };
  }
  return quote;
}

export async function moveBooking(db: Db, actor: Actor, id: number, asked: MoveInput) {
  const { current, target, roomChanged, priced, input, legs, targets } = await checkedMove(
    db,
    actor,
    id,
    asked,
    true,
  );
  // The move's reason for its audit record (the row keeps it too, for the editor).
  const mover = roomChanged
    ? { ...actor, audit: { action: 'move' as const, reason: input.room_reason } }
    : actor;
  const moved = await guardHoldsOf(db, targets, () =>
    write(db, mover, async (tx, announce) => {
      // Priced and checked on the booking as read before the lock: a colleague's change in between is
      // named, as for a stale save (stale-version.ts).
      const locked = await bookingsRepository.findBooking(tx, actor.companyId, id, true);
      if (!locked) throw notFound();
      if (locked.version !== current.version) throw await staleVersionError(tx, actor, id);
      if (input.from_now) {
        await writeLegs(tx, actor.companyId, id, legs);
        // The guest has left the room in house: it is to be cleaned, as after a check-out (issue 33).
        if (roomChanged) await markCheckedOut(tx, actor, { roomId: current.roomId, bedId: current.bedId });
      }
      await holdStay(tx, actor.companyId, id, targets);
      let row = await bookingsRepository.updateBooking(tx, id, {
        ...movedStay(input, target.category.id),
        ...(roomChanged ? { oldRoomId: current.roomId, roomReason: input.room_reason } : {}),
        ratePlanId: priced.sale.plan.id,
        // The price the confirmation showed; a room of a group is re-priced with its group below.
        ...(priced.price
          ? {
              commonAmount: priced.price.total,
              priceDetails: priced.price as unknown as Record<string, unknown>,
            }
          : {}),
      });
      await journalOverride(tx, actor.companyId, id, priced.sale.override);
      if (priced.price) await storeRevenue(tx, actor.companyId, id, priced.price);
      if (inGroup(current)) {
        await restoreGroupAmounts(tx, actor.companyId, current.groupParent!, actor.timeZone);
        row = (await bookingsRepository.findBooking(tx, actor.companyId, id)) ?? row;
      }
      announce(bookingEvent(row, undefined, legs.length));
      return row;
    }),
  );
  return { ...presentBooking(moved), old_room: moved.oldRoomId, room_reason: moved.roomReason };
}
