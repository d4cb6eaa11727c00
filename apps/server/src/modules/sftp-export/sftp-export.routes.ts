import { localDate, pageOf, pageQuerySchema, sftpExportRunView } from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestActor } from '../../http/auth-context.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses } from '../../http/views.ts';
import { lazySecretBox } from '../../lib/secret-box.ts';
import { sftpPolicy } from '../companies/index.ts';
import { exportRegister, listExports } from './sftp-export.service.ts';

const tags = ['companies'];
const path = '/api/v2/companies/info/sftp-export/';

export function sftpExportRoutes(app: FastifyInstance, { db, config }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sftp = { secrets: lazySecretBox(config), policy: sftpPolicy(config) };

  r.post(
    path,
    {
      config: { access: 'company.edit' },
      schema: {
        tags,
        summary: "'Выгрузить на SFTP': the day's register (default: the property's today) to the SFTP folder",
        body: z.object({ date: localDate.optional() }),
        response: {
          200: sftpExportRunView,
          // The upload failed: the run as recorded, its reason also as `error` like every refusal.
          502: sftpExportRunView.extend({ error: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const log = (detail: string) => req.log.warn({ detail }, 'SFTP upload failed');
      const run = await exportRegister(db, requestActor(req), { ...sftp, log }, req.body);
      return run.status === 'failed' ? reply.code(502).send({ ...run, error: run.message }) : run;
    },
  );

  r.get(
    path,
    {
      config: { access: 'company.edit' },
      schema: {
        tags,
        summary: 'The SFTP exports of the company, newest first',
        querystring: pageQuerySchema.omit({ search: true }),
        response: { 200: pageOf(sftpExportRunView), ...errorResponses },
      },
    },
    async (req) =>
      listExports(db, requestActor(req), {
        number: req.query['page[number]'],
        size: req.query['page[size]'],
      }),
  );
}
