/** A leisure order's ticket (specification 7.3) as a PDF download, under the leisure order's path. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestActor } from '../../http/auth-context.ts';
import { contentDisposition } from '../../http/download.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { fileResponses, idParams } from '../../http/views.ts';
import { leisureTicket } from './leisure-ticket.service.ts';

const tags = ['leisure'];

export function leisureTicketRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v2/leisure/booking/:id/ticket/',
    {
      config: { access: 'documents.view' },
      schema: {
        tags,
        summary: "The order's ticket (PDF)",
        params: idParams,
        response: fileResponses('application/pdf'),
      },
    },
    async (req, reply) => {
      const file = await leisureTicket(db, requestActor(req), req.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
}
