/** The booking service under /api/v2/booking/ (specification 7.3; paths designed here, see docs/api.md). */
import {
  bookingDetailSchema,
  bookingPriceSchema,
  bookingUpdateSchema,
  cancelSchema,
  deleteTasksSchema,
  discountInputSchema,
  groupDetailSchema,
  groupPriceResultSchema,
  groupPriceSchema,
  groupUpdateSchema,
  idSchema,
  paymentCreateSchema,
  planPricesSchema,
  priceResultSchema,
  roomConditions,
  type StepTarget,
  statusChangeSchema,
  stepDone,
  stepOptionsSchema,
  stepPaths,
  stepQuoteSchema,
} from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestActor } from '../../http/auth-context.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, idParams, saleRefusalView } from '../../http/views.ts';
import {
  addDiscount,
  cancelBooking,
  createPayment,
  deleteDiscount,
  deleteTasks,
  getBooking,
  planPrices,
  priceOf,
  updateBooking,
} from './bookings.service.ts';
import {
  cancelGroup,
  changeGroupStatus,
  getGroup,
  groupPlanPrices,
  makeGroup,
  priceOfGroup,
  updateGroup,
} from './group.service.ts';
import { staleVersionView } from './stale-version.ts';
import { changeStatus, quoteStep } from './status-steps.service.ts';

const tags = ['bookings'];

/** A status step's body (stepOptionsSchema) as the use case's options. */
const stepOptionsOf = (body: Partial<z.infer<typeof stepOptionsSchema>> | undefined) => ({
  stayNow: body?.stay_now,
  reason: body?.restriction_reason,
  confirmDirty: body?.confirm_dirty,
});
const money = z.string();

const paymentView = z.object({
  id: z.number(),
  booking: z.number(),
  value: money,
  payment_type: z.string(),
  payment_method: z.number(),
  payment_method_name: z.string(),
  comment: z.string(),
  created_at: z.number(),
  message: z.string(),
});

/**
 * A stale version's 409 names who changed the booking and when (stale-version.ts); a check-in into a
 * room that is not ready is a 409 with `code: 'confirm_dirty'` and the room's condition (issue 33), to be
 * sent again with `confirm_dirty: true` once the front desk confirms.
 */
const conflictView = staleVersionView.extend({
  code: z.enum(['confirm_dirty']).optional(),
  room_condition: z.enum(roomConditions).optional(),
});
const detail = {
  200: bookingDetailSchema,
  ...errorResponses,
  400: saleRefusalView,
  409: conflictView,
};
const group = { 200: groupDetailSchema, ...errorResponses, 400: saleRefusalView, 409: conflictView };
const groupBase = '/api/v2/booking/group/:id/';
const base = '/api/v2/booking/:id/';

export function bookingsRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    base,
    {
      config: { access: 'bookings.view' },
      schema: {
        tags,
        summary: 'The booking editor: one booking with every list',
        params: idParams,
        response: detail,
      },
    },
    async (req) => getBooking(db, requestActor(req), req.params.id),
  );
  r.put(
    base,
    {
      config: { access: 'bookings.edit', idempotent: true },
      schema: {
        tags,
        summary: "'Сохранить': the whole booking; a draft becomes a reserve",
        params: idParams,
        body: bookingUpdateSchema,
        response: detail,
      },
    },
    async (req) => updateBooking(db, requestActor(req), req.params.id, req.body),
  );
  r.post(
    `${base}price/`,
    {
      // A price quote writes nothing.
      config: { access: 'bookings.view' },
      schema: {
        tags,
        summary: "The price of the editor's unsaved state, with the booking's saved payments",
        params: idParams,
        body: bookingPriceSchema,
        response: { 200: priceResultSchema, ...errorResponses },
      },
    },
    async (req) => priceOf(db, requestActor(req), req.params.id, req.body),
  );
  r.post(
    `${base}plan-prices/`,
    {
      // Quotes by every plan: writes nothing.
      config: { access: 'bookings.view' },
      schema: {
        tags,
        summary:
          "The editor's unsaved stay priced by each active rate plan sold in its category, with the restrictions each breaks",
        params: idParams,
        body: bookingPriceSchema,
        response: { 200: planPricesSchema, ...errorResponses },
      },
    },
    async (req) => planPrices(db, requestActor(req), req.params.id, req.body),
  );
  r.post(
    `${base}status/`,
    {
      config: { access: 'bookings.edit' },
      schema: {
        tags,
        summary: 'Change the real status; leaving the reserve needs a payment',
        params: idParams,
        body: statusChangeSchema,
        response: detail,
      },
    },
    async (req) =>
      changeStatus(db, requestActor(req), req.params.id, req.body.status, {
        version: req.body.version,
        ...stepOptionsOf(req.body),
      }),
  );
  // The calendar's one-click steps: the same use case as the status call, without an editor's version.
  for (const [to, path] of Object.entries(stepPaths) as [StepTarget, string][]) {
    r.post(
      `${base}${path}/`,
      {
        config: { access: 'bookings.edit' },
        schema: {
          tags,
          summary: `One step of the status machine, into ${to} (as the status call; needs no version)`,
          params: idParams,
          body: stepOptionsSchema.optional(),
          response: {
            200: bookingDetailSchema.extend({ status: z.string(), message: z.string() }),
            ...errorResponses,
            // An early arrival's nights past the plan's restrictions: the refusal says so (stay_now).
            400: saleRefusalView,
            // A check-in into a room that is not ready asks first (confirm_dirty, housekeeping).
            409: conflictView,
          },
        },
      },
      async (req) => {
        const view = await changeStatus(db, requestActor(req), req.params.id, to, stepOptionsOf(req.body));
        return { ...view, status: view.booking_status, message: stepDone(to) };
      },
    );
    r.post(
      `${base}${path}/quote/`,
      {
        // A quote writes nothing: the step is tried out and rolled back.
        config: { access: 'bookings.view' },
        schema: {
          tags,
          summary: `What the step into ${to} with stay_now would do: the new stay, its price, any conflict`,
          params: idParams,
          response: { 200: stepQuoteSchema, ...errorResponses },
        },
      },
      async (req) => quoteStep(db, requestActor(req), req.params.id, to),
    );
  }
  r.delete(
    base,
    {
      config: { access: 'bookings.edit' },
      schema: {
        tags,
        summary: "'Отменить бронь': cancel with a reason; the room is freed, the history kept",
        params: idParams,
        body: cancelSchema,
        response: detail,
      },
    },
    async (req) => cancelBooking(db, requestActor(req), req.params.id, req.body.cancel_reason),
  );
  r.post(
    `${base}discounts/`,
    {
      config: { access: 'bookings.edit', idempotent: true },
      schema: {
        tags,
        summary: 'Add a discount',
        params: idParams,
        body: discountInputSchema,
        response: detail,
      },
    },
    async (req) => addDiscount(db, requestActor(req), req.params.id, req.body),
  );
  r.delete(
    `${base}discounts/:rowId/`,
    {
      config: { access: 'bookings.edit' },
      schema: {
        tags,
        summary: 'Remove a discount of the booking',
        params: idParams.extend({ rowId: idSchema }),
        response: detail,
      },
    },
    async (req) => deleteDiscount(db, requestActor(req), req.params.id, req.params.rowId),
  );
  r.delete(
    `${base}tasks/`,
    {
      config: { access: 'bookings.edit' },
      schema: {
        tags,
        summary: 'Delete the listed tasks, or all of them',
        params: idParams,
        body: deleteTasksSchema,
        response: detail,
      },
    },
    async (req) => deleteTasks(db, requestActor(req), req.params.id, req.body.tasks),
  );
  r.post(
    '/api/v2/booking/payments/',
    {
      config: { access: 'payments.create', idempotent: true },
      schema: {
        tags,
        summary: "'Платеж' or 'Возврат'; a group payment names the group parent",
        body: paymentCreateSchema,
        response: { 201: paymentView, ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send(await createPayment(db, requestActor(req), req.body)),
  );

  r.get(
    groupBase,
    {
      config: { access: 'bookings.view' },
      schema: {
        tags,
        summary: "A group: the parent's lists, every room (child_list, by category) and the group's price",
        params: idParams,
        response: group,
      },
    },
    async (req) => getGroup(db, requestActor(req), req.params.id),
  );
  r.put(
    groupBase,
    {
      config: { access: 'bookings.edit', idempotent: true },
      schema: {
        tags,
        summary: "'Сохранить для всех': each room's stay and the shared lists",
        params: idParams,
        body: groupUpdateSchema,
        response: group,
      },
    },
    async (req) => updateGroup(db, requestActor(req), req.params.id, req.body),
  );
  r.post(
    `${groupBase}price/`,
    {
      config: { access: 'bookings.view' },
      schema: {
        tags,
        summary: "The group's price for the editor's unsaved state",
        params: idParams,
        body: groupPriceSchema,
        response: { 200: groupPriceResultSchema, ...errorResponses },
      },
    },
    async (req) => priceOfGroup(db, requestActor(req), req.params.id, req.body),
  );
  r.post(
    `${groupBase}plan-prices/`,
    {
      // Quotes by every plan: writes nothing.
      config: { access: 'bookings.view' },
      schema: {
        tags,
        summary:
          "The group's unsaved state priced by each active rate plan sold in all its rooms' categories, with the restrictions each breaks",
        params: idParams,
        body: groupPriceSchema,
        response: { 200: planPricesSchema, ...errorResponses },
      },
    },
    async (req) => groupPlanPrices(db, requestActor(req), req.params.id, req.body),
  );
  r.post(
    `${groupBase}status/`,
    {
      config: { access: 'bookings.edit' },
      schema: {
        tags,
        summary: 'The status of every live room',
        params: idParams,
        body: statusChangeSchema,
        response: group,
      },
    },
    async (req) =>
      changeGroupStatus(
        db,
        requestActor(req),
        req.params.id,
        req.body.status,
        req.body.version,
        stepOptionsOf(req.body),
      ),
  );
  r.delete(
    groupBase,
    {
      config: { access: 'bookings.edit' },
      schema: {
        tags,
        summary: "'Отменить бронь для всех'",
        params: idParams,
        body: cancelSchema,
        response: group,
      },
    },
    async (req) => cancelGroup(db, requestActor(req), req.params.id, req.body.cancel_reason),
  );
  r.post(
    `${base}group/`,
    {
      config: { access: 'bookings.edit' },
      schema: {
        tags,
        summary: 'Group mode: the booking becomes the parent of a new group (rooms join with group_parent)',
        params: idParams,
        response: group,
      },
    },
    async (req) => makeGroup(db, requestActor(req), req.params.id),
  );
}
