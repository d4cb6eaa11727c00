/**
 * The booking's payment documents: a payment's cash order ('Приходник', `{prihodnik}` — a link to the PDF)
 * and the invoice ('Счет на оплату EXCEL', the xlsx itself, for a booking or a group), made out to the
 * guest (GET, or POST with no buyer) or to an organisation (POST `{buyer}`).
 */
import { invoiceRequestSchema } from '@pms/domain';

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestActor } from '../../http/auth-context.ts';
import { contentDisposition, XLSX } from '../../http/download.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, fileResponses, idParams } from '../../http/views.ts';
import {
  bookingInvoice,
  cashOrder,
  groupInvoice,
  invoicedOrganisations,
} from './finance-documents.service.ts';

const tags = ['documents'];
const file = fileResponses(XLSX);
const guest = { kind: 'guest' } as const;
const organisationView = z.object({ name: z.string(), bin: z.string(), address: z.string() });

/** The workbook itself, saved under its own name ('Счет на оплату №12.xlsx'). */
const sendXlsx = (reply: FastifyReply, doc: { fileName: string; content: Buffer }) =>
  reply
    .header('content-type', XLSX)
    .header('content-disposition', contentDisposition('attachment', doc.fileName))
    .header('cache-control', 'private, no-store')
    .send(doc.content);

export function financeDocumentsRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/booking/parishioner/:id/',
    {
      config: { access: 'documents.view' },
      schema: {
        tags,
        summary: "A payment's cash order PDF (link): КО-1, or КО-2 for a refund",
        params: idParams,
        response: { 200: z.object({ prihodnik: z.string() }), ...errorResponses },
      },
    },
    async (req) => cashOrder(db, requestActor(req), req, req.params.id),
  );

  r.get(
    '/api/v2/booking/invoice/organisations/',
    {
      config: { access: 'documents.view' },
      schema: {
        tags,
        summary: 'The organisations invoices were made out to, the latest of each БИН/ИИН, by name',
        response: { 200: z.array(organisationView), ...errorResponses },
      },
    },
    async (req) => invoicedOrganisations(db, requestActor(req)),
  );

  // The booking's invoice and the group's: GET bills the guest as the specification has it, POST whom
  // `buyer` names.
  for (const { path, whose, invoice } of [
    { path: '/api/v2/booking/invoice/:id/', whose: "The booking's", invoice: bookingInvoice },
    { path: '/api/v2/booking/invoice/group/:id/', whose: "The group's", invoice: groupInvoice },
  ]) {
    r.get(
      path,
      {
        config: { access: 'documents.view' },
        schema: { tags, summary: `${whose} invoice for payment (xlsx)`, params: idParams, response: file },
      },
      async (req, reply) => sendXlsx(reply, await invoice(db, requestActor(req), req.params.id, guest)),
    );
    r.post(
      path,
      {
        config: { access: 'documents.view' },
        schema: {
          tags,
          summary: `${whose} invoice for payment (xlsx), made out to the guest or an organisation`,
          params: idParams,
          body: invoiceRequestSchema,
          response: file,
        },
      },
      async (req, reply) =>
        sendXlsx(reply, await invoice(db, requestActor(req), req.params.id, req.body.buyer)),
    );
  }
}
