/**
 * The invitation link's page calls these without a session: the mailed token is the proof (issue 25).
 * Public, so each is rate-limited per client address as the login is.
 */
import { invitationClaimSchema, invitationLinkSchema, invitationLinkView, signedInView } from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../../http/auth-context.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses } from '../../http/views.ts';
import { claimInvitation, readInvitationLink } from './account-links.service.ts';

const tags = ['auth'];

export function accountLinksRoutes(app: FastifyInstance, { db, config }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = {
    public: true,
    rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' },
  } as const;

  r.post(
    '/api/v2/auth/invitation/',
    {
      // An invitation link's token is its own proof (mailed to the address only); rate-limited as the
      // login.
      config: { ...limited, access: 'public' },
      schema: {
        tags,
        summary: 'What an invitation link invites to (the token travels in the body, never in a URL)',
        security: [],
        body: invitationLinkSchema,
        response: {
          200: invitationLinkView,
          ...errorResponses,
          429: errorResponses[400],
        },
      },
    },
    async (req) => readInvitationLink(db, req.body.token),
  );

  r.post(
    '/api/v2/auth/invitation/accept/',
    {
      config: { ...limited, access: 'public' },
      schema: {
        tags,
        summary: 'Take up an invitation link: set one’s own password, join the company and sign in',
        security: [],
        body: invitationClaimSchema,
        response: {
          200: signedInView,
          ...errorResponses,
          429: errorResponses[400],
        },
      },
    },
    async (req, reply) => {
      const { expiresAt, ...session } = await claimInvitation(db, config, req.body.token, req.body.password);
      // The same cookie as the login's (auth.routes.ts).
      reply.setCookie(SESSION_COOKIE, session.token, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: config.NODE_ENV === 'production' || req.protocol === 'https',
        expires: expiresAt,
      });
      return session;
    },
  );
}
