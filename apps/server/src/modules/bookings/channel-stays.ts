/**
 * Stays a sales channel's calendar brings (issue 34, calendar sync; docs/integrations.md): placed, moved
 * and cancelled inside the caller's transaction (the calendar-sync area runs one per event), with the
 * same holds as any booking, so the exclusion constraint `holds_no_overlap` judges them like every other
 * hold: a stay that collides is refused by the database, never written over a local one. The caller
 * checks for a holder first and keeps a collision as a conflict for staff.
 *
 * An imported stay is a 'Резерв' (reserved) of its channel, with no guest and no price: the channel
 * holds the guest's data and money; staff complete the booking in the editor when the guest arrives.
 */
import type { Db } from '../../db/client.ts';
import type { Announce } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import { fromUnixSeconds } from '../../http/views.ts';
import { placeBookingHolds, releaseHoldsOfBooking } from '../holds/index.ts';
import { bookingEvent } from './bookings.presenter.ts';
import { type BookingRow, bookingsRepository } from './bookings.repository.ts';
import { cancelInTx } from './bookings.service.ts';

export interface ChannelStay {
  companyId: number;
  categoryId: number;
  roomId: number;
  unitIds: number[];
  checkIn: number;
  checkOut: number;
  sourceId: number;
  comment: string;
}

/** A new 'Резерв' of the channel holding `unitIds` over the stay. */
export async function placeChannelStay(tx: Db, announce: Announce, stay: ChannelStay): Promise<BookingRow> {
  const row = await bookingsRepository.insertBooking(tx, {
    companyId: stay.companyId,
    categoryId: stay.categoryId,
    roomId: stay.roomId,
    bedId: null,
    status: 'reserved',
    checkIn: fromUnixSeconds(stay.checkIn),
    checkOut: fromUnixSeconds(stay.checkOut),
    sourceId: stay.sourceId,
    comment: stay.comment,
    mainAdultCount: 1,
  });
  await placeBookingHolds(tx, stay.companyId, stay.unitIds, stay.checkIn, stay.checkOut, row.id);
  announce(bookingEvent(row), stay.companyId);
  return row;
}

/**
 * The channel moved its stay: the booking's holds and dates (and room, within its category) follow,
 * unless it is no longer the channel's to move (cancelled, or the guest has arrived). Answers the row,
 * or null when it was left as it is.
 */
export async function moveChannelStay(
  tx: Db,
  announce: Announce,
  bookingId: number,
  stay: Omit<ChannelStay, 'sourceId' | 'comment'>,
): Promise<BookingRow | null> {
  const b = await bookingsRepository.findBooking(tx, stay.companyId, bookingId, true);
  if (!b || !channelMayChange(b)) return null;
  await releaseHoldsOfBooking(tx, bookingId);
  await placeBookingHolds(tx, stay.companyId, stay.unitIds, stay.checkIn, stay.checkOut, bookingId);
  const row = await bookingsRepository.updateBooking(tx, bookingId, {
    categoryId: stay.categoryId,
    roomId: stay.roomId,
    bedId: null,
    checkIn: fromUnixSeconds(stay.checkIn),
    checkOut: fromUnixSeconds(stay.checkOut),
    ...(stay.roomId !== b.roomId ? { oldRoomId: b.roomId } : {}),
  });
  announce(bookingEvent(row), stay.companyId);
  return row;
}

/**
 * The channel removed its stay: cancelled as 'Отменить бронь' cancels, with `reason`. A stay the guest
 * has already arrived for, or one already cancelled, is left alone (answers false).
 */
export async function cancelChannelStay(
  tx: Db,
  announce: Announce,
  property: Actor,
  bookingId: number,
  reason: string,
): Promise<boolean> {
  const b = await bookingsRepository.findBooking(tx, property.companyId, bookingId, true);
  if (!b || !channelMayChange(b)) return false;
  await cancelInTx(tx, announce, property, bookingId, reason);
  return true;
}

/** Whether the channel's feed still decides the booking: not yet arrived, not cancelled. */
const channelMayChange = (b: BookingRow) => b.status === 'reserved' || b.status === 'booked';

/** The channel's bookings by id with what a conflict shows of them. */
export const bookingsForConflicts = (db: Db, companyId: number, ids: number[]) =>
  bookingsRepository.conflictRows(db, companyId, ids);
