/**
 * Answers about companies (docs/api.md): a company in the list, and the current company's settings. The
 * server declares its answers with these schemas, and the browser's types are inferred from them.
 */
import { z } from 'zod';
import { isoInstant } from './iso-instant.ts';
import { emailTemplateSchema, requisitesView, sftpAuthMethods } from './requisites.ts';

export const companyInfoView = z.object({
  id: z.number(),
  name: z.string(),
  object_type: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  timezone: z.string(),
  check_in_time: z.string(),
  check_out_time: z.string(),
  booking_time: z.string(),
  required_fields: z.array(z.object({ name: z.string() })),
});
export type CompanyInfoView = z.infer<typeof companyInfoView>;

export const companyView = companyInfoView.extend({
  created_at: isoInstant,
  /** 'Удалить' archives a company with history (it keeps its rows) and deletes only an empty one. */
  has_history: z.boolean(),
});
export type CompanyView = z.infer<typeof companyView>;

/** The current company's settings; the requisites and SFTP settings come only to a role with 'company.edit' (issue 25). */
export const companySettingsView = companyInfoView.extend({
  requisites: requisitesView.optional(),
  sftp: z
    .object({
      host: z.string(),
      port: z.number(),
      username: z.string(),
      folder: z.string(),
      auth_method: z.enum(sftpAuthMethods),
      has_secret: z.boolean(),
    })
    .optional(),
});
export type CompanySettingsView = z.infer<typeof companySettingsView>;

/** One upload of a day's register by SFTP, as GET/POST info/sftp-export/ answer it. */
export const sftpExportRunView = z.object({
  id: z.number(),
  /** The property's day, 'YYYY-MM-DD'. */
  date: z.string(),
  trigger: z.enum(['manual', 'nightly']),
  status: z.enum(['running', 'ok', 'failed']),
  message: z.string(),
  file_name: z.string(),
  started_at: isoInstant,
  /** Null while the run goes on. */
  finished_at: isoInstant.nullable(),
});
export type SftpExportRunView = z.infer<typeof sftpExportRunView>;

/** 'Проверить соединение': whether a real SFTP login with the settings succeeded, and what it said. */
export const sftpCheckView = z.object({ ok: z.boolean(), message: z.string() });
export type SftpCheckView = z.infer<typeof sftpCheckView>;

/** The confirmation e-mail template (the built-in one until the company saves its own) and its placeholders. */
export const emailTemplateView = emailTemplateSchema.extend({
  is_default: z.boolean(),
  placeholders: z.array(z.object({ name: z.string(), description: z.string() })),
});
export type EmailTemplateView = z.infer<typeof emailTemplateView>;

/** The template filled with one of the company's bookings; may be longer than its template (the engine bounds it). */
export const emailTemplatePreviewView = z.object({ subject: z.string(), body: z.string() });
export type EmailTemplatePreviewView = z.infer<typeof emailTemplatePreviewView>;
