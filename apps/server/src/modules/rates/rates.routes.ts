import fastifyMultipart from '@fastify/multipart';
import {
  rateBulkResultView,
  rateBulkSchema,
  rateGridQuerySchema,
  rateGridView,
  ratePlanSchema,
  ratePlanView,
  rateXlsxMessages,
} from '@pms/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestActor } from '../../http/auth-context.ts';
import { contentDisposition, XLSX } from '../../http/download.ts';
import { badRequest, tooLarge } from '../../http/errors.ts';
import { jsonWithList } from '../../http/json-pieces.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, fileResponses, idParams, sendSerialized } from '../../http/views.ts';
import {
  bulkChange,
  createPlan,
  deletePlan,
  getPlan,
  listPlans,
  rateGrid,
  updatePlan,
} from './rates.service.ts';
import { exportGridXlsx, importGridXlsx } from './rates-xlsx.service.ts';

const tags = ['rates'];
/** A workbook of 93 days × 25 categories × 3 plans is about 150 КБ; 2 МБ leaves room, not abuse. */
const MAX_XLSX_BYTES = 2 * 1024 * 1024;
/** What a form adds around the file: boundaries and part headers. */
const FORM_OVERHEAD = 64 * 1024;

/** The uploaded workbook (multipart field `file`), held to MAX_XLSX_BYTES as it is read. */
async function readWorkbook(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(rateXlsxMessages.noFile, 'file');
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      // Another file field is read to its end and dropped, so the form can still be parsed.
      if (part.type === 'file') {
        const read = await part.toBuffer();
        if (part.fieldname === 'file' && !bytes) bytes = read;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(rateXlsxMessages.tooBig, 'file');
    if (code?.startsWith('FST_')) throw badRequest(rateXlsxMessages.noFile, 'file');
    throw err;
  }
  if (!bytes?.length) throw badRequest(rateXlsxMessages.noFile, 'file');
  return bytes;
}
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
      // so the schema documents the answer and the service's own shape is sent as it is, a row at a time.
      return sendSerialized(reply, jsonWithList(await rateGrid(db, requestActor(req), req.query), 'rows'));
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
  r.get(
    '/api/v2/rate-grid/xlsx/',
    {
      config: { access: 'catalogues.view' },
      schema: {
        tags,
        summary:
          "The grid's window as a workbook a manager edits and uploads back (docs/pricing.md 'The grid as a workbook')",
        querystring: rateGridQuerySchema,
        response: fileResponses(XLSX),
      },
    },
    async (req, reply) => {
      const file = await exportGridXlsx(db, requestActor(req), req.query);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .send(file.content);
    },
  );

  // The upload, in a scope of its own: only it reads multipart forms, bounded to 2 МБ.
  app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit ??= MAX_XLSX_BYTES + FORM_OVERHEAD;
      route.config = { ...route.config, tooLarge: { message: rateXlsxMessages.tooBig, field: 'file' } };
    });
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_XLSX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/v2/rate-grid/xlsx/',
      {
        config: { access: 'rates.edit' },
        schema: {
          tags,
          summary:
            'Reads the workbook back (multipart field `file`) and applies the cells that differ, all or nothing',
          consumes: ['multipart/form-data'],
          response: { 200: z.object({ changed: z.number() }), ...errorResponses },
        },
      },
      async (req) => importGridXlsx(db, requestActor(req), await readWorkbook(req)),
    );
  });
}
