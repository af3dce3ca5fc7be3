/**
 * The client address that failed-authentication limits are counted by: the socket's peer
 * address, or the `X-Forwarded-For` entry written by the outermost trusted proxy. IPv6
 * addresses are counted per /64, since one host usually holds a whole /64.
 *
 * @module
 */
import type { Context } from 'hono';

/** The Node socket that @hono/node-server puts in `c.env.incoming`. */
interface NodeBindings {
  readonly incoming?: { readonly socket?: { readonly remoteAddress?: string } };
}

/**
 * The address a request comes from, normalised for counting.
 *
 * @param trustProxyHops proxies in front whose `X-Forwarded-For` entries are trusted (0: ignore the header)
 * @returns e.g. `203.0.113.7`, `2001:db8:1:2::/64`, or `unknown` (no socket, as in `app.request` tests)
 * @example clientAddress(c, 1) // the entry the one trusted proxy appended
 */
export function clientAddress(c: Context, trustProxyHops = 0): string {
  const socketAddress = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  let address = socketAddress;
  if (trustProxyHops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    // Each trusted proxy appends the address it saw; the last `hops` entries were written by them.
    const entry = forwarded[forwarded.length - trustProxyHops];
    if (entry) address = entry;
  }
  return address ? normaliseAddress(address) : 'unknown';
}

/**
 * IPv4-mapped IPv6 → IPv4; other IPv6 → its /64 prefix.
 *
 * @example normaliseAddress('::ffff:10.0.0.1') // '10.0.0.1'
 * @example normaliseAddress('2001:db8:1:2:3:4:5:6') // '2001:db8:1:2::/64'
 */
export function normaliseAddress(address: string): string {
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return mapped[1] as string;
  if (!lower.includes(':')) return lower;
  const [head = '', tail = ''] = lower.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = 8 - headParts.length - tailParts.length;
  const groups = lower.includes('::')
    ? [...headParts, ...new Array<string>(Math.max(0, missing)).fill('0'), ...tailParts]
    : headParts;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
