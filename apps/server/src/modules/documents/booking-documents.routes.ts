/**
 * The booking editor's documents (step 7): 'Скачать PDF' answers `{ticket}` and 'Сгенерировать талоны'
 * `{coupons}`, each a 24-hour link to the issued document, for a single booking and for a group.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestActor } from '../../http/auth-context.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, idParams } from '../../http/views.ts';
import { confirmationLink, couponsLink } from './booking-documents.service.ts';

const tags = ['documents'];
const ticket = { 200: z.object({ ticket: z.string() }), ...errorResponses };
const coupons = { 200: z.object({ coupons: z.string() }), ...errorResponses };

export function bookingDocumentsRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/booking/:id/ticket/',
    {
      config: { access: 'documents.view' },
      schema: { tags, summary: 'Booking confirmation PDF (link)', params: idParams, response: ticket },
    },
    async (req) => ({
      ticket: await confirmationLink(db, requestActor(req), req, { bookingId: req.params.id }),
    }),
  );
  r.get(
    '/api/v2/booking/group/:id/ticket/',
    {
      config: { access: 'documents.view' },
      schema: { tags, summary: 'Group booking confirmation PDF (link)', params: idParams, response: ticket },
    },
    async (req) => ({
      ticket: await confirmationLink(db, requestActor(req), req, { groupParent: req.params.id }),
    }),
  );
  r.post(
    '/api/v2/booking/:id/coupons/',
    {
      config: { access: 'documents.view' },
      schema: { tags, summary: 'Meal coupons PDF (link)', params: idParams, response: coupons },
    },
    async (req) => ({
      coupons: await couponsLink(db, requestActor(req), req, { bookingId: req.params.id }),
    }),
  );
  r.post(
    '/api/v2/booking/group/:id/coupons/',
    {
      config: { access: 'documents.view' },
      schema: { tags, summary: 'Group meal coupons PDF (link)', params: idParams, response: coupons },
    },
    async (req) => ({
      coupons: await couponsLink(db, requestActor(req), req, { groupParent: req.params.id }),
    }),
  );
}
