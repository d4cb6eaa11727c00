import { type CategoryInput, calendarMessages, messages, type PageQuery } from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, notFound, uniqueAs } from '../../http/errors.ts';
import { pageWindow } from '../../http/paging.ts';
import { heldPlaces } from '../holds/index.ts';
import { categoryMedia } from '../images/index.ts';
import { presentRooms } from './rooms.catalogue.ts';
import { presentCategory } from './rooms.presenter.ts';
import { roomsRepository as repo } from './rooms.repository.ts';

const categoryUnique = {
  categories_company_name_key: { message: messages.categoryNameTaken, field: 'name' },
};

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
  // The one read of what the holds take (holds.repository.ts), shared with GET main/availability/.
  const taken = (await heldPlaces(db, companyId, window.start, window.end)).rooms;
  return list.map((room) => ({ ...room, is_free: !taken.has(room.id) }));
}
