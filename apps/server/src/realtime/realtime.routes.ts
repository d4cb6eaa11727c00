import type {} from '@fastify/websocket';
import { can, messages, type Role, roleMessages } from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import { requestToken } from '../http/auth-context.ts';
import { AppError } from '../http/errors.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { authenticate } from '../modules/auth/auth.service.ts';
import type { CalendarHub } from './calendar-hub.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The hub's count of session changes heard before the socket's session was read. */
    changesBefore: number;
  }
}

/**
 * WS /ws/v2/calendar/{company_id}/: authenticated by the session cookie (what the web app uses), a bearer
 * header or ?token= (for outside clients; the logs mask it), and only for a company the employee belongs
 * to, in a role that may see the calendar; refused before the upgrade otherwise. A cookie upgrade from a foreign page is refused by http/csrf.ts.
 * Once open, it stays open only while its session allows it (calendar-hub.ts).
 */
export function realtimeRoutes(app: FastifyInstance, { db }: RouteDeps, hub: CalendarHub) {
  app.decorateRequest('changesBefore', 0);
  app.get<{ Params: { companyId: string }; Querystring: { token?: string } }>(
    '/ws/v2/calendar/:companyId/',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        // Noted before the session is read: a change heard after it makes the hub check this socket.
        request.changesBefore = hub.changesHeard();
        const token = request.query.token || requestToken(request);
        const auth = token ? await authenticate(db, token) : null;
        if (!auth) throw new AppError(401, messages.unauthorized);
        const companyId = Number(request.params.companyId);
        const membership = auth.companies.find((c) => c.id === companyId);
        if (!membership) throw new AppError(403, messages.forbiddenCompany);
        // The socket carries the calendar: the role must be one that may see it (every role today).
        if (!can(membership.role as Role, 'calendar.view')) throw new AppError(403, roleMessages.forbidden);
        request.auth = auth;
        request.companyId = companyId;
      },
    },
    (socket, request) => {
      const role = request.auth!.companies.find((c) => c.id === request.companyId)!.role as Role;
      const token = (request.query.token || requestToken(request))!;
      hub.add(request.companyId, socket, { token, role }, request.changesBefore);
    },
  );
}
