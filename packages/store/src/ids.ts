/**
 * Identifiers and key material: base62 strings drawn without modulo bias; ids ordered by creation.
 *
 * @module
 */

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
// 248 = 4 × 62: bytes at or above it are rejected so that every character is equally likely.
const ACCEPT_BELOW = 248;

/**
 * A string of `length` base62 characters from `crypto.getRandomValues`, unbiased (rejection sampling).
 *
 * @param length - number of characters
 * @param random - fills a byte array with random bytes (injectable for tests)
 * @returns the random string
 * @example randomBase62(32) // 'q3V0aZ…'
 */
export function randomBase62(
  length: number,
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  let out = '';
  while (out.length < length) {
    const bytes = random(new Uint8Array(Math.ceil((length - out.length) * 1.1) + 4));
    for (const b of bytes) {
      if (b < ACCEPT_BELOW && out.length < length) out += BASE62[b % 62];
    }
  }
  return out;
}

/** Entity id prefixes. */
export type IdPrefix = 'acc' | 'key' | 'rec' | 'ing' | 'wh' | 'dlv' | 'evt';

// 8 base62 characters hold every millisecond until the year 8888; 12 more carry about 71 random bits.
const TIME_CHARS = 8;
const TAIL_CHARS = 12;
let last = { ms: -1, tail: '' };

/**
 * A new id such as `rec_0Ok3xQ2m4fZ…`: 20 base62 characters, the creation millisecond then a random tail.
 * Ids sort (byte order, as the `collate "C"` id columns do) in the order this process made them, even
 * within one millisecond, where the tail of the previous id is incremented instead of drawn again
 * (the ULID rule). Lists ordered "newest first, then id" therefore keep creation order on timestamp ties.
 *
 * @param prefix - the entity's prefix
 * @param now - the current time in ms (injectable for tests)
 * @example newId('rec') // 'rec_0Ok3xQ2m…'
 */
export function newId(prefix: IdPrefix, now: number = Date.now()): string {
  if (now > last.ms) last = { ms: now, tail: randomBase62(TAIL_CHARS) };
  else {
    const tail = incrementBase62(last.tail);
    // A wrapped tail (one in 62^12) or a clock gone backwards moves on to the next millisecond.
    last = tail === undefined ? { ms: last.ms + 1, tail: randomBase62(TAIL_CHARS) } : { ms: last.ms, tail };
  }
  return `${prefix}_${encodeBase62(last.ms, TIME_CHARS)}${last.tail}`;
}

function encodeBase62(value: number, width: number): string {
  let out = '';
  for (let v = value; v > 0; v = Math.floor(v / 62)) out = BASE62[v % 62] + out;
  return out.padStart(width, '0');
}

/** The next base62 string of the same length, or undefined when it is all `z`. */
function incrementBase62(text: string): string | undefined {
  const digits = [...text];
  for (let i = digits.length - 1; i >= 0; i--) {
    const next = BASE62.indexOf(digits[i]!) + 1;
    if (next < 62) {
      digits[i] = BASE62[next]!;
      return digits.join('');
    }
    digits[i] = '0';
  }
  return undefined;
}
