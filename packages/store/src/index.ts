/**
 * `@nutrilabel/store`: the storage ports (accounts, API keys, recipes, custom ingredients, webhooks,
 * the webhook outbox, idempotency records) and their adapters: in-memory, PGlite and PostgreSQL.
 *
 * @module
 */
export { createMemoryStore } from './adapters/memory';
export { createPgliteClient, openPgliteStore, PGLITE_LOCK_SOCKET } from './adapters/pglite';
export { backupText, dumpPglite, restorePgliteBackup } from './adapters/pglite-backup';
export { pgliteOptions } from './adapters/pglite-wal';
export { createPostgresClient, openPostgresStore, type PostgresStoreOptions } from './adapters/postgres';
export { createSqlStore, type SqlStoreOptions } from './adapters/sql-store';
export { API_KEY_PATTERN, generateApiKey, hashApiKey } from './api-key';
export { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from './cursor';
export { newId, randomBase62 } from './ids';
export { DEFAULT_MAX_ATTEMPTS, IDEMPOTENCY_TTL_MS } from './limits';
export {
  isCachedAnswer,
  READ_CACHE_DEFAULT_BYTES,
  type ReadCacheOptions,
  type ReadCacheStats,
  withReadCache,
} from './read-cache';
export { normalizeSearchName } from './search-name';
export { runMigrations } from './sql/migrate';
export { MIGRATIONS } from './sql/migrations/index';
export type { Migration } from './sql/migrations/migration';
export type { SqlClient, SqlExecutor, SqlResult } from './sql/sql-client';
export { isStoreError, StoreError, type StoreErrorCode, type StoreErrorSource } from './store-error';
export type {
  Account,
  AccountRepository,
  AdapterName,
  ApiKeyInfo,
  ApiKeyRepository,
  AttemptOutcome,
  AuthenticatedKey,
  ClaimedDelivery,
  CreatedApiKey,
  CustomIngredient,
  Delivery,
  DeliveryAttempt,
  DeliveryStatus,
  EnqueuedEvent,
  IdempotencyRecord,
  IdempotencyRepository,
  IngredientInput,
  IngredientMatch,
  IngredientMatchKind,
  IngredientRepository,
  OutboxRepository,
  Page,
  PageOptions,
  Plan,
  Portion,
  RecipeInput,
  RecipeRepository,
  RecipeSummary,
  RecipeUpdateOptions,
  RecipeVersionInfo,
  SavedRecipe,
  Store,
  StoreOptions,
  StoreRepositories,
  Webhook,
  WebhookInput,
  WebhookRepository,
  WebhookWithSecret,
} from './types';
export { MAX_RECIPE_VERSIONS, PLANS } from './types';
