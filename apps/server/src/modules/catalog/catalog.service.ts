import { type CategoryInput, calendarMessages, messages, type PageQuery, type RoomInput } from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, notFound, PG_FOREIGN_KEY, pgCode, uniqueAs } from '../../http/errors.ts';
import { pageWindow } from '../../http/paging.ts';
import { categoryMedia } from '../images/images.service.ts';
import { presentCategory, presentRoom } from './catalog.presenter.ts';
import { type CategoryRow, type RoomRow, catalogRepository as repo } from './catalog.repository.ts';

const categoryUnique = {
  categories_company_name_key: { message: messages.categoryNameTaken, field: 'name' },
};
const roomUnique = { rooms_company_name_key: { message: messages.roomNameTaken, field: 'name' } };

const categoryColumns = (input: CategoryInput) => ({
  name: input.name,
  categoryType: input.category_type,
  placeNumber: input.place_number,
  additionalPlace: input.additional_place,
  adultCount: input.adult_count ?? input.place_number,
  description: input.description,
  isActive: input.is_active,
  ...(input.rates ? { rates: input.rates } : {}),
});

export async function listCategories(db: Db, actor: Actor, q: PageQuery & { is_active?: boolean }) {
  const { companyId } = actor;
  const { rows, total } = await repo.categoryPage(db, companyId, { ...pageWindow(q), isActive: q.is_active });
  // Pictures and tags of the whole page in two queries, not two per category.
  const media = await categoryMedia(
    db,
    companyId,
    rows.map((r) => r.category.id),
  );
  return {
    count: total,
    results: rows.map((r) => presentCategory(r.category, r.rooms, media.get(r.category.id))),
  };
}

async function ownCategory(db: Db, companyId: number, id: number) {
  const row = await repo.findCategory(db, companyId, id);
  if (!row) throw notFound(messages.categoryNotFound);
  return row;
}

export async function getCategory(db: Db, actor: Actor, id: number) {
  const { companyId } = actor;
  const row = await ownCategory(db, companyId, id);
  const media = await categoryMedia(db, companyId, [id]);
  return presentCategory(row.category, row.rooms, media.get(id));
}

export async function createCategory(db: Db, actor: Actor, input: CategoryInput) {
  const { companyId } = actor;
  const row = await uniqueAs(
    () => write(db, actor, (tx) => repo.insertCategory(tx, { ...categoryColumns(input), companyId })),
    categoryUnique,
  );
  return presentCategory(row, 0);
}

export async function updateCategory(db: Db, actor: Actor, id: number, input: CategoryInput) {
  const { companyId } = actor;
  return write(db, actor, async (tx) => {
    const current = await ownCategory(tx, companyId, id);
    // Rooms of a 'koika' category are sold by the bed; switching type would strand their beds and holds.
    if (current.category.categoryType !== input.category_type && current.rooms > 0) {
      throw badRequest(messages.categoryTypeLocked, 'category_type');
    }
    const row = await uniqueAs(
      () => repo.updateCategory(tx, companyId, id, categoryColumns(input)),
      categoryUnique,
    );
    return presentCategory(row, current.rooms, (await categoryMedia(tx, companyId, [id])).get(id));
  });
}

export async function deleteCategory(db: Db, actor: Actor, id: number) {
  const { companyId } = actor;
  await write(db, actor, async (tx) => {
    const current = await ownCategory(tx, companyId, id);
    if (current.rooms > 0) throw badRequest(messages.categoryHasRooms);
    await repo.deleteCategory(tx, companyId, id);
  });
}

async function presentRooms(db: Db, rows: { room: RoomRow; category: CategoryRow }[]) {
  const beds = await repo.bedsOf(
    db,
    rows.filter((r) => r.category.categoryType === 'koika').map((r) => r.room.id),
  );
  return rows.map((r) => presentRoom(r.room, r.category, beds));
}

export async function listRooms(db: Db, actor: Actor, q: PageQuery & { category?: number }) {
  const { companyId } = actor;
  const { rows, total } = await repo.roomPage(db, companyId, { ...pageWindow(q), categoryId: q.category });
  return { count: total, results: await presentRooms(db, rows) };
}

/**
 * Rooms of one category; with a window [start, end) each also says whether it is free then (nothing
 * holds any of its units), so the group editor can offer only rooms it can take.
 */
export async function categoryRooms(
  db: Db,
  actor: Actor,
  categoryId: number,
  window?: { start?: number; end?: number },
) {
  const { companyId } = actor;
  await ownCategory(db, companyId, categoryId);
  const { rows } = await repo.roomPage(db, companyId, { offset: 0, limit: 100_000, categoryId });
  const list = await presentRooms(db, rows);
  if (!window?.start || !window.end) return list;
  if (window.end <= window.start) throw badRequest(calendarMessages.checkOutBeforeCheckIn, 'end');
  const taken = new Set(await repo.roomsHeldIn(db, companyId, categoryId, window.start, window.end));
  return list.map((room) => ({ ...room, is_free: !taken.has(room.id) }));
}

async function ownRoom(db: Db, companyId: number, id: number) {
  const row = await repo.findRoom(db, companyId, id);
  if (!row) throw notFound();
  return row;
}

export async function getRoom(db: Db, actor: Actor, id: number) {
  const { companyId } = actor;
  const [room] = await presentRooms(db, [await ownRoom(db, companyId, id)]);
  return room!;
}

/** The category a room goes into, which must be the company's own, and the room's bed count. */
async function roomTarget(db: Db, companyId: number, input: RoomInput) {
  const category = (await repo.findCategory(db, companyId, input.category))?.category;
  if (!category) throw badRequest(messages.categoryNotFound, 'category');
  if (category.categoryType !== 'koika' && input.koika_count !== undefined) {
    throw badRequest(messages.bedsOnlyKoika, 'koika_count');
  }
  return { category, bedCount: input.koika_count ?? category.placeNumber };
}

/** A new room becomes sellable at once: one whole-room unit, or one unit per bed in a 'koika' category. */
export async function createRoom(db: Db, actor: Actor, input: RoomInput) {
  const { companyId } = actor;
  const row = await uniqueAs(
    () =>
      write(db, actor, async (tx) => {
        const { category, bedCount } = await roomTarget(tx, companyId, input);
        const room = await repo.insertRoom(tx, {
          companyId,
          categoryId: category.id,
          name: input.name,
          isActive: input.is_active,
        });
        if (category.categoryType === 'koika') await repo.insertBeds(tx, companyId, room.id, 1, bedCount);
        else await repo.insertWholeRoomUnit(tx, companyId, room.id);
        return { room, category };
      }),
    roomUnique,
  );
  const [room] = await presentRooms(db, [row]);
  return room!;
}

export async function updateRoom(db: Db, actor: Actor, id: number, input: RoomInput) {
  const { companyId } = actor;
  const row = await uniqueAs(
    () =>
      write(db, actor, async (tx) => {
        const current = await ownRoom(tx, companyId, id);
        const { category, bedCount } = await roomTarget(tx, companyId, input);
        if (category.categoryType !== current.category.categoryType) {
          throw badRequest(messages.roomCategoryTypeMismatch, 'category');
        }
        const room = await repo.updateRoom(tx, companyId, id, {
          categoryId: category.id,
          name: input.name,
          isActive: input.is_active,
        });
        if (category.categoryType === 'koika' && input.koika_count !== undefined) {
          const have = (await repo.bedsOf(tx, [id])).length;
          if (bedCount > have) await repo.insertBeds(tx, companyId, id, have + 1, bedCount);
          if (bedCount < have) {
            if (await repo.bedsAboveInUse(tx, id, bedCount))
              throw badRequest(messages.bedsHaveBookings, 'koika_count');
            await repo.deleteBedsAbove(tx, id, bedCount);
          }
        }
        return { room, category };
      }),
    roomUnique,
  );
  const [room] = await presentRooms(db, [row]);
  return room!;
}

/** A room with bookings keeps its history: it cannot be deleted (deactivate it instead). */
export async function deleteRoom(db: Db, actor: Actor, id: number) {
  const { companyId } = actor;
  await write(db, actor, async (tx) => {
    await ownRoom(tx, companyId, id);
    if ((await repo.countBookingsOfRoom(tx, id)) > 0) throw badRequest(messages.roomHasBookings);
    try {
      await repo.deleteRoom(tx, companyId, id);
    } catch (err) {
      // A booking written between the count and the delete still hits the foreign key.
      if (pgCode(err) === PG_FOREIGN_KEY) throw badRequest(messages.roomHasBookings);
      throw err;
    }
  });
}
