/**
 * 'Отчёты' (docs/reports.md): each report as JSON and as a workbook (`xlsx/` with the same query), and
 * the cash report's PDF as a link to the issued document. The query schemas are the domain's one period
 * rule, so a bad period is a 400 with its Russian message before anything is read.
 */

import {
  cashReportQuerySchema,
  cashReportSchema,
  forecastQuerySchema,
  forecastReportSchema,
  occupancyQuerySchema,
  occupancyReportSchema,
  reportDocumentSchema,
  reportPeriodQuerySchema,
  revenueReportSchema,
} from '@pms/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestActor } from '../../http/auth-context.ts';
import { contentDisposition, XLSX } from '../../http/download.ts';
import { jsonBytes } from '../../http/json-bytes.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, fileResponses } from '../../http/views.ts';
import {
  cashDocument,
  cashFile,
  cashReport,
  forecastFile,
  forecastReport,
  occupancyFile,
  occupancyReport,
  type ReportFile,
  revenueFile,
  revenueReport,
} from './reports.service.ts';

const tags = ['reports'];
const base = '/api/v2/reports';
const file = fileResponses(XLSX);

const sendXlsx = (reply: FastifyReply, doc: ReportFile) =>
  reply
    .header('content-type', XLSX)
    .header('content-disposition', contentDisposition('attachment', doc.fileName))
    .header('cache-control', 'private, no-store')
    .send(doc.content);

/**
 * The occupancy and revenue answers are kept per company as the calendar's are (calendar-cache.ts), as
 * the bytes sent: they read only what the calendar reads — the holds' owners, units, rooms, categories,
 * channels — and booking_revenue, which is written only with a booking's price, in the transaction that
 * updates the booking's row; each of those changes announces its company and drops its answers. A
 * repeated period (switching tabs, a reload) skips the statement; the first is computed afresh. The
 * schema documents the answer; the object is sent without a second pass through zod (a year of 25
 * categories is ~9,000 category-days, 1 MB), its JSON written in pieces (jsonBytes).
 */
async function sendKept(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  key: string,
  compute: () => Promise<unknown>,
) {
  const { body, cached } = await app.calendarCache.answer(req.companyId, `reports:${key}`, async () =>
    jsonBytes(await compute()),
  );
  return reply
    .header('x-report-cache', cached ? 'hit' : 'miss')
    .type('application/json; charset=utf-8')
    .send(body);
}

export function reportsRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/occupancy/`,
    {
      config: { access: 'reports.view' },
      schema: {
        tags,
        summary: 'Occupancy, ADR and RevPAR by day, by category and in total for local dates start..end',
        querystring: occupancyQuerySchema,
        response: { 200: occupancyReportSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      sendKept(
        app,
        req,
        reply,
        `occupancy:${req.query.start}:${req.query.end}:${req.query.categoryDays}`,
        () => occupancyReport(db, requestActor(req), req.query),
      ),
  );
  r.get(
    `${base}/occupancy/xlsx/`,
    {
      config: { access: 'reports.view' },
      schema: {
        tags,
        summary: 'The occupancy report as a workbook',
        querystring: reportPeriodQuerySchema,
        response: file,
      },
    },
    async (req, reply) => sendXlsx(reply, await occupancyFile(db, requestActor(req), req.query)),
  );

  r.get(
    `${base}/revenue/`,
    {
      config: { access: 'reports.view' },
      schema: {
        tags,
        summary: 'Revenue by kind, by day, by sales channel and by category for local dates start..end',
        querystring: reportPeriodQuerySchema,
        response: { 200: revenueReportSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      sendKept(app, req, reply, `revenue:${req.query.start}:${req.query.end}`, () =>
        revenueReport(db, requestActor(req), req.query),
      ),
  );
  r.get(
    `${base}/revenue/xlsx/`,
    {
      config: { access: 'reports.view' },
      schema: {
        tags,
        summary: 'The revenue report as a workbook',
        querystring: reportPeriodQuerySchema,
        response: file,
      },
    },
    async (req, reply) => sendXlsx(reply, await revenueFile(db, requestActor(req), req.query)),
  );

  r.get(
    `${base}/cash/`,
    {
      config: { access: 'reports.cash' },
      schema: {
        tags,
        summary:
          'The cash report: payments and refunds entered in [from, to) or on a local date, by type and employee',
        querystring: cashReportQuerySchema,
        response: { 200: cashReportSchema, ...errorResponses },
      },
    },
    async (req) => cashReport(db, requestActor(req), req.query),
  );
  r.get(
    `${base}/cash/xlsx/`,
    {
      config: { access: 'reports.cash' },
      schema: {
        tags,
        summary: 'The cash report as a workbook',
        querystring: cashReportQuerySchema,
        response: file,
      },
    },
    async (req, reply) => sendXlsx(reply, await cashFile(db, requestActor(req), req.query)),
  );
  r.get(
    `${base}/cash/document/`,
    {
      config: { access: 'reports.cash' },
      schema: {
        tags,
        summary: 'The cash report PDF, issued through the documents register (link)',
        querystring: cashReportQuerySchema,
        response: { 200: reportDocumentSchema, ...errorResponses },
      },
    },
    async (req) => cashDocument(db, requestActor(req), req, req.query),
  );

  r.get(
    `${base}/forecast/`,
    {
      config: { access: 'reports.view' },
      schema: {
        tags,
        summary:
          "Arrivals, departures, in-house guests and meals for 14 days from start (the property's today)",
        querystring: forecastQuerySchema,
        response: { 200: forecastReportSchema, ...errorResponses },
      },
    },
    async (req) => forecastReport(db, requestActor(req), req.query),
  );
  r.get(
    `${base}/forecast/xlsx/`,
    {
      config: { access: 'reports.view' },
      schema: {
        tags,
        summary: 'The arrivals forecast as a workbook',
        querystring: forecastQuerySchema,
        response: file,
      },
    },
    async (req, reply) => sendXlsx(reply, await forecastFile(db, requestActor(req), req.query)),
  );
}
