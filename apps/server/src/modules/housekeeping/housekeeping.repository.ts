/**
 * The housekeeping area's SQL (issue 33): room and bed conditions, assignments, the settings, the tasks
 * not tied to a booking, and the reads of the board and the reports. Every query names the company. It
 * reads the bookings (a room's movement, who is in) and the rooms without writing them.
 */
import {
  type BookingStatus,
  type ConditionSource,
  cancelledStatuses,
  defaultHousekeepingSettings,
  type HousekeepingSettings,
  type RoomCondition,
  realStatuses,
} from '@pms/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { housekeepingSettings, roomAssignments, roomConditions, tasks } from '../../db/schema.ts';
import { statusList } from '../../db/status-sql.ts';

export interface ConditionRow {
  room_id: number;
  bed_id: number | null;
  condition: RoomCondition;
  reason: string;
  note: string;
  linen_change: boolean;
  source: ConditionSource;
  changed_at: number;
  changed_by: number | null;
  changed_by_first: string | null;
  changed_by_last: string | null;
}

export interface UnitRow {
  room_id: number;
  room_name: string;
  /** The room's own floor (migration 0062), null when it has none. */
  floor: number | null;
  category_name: string;
  bed_id: number | null;
  bed_name: string | null;
}

export interface StayRow {
  room_id: number;
  bed_id: number | null;
  status: BookingStatus;
  check_in: number;
  check_out: number;
}

export interface ConditionWrite {
  companyId: number;
  roomId: number;
  bedId: number | null;
  condition: RoomCondition;
  reason: string;
  note: string;
  linenChange: boolean;
  source: ConditionSource;
  changedBy: number | null;
  changedAt: Date;
}

const notCancelled = statusList(cancelledStatuses);
const clean: RoomCondition = 'clean';
const checkOut: ConditionSource = 'check_out';
const conditionColumns = sql`rc.room_id, rc.bed_id, rc.condition, rc.reason, rc.note, rc.linen_change, rc.source,
  floor(extract(epoch from rc.changed_at))::int as changed_at, rc.changed_by,
  e.first_name as changed_by_first, e.last_name as changed_by_last`;

export const housekeepingRepository = {
  /** Every condition row of the company (the calendar's marks, the board). */
  conditions: (db: Db, companyId: number) =>
    queryRows<ConditionRow>(
      db,
      sql`select ${conditionColumns} from room_conditions rc left join employees e on e.id = rc.changed_by
          where rc.company_id = ${companyId}`,
    ),

  /** The calendar's cheap read: each marked unit's condition, nothing else. */
  conditionMarks: (db: Db, companyId: number) =>
    queryRows<{ room_id: number; bed_id: number | null; condition: RoomCondition }>(
      db,
      sql`select room_id, bed_id, condition from room_conditions where company_id = ${companyId}`,
    ),

  /** One unit's condition, locked for the change that reads it. */
  async conditionOf(db: Db, companyId: number, roomId: number, bedId: number | null, lock = false) {
    const [row] = await queryRows<ConditionRow>(
      db,
      sql`select ${conditionColumns} from room_conditions rc left join employees e on e.id = rc.changed_by
          where rc.company_id = ${companyId} and rc.room_id = ${roomId}
            and rc.bed_id is not distinct from ${bedId}
          ${lock ? sql`for update of rc` : sql``}`,
    );
    return row;
  },

  /**
   * Writes a unit's condition (insert or update of its one row), unless the row already holds a newer
   * change. The trigger of migration 0061 records the history, the journal entry, the live message and
   * the calendar's signal.
   */
  async writeCondition(db: Db, w: ConditionWrite) {
    const values = {
      condition: w.condition,
      reason: w.reason,
      note: w.note,
      linenChange: w.linenChange,
      source: w.source,
      changedBy: w.changedBy,
      changedAt: w.changedAt,
    };
    await db
      .insert(roomConditions)
      .values({ companyId: w.companyId, roomId: w.roomId, bedId: w.bedId, ...values })
      .onConflictDoUpdate({
        target: [roomConditions.roomId, roomConditions.bedId],
        set: values,
        // Two first changes of an unmarked unit at once (nothing to lock yet): the older one never wins.
        setWhere: sql`${roomConditions.changedAt} <= excluded.changed_at`,
      });
  },

  /** The company's active rooms and their beds (a room without beds: one row, bed null). */
  units: (db: Db, companyId: number) =>
    queryRows<UnitRow>(
      db,
      sql`select r.id as room_id, r.name as room_name, r.floor, c.name as category_name, b.id as bed_id, b.name as bed_name
          from rooms r join categories c on c.id = r.category_id
          left join beds b on b.room_id = r.id
          where r.company_id = ${companyId} and r.is_active
          order by r.id, b.position`,
    ),

  /** A room (and bed) of the company, or undefined. */
  async unit(db: Db, companyId: number, roomId: number, bedId: number | null) {
    const [row] = await queryRows<{ room_name: string; bed_ok: boolean }>(
      db,
      sql`select r.name as room_name,
                 (${bedId}::int is null or exists (select 1 from beds b where b.id = ${bedId} and b.room_id = r.id)) as bed_ok
          from rooms r where r.id = ${roomId} and r.company_id = ${companyId}`,
    );
    return row;
  },

  /** The live stays touching local `day` (±1 day of instants, the caller reads them in the zone). */
  staysAround: (db: Db, companyId: number, from: Date, to: Date) =>
    queryRows<StayRow>(
      db,
      sql`select b.room_id, b.bed_id, b.status,
                 floor(extract(epoch from b.check_in))::int as check_in,
                 floor(extract(epoch from b.check_out))::int as check_out
          from bookings b
          where b.company_id = ${companyId} and b.status in (${statusList(realStatuses)})
            and b.check_in < ${to.toISOString()} and b.check_out > ${from.toISOString()}`,
    ),

  /** Stays whose guests are in (status check_in) over `at`: the daily tidy's and the linen's rooms. */
  inHouse: (db: Db, companyId: number, inStatus: BookingStatus, at: Date) =>
    queryRows<StayRow>(
      db,
      sql`select b.room_id, b.bed_id, b.status,
                 floor(extract(epoch from b.check_in))::int as check_in,
                 floor(extract(epoch from b.check_out))::int as check_out
          from bookings b
          where b.company_id = ${companyId} and b.status = ${inStatus}
            and b.check_in <= ${at.toISOString()} and b.check_out > ${at.toISOString()}`,
    ),

  async settings(db: Db, companyId: number): Promise<HousekeepingSettings & { tidy_done_on: string | null }> {
    const [row] = await db
      .select()
      .from(housekeepingSettings)
      .where(eq(housekeepingSettings.companyId, companyId));
    return {
      check_out_makes_dirty: row?.checkOutMakesDirty ?? defaultHousekeepingSettings.check_out_makes_dirty,
      daily_tidy: row?.dailyTidy ?? defaultHousekeepingSettings.daily_tidy,
      tidy_hour: row?.tidyHour ?? defaultHousekeepingSettings.tidy_hour,
      linen_every_nights: row?.linenEveryNights ?? defaultHousekeepingSettings.linen_every_nights,
      tidy_done_on: row?.tidyDoneOn ?? null,
    };
  },

  async saveSettings(db: Db, companyId: number, s: HousekeepingSettings) {
    const values = {
      checkOutMakesDirty: s.check_out_makes_dirty,
      dailyTidy: s.daily_tidy,
      tidyHour: s.tidy_hour,
      linenEveryNights: s.linen_every_nights,
    };
    await db
      .insert(housekeepingSettings)
      .values({ companyId, ...values })
      .onConflictDoUpdate({ target: housekeepingSettings.companyId, set: values });
  },

  /**
   * Claims the daily tidy of `day` for the company: true for the one caller that moves tidy_done_on
   * forward (several instances run the schedule; only one does the day's work).
   */
  async claimTidy(db: Db, companyId: number, day: string): Promise<boolean> {
    const rows = await queryRows<{ company_id: number }>(
      db,
      sql`insert into housekeeping_settings (company_id, tidy_done_on) values (${companyId}, ${day})
          on conflict (company_id) do update set tidy_done_on = excluded.tidy_done_on
            where housekeeping_settings.tidy_done_on is null or housekeeping_settings.tidy_done_on < excluded.tidy_done_on
          returning company_id`,
    );
    return rows.length > 0;
  },

  /** The companies the schedule looks at (hotels not archived), with their zone and last run. */
  scheduledCompanies: (db: Db) =>
    queryRows<{ id: number; timezone: string; tidy_hour: number | null; tidy_done_on: string | null }>(
      db,
      sql`select c.id, c.timezone, s.tidy_hour, s.tidy_done_on::text as tidy_done_on
          from companies c left join housekeeping_settings s on s.company_id = c.id
          where c.archived_at is null and c.object_type = ${'hotel'}`,
    ),

  assignments: (db: Db, companyId: number, day: string) =>
    queryRows<{
      room_id: number;
      room_name: string;
      employee_id: number;
      first_name: string;
      last_name: string | null;
    }>(
      db,
      sql`select a.room_id, r.name as room_name, a.employee_id, e.first_name, e.last_name
          from room_assignments a join rooms r on r.id = a.room_id join employees e on e.id = a.employee_id
          where a.company_id = ${companyId} and a.day = ${day}`,
    ),

  async assign(
    db: Db,
    companyId: number,
    day: string,
    by: number,
    rows: { roomId: number; employeeId: number | null }[],
  ) {
    const drop = rows.filter((r) => r.employeeId === null).map((r) => r.roomId);
    if (drop.length)
      await db.execute(
        sql`delete from room_assignments where company_id = ${companyId} and day = ${day}
            and room_id in (${sql.join(
              drop.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      );
    const give = rows.filter((r) => r.employeeId !== null);
    if (give.length)
      await db
        .insert(roomAssignments)
        .values(
          give.map((r) => ({ companyId, day, roomId: r.roomId, employeeId: r.employeeId!, assignedBy: by })),
        )
        .onConflictDoUpdate({
          target: [roomAssignments.roomId, roomAssignments.day],
          set: { employeeId: sql`excluded.employee_id`, assignedBy: by, assignedAt: sql`now()` },
        });
  },

  /** Employees working in the company (with their role), for the assignable housekeepers. */
  staff: (db: Db, companyId: number) =>
    queryRows<{ id: number; first_name: string; last_name: string | null; role: string }>(
      db,
      sql`select e.id, e.first_name, e.last_name, ce.role from company_employees ce
          join employees e on e.id = ce.employee_id
          where ce.company_id = ${companyId} and ce.is_active and ce.invitation is null
          order by e.last_name, e.first_name`,
    ),

  /** Rooms of the company among `ids` (the rest are not its own). */
  ownRooms: (db: Db, companyId: number, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : queryRows<{ id: number; name: string; floor: number | null }>(
          db,
          sql`select id, name, floor from rooms where company_id = ${companyId} and id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ),

  /** Tasks (a booking's and free ones) due within [from, to), optionally of one responsible. */
  dayTasks: (db: Db, companyId: number, from: Date, to: Date, responsible?: number) =>
    queryRows<{
      id: number;
      kind: 'booking' | 'maintenance' | 'housekeeping';
      title: string;
      responsible_id: number | null;
      first_name: string | null;
      last_name: string | null;
      due: number;
      description: string;
      booking_id: number | null;
      room_id: number | null;
      room_name: string | null;
      done: boolean;
    }>(
      db,
      sql`select t.id, t.kind, t.title, t.responsible_id, e.first_name, e.last_name,
                 floor(extract(epoch from t.due_date))::int as due, t.description, t.booking_id,
                 coalesce(t.room_id, b.room_id) as room_id, r.name as room_name, t.done_at is not null as done
          from tasks t
          left join employees e on e.id = t.responsible_id
          left join bookings b on b.id = t.booking_id
          left join rooms r on r.id = coalesce(t.room_id, b.room_id)
          where t.company_id = ${companyId} and t.due_date >= ${from.toISOString()} and t.due_date < ${to.toISOString()}
            ${responsible === undefined ? sql`` : sql`and t.responsible_id = ${responsible}`}
            and (t.booking_id is null or b.status not in (${notCancelled}))
          order by t.due_date, t.id`,
    ),

  async task(db: Db, companyId: number, id: number) {
    const [row] = await db
      .select()
      .from(tasks)
      .where(and(eq(tasks.companyId, companyId), eq(tasks.id, id)));
    return row;
  },

  async insertTask(db: Db, values: typeof tasks.$inferInsert) {
    const [row] = await db.insert(tasks).values(values).returning({ id: tasks.id });
    return row!.id;
  },

  updateFreeTask: (db: Db, companyId: number, id: number, values: Partial<typeof tasks.$inferInsert>) =>
    db
      .update(tasks)
      .set(values)
      .where(and(eq(tasks.companyId, companyId), eq(tasks.id, id))),

  /** Done (now, kept if it already was) or not done; a booking's task as well as a free one. */
  markTaskDone: (db: Db, companyId: number, id: number, done: boolean) =>
    db
      .update(tasks)
      .set({ doneAt: done ? sql`coalesce(${tasks.doneAt}, now())` : null })
      .where(and(eq(tasks.companyId, companyId), eq(tasks.id, id))),

  deleteFreeTask: (db: Db, companyId: number, id: number) =>
    db
      .delete(tasks)
      .where(and(eq(tasks.companyId, companyId), eq(tasks.id, id), sql`${tasks.bookingId} is null`)),

  /** A room's (and its beds') condition changes, newest first, one page of them. */
  roomHistory: (db: Db, companyId: number, roomId: number, offset: number, limit: number) =>
    queryRows<{
      id: number;
      bed_id: number | null;
      bed_name: string | null;
      from_condition: RoomCondition | null;
      condition: RoomCondition;
      reason: string;
      note: string;
      linen_change: boolean;
      source: ConditionSource;
      changed_at: number;
      changed_by: number | null;
      first_name: string | null;
      last_name: string | null;
    }>(
      db,
      sql`select ch.id::int as id, ch.bed_id, bd.name as bed_name, ch.from_condition, ch.condition, ch.reason,
                 ch.note, ch.linen_change, ch.source, floor(extract(epoch from ch.changed_at))::int as changed_at,
                 ch.changed_by, e.first_name, e.last_name
          from room_condition_changes ch
          left join beds bd on bd.id = ch.bed_id
          left join employees e on e.id = ch.changed_by
          where ch.company_id = ${companyId} and ch.room_id = ${roomId}
          order by ch.changed_at desc, ch.id desc
          limit ${limit} offset ${offset}`,
    ),

  async roomHistoryCount(db: Db, companyId: number, roomId: number) {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from room_condition_changes
          where company_id = ${companyId} and room_id = ${roomId}`,
    );
    return row?.count ?? 0;
  },

  /** Changes into 'clean' in [from, to), by who made them, per local day of `tz`. */
  cleanedPerDay: (db: Db, companyId: number, from: Date, to: Date, tz: string) =>
    queryRows<{
      date: string;
      employee_id: number;
      first_name: string;
      last_name: string | null;
      rooms: number;
    }>(
      db,
      sql`select (ch.changed_at at time zone ${tz})::date::text as date, ch.changed_by as employee_id,
                 e.first_name, e.last_name, count(*)::int as rooms
          from room_condition_changes ch join employees e on e.id = ch.changed_by
          where ch.company_id = ${companyId} and ch.condition = ${clean}
            and ch.changed_at >= ${from.toISOString()} and ch.changed_at < ${to.toISOString()}
          group by 1, 2, 3, 4 order by 1, 4, 3`,
    ),

  /**
   * Each check-out's dirty mark in [from, to) and the first 'clean' of the same unit after it (before
   * the unit's next check-out): the time a room waited to be ready again. Units never cleaned yet are
   * left out.
   */
  turnaround: (db: Db, companyId: number, from: Date, to: Date) =>
    queryRows<{
      room_name: string;
      bed_name: string | null;
      check_out_at: number;
      clean_at: number;
      cleaned_by: number | null;
      first_name: string | null;
      last_name: string | null;
    }>(
      db,
      sql`select r.name as room_name, bd.name as bed_name,
                 floor(extract(epoch from d.changed_at))::int as check_out_at,
                 floor(extract(epoch from c.changed_at))::int as clean_at,
                 c.changed_by as cleaned_by, e.first_name, e.last_name
          from room_condition_changes d
          join lateral (
            select ch.changed_at, ch.changed_by from room_condition_changes ch
            where ch.company_id = d.company_id and ch.room_id = d.room_id
              and ch.bed_id is not distinct from d.bed_id and ch.condition = ${clean} and ch.changed_at >= d.changed_at
              and not exists (select 1 from room_condition_changes n
                              where n.company_id = d.company_id and n.room_id = d.room_id
                                and n.bed_id is not distinct from d.bed_id and n.source = ${checkOut}
                                and n.changed_at > d.changed_at and n.changed_at <= ch.changed_at)
            order by ch.changed_at, ch.id limit 1
          ) c on true
          join rooms r on r.id = d.room_id
          left join beds bd on bd.id = d.bed_id
          left join employees e on e.id = c.changed_by
          where d.company_id = ${companyId} and d.source = ${checkOut}
            and d.changed_at >= ${from.toISOString()} and d.changed_at < ${to.toISOString()}
          order by d.changed_at, r.name`,
    ),
};
