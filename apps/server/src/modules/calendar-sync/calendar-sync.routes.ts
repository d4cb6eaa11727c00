/**
 * Calendar sync's calls (issue 34, part 1; docs/integrations.md). Setting feeds up is the company's
 * settings' (company.edit); the conflicts are the front desk's (bookings.view to see, bookings.edit to
 * resolve). The export feed itself is public: its secret token is the URL.
 */
import {
  calendarConflictResolveSchema,
  calendarConflictView,
  calendarExportInputSchema,
  calendarExportView,
  calendarFetchView,
  calendarImportInputSchema,
  calendarImportView,
} from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestActor } from '../../http/auth-context.ts';
import { notFound } from '../../http/errors.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, fileResponses, idParams, okView } from '../../http/views.ts';
import { outboundPolicy } from '../../lib/outbound-http.ts';
import {
  createExport,
  createImport,
  deleteExport,
  deleteImport,
  exportByToken,
  fetchNow,
  listConflicts,
  listExports,
  listFetches,
  listImports,
  renderExport,
  resolveConflict,
  revokeExport,
  updateImport,
} from './calendar-sync.service.ts';

const tags = ['integrations'];
const base = '/api/v2/integrations/calendars';
const ICS = 'text/calendar; charset=utf-8';

/**
 * The calendar's answer cache (modules/calendar/calendar-cache.ts, handed in by app.ts): kept per company,
 * dropped on any change the calendar shows, on every instance.
 */
export interface AnswerCache {
  answer(companyId: number, key: string, compute: () => Promise<Buffer>): Promise<{ body: Buffer }>;
}

export function calendarSyncRoutes(app: FastifyInstance, { db, config }: RouteDeps, cache: AnswerCache) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { policy: outboundPolicy(config) };

  r.get(
    '/api/v2/ical/:file',
    {
      // The token in the URL is the secret (32 random bytes): whoever has the URL sees busy nights only.
      config: { access: 'public', public: true },
      schema: {
        tags,
        summary: "An export feed: the room's or category's busy nights as iCalendar, no guest data",
        params: z.object({ file: z.string().max(100) }),
        response: fileResponses('text/calendar'),
      },
    },
    async (req, reply) => {
      const token = req.params.file.replace(/\.ics$/, '');
      const feed = token ? await exportByToken(db, token) : undefined;
      if (!feed) throw notFound();
      // Kept per company like the calendar's answers and dropped by the same signal on any change of a
      // hold, a booking, a repair or a block (migration 0007), on every instance. The token is part of
      // the key, so a revoked URL never reaches a kept answer.
      const { body } = await cache.answer(feed.companyId, `ical:${feed.id}:${token}`, async () =>
        Buffer.from(await renderExport(db, feed)),
      );
      return reply
        .header('content-type', ICS)
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .send(body);
    },
  );

  r.get(
    `${base}/exports/`,
    {
      config: { access: 'company.edit' },
      schema: {
        tags,
        summary: 'Export feeds with their secret paths',
        response: { 200: z.array(calendarExportView), ...errorResponses },
      },
    },
    async (req) => listExports(db, requestActor(req)),
  );
  r.post(
    `${base}/exports/`,
    {
      config: { access: 'company.edit', idempotent: true },
      schema: {
        tags,
        summary:
          "A room's feed, or a category's (with `channel`: that channel's allotment, its own blocks free)",
        body: calendarExportInputSchema,
        response: { 200: calendarExportView, ...errorResponses },
      },
    },
    async (req) => createExport(db, requestActor(req), req.body),
  );
  r.post(
    `${base}/exports/:id/revoke/`,
    {
      config: { access: 'company.edit' },
      schema: {
        tags,
        summary: "'Отозвать ссылку': a new secret URL; the old one answers 404 at once",
        params: idParams,
        response: { 200: calendarExportView, ...errorResponses },
      },
    },
    async (req) => revokeExport(db, requestActor(req), req.params.id),
  );
  r.delete(
    `${base}/exports/:id/`,
    {
      config: { access: 'company.edit' },
      schema: {
        tags,
        summary: 'Delete an export feed',
        params: idParams,
        response: { 200: okView, ...errorResponses },
      },
    },
    async (req) => {
      await deleteExport(db, requestActor(req), req.params.id);
      return { ok: true as const };
    },
  );

  r.get(
    `${base}/imports/`,
    {
      config: { access: 'company.edit' },
      schema: {
        tags,
        summary: 'Import feeds with their status, last fetch and last error',
        response: { 200: z.array(calendarImportView), ...errorResponses },
      },
    },
    async (req) => listImports(db, requestActor(req)),
  );
  r.post(
    `${base}/imports/`,
    {
      config: { access: 'company.edit', idempotent: true },
      schema: {
        tags,
        summary: "A channel's calendar URL for a room or a category; fetched at once, then every interval",
        body: calendarImportInputSchema,
        response: { 200: calendarImportView, ...errorResponses },
      },
    },
    async (req) => createImport(db, requestActor(req), req.body),
  );
  r.put(
    `${base}/imports/:id/`,
    {
      config: { access: 'company.edit' },
      schema: {
        tags,
        summary: 'Change an import feed',
        params: idParams,
        body: calendarImportInputSchema,
        response: { 200: calendarImportView, ...errorResponses },
      },
    },
    async (req) => updateImport(db, requestActor(req), req.params.id, req.body),
  );
  r.delete(
    `${base}/imports/:id/`,
    {
      config: { access: 'company.edit' },
      schema: {
        tags,
        summary: 'Delete an import feed (its bookings stay)',
        params: idParams,
        response: { 200: okView, ...errorResponses },
      },
    },
    async (req) => {
      await deleteImport(db, requestActor(req), req.params.id);
      return { ok: true as const };
    },
  );
  r.post(
    `${base}/imports/:id/fetch/`,
    {
      config: { access: 'company.edit' },
      schema: {
        tags,
        summary: "'Обновить сейчас': fetch and apply the feed now (409 while another fetch of it runs)",
        params: idParams,
        response: { 200: calendarImportView, ...errorResponses },
      },
    },
    async (req) => fetchNow(db, requestActor(req), deps, req.params.id),
  );
  r.get(
    `${base}/imports/:id/fetches/`,
    {
      config: { access: 'company.edit' },
      schema: {
        tags,
        summary: 'The last 50 fetches of a feed, newest first',
        params: idParams,
        response: { 200: z.array(calendarFetchView), ...errorResponses },
      },
    },
    async (req) => listFetches(db, requestActor(req), req.params.id),
  );

  r.get(
    `${base}/conflicts/`,
    {
      config: { access: 'bookings.view' },
      schema: {
        tags,
        summary: "Channels' stays that collide with local ones, with both bookings",
        response: { 200: z.array(calendarConflictView), ...errorResponses },
      },
    },
    async (req) => listConflicts(db, requestActor(req)),
  );
  r.post(
    `${base}/conflicts/:id/resolve/`,
    {
      config: { access: 'bookings.edit' },
      schema: {
        tags,
        summary: "'Принять в другой номер' (action accept, room) or 'Отклонить' (action reject)",
        params: idParams,
        body: calendarConflictResolveSchema,
        response: { 200: okView, ...errorResponses },
      },
    },
    async (req) => {
      await resolveConflict(db, requestActor(req), req.params.id, req.body);
      return { ok: true as const };
    },
  );
}
