/**
 * TRUST_PROXY as one function, whom Fastify asks before it believes X-Forwarded-For/-Proto/-Host and whom
 * the links ask before they take a forwarded host (public-url.ts): a hop count, or the proxies'
 * addresses/CIDRs (and proxy-addr's names `loopback`, `linklocal`, `uniquelocal`, as Fastify took them).
 * Unset trusts nobody, so a client cannot choose its address (and its login allowance) with
 * X-Forwarded-For, nor the links' host with X-Forwarded-Host.
 */
import { BlockList, isIP } from 'node:net';

export type ProxyTrust = (address: string, hop: number) => boolean;

const named: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Throws on an entry that is neither an address, a CIDR range nor one of the names above. */
export function proxyTrust(setting: string | undefined): ProxyTrust | null {
  if (!setting) return null;
  if (/^\d+$/.test(setting)) return (_address, hop) => hop < Number(setting);
  const trusted = new BlockList();
  const entries = setting
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap((entry) => named[entry.toLowerCase()] ?? [entry]);
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address) || (prefix !== undefined && !/^\d+$/.test(prefix)))
      throw new Error(`TRUST_PROXY: not an address or a CIDR range: ${entry}`);
    if (prefix === undefined) trusted.addAddress(address, family);
    else trusted.addSubnet(address, Number(prefix), family);
  }
  // An IPv4 proxy seen over a dual-stack socket (::ffff:10.0.0.1) matches its IPv4 entry: BlockList
  // compares IPv4-mapped addresses with IPv4 rules.
  return (address) => isIP(address) !== 0 && trusted.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}
