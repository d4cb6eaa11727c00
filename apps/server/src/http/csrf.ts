/**
 * Cross-site request forgery: a page of another origin — another port of this very host counts — can make
 * the browser send a form, a no-cors fetch or a WebSocket upgrade carrying the staff member's session
 * cookie (SameSite=Lax does not stop a same-site page). So a write (POST/PUT/PATCH/DELETE) or a socket
 * upgrade that rests on the cookie must come from this server's own pages; the login too, so that a
 * foreign page cannot log the browser into an account of its choosing.
 *
 * The browser says where a request comes from. Sec-Fetch-Site, sent by every current browser, decides
 * when present: same-origin, or none (typed by the user). It is the browser's own view, so it stays right
 * behind a proxy that rewrites Host (Vite's dev proxy does). Without it (older browsers, and Chromium's
 * WebSocket upgrades), Origin must be this server's own: scheme and Host of the request, taken from
 * X-Forwarded-Proto/-Host only when they come from a proxy named in TRUST_PROXY (Fastify's
 * request.protocol and request.host). With neither header the request comes from no browser, so no
 * forged cookie can ride on it.
 *
 * A request that brings its own token (Authorization: Bearer, or ?token= on the socket) passes: a foreign
 * page can neither read the token nor set that header without a CORS preflight this server never grants.
 */
import { messages } from '@pms/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) && !isWebSocketUpgrade(request)) return;
    if (bringsOwnToken(request) || fromOwnPage(request)) return;
    throw new AppError(403, messages.crossSiteRequest);
  });
}

function isWebSocketUpgrade(request: FastifyRequest): boolean {
  return request.headers.upgrade?.toLowerCase() === 'websocket';
}

function bringsOwnToken(request: FastifyRequest): boolean {
  if (request.headers.authorization?.startsWith('Bearer ')) return true;
  // The socket's ?token= is read only by the WebSocket route; an empty one falls back to the cookie there.
  return isWebSocketUpgrade(request) && Boolean((request.query as { token?: unknown }).token);
}

function fromOwnPage(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin.toLowerCase() === `${request.protocol}://${request.host}`.toLowerCase();
}
