/**
 * Device cookies (OWASP, 'Slow down online guessing attacks with device cookies'): a browser that has
 * signed in to an account gets a cookie naming that account, signed by the server. Its login attempts
 * count against its own allowance only, so an attacker who fails on purpose from elsewhere locks out
 * unknown devices (the shared per-account and per-address allowances) but never the owner's own browser.
 *
 * The value is `v1.<e-mail, base64url>.<random id>.<HMAC-SHA256>`; the key is derived from the install's
 * secret key (SECRET_KEY, or DATA_DIR/secret.key), so it survives restarts, and instances that share
 * SECRET_KEY accept each other's cookies. An instance with another key sees an unknown device, which
 * is the safe side. No state is kept on the server.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import { loadSecretKey } from '../../lib/secret-box.ts';

export const DEVICE_COOKIE = 'device';
/** A year: the device is forgotten only when it has not signed in for that long. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 86_400;
/** Sent only to the login, the one call that reads it. */
export const DEVICE_COOKIE_PATH = '/api/v2/auth/';

export interface DeviceCookies {
  /** A new cookie value naming `email`. */
  issue(email: string): string;
  /** The device's id when `value` is a genuine cookie naming `email`; else undefined (an unknown device). */
  read(value: string | undefined, email: string): string | undefined;
}

export function deviceCookies(config: Pick<Config, 'SECRET_KEY' | 'DATA_DIR'>): DeviceCookies {
  let key: Buffer | undefined;
  // A key of its own, not the secret box's: one secret never serves two purposes.
  const sign = (payload: string) => {
    key ??= createHmac('sha256', loadSecretKey(config)).update('pms device cookie v1').digest();
    return createHmac('sha256', key).update(payload).digest('base64url');
  };
  return {
    issue(email) {
      const payload = `v1.${Buffer.from(email).toString('base64url')}.${randomBytes(16).toString('base64url')}`;
      return `${payload}.${sign(payload)}`;
    },
    read(value, email) {
      const parts = value?.split('.');
      if (parts?.length !== 4 || parts[0] !== 'v1') return undefined;
      const [version, named, id, signature] = parts as [string, string, string, string];
      if (Buffer.from(named, 'base64url').toString() !== email) return undefined;
      const expected = Buffer.from(sign(`${version}.${named}.${id}`));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
    },
  };
}
