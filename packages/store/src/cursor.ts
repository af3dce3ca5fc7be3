/**
 * Opaque keyset cursors over `(timestamp, id)`, and list-limit checks.
 *
 * @module
 */
import { StoreError, type StoreErrorSource } from './store-error';

/** The position after which the next page starts. */
export interface CursorPosition {
  readonly at: string;
  readonly id: string;
}

/**
 * Encodes a position as base64url JSON.
 *
 * @example encodeCursor({ at: '2026-01-01T00:00:00.000Z', id: 'rec_x' })
 */
export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.at, position.id]), 'utf8').toString('base64url');
}

/**
 * Decodes a cursor; throws `StoreError('invalid')` when it was not made by `encodeCursor`.
 *
 * @param cursor - the cursor, or null/undefined for the first page
 * @param source - the adapter, for the error message
 */
export function decodeCursor(
  cursor: string | null | undefined,
  source: StoreErrorSource,
): CursorPosition | null {
  if (cursor === null || cursor === undefined) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      !Number.isNaN(Date.parse(value[0]))
    ) {
      return { at: new Date(value[0]).toISOString(), id: value[1] };
    }
  } catch {
    // fall through
  }
  throw new StoreError('invalid', source, 'invalid cursor');
}

/** The default page size. */
export const DEFAULT_PAGE_LIMIT = 100;
/** The largest page size (api.md §5). */
export const MAX_PAGE_LIMIT = 1000;

/**
 * Checks a limit (1..max integer) and applies the default; throws `StoreError('invalid')` otherwise.
 *
 * @example checkLimit(undefined, 'memory') // 100
 */
export function checkLimit(
  limit: number | undefined,
  source: StoreErrorSource,
  fallback: number = DEFAULT_PAGE_LIMIT,
  max: number = MAX_PAGE_LIMIT,
): number {
  if (limit === undefined) return fallback;
  if (!Number.isInteger(limit) || limit < 1 || limit > max) {
    throw new StoreError('invalid', source, `limit must be an integer in 1..${max}, got ${limit}`);
  }
  return limit;
}
