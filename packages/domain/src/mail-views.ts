/**
 * The send log as the API answers it (docs/api.md, E-mail). The server declares its answers with these
 * schemas, and the browser's types are inferred from them.
 */
import { z } from 'zod';
import { isoInstant } from './iso-instant.ts';

export const mailStatuses = ['sending', 'sent', 'refused', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

export const mailView = z.object({
  id: z.number(),
  /** The booking, or the group's parent when `is_group`; null once that booking is gone. */
  booking: z.number().nullable(),
  /** That booking's number in the company ('№12'), as the outbox shows it; null once it is gone. */
  booking_number: z.number().nullable(),
  is_group: z.boolean(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  message_id: z.string(),
  status: z.enum(mailStatuses),
  /** The SMTP server's last answer, as it said it. */
  response: z.string().nullable(),
  /** Why the last attempt did not deliver, in Russian. */
  error: z.string().nullable(),
  attempts: z.number(),
  attempt_log: z.array(
    z.object({
      at: isoInstant,
      employee: z.number().nullable(),
      status: z.string(),
      response: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
  created_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: isoInstant,
  updated_at: isoInstant,
});
export type MailView = z.infer<typeof mailView>;

export const mailDetailView = mailView.extend({
  headers: z.object({
    from: z.string(),
    to: z.string(),
    subject: z.string(),
    date: z.string().nullable(),
    message_id: z.string().nullable(),
  }),
  text: z.string(),
  attachments: z.array(
    z.object({ index: z.number(), filename: z.string(), content_type: z.string(), size: z.number() }),
  ),
});
export type MailDetailView = z.infer<typeof mailDetailView>;

/** What a send or a retry answers when the server delivered. */
export const mailSentView = z.object({ message: z.string(), mail: mailView });
export type MailSentView = z.infer<typeof mailSentView>;
