/**
 * What every SQL repository runs with: the executor, the engine's name, the clock and the transaction
 * scope, the same for the top-level store and for the repositories inside `transaction`.
 *
 * @module
 */
import type { SqlExecutor } from '../../sql/sql-client';
import { StoreError } from '../../store-error';

/** The shared state of one set of SQL repositories. */
export interface SqlContext {
  readonly db: SqlExecutor;
  readonly source: 'pglite' | 'postgres';
  readonly nowIso: () => string;
  /** Runs `fn` in a transaction: a new one at the top level, the current one inside `transaction`. */
  readonly atomic: <T>(fn: (db: SqlExecutor) => Promise<T>) => Promise<T>;
  /** Runs `fn`, reporting a missing account (a foreign-key failure) as `no account <id>`. */
  readonly withAccount: <T>(accountId: string, fn: () => Promise<T>) => Promise<T>;
}

/** The context over `db`. */
export function sqlContext(
  db: SqlExecutor,
  source: 'pglite' | 'postgres',
  nowIso: () => string,
  atomic: <T>(fn: (db: SqlExecutor) => Promise<T>) => Promise<T>,
): SqlContext {
  const noAccount = (accountId: string) => new StoreError('not_found', source, `no account ${accountId}`);
  // Foreign-key failures come back as not_found already; this gives them a clearer message.
  const withAccount = async <T>(accountId: string, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof StoreError && e.code === 'not_found') throw noAccount(accountId);
      throw e;
    }
  };
  return { db, source, nowIso, atomic, withAccount };
}
