import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Whether an address is plain public unicast. Everything else is refused: loopback, private,
 * link-local (cloud metadata), carrier-grade NAT, benchmarking, reserved, multicast, and the IPv6
 * forms that reach IPv4 or another network (6to4, Teredo, NAT64). An IPv4-mapped IPv6 address is
 * judged as the IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** Why a fetch failed, as a code fit to show the user; the error's message and cause, for the log, say more. */
export type PublicFetchFailure = 'ADDRESS_REFUSED' | 'UNREACHABLE' | 'TOO_LARGE';

export class PublicFetchError extends Error {
  readonly reason: PublicFetchFailure;

  constructor(reason: PublicFetchFailure, message: string, options?: ErrorOptions) {
    super(message, options);
    this.reason = reason;
  }
}

/** Every address a host name resolves to. Tests give their own to play a DNS server. */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true });

/** The URL to fetch, or why not: http(s) only, and no credentials in it. */
function parseTarget(url: string | URL): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch (cause) {
    throw new PublicFetchError('ADDRESS_REFUSED', 'not a URL', { cause });
  }
  if (!['http:', 'https:'].includes(parsed.protocol)) {
    throw new PublicFetchError('ADDRESS_REFUSED', `scheme ${parsed.protocol} is not fetched`);
  }
  if (parsed.username || parsed.password) {
    throw new PublicFetchError('ADDRESS_REFUSED', 'credentials in the URL');
  }
  return parsed;
}

interface AddressPolicy {
  /** Which addresses may be connected to: by default plain public unicast only. */
  allowAddress?: (address: string) => boolean;
  resolve?: Resolve;
}

/**
 * Resolves a host once and checks every address it answers with: one private answer among public
 * ones is enough to refuse, since the connection could take any of them.
 */
async function checkedAddresses(
  url: URL,
  { allowAddress = isPublicAddress, resolve = systemResolve }: AddressPolicy,
): Promise<LookupAddress[]> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  const addresses = family
    ? [{ address: host, family }]
    : await resolve(host).catch((cause: unknown) => {
        throw new PublicFetchError('UNREACHABLE', `${host} could not be resolved`, { cause });
      });
  if (addresses.length === 0) throw new PublicFetchError('UNREACHABLE', `${host} has no address`);
  const refused = addresses.find((a) => !allowAddress(a.address));
  if (refused) throw new PublicFetchError('ADDRESS_REFUSED', `${host} resolves to ${refused.address}`);
  return addresses;
}

/**
 * A `lookup` for the connection that answers only with addresses already checked. Without it the
 * socket would ask DNS again, and a name whose answer changes between the two questions (DNS
 * rebinding) would pass the check with a public address and connect to a private one.
 */
export function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (hostname, options, callback) => {
    const wanted =
      options.family === 4 || options.family === 'IPv4' ? 4 : options.family === 6 || options.family === 'IPv6' ? 6 : 0;
    const usable = addresses.filter((a) => wanted === 0 || a.family === wanted);
    const first = usable[0];
    if (!first) {
      const error: NodeJS.ErrnoException = new Error(`${hostname} has no checked IPv${wanted} address`);
      error.code = 'ENOTFOUND';
      callback(error, '', 0);
    } else if (options.all) callback(null, usable);
    else callback(null, first.address, first.family);
  };
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function get(url: URL, addresses: LookupAddress[], headers: Record<string, string>, signal: AbortSignal) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    // No shared agent: a pooled socket would skip the lookup and could belong to an earlier answer.
    const request = client.request(url, { agent: false, lookup: pinnedLookup(addresses), headers, signal }, resolve);
    request.on('error', reject);
    request.end();
  });
}

async function readLimited(response: IncomingMessage, maxBytes: number): Promise<string> {
  const tooLarge = () => new PublicFetchError('TOO_LARGE', `the answer is larger than ${maxBytes} bytes`);
  if (Number(response.headers['content-length']) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface PublicFetchOptions extends AddressPolicy {
  maxBytes: number;
  timeoutMs?: number;
  maxRedirects?: number;
  headers?: Record<string, string>;
}

/**
 * GETs a URL a user gave, as text, without letting it reach inside the network: each hop (the URL
 * and every redirect) is resolved once, every address checked, and the connection made to exactly
 * those addresses. A non-2xx answer, a timeout or a network error is UNREACHABLE; the error's
 * message and cause say more, for the log only.
 */
export async function fetchPublicText(url: string | URL, options: PublicFetchOptions): Promise<string> {
  const { maxBytes, timeoutMs = 10_000, maxRedirects = 5, headers = {} } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  let target = parseTarget(url);
  for (let hop = 0; ; hop++) {
    const addresses = await checkedAddresses(target, options);
    const response = await get(target, addresses, headers, signal).catch((cause: unknown) => {
      throw new PublicFetchError('UNREACHABLE', `${target.host} could not be reached`, { cause });
    });
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECTS.has(status) && location) {
      response.destroy();
      if (hop >= maxRedirects) throw new PublicFetchError('UNREACHABLE', `more than ${maxRedirects} redirects`);
      target = parseTarget(new URL(location, target));
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new PublicFetchError('UNREACHABLE', `${target.host} answered ${status}`);
    }
    return await readLimited(response, maxBytes).catch((cause: unknown) => {
      if (cause instanceof PublicFetchError) throw cause;
      throw new PublicFetchError('UNREACHABLE', `reading the answer from ${target.host} failed`, { cause });
    });
  }
}

/**
 * Throws unless a URL may be fetched: asked before it is saved so the user hears at once. The fetch
 * itself checks again, since what a name resolves to can change.
 */
export async function checkPublicUrl(url: string, policy: AddressPolicy = {}): Promise<void> {
  await checkedAddresses(parseTarget(url), policy);
}
