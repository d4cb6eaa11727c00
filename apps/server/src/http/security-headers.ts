/**
 * Response headers that keep the browser from doing what the PMS never needs: running code from
 * elsewhere, being framed (clickjacking), sniffing a download into a page, telling other sites which
 * page a link was followed from. Options for @fastify/helmet, applied to every answer.
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';

export const securityHeaders: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // Vite's build emits only script files, no inline script; the API docs (swagger-ui) likewise.
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      // Mantine and the virtualised calendar set inline styles (style attributes and <style> tags).
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      // CSP Level 3: 'self' also covers ws:/wss: to this host, the live calendar's socket.
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // No upgrade-insecure-requests: the PMS is often reached over plain HTTP on a LAN address.
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
};
