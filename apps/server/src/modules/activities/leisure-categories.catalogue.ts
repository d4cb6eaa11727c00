/**
 * 'Активности' (specification 7.7, `/api/v2/categories/leisure/`): a leisure object's activities, the
 * leisure calendar's tabs, with their pictures (the same machinery as room categories'). An activity
 * with tariffs or orders keeps its history: deactivate it instead.
 */
import {
  type LeisureCategoryInput,
  leisureCategorySchema,
  leisureCategoryView,
  leisureMessages,
} from '@pms/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leisureCategories, leisureOrders, leisureRooms, leisureTariffs } from '../../db/schema.ts';
import { catalogueRoutes } from '../../http/catalogue/define-catalogue.ts';
import { usedBy } from '../../http/catalogue/in-use.ts';
import { categoryMedia } from '../images/index.ts';

/** How many rows of `table` each category has, in one grouped query. */
async function countsBy(
  db: Db,
  companyId: number,
  table: typeof leisureTariffs | typeof leisureRooms,
  ids: number[],
) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: table.categoryId, n: count() })
    .from(table)
    .where(and(eq(table.companyId, companyId), inArray(table.categoryId, ids)))
    .groupBy(table.categoryId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export const leisureCategoriesCatalogue = catalogueRoutes({
  path: '/api/v2/categories/leisure/',
  // The leisure calendar's tabs: names and photos, no money; a leisure property's '/' for every role
  // that sees the calendar, as the hotel calendar lists its rooms (the housekeeper has no catalogues).
  access: { list: 'calendar.view' },
  noun: ['activity', 'activities'],
  tag: 'leisure-catalogue',
  table: leisureCategories,
  input: leisureCategorySchema,
  view: leisureCategoryView,
  columns: (c: Partial<LeisureCategoryInput>) => ({
    name: c.name,
    description: c.description,
    isActive: c.is_active,
  }),
  present: async (db, companyId, rows) => {
    const ids = rows.map((r) => r.id);
    const [media, tariffs, rooms] = await Promise.all([
      categoryMedia(db, companyId, ids, 'leisure'),
      countsBy(db, companyId, leisureTariffs, ids),
      countsBy(db, companyId, leisureRooms, ids),
    ]);
    return rows.map((c) => ({
      id: c.id,
      name: c.name,
      description: c.description,
      is_active: c.isActive,
      images: media.get(c.id)?.images ?? [],
      tariff_count: tariffs.get(c.id) ?? 0,
      room_count: rooms.get(c.id) ?? 0,
    }));
  },
  search: leisureCategories.searchText,
  notFoundMessage: leisureMessages.categoryNotFound,
  inUse: [
    usedBy(leisureOrders, leisureOrders.categoryId, leisureOrders.id, (id) => `заказ №${id}`),
    usedBy(leisureTariffs, leisureTariffs.categoryId, leisureTariffs.enum, (name) => `тариф «${name}»`),
  ],
});
