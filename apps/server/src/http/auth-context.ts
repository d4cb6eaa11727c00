/**
 * Authentication and tenancy for every /api/ request: a session (cookie or bearer token) and the company
 * the request acts on. Routes opt out with `config: { public: true }`; routes that may run without a
 * company (profile, the company list) say `config: { companyOptional: true }`.
 */
import { can, messages, type Role, roleMessages } from '@pms/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { employees } from '../db/schema.ts';
import { type Actor, actorOf, type CompanyWithSettings } from './actor.ts';
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
 * How the hook learns who a request is, given by the auth module (app.ts), which sits above this layer:
 * the session of a token, and the company a request acts on (its X-Company-Id header, else the default).
 */
export interface Authenticator {
  authenticate(token: string): Promise<AuthContext | null>;
  resolveCompany(auth: AuthContext, header: string | undefined): number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The request's company; always set on routes that are not companyOptional. */
    companyId: number;
    /** Who acts in that company, with its settings; null on public and company-less requests. */
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    public?: boolean;
    companyOptional?: boolean;
    /**
     * A write that changes nothing a session is made of (sessions, employees, memberships, company
     * settings), so answering it need not forget the sessions this instance keeps (app.ts).
     */
    keepsSessions?: boolean;
  }
}

/** The session token of a request: the bearer token first, else the session cookie. */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

export function registerAuthContext(
  app: FastifyInstance,
  { authenticate, resolveCompany }: Authenticator,
): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('companyId', 0);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs') || config?.public) return;
    const token = requestToken(request);
    if (!token) throw new AppError(401, messages.unauthorized);
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
 * The route's declared permission (http/route-permissions.ts) against the employee's role: in the
 * request's company, or in the company the route's `:id` names. A refusal is a 403 before the handler,
 * so nothing is written.
 */
function checkAccess(request: FastifyRequest, auth: AuthContext, access: RouteAccess): void {
  const permission = permissionOf(access);
  if (permission === null) return;
  let role: Role | undefined;
  if (typeof access === 'object') {
    const id = Number((request.params as { id?: string }).id);
    role = auth.companies.find((c) => c.id === id)?.role as Role | undefined;
    // Not a company of theirs: the route answers that itself (404/403), as before roles.
    if (!role) return;
  } else {
    role = request.actor?.role;
  }
  if (!role || !can(role, permission)) throw new AppError(403, roleMessages.forbidden);
}

/** The authenticated employee of a non-public route. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(401, messages.unauthorized);
  return request.auth;
}

/** Who acts and in which company, with the property's settings: the first argument of every use case. */
export function requestActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError(403, messages.noCompany);
  return request.actor;
}
