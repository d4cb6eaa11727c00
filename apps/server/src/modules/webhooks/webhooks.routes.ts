import {
  pageOf,
  pageQuerySchema,
  webhookDeliveryDetailView,
  webhookDeliveryView,
  webhookEndpointInput,
  webhookEndpointView,
  webhookEndpointWithSecret,
} from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestActor } from '../../http/auth-context.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, idParams } from '../../http/views.ts';
import { outboundPolicy } from '../../lib/outbound-http.ts';
import { lazySecretBox } from '../../lib/secret-box.ts';
import {
  createEndpoint,
  deleteEndpoint,
  getDelivery,
  listDeliveries,
  listEndpoints,
  replayDelivery,
  rotateSecret,
  sendTest,
  updateEndpoint,
} from './webhooks.service.ts';

const tags = ['webhooks'];
const endpoints = '/api/v2/webhooks/endpoints/';
const endpoint = `${endpoints}:id/`;
const delivery = '/api/v2/webhooks/deliveries/:id/';
// The company's integration with the outside: an owner's or a manager's, as the SFTP export is.
const access = 'company.edit' as const;

export function webhooksRoutes(app: FastifyInstance, { db, config }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { policy: outboundPolicy(config), secrets: lazySecretBox(config) };

  r.get(
    endpoints,
    {
      config: { access },
      schema: {
        tags,
        summary: "The company's webhook endpoints (secrets masked)",
        response: { 200: pageOf(webhookEndpointView), ...errorResponses },
      },
    },
    async (req) => listEndpoints(db, requestActor(req)),
  );
  r.post(
    endpoints,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Registers an endpoint; the answer carries its signing secret, shown this once',
        body: webhookEndpointInput,
        response: { 201: webhookEndpointWithSecret, ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send(await createEndpoint(db, requestActor(req), deps, req.body)),
  );
  r.put(
    endpoint,
    {
      config: { access },
      schema: {
        tags,
        summary: "An endpoint's address, description, events, and whether it is on",
        params: idParams,
        body: webhookEndpointInput,
        response: { 200: webhookEndpointView, ...errorResponses },
      },
    },
    async (req) => updateEndpoint(db, requestActor(req), deps, req.params.id, req.body),
  );
  r.delete(
    endpoint,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Deletes an endpoint with its delivery log',
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (req, reply) => {
      await deleteEndpoint(db, requestActor(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
  r.post(
    `${endpoint}rotate-secret/`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'A new signing secret, shown this once; the previous one also signs for a day',
        params: idParams,
        response: { 200: webhookEndpointWithSecret, ...errorResponses },
      },
    },
    async (req) => rotateSecret(db, requestActor(req), deps, req.params.id),
  );
  r.post(
    `${endpoint}test/`,
    {
      config: { access },
      schema: {
        tags,
        summary: "Sends a 'webhook.test' event to this endpoint",
        params: idParams,
        response: { 201: webhookDeliveryView, ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send(await sendTest(db, requestActor(req), req.params.id)),
  );
  r.get(
    `${endpoint}deliveries/`,
    {
      config: { access },
      schema: {
        tags,
        summary: "An endpoint's delivery log, newest first",
        params: idParams,
        querystring: pageQuerySchema.omit({ search: true }),
        response: { 200: pageOf(webhookDeliveryView), ...errorResponses },
      },
    },
    async (req) =>
      listDeliveries(db, requestActor(req), req.params.id, {
        number: req.query['page[number]'],
        size: req.query['page[size]'],
      }),
  );
  r.get(
    delivery,
    {
      config: { access },
      schema: {
        tags,
        summary: 'One delivery with every attempt: the request sent (headers, body) and the answer',
        params: idParams,
        response: { 200: webhookDeliveryDetailView, ...errorResponses },
      },
    },
    async (req) => getDelivery(db, requestActor(req), req.params.id),
  );
  r.post(
    `${delivery}replay/`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Sends a finished delivery again: the same event id and payload, as a new delivery',
        params: idParams,
        response: { 201: webhookDeliveryView, ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send(await replayDelivery(db, requestActor(req), req.params.id)),
  );
}
