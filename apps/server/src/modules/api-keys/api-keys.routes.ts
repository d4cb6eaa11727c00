/**
 * 'Интеграции' → 'API-ключи' (issue 34, docs/integrations.md): the company's keys for partners. The
 * owner's ('integrations.manage'), and a person's only: a key never lists, makes or revokes keys.
 */
import {
  apiKeyCreatedView,
  apiKeyCreateSchema,
  apiKeyView,
  pageOf,
  pageQuerySchema,
  wholeNumberInput,
} from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestActor } from '../../http/auth-context.ts';
import { pageWindow } from '../../http/paging.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, idParams } from '../../http/views.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts';

const tags = ['api-keys'];
const base = '/api/v2/api-keys/';
// Keys change nothing a session is made of, so the instance's kept sessions stay (app.ts).
const config = { access: 'integrations.manage', personOnly: true, keepsSessions: true } as const;
const listQuery = pageQuerySchema.extend({
  'page[size]': wholeNumberInput({ min: 1, max: 200 }).default(50),
});

export function apiKeysRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: "The company's API keys, working ones first, then the newest; never their tokens",
        querystring: listQuery,
        response: { 200: pageOf(apiKeyView), ...errorResponses },
      },
    },
    async (req) => listApiKeys(db, requestActor(req), pageWindow(req.query)),
  );

  r.post(
    base,
    {
      config,
      schema: {
        tags,
        summary:
          "Creates a key with a name, permissions (the roles' names, only those the creator holds) and days until it expires; its token is in this answer only",
        body: apiKeyCreateSchema,
        response: { 201: apiKeyCreatedView, ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send(await createApiKey(db, requestActor(req), req.body)),
  );

  r.post(
    `${base}:id/revoke/`,
    {
      config,
      schema: {
        tags,
        summary:
          'Revokes a key: every instance refuses it from the next request on; it is never brought back',
        params: idParams,
        response: { 200: apiKeyView, ...errorResponses },
      },
    },
    async (req) => revokeApiKey(db, requestActor(req), req.params.id),
  );
}
