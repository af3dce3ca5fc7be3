/**
 * API key material: generation, hashing, display prefix and constant-time comparison.
 * Only the SHA-256 hex hash of a key is ever stored.
 *
 * @module
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { randomBase62 } from './ids';

/** A well-formed key: `nlk_` + 32 base62 characters. */
export const API_KEY_PATTERN: RegExp = /^nlk_[0-9A-Za-z]{32}$/;

/** How many leading characters of a key are kept for display (`nlk_AbC1`). */
export const API_KEY_PREFIX_LENGTH = 8;

/**
 * A new plaintext API key.
 *
 * @example generateApiKey() // 'nlk_' + 32 base62 characters
 */
export function generateApiKey(): string {
  return `nlk_${randomBase62(32)}`;
}

/**
 * The stored form of a key: lowercase hex SHA-256.
 *
 * @example hashApiKey('nlk_…') // 64 hex characters
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The display prefix of a key, e.g. `nlk_AbC1`. */
export function apiKeyPrefix(key: string): string {
  return key.slice(0, API_KEY_PREFIX_LENGTH);
}

/**
 * Compares two hex hashes in constant time (for equal lengths).
 *
 * @returns true when equal
 */
export function hashesEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}
