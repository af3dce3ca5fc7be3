/**
 * The one error class of the store, whatever the adapter.
 *
 * @module
 */

/**
 * What went wrong:
 * - `not_found`: a referenced row does not exist (e.g. creating a recipe for an unknown account);
 * - `conflict`: a uniqueness or version conflict;
 * - `invalid`: a bad argument (cursor, limit, JSON);
 * - `unavailable`: the database cannot be reached (the API answers 503);
 * - `locked`: the PGlite data directory is used by another process;
 * - `internal`: anything else (a bug; the API answers 500).
 */
export type StoreErrorCode = 'not_found' | 'conflict' | 'invalid' | 'unavailable' | 'locked' | 'internal';

/** Where an error came from: the adapter, or `store` for adapter-independent code. */
export type StoreErrorSource = 'memory' | 'pglite' | 'postgres' | 'store';

/**
 * A store failure. The message is prefixed with `[store] [<adapter>]`; `cause` keeps the driver error.
 *
 * @example
 * try { await store.recipes.create(accountId, input) }
 * catch (e) { if (e instanceof StoreError && e.code === 'unavailable') return c.json(body, 503) }
 */
export class StoreError extends Error {
  override readonly name = 'StoreError';
  readonly code: StoreErrorCode;
  readonly source: StoreErrorSource;

  /**
   * @param code - what went wrong
   * @param source - the adapter (or `store`)
   * @param message - one sentence, without the prefix
   * @param options - `cause`: the underlying error
   */
  constructor(
    code: StoreErrorCode,
    source: StoreErrorSource,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`[store] [${source}] ${message}`, options);
    this.code = code;
    this.source = source;
  }
}

/**
 * Whether `e` is a `StoreError`, optionally with a given code.
 *
 * @example if (isStoreError(e, 'unavailable')) retryLater()
 */
export function isStoreError(e: unknown, code?: StoreErrorCode): e is StoreError {
  return e instanceof StoreError && (code === undefined || e.code === code);
}

/** The error of revoking an account's last active key (`conflict`). */
export function lastKey(source: StoreErrorSource, accountId: string, keyId: string): StoreError {
  return new StoreError(
    'conflict',
    source,
    `key ${keyId} is the last active key of account ${accountId}; create another before revoking it`,
  );
}
