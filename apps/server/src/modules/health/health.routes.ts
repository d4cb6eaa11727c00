import { messages } from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../http/route-deps.ts';

export function healthRoutes(app: FastifyInstance, { database }: RouteDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health/',
    {
      config: { access: 'public', public: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        description:
          'Answers 503 within the connect timeout (DB_CONNECT_TIMEOUT_MS) when the database does not.',
        security: [],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: z.object({ error: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
      } catch (err) {
        // Whatever the failure, a database that cannot answer `select 1` is not healthy.
        request.log.warn({ err }, 'health check: database unavailable');
        return reply.code(503).send({ error: messages.databaseUnavailable });
      }
      return { status: 'ok' as const, database: database.kind };
    },
  );
}
