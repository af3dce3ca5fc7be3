import { describe, expect, test } from 'vitest';
import * as store from './index';

describe('@nutrilabel/store exports', () => {
  test('the runtime exports are exactly these', () => {
    expect(Object.keys(store).sort()).toMatchInlineSnapshot(`
      [
        "API_KEY_PATTERN",
        "DEFAULT_MAX_ATTEMPTS",
        "DEFAULT_PAGE_LIMIT",
        "IDEMPOTENCY_TTL_MS",
        "MAX_PAGE_LIMIT",
        "MAX_RECIPE_VERSIONS",
        "MIGRATIONS",
        "PGLITE_LOCK_SOCKET",
        "PLANS",
        "READ_CACHE_DEFAULT_BYTES",
        "StoreError",
        "backupText",
        "createMemoryStore",
        "createPgliteClient",
        "createPostgresClient",
        "createSqlStore",
        "dumpPglite",
        "generateApiKey",
        "hashApiKey",
        "isCachedAnswer",
        "isStoreError",
        "newId",
        "normalizeSearchName",
        "openPgliteStore",
        "openPostgresStore",
        "pgliteOptions",
        "randomBase62",
        "restorePgliteBackup",
        "runMigrations",
        "withReadCache",
      ]
    `);
  });
});
