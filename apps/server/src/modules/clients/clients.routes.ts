import { bookingClientSchema, clientListQuerySchema, pageOf } from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses } from '../../http/views.ts';
import { clientsRepository, presentClient } from './clients.repository.ts';

export function clientsRoutes(app: FastifyInstance, { db }: RouteDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v2/client/client-list/',
    {
      config: { access: 'clients.view' },
      schema: {
        tags: ['clients'],
        summary: 'Client records for the editor autocomplete: search by name, phone, e-mail or passport',
        querystring: clientListQuerySchema,
        response: { 200: pageOf(bookingClientSchema), ...errorResponses },
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
