import ipaddr from 'ipaddr.js';
import type { TrustedProxies } from '../config.ts';

/** Where no address is known (an injected test request, a Unix socket) or it is not an address. */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * The client an address stands for, which every per-address limit counts as one (decision 031):
 * - an IPv6 address by its /64: a home or phone line is given a whole /64 (RFC 6177) and its
 *   owner may pick any of its 2^64 addresses, so counting single addresses would not limit it;
 * - an IPv4 address by itself, also when written as IPv6 (`::ffff:a.b.c.d`, as a dual-stack
 *   socket reports IPv4 peers), so one client is not counted under two names;
 * - a zone id (`fe80::1%eth0`) is dropped with the rest of the interface identifier;
 * - anything else shares the one key `UNKNOWN_CLIENT`, so a value that is not an address cannot
 *   open a new count each time.
 * The key for IPv6 is the form the sign-in throttle has stored since decision 016
 * (`2001:db8:0:0::/64`), so its counts carried over.
 */
export function clientAddress(address: string | undefined): string {
  if (address === undefined) return UNKNOWN_CLIENT;
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) return ipaddr.IPv4.parse(address).toString();
  if (!ipaddr.IPv6.isValid(address)) return UNKNOWN_CLIENT;
  const ip = ipaddr.IPv6.parse(address);
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address().toString();
  return `${ip.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}

/**
 * Fastify's `trustProxy` for the proxies the configuration names (TRUST_PROXY). A count becomes a
 * rule on the hop: Fastify reads a bare number as "believe nobody", and `true` as "believe every
 * hop", which makes the client's address the leftmost X-Forwarded-For entry, which the client
 * writes itself. With a count, the address is the one the outermost trusted proxy saw.
 */
export function proxyTrust(trusted: TrustedProxies): false | string[] | ((address: string, hop: number) => boolean) {
  if (Array.isArray(trusted)) return trusted;
  if (trusted === 0) return false;
  return (_address, hop) => hop < trusted;
}
