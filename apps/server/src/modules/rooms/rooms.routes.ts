import {
  activeListQuerySchema,
  categorySchema,
  categoryView,
  pageOf,
  unixSecondsInput,
  windowRoomView,
} from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestActor } from '../../http/auth-context.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, idParams } from '../../http/views.ts';
import { roomsCatalogue } from './rooms.catalogue.ts';
import {
  categoryRooms,
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from './rooms.service.ts';

const tags = ['catalog'];
const categories = '/api/v2/categories/';
const noContent = { 204: z.null(), ...errorResponses };

export function roomsRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    categories,
    {
      config: { access: 'catalogues.view' },
      schema: {
        tags,
        summary: "The company's room categories: a page, searched by text",
        querystring: activeListQuerySchema,
        response: { 200: pageOf(categoryView), ...errorResponses },
      },
    },
    async (req) => listCategories(db, requestActor(req), req.query),
  );
  r.post(
    categories,
    {
      config: { access: 'catalogues.edit', idempotent: true },
      schema: {
        tags,
        summary: 'Creates a room category',
        body: categorySchema,
        response: { 201: categoryView, ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send(await createCategory(db, requestActor(req), req.body)),
  );

  roomsCatalogue.routes(app, deps);

  r.get(
    '/api/v2/categories/category-rooms/:id/',
    {
      config: { access: 'catalogues.view' },
      schema: {
        tags,
        summary: 'Rooms of one category; with start and end (unix seconds) each says is_free',
        params: idParams,
        querystring: z.object({
          start: unixSecondsInput.optional(),
          end: unixSecondsInput.optional(),
        }),
        response: { 200: z.array(windowRoomView), ...errorResponses },
      },
    },
    async (req) => categoryRooms(db, requestActor(req), req.params.id, req.query),
  );

  r.get(
    `${categories}:id/`,
    {
      config: { access: 'catalogues.view' },
      schema: {
        tags,
        summary: 'One room category',
        params: idParams,
        response: { 200: categoryView, ...errorResponses },
      },
    },
    async (req) => getCategory(db, requestActor(req), req.params.id),
  );
  r.put(
    `${categories}:id/`,
    {
      config: { access: 'catalogues.edit' },
      schema: {
        tags,
        summary: 'Saves a room category whole',
        params: idParams,
        body: categorySchema,
        response: { 200: categoryView, ...errorResponses },
      },
    },
    async (req) => updateCategory(db, requestActor(req), req.params.id, req.body),
  );
  r.delete(
    `${categories}:id/`,
    {
      config: { access: 'catalogues.edit' },
      schema: {
        tags,
        summary: 'Deletes a room category; refused while it has rooms',
        params: idParams,
        response: noContent,
      },
    },
    async (req, reply) => {
      await deleteCategory(db, requestActor(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}
