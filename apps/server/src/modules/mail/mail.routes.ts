/** 'Отправить на почту' under the booking paths, and the outbox (send log) under /api/v2/mail/. */
import {
  idSchema,
  mailDetailView,
  mailSentView,
  mailStatuses,
  mailView,
  pageOf,
  pageQuerySchema,
  statusChangeSchema,
  wholeNumberInput,
} from '@pms/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestActor } from '../../http/auth-context.ts';
import { contentDisposition } from '../../http/download.ts';
import { pageWindow } from '../../http/paging.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, errorView, fileResponses, idParams } from '../../http/views.ts';
import type { Mailer } from '../../smtp/mailer.ts';
import {
  getMail,
  listMail,
  mailAttachment,
  rawMail,
  retryMail,
  type SendOutcome,
  sendBookingEmail,
} from './mail.service.ts';
import { mailTexts } from './mail.texts.ts';

const tags = ['mail'];
/** The version the editor loaded, read as the status call reads it. */
const sendBody = z.object({ version: statusChangeSchema.shape.version });
const sendResponses = {
  200: mailSentView,
  ...errorResponses,
  502: errorView.extend({ mail: mailView }),
};
/** `status=refused,failed`: one status or several. */
const statusFilter = z
  .string()
  .transform((s) => s.split(',').map((v) => v.trim()))
  .pipe(z.array(z.enum(mailStatuses, { error: 'Неизвестный статус письма' })));
const listQuery = pageQuerySchema.extend({
  status: statusFilter.optional(),
  booking: idSchema.optional(),
  /** The booking by its number in the company, as staff type it in the outbox's filter. */
  booking_number: idSchema.optional(),
});

/** Delivered: 200 'Отправлено!'; not: 502 with the reason, and the log row either way. */
function answer(reply: FastifyReply, outcome: SendOutcome) {
  if (outcome.delivered) return reply.send({ message: mailTexts.sent, mail: outcome.mail });
  return reply.code(502).send({ error: outcome.error, mail: outcome.mail });
}

/** A file answer under its own name (an ASCII fallback for old clients, the UTF-8 name for the rest). */
function sendFile(reply: FastifyReply, bytes: Buffer, contentType: string, fileName: string) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

export function mailRoutes(app: FastifyInstance, { db }: RouteDeps, mailer: Mailer) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v2/booking/:id/send-email/',
    {
      config: { access: 'mail.send' },
      schema: {
        tags,
        summary: "'Отправить на почту': the confirmation e-mail with its PDF to the first guest",
        params: idParams,
        body: sendBody,
        response: sendResponses,
      },
    },
    async (req, reply) =>
      answer(
        reply,
        await sendBookingEmail(db, mailer, requestActor(req), { bookingId: req.params.id }, req.body.version),
      ),
  );
  r.post(
    '/api/v2/booking/group/:id/send-email/',
    {
      config: { access: 'mail.send' },
      schema: {
        tags,
        summary: "'Отправить на почту' for a whole group, by its parent",
        params: idParams,
        body: sendBody,
        response: sendResponses,
      },
    },
    async (req, reply) =>
      answer(
        reply,
        await sendBookingEmail(
          db,
          mailer,
          requestActor(req),
          { groupParent: req.params.id },
          req.body.version,
        ),
      ),
  );

  r.get(
    '/api/v2/mail/',
    {
      config: { access: 'mail.view' },
      schema: {
        tags,
        summary: 'The send log, newest first; filter by status (comma-separated) and booking (id or number)',
        querystring: listQuery,
        response: { 200: pageOf(mailView), ...errorResponses },
      },
    },
    async (req) =>
      listMail(
        db,
        requestActor(req),
        { status: req.query.status, bookingId: req.query.booking, bookingNumber: req.query.booking_number },
        pageWindow(req.query),
      ),
  );
  r.get(
    '/api/v2/mail/:id/',
    {
      config: { access: 'mail.view' },
      schema: {
        tags,
        summary: 'One message as sent: headers, text and the attachments list',
        params: idParams,
        response: { 200: mailDetailView, ...errorResponses },
      },
    },
    async (req) => getMail(db, requestActor(req), req.params.id),
  );
  r.get(
    '/api/v2/mail/:id/raw/',
    {
      config: { access: 'mail.view' },
      schema: {
        tags,
        summary: 'The message as an .eml file, exactly as delivered',
        params: idParams,
        response: fileResponses('message/rfc822'),
      },
    },
    async (req, reply) =>
      sendFile(
        reply,
        await rawMail(db, requestActor(req), req.params.id),
        'message/rfc822',
        `mail-${req.params.id}.eml`,
      ),
  );
  r.get(
    '/api/v2/mail/:id/attachments/:n/',
    {
      config: { access: 'mail.view' },
      schema: {
        tags,
        summary: 'One attachment of the message, by its index in the attachments list (from 0)',
        params: z.object({ id: idSchema, n: wholeNumberInput({ min: 0, max: 99 }) }),
        // The attachment's own type, whatever it is.
        response: fileResponses('*/*'),
      },
    },
    async (req, reply) => {
      const a = await mailAttachment(db, requestActor(req), req.params.id, req.params.n);
      return sendFile(reply, a.content, a.content_type, a.filename);
    },
  );
  r.post(
    '/api/v2/mail/:id/retry/',
    {
      config: { access: 'mail.send' },
      schema: {
        tags,
        summary: 'Sends a refused or failed message again (a delivered one is not sent twice)',
        params: idParams,
        response: sendResponses,
      },
    },
    async (req, reply) => answer(reply, await retryMail(db, mailer, requestActor(req), req.params.id)),
  );
}
