/**
 * Moving a booking (dragging its bar) to another room, bed or dates. The server re-checks what the
 * browser showed: the reason for a room change, the new category's capacity, and, through the
 * exclusion constraint, that the new place is free. Old holds and new holds change in one transaction.
 */
import {
  type BookingStatus,
  calendarMessages,
  checkRoomFits,
  fillMessage,
  isMovable,
  type MoveInput,
  placesAt,
  statusLabels,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import { checkCompanyRefs } from '../../http/company-refs.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { guardHolds, holdConflict, holdTarget, placeHolds, releaseHoldsOfBooking } from '../holds/index.ts';
import { storeRevenue } from '../revenue/index.ts';
import { findRoom } from '../rooms/index.ts';
import { bookingEvent, presentBooking } from './bookings.presenter.ts';
import { bookingsRepository } from './bookings.repository.ts';
import { restoreGroupAmounts } from './group-price.ts';
import { inGroup, movedStay, movePrice, moveQuote } from './move-price.ts';
import { staleVersionError } from './stale-version.ts';

/**
 * What a move and its quote both check first: the booking may move, the new room and bed are the
 * company's and fit its guests. The room-change reason binds only the move itself: the confirmation
 * asks the quote before the reason is typed.
 */
async function checkedMove(db: Db, actor: Actor, id: number, input: MoveInput, needReason: boolean) {
  const current = await bookingsRepository.findBooking(db, actor.companyId, id);
  if (!current) throw notFound();
  const status = current.status as BookingStatus;
  if (!isMovable(status)) {
    throw badRequest(fillMessage(calendarMessages.cannotMove, { status: statusLabels[status] ?? status }));
  }
  if (input.check_out <= input.check_in)
    throw badRequest(calendarMessages.checkOutBeforeCheckIn, 'check_out');
  await checkCompanyRefs(db, actor.companyId, [
    { kind: 'room', id: input.room, field: 'room' },
    { kind: 'bed', id: input.koika, field: 'koika' },
  ]);
  const target = await findRoom(db, actor.companyId, input.room);
  if (!target) throw badRequest(calendarMessages.roomNotFound, 'room');
  const roomChanged = target.room.id !== current.roomId;
  if (needReason && roomChanged && !input.room_reason)
    throw badRequest(calendarMessages.moveReason, 'room_reason');
  if (input.koika && !(await bookingsRepository.bedOfRoom(db, target.room.id, input.koika))) {
    throw badRequest(calendarMessages.bedNotInRoom, 'koika');
  }
  const crowded = checkRoomFits(current, placesAt(target.category, Boolean(input.koika)));
  if (crowded) throw badRequest(crowded.message, crowded.field);
  const priced = await movePrice(db, actor, current, input);
  return { current, target, roomChanged, priced };
}

/** 'Было … → станет …': the move's price without writing anything (move-price.ts). */
export async function quoteMove(db: Db, actor: Actor, id: number, input: MoveInput) {
  const { current, target, priced } = await checkedMove(db, actor, id, input, false);
  const quote = await moveQuote(db, actor, current, input, target.category.id, priced);
  // What the move would be refused with, said before anything is typed (issue 28, item 5).
  const place = { roomId: target.room.id, bedId: input.koika };
  const hold = await holdTarget(db, actor, place, input.check_in, input.check_out);
  const conflict = await holdConflict(db, hold, id);
  return conflict ? { ...quote, conflict } : quote;
}

export async function moveBooking(db: Db, actor: Actor, id: number, input: MoveInput) {
  const { current, target, roomChanged, priced } = await checkedMove(db, actor, id, input, true);
  const hold = await holdTarget(
    db,
    actor,
    { roomId: target.room.id, bedId: input.koika },
    input.check_in,
    input.check_out,
  );
  const { unitIds } = hold;
  // The move's reason for its audit record (the row keeps it too, for the editor).
  const mover = roomChanged
    ? { ...actor, audit: { action: 'move' as const, reason: input.room_reason } }
    : actor;
  const moved = await guardHolds(db, hold, () =>
    write(db, mover, async (tx, announce) => {
      // Priced and checked on the booking as read before the lock: a colleague's change in between is
      // named, as for a stale save (stale-version.ts).
      const locked = await bookingsRepository.findBooking(tx, actor.companyId, id, true);
      if (!locked) throw notFound();
      if (locked.version !== current.version) throw await staleVersionError(tx, actor, id);
      await releaseHoldsOfBooking(tx, id);
      let row = await bookingsRepository.updateBooking(tx, id, {
        ...movedStay(input, target.category.id),
        ...(roomChanged ? { oldRoomId: current.roomId, roomReason: input.room_reason } : {}),
        // The price the confirmation showed; a room of a group is re-priced with its group below.
        ...(priced.price
          ? {
              commonAmount: priced.price.total,
              priceDetails: priced.price as unknown as Record<string, unknown>,
            }
          : {}),
      });
      await placeHolds(tx, actor.companyId, unitIds, input.check_in, input.check_out, {
        bookingId: id,
      });
      if (priced.price) await storeRevenue(tx, actor.companyId, id, priced.price);
      if (inGroup(current)) {
        await restoreGroupAmounts(tx, actor.companyId, current.groupParent!, actor.timeZone);
        row = (await bookingsRepository.findBooking(tx, actor.companyId, id)) ?? row;
      }
      announce(bookingEvent(row));
      return row;
    }),
  );
  return { ...presentBooking(moved), old_room: moved.oldRoomId, room_reason: moved.roomReason };
}
