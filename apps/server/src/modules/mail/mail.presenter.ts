/** The send log as the API answers it (docs/api.md, E-mail). */
import type { MailStatus, mailView } from '@pms/domain';
import type { z } from 'zod';
import { fullName } from '../bookings/index.ts';
import type { MailRow } from './mail.repository.ts';

export function presentMail(row: MailRow): z.infer<typeof mailView> {
  return {
    id: row.id,
    booking: row.bookingId,
    booking_number: row.bookingNumber,
    is_group: row.isGroup,
    from: row.fromAddress,
    to: row.toAddress,
    subject: row.subject,
    message_id: row.messageId,
    status: row.status as MailStatus,
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
