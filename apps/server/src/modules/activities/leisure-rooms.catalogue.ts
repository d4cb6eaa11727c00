/**
 * Places of an activity (specification 7.7: leisure rooms and category-rooms): 'Беседка 3',
 * 'Дорожка 1'. Catalogue only: the stock of a day is the tariff's, not the places'.
 */
import {
  idSchema,
  type LeisureRoomInput,
  leisureMessages,
  leisureRoomSchema,
  leisureRoomView,
} from '@pms/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { leisureCategories, leisureRooms } from '../../db/schema.ts';
import { requestActor } from '../../http/auth-context.ts';
import { catalogueRoutes } from '../../http/catalogue/define-catalogue.ts';
import { badRequest } from '../../http/errors.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, idParams } from '../../http/views.ts';
import { leisureCategoriesCatalogue } from './leisure-categories.catalogue.ts';

type RoomRow = typeof leisureRooms.$inferSelect;

export const presentLeisureRoom = (r: RoomRow) => ({
  id: r.id,
  name: r.name,
  category: r.categoryId,
  is_active: r.isActive,
});

/** The activity a place or tariff goes into must be the company's own: 400 on its field otherwise. */
export async function ownActivity(db: Db, companyId: number, id: number | undefined) {
  const [row] = id
    ? await db
        .select({ id: leisureCategories.id })
        .from(leisureCategories)
        .where(and(eq(leisureCategories.companyId, companyId), eq(leisureCategories.id, id)))
    : [];
  if (!row) throw badRequest(leisureMessages.categoryNotFound, 'category');
}

export const leisureRoomsCatalogue = catalogueRoutes({
  path: '/api/v2/categories/leisure-rooms/',
  noun: ["activity's place", "activities' places"],
  tag: 'leisure-catalogue',
  table: leisureRooms,
  input: leisureRoomSchema,
  view: leisureRoomView,
  columns: (r: Partial<LeisureRoomInput>) => ({
    name: r.name,
    categoryId: r.category,
    isActive: r.is_active,
  }),
  present: async (_db, _companyId, rows) => rows.map(presentLeisureRoom),
  search: leisureRooms.searchText,
  orderBy: [asc(leisureRooms.categoryId), asc(leisureRooms.name), asc(leisureRooms.id)],
  listFilters: {
    query: { category: idSchema.optional() },
    where: (q) => (q.category ? eq(leisureRooms.categoryId, q.category as number) : undefined),
  },
  inUse: [],
  validate: (tx, companyId, input) => ownActivity(tx, companyId, input.category),
});

/** `GET leisure-category-rooms/{categoryId}/`: an activity's places, active first, by name. */
export function leisureRoomsOfCategory(app: FastifyInstance, { db }: RouteDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v2/categories/leisure-category-rooms/:id/',
    {
      config: { access: 'catalogues.view' },
      schema: {
        tags: ['leisure-catalogue'],
        summary: 'The places of an activity',
        params: idParams,
        response: { 200: z.array(leisureRoomView), ...errorResponses },
      },
    },
    async (req) => {
      const { companyId } = requestActor(req);
      await leisureCategoriesCatalogue.service.find(db, companyId, req.params.id);
      const rows = await db
        .select()
        .from(leisureRooms)
        .where(and(eq(leisureRooms.companyId, companyId), eq(leisureRooms.categoryId, req.params.id)))
        .orderBy(desc(leisureRooms.isActive), asc(leisureRooms.name), asc(leisureRooms.id));
      return rows.map(presentLeisureRoom);
    },
  );
}
