/**
 * Builds the message once, as bytes: what is logged, delivered (every retry sends the same bytes), shown
 * to staff and downloaded as .eml is one and the same message.
 */
import MailComposer from 'nodemailer/lib/mail-composer';

export interface Outgoing {
  from: { name: string; address: string };
  to: { name: string; address: string };
  subject: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

export interface Composed {
  raw: Buffer;
  messageId: string;
  envelope: Envelope;
}

/** The SMTP envelope: MAIL FROM and RCPT TO. */
export type Envelope = {
  from: string;
  to: string[];
};

export async function composeMail(mail: Outgoing): Promise<Composed> {
  const node = new MailComposer({ ...mail, date: new Date() }).compile();
  const raw = await node.build();
  const envelope = node.getEnvelope();
  return {
    raw,
    messageId: node.messageId(),
    envelope: { from: envelope.from || mail.from.address, to: envelope.to },
  };
}

/**
 * The sender: the property's own e-mail when set. Without one, the login of SMTP_URL when it is an
 * address (what most providers require as the sender), else a local address the built-in outbox takes.
 */
export function senderAddress(companyEmail: string, smtpUrl: string | undefined): string {
  if (companyEmail.trim()) return companyEmail.trim();
  const login = smtpUrl ? decodeURIComponent(new URL(smtpUrl).username) : '';
  return login.includes('@') ? login : 'no-reply@localhost';
}
