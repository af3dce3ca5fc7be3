/**
 * Random identifiers and key material: base62 strings drawn without modulo bias.
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

/**
 * A new random id such as `rec_4fZ…` (20 base62 characters, about 119 bits).
 *
 * @example newId('rec') // 'rec_0aX9…'
 */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBase62(20)}`;
}
