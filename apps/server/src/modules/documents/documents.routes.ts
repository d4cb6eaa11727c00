/**
 * Opening an issued document by its link. Public: the link's token is the grant (32 random bytes, short
 * lived), because a browser's download and a mail client carry no session.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition, XLSX } from '../../http/download.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { fileResponses } from '../../http/views.ts';
import { documentOfLink } from './issued-documents.ts';

const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Документ не найден') });

export function documentsRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v2/documents/:token/',
    {
      config: { access: 'public', public: true },
      schema: {
        tags: ['documents'],
        summary: 'Issued document by its link (PDF or xlsx)',
        params: tokenParams,
        response: fileResponses('application/pdf', XLSX),
      },
    },
    async (req, reply) => {
      const doc = await documentOfLink(db, req.params.token);
      // A PDF opens in the browser's viewer; a workbook is saved. The name is the document's own.
      const disposition = doc.contentType === 'application/pdf' ? 'inline' : 'attachment';
      return reply
        .header('content-type', doc.contentType)
        .header('content-disposition', contentDisposition(disposition, doc.fileName))
        .header('cache-control', 'private, no-store')
        .send(doc.content);
    },
  );
}
