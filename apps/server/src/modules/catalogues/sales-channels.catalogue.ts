/**
 * 'Каналы продаж' (specification 7.6): where bookings come from, with commission and contacts. The
 * null source 'Прямая продажа' is not a row: its name is reserved, so it cannot be made or deleted here.
 * Extra call: tour-operators/ (the channels of that kind). Rooms allotted to a channel, add-blocks/ under
 * this path, are blocks: bookings/blocks/blocks.routes.ts.
 */
import {
  type ChannelKind,
  pageOf,
  pageQuerySchema,
  salesChannelPatchSchema,
  salesChannelSchema,
  salesChannelView,
} from '@pms/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { blocks, bookings, salesChannels } from '../../db/schema.ts';
import { requestActor } from '../../http/auth-context.ts';
import { catalogueRoutes } from '../../http/catalogue/define-catalogue.ts';
import { booking, usedBy } from '../../http/catalogue/in-use.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses } from '../../http/views.ts';

const path = '/api/v2/sales-channels/';

export const salesChannelsCatalogue = catalogueRoutes({
  path,
  noun: ['sales channel', 'sales channels'],
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
    usedBy(bookings, bookings.sourceId, bookings.number, booking),
    usedBy(blocks, blocks.channelId, blocks.id, (id) => `блок №${id}`),
  ],
});

/** The channel's own call beside its CRUD; a static path, so it wins over `{id}/`. */
export function salesChannelActions(app: FastifyInstance, deps: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sales-channels'];
  r.get(
    `${path}tour-operators/`,
    {
      config: { access: 'catalogues.view' },
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
}
