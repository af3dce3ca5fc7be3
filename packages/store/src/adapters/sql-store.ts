/**
 * The SQL adapter: one implementation over a `SqlClient`, the same SQL on PGlite and PostgreSQL.
 * The repositories live in `./sql/`; this module composes them and owns transactions and the lifecycle.
 *
 * @module
 */
import { guardClient } from '../sql/map-error';
import { runMigrations } from '../sql/migrate';
import type { SqlClient, SqlExecutor } from '../sql/sql-client';
import type { Store, StoreOptions, StoreRepositories } from '../types';
import { sqlAccounts } from './sql/accounts';
import { sqlApiKeys } from './sql/api-keys';
import { type SqlContext, sqlContext } from './sql/context';
import { sqlIdempotency } from './sql/idempotency';
import { sqlIngredients } from './sql/ingredients';
import { sqlOutbox } from './sql/outbox';
import { sqlRecipes } from './sql/recipes';
import { type Row, str } from './sql/rows';
import { sqlWebhooks } from './sql/webhooks';

function makeRepositories(ctx: SqlContext): StoreRepositories {
  return {
    accounts: sqlAccounts(ctx),
    apiKeys: sqlApiKeys(ctx),
    recipes: sqlRecipes(ctx),
    ingredients: sqlIngredients(ctx),
    webhooks: sqlWebhooks(ctx),
    outbox: sqlOutbox(ctx),
    idempotency: sqlIdempotency(ctx),
  };
}

// First key of the maintenance advisory locks (the migrations use 0x6e6c): "nm".
const MAINTENANCE_LOCK_CLASS = 0x6e6d;

async function currentSchema(db: SqlExecutor): Promise<string> {
  const { rows } = await db.query<Row>('select current_schema() as s');
  return str(rows[0]?.s);
}

/** Options of `createSqlStore`. */
export interface SqlStoreOptions extends StoreOptions {
  /** Apply pending migrations before returning (default true). */
  readonly migrate?: boolean;
  /** Called after the client is closed (e.g. to release a lock file). */
  readonly onClose?: () => Promise<void> | void;
  /** PGlite: the store's `backup` (see `Store.backup`). */
  readonly backup?: () => Promise<string>;
}

/**
 * A store over a ready SQL client (PGlite or postgres.js); applies migrations unless told not to.
 * The store owns the client from then on: `close()` closes it.
 *
 * @param client - the client (see `createPgliteClient`, `createPostgresClient`)
 * @param options - clock, migrate, onClose
 * @returns the store
 * @example const store = await createSqlStore(createPgliteClient(await PGlite.create(dir)))
 */
export async function createSqlStore(client: SqlClient, options: SqlStoreOptions = {}): Promise<Store> {
  const source = client.name;
  const db = guardClient(client);
  const clock = options.now ?? (() => new Date());
  const nowIso = (): string => clock().toISOString();
  let closing: Promise<void> | null = null;

  if (options.migrate !== false) {
    try {
      await runMigrations(db);
    } catch (e) {
      await client.close().catch(() => undefined);
      await options.onClose?.();
      throw e;
    }
  }

  const inTx =
    (tx: SqlExecutor) =>
    <T>(fn: (db: SqlExecutor) => Promise<T>): Promise<T> =>
      fn(tx);
  const repositoriesIn = (tx: SqlExecutor) => makeRepositories(sqlContext(tx, source, nowIso, inTx(tx)));
  const transaction = <T>(fn: (tx: StoreRepositories) => Promise<T>): Promise<T> =>
    db.transaction((tx) => fn(repositoriesIn(tx)));

  return {
    adapter: source,
    ...makeRepositories(sqlContext(db, source, nowIso, (fn) => db.transaction(fn))),
    transaction,
    async exclusive(lock, fn) {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<Row>(
          'select pg_try_advisory_xact_lock($1::int, hashtext($2)) as locked',
          [MAINTENANCE_LOCK_CLASS, `${lock}:${await currentSchema(tx)}`],
        );
        if (rows[0]?.locked !== true) return { ran: false as const };
        return { ran: true as const, value: await fn(repositoriesIn(tx)) };
      });
    },
    async vacuum() {
      // PostgreSQL's autovacuum keeps up by itself; VACUUM cannot run in a transaction block anyway.
      // On PGlite the checkpoint after it lets the log of the purge go (adapters/pglite-wal.ts).
      if (source !== 'pglite') return;
      await db.exec('vacuum analyze');
      await db.exec('checkpoint');
    },
    ...(options.backup ? { backup: options.backup } : {}),
    migrate() {
      return runMigrations(db);
    },
    async ping() {
      await db.query('select 1');
    },
    close() {
      closing ??= (async () => {
        try {
          await db.close();
        } finally {
          await options.onClose?.();
        }
      })();
      return closing;
    },
  };
}
