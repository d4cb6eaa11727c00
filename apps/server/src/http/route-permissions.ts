/**
 * What each API route needs (issue 15), declared by the route itself beside its schema
 * (`config: { access }`) and checked by the auth hook (auth-context.ts) before any handler runs. A route
 * without a declaration stops the app at start-up (`declarePermissions`), so a new route cannot be
 * forgotten; the permission matrix test walks every declared route of the app for every role.
 *
 * - a permission: the actor's role in the request's company must hold it (domain roles.ts);
 * - `{ permission, company: 'param' }`: the role in the company the route's `:id` names (a company's own
 *   settings page edits that company, not necessarily the chosen one);
 * - 'signedIn': any signed-in employee (their own profile, their companies, the company's settings that
 *   every screen reads);
 * - 'public': no session at all (the route says `config.public` too).
 */
import type { Permission } from '@pms/domain';
import type { FastifyInstance } from 'fastify';

export type RouteAccess = Permission | { permission: Permission; company: 'param' } | 'signedIn' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; required on every API route (declarePermissions), read by the auth hook. */
    access?: RouteAccess;
  }
}

/** The permission a route access needs, or null for 'signedIn' and 'public'. */
export function permissionOf(access: RouteAccess): Permission | null {
  if (access === 'signedIn' || access === 'public') return null;
  return typeof access === 'string' ? access : access.permission;
}

/** Only the API needs declarations: the web's files, the API docs and the socket check their own. */
const declares = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** Every API route of an app with its access, as declared: 'METHOD /path' → access. */
const declared = new WeakMap<FastifyInstance, Map<string, RouteAccess>>();

/** The API routes an app has declared, for the permission matrix (permissions.test.ts). */
export function declaredRoutes(app: FastifyInstance): ReadonlyMap<string, RouteAccess> {
  return declared.get(app) ?? new Map();
}

/**
 * Refuses to start with an API route that declares no access, or whose 'public' access and
 * `config.public` disagree; records each route's access for declaredRoutes.
 */
export function declarePermissions(app: FastifyInstance): void {
  const routes = new Map<string, RouteAccess>();
  declared.set(app, routes);
  app.addHook('onRoute', (route) => {
    if (!declares(route.url)) return;
    for (const method of [route.method].flat()) {
      const key = `${method} ${route.url}`;
      // Fastify adds a HEAD route beside every GET, with the GET's config: it must be guarded alike.
      const access = route.config?.access;
      if (!access) throw new Error(`${key}: no permission declared (config.access beside the route)`);
      if ((access === 'public') !== Boolean(route.config?.public))
        throw new Error(`${key}: config.access 'public' and config.public must agree`);
      if (method !== 'HEAD') routes.set(key, access);
    }
  });
}
