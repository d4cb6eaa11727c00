/**
 * Turns the database's refusal to double-book (SQLSTATE 23P01 from `holds_no_overlap`) into a 409 whose
 * Russian message names what holds the room, so the receptionist knows whom to talk to.
 */
import {
  type BookingStatus,
  calendarMessages,
  fillMessage,
  formatDay,
  statusLabels,
  toLocal,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { AppError, PG_EXCLUSION, pgCode } from '../../http/errors.ts';
import { holdsRepository } from './holds.repository.ts';

export interface HoldTarget {
  roomId: number;
  unitIds: number[];
  from: number;
  to: number;
  timeZone: string;
}

/**
 * What a hold of a room (every bed of it) or of one bed asks for, from `from` to `to` (unix seconds):
 * its units, and the property's zone that a refusal names the holder's times in.
 */
export async function holdTarget(
  db: Db,
  actor: { timeZone: string },
  place: { roomId: number; bedId?: number | null },
  from: number,
  to: number,
): Promise<HoldTarget> {
  const unitIds = await holdsRepository.unitsFor(db, place.roomId, place.bedId);
  return { roomId: place.roomId, unitIds, from, to, timeZone: actor.timeZone };
}

const when = (s: number, tz: string) => {
  const l = toLocal(s, tz);
  return `${formatDay(l.date)} ${l.time}`;
};

type Holder = Awaited<ReturnType<typeof holdsRepository.findHolder>>;

export async function describeHolder(db: Db, target: HoldTarget): Promise<string> {
  return nameHolder(db, target, await holdsRepository.findHolder(db, target.unitIds, target.from, target.to));
}

/** 'Номер 103 занят: …' in the words of describeHolder. */
async function nameHolder(db: Db, target: HoldTarget, holder: Holder): Promise<string> {
  const room = await holdsRepository.roomName(db, target.roomId);
  if (!holder) return fillMessage(calendarMessages.roomTakenUnknown, { room });
  const period = `${when(holder.from, target.timeZone)} – ${when(holder.to, target.timeZone)}`;
  const what =
    holder.kind === 'booking'
      ? `${statusLabels[holder.status as BookingStatus]?.toLowerCase() ?? 'бронь'} №${holder.number}${holder.client ? ` (${holder.client})` : ''}, ${period}`
      : holder.kind === 'block'
        ? `блок${holder.channel ? ` канала «${holder.channel}»` : ''}, ${period}`
        : `закрыт на ремонт, ${period}`;
  return fillMessage(calendarMessages.roomTaken, { room, holder: what });
}

/**
 * Whether a booking's holds could move to `target`: null when nothing else holds it then, else the very
 * message its write would be refused with (a move's check before it is confirmed, issue 28 item 5).
 */
export async function holdConflict(db: Db, target: HoldTarget, bookingId: number): Promise<string | null> {
  const holder = await holdsRepository.findHolder(db, target.unitIds, target.from, target.to, bookingId);
  return holder ? nameHolder(db, target, holder) : null;
}

/** Runs a write that adds holds; a refusal by the exclusion constraint becomes a 409 naming the holder. */
export function guardHolds<T>(db: Db, target: HoldTarget, write: () => Promise<T>): Promise<T> {
  return guardHoldsOf(db, [target], write);
}

/**
 * The same for a write that holds several rooms at once (a channel block over many rooms): the refusal
 * names the first room, in the order given, that something already holds.
 */
export async function guardHoldsOf<T>(db: Db, targets: HoldTarget[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgCode(err) !== PG_EXCLUSION) throw err;
    let taken = targets[0]!;
    for (const target of targets) {
      if (await holdsRepository.findHolder(db, target.unitIds, target.from, target.to)) {
        taken = target;
        break;
      }
    }
    // The room field, so an editor shows the refusal under its room select too.
    throw new AppError(409, await describeHolder(db, taken), 'room');
  }
}
