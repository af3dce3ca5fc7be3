/**
 * The webhook SSRF guard (api.md §9): a webhook URL must be `https://` on a public host, checked when
 * it is configured and again at delivery, after DNS resolution, on the very address the socket then
 * connects to (so a DNS answer that changes between the two checks cannot reach a private address).
 * `WEBHOOK_ALLOW_PRIVATE=1` lifts it (plain `http://` and private addresses) for tests and local use.
 *
 * @module
 */

import type { LookupAddress, LookupAllOptions } from 'node:dns';
import dns from 'node:dns';
import { isIP } from 'node:net';

/** A blocked IPv4 range: first address and prefix length. */
interface Ipv4Range {
  readonly base: string;
  readonly bits: number;
  readonly why: string;
}

/** IPv4 ranges a webhook may never reach (RFC 6890 special-purpose registry, the non-global rows). */
const BLOCKED_IPV4: readonly Ipv4Range[] = [
  { base: '0.0.0.0', bits: 8, why: '"this network"' },
  { base: '10.0.0.0', bits: 8, why: 'private (RFC 1918)' },
  { base: '100.64.0.0', bits: 10, why: 'shared address space (RFC 6598)' },
  { base: '127.0.0.0', bits: 8, why: 'loopback' },
  { base: '169.254.0.0', bits: 16, why: 'link-local, cloud metadata' },
  { base: '172.16.0.0', bits: 12, why: 'private (RFC 1918)' },
  { base: '192.0.0.0', bits: 24, why: 'IETF protocol assignments' },
  { base: '192.0.2.0', bits: 24, why: 'documentation (RFC 5737)' },
  { base: '192.168.0.0', bits: 16, why: 'private (RFC 1918)' },
  { base: '198.18.0.0', bits: 15, why: 'benchmarking' },
  { base: '198.51.100.0', bits: 24, why: 'documentation (RFC 5737)' },
  { base: '203.0.113.0', bits: 24, why: 'documentation (RFC 5737)' },
  { base: '224.0.0.0', bits: 4, why: 'multicast' },
  { base: '240.0.0.0', bits: 4, why: 'reserved, broadcast' },
];

/** Host names that name the local machine or a cloud metadata service. */
const BLOCKED_HOST_NAMES = new Set([
  'localhost',
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
]);

/** Host-name suffixes that never name a public host. */
const BLOCKED_HOST_SUFFIXES = ['.localhost', '.internal', '.local', '.home.arpa'];

function ipv4ToInt(ip: string): number {
  const parts = ip.split('.').map(Number);
  return (((parts[0] ?? 0) << 24) | ((parts[1] ?? 0) << 16) | ((parts[2] ?? 0) << 8) | (parts[3] ?? 0)) >>> 0;
}

function blockedIpv4(ip: string): string | null {
  const value = ipv4ToInt(ip);
  for (const range of BLOCKED_IPV4) {
    const mask = range.bits === 0 ? 0 : (0xffffffff << (32 - range.bits)) >>> 0;
    if ((value & mask) >>> 0 === (ipv4ToInt(range.base) & mask) >>> 0) return range.why;
  }
  return null;
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped, embedded dotted IPv4 allowed). */
function ipv6Groups(ip: string): number[] {
  let text = ip.split('%')[0] ?? ip;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const v4 = ipv4ToInt(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(zeros).fill('0'), ...right].map((group) => Number.parseInt(group, 16));
}

function embeddedIpv4(groups: readonly number[], from: number): string {
  const hi = groups[from] ?? 0;
  const lo = groups[from + 1] ?? 0;
  return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
}

/**
 * Every IPv6 form that carries an IPv4 address is judged by that address (a private IPv4 reached
 * through a translator or tunnel is still private); the other non-global ranges of the RFC 6890
 * registry are refused outright.
 */
function blockedIpv6(ip: string): string | null {
  const g = ipv6Groups(ip);
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const firstFourZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0;
  const firstSixZero = firstFourZero && g4 === 0;
  if (firstSixZero && g5 === 0 && g6 === 0 && g7 === 0) return 'unspecified';
  if (firstSixZero && g5 === 0 && g6 === 0 && g7 === 1) return 'loopback';
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible), ::ffff:0:a.b.c.d (translated, RFC 6145).
  if (firstSixZero && (g5 === 0xffff || g5 === 0)) return blockedIpv4(embeddedIpv4(g, 6));
  if (firstFourZero && g4 === 0xffff && g5 === 0) return blockedIpv4(embeddedIpv4(g, 6));
  // 64:ff9b::/96, the well-known NAT64 prefix (RFC 6052).
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return blockedIpv4(embeddedIpv4(g, 6));
  }
  // 64:ff9b:1::/48, local-use NAT64 (RFC 8215): a translator of the local network, never global.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return 'local-use NAT64 (RFC 8215)';
  if (g0 === 0x2002) return blockedIpv4(embeddedIpv4(g, 1)); // 6to4
  if (g0 === 0x2001 && g1 === 0) {
    // Teredo (RFC 4380): the client's IPv4 address is stored inverted in the last 32 bits.
    return blockedIpv4(embeddedIpv4([g6 ^ 0xffff, g7 ^ 0xffff], 0)) ?? blockedIpv4(embeddedIpv4(g, 2));
  }
  if (g0 === 0x2001 && g1 === 0xdb8) return 'documentation (2001:db8::/32)';
  if (g0 === 0x100 && g1 === 0 && g2 === 0 && g3 === 0) return 'discard-only (100::/64)';
  // ISATAP interface identifiers (RFC 5214): ::0:5efe:a.b.c.d or ::200:5efe:a.b.c.d under any prefix.
  if ((g4 & 0xfdff) === 0 && g5 === 0x5efe) {
    const why = blockedIpv4(embeddedIpv4(g, 6));
    if (why !== null) return why;
  }
  if ((g0 & 0xfe00) === 0xfc00) return 'unique local (fc00::/7), cloud metadata';
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local (fe80::/10)';
  if ((g0 & 0xffc0) === 0xfec0) return 'site-local (fec0::/10)';
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  return null;
}

/**
 * Why an IP address is not a public unicast address, or `null` when it is.
 *
 * @param ip - an IPv4 or IPv6 address (brackets and zone ids allowed)
 * @returns a short reason such as `loopback`, or `null`
 * @example blockedAddressReason('::ffff:127.0.0.1') // 'loopback'
 */
export function blockedAddressReason(ip: string): string | null {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  const family = isIP(bare.split('%')[0] ?? bare);
  if (family === 4) return blockedIpv4(bare);
  if (family === 6) return blockedIpv6(bare);
  return 'not an IP address';
}

/**
 * Whether a webhook must not reach this address (private, loopback, link-local, metadata, …).
 *
 * @example isPrivateAddress('10.1.2.3') // true
 */
export function isPrivateAddress(ip: string): boolean {
  return blockedAddressReason(ip) !== null;
}

/** Options of the guard. */
export interface SsrfOptions {
  /** `WEBHOOK_ALLOW_PRIVATE=1`: allow `http://` and private addresses. */
  readonly allowPrivate: boolean;
}

/**
 * Why a webhook URL is refused, or `null` when it may be configured (and, at delivery, connected to
 * after the address check of {@link createGuardedLookup}).
 *
 * @param raw - the URL the client sent
 * @returns one human sentence, or `null`
 * @example checkWebhookUrl('http://example.com/hook', { allowPrivate: false }) // 'must use https://'
 */
export function checkWebhookUrl(raw: string, options: SsrfOptions): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must use https://';
  if (url.protocol === 'http:' && !options.allowPrivate) return 'must use https://';
  if (url.username !== '' || url.password !== '') return 'must not contain a user name or password';
  if (options.allowPrivate) return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || isIP(host) !== 0) {
    const why = blockedAddressReason(host);
    return why === null ? null : `must not point to a ${why} address`;
  }
  if (BLOCKED_HOST_NAMES.has(host) || BLOCKED_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix))) {
    return 'must not point to a local or metadata host';
  }
  if (!host.includes('.')) return 'must name a public host (a fully qualified domain name)';
  return null;
}

/** A refused connection: the host resolved to an address a webhook may not reach. */
export class SsrfBlockedError extends Error {
  override readonly name = 'SsrfBlockedError';
  readonly code = 'ESSRFBLOCKED';
}

/** The `lookup` option of `net.connect` / `http.request` (both call shapes: `all` or one address). */
export type ConnectLookup = (
  hostname: string,
  options: { family?: number | string; hints?: number; all?: boolean },
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
) => void;

/** A resolver with `dns.lookup`'s `{ all: true }` shape (swappable in tests). */
export type ResolveAll = (hostname: string, options: LookupAllOptions) => Promise<LookupAddress[]>;

const systemResolveAll: ResolveAll = (hostname, options) => dns.promises.lookup(hostname, options);

/**
 * A `lookup` for `http(s).request` that resolves every address of the host and refuses the connection
 * when any of them is private, so the socket only ever connects to an address that was checked.
 *
 * @param options - `allowPrivate` skips the check
 * @param resolveAll - the resolver (default `dns.promises.lookup` with `all: true`)
 * @example https.request(url, { lookup: createGuardedLookup({ allowPrivate: false }) })
 */
export function createGuardedLookup(
  options: SsrfOptions,
  resolveAll: ResolveAll = systemResolveAll,
): ConnectLookup {
  return (hostname, lookupOptions, callback) => {
    const family =
      lookupOptions.family === 'IPv6' ? 6 : lookupOptions.family === 'IPv4' ? 4 : lookupOptions.family;
    resolveAll(hostname, {
      all: true,
      ...(typeof family === 'number' ? { family } : {}),
      ...(lookupOptions.hints === undefined ? {} : { hints: lookupOptions.hints }),
    }).then(
      (addresses) => {
        if (addresses.length === 0) {
          callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '');
          return;
        }
        if (!options.allowPrivate) {
          for (const entry of addresses) {
            const why = blockedAddressReason(entry.address);
            if (why !== null) {
              callback(
                new SsrfBlockedError(`${hostname} resolves to a ${why} address (${entry.address})`),
                '',
              );
              return;
            }
          }
        }
        const first = addresses[0] as LookupAddress;
        if (lookupOptions.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
