/** The send log as the server answers it (docs/api.md, E-mail). */
export type MailStatus = 'sending' | 'sent' | 'refused' | 'failed';

export interface MailView {
  id: number;
  /** The booking, or the group's parent when `is_group`; null once that booking is gone. */
  booking: number | null;
  is_group: boolean;
  from: string;
  to: string;
  subject: string;
  message_id: string;
  status: MailStatus;
  /** The SMTP server's last answer, as it said it. */
  response: string | null;
  /** Why the last attempt did not deliver, in Russian. */
  error: string | null;
  attempts: number;
  created_by: { id: number; name: string } | null;
  created_at: string;
  updated_at: string;
}

export interface MailDetail extends MailView {
  headers: { from: string; to: string; subject: string; date: string | null; message_id: string | null };
  text: string;
  attachments: { index: number; filename: string; content_type: string; size: number }[];
}

/** What a send or a retry answers when the server delivered. */
export interface MailSent {
  message: string;
  mail: MailView;
}
