import { addBlocksSchema, blockPeriodSchema, blockRoomSchema, reservedBookingView } from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestActor } from '../../../http/auth-context.ts';
import type { RouteDeps } from '../../../http/route-deps.ts';
import { errorResponses, idParams, okView } from '../../../http/views.ts';
import {
  addBlocks,
  blockView,
  changeBlockPeriod,
  removeRoomFromBlock,
  reserveFromBlock,
} from './blocks.service.ts';

const tags = ['blocks'];

export function blocksRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Rooms of a category allotted to a sales channel for a period, under the channel's path.
  r.post(
    '/api/v2/sales-channels/add-blocks/',
    {
      config: { access: 'catalogues.edit' },
      schema: {
        tags: ['sales-channels'],
        summary: 'Allots rooms of a category to a channel for a period; 409 names what holds a room',
        body: addBlocksSchema,
        response: { 201: z.object({ blocks: z.array(blockView) }), ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send({ blocks: await addBlocks(db, requestActor(req), req.body) }),
  );

  r.patch(
    '/api/chanel/block/:id/',
    {
      config: { access: 'bookings.edit' },
      schema: {
        tags,
        summary: 'Changes the dates of a block',
        params: idParams,
        body: blockPeriodSchema,
        response: { 200: blockView, ...errorResponses },
      },
    },
    async (req) => changeBlockPeriod(db, requestActor(req), req.params.id, req.body),
  );

  r.post(
    '/api/chanel/block/:id/remove_only_room/',
    {
      config: { access: 'bookings.edit' },
      schema: {
        tags,
        summary: 'Takes a room out of the block',
        params: idParams,
        body: blockRoomSchema,
        response: { 200: okView, ...errorResponses },
      },
    },
    async (req) => {
      await removeRoomFromBlock(db, requestActor(req), req.params.id, req.body.room);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/chanel/block/:id/reserve/',
    {
      config: { access: 'bookings.edit', idempotent: true },
      schema: {
        tags,
        summary:
          "'резерв': turns an own block into a draft booking ('Нельзя использовать чужой блок' otherwise)",
        params: idParams,
        response: { 201: reservedBookingView, ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send(await reserveFromBlock(db, requestActor(req), req.params.id)),
  );
}
