import { repairSchema, repairView, reservedBookingView, reserveSchema } from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestActor } from '../../http/auth-context.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, idParams, saleRefusalView } from '../../http/views.ts';
import { createRepair, deleteDraft, deleteRepair, reserve } from './reservations.service.ts';

const tags = ['reservations'];

export function reservationsRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/booking/',
    {
      config: { access: 'bookings.edit', idempotent: true },
      schema: {
        tags,
        summary: "'Резерв' from the calendar: a draft booking that holds the room; 409 names what holds it",
        body: reserveSchema,
        response: { 201: reservedBookingView, ...errorResponses, 400: saleRefusalView },
      },
    },
    async (req, reply) => reply.code(201).send(await reserve(db, requestActor(req), req.body)),
  );

  r.delete(
    '/api/v2/booking/:id/permanent/',
    {
      config: { access: 'bookings.edit' },
      schema: {
        tags,
        summary: 'Deletes a draft (status new) for good',
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (req, reply) => {
      await deleteDraft(db, requestActor(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/v2/categories/room-repair/',
    {
      config: { access: 'repairs.edit' },
      schema: {
        tags,
        summary: "'Закрыть на ремонт': holds the whole room for the period",
        body: repairSchema,
        response: { 201: repairView, ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send(await createRepair(db, requestActor(req), req.body)),
  );

  r.delete(
    '/api/v2/categories/room-repair/:id/',
    {
      config: { access: 'repairs.edit' },
      schema: {
        tags,
        summary: "'Открыть': reopens the room",
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (req, reply) => {
      await deleteRepair(db, requestActor(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}
