/**
 * Housekeeping's use cases (issue 33, docs/housekeeping.md): the board of a day, a condition change (a
 * tap, replayable), what a check-out and a check-in ask of a room's condition, and the settings. Each
 * write is one transaction; the database's trigger journals, records and announces every change.
 */
import {
  addDays,
  type ConditionChange,
  type ConditionView,
  checkInNeedsConfirm,
  conditionAfterCheckOut,
  conditionChangeRefusal,
  conditionSourceLabels,
  conditionSources,
  DEFAULT_CONDITION,
  fromLocal,
  type HousekeepingSettings,
  housekeepingMessages,
  inUrgencyOrder,
  isReady,
  nextCondition,
  personName,
  type RoomCondition,
  type RoomHistoryEntry,
  roomConditionLabels,
  roomFloor,
  roomMovement,
  roomMovementLabels,
  seesEveryRoom,
  tapApplies,
  tapTimeRefusal,
  toLocal,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { type ConditionRow, housekeepingRepository as repo } from './housekeeping.repository.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const unitKey = (roomId: number, bedId: number | null) => `${roomId}:${bedId ?? ''}`;

/** A stored condition (or none: the default) as the API shows it. */
export function presentCondition(row: ConditionRow | undefined): ConditionView {
  const condition = row?.condition ?? DEFAULT_CONDITION;
  return {
    condition,
    condition_label: roomConditionLabels[condition],
    reason: row?.reason ?? '',
    note: row?.note ?? '',
    linen_change: row?.linen_change ?? false,
    source: row && (conditionSources as readonly string[]).includes(row.source) ? row.source : null,
    changed_at: row?.changed_at ?? null,
    changed_by:
      row?.changed_by != null
        ? {
            id: row.changed_by,
            name: personName({ first_name: row.changed_by_first, last_name: row.changed_by_last }),
          }
        : null,
  };
}

/** A local date's instants [from, to) in the property's zone. */
export function dayBounds(date: string, timeZone: string) {
  return {
    from: new Date(fromLocal(date, '00:00', timeZone) * 1000),
    to: new Date(fromLocal(addDays(date, 1), '00:00', timeZone) * 1000),
  };
}

export const today = (actor: Pick<Actor, 'timeZone'>, now = nowSeconds()) =>
  toLocal(now, actor.timeZone).date;

/**
 * The board of a local date: every active room (the supervisor, the front desk) or the asker's assigned
 * rooms (a housekeeper), each with its condition, beds, assignee and the day's movement, in the order of
 * urgency. No money, no guest.
 */
export async function board(
  db: Db,
  actor: Actor,
  q: { date?: string; condition?: RoomCondition; housekeeper?: number; floor?: string },
) {
  const date = q.date ?? today(actor);
  const all = seesEveryRoom(actor.role);
  const { from, to } = dayBounds(date, actor.timeZone);
  const [units, conditions, assignments, stays] = await Promise.all([
    repo.units(db, actor.companyId),
    repo.conditions(db, actor.companyId),
    repo.assignments(db, actor.companyId, date),
    repo.staysAround(db, actor.companyId, from, to),
  ]);
  const byUnit = new Map(conditions.map((c) => [unitKey(c.room_id, c.bed_id), c]));
  const assigned = new Map(
    assignments.map((a) => [
      a.room_id,
      { id: a.employee_id, name: personName({ first_name: a.first_name, last_name: a.last_name }) },
    ]),
  );
  const staysOf = new Map<number, typeof stays>();
  for (const s of stays) staysOf.set(s.room_id, [...(staysOf.get(s.room_id) ?? []), s]);

  const rooms = new Map<number, ReturnType<typeof roomOf>>();
  function roomOf(u: (typeof units)[number]) {
    const movement = roomMovement(staysOf.get(u.room_id) ?? [], date, actor.timeZone);
    const view = presentCondition(byUnit.get(unitKey(u.room_id, null)));
    return {
      ...view,
      room_id: u.room_id,
      room_name: u.room_name,
      category_name: u.category_name,
      floor: roomFloor({ name: u.room_name, floor: u.floor }),
      housekeeper: assigned.get(u.room_id) ?? null,
      movement: { ...movement, label: roomMovementLabels[movement.kind] },
      next_condition: nextCondition(view.condition),
      beds: [] as (ConditionView & { bed_id: number; name: string })[],
    };
  }
  for (const u of units) {
    let room = rooms.get(u.room_id);
    if (!room) {
      room = roomOf(u);
      rooms.set(u.room_id, room);
    }
    if (u.bed_id !== null)
      room.beds.push({
        ...presentCondition(byUnit.get(unitKey(u.room_id, u.bed_id))),
        bed_id: u.bed_id,
        name: u.bed_name ?? '',
      });
  }
  const list = [...rooms.values()].filter(
    (r) =>
      (all || r.housekeeper?.id === actor.employeeId) &&
      (q.condition === undefined ||
        r.condition === q.condition ||
        r.beds.some((b) => b.condition === q.condition)) &&
      (q.housekeeper === undefined || r.housekeeper?.id === q.housekeeper) &&
      (q.floor === undefined || r.floor === q.floor),
  );
  return { date, all_rooms: all, rooms: inUrgencyOrder(list) };
}

/** Refuses a housekeeper's change of a room not assigned to her on the tap's local date. */
async function assertOwnRoom(db: Db, actor: Actor, roomId: number, tappedAt: number) {
  if (seesEveryRoom(actor.role)) return;
  const date = toLocal(tappedAt, actor.timeZone).date;
  const mine = await repo.assignments(db, actor.companyId, date);
  if (!mine.some((a) => a.room_id === roomId && a.employee_id === actor.employeeId))
    throw new AppError(403, housekeepingMessages.notYourRoom, 'room');
}

/** A room's or a bed's condition as a tap's answer carries it (a webhook's payload, issue 34). */
export async function unitCondition(db: Db, companyId: number, roomId: number, bedId: number | null) {
  const row = await repo.conditionOf(db, companyId, roomId, bedId);
  return { room_id: roomId, bed_id: bedId, current: presentCondition(row) };
}

/**
 * A tap: set the condition of a room or a bed, or advance it one step. `tapped_at` (a queued tap's own
 * time) decides against the unit's last change: an older tap is answered `applied: false` with the
 * unit as it is, and changes nothing. The Idempotency-Key the route takes makes a replay of the same tap
 * answer the first answer.
 */
export async function changeCondition(db: Db, actor: Actor, body: ConditionChange, now = nowSeconds()) {
  const tappedAt = body.tapped_at ?? now;
  const late = tapTimeRefusal(tappedAt, now);
  if (late) throw badRequest(late.message, late.field);
  const bedId = body.bed ?? null;
  const unit = await repo.unit(db, actor.companyId, body.room, bedId);
  if (!unit) throw notFound(housekeepingMessages.roomNotFound);
  if (!unit.bed_ok) throw badRequest(housekeepingMessages.bedNotInRoom, 'bed');
  await assertOwnRoom(db, actor, body.room, tappedAt);
  return write(db, actor, async (tx) => {
    const current = await repo.conditionOf(tx, actor.companyId, body.room, bedId, true);
    const answer = (applied: boolean, row: ConditionRow | undefined) => ({
      applied,
      room_id: body.room,
      bed_id: bedId,
      current: presentCondition(row),
    });
    if (current && !tapApplies(tappedAt, current.changed_at)) return answer(false, current);
    const from = current?.condition ?? DEFAULT_CONDITION;
    const to = body.condition ?? nextCondition(from);
    if (to === null) throw badRequest(housekeepingMessages.noNextCondition, 'condition');
    const refusal = conditionChangeRefusal({ to, reason: body.reason });
    if (refusal) throw badRequest(refusal.message, refusal.field);
    await repo.writeCondition(tx, {
      companyId: actor.companyId,
      roomId: body.room,
      bedId,
      condition: to,
      reason: to === 'out_of_order' ? body.reason : '',
      note: body.note,
      // The linen is changed with the cleaning: a room made ready has no linen change left.
      linenChange: isReady(to) ? false : (current?.linen_change ?? false),
      source: 'hand',
      changedBy: actor.employeeId,
      changedAt: new Date(tappedAt * 1000),
    });
    return answer(true, await repo.conditionOf(tx, actor.companyId, body.room, bedId));
  });
}

/**
 * A check-out inside the step's transaction (bookings' changeStatusInTx): the unit the guest leaves
 * becomes dirty when the company's rule says so. Not earlier than the unit's last change.
 */
export async function markCheckedOut(
  tx: Db,
  actor: { companyId: number; employeeId: number | null },
  unit: { roomId: number; bedId: number | null },
  at = new Date(),
) {
  const to = conditionAfterCheckOut(await repo.settings(tx, actor.companyId));
  if (!to) return;
  const current = await repo.conditionOf(tx, actor.companyId, unit.roomId, unit.bedId, true);
  const atSeconds = Math.max(Math.floor(at.getTime() / 1000), current?.changed_at ?? 0);
  await repo.writeCondition(tx, {
    companyId: actor.companyId,
    ...unit,
    condition: to,
    reason: '',
    note: '',
    linenChange: false,
    source: 'check_out',
    changedBy: actor.employeeId,
    changedAt: new Date(atSeconds * 1000),
  });
}

/**
 * What a check-in asks first (one rule for every 'Заселить': the calendar's, the list's, the editor's
 * status call and a group's): a unit that is not ready is refused with 409 and `code: 'confirm_dirty'`
 * unless the step says `confirm_dirty`. A bed is judged by its own condition.
 */
export async function assertReadyForCheckIn(
  db: Db,
  companyId: number,
  unit: { roomId: number; bedId: number | null },
  confirmed: boolean,
) {
  if (confirmed) return;
  const row = await repo.conditionOf(db, companyId, unit.roomId, unit.bedId);
  if (!row || !checkInNeedsConfirm(row.condition)) return;
  const named = await repo.unit(db, companyId, unit.roomId, null);
  throw new AppError(
    409,
    housekeepingMessages.dirtyCheckIn(named?.room_name ?? '', row.condition),
    'confirm_dirty',
    {
      code: 'confirm_dirty',
      room_condition: row.condition,
    },
  );
}

/** The calendar's marks: each room's and bed's condition, by unit (rooms never marked are left out). */
export async function conditionMarks(db: Db, companyId: number) {
  const rows = await repo.conditionMarks(db, companyId);
  const rooms = new Map<number, RoomCondition>();
  const beds = new Map<number, RoomCondition>();
  for (const r of rows) {
    if (r.bed_id === null) rooms.set(r.room_id, r.condition);
    else beds.set(r.bed_id, r.condition);
  }
  return { rooms, beds };
}

export async function getSettings(db: Db, actor: Actor): Promise<HousekeepingSettings> {
  const { tidy_done_on: _, ...settings } = await repo.settings(db, actor.companyId);
  return settings;
}

export async function saveSettings(db: Db, actor: Actor, s: HousekeepingSettings) {
  await write(db, actor, (tx) => repo.saveSettings(tx, actor.companyId, s));
  return getSettings(db, actor);
}

/**
 * A room's story (its beds' too): every change of its condition, newest first, a page at a time, with
 * who, when (a replayed tap's own time), from, to, the reason and the note. Who sees every room reads
 * any room of the company; a housekeeper only a room assigned to her today (as the board shows her).
 */
export async function roomHistory(
  db: Db,
  actor: Actor,
  roomId: number,
  q: { 'page[number]': number; 'page[size]': number },
) {
  const room = await repo.unit(db, actor.companyId, roomId, null);
  if (!room) throw notFound(housekeepingMessages.roomNotFound);
  if (!seesEveryRoom(actor.role)) {
    const mine = await repo.assignments(db, actor.companyId, today(actor));
    if (!mine.some((a) => a.room_id === roomId && a.employee_id === actor.employeeId))
      throw new AppError(403, housekeepingMessages.notYourRoomHistory);
  }
  const size = q['page[size]'];
  const [rows, count] = await Promise.all([
    repo.roomHistory(db, actor.companyId, roomId, (q['page[number]'] - 1) * size, size),
    repo.roomHistoryCount(db, actor.companyId, roomId),
  ]);
  const results: RoomHistoryEntry[] = rows.map((r) => ({
    id: r.id,
    bed_id: r.bed_id,
    bed_name: r.bed_name,
    from_condition: r.from_condition,
    from_label: r.from_condition === null ? null : roomConditionLabels[r.from_condition],
    condition: r.condition,
    condition_label: roomConditionLabels[r.condition],
    reason: r.reason,
    note: r.note,
    linen_change: r.linen_change,
    source: r.source,
    source_label: conditionSourceLabels[r.source],
    changed_at: r.changed_at,
    changed_by: r.changed_by === null ? null : { id: r.changed_by, name: personName(r) },
  }));
  return { room_id: roomId, room_name: room.room_name, count, results };
}
