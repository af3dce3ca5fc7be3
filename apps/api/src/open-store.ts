/**
 * Opens the store the configuration names: PostgreSQL when DATABASE_URL is set, else the
 * embedded PGlite database under DATA_DIR. Shared by the server and the CLI.
 *
 * PGlite is owned by this one process (its directory lock), so its recipe and custom-ingredient reads
 * go through the read cache; PostgreSQL may be shared by several instances, so it is read through.
 *
 * @module
 */
import path from 'node:path';
import { openPgliteStore, openPostgresStore, type Store, withReadCache } from '@nutrilabel/store';
import type { Config } from './config';

/** Opens (and migrates) the configured store. */
export async function openStore(config: Config): Promise<Store> {
  if (config.databaseUrl) return openPostgresStore(config.databaseUrl);
  return withReadCache(await openPgliteStore(path.join(config.dataDir, 'pglite')));
}

/** Where the data lives, for messages (never the password of a URL). */
export function describeStore(config: Config): string {
  if (!config.databaseUrl) return `PGlite at ${path.join(config.dataDir, 'pglite')}`;
  const url = new URL(config.databaseUrl);
  url.password = '';
  return `PostgreSQL at ${url.host}${url.pathname}`;
}
