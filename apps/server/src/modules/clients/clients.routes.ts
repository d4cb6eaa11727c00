import { clientListQuerySchema } from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, pageOf } from '../../http/views.ts';
import { clientsRepository, presentClient } from './clients.repository.ts';

export const clientView = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string(),
  phone_number: z.string(),
  email: z.string(),
  document_number: z.string(),
  id_card: z.string(),
  gender: z.string().nullable(),
  comment: z.string(),
});

export function clientsRoutes(app: FastifyInstance, { db }: RouteDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v2/client/client-list/',
    {
      schema: {
        tags: ['clients'],
        summary: 'Client records for the editor autocomplete: search by name, phone, e-mail or passport',
        querystring: clientListQuerySchema,
        response: { 200: pageOf(clientView), ...errorResponses },
      },
    },
    async (req) => {
      const size = req.query['page[size]'];
      const { rows, total } = await clientsRepository.page(db, req.companyId, {
        offset: (req.query['page[number]'] - 1) * size,
        limit: size,
        search: req.query.search || undefined,
      });
      return { count: total, results: rows.map(presentClient) };
    },
  );
}
