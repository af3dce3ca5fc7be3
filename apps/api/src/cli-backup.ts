/**
 * `pnpm cli backup --out FILE` and `pnpm cli restore --from FILE` for the embedded database.
 *
 * A backup is a gzip-compressed SQL dump (PGlite's pg_dump). With the server stopped the CLI opens
 * the data directory itself; while the server runs it owns the directory, so the CLI asks it for the
 * backup through the operator route `POST /admin/backup` (token `ADMIN_TOKEN`, at `--server URL`,
 * default `http://127.0.0.1:$PORT`). A restore goes into a new (absent or empty) data directory,
 * with the server stopped; the next open applies the migrations of this release.
 *
 * @module
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { backupText, isStoreError, openPgliteStore, restorePgliteBackup } from '@nutrilabel/store';
import type { Config } from './config';

/** A mistake of the operator's, printed with the usage. */
export class BackupUsageError extends Error {}

/** Whether argv names one of these commands. */
export function isBackupCommand(argv: readonly string[]): boolean {
  const first = argv.find((a) => !a.startsWith('-'));
  return first === 'backup' || first === 'restore';
}

function flag(argv: readonly string[], name: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === `--${name}`) return argv[i + 1];
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}

function writeAtomically(file: string, bytes: Uint8Array): void {
  const temp = `${file}.partial-${process.pid}`;
  writeFileSync(temp, bytes);
  renameSync(temp, file);
}

async function backup(config: Config, argv: readonly string[]) {
  const out = flag(argv, 'out');
  if (!out) throw new BackupUsageError('--out FILE is required');
  const dir = path.join(config.dataDir, 'pglite');
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupUsageError(`there is no database in ${dir}`);
  const file = path.resolve(out);
  let store: Awaited<ReturnType<typeof openPgliteStore>> | undefined;
  try {
    store = await openPgliteStore(dir);
  } catch (error) {
    if (!isStoreError(error, 'locked')) throw error;
  }
  if (store) {
    try {
      const sql = await store.backup!();
      const bytes = await promisify(gzip)(sql);
      writeAtomically(file, bytes);
      return { out: file, bytes: bytes.length, via: 'data directory' };
    } finally {
      await store.close();
    }
  }
  // The server holds the directory: ask it.
  const server = flag(argv, 'server') ?? `http://127.0.0.1:${config.port}`;
  if (!config.adminToken) {
    throw new BackupUsageError(
      `${dir} is in use (is the server running?); set ADMIN_TOKEN to the server's to back up through it at ${server}`,
    );
  }
  const response = await fetch(new URL('/admin/backup', server), {
    method: 'POST',
    headers: { authorization: `Bearer ${config.adminToken}` },
  }).catch((cause: unknown) => {
    throw new Error(
      `${dir} is in use, and the server at ${server} did not answer: ${(cause as Error).message}`,
    );
  });
  if (!response.ok) {
    const text = await response.text();
    throw new Error(`the server at ${server} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  writeAtomically(file, bytes);
  return {
    out: file,
    bytes: bytes.length,
    via: server,
    pausedMs: Number(response.headers.get('x-backup-paused-ms') ?? 0),
  };
}

async function restore(config: Config, argv: readonly string[]) {
  const from = flag(argv, 'from');
  if (!from) throw new BackupUsageError('--from FILE is required');
  const dir = path.join(config.dataDir, 'pglite');
  const dump = backupText(readFileSync(path.resolve(from)));
  await restorePgliteBackup(dir, dump);
  // Opening applies this release's migrations to a backup made by an older one.
  const store = await openPgliteStore(dir);
  try {
    return { restored: dir, accounts: await store.accounts.count() };
  } finally {
    await store.close();
  }
}

/**
 * Runs `backup` or `restore`.
 *
 * @returns the JSON the CLI prints
 */
export async function runBackupCommand(config: Config, argv: readonly string[]): Promise<unknown> {
  if (config.databaseUrl) {
    throw new BackupUsageError(
      'DATABASE_URL is set: back up and restore PostgreSQL with pg_dump and pg_restore (docs/operations.md)',
    );
  }
  const command = argv.find((a) => !a.startsWith('-'));
  return command === 'backup' ? backup(config, argv) : restore(config, argv);
}
