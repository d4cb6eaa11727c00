/**
 * GET /api/v2/audit/ ('Журнал действий', permission audit.view) and its xlsx (/audit/export/), GET /api/v2/booking/{id}/history/
 * (a booking's 'История', bookings.view) and GET /api/v2/audit/account/ (the account's journal: archived
 * and deleted companies; any signed-in employee, their own). There is no route that writes the log:
 * triggers do.
 */
import {
  accountJournalQuerySchema,
  auditExportQuerySchema,
  auditQuerySchema,
  auditRowSchema,
  pageOf,
} from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth, requestActor } from '../../http/auth-context.ts';
import { contentDisposition, XLSX } from '../../http/download.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, fileResponses, idParams } from '../../http/views.ts';
import { accountJournal, auditJournal, bookingHistory, exportAuditJournal } from './audit.service.ts';

const tags = ['audit'];

export function auditRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/audit/',
    {
      config: { access: 'audit.view' },
      schema: {
        tags,
        summary:
          "'Журнал действий': who did what in the company, newest first; by employee, entity, action and period (local dates)",
        querystring: auditQuerySchema,
        response: { 200: pageOf(auditRowSchema), ...errorResponses },
      },
    },
    async (req) => auditJournal(db, requestActor(req), req.query),
  );

  r.get(
    '/api/v2/audit/export/',
    {
      config: { access: 'audit.view' },
      schema: {
        tags,
        summary:
          "'Журнал действий' as Журнал действий.xlsx: the rows its filters select, newest first (20 000 at most)",
        querystring: auditExportQuerySchema,
        response: fileResponses(XLSX),
      },
    },
    async (req, reply) => {
      const file = await exportAuditJournal(db, requestActor(req), req.query);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );

  r.get(
    '/api/v2/audit/account/',
    {
      // The account's own journal (archived and deleted companies): each employee reads what concerns them.
      config: { access: 'signedIn', companyOptional: true, personOnly: true },
      schema: {
        tags,
        summary:
          "The account's journal: companies archived or deleted, by this employee or in a company whose journal they read; newest first",
        querystring: accountJournalQuerySchema,
        response: { 200: pageOf(auditRowSchema), ...errorResponses },
      },
    },
    async (req) => accountJournal(db, currentAuth(req), req.query),
  );

  r.get(
    '/api/v2/booking/:id/history/',
    {
      config: { access: 'bookings.view' },
      schema: {
        tags,
        summary:
          "A booking's 'История', oldest first: its records and its group's (parent and rooms), payments included",
        params: idParams,
        response: { 200: z.array(auditRowSchema), ...errorResponses },
      },
    },
    async (req) => bookingHistory(db, requestActor(req), req.params.id),
  );
}
