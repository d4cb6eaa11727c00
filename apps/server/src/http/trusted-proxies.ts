/**
 * TRUST_PROXY as one function, whom Fastify asks before it believes X-Forwarded-For/-Proto/-Host and whom
 * the links ask before they take a forwarded host (public-url.ts): a hop count, or the proxies'
 * addresses/CIDRs. Unset trusts nobody, so a client cannot choose its address (and its login allowance)
 * with X-Forwarded-For, nor the links' host with X-Forwarded-Host.
 */
import proxyAddr from '@fastify/proxy-addr';

export type ProxyTrust = (address: string, hop: number) => boolean;

export function proxyTrust(setting: string | undefined): ProxyTrust | null {
  if (!setting) return null;
  if (/^\d+$/.test(setting)) return (_address, hop) => hop < Number(setting);
  return proxyAddr.compile(
    setting
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}
