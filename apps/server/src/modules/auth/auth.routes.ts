import { type LoginInput, loginSchema, signedInView, tooManyLoginsFor } from '@pms/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { perAddressPerMinute } from '../../http/address-limit.ts';
import { AttemptWindow } from '../../http/attempt-window.ts';
import { currentAuth, SESSION_COOKIE } from '../../http/auth-context.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, okView } from '../../http/views.ts';
import { LOGIN_ACCOUNT_WINDOW_MS, login, logout } from './auth.service.ts';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_S,
  DEVICE_COOKIE_PATH,
  deviceCookies,
} from './device-cookie.ts';

export function authRoutes(app: FastifyInstance, { db, config, now }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = {
    accounts: new AttemptWindow(config.LOGIN_ACCOUNT_RATE_LIMIT, LOGIN_ACCOUNT_WINDOW_MS, now),
    devices: new AttemptWindow(config.LOGIN_DEVICE_RATE_LIMIT, LOGIN_ACCOUNT_WINDOW_MS, now),
  };
  const devices = deviceCookies(config);
  /** The id of the request's device cookie when it names this login's e-mail: a known device. */
  const knownDevice = (request: FastifyRequest) =>
    devices.read(request.cookies[DEVICE_COOKIE], (request.body as LoginInput).email);

  r.post(
    '/api/v2/auth/login/',
    {
      config: {
        access: 'public',
        public: true,
        // Per address (the client's own, or the one a trusted proxy forwards) for unknown devices; per
        // account or per known device in login(). Checked once the body is read, to know the account.
        rateLimit: perAddressPerMinute(config.LOGIN_RATE_LIMIT, tooManyLoginsFor, {
          hook: 'preHandler',
          allowList: (request) => knownDevice(request) !== undefined,
        }),
      },
      schema: {
        tags: ['auth'],
        summary: 'Log in: answers a bearer token and sets the session cookie',
        security: [],
        body: loginSchema,
        response: {
          200: signedInView,
          ...errorResponses,
          429: errorResponses[400],
          503: errorResponses[400],
        },
      },
    },
    async (request, reply) => {
      const device = knownDevice(request);
      const { expiresAt, ...session } = await login(db, config, request.body, limits, device);
      // Over HTTPS only in production; elsewhere when this connection, or a proxy named in TRUST_PROXY
      // (request.protocol), says HTTPS — a development server on plain HTTP must still log in.
      const secure = config.NODE_ENV === 'production' || request.protocol === 'https';
      reply.setCookie(SESSION_COOKIE, session.token, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure,
        expires: expiresAt,
      });
      // This browser is now a known device of the account: a new cookie, or the same one for another year.
      reply.setCookie(
        DEVICE_COOKIE,
        device ? request.cookies[DEVICE_COOKIE]! : devices.issue(request.body.email),
        {
          httpOnly: true,
          sameSite: 'strict',
          path: DEVICE_COOKIE_PATH,
          secure,
          maxAge: DEVICE_COOKIE_MAX_AGE_S,
        },
      );
      return session;
    },
  );

  r.post(
    '/api/v2/auth/logout/',
    {
      config: { access: 'signedIn', companyOptional: true, personOnly: true },
      schema: { tags: ['auth'], summary: 'Log out: revokes this session', response: { 200: okView } },
    },
    async (request, reply) => {
      await logout(db, currentAuth(request).sessionHash);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true as const };
    },
  );
}
