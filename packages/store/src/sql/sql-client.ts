/**
 * The small SQL client interface the SQL store runs on, implemented for PGlite and postgres.js.
 * Parameters are `$1…` placeholders; pass JSON as text (cast with `::text::jsonb`, so that no driver re-encodes it) and timestamps as ISO strings.
 *
 * @module
 */

/** The rows of a query. */
export interface SqlResult<R> {
  readonly rows: R[];
}

/** Something that runs SQL: a client or a transaction. */
export interface SqlExecutor {
  /** Runs one parameterised statement. */
  query<R = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<SqlResult<R>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

/** A connection (or pool) to PostgreSQL-compatible storage. */
export interface SqlClient extends SqlExecutor {
  /** Which engine this is; names errors. */
  readonly name: 'pglite' | 'postgres';
  /** Runs `fn` in a transaction on one connection: commit when it resolves, roll back when it throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** Closes the client. */
  close(): Promise<void>;
}
