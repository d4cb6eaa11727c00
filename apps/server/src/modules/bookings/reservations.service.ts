/**
 * Reserving from the calendar, deleting drafts, and closing a room for repair (a status step is the
 * booking service's changeStatus). Each use case is one transaction that also announces the change to live calendars.
 */
import { calendarMessages, type RepairInput, type ReserveInput, reservePeriod, toLocal } from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { write } from '../../db/write.ts';
import type { Actor, PropertySettings } from '../../http/actor.ts';
import { checkCompanyRefs } from '../../http/company-refs.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { fromUnixSeconds } from '../../http/views.ts';
import { guardHolds, holdTarget, placeHolds } from '../holds/index.ts';
import { findRoom } from '../rooms/index.ts';
import { bookingEvent, presentBooking, presentRepair, repairEvent } from './bookings.presenter.ts';
import { bookingsRepository } from './bookings.repository.ts';
import { journalOverride, saleOf } from './sale.ts';

const MAX_STAY_SECONDS = 366 * 86_400;

async function ownRoom(db: Db, companyId: number, roomId: number | undefined) {
  if (!roomId) throw badRequest(calendarMessages.chooseRoom, 'room');
  const row = await findRoom(db, companyId, roomId);
  if (!row) throw badRequest(calendarMessages.roomNotFound, 'room');
  return row;
}

/** The period after the calendar's rules, in the property's zone and with its standard times. */
function checkedPeriod(
  property: PropertySettings,
  input: {
    check_in: number;
    check_out: number;
    is_early: boolean;
    is_late: boolean;
    no_time?: boolean;
    is_time?: boolean;
  },
) {
  const period = reservePeriod({
    checkIn: input.check_in,
    checkOut: input.check_out,
    noTime: input.no_time ?? false,
    isEarly: input.is_early,
    isLate: input.is_late,
    checkInTime: toLocal(input.check_in, property.timeZone).time,
    checkOutTime: toLocal(input.check_out, property.timeZone).time,
    standardCheckIn: property.checkInTime,
    standardCheckOut: property.checkOutTime,
    standardTimes: !input.is_time,
  });
  if (!period.ok) throw badRequest(period.message, period.field);
  if (period.checkOut - period.checkIn > MAX_STAY_SECONDS)
    throw badRequest(calendarMessages.periodTooLong, 'check_out');
  return period;
}

/** 'Резерв': a draft booking (status new) that holds its room or bed from this moment. */
export async function reserve(db: Db, actor: Actor, input: ReserveInput) {
  await checkCompanyRefs(db, actor.companyId, [
    { kind: 'room', id: input.room, field: 'room' },
    { kind: 'bed', id: input.koika, field: 'koika' },
    { kind: 'source', id: input.source, field: 'source' },
  ]);
  const { room, category } = await ownRoom(db, actor.companyId, input.room);
  if (input.koika && !(await bookingsRepository.bedOfRoom(db, room.id, input.koika))) {
    throw badRequest(calendarMessages.bedNotInRoom, 'koika');
  }
  if (input.group_parent) {
    const parent = await bookingsRepository.findBooking(db, actor.companyId, input.group_parent);
    // A group's parent, or a booking whose group mode is not saved yet (its group forms on the group
    // save); never a room of another group.
    if (!parent || (parent.groupParent ?? parent.id) !== parent.id)
      throw badRequest(calendarMessages.groupNotFound, 'group_parent');
  }
  const { checkIn, checkOut, isEarly, isLate } = checkedPeriod(actor, input);
  // The draft is sold by its plan (the base one unless named), within the plan's restrictions.
  const sale = await saleOf(db, actor, {
    requested: input.rate_plan,
    stored: null,
    categoryId: category.id,
    checkIn,
    checkOut,
    reason: input.restriction_reason,
    enforce: true,
  });
  const target = await holdTarget(db, actor, { roomId: room.id, bedId: input.koika }, checkIn, checkOut);
  const { unitIds } = target;

  const booking = await guardHolds(db, target, () =>
    write(db, actor, async (tx, announce) => {
      let row = await bookingsRepository.insertBooking(tx, {
        companyId: actor.companyId,
        categoryId: category.id,
        roomId: room.id,
        bedId: input.koika ?? null,
        status: 'new',
        checkIn: fromUnixSeconds(checkIn),
        checkOut: fromUnixSeconds(checkOut),
        isTime: input.is_time,
        isGroup: input.is_group,
        groupParent: input.group_parent ?? null,
        sourceId: input.source ?? null,
        isEarly,
        isLate,
        ratePlanId: sale.plan.id,
        createdBy: actor.employeeId,
      });
      await journalOverride(tx, actor.companyId, row.id, sale.override);
      // The first booking of a group is its own parent; the others name it.
      if (input.is_group && !input.group_parent)
        row = await bookingsRepository.updateBooking(tx, row.id, { groupParent: row.id });
      await placeHolds(tx, actor.companyId, unitIds, checkIn, checkOut, { bookingId: row.id });
      announce(bookingEvent(row));
      return row;
    }),
  );
  return presentBooking(booking);
}

/** A draft closed unsaved disappears for good; anything saved must be cancelled with a reason instead. */
export async function deleteDraft(db: Db, actor: Actor, id: number) {
  await write(db, actor, async (tx, announce) => {
    const booking = await bookingsRepository.findBooking(tx, actor.companyId, id, true);
    if (!booking) throw notFound();
    if (booking.status !== 'new') throw badRequest(calendarMessages.onlyDraftDeletes);
    await bookingsRepository.deleteBooking(tx, id);
    announce(bookingEvent(booking, 'deleted'));
  });
}

/** 'Закрыть на ремонт': the whole room (every bed of it) is held by the repair. */
export async function createRepair(db: Db, actor: Actor, input: RepairInput) {
  const { room } = await ownRoom(db, actor.companyId, input.room);
  const { checkIn, checkOut } = checkedPeriod(actor, input);
  const target = await holdTarget(db, actor, { roomId: room.id }, checkIn, checkOut);
  const { unitIds } = target;
  const repair = await guardHolds(db, target, () =>
    write(db, actor, async (tx, announce) => {
      const row = await bookingsRepository.insertRepair(tx, {
        companyId: actor.companyId,
        roomId: room.id,
        checkIn: fromUnixSeconds(checkIn),
        checkOut: fromUnixSeconds(checkOut),
        comment: input.comment,
        createdBy: actor.employeeId,
      });
      await placeHolds(tx, actor.companyId, unitIds, checkIn, checkOut, { repairId: row.id });
      announce(repairEvent(row, room.categoryId, 'repair'));
      return row;
    }),
  );
  return presentRepair(repair);
}

/** 'Открыть': reopens the room by deleting the repair (its holds go with it). */
export async function deleteRepair(db: Db, actor: Actor, id: number) {
  await write(db, actor, async (tx, announce) => {
    const repair = await bookingsRepository.findRepair(tx, actor.companyId, id);
    if (!repair) throw notFound(calendarMessages.repairNotFound);
    const room = await findRoom(tx, actor.companyId, repair.roomId);
    await bookingsRepository.deleteRepair(tx, id);
    announce(repairEvent(repair, room?.category.id ?? 0, 'repaired'));
  });
}
