/**
 * The OpenAPI document (`/api/docs/json`, published as docs/openapi.json): @fastify/swagger over the
 * routes' zod schemas, finished here with what a route's schema cannot say by itself (docs/api.md):
 * - every operation an `operationId` made of its method and path (`GET /api/v2/booking/{id}/` is
 *   `getBookingById`; the contract test and the lint check that they are unique);
 * - every response a description of what its status means here;
 * - the public routes (`config.public`) need no credentials (`security: []`); a person's own routes
 *   (`config.personOnly`: their profile, companies, the API keys themselves) take a session only, every
 *   other route a session or an API key (`apiKey`, issue 34);
 * - a create that takes `Idempotency-Key` (`config.idempotent`) says so: the header, the replay's
 *   `Idempotent-Replayed` header, and 422 for a key reused with another request;
 * - a write that takes a body can be refused with 413 (its route's limit, 1 МБ unless it says more);
 * - a 204 has no body;
 * - an `anyOf` of schemas that each accept anything is `{}`;
 * - under OpenAPI 3.0 `nullable` does not add null to an `enum`, so a nullable enum lists null itself
 *   (`gender: null` is valid by the document as it is by the server).
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { DEFAULT_BODY_LIMIT } from './errors.ts';

/** What the per-route transform learns from a route's config for the document's finishing pass. */
const ROUTE_FACTS = 'x-pms-route';
interface RouteFacts {
  public: boolean;
  personOnly: boolean;
  idempotent: boolean;
  bodyLimit: number;
}

/** What each status means in this API (docs/api.md, Conventions). */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'Done; no body',
  304: 'Not modified: the ETag the client holds is current',
  400: 'Invalid input: `error` says what in Russian, `field` names the first failing field',
  401: 'Not signed in: missing, expired or forged credentials (or, at login, a wrong password)',
  403: "Forbidden: a company the employee does not belong to, a role (or an API key) without the permission, a person's own route called with an API key, or a cross-site write",
  404: "Not found, or another company's record",
  409: 'Conflict with the data as it is now: a taken name, a record in use, a held room, a stale version',
  413: 'The body is larger than the route takes (1 МБ; pictures 5 МБ); the connection is closed',
  422: 'The Idempotency-Key was already used with another request',
  429: "Too many attempts (or an API key over its requests a minute); `error` says how long to wait, and an API key's answer has Retry-After",
  502: 'The mail server refused or failed; the message is in the send log',
  503: 'The server is busy checking passwords; retry in a few seconds',
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** A person's own route: a session's token or cookie, never an API key. */
const sessionOnly: OpenAPIV3.SecurityRequirementObject[] = [{ bearer: [] }, { cookie: [] }];

/** `get` + `/api/v2/booking/{id}/discounts/{rowId}/` → `getBookingDiscountsByIdByRowId`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/(v2\/)?/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      return param ? ['by', param[1]!] : segment.split(/[-_]/);
    });
  return method + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

/** The zod transform, and the route's facts that the finishing pass needs. */
const transform: FastifyDynamicSwaggerOptions['transform'] = (input) => {
  const out = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const config = (input.route.config ?? {}) as {
    public?: boolean;
    idempotent?: boolean;
    personOnly?: boolean;
  };
  const facts: RouteFacts = {
    public: config.public === true,
    personOnly: config.personOnly === true,
    idempotent: config.idempotent === true,
    bodyLimit: input.route.bodyLimit ?? DEFAULT_BODY_LIMIT,
  };
  return { ...out, schema: { ...out.schema, [ROUTE_FACTS]: facts } };
};

const errorSchema = (doc: OpenAPIV3.Document): OpenAPIV3.MediaTypeObject => {
  // Any error answer of the document has the one shape, `{error, field?}`.
  for (const item of Object.values(doc.paths)) {
    for (const method of METHODS) {
      const media = (item?.[method]?.responses?.['400'] as OpenAPIV3.ResponseObject | undefined)?.content?.[
        'application/json'
      ];
      if (media) return media;
    }
  }
  throw new Error('no 400 answer in the document to take the error shape from');
};

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} МБ`;

/**
 * In place, through every schema: a nullable enum lists null among its values; an `anyOf` of schemas
 * that each accept anything (a tuple of two unknowns, as an audit row's `[before, after]`) is said as
 * the one schema `{}` it amounts to.
 */
function finishSchemas(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) finishSchemas(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as { nullable?: boolean; enum?: unknown[]; anyOf?: object[] };
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum.push(null);
  if (schema.anyOf?.every((member) => Object.keys(member).length === 0)) delete schema.anyOf;
  for (const value of Object.values(node)) finishSchemas(value);
}

function finishOperation(
  error: OpenAPIV3.MediaTypeObject,
  path: string,
  method: string,
  op: OpenAPIV3.OperationObject,
) {
  const facts = (op as Record<string, unknown>)[ROUTE_FACTS] as RouteFacts | undefined;
  delete (op as Record<string, unknown>)[ROUTE_FACTS];
  op.operationId ??= operationIdOf(method, path);

  const responses = op.responses as Record<string, OpenAPIV3.ResponseObject>;
  if (facts?.public) op.security = [];
  else if (facts?.personOnly) op.security = sessionOnly;
  if (facts?.idempotent) {
    op.parameters = [
      ...(op.parameters ?? []),
      {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description:
          'Makes a retry safe: the same key and body answer the first answer again (with Idempotent-Replayed: true) instead of creating twice; kept 24 hours per company',
        schema: { type: 'string', minLength: 1, maxLength: 255 },
      },
    ];
    for (const [status, response] of Object.entries(responses)) {
      if (!status.startsWith('2')) continue;
      response.headers = {
        ...response.headers,
        'Idempotent-Replayed': {
          description: 'true when this is the stored answer to an earlier request with the same key',
          schema: { type: 'string', enum: ['true'] },
        },
      };
    }
    responses['422'] ??= { description: '', content: { 'application/json': error } };
  }
  if (method === 'post' || method === 'put' || method === 'patch') {
    responses['413'] ??= { description: '', content: { 'application/json': error } };
  }
  for (const [status, response] of Object.entries(responses)) {
    if (status === '204' || status === '304') delete response.content;
    if (!response.description || response.description === 'Default Response') {
      const meaning = STATUS_DESCRIPTIONS[status] ?? '';
      response.description =
        status === '413' && facts && facts.bodyLimit !== DEFAULT_BODY_LIMIT
          ? `The body is larger than the route takes (${megabytes(facts.bodyLimit)}); the connection is closed`
          : meaning;
    }
  }
}

/** Finishes the document that @fastify/swagger made (see the file's comment). */
function transformObject({ openapiObject }: { openapiObject: Partial<OpenAPIV3.Document> }) {
  const doc = openapiObject as OpenAPIV3.Document;
  const error = errorSchema(doc);
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (op) finishOperation(error, path, method, op);
    }
  }
  finishSchemas(doc);
  return doc;
}

export const swaggerOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.0.3',
    info: {
      title: 'PMS API',
      description:
        'Staff tool for hotels and leisure objects. Errors: `{error, field?}` in Russian. Instants are unix seconds, except the bookkeeping times of accounts, companies, pictures, mail and SFTP runs (`format: date-time`): ISO 8601 strings in UTC.',
      version: '0.1.0',
    },
    // The server that serves the document serves the API.
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: "A session's token, from `POST /api/v2/auth/login/`",
        },
        cookie: { type: 'apiKey', in: 'cookie', name: 'session' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'pmsk_…',
          description:
            "A partner's API key (docs/integrations.md, 'API-ключи'): `Authorization: Bearer pmsk_…`, made by the company's owner in 'Интеграции'. It acts in its own company with its own permissions (the roles' names), is limited in requests a minute (429 with Retry-After) and fails at once when revoked or expired (401). A person's own routes refuse it (403).",
        },
      },
    },
    security: [{ bearer: [] }, { cookie: [] }, { apiKey: [] }],
  },
  transform,
  transformObject: transformObject as FastifyDynamicSwaggerOptions['transformObject'],
};
