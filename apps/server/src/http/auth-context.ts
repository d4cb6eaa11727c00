/**
 * Authentication and tenancy for every /api/ request: a session (cookie or bearer token) or an API key
 * (a bearer token starting 'pmsk_', issue 34), and the company the request acts on. Routes opt out with
 * `config: { public: true }`; routes that may run without a company (profile, the company list) say
 * `config: { companyOptional: true }`; routes only a person may call (their profile, the keys
 * themselves) say `config: { personOnly: true }`, and a key gets a 403 there.
 */
import {
  apiKeyMessages,
  can,
  isApiKeyToken,
  type KeyRights,
  messages,
  type Rights,
  type Role,
  roleMessages,
  tooManyKeyRequestsFor,
} from '@pms/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { employees } from '../db/schema.ts';
import { type Actor, actorOf, type CompanyWithSettings, type PropertySettings } from './actor.ts';
import type { AttemptWindow } from './attempt-window.ts';
import { AppError } from './errors.ts';
import { permissionOf, type RouteAccess } from './route-permissions.ts';

export const SESSION_COOKIE = 'session';

/** A company the signed-in employee works in, as their session lists it (auth.repository.ts). */
export interface Membership {
  id: number;
  name: string;
  object_type: string;
  is_chosen: boolean;
  role: Role;
}

/** Who a request's session is (modules/auth/auth.service.ts reads it; http/session-cache.ts keeps it). */
export interface AuthContext {
  employee: typeof employees.$inferSelect;
  sessionHash: string;
  /** When the session ends; a cached session ends then too (http/session-cache.ts). */
  expiresAt: Date;
  companies: Membership[];
  /** Each of those companies with its settings: what the request's actor is made of. */
  settings: Map<number, CompanyWithSettings>;
}

/**
 * A request made with an API key (modules/api-keys): the key as its row is now, read on every request,
 * so a revocation or an expiry on any instance holds for the very next one.
 */
export interface KeyAuth {
  keyId: number;
  name: string;
  /** The key's creator: who the key's writes are made for besides the key (the journal names both). */
  creatorId: number;
  company: PropertySettings & { id: number; name: string };
  /** Its permissions that its creator still holds (domain keyRightsOf). */
  rights: KeyRights;
}

/**
 * How the hook learns who a request is, given by the auth module (app.ts), which sits above this layer:
 * the session of a token, and the company a request acts on (its X-Company-Id header, else the default);
 * and the API key of a key's token, with its limit of requests a minute.
 */
export interface Authenticator {
  authenticate(token: string): Promise<AuthContext | null>;
  resolveCompany(auth: AuthContext, header: string | undefined): number | null;
  authenticateKey(token: string): Promise<KeyAuth | null>;
  keyRequests: AttemptWindow;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The request's company; always set on routes that are not companyOptional. */
    companyId: number;
    /** Who acts in that company, with its settings; null on public and company-less requests. */
    actor: Actor | null;
    /** The API key the request was made with; null for a person's session (request.auth). */
    apiKey: KeyAuth | null;
  }
  interface FastifyContextConfig {
    public?: boolean;
    companyOptional?: boolean;
    /**
     * A write that changes nothing a session is made of (sessions, employees, memberships, company
     * settings), so answering it need not forget the sessions this instance keeps (app.ts).
     */
    keepsSessions?: boolean;
    /**
     * Only a person may call it (their profile, password, companies, invitations; the API keys
     * themselves): a request with an API key gets a 403. The OpenAPI document leaves the key's scheme out.
     */
    personOnly?: boolean;
  }
}

/** The session token of a request: the bearer token first, else the session cookie. */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

export function registerAuthContext(app: FastifyInstance, authenticator: Authenticator): void {
  const { authenticate, resolveCompany } = authenticator;
  app.decorateRequest('auth', null);
  app.decorateRequest('companyId', 0);
  app.decorateRequest('actor', null);
  app.decorateRequest('apiKey', null);
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs') || config?.public) return;
    const token = requestToken(request);
    if (!token) throw new AppError(401, messages.unauthorized);
    if (isApiKeyToken(token)) return actAsKey(request, reply, token, authenticator);
    const auth = await authenticate(token);
    if (!auth) throw new AppError(401, messages.sessionExpired);
    request.auth = auth;
    const header = request.headers['x-company-id'];
    const companyId = resolveCompany(auth, Array.isArray(header) ? header[0] : header);
    if (companyId === null && !config?.companyOptional) throw new AppError(403, messages.noCompany);
    request.companyId = companyId ?? 0;
    if (companyId !== null) request.actor = actorOf(auth.employee, auth.settings.get(companyId)!);
    if (config?.access) checkAccess(request, auth, config.access);
  });
}

/**
 * A request with an API key acts as the key: in the key's company only (an X-Company-Id naming another
 * is a 403), with the key's rights where a session has its role, so every route's declared permission
 * and every rule that asks what the actor may do apply unchanged. Its writes record the key
 * (app.api_key_id, db/actor-settings.ts). Over its requests a minute it gets a 429 with Retry-After.
 */
async function actAsKey(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  { authenticateKey, keyRequests }: Authenticator,
): Promise<void> {
  const key = await authenticateKey(token);
  if (!key) throw new AppError(401, apiKeyMessages.invalid);
  const config = request.routeOptions.config;
  if (config?.personOnly) throw new AppError(403, apiKeyMessages.personOnly);
  const limitKey = String(key.keyId);
  if (!keyRequests.take(limitKey)) {
    const wait = keyRequests.retryAfter(limitKey);
    reply.header('retry-after', String(Math.max(1, Math.ceil(wait / 1000))));
    throw new AppError(429, tooManyKeyRequestsFor(wait));
  }
  const header = request.headers['x-company-id'];
  const named = Array.isArray(header) ? header[0] : header;
  if (named !== undefined && named !== '' && named !== String(key.company.id))
    throw new AppError(403, apiKeyMessages.otherCompany);
  request.apiKey = key;
  request.companyId = key.company.id;
  request.actor = {
    ...actorOf({ id: key.creatorId }, { ...key.company, role: key.rights }),
    apiKeyId: key.keyId,
  };
  if (!config?.access) return;
  const permission = permissionOf(config.access);
  if (permission === null) return;
  // A route about the company its `:id` names: the key's own only.
  if (typeof config.access === 'object' && Number((request.params as { id?: string }).id) !== key.company.id)
    throw new AppError(403, apiKeyMessages.otherCompany);
  if (!can(key.rights, permission)) throw new AppError(403, roleMessages.forbidden);
}

/**
 * The route's declared permission (http/route-permissions.ts) against the employee's role: in the
 * request's company, or in the company the route's `:id` names. A refusal is a 403 before the handler,
 * so nothing is written.
 */
function checkAccess(request: FastifyRequest, auth: AuthContext, access: RouteAccess): void {
  const permission = permissionOf(access);
  if (permission === null) return;
  let role: Rights | undefined;
  if (typeof access === 'object') {
    const id = Number((request.params as { id?: string }).id);
    role = auth.companies.find((c) => c.id === id)?.role;
    // Not a company of theirs: the route answers that itself (404/403), as before roles.
    if (!role) return;
  } else {
    role = request.actor?.role;
  }
  if (!role || !can(role, permission)) throw new AppError(403, roleMessages.forbidden);
}

/** The authenticated employee of a non-public route; a request with an API key has none (403). */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (request.apiKey) throw new AppError(403, apiKeyMessages.personOnly);
  if (!request.auth) throw new AppError(401, messages.unauthorized);
  return request.auth;
}

/** Who acts and in which company, with the property's settings: the first argument of every use case. */
export function requestActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError(403, messages.noCompany);
  return request.actor;
}
