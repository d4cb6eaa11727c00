import {
  rateBulkResultView,
  rateBulkSchema,
  rateGridQuerySchema,
  rateGridView,
  ratePlanSchema,
  ratePlanView,
} from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestActor } from '../../http/auth-context.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, idParams, sendSerialized } from '../../http/views.ts';
import {
  bulkChange,
  createPlan,
  deletePlan,
  getPlan,
  listPlans,
  rateGrid,
  updatePlan,
} from './rates.service.ts';

const tags = ['rates'];
const plans = '/api/v2/rate-plans/';

/** Rate plans, the price grid and its bulk change (issue 32, docs/pricing.md 'Rate plans'). */
export function ratesRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    plans,
    {
      config: { access: 'catalogues.view' },
      schema: {
        tags,
        summary: "The company's rate plans, the base one first",
        response: { 200: z.array(ratePlanView), ...errorResponses },
      },
    },
    async (req) => listPlans(db, requestActor(req)),
  );
  r.post(
    plans,
    {
      config: { access: 'rates.edit', idempotent: true },
      schema: {
        tags,
        summary:
          'Creates a rate plan: with prices of its own, or following a parent by a percent or an amount',
        body: ratePlanSchema,
        response: { 201: ratePlanView, ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send(await createPlan(db, requestActor(req), req.body)),
  );
  r.get(
    `${plans}:id/`,
    {
      config: { access: 'catalogues.view' },
      schema: {
        tags,
        summary: 'One rate plan',
        params: idParams,
        response: { 200: ratePlanView, ...errorResponses },
      },
    },
    async (req) => getPlan(db, requestActor(req), req.params.id),
  );
  r.put(
    `${plans}:id/`,
    {
      config: { access: 'rates.edit' },
      schema: {
        tags,
        summary: 'Saves a rate plan whole; a plan turned derived loses its own date prices',
        params: idParams,
        body: ratePlanSchema,
        response: { 200: ratePlanView, ...errorResponses },
      },
    },
    async (req) => updatePlan(db, requestActor(req), req.params.id, req.body),
  );
  r.delete(
    `${plans}:id/`,
    {
      config: { access: 'rates.edit' },
      schema: {
        tags,
        summary: 'Deletes a rate plan; refused for the base, a parent, or a plan bookings were sold by',
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (req, reply) => {
      await deletePlan(db, requestActor(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
  r.get(
    '/api/v2/rate-grid/',
    {
      config: { access: 'catalogues.view' },
      schema: {
        tags,
        summary: "'Цены и ограничения': each active plan × category, date by date, for up to 93 days",
        querystring: rateGridQuerySchema,
        response: { 200: rateGridView, ...errorResponses },
      },
    },
    async (req, reply) => {
      // As the calendar's answer: thousands of cells re-validated through zod cost more than the queries,
      // so the schema documents the answer and the service's own shape is sent as it is.
      return sendSerialized(reply, JSON.stringify(await rateGrid(db, requestActor(req), req.query)));
    },
  );
  r.post(
    '/api/v2/rate-grid/bulk/',
    {
      config: { access: 'rates.edit', idempotent: true },
      schema: {
        tags,
        summary:
          'Sets prices (or changes them by a percent or an amount) and restrictions over a range, in one step',
        body: rateBulkSchema,
        response: { 200: rateBulkResultView, ...errorResponses },
      },
    },
    async (req) => bulkChange(db, requestActor(req), req.body),
  );
}
