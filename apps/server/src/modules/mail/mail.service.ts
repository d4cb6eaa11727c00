/**
 * 'Отправить на почту': the booking's (or its group's) confirmation e-mail, from the company's template
 * with the confirmation PDF attached, delivered over SMTP and logged. The message is composed once and
 * logged as 'sending' before the server is called, then each attempt's end is recorded: delivered,
 * refused or failed, nothing is lost silently. No transaction is open while the SMTP server is talked to
 * (the built-in outbox writes to the same database, and PGlite has one connection).
 */
import { bookingEditorMessages, fillMessage, personName } from '@pms/domain';
import type { Db } from '../../db/client.ts';
import type { MailAttempt } from '../../db/schema.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { type EmailBooking, emailData, renderEmail } from '../../render/confirmation-email.ts';
import { TemplateError } from '../../render/liquid/render-liquid.ts';
import { composeMail, type Envelope, senderAddress } from '../../smtp/compose.ts';
import type { Mailer } from '../../smtp/mailer.ts';
import { readMessage } from '../../smtp/read-message.ts';
import { documentMoney } from '../bookings/index.ts';
import { getCompanyInfo, getEmailTemplate } from '../companies/index.ts';
import { confirmationDocument, type DocumentTarget, savedBookingOf } from '../documents/index.ts';
import { presentMail } from './mail.presenter.ts';
import { type MailStatus, mailRepository as repo } from './mail.repository.ts';
import { mailTexts } from './mail.texts.ts';

/** What a send or a retry answers: the log row, and the reason when it did not deliver. */
export type SendOutcome =
  | { delivered: true; mail: ReturnType<typeof presentMail> }
  | { delivered: false; error: string; mail: ReturnType<typeof presentMail> };

/**
 * The booking as the editor loaded it, refused unless what the guest would get is what is saved: the
 * editor's version must be the stored one, nothing may be a draft, and the first guest needs an e-mail.
 */
async function sendable(db: Db, actor: Actor, target: DocumentTarget, version: number) {
  const { booking } = await savedBookingOf(db, actor, target);
  if (booking.version !== version) throw badRequest(bookingEditorMessages.saveChanges, 'version');
  const guest = booking.clients_list[0];
  const address = guest?.email.trim();
  if (!guest || !address) throw badRequest(bookingEditorMessages.enterEmail, 'email');
  return { booking, guest: { name: personName(guest), address } };
}

export async function sendBookingEmail(
  db: Db,
  mailer: Mailer,
  actor: Actor,
  target: DocumentTarget,
  version: number,
): Promise<SendOutcome> {
  const { booking, guest } = await sendable(db, actor, target, version);
  const [template, company, money] = await Promise.all([
    getEmailTemplate(db, actor),
    getCompanyInfo(db, actor),
    documentMoney(db, actor.companyId, target),
  ]);
  let text: { subject: string; body: string };
  try {
    text = await renderEmail(template, emailData(booking as EmailBooking, company, money));
  } catch (err) {
    if (!(err instanceof TemplateError)) throw err;
    throw badRequest(fillMessage(mailTexts.templateError, { reason: err.message }), 'body');
  }
  const pdf = await confirmationDocument(db, actor, target);
  const from = { name: company.name, address: senderAddress(company.email, mailer.smtpUrl) };
  const composed = await composeMail({
    from,
    to: guest,
    subject: text.subject,
    text: text.body,
    attachments: [{ filename: pdf.fileName, content: pdf.content, contentType: pdf.contentType }],
  });
  const id = await write(db, actor, (tx) =>
    repo.insert(tx, {
      companyId: actor.companyId,
      bookingId: booking.id,
      isGroup: 'groupParent' in target,
      fromAddress: from.address,
      toAddress: guest.address,
      subject: text.subject,
      messageId: composed.messageId,
      status: 'sending',
      raw: composed.raw,
      createdBy: actor.employeeId,
    }),
  );
  return attempt(db, mailer, actor, id, composed.envelope, composed.raw);
}

/** 'Повторить': the same bytes again, to the same recipient; a delivered message is not sent twice. */
export async function retryMail(db: Db, mailer: Mailer, actor: Actor, id: number): Promise<SendOutcome> {
  const claimed = await write(db, actor, (tx) => repo.claimForRetry(tx, actor.companyId, id));
  if (!claimed) {
    const row = await repo.find(db, actor.companyId, id);
    if (!row) throw notFound(mailTexts.notFound);
    if (row.status === 'sent') throw badRequest(mailTexts.alreadySent);
    throw new AppError(409, mailTexts.stillSending);
  }
  return attempt(db, mailer, actor, id, { from: claimed.from, to: [claimed.to] }, claimed.raw);
}

async function attempt(
  db: Db,
  mailer: Mailer,
  actor: Actor,
  id: number,
  envelope: Envelope,
  raw: Buffer,
): Promise<SendOutcome> {
  const delivery = await mailer.deliver(envelope, raw);
  const record: MailAttempt = {
    at: new Date().toISOString(),
    employeeId: actor.employeeId,
    status: delivery.status,
    response: delivery.response,
    error: delivery.status === 'sent' ? null : delivery.reason,
  };
  await write(db, actor, (tx) => repo.recordAttempt(tx, id, record));
  const mail = presentMail((await repo.find(db, actor.companyId, id))!);
  if (delivery.status === 'sent') return { delivered: true, mail };
  return { delivered: false, error: fillMessage(mailTexts.notSent, { reason: delivery.reason }), mail };
}

export async function listMail(
  db: Db,
  actor: Actor,
  filter: { status?: MailStatus[]; bookingId?: number; bookingNumber?: number },
  window: { offset: number; limit: number },
) {
  const { rows, count } = await repo.page(db, actor.companyId, filter, window);
  return { count, results: rows.map(presentMail) };
}

async function stored(db: Db, actor: Actor, id: number) {
  const row = await repo.raw(db, actor.companyId, id);
  if (!row) throw notFound(mailTexts.notFound);
  return row;
}

/** One message as it was sent: the log row, its main headers, the text and the attachments' list. */
export async function getMail(db: Db, actor: Actor, id: number) {
  const row = await repo.find(db, actor.companyId, id);
  if (!row) throw notFound(mailTexts.notFound);
  const message = await readMessage((await stored(db, actor, id)).raw);
  return {
    ...presentMail(row),
    headers: message.headers,
    text: message.text,
    attachments: message.attachments.map(({ content: _bytes, ...a }, index) => ({ index, ...a })),
  };
}

/** The message as an .eml file, byte for byte what the SMTP server received. */
export async function rawMail(db: Db, actor: Actor, id: number) {
  return (await stored(db, actor, id)).raw;
}

export async function mailAttachment(db: Db, actor: Actor, id: number, index: number) {
  const message = await readMessage((await stored(db, actor, id)).raw);
  const attachment = message.attachments[index];
  if (!attachment) throw notFound(mailTexts.attachmentNotFound);
  return attachment;
}
