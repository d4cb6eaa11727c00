/**
 * Calendar sync's use cases (issue 34, part 1; docs/integrations.md): the export feeds (create, revoke,
 * delete, serve), the import feeds (create, edit, delete, 'Обновить сейчас', their fetches) and the
 * conflicts ('Принять в другой номер', 'Отклонить'). Each write is one transaction.
 */
import { randomBytes } from 'node:crypto';
import {
  addDays,
  busyNights,
  type CalendarConflictResolve,
  type CalendarConflictView,
  type CalendarExportInput,
  type CalendarExportView,
  type CalendarFetchView,
  type CalendarImportInput,
  type CalendarImportView,
  calendarImportInputSchema,
  calendarSyncMessages,
  EXPORT_DAYS_AHEAD,
  EXPORT_DAYS_BACK,
  fromLocal,
  nightRanges,
  toLocal,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import { checkCompanyRefs } from '../../http/company-refs.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { unixSeconds } from '../../http/views.ts';
import { bookingsForConflicts, moveChannelStay, placeChannelStay } from '../bookings/index.ts';
import { guardHolds, holdTarget } from '../holds/index.ts';
import { FETCH_LEASE_SECONDS, runFetch, type SyncDeps } from './calendar-import.service.ts';
import { type ExportRow, type FetchRow, calendarSyncRepository as repo } from './calendar-sync.repository.ts';
import { buildFeed } from './ical-feed.ts';

/** Where an export feed is served: its secret is the path. */
export const exportPath = (token: string) => `/api/v2/ical/${token}.ics`;
const newToken = () => randomBytes(32).toString('base64url');

const targetName = (roomName: string | null, categoryName: string | null) =>
  roomName !== null ? `Номер ${roomName}` : `Категория «${categoryName ?? ''}»`;

function presentExport(e: {
  row: ExportRow;
  roomName: string | null;
  categoryName: string | null;
  channelName: string | null;
}): CalendarExportView {
  return {
    id: e.row.id,
    room: e.row.roomId,
    category: e.row.categoryId,
    channel: e.row.channelId,
    target_name: targetName(e.roomName, e.categoryName),
    channel_name: e.channelName,
    path: exportPath(e.row.token),
    created_at: unixSeconds(e.row.createdAt),
  };
}

export async function listExports(db: Db, actor: Actor) {
  return (await repo.listExports(db, actor.companyId)).map(presentExport);
}

export async function createExport(db: Db, actor: Actor, input: CalendarExportInput) {
  await checkCompanyRefs(db, actor.companyId, [
    { kind: 'room', id: input.room, field: 'room' },
    { kind: 'category', id: input.category, field: 'category' },
    { kind: 'source', id: input.channel, field: 'channel' },
  ]);
  const id = await write(db, actor, async (tx) => {
    const row = await repo.insertExport(tx, {
      companyId: actor.companyId,
      roomId: input.room ?? null,
      categoryId: input.room ? null : (input.category ?? null),
      channelId: input.room ? null : (input.channel ?? null),
      token: newToken(),
    });
    if (!row) throw new AppError(409, calendarSyncMessages.feedExists, 'room');
    return row.id;
  });
  return (await listExports(db, actor)).find((e) => e.id === id)!;
}

/** 'Отозвать ссылку': a new secret; the old URL answers 404 from this moment. */
export async function revokeExport(db: Db, actor: Actor, id: number) {
  const row = await write(db, actor, (tx) => repo.retoken(tx, actor.companyId, id, newToken()));
  if (!row) throw notFound();
  return (await listExports(db, actor)).find((e) => e.id === id)!;
}

export async function deleteExport(db: Db, actor: Actor, id: number) {
  const gone = await write(db, actor, (tx) => repo.deleteExport(tx, actor.companyId, id));
  if (!gone) throw notFound();
}

/** The feed behind a token, or undefined (an unknown or revoked token). */
export const exportByToken = (db: Db, token: string) => repo.exportByToken(db, token);

/**
 * The feed's text: the busy nights of its room or category from EXPORT_DAYS_BACK ago to
 * EXPORT_DAYS_AHEAD on, in the property's zone, without a word about who stays.
 */
export async function renderExport(db: Db, feed: ExportRow, now = Date.now()): Promise<string> {
  const property = await repo.property(db, feed.companyId);
  if (!property) throw notFound();
  const times = {
    timeZone: property.timeZone,
    checkInTime: property.checkInTime,
    checkOutTime: property.checkOutTime,
  };
  const today = toLocal(Math.floor(now / 1000), times.timeZone).date;
  const first = addDays(today, -EXPORT_DAYS_BACK);
  const last = addDays(today, EXPORT_DAYS_AHEAD);
  const unitIds = await repo.unitsOf(db, feed.companyId, feed);
  const holds = await repo.holdsOf(
    db,
    unitIds,
    fromLocal(addDays(first, -1), '00:00', times.timeZone),
    fromLocal(addDays(last, 2), '00:00', times.timeZone),
  );
  const nights = busyNights(unitIds, holds, times, first, last, feed.channelId);
  return buildFeed({ name: property.name, feedId: feed.id, ranges: nightRanges(nights) });
}

// Import feeds.

function presentFetch(f: FetchRow): CalendarFetchView {
  return {
    id: f.id,
    started_at: unixSeconds(f.startedAt),
    finished_at: unixSeconds(f.finishedAt),
    result: f.result,
    trigger: f.trigger,
    created: f.created,
    moved: f.moved,
    cancelled: f.cancelled,
    conflicts: f.conflicts,
    error: f.error,
  };
}

export async function listImports(db: Db, actor: Actor): Promise<CalendarImportView[]> {
  const rows = await repo.listImports(db, actor.companyId);
  const last = new Map(
    (
      await repo.lastFetches(
        db,
        rows.map((r) => r.row.id),
      )
    ).map((f) => [f.importId, f]),
  );
  return rows.map(({ row, roomName, categoryName, channelName, openConflicts }) => {
    const fetch = last.get(row.id);
    return {
      id: row.id,
      name: row.name,
      url: row.url,
      room: row.roomId,
      category: row.categoryId,
      channel: row.channelId,
      target_name: targetName(roomName, categoryName),
      channel_name: channelName,
      interval_minutes: row.intervalMinutes,
      active: row.active,
      status: !row.lastFetchAt ? 'new' : row.lastError && row.failures > 0 ? 'error' : 'ok',
      failures: row.failures,
      last_fetch_at: row.lastFetchAt ? unixSeconds(row.lastFetchAt) : null,
      last_error: row.lastError,
      next_fetch_at: row.nextFetchAt ? unixSeconds(row.nextFetchAt) : null,
      last_fetch: fetch ? presentFetch(fetch) : null,
      open_conflicts: Number(openConflicts),
    };
  });
}

async function importView(db: Db, actor: Actor, id: number) {
  const view = (await listImports(db, actor)).find((i) => i.id === id);
  if (!view) throw notFound();
  return view;
}

async function checkedImport(db: Db, actor: Actor, raw: CalendarImportInput) {
  const input = calendarImportInputSchema.parse(raw);
  await checkCompanyRefs(db, actor.companyId, [
    { kind: 'room', id: input.room, field: 'room' },
    { kind: 'category', id: input.category, field: 'category' },
    { kind: 'source', id: input.channel, field: 'channel' },
  ]);
  return {
    name: input.name,
    url: input.url,
    roomId: input.room ?? null,
    categoryId: input.room ? null : (input.category ?? null),
    channelId: input.channel,
    intervalMinutes: input.interval_minutes,
    active: input.active,
  };
}

/** A new import: fetched by the schedule at once, then every interval. */
export async function createImport(db: Db, actor: Actor, raw: CalendarImportInput) {
  const values = await checkedImport(db, actor, raw);
  const row = await write(db, actor, (tx) =>
    repo.insertImport(tx, {
      ...values,
      companyId: actor.companyId,
      nextFetchAt: values.active ? new Date() : null,
    }),
  );
  return importView(db, actor, row.id);
}

/** An edit; a new URL or target starts the feed afresh (its backoff forgotten, fetched at once). */
export async function updateImport(db: Db, actor: Actor, id: number, raw: CalendarImportInput) {
  const values = await checkedImport(db, actor, raw);
  await write(db, actor, async (tx) => {
    const current = await repo.findImport(tx, actor.companyId, id);
    if (!current) throw notFound();
    const fresh =
      current.url !== values.url ||
      current.roomId !== values.roomId ||
      current.categoryId !== values.categoryId;
    await repo.updateImport(tx, actor.companyId, id, {
      ...values,
      ...(fresh ? { failures: 0, lastError: '' } : {}),
      nextFetchAt: !values.active ? null : fresh || !current.nextFetchAt ? new Date() : current.nextFetchAt,
    });
  });
  return importView(db, actor, id);
}

/** Removes the feed; the bookings it made stay, as bookings made by hand would. */
export async function deleteImport(db: Db, actor: Actor, id: number) {
  const gone = await write(db, actor, (tx) => repo.deleteImport(tx, actor.companyId, id));
  if (!gone) throw notFound();
}

/** 'Обновить сейчас': fetched here and now, unless another fetch of it is running (409). */
export async function fetchNow(db: Db, actor: Actor, deps: SyncDeps, id: number) {
  if (!(await repo.findImport(db, actor.companyId, id))) throw notFound();
  const claimed = await repo.claimOne(db, actor.companyId, id, FETCH_LEASE_SECONDS);
  if (!claimed) throw new AppError(409, calendarSyncMessages.busyFetching);
  await runFetch(db, deps, actor.companyId, id, 'manual', actor.employeeId);
  return importView(db, actor, id);
}

export async function listFetches(db: Db, actor: Actor, id: number) {
  if (!(await repo.findImport(db, actor.companyId, id))) throw notFound();
  return (await repo.fetchesOf(db, actor.companyId, id, 50)).map(presentFetch);
}

// Conflicts.

export async function listConflicts(db: Db, actor: Actor, id?: number): Promise<CalendarConflictView[]> {
  const rows = await repo.conflicts(db, actor.companyId, id);
  const locals = new Map(
    (
      await bookingsForConflicts(
        db,
        actor.companyId,
        rows.flatMap((r) => (r.event.holderBookingId ? [r.event.holderBookingId] : [])),
      )
    ).map((b) => [b.id, b]),
  );
  return rows.map(({ event: e, feedName, channelName, categoryName, roomName }) => {
    const local = e.holderBookingId ? locals.get(e.holderBookingId) : undefined;
    return {
      id: e.id,
      import_id: e.importId,
      feed_name: feedName,
      channel_name: channelName,
      uid: e.uid,
      summary: e.summary,
      check_in: unixSeconds(e.checkIn),
      check_out: unixSeconds(e.checkOut),
      category: e.categoryId,
      category_name: categoryName,
      room: e.roomId,
      room_name: roomName,
      holder: e.holder,
      local_booking: local
        ? {
            id: local.id,
            number: local.number,
            status: local.status,
            guest_name: local.guestName ?? '',
            room_name: local.roomName,
            check_in: unixSeconds(local.checkIn),
            check_out: unixSeconds(local.checkOut),
          }
        : null,
      created_at: e.conflictAt ? unixSeconds(e.conflictAt) : unixSeconds(e.updatedAt),
    };
  });
}

/**
 * 'Принять в другой номер' books the channel's stay into the chosen room (the database refuses it, 409,
 * if that room is held too); 'Отклонить' leaves it out until the channel changes its dates.
 */
export async function resolveConflict(db: Db, actor: Actor, id: number, input: CalendarConflictResolve) {
  const [conflict] = await repo.conflicts(db, actor.companyId, id);
  if (!conflict) throw notFound(calendarSyncMessages.conflictResolved);
  const e = conflict.event;
  if (input.action === 'reject') {
    await write(db, { ...actor, audit: { reason: calendarSyncMessages.removedInChannel } }, async (tx) => {
      const locked = await repo.eventLocked(tx, actor.companyId, id);
      if (locked?.state !== 'conflict') throw notFound(calendarSyncMessages.conflictResolved);
      await repo.setEventState(tx, id, { state: 'rejected' });
    });
    return;
  }
  if (!input.room) throw badRequest(calendarSyncMessages.chooseRoom, 'room');
  await checkCompanyRefs(db, actor.companyId, [{ kind: 'room', id: input.room, field: 'room' }]);
  const room = await repo.room(db, actor.companyId, input.room);
  if (!room) throw badRequest(calendarSyncMessages.chooseRoom, 'room');
  const feed = await repo.findImport(db, actor.companyId, e.importId);
  if (!feed) throw notFound(calendarSyncMessages.conflictResolved);
  const stay = { checkIn: unixSeconds(e.checkIn), checkOut: unixSeconds(e.checkOut) };
  const target = await holdTarget(db, actor, { roomId: room.id }, stay.checkIn, stay.checkOut);
  await guardHolds(db, target, () =>
    write(db, actor, async (tx, announce) => {
      const locked = await repo.eventLocked(tx, actor.companyId, id);
      if (locked?.state !== 'conflict') throw notFound(calendarSyncMessages.conflictResolved);
      const place = {
        companyId: actor.companyId,
        roomId: room.id,
        categoryId: room.categoryId,
        unitIds: target.unitIds,
        ...stay,
      };
      const moved = locked.bookingId ? await moveChannelStay(tx, announce, locked.bookingId, place) : null;
      const bookingId =
        moved?.id ??
        (
          await placeChannelStay(tx, announce, {
            ...place,
            sourceId: feed.channelId,
            comment: `${feed.name}: ${e.summary || 'бронь канала'} (UID ${e.uid})`.slice(0, 1000),
          })
        ).id;
      await repo.setEventState(tx, id, {
        state: 'booked',
        bookingId,
        roomId: room.id,
        categoryId: room.categoryId,
        holder: '',
        holderBookingId: null,
      });
    }),
  );
}
