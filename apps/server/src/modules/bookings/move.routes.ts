/** Dragging a bar on the calendar: the move and its price before it is confirmed (move.service.ts). */
import { moveQuoteSchema, moveSchema, reservedBookingView } from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestActor } from '../../http/auth-context.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, idParams, saleRefusalView } from '../../http/views.ts';
import { moveBooking, quoteMove } from './move.service.ts';
import { staleVersionView } from './stale-version.ts';

const tags = ['reservations'];

export function moveRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.patch(
    '/api/v2/booking/:id/move/',
    {
      config: { access: 'bookings.edit' },
      schema: {
        tags,
        summary: 'Moves a booking to another room, bed or dates; a new room needs room_reason',
        params: idParams,
        body: moveSchema,
        response: {
          200: reservedBookingView.extend({ old_room: z.number().nullable(), room_reason: z.string() }),
          ...errorResponses,
          400: saleRefusalView,
          // A colleague's change between the move's read and its write is named (stale-version.ts).
          409: staleVersionView,
        },
      },
    },
    async (req) => moveBooking(db, requestActor(req), req.params.id, req.body),
  );

  r.post(
    '/api/v2/booking/:id/move/quote/',
    {
      config: { access: 'bookings.view' },
      schema: {
        tags,
        summary: "The move's price before it is confirmed: the total now and after; writes nothing",
        params: idParams,
        body: moveSchema,
        response: {
          200: moveQuoteSchema,
          ...errorResponses,
        },
      },
    },
    async (req) => quoteMove(db, requestActor(req), req.params.id, req.body),
  );
}
