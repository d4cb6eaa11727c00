/**
 * One fetch of a channel's calendar and what it changes (issue 34, part 1; docs/integrations.md).
 *
 * The feed is read through the one bounded outbound client (lib/outbound-http.ts: allowed hosts only,
 * bounded in time and size), parsed with node-ical, and each event is applied in a transaction of its
 * own: a new UID becomes a 'Резерв' of the feed's channel, a changed date moves it, a UID gone cancels it
 * with 'Удалено в канале'. A stay whose place is held by anything else is never written over it: the
 * event becomes a conflict for staff, and every open screen is told. The fetch is recorded at the end
 * with its counts; a failed fetch changes no booking, keeps its Russian error on the feed and backs off.
 *
 * Only the instance that claimed the feed (calendarSyncRepository.claimDue / claimOne) runs this.
 */
import { calendarSyncMessages, fillMessage, importedStay, nextFetchDelayMinutes } from '@pms/domain';
import { announceSync } from '../../db/calendar-channel.ts';
import type { Db } from '../../db/client.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import { PG_EXCLUSION, pgCode } from '../../http/errors.ts';
import { fromUnixSeconds, unixSeconds } from '../../http/views.ts';
import {
  OutboundError,
  type OutboundPolicy,
  outboundMessages,
  outboundRequest,
} from '../../lib/outbound-http.ts';
import {
  bookingsForConflicts,
  cancelChannelStay,
  moveChannelStay,
  placeChannelStay,
} from '../bookings/index.ts';
import { heldPlaces, holdConflict, holderOf } from '../holds/index.ts';
import {
  type ImportEventRow,
  type ImportRow,
  calendarSyncRepository as repo,
} from './calendar-sync.repository.ts';
import { type FeedEvent, parseFeed } from './ical-feed.ts';

export interface SyncDeps {
  policy: OutboundPolicy;
}

export interface FetchCounts {
  created: number;
  moved: number;
  cancelled: number;
  conflicts: number;
}

/** How long a claimed feed stays the claimer's: the fetch's bound and time to apply a large feed. */
export const FETCH_LEASE_SECONDS = 600;

interface Sync {
  db: Db;
  feed: ImportRow;
  /** The property as the booking rules read it (cancelInTx), for the system or the employee who asked. */
  property: Actor;
  employeeId: number | null;
  now: number;
  skipped: string[];
  /** The feed's rooms (its room, or its category's active rooms by name) and their units, read once per fetch. */
  rooms?: { id: number; categoryId: number }[];
  units: Map<number, number[]>;
}

type Place = { roomId: number; categoryId: number; unitIds: number[] };
type Conflict = { holder: string; holderBookingId: number | null; roomId: number | null; categoryId: number };

/** The property's rules as a system actor of the company: its zone and standard times. */
export async function propertyActor(db: Db, companyId: number, employeeId: number | null): Promise<Actor> {
  const c = await repo.property(db, companyId);
  if (!c) throw new Error(`company ${companyId} not found`);
  return {
    employeeId: employeeId ?? 0,
    companyId,
    companyName: c.name,
    timeZone: c.timeZone,
    checkInTime: c.checkInTime,
    checkOutTime: c.checkOutTime,
    requiredFields: c.requiredFields,
    role: 'owner',
  };
}

/**
 * Where the stay fits: the feed's room, or for a category feed its first free active room (the room the
 * stay is in first, when it moves). Otherwise what holds the place, as a refused reservation names it.
 */
async function findPlace(
  s: Sync,
  stay: { checkIn: number; checkOut: number },
  own?: { bookingId: number; roomId: number | null },
): Promise<Place | Conflict> {
  const { db, feed } = s;
  s.rooms ??=
    feed.roomId !== null
      ? await repo.room(db, feed.companyId, feed.roomId).then((r) => (r ? [r] : []))
      : await repo.categoryRooms(db, feed.companyId, feed.categoryId!);
  const candidates = [
    ...s.rooms.filter((r) => r.id === own?.roomId),
    ...s.rooms.filter((r) => r.id !== own?.roomId),
  ];
  const unitsOf = async (roomId: number) => {
    let ids = s.units.get(roomId);
    if (!ids) {
      ids = await repo.unitsOfRoom(db, roomId);
      s.units.set(roomId, ids);
    }
    return ids;
  };
  // One read of what is held then (the room pickers' own), the stay's own booking aside.
  const held = await heldPlaces(db, feed.companyId, stay.checkIn, stay.checkOut, own?.bookingId);
  const free = candidates.find((r) => !held.rooms.has(r.id));
  if (free) return { roomId: free.id, categoryId: free.categoryId, unitIds: await unitsOf(free.id) };
  const first = candidates[0];
  if (!first)
    return {
      holder: calendarSyncMessages.noFreeRoom,
      holderBookingId: null,
      roomId: null,
      categoryId: feed.categoryId!,
    };
  const unitIds = await unitsOf(first.id);
  const target = {
    roomId: first.id,
    unitIds,
    from: stay.checkIn,
    to: stay.checkOut,
    timeZone: s.property.timeZone,
  };
  const holder = await holderOf(db, unitIds, stay.checkIn, stay.checkOut, own?.bookingId);
  const message = (await holdConflict(db, target, own?.bookingId ?? 0)) ?? calendarSyncMessages.noFreeRoom;
  return {
    holder: candidates.length > 1 ? `${calendarSyncMessages.noFreeRoom}. ${message}` : message,
    holderBookingId: holder?.kind === 'booking' ? holder.id : null,
    roomId: feed.roomId,
    categoryId: first.categoryId,
  };
}

const sameStay = (e: ImportEventRow | undefined, stay: { checkIn: number; checkOut: number }) =>
  e !== undefined && unixSeconds(e.checkIn) === stay.checkIn && unixSeconds(e.checkOut) === stay.checkOut;

/** Keeps the event as a conflict; a new one (or new dates) is announced to every open screen. */
async function keepConflict(
  s: Sync,
  ev: FeedEvent,
  stay: { checkIn: number; checkOut: number },
  conflict: Conflict,
  existing: ImportEventRow | undefined,
): Promise<boolean> {
  const known = existing?.state === 'conflict' && sameStay(existing, stay);
  await write(s.db, { employeeId: s.employeeId, companyId: s.feed.companyId }, async (tx) => {
    await repo.saveEvent(tx, {
      companyId: s.feed.companyId,
      importId: s.feed.id,
      uid: ev.uid,
      summary: ev.summary,
      checkIn: fromUnixSeconds(stay.checkIn),
      checkOut: fromUnixSeconds(stay.checkOut),
      state: 'conflict',
      // A moved stay keeps its booking (at its old dates) until staff decide.
      bookingId: existing?.state === 'booked' || existing?.state === 'conflict' ? existing.bookingId : null,
      categoryId: conflict.categoryId,
      roomId: conflict.roomId,
      holder: conflict.holder,
      holderBookingId: conflict.holderBookingId,
      conflictAt: known ? existing.conflictAt : new Date(),
    });
    if (!known)
      await announceSync(tx, {
        company_id: s.feed.companyId,
        calendar_sync: {
          kind: 'conflict',
          import_id: s.feed.id,
          feed_name: s.feed.name,
          check_in: stay.checkIn,
          check_out: stay.checkOut,
        },
      });
  });
  return !known;
}

/** Applies one event of the feed; answers what it did. */
async function applyEvent(
  s: Sync,
  ev: FeedEvent,
  existing: ImportEventRow | undefined,
): Promise<keyof FetchCounts | null> {
  const stay = importedStay(ev, s.property);
  if ('refusal' in stay) {
    s.skipped.push(fillMessage(calendarSyncMessages.invalidEvent, { uid: ev.uid, reason: stay.refusal }));
    return null;
  }
  // A stay already over is history: nothing to book or move now.
  if (stay.checkOut <= s.now) return null;
  if ((existing?.state === 'booked' || existing?.state === 'rejected') && sameStay(existing, stay))
    return null;
  const ownBooking =
    (existing?.state === 'booked' || existing?.state === 'conflict') && existing.bookingId
      ? { bookingId: existing.bookingId, roomId: existing.roomId }
      : undefined;
  if (ownBooking && existing) {
    // A booking the guest has arrived for, or that staff cancelled, is no longer the feed's to change.
    const [b] = await bookingsForConflicts(s.db, s.feed.companyId, [ownBooking.bookingId]);
    if (!b || (b.status !== 'reserved' && b.status !== 'booked')) {
      await repo.setEventState(s.db, existing.id, {
        state: 'booked',
        checkIn: fromUnixSeconds(stay.checkIn),
        checkOut: fromUnixSeconds(stay.checkOut),
        holder: '',
        holderBookingId: null,
      });
      return null;
    }
  }
  const place = await findPlace(s, stay, ownBooking);
  if ('holder' in place) return (await keepConflict(s, ev, stay, place, existing)) ? 'conflicts' : null;
  const { companyId } = s.feed;
  try {
    return await write(s.db, { employeeId: s.employeeId, companyId }, async (tx, announce) => {
      let bookingId: number;
      let did: keyof FetchCounts | null;
      if (ownBooking) {
        // The channel's booking follows; one the guest has arrived for, or staff cancelled, stays as it is.
        const moved = await moveChannelStay(tx, announce, ownBooking.bookingId, {
          companyId,
          ...place,
          ...stay,
        });
        bookingId = ownBooking.bookingId;
        did = moved ? 'moved' : null;
      } else {
        const row = await placeChannelStay(tx, announce, {
          companyId,
          ...place,
          ...stay,
          sourceId: s.feed.channelId,
          comment: `${s.feed.name}: ${ev.summary || 'бронь канала'} (UID ${ev.uid})`.slice(0, 1000),
        });
        bookingId = row.id;
        did = 'created';
      }
      await repo.saveEvent(tx, {
        companyId,
        importId: s.feed.id,
        uid: ev.uid,
        summary: ev.summary,
        checkIn: fromUnixSeconds(stay.checkIn),
        checkOut: fromUnixSeconds(stay.checkOut),
        state: 'booked',
        bookingId,
        categoryId: place.categoryId,
        roomId: place.roomId,
        holder: '',
        holderBookingId: null,
        conflictAt: null,
      });
      return did;
    });
  } catch (err) {
    // Taken between the check and the write: the database refused the overlap; a conflict after all.
    if (pgCode(err) !== PG_EXCLUSION) throw err;
    const again = await findPlace(s, stay, ownBooking);
    const conflict: Conflict =
      'holder' in again
        ? again
        : {
            holder: calendarSyncMessages.noFreeRoom,
            holderBookingId: null,
            roomId: place.roomId,
            categoryId: place.categoryId,
          };
    return (await keepConflict(s, ev, stay, conflict, existing)) ? 'conflicts' : null;
  }
}

/** A UID the feed no longer has: its booking is cancelled ('Удалено в канале'), a conflict is dropped. */
async function applyRemoval(s: Sync, e: ImportEventRow): Promise<keyof FetchCounts | null> {
  if (e.state === 'removed') return null;
  // A channel drops past stays from its feed: that is not a cancellation.
  const ended = unixSeconds(e.checkOut) <= s.now;
  const reason = calendarSyncMessages.removedInChannel;
  return write(
    s.db,
    { employeeId: s.employeeId, companyId: s.feed.companyId, audit: { action: 'cancel', reason } },
    async (tx, announce) => {
      // A booked stay, or one whose move waits in a conflict or was declined: the channel's booking.
      const cancelled =
        e.bookingId && !ended
          ? await cancelChannelStay(tx, announce, s.property, e.bookingId, reason)
          : false;
      await repo.setEventState(tx, e.id, { state: 'removed', holder: '', holderBookingId: null });
      return cancelled ? 'cancelled' : null;
    },
  );
}

/** Applies a parsed feed to its bookings; answers the counts. */
export async function applyFeed(s: Sync, events: FeedEvent[]): Promise<FetchCounts> {
  const counts: FetchCounts = { created: 0, moved: 0, cancelled: 0, conflicts: 0 };
  const known = new Map((await repo.eventsOf(s.db, s.feed.id)).map((e) => [e.uid, e]));
  const present = new Set<string>();
  for (const ev of events) {
    present.add(ev.uid);
    const did = await applyEvent(s, ev, known.get(ev.uid));
    if (did) counts[did]++;
  }
  for (const e of known.values()) {
    if (present.has(e.uid)) continue;
    const did = await applyRemoval(s, e);
    if (did) counts[did]++;
  }
  return counts;
}

/** The feed's body, or the Russian reason why there is none. */
async function download(url: string, deps: SyncDeps): Promise<{ body: string } | { error: string }> {
  try {
    const res = await outboundRequest(url, deps.policy, {
      maxRedirects: 3,
      headers: { accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1' },
    });
    if (res.status < 200 || res.status >= 300)
      return { error: fillMessage(calendarSyncMessages.httpStatus, { status: String(res.status) }) };
    return { body: res.body.toString('utf8') };
  } catch (err) {
    if (err instanceof OutboundError) return { error: outboundMessages[err.kind] };
    throw err;
  }
}

/**
 * Fetches a feed this instance has claimed, applies it, records the fetch and schedules the next one
 * (the interval after a success, a backoff after a failure), releasing the claim. Answers the record.
 */
export async function runFetch(
  db: Db,
  deps: SyncDeps,
  companyId: number,
  importId: number,
  trigger: 'schedule' | 'manual',
  employeeId: number | null,
) {
  const startedAt = new Date();
  const feed = await repo.findImport(db, companyId, importId);
  if (!feed) return undefined;
  const s: Sync = {
    db,
    feed,
    property: await propertyActor(db, companyId, employeeId),
    employeeId,
    now: Math.floor(startedAt.getTime() / 1000),
    skipped: [],
    units: new Map(),
  };
  let counts: FetchCounts = { created: 0, moved: 0, cancelled: 0, conflicts: 0 };
  let error = '';
  let failed = false;
  let unexpected: unknown;
  const got = await download(feed.url, deps);
  let parsed: ReturnType<typeof parseFeed> | undefined;
  if ('error' in got) {
    failed = true;
    error = got.error;
  } else {
    try {
      parsed = parseFeed(got.body);
    } catch (err) {
      failed = true;
      error = (err as Error).message;
    }
  }
  if (parsed) {
    s.skipped.push(...parsed.skipped);
    try {
      counts = await applyFeed(s, parsed.events);
    } catch (err) {
      // Recorded for staff, thrown for the log once the feed is released.
      failed = true;
      error = calendarSyncMessages.applyFailed;
      unexpected = err;
    }
  }
  if (!failed && s.skipped.length) error = s.skipped.slice(0, 5).join('; ').slice(0, 1000);
  const failures = failed ? feed.failures + 1 : 0;
  const delayMinutes = nextFetchDelayMinutes(feed.intervalMinutes, failures);
  const record = await write(db, { employeeId, companyId }, async (tx) => {
    const record = await repo.recordFetch(tx, {
      companyId,
      importId,
      trigger,
      startedAt,
      result: failed ? 'error' : 'ok',
      ...counts,
      error,
    });
    await repo.updateImport(tx, companyId, importId, {
      failures,
      lastFetchAt: startedAt,
      lastError: failed ? error : '',
      nextFetchAt: new Date(Date.now() + delayMinutes * 60_000),
      leaseUntil: null,
    });
    return record;
  });
  if (unexpected) throw unexpected;
  return record;
}
