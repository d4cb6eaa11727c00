/**
 * Leisure sales over HTTP (specification 7.1, 7.3): the calendar's days and a day's tariffs under
 * /api/v2/main/, orders and their payments under /api/v2/leisure/. Thin: each route validates, calls
 * its use case and answers.
 */

import {
  leisureBookingCreateSchema,
  leisureCalendarQuerySchema,
  leisureCancelSchema,
  leisureDayTariffView,
  leisureDayView,
  leisureOrderListQuerySchema,
  leisureOrderUpdateSchema,
  leisureOrderView,
  leisurePaymentCreateSchema,
  leisurePaymentView,
  leisurePriceQuerySchema,
  pageOf,
} from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestActor } from '../../http/auth-context.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, errorView, idParams } from '../../http/views.ts';
import {
  cancelLeisureOrder,
  createLeisureOrder,
  createLeisurePayment,
  getLeisureOrder,
  leisureCalendar,
  leisureDayTariffs,
  listLeisureOrders,
  updateLeisureOrder,
} from './leisure.service.ts';

const tags = ['leisure'];
const order = { 200: leisureOrderView, ...errorResponses };
/** A sale that no longer fits: the tariff and its places left, for the dialog to show. */
const notEnough = errorView.extend({ tariff: z.number().optional(), left: z.number().optional() });

export function leisureRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v2/main/calendar-leisure/:id/',
    {
      config: { access: 'calendar.view' },
      schema: {
        tags,
        summary: "An activity's days, 'free / total', from start to end (local days, 62 at most)",
        params: idParams,
        querystring: leisureCalendarQuerySchema,
        response: { 200: z.array(leisureDayView), ...errorResponses },
      },
    },
    async (req) => leisureCalendar(db, requestActor(req), req.params.id, req.query),
  );
  r.get(
    '/api/v2/main/leisure-price/',
    {
      // A day's tariffs with their prices, for a sale.
      config: { access: 'bookings.view' },
      schema: {
        tags,
        summary: "A day's tariffs with their places left (stock_number) and price items",
        querystring: leisurePriceQuerySchema,
        response: { 200: z.array(leisureDayTariffView), ...errorResponses },
      },
    },
    async (req) => leisureDayTariffs(db, requestActor(req), req.query),
  );
  r.post(
    '/api/v2/leisure/booking/',
    {
      // A sale writes a client, an order and places: nothing a session is made of.
      config: { access: 'bookings.edit', idempotent: true, keepsSessions: true },
      schema: {
        tags,
        summary:
          "Sells ('book'), reserves ('reserved') or reduces stock ('stock'); 409 when the places are gone",
        body: leisureBookingCreateSchema,
        response: { 201: leisureOrderView, ...errorResponses, 409: notEnough },
      },
    },
    async (req, reply) => reply.code(201).send(await createLeisureOrder(db, requestActor(req), req.body)),
  );
  r.get(
    '/api/v2/leisure/booking/',
    {
      config: { access: 'bookings.view' },
      schema: {
        tags,
        summary: "A day's orders, newest first",
        querystring: leisureOrderListQuerySchema,
        response: { 200: pageOf(leisureOrderView), ...errorResponses },
      },
    },
    async (req) => listLeisureOrders(db, requestActor(req), req.query),
  );
  r.get(
    '/api/v2/leisure/booking/:id/',
    {
      config: { access: 'bookings.view' },
      schema: {
        tags,
        summary: 'One leisure order with its items and payments',
        params: idParams,
        response: order,
      },
    },
    async (req) => getLeisureOrder(db, requestActor(req), req.params.id),
  );
  r.patch(
    '/api/v2/leisure/booking/:id/',
    {
      config: { access: 'bookings.edit' },
      schema: {
        tags,
        summary: 'Changes the fields given of an order: its status (reserved or book), client or comment',
        params: idParams,
        body: leisureOrderUpdateSchema,
        response: order,
      },
    },
    async (req) => updateLeisureOrder(db, requestActor(req), req.params.id, req.body),
  );
  r.delete(
    '/api/v2/leisure/booking/:id/',
    {
      config: { access: 'bookings.edit' },
      schema: {
        tags,
        summary: 'Cancels the order with a reason; its places come back',
        params: idParams,
        body: leisureCancelSchema,
        response: order,
      },
    },
    async (req) => cancelLeisureOrder(db, requestActor(req), req.params.id, req.body.cancel_reason),
  );
  r.post(
    '/api/v2/leisure/payments/',
    {
      config: { access: 'payments.create', idempotent: true, keepsSessions: true },
      schema: {
        tags,
        summary: "A payment or refund of an order ('Платеж' / 'Возврат')",
        body: leisurePaymentCreateSchema,
        response: { 201: leisurePaymentView, ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send(await createLeisurePayment(db, requestActor(req), req.body)),
  );
}
