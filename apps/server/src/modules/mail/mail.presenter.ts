/** The send log as the API answers it (docs/api.md, E-mail). */
import { z } from 'zod';
import { fullName } from '../bookings/index.ts';
import type { MailRow } from './mail.repository.ts';

export const mailStatuses = ['sending', 'sent', 'refused', 'failed'] as const;

export const mailView = z.object({
  id: z.number(),
  /** The booking, or the group's parent when `is_group`; null once that booking is gone. */
  booking: z.number().nullable(),
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
      at: z.string(),
      employee: z.number().nullable(),
      status: z.string(),
      response: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
  created_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

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

export function presentMail(row: MailRow): z.infer<typeof mailView> {
  return {
    id: row.id,
    booking: row.bookingId,
    is_group: row.isGroup,
    from: row.fromAddress,
    to: row.toAddress,
    subject: row.subject,
    message_id: row.messageId,
    status: row.status as (typeof mailStatuses)[number],
    response: row.response,
    error: row.error,
    attempts: row.attempts,
    attempt_log: row.attemptLog.map((a) => ({
      at: a.at,
      employee: a.employeeId,
      status: a.status,
      response: a.response,
      error: a.error,
    })),
    created_by:
      row.createdBy === null
        ? null
        : {
            id: row.createdBy,
            name: fullName({ firstName: row.creatorFirstName, lastName: row.creatorLastName }),
          },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
