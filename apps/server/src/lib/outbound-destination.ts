/**
 * Where the server may open an outbound connection for staff (the SFTP export's check, upload and nightly
 * run; calendar feeds; webhooks, through outbound-http.ts): a destination typed by a manager is a
 * connection the server makes from inside its own network.
 *
 * - OUTBOUND_ALLOWED_HOSTS set: only the hosts it lists. An entry is a host name (matched as typed, letters
 *   in any case), an address, or a CIDR range; a name not listed is allowed when every address it resolves
 *   to is in a listed address or range.
 * - unset: any host whose every address is public; loopback, private, link-local (the cloud's metadata
 *   service at 169.254.169.254), shared, multicast and reserved ranges are refused.
 *
 * A name is resolved once and the connection goes to the address that was checked, so a DNS answer that
 * changes between the check and the connection cannot slip an internal address in.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export type Destination =
  | { ok: true; address: string }
  /** `listed`: the host as typed is refused (staff may be told); `unreachable`: its name does not resolve to an allowed address. */
  | { ok: false; reason: 'listed' | 'unreachable'; detail: string };

const notPublic = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  notPublic.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(net, prefix, 'ipv6');

/** An IPv4 address written the IPv6 way (::ffff:10.0.0.1) is that IPv4 address. */
function plain(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

export const isPublicAddress = (address: string) => {
  const a = plain(address);
  return !notPublic.check(a.address, a.family);
};

/** OUTBOUND_ALLOWED_HOSTS read: the names listed, and the addresses and ranges as one block list. */
export interface AllowedHosts {
  names: Set<string>;
  addresses: BlockList;
}

/** Parses OUTBOUND_ALLOWED_HOSTS; throws on an entry that is none of a name, an address or a CIDR range. */
export function parseAllowedHosts(setting: string): AllowedHosts {
  const names = new Set<string>();
  const addresses = new BlockList();
  for (const entry of setting
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)) {
    const [net, prefix, extra] = entry.split('/');
    const family = isIP(net!);
    if (family && prefix === undefined) addresses.addAddress(net!, family === 6 ? 'ipv6' : 'ipv4');
    else if (
      family &&
      extra === undefined &&
      /^\d+$/.test(prefix!) &&
      Number(prefix) <= (family === 6 ? 128 : 32)
    )
      addresses.addSubnet(net!, Number(prefix), family === 6 ? 'ipv6' : 'ipv4');
    else if (/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(entry))
      names.add(entry);
    else throw new Error(`not a host name, an address or a CIDR range: ${entry}`);
  }
  return { names, addresses };
}

const allowedAddress = (allowed: AllowedHosts | null, address: string) => {
  if (!allowed) return isPublicAddress(address);
  const a = plain(address);
  return allowed.addresses.check(a.address, a.family);
};

/** Where to connect for `host`, or why not; `resolve` is the DNS lookup (all addresses of a name). */
export async function outboundDestination(
  host: string,
  allowed: AllowedHosts | null,
  resolve: (name: string) => Promise<string[]> = async (name) =>
    (await lookup(name, { all: true })).map((a) => a.address),
): Promise<Destination> {
  const typed = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (allowed?.names.has(typed)) return { ok: true, address: typed };
  if (isIP(typed)) {
    return allowedAddress(allowed, typed)
      ? { ok: true, address: typed }
      : { ok: false, reason: 'listed', detail: `address ${typed} is not allowed` };
  }
  // A name the list does not know: only its addresses can make it allowed, which needs a list of them.
  if (allowed && allowed.names.size > 0 && !hasAddresses(allowed))
    return { ok: false, reason: 'listed', detail: `host ${typed} is not in OUTBOUND_ALLOWED_HOSTS` };
  let addresses: string[];
  try {
    addresses = await resolve(typed);
  } catch (err) {
    return { ok: false, reason: 'unreachable', detail: `cannot resolve ${typed}: ${(err as Error).message}` };
  }
  const refused = addresses.filter((a) => !allowedAddress(allowed, a));
  if (addresses.length === 0 || refused.length > 0)
    return { ok: false, reason: 'unreachable', detail: `${typed} resolves to ${addresses.join(', ')}` };
  return { ok: true, address: addresses[0]! };
}

/** Whether the list has any address or range (BlockList keeps no count; its rules say). */
const hasAddresses = (allowed: AllowedHosts) => allowed.addresses.rules.length > 0;
