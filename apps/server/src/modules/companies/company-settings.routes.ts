import {
  emailTemplatePreviewView,
  emailTemplateSchema,
  emailTemplateView,
  idSchema,
  sftpCheckView,
  sftpSettingsSchema,
} from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AttemptWindow } from '../../http/attempt-window.ts';
import { currentAuth, requestActor } from '../../http/auth-context.ts';
import { contentDisposition, XLSX } from '../../http/download.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, fileResponses } from '../../http/views.ts';
import { lazySecretBox } from '../../lib/secret-box.ts';
import {
  checkCompanySftp,
  exportCompanies,
  getEmailTemplate,
  previewEmailTemplate,
  putEmailTemplate,
} from './company-settings.service.ts';
import { sftpPolicy } from './sftp-check.ts';

const tags = ['companies'];
const info = '/api/v2/companies/info/';

export function companySettingsRoutes(app: FastifyInstance, { db, config }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const check = {
    secrets: lazySecretBox(config),
    policy: sftpPolicy(config),
    limit: new AttemptWindow(config.SFTP_CHECK_LIMIT, 60_000),
  };

  r.post(
    `${info}sftp-check/`,
    {
      config: { access: 'company.edit' },
      schema: {
        tags,
        summary:
          "'Проверить соединение': a real SFTP login with the typed settings, or the saved ones; " +
          'SFTP_CHECK_LIMIT a minute per company (429)',
        body: z.strictObject({ sftp: sftpSettingsSchema.strict().optional() }),
        response: {
          200: sftpCheckView,
          ...errorResponses,
          429: errorResponses[400],
        },
      },
    },
    async (req) =>
      checkCompanySftp(db, requestActor(req), req.body.sftp, {
        ...check,
        log: (detail) => req.log.warn({ detail }, 'SFTP check failed'),
      }),
  );

  r.get(
    `${info}template/`,
    {
      config: { access: 'company.edit' },
      schema: {
        tags,
        summary: 'The confirmation e-mail template (the built-in one until the company saves its own)',
        response: { 200: emailTemplateView, ...errorResponses },
      },
    },
    async (req) => getEmailTemplate(db, requestActor(req)),
  );
  r.put(
    `${info}template/`,
    {
      config: { access: 'company.edit' },
      schema: {
        tags,
        summary: "Saves the company's own confirmation e-mail template (refused when it does not render)",
        body: emailTemplateSchema,
        response: { 200: emailTemplateView, ...errorResponses },
      },
    },
    async (req) => putEmailTemplate(db, requestActor(req), req.body),
  );
  r.post(
    `${info}template/preview/`,
    {
      config: { access: 'company.edit' },
      schema: {
        tags,
        summary: 'The template filled with one of the company bookings',
        // The booking by its id, or by its number in the company as staff type it.
        body: emailTemplateSchema.extend({
          booking: idSchema.optional(),
          booking_number: idSchema.optional(),
        }),
        // The filled letter, which may be longer than its template (the engine bounds it).
        response: { 200: emailTemplatePreviewView, ...errorResponses },
      },
    },
    async (req) => previewEmailTemplate(db, requestActor(req), req.body),
  );

  r.get(
    '/api/v2/companies/export/',
    {
      // Only the companies whose settings the employee may edit.
      config: { access: 'signedIn', companyOptional: true, personOnly: true },
      schema: { tags, summary: 'Companies and their settings, xlsx', response: fileResponses(XLSX) },
    },
    async (req, reply) =>
      reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition('attachment', 'companies.xlsx'))
        .send(await exportCompanies(db, currentAuth(req))),
  );
}
