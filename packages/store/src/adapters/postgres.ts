/**
 * The PostgreSQL adapter: the SQL store over a postgres.js connection pool.
 *
 * @module
 */
import postgres from 'postgres';
import { pgTimestampToIso, toIso } from '../_internal/time';
import type { SqlClient, SqlExecutor } from '../sql/sql-client';
import type { Store, StoreOptions } from '../types';
import { createSqlStore } from './sql-store';

type Sql = postgres.Sql<Record<string, never>>;
type TxSql = postgres.TransactionSql<Record<string, never>>;

function executor(sql: Sql | TxSql): SqlExecutor {
  return {
    async query<R>(text: string, params?: readonly unknown[]) {
      const rows = await sql.unsafe(text, (params ?? []) as postgres.ParameterOrJSON<never>[], {
        prepare: true,
      });
      return { rows: [...rows] as R[] };
    },
    async exec(script: string) {
      // No parameters: the simple query protocol, which accepts several statements.
      await sql.unsafe(script);
    },
  };
}

/**
 * Wraps a postgres.js instance (a pool) as a `SqlClient`; transactions run on one pooled connection.
 *
 * @param sql - the postgres.js instance (the client takes ownership: `close()` ends the pool)
 * @example const client = createPostgresClient(postgres(url, { max: 10 }))
 */
export function createPostgresClient(sql: Sql): SqlClient {
  return {
    name: 'postgres',
    ...executor(sql),
    async transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      return (await sql.begin((tx) => fn(executor(tx)))) as T;
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}

/** Options of `openPostgresStore`. */
export interface PostgresStoreOptions extends StoreOptions {
  /** Pool size (default 10). */
  readonly max?: number;
  /** Seconds to wait for a connection (default 10). */
  readonly connectTimeout?: number;
  /** A schema to use instead of `public` (set as `search_path` on every connection; must exist). */
  readonly schema?: string;
}

/**
 * Connects a pool to the PostgreSQL server at `url`, applies migrations and returns the store.
 * Fails with `StoreError('unavailable')` when the server cannot be reached.
 *
 * @param url - a connection URL, e.g. `postgres://user@host:5432/db`
 * @param options - pool size, connect timeout, schema, clock
 * @returns the store; `close()` ends the pool
 * @example const store = await openPostgresStore(env.DATABASE_URL, { max: 20 })
 */
export async function openPostgresStore(url: string, options: PostgresStoreOptions = {}): Promise<Store> {
  const sql = postgres(url, {
    max: options.max ?? 10,
    connect_timeout: options.connectTimeout ?? 10,
    onnotice: () => {},
    // Timestamps come back as text in UTC, rearranged into ISO without a `Date` (pgTimestampToIso).
    connection: { TimeZone: 'UTC', ...(options.schema ? { search_path: options.schema } : {}) },
    types: { timestamptz: { to: 1184, from: [1184], parse: pgTimestampToIso, serialize: toIso } },
  }) as unknown as Sql;
  return createSqlStore(createPostgresClient(sql), options);
}
