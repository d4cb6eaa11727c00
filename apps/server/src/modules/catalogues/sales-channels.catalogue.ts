/**
 * 'Каналы продаж' (specification 7.6): where bookings come from, with commission and contacts. The
 * null source 'Прямая продажа' is not a row: its name is reserved, so it cannot be made or deleted here.
 * Extra calls: tour-operators/ (the channels of that kind) and add-blocks/ (rooms allotted to a channel).
 */
import {
  addBlocksSchema,
  type ChannelKind,
  pageQuerySchema,
  salesChannelPatchSchema,
  salesChannelSchema,
  salesChannelView,
} from '@pms/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blocks, bookings, salesChannels } from '../../db/schema.ts';
import { requestActor } from '../../http/auth-context.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, pageOf } from '../../http/views.ts';
import { addBlocks, blockView } from '../blocks/blocks.service.ts';
import { catalogueRoutes } from './define-catalogue.ts';
import { booking, usedBy } from './in-use.ts';

const path = '/api/v2/sales-channels/';

export const salesChannelsCatalogue = catalogueRoutes({
  path,
  tag: 'sales-channels',
  table: salesChannels,
  input: salesChannelSchema,
  patchInput: salesChannelPatchSchema,
  view: salesChannelView,
  columns: (c) => ({
    name: c.name,
    kind: c.kind,
    commissionPercent: c.commission_percent,
    contactPerson: c.contact_person,
    phone: c.phone,
    email: c.email,
    isActive: c.is_active,
  }),
  present: async (_db, _companyId, rows) =>
    rows.map((c) => ({
      id: c.id,
      name: c.name,
      kind: c.kind as ChannelKind,
      is_tour_operator: c.kind === 'tour_operator',
      commission_percent: c.commissionPercent,
      contact_person: c.contactPerson,
      phone: c.phone,
      email: c.email,
      is_active: c.isActive,
    })),
  search: salesChannels.searchText,
  inUse: [
    usedBy(bookings, bookings.sourceId, bookings.id, booking),
    usedBy(blocks, blocks.channelId, blocks.id, (id) => `блок №${id}`),
  ],
});

/** The channel's own calls beside its CRUD; static paths, so they win over `{id}/`. */
export function salesChannelActions(app: FastifyInstance, deps: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sales-channels'];
  r.get(
    `${path}tour-operators/`,
    {
      schema: {
        tags,
        summary: 'Channels of the kind tour_operator',
        querystring: pageQuerySchema,
        response: { 200: pageOf(salesChannelView), ...errorResponses },
      },
    },
    async (req) =>
      salesChannelsCatalogue.service.list(
        deps.db,
        requestActor(req),
        req.query,
        eq(salesChannels.kind, 'tour_operator'),
      ),
  );
  r.post(
    `${path}add-blocks/`,
    {
      schema: {
        tags,
        summary: 'Allots rooms of a category to a channel for a period; 409 names what holds a room',
        body: addBlocksSchema,
        response: { 201: z.object({ blocks: z.array(blockView) }), ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ blocks: await addBlocks(deps.db, requestActor(req), req.body) }),
  );
}
