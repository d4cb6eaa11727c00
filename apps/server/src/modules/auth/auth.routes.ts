import { loginSchema } from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AttemptWindow } from '../../http/attempt-window.ts';
import { currentAuth, SESSION_COOKIE } from '../../http/auth-context.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { companyShortView, employeeView, errorResponses, invitationView, okView } from '../../http/views.ts';
import { LOGIN_ACCOUNT_WINDOW_MS, login, logout } from './auth.service.ts';

export function authRoutes(app: FastifyInstance, { db, config }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const attempts = new AttemptWindow(config.LOGIN_ACCOUNT_RATE_LIMIT, LOGIN_ACCOUNT_WINDOW_MS);

  r.post(
    '/api/v2/auth/login/',
    {
      config: {
        public: true,
        // Per address (the client's own, or the one a trusted proxy forwards); per account in login().
        rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['auth'],
        summary: 'Log in: answers a bearer token and sets the session cookie',
        security: [],
        body: loginSchema,
        response: {
          200: z.object({
            token: z.string(),
            user: employeeView,
            companies: z.array(companyShortView),
            company_id: z.number().nullable(),
            invitations: z.array(invitationView),
          }),
          ...errorResponses,
          429: errorResponses[400],
        },
      },
    },
    async (request, reply) => {
      const { expiresAt, ...session } = await login(db, config, request.body, attempts);
      reply.setCookie(SESSION_COOKIE, session.token, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        // Over HTTPS only in production; elsewhere when this connection, or a proxy named in TRUST_PROXY
        // (request.protocol), says HTTPS — a development server on plain HTTP must still log in.
        secure: config.NODE_ENV === 'production' || request.protocol === 'https',
        expires: expiresAt,
      });
      return session;
    },
  );

  r.post(
    '/api/v2/auth/logout/',
    {
      config: { companyOptional: true },
      schema: { tags: ['auth'], summary: 'Log out: revokes this session', response: { 200: okView } },
    },
    async (request, reply) => {
      await logout(db, currentAuth(request).sessionHash);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true as const };
    },
  );
}
