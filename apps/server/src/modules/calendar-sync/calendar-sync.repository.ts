/**
 * The SQL of calendar sync (issue 34, part 1): export feeds and their holds, import feeds, their events
 * by UID, their fetches, and the claim that lets one instance at a time fetch a feed. Every query names
 * its company, but the export's lookup by its secret token (which is what names the company there) and
 * the schedule's claim (the system's, over every company).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import {
  blocks,
  calendarExports,
  calendarFetches,
  calendarImportEvents,
  calendarImports,
  categories,
  companies,
  holds,
  rooms,
  salesChannels,
  units,
} from '../../db/schema.ts';

export type ExportRow = typeof calendarExports.$inferSelect;
export type ImportRow = typeof calendarImports.$inferSelect;
export type ImportEventRow = typeof calendarImportEvents.$inferSelect;
export type FetchRow = typeof calendarFetches.$inferSelect;

const range = (from: number, to: number) => sql`tstzrange(to_timestamp(${from}), to_timestamp(${to}), '[)')`;

export const calendarSyncRepository = {
  /** The property's zone and standard times, and its name. */
  async property(db: Db, companyId: number) {
    const [c] = await db
      .select({
        name: companies.name,
        timeZone: companies.timezone,
        checkInTime: companies.checkInTime,
        checkOutTime: companies.checkOutTime,
        requiredFields: companies.requiredFields,
      })
      .from(companies)
      .where(eq(companies.id, companyId));
    return c;
  },

  // Export feeds.
  listExports: (db: Db, companyId: number) =>
    db
      .select({
        row: calendarExports,
        roomName: rooms.name,
        categoryName: categories.name,
        channelName: salesChannels.name,
      })
      .from(calendarExports)
      .leftJoin(rooms, eq(rooms.id, calendarExports.roomId))
      .leftJoin(categories, eq(categories.id, calendarExports.categoryId))
      .leftJoin(salesChannels, eq(salesChannels.id, calendarExports.channelId))
      .where(eq(calendarExports.companyId, companyId))
      .orderBy(asc(calendarExports.id)),

  async insertExport(db: Db, values: typeof calendarExports.$inferInsert) {
    const [row] = await db.insert(calendarExports).values(values).onConflictDoNothing().returning();
    return row;
  },

  async retoken(db: Db, companyId: number, id: number, token: string) {
    const [row] = await db
      .update(calendarExports)
      .set({ token })
      .where(and(eq(calendarExports.companyId, companyId), eq(calendarExports.id, id)))
      .returning();
    return row;
  },

  async deleteExport(db: Db, companyId: number, id: number) {
    const rows = await db
      .delete(calendarExports)
      .where(and(eq(calendarExports.companyId, companyId), eq(calendarExports.id, id)))
      .returning({ id: calendarExports.id });
    return rows.length > 0;
  },

  async exportByToken(db: Db, token: string) {
    const [row] = await db.select().from(calendarExports).where(eq(calendarExports.token, token));
    return row;
  },

  /** The units a feed covers: the room's, or every unit of the category's active rooms. */
  async unitsOf(db: Db, companyId: number, target: { roomId: number | null; categoryId: number | null }) {
    const rows = await db
      .select({ id: units.id })
      .from(units)
      .innerJoin(rooms, eq(rooms.id, units.roomId))
      .where(
        and(
          eq(units.companyId, companyId),
          target.roomId !== null
            ? eq(rooms.id, target.roomId)
            : and(eq(rooms.categoryId, target.categoryId!), eq(rooms.isActive, true)),
        ),
      );
    return rows.map((r) => r.id);
  },

  /** Every hold of `unitIds` over [from, to), with the channel of a block. */
  async holdsOf(db: Db, unitIds: number[], from: number, to: number) {
    if (unitIds.length === 0) return [];
    return db
      .select({
        unitId: holds.unitId,
        from: sql<number>`extract(epoch from lower(${holds.period}))::float8`,
        to: sql<number>`extract(epoch from upper(${holds.period}))::float8`,
        blockChannelId: blocks.channelId,
      })
      .from(holds)
      .leftJoin(blocks, eq(blocks.id, holds.blockId))
      .where(and(inArray(holds.unitId, unitIds), sql`${holds.period} && ${range(from, to)}`));
  },

  /** The active rooms of a category, by name: where a category feed's stays go. */
  categoryRooms: (db: Db, companyId: number, categoryId: number) =>
    db
      .select({ id: rooms.id, name: rooms.name, categoryId: rooms.categoryId })
      .from(rooms)
      .where(and(eq(rooms.companyId, companyId), eq(rooms.categoryId, categoryId), eq(rooms.isActive, true)))
      .orderBy(asc(rooms.name), asc(rooms.id)),

  async room(db: Db, companyId: number, roomId: number) {
    const [row] = await db
      .select({ id: rooms.id, name: rooms.name, categoryId: rooms.categoryId })
      .from(rooms)
      .where(and(eq(rooms.companyId, companyId), eq(rooms.id, roomId)));
    return row;
  },

  unitsOfRoom: async (db: Db, roomId: number) =>
    (await db.select({ id: units.id }).from(units).where(eq(units.roomId, roomId))).map((r) => r.id),

  // Import feeds.
  listImports: (db: Db, companyId: number) =>
    db
      .select({
        row: calendarImports,
        roomName: rooms.name,
        categoryName: categories.name,
        channelName: salesChannels.name,
        openConflicts: sql<number>`(select count(*)::int from calendar_import_events e
          where e.import_id = ${calendarImports.id} and e.state = 'conflict')`,
      })
      .from(calendarImports)
      .leftJoin(rooms, eq(rooms.id, calendarImports.roomId))
      .leftJoin(categories, eq(categories.id, calendarImports.categoryId))
      .innerJoin(salesChannels, eq(salesChannels.id, calendarImports.channelId))
      .where(eq(calendarImports.companyId, companyId))
      .orderBy(asc(calendarImports.id)),

  async findImport(db: Db, companyId: number, id: number) {
    const [row] = await db
      .select()
      .from(calendarImports)
      .where(and(eq(calendarImports.companyId, companyId), eq(calendarImports.id, id)));
    return row;
  },

  async insertImport(db: Db, values: typeof calendarImports.$inferInsert) {
    const [row] = await db.insert(calendarImports).values(values).returning();
    return row!;
  },

  async updateImport(
    db: Db,
    companyId: number,
    id: number,
    values: Partial<typeof calendarImports.$inferInsert>,
  ) {
    const [row] = await db
      .update(calendarImports)
      .set(values)
      .where(and(eq(calendarImports.companyId, companyId), eq(calendarImports.id, id)))
      .returning();
    return row;
  },

  async deleteImport(db: Db, companyId: number, id: number) {
    const rows = await db
      .delete(calendarImports)
      .where(and(eq(calendarImports.companyId, companyId), eq(calendarImports.id, id)))
      .returning({ id: calendarImports.id });
    return rows.length > 0;
  },

  /**
   * Takes the feed most overdue, of any company, for `leaseSeconds`: the row lock with SKIP LOCKED lets
   * instances claim at once without taking the same feed, and the lease keeps it theirs while they
   * fetch outside any transaction.
   */
  async claimDue(db: Db, leaseSeconds: number) {
    const rows = await queryRows<{ id: number; company_id: number }>(
      db,
      sql`update calendar_imports set lease_until = now() + make_interval(secs => ${leaseSeconds})
          where id = (select id from calendar_imports
                      where active and next_fetch_at <= now() and (lease_until is null or lease_until < now())
                      order by next_fetch_at limit 1 for update skip locked)
          returning id, company_id`,
    );
    return rows[0];
  },

  /** Takes one feed now ('Обновить сейчас'); undefined while another fetch of it runs. */
  async claimOne(db: Db, companyId: number, id: number, leaseSeconds: number) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`update calendar_imports set lease_until = now() + make_interval(secs => ${leaseSeconds})
          where id = (select id from calendar_imports
                      where id = ${id} and company_id = ${companyId} and (lease_until is null or lease_until < now())
                      for update skip locked)
          returning id`,
    );
    return rows[0];
  },

  // Events by UID.
  eventsOf: (db: Db, importId: number) =>
    db.select().from(calendarImportEvents).where(eq(calendarImportEvents.importId, importId)),

  async eventLocked(db: Db, companyId: number, id: number) {
    const [row] = await db
      .select()
      .from(calendarImportEvents)
      .where(and(eq(calendarImportEvents.companyId, companyId), eq(calendarImportEvents.id, id)))
      .for('update');
    return row;
  },

  /** Writes the event of (feed, UID) as it now is. */
  async saveEvent(db: Db, values: typeof calendarImportEvents.$inferInsert) {
    const { importId: _i, uid: _u, companyId: _c, ...rest } = values;
    await db
      .insert(calendarImportEvents)
      .values(values)
      .onConflictDoUpdate({
        target: [calendarImportEvents.importId, calendarImportEvents.uid],
        set: { ...rest, updatedAt: sql`now()` },
      });
  },

  setEventState: (db: Db, id: number, values: Partial<typeof calendarImportEvents.$inferInsert>) =>
    db
      .update(calendarImportEvents)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(calendarImportEvents.id, id)),

  /** The company's open conflicts, the newest first, with their feed's names. */
  conflicts: (db: Db, companyId: number, id?: number) =>
    db
      .select({
        event: calendarImportEvents,
        feedName: calendarImports.name,
        channelName: salesChannels.name,
        categoryName: categories.name,
        roomName: rooms.name,
      })
      .from(calendarImportEvents)
      .innerJoin(calendarImports, eq(calendarImports.id, calendarImportEvents.importId))
      .innerJoin(salesChannels, eq(salesChannels.id, calendarImports.channelId))
      .innerJoin(categories, eq(categories.id, calendarImportEvents.categoryId))
      .leftJoin(rooms, eq(rooms.id, calendarImportEvents.roomId))
      .where(
        and(
          eq(calendarImportEvents.companyId, companyId),
          eq(calendarImportEvents.state, 'conflict'),
          id === undefined ? undefined : eq(calendarImportEvents.id, id),
        ),
      )
      .orderBy(desc(calendarImportEvents.conflictAt), desc(calendarImportEvents.id)),

  // Fetches.
  async recordFetch(db: Db, values: typeof calendarFetches.$inferInsert) {
    const [row] = await db.insert(calendarFetches).values(values).returning();
    return row!;
  },

  /** The last fetch of each of `importIds`. */
  async lastFetches(db: Db, importIds: number[]) {
    if (importIds.length === 0) return [];
    const ids = await queryRows<{ id: string | number }>(
      db,
      sql`select distinct on (import_id) id from calendar_fetches
          where import_id = any(${sql.param(importIds)}::int[])
          order by import_id, started_at desc, id desc`,
    );
    if (ids.length === 0) return [];
    return db
      .select()
      .from(calendarFetches)
      .where(
        inArray(
          calendarFetches.id,
          ids.map((r) => Number(r.id)),
        ),
      );
  },

  fetchesOf: (db: Db, companyId: number, importId: number, limit: number) =>
    db
      .select()
      .from(calendarFetches)
      .where(and(eq(calendarFetches.companyId, companyId), eq(calendarFetches.importId, importId)))
      .orderBy(desc(calendarFetches.startedAt), desc(calendarFetches.id))
      .limit(limit),
};
