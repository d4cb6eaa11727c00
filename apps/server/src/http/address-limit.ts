import type { RateLimitOptions } from '@fastify/rate-limit';
import { AppError } from './errors.ts';

/**
 * A route's limit per client address (the connection's own, or the one a proxy named in TRUST_PROXY
 * forwards): `max` requests a minute. Its 429 says in Russian how long the caller really has to wait
 * (`message` gets the milliseconds left in the address's minute).
 */
export function perAddressPerMinute(
  max: number,
  message: (retryAfterMs: number) => string,
  options: Pick<RateLimitOptions, 'allowList' | 'hook'> = {},
): RateLimitOptions {
  return {
    max,
    timeWindow: '1 minute',
    ...options,
    errorResponseBuilder: (_request, context) => new AppError(429, message(context.ttl)),
  };
}
