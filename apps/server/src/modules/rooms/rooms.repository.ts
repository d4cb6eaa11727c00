import { and, asc, count, eq, gt, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beds, bookingLegs, bookings, categories, holds, rooms, units } from '../../db/schema.ts';
import { containsPattern, matches } from '../../db/search-pattern.ts';

type CategoryInsert = typeof categories.$inferInsert;
type RoomInsert = typeof rooms.$inferInsert;
export type CategoryRow = typeof categories.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;
export type BedRow = typeof beds.$inferSelect;

/** Rooms per category, for the list's 'Номеров' column. */
const roomCount = () => count(rooms.id);

export const roomsRepository = {
  async categoryPage(
    db: Db,
    companyId: number,
    opts: { offset: number; limit: number; search?: string; isActive?: boolean },
  ) {
    const where = and(
      eq(categories.companyId, companyId),
      opts.search ? ilike(categories.name, containsPattern(opts.search)) : undefined,
      opts.isActive === undefined ? undefined : eq(categories.isActive, opts.isActive),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ category: categories, rooms: roomCount() })
        .from(categories)
        .leftJoin(rooms, eq(rooms.categoryId, categories.id))
        .where(where)
        .groupBy(categories.id)
        .orderBy(asc(categories.id))
        .offset(opts.offset)
        .limit(opts.limit),
      db.select({ n: count() }).from(categories).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async findCategory(db: Db, companyId: number, id: number) {
    const [row] = await db
      .select({ category: categories, rooms: roomCount() })
      .from(categories)
      .leftJoin(rooms, eq(rooms.categoryId, categories.id))
      .where(and(eq(categories.companyId, companyId), eq(categories.id, id)))
      .groupBy(categories.id);
    return row;
  },

  async insertCategory(db: Db, values: CategoryInsert) {
    const [row] = await db.insert(categories).values(values).returning();
    return row!;
  },

  async updateCategory(db: Db, companyId: number, id: number, values: Partial<CategoryInsert>) {
    const [row] = await db
      .update(categories)
      .set(values)
      .where(and(eq(categories.companyId, companyId), eq(categories.id, id)))
      .returning();
    return row!;
  },

  deleteCategory: (db: Db, companyId: number, id: number) =>
    db.delete(categories).where(and(eq(categories.companyId, companyId), eq(categories.id, id))),

  async roomPage(
    db: Db,
    companyId: number,
    opts: { offset: number; limit: number; search?: string; categoryId?: number },
  ) {
    const where = and(
      eq(rooms.companyId, companyId),
      opts.search ? matches(rooms.searchText, opts.search) : undefined,
      opts.categoryId ? eq(rooms.categoryId, opts.categoryId) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ room: rooms, category: categories })
        .from(rooms)
        .innerJoin(categories, eq(categories.id, rooms.categoryId))
        .where(where)
        .orderBy(asc(categories.id), asc(rooms.name))
        .offset(opts.offset)
        .limit(opts.limit),
      db.select({ n: count() }).from(rooms).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async findRoom(db: Db, companyId: number, id: number) {
    const [row] = await db
      .select({ room: rooms, category: categories })
      .from(rooms)
      .innerJoin(categories, eq(categories.id, rooms.categoryId))
      .where(and(eq(rooms.companyId, companyId), eq(rooms.id, id)));
    return row;
  },

  async insertRoom(db: Db, values: RoomInsert) {
    const [row] = await db.insert(rooms).values(values).returning();
    return row!;
  },

  async updateRoom(db: Db, companyId: number, id: number, values: Partial<RoomInsert>) {
    const [row] = await db
      .update(rooms)
      .set(values)
      .where(and(eq(rooms.companyId, companyId), eq(rooms.id, id)))
      .returning();
    return row!;
  },

  deleteRoom: (db: Db, companyId: number, id: number) =>
    db.delete(rooms).where(and(eq(rooms.companyId, companyId), eq(rooms.id, id))),

  bedsOf: (db: Db, roomIds: number[]) =>
    roomIds.length === 0
      ? Promise.resolve([] as BedRow[])
      : db
          .select()
          .from(beds)
          .where(inArray(beds.roomId, roomIds))
          .orderBy(asc(beds.roomId), asc(beds.position)),

  insertWholeRoomUnit: (db: Db, companyId: number, roomId: number) =>
    db.insert(units).values({ companyId, roomId, bedId: null }),

  /** Adds beds numbered from `from` to `to` with one unit each. */
  async insertBeds(db: Db, companyId: number, roomId: number, from: number, to: number) {
    if (to < from) return;
    const positions = Array.from({ length: to - from + 1 }, (_, i) => from + i);
    const created = await db
      .insert(beds)
      .values(positions.map((position) => ({ companyId, roomId, position, name: `Койка ${position}` })))
      .returning({ id: beds.id });
    await db.insert(units).values(created.map((b) => ({ companyId, roomId, bedId: b.id })));
  },

  /** Removes beds above `keep`; their units go with them (cascade). */
  deleteBedsAbove: (db: Db, roomId: number, keep: number) =>
    db.delete(beds).where(and(eq(beds.roomId, roomId), gt(beds.position, keep))),

  countBookingsOfRoom: (db: Db, roomId: number) => db.$count(bookings, eq(bookings.roomId, roomId)),

  /** Whether any booking, earlier room of a stay or hold uses a bed above position `keep` of the room. */
  async bedsAboveInUse(db: Db, roomId: number, keep: number) {
    const doomed = db
      .select({ id: beds.id })
      .from(beds)
      .where(and(eq(beds.roomId, roomId), gt(beds.position, keep)));
    const unitIds = db.select({ id: units.id }).from(units).where(inArray(units.bedId, doomed));
    const [b, l, h] = await Promise.all([
      db.$count(bookings, inArray(bookings.bedId, doomed)),
      db.$count(bookingLegs, inArray(bookingLegs.bedId, doomed)),
      db.$count(holds, inArray(holds.unitId, unitIds)),
    ]);
    return b + l + h > 0;
  },

  countRoomsOf: (db: Db, categoryId: number) => db.$count(rooms, eq(rooms.categoryId, categoryId)),
};
