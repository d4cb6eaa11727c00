/**
 * The start of every absolute link the server writes (a document's link): PUBLIC_URL when configured;
 * unset, the scheme and host that a proxy named in TRUST_PROXY forwarded; else this server on
 * http://127.0.0.1:PORT. Never the request's Host header: any client sets it, and a link it chose would
 * send a guest's document, or a token, to the attacker's server.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { proxyTrust } from '../lib/trusted-proxies.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The origin links start with, for this request (see public-url.ts). */
    publicOrigin(request: FastifyRequest): string;
  }
}

export function registerPublicOrigin(
  app: FastifyInstance,
  config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'TRUST_PROXY'>,
) {
  const trust = proxyTrust(config.TRUST_PROXY);
  const fallback = `http://127.0.0.1:${config.PORT}`;
  app.decorate('publicOrigin', (request: FastifyRequest) => {
    if (config.PUBLIC_URL) return config.PUBLIC_URL;
    const remote = request.raw.socket?.remoteAddress;
    // Fastify's request.host and .protocol read X-Forwarded-Host/-Proto only from this same trusted proxy.
    if (trust && remote && trust(remote, 0) && request.headers['x-forwarded-host'])
      return `${request.protocol}://${request.host}`;
    return fallback;
  });
}
