import { repairSchema, reserveSchema } from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestActor } from '../../http/auth-context.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, idParams } from '../../http/views.ts';
import { createRepair, deleteDraft, deleteRepair, reserve } from './reservations.service.ts';

/** A booking as the calendar's calls answer it (a reserve, a move). */
export const bookingView = z.object({
  id: z.number(),
  status: z.string(),
  booking_status: z.string(),
  category_id: z.number(),
  room: z.number(),
  koika: z.number().nullable(),
  check_in: z.number(),
  check_out: z.number(),
  is_time: z.boolean(),
  is_group: z.boolean(),
  group_parent: z.number().nullable(),
  original_booking: z.number().nullable(),
  source: z.number().nullable(),
  is_early: z.boolean(),
  is_late: z.boolean(),
  has_expire: z.boolean(),
  expire_on: z.number().nullable(),
  common_amount: z.number(),
  created_by: z.number().nullable(),
  created_at: z.number(),
});
const repairView = z.object({
  id: z.number(),
  room: z.number(),
  check_in: z.number(),
  check_out: z.number(),
  comment: z.string(),
});

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
        response: { 201: bookingView, ...errorResponses },
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
