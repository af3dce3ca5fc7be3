/**
 * Maps driver errors (PGlite, postgres.js, Node sockets) to `StoreError` codes, and wraps a
 * `SqlClient` so that every failure leaving it is a `StoreError`.
 *
 * @module
 */
import { StoreError, type StoreErrorCode } from '../store-error';
import type { SqlClient, SqlExecutor } from './sql-client';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);

function codeOf(e: unknown): string | undefined {
  if (typeof e !== 'object' || e === null) return undefined;
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  const inner = (e as { errors?: unknown }).errors;
  return Array.isArray(inner) ? codeOf(inner[0]) : undefined;
}

/**
 * The store code for a driver error: SQLSTATE classes and socket error codes.
 *
 * @example storeCodeOf({ code: '23505' }) // 'conflict'
 */
export function storeCodeOf(e: unknown): StoreErrorCode {
  const code = codeOf(e);
  if (code !== undefined) {
    if (NETWORK_CODES.has(code)) return 'unavailable';
    if (code === '23505') return 'conflict';
    if (code === '23503') return 'not_found';
    // connection exceptions, insufficient resources, operator intervention, serialization/deadlock
    if (/^(08|53|57P0)/.test(code) || code === '40001' || code === '40P01') return 'unavailable';
    if (/^22/.test(code)) return 'invalid';
  }
  const message = e instanceof Error ? e.message : '';
  if (/\b(is closed|closed|ended|terminat)/i.test(message) && !/^\d/.test(code ?? '')) return 'unavailable';
  return 'internal';
}

/**
 * Wraps a driver error as a `StoreError` (a `StoreError` passes through).
 *
 * @param source - the adapter
 * @param e - the error
 */
export function toStoreError(source: 'pglite' | 'postgres', e: unknown): StoreError {
  if (e instanceof StoreError) return e;
  const code = storeCodeOf(e);
  const detail = e instanceof Error ? e.message : String(e);
  const lead =
    code === 'unavailable'
      ? 'database unavailable'
      : code === 'conflict'
        ? 'conflict'
        : code === 'not_found'
          ? 'referenced row not found'
          : code === 'invalid'
            ? 'invalid value'
            : 'database error';
  return new StoreError(code, source, `${lead}: ${detail}`, { cause: e });
}

class FromCallback {
  constructor(readonly error: unknown) {}
}

function guardExecutor(source: 'pglite' | 'postgres', ex: SqlExecutor): SqlExecutor {
  return {
    async query(text, params) {
      try {
        return await ex.query(text, params);
      } catch (e) {
        throw toStoreError(source, e);
      }
    },
    async exec(script) {
      try {
        await ex.exec(script);
      } catch (e) {
        throw toStoreError(source, e);
      }
    },
  };
}

/**
 * A client whose driver failures all surface as `StoreError`; errors thrown by a transaction's
 * callback are rethrown unchanged.
 *
 * @example const client = guardClient(createPgliteClient(db))
 */
export function guardClient(client: SqlClient): SqlClient {
  const source = client.name;
  const base = guardExecutor(source, client);
  return {
    name: source,
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      try {
        return await client.transaction(async (tx) => {
          try {
            return await fn(guardExecutor(source, tx));
          } catch (e) {
            throw new FromCallback(e);
          }
        });
      } catch (e) {
        if (e instanceof FromCallback) throw e.error;
        throw toStoreError(source, e);
      }
    },
    async close() {
      try {
        await client.close();
      } catch (e) {
        throw toStoreError(source, e);
      }
    },
  };
}
