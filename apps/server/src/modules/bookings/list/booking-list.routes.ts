/** 'Брони': GET /api/v2/booking/list/ and its xlsx, /list/export/ (docs/api.md, 'Bookings list'). */

import {
  bookingListCountsSchema,
  bookingListFilterSchema,
  bookingListQuerySchema,
  bookingListRowSchema,
  pageOf,
} from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestActor } from '../../../http/auth-context.ts';
import { contentDisposition, XLSX } from '../../../http/download.ts';
import type { RouteDeps } from '../../../http/route-deps.ts';
import { errorResponses, fileResponses } from '../../../http/views.ts';
import { bookingList, bookingListCounts, exportBookingList } from './booking-list.service.ts';

const tags = ['bookings'];

export function bookingListRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/booking/list/',
    {
      config: { access: 'bookings.view' },
      schema: {
        tags,
        summary:
          "'Брони': bookings filtered (tab, statuses, dates, channel, category, group, owes, search), sorted and paged",
        querystring: bookingListQuerySchema,
        response: { 200: pageOf(bookingListRowSchema), ...errorResponses },
      },
    },
    async (req) => bookingList(db, requestActor(req), req.query),
  );

  r.get(
    '/api/v2/booking/list/counts/',
    {
      config: { access: 'bookings.view' },
      schema: {
        tags,
        summary: "'Брони': how many bookings each quick tab holds with the other filters as given",
        querystring: bookingListFilterSchema,
        response: { 200: bookingListCountsSchema, ...errorResponses },
      },
    },
    async (req) => bookingListCounts(db, requestActor(req), req.query),
  );

  r.get(
    '/api/v2/booking/list/export/',
    {
      config: { access: 'bookings.view' },
      schema: {
        tags,
        summary: "'Брони' as Брони.xlsx: the list's filtered rows in its order (20 000 at most)",
        querystring: bookingListFilterSchema,
        response: fileResponses(XLSX),
      },
    },
    async (req, reply) => {
      const file = await exportBookingList(db, requestActor(req), req.query);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
}
