/**
 * The migration runner: one transaction, serialised across processes by a PostgreSQL advisory lock,
 * recording applied versions in `schema_migrations`.
 *
 * @module
 */
import { MIGRATIONS } from './migrations/index';
import type { Migration } from './migrations/migration';
import type { SqlClient } from './sql-client';

// First key of the two-key advisory lock; the second is the schema, so that databases with one
// schema per test file do not wait on each other.
const LOCK_CLASS = 0x6e6c; // "nl"

/**
 * Applies the migrations not yet recorded in `schema_migrations` (in the current schema), in order,
 * all in one transaction under an advisory lock. Running it again is a no-op.
 *
 * @param client - the SQL client
 * @param migrations - the migrations to apply (defaults to all; tests pass a prefix)
 * @returns the names applied now
 * @example await runMigrations(client) // ['0001-init', '0002-recipe-ingredient-count'] on a new database
 */
export async function runMigrations(
  client: SqlClient,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<string[]> {
  return client.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(current_schema()))`);
    await tx.exec(
      `create table if not exists schema_migrations (
         version integer primary key,
         name text not null,
         applied_at timestamptz not null default now()
       )`,
    );
    const { rows } = await tx.query<{ version: number }>('select version from schema_migrations');
    const done = new Set(rows.map((r) => r.version));
    const applied: string[] = [];
    for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [m.version, m.name]);
      applied.push(m.name);
    }
    return applied;
  });
}
