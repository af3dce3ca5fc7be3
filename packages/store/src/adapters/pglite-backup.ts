/**
 * Backups of the embedded database: a logical SQL dump made by PGlite's own pg_dump
 * (`@electric-sql/pglite-tools`), restored by running it in a new data directory. Being SQL rather
 * than a copy of the files, a backup also carries the data across a PGlite release that changes the
 * on-disk format (a new PostgreSQL major version).
 *
 * @module
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { StoreError } from '../store-error';
import { pgliteOptions } from './pglite-wal';

/** How every dump made by pg_dump begins. */
const DUMP_HEADER = '--\n-- PostgreSQL database dump\n--';

// Session settings pg_dump changes on the (single, shared) connection; put back after a dump.
const RESET_AFTER_DUMP = [
  'datestyle',
  'intervalstyle',
  'extra_float_digits',
  'synchronize_seqscans',
  'statement_timeout',
  'lock_timeout',
  'idle_in_transaction_session_timeout',
  'row_security',
]
  .map((name) => `reset ${name};`)
  .join(' ');

/** A simple-query protocol message ('Q', length, text, NUL). */
function simpleQuery(sql: string): Uint8Array {
  const text = new TextEncoder().encode(sql);
  const message = new Uint8Array(text.length + 6);
  const view = new DataView(message.buffer);
  message[0] = 0x51;
  view.setInt32(1, text.length + 5);
  message.set(text, 5);
  return message;
}

/**
 * Dumps the database as SQL (`INSERT`s, so that `PGlite.exec` can restore it). It holds PGlite's
 * transaction lock, which waits for the transaction or query in progress to end and holds every other
 * back until the dump is written, so the dump is one consistent state; pg_dump itself runs
 * synchronously, blocking the event loop for its duration (the "pause" of a backup).
 *
 * @param db - an open PGlite instance
 * @returns the dump text
 */
export async function dumpPglite(db: PGlite): Promise<string> {
  const shown = await db.query<{ search_path: string }>('show search_path');
  const searchPath = shown.rows[0]?.search_path ?? 'public';
  return db._runExclusiveTransaction(async () => {
    // Under the lock, `db.query` would wait for it: pg_dump's helper statements go to the connection
    // as raw protocol messages, like its own.
    const raw = async (sql: string) => {
      await db.execProtocolRaw(simpleQuery(sql));
    };
    const pg = {
      query: async () => ({ rows: [{ search_path: searchPath }] }),
      exec: raw,
      execProtocolRawStream: db.execProtocolRawStream.bind(db),
    } as unknown as PGlite;
    try {
      const file = await pgDump({ pg });
      return await file.text();
    } finally {
      // pg_dump leaves its read-only transaction open on the shared connection: end it first.
      await raw(`rollback; set search_path = ${searchPath}; ${RESET_AFTER_DUMP}`);
    }
  });
}

/** Reads a backup file's bytes: gzip (by its magic number) or plain SQL. */
export function backupText(bytes: Uint8Array): string {
  const plain = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
  return new TextDecoder().decode(plain);
}

/**
 * Restores a dump into a new PGlite data directory: the dump runs in a directory beside it that is
 * renamed into place only once complete, so a failed restore leaves nothing half-made. Migrations
 * are not applied here: opening the store afterwards does that (a backup of an older release is
 * brought up to date then).
 *
 * @param dataDir - the directory to create; must not exist or be empty
 * @param dump - the dump text (see `backupText`)
 * @throws StoreError `invalid` when the text is not a pg_dump of this service's database, `conflict`
 *   when the directory holds data
 */
export async function restorePgliteBackup(dataDir: string, dump: string): Promise<void> {
  const dir = resolve(dataDir);
  if (!dump.startsWith(DUMP_HEADER) || !/CREATE TABLE public\.schema_migrations /.test(dump)) {
    throw new StoreError(
      'invalid',
      'pglite',
      'not a backup of this service (a pg_dump with schema_migrations)',
    );
  }
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new StoreError('conflict', 'pglite', `${dir} is not empty; restore into a new directory`);
  }
  const staging = join(dirname(dir), `.${basename(dir)}.restoring-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  try {
    mkdirSync(dirname(dir), { recursive: true });
    const db = await PGlite.create(staging, pgliteOptions());
    try {
      await db.exec(dump);
    } finally {
      await db.close();
    }
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
  } catch (cause) {
    rmSync(staging, { recursive: true, force: true });
    if (cause instanceof StoreError) throw cause;
    throw new StoreError(
      'invalid',
      'pglite',
      `the backup could not be restored: ${(cause as Error).message}`,
      {
        cause,
      },
    );
  }
}
