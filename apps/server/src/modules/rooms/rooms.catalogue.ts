/**
 * 'Номера' (specification 7.7) on the catalogue machinery: a room is sellable the moment it exists —
 * one whole-room unit, or one unit per bed in a 'koika' category — and its beds grow or shrink with
 * `koika_count`, never under a booking. A room with bookings keeps its history: deactivate it instead.
 */
import { idSchema, messages, type RoomInput, roomSchema, roomView } from '@pms/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingLegs, bookings, categories, rooms } from '../../db/schema.ts';
import { catalogueRoutes } from '../../http/catalogue/define-catalogue.ts';
import { booking, usedBy, usedByBooking } from '../../http/catalogue/in-use.ts';
import { badRequest } from '../../http/errors.ts';
import { presentRoom } from './rooms.presenter.ts';
import { type CategoryRow, type RoomRow, roomsRepository as repo } from './rooms.repository.ts';

/** Rooms with their categories as answers; the beds of bed-type rooms in one query. */
export async function presentRooms(db: Db, rows: { room: RoomRow; category: CategoryRow }[]) {
  const beds = await repo.bedsOf(
    db,
    rows.filter((r) => r.category.categoryType === 'koika').map((r) => r.room.id),
  );
  return rows.map((r) => presentRoom(r.room, r.category, beds));
}

/** The category a room goes into, which must be the company's own, and the room's bed count. */
async function roomTarget(db: Db, companyId: number, input: Partial<RoomInput>) {
  const category = input.category ? (await repo.findCategory(db, companyId, input.category))?.category : null;
  if (!category) throw badRequest(messages.categoryNotFound, 'category');
  if (category.categoryType !== 'koika' && input.koika_count !== undefined) {
    throw badRequest(messages.bedsOnlyKoika, 'koika_count');
  }
  return { category, bedCount: input.koika_count ?? category.placeNumber };
}

export const roomsCatalogue = catalogueRoutes({
  path: '/api/v2/categories/rooms/',
  noun: ['room', 'rooms'],
  tag: 'catalog',
  table: rooms,
  input: roomSchema,
  view: roomView,
  // A floor left out keeps the stored one (a partial update); null clears it.
  columns: (r: Partial<RoomInput>) => ({
    name: r.name,
    categoryId: r.category,
    isActive: r.is_active,
    floor: r.floor,
  }),
  present: async (db, companyId, rows) => {
    const ids = [...new Set(rows.map((r) => r.categoryId))];
    const owned = ids.length
      ? await db
          .select()
          .from(categories)
          .where(and(eq(categories.companyId, companyId), inArray(categories.id, ids)))
      : [];
    const categoryOf = new Map(owned.map((c) => [c.id, c]));
    return presentRooms(
      db,
      rows.map((room) => ({ room, category: categoryOf.get(room.categoryId)! })),
    );
  },
  search: rooms.searchText,
  // By category, then by name: the order of the calendar's rows.
  orderBy: [asc(rooms.categoryId), asc(rooms.name)],
  listFilters: {
    query: { category: idSchema.optional() },
    where: (q) => (q.category ? eq(rooms.categoryId, q.category as number) : undefined),
  },
  nameTakenMessage: messages.roomNameTaken,
  // A room a guest moved out of mid-stay is in that booking's history too (booking_legs).
  inUse: [
    usedBy(bookings, bookings.roomId, bookings.number, booking),
    usedByBooking(bookingLegs, bookingLegs.roomId, bookingLegs.bookingId),
  ],
  validate: async (tx, companyId, input, before) => {
    const { category } = await roomTarget(tx, companyId, input);
    if (before) {
      const was = await repo.findCategory(tx, companyId, before.categoryId);
      // A bed-type room moved to a whole-room category (or back) would strand its beds and holds.
      if (was?.category.categoryType !== category.categoryType) {
        throw badRequest(messages.roomCategoryTypeMismatch, 'category');
      }
    }
  },
  afterWrite: async (tx, companyId, room, input, before) => {
    const { category, bedCount } = await roomTarget(tx, companyId, input);
    if (!before) {
      if (category.categoryType === 'koika') await repo.insertBeds(tx, companyId, room.id, 1, bedCount);
      else await repo.insertWholeRoomUnit(tx, companyId, room.id);
      return;
    }
    if (category.categoryType !== 'koika' || input.koika_count === undefined) return;
    const have = (await repo.bedsOf(tx, [room.id])).length;
    if (bedCount > have) await repo.insertBeds(tx, companyId, room.id, have + 1, bedCount);
    if (bedCount < have) {
      if (await repo.bedsAboveInUse(tx, room.id, bedCount))
        throw badRequest(messages.bedsHaveBookings, 'koika_count');
      await repo.deleteBedsAbove(tx, room.id, bedCount);
    }
  },
});
