/**
 * The PGlite adapter: embedded PostgreSQL (WASM) in a data directory, the default store.
 *
 * @module
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SqlClient, SqlExecutor } from '../sql/sql-client';
import { StoreError } from '../store-error';
import type { Store, StoreOptions } from '../types';
import { LOCK_SOCKET, lockDirectory } from './directory-lock';
import { dumpPglite } from './pglite-backup';
import { pgliteOptions, WalCheckpointer } from './pglite-wal';
import { createSqlStore } from './sql-store';

/** The lock's socket inside a PGlite data directory (see `directory-lock.ts`). */
export const PGLITE_LOCK_SOCKET = LOCK_SOCKET;

interface PgliteLike {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
  exec(script: string): Promise<unknown>;
}

function executor(db: PgliteLike, touched?: () => void): SqlExecutor {
  return {
    async query<R>(text: string, params?: readonly unknown[]) {
      touched?.();
      const { rows } = await db.query<R>(text, params ? [...params] : undefined);
      return { rows };
    },
    async exec(script: string) {
      touched?.();
      await db.exec(script);
    },
  };
}

/**
 * Wraps a ready PGlite instance as a `SqlClient`. PGlite serialises queries itself: a query outside
 * a transaction waits for the transaction to finish.
 *
 * @param db - the PGlite instance (the client takes ownership: `close()` closes it)
 * @param checkpointer - told of every query; closed (a last checkpoint) before the database
 * @example const client = createPgliteClient(await PGlite.create('./data'))
 */
export function createPgliteClient(db: PGlite, checkpointer?: WalCheckpointer): SqlClient {
  const touched = checkpointer ? () => checkpointer.touched() : undefined;
  return {
    name: 'pglite',
    ...executor(db, touched),
    transaction(fn) {
      touched?.();
      return db.transaction((tx) => fn(executor(tx)));
    },
    async close() {
      if (db.closed) return;
      await checkpointer?.close();
      await db.close();
    },
  };
}

/**
 * Opens (creating if needed) a file-backed PGlite store in `dataDir`, applying migrations.
 * Only one process may open a directory: a second one gets `StoreError('locked')` naming the holder.
 * The lock dies with its holder (a Unix-domain socket the kernel closes), so a restart after a crash
 * opens the directory at once, whatever the pids.
 *
 * @param dataDir - the data directory (created if missing)
 * @param options - `now`: the clock
 * @returns the store; `close()` releases the lock
 * @example const store = await openPgliteStore('./data/pglite')
 */
export async function openPgliteStore(dataDir: string, options: StoreOptions = {}): Promise<Store> {
  const dir = resolve(dataDir);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (cause) {
    throw new StoreError('unavailable', 'pglite', `cannot create data directory ${dir}`, { cause });
  }
  const lock = await lockDirectory(dir);
  let db: PGlite;
  try {
    db = await PGlite.create(dir, pgliteOptions());
    // PGlite has no autovacuum, so statistics go stale: with the default random_page_cost the planner
    // then sorts a whole account instead of walking the keyset index (10× slower list pages). Its
    // pages are in memory anyway. ANALYZE refreshes what earlier runs wrote.
    await db.exec('set random_page_cost = 1.1; analyze;');
  } catch (cause) {
    await lock.release();
    throw new StoreError(
      'unavailable',
      'pglite',
      `cannot open database in ${dir}: ${(cause as Error).message}`,
      {
        cause,
      },
    );
  }
  const checkpointer = new WalCheckpointer(db);
  return createSqlStore(createPgliteClient(db, checkpointer), {
    ...options,
    onClose: () => lock.release(),
    backup: () => dumpPglite(db),
  });
}
