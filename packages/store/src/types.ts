/**
 * The store's ports: the repositories the API depends on, whatever the adapter.
 * All timestamps are ISO 8601 strings in UTC (`2026-01-02T03:04:05.678Z`) taken from the
 * store's clock; all ids are random (`acc_…`, `key_…`, `rec_…`, …), never sequential.
 * Every method except the delivery worker's `claimDue` is scoped by an account id: a row of
 * another account behaves exactly like a missing row (`null`, `false` or an empty list).
 *
 * @module
 */

/** An account's plan; it sets the rate limit (api.md §8). */
export type Plan = 'free' | 'pro' | 'team' | 'unlimited';

/** Every plan, in ascending order. */
export const PLANS: readonly Plan[] = ['free', 'pro', 'team', 'unlimited'];

/** Which adapter backs a store. */
export type AdapterName = 'memory' | 'pglite' | 'postgres';

/** Options every store factory accepts. */
export interface StoreOptions {
  /** The clock for every timestamp the store writes; defaults to `() => new Date()`. */
  readonly now?: () => Date;
}

/** One page of a keyset-paginated list, newest first. */
export interface Page<T> {
  readonly items: T[];
  /** Opaque; pass it back as `cursor` for the next page. `null` on the last page. */
  readonly nextCursor: string | null;
}

/** Options of a paginated list. */
export interface PageOptions {
  /** 1..1000; defaults to 100. */
  readonly limit?: number;
  /** The `nextCursor` of the previous page. */
  readonly cursor?: string | null;
}

/** An account: the owner of keys, recipes, ingredients and webhooks. */
export interface Account {
  readonly id: string;
  readonly plan: Plan;
  readonly createdAt: string;
}

/** Accounts. */
export interface AccountRepository {
  /** Creates an account (plan defaults to `free`). */
  create(input?: { readonly plan?: Plan }): Promise<Account>;
  get(id: string): Promise<Account | null>;
  /** Changes the plan; `null` when there is no such account. */
  setPlan(id: string, plan: Plan): Promise<Account | null>;
  /** Number of accounts; 0 means a fresh database (the server then bootstraps one). */
  count(): Promise<number>;
}

/** An API key as listed: never the key itself nor its hash. */
export interface ApiKeyInfo {
  readonly id: string;
  readonly accountId: string;
  /** The first 8 characters of the key, e.g. `nlk_AbC1`; shown as `nlk_AbC1…`. */
  readonly prefix: string;
  readonly createdAt: string;
  readonly revokedAt: string | null;
}

/** A newly created key: the plaintext `key` is returned this once and never stored. */
export interface CreatedApiKey extends ApiKeyInfo {
  /** `nlk_` + 32 base62 characters. */
  readonly key: string;
}

/** Who a valid key belongs to. */
export interface AuthenticatedKey {
  readonly accountId: string;
  readonly plan: Plan;
  readonly keyId: string;
}

/** API keys; only the SHA-256 hash of a key is stored. */
export interface ApiKeyRepository {
  /** Creates a key for the account; throws `StoreError('not_found')` when the account does not exist. */
  create(accountId: string): Promise<CreatedApiKey>;
  /** The account's keys, oldest first. */
  list(accountId: string): Promise<ApiKeyInfo[]>;
  /**
   * Revokes the key; `false` when the account has no such key. Revoking twice keeps the first time.
   * Never leaves an account without an active key: revoking its last one throws
   * `StoreError('conflict')`, also when two revocations race (they run one after the other per account).
   */
  revoke(accountId: string, keyId: string): Promise<boolean>;
  /** The owner of a valid, unrevoked key, else `null` (malformed, unknown and revoked look the same). */
  authenticate(plaintextKey: string): Promise<AuthenticatedKey | null>;
}

/** What the API saves for a recipe. */
export interface RecipeInput {
  readonly name: string;
  /** The regulation id, e.g. `fda`. */
  readonly regulation: string;
  /** The whole input recipe (api.md §3), every ingredient field included; must be JSON. */
  readonly recipe: object;
  /** The caller's own keys (api.md §15), kept in the order given. Absent: `{}` on create, unchanged on update. */
  readonly metadata?: Readonly<Record<string, string>>;
  /** The label options the recipe is labelled with (api.md §12); must be JSON. Absent: `{}` on create, unchanged on update. */
  readonly options?: object;
}

/** A saved recipe. JSON object key order is not preserved (PostgreSQL `jsonb`). */
export interface SavedRecipe {
  readonly id: string;
  readonly accountId: string;
  readonly name: string;
  readonly regulation: string;
  readonly recipe: Record<string, unknown>;
  /** The caller's own keys (api.md §15), in the order they were given. */
  readonly metadata: Record<string, string>;
  /** The stored label options (api.md §12), `{}` when none; each kept version keeps its own. */
  readonly options: Record<string, unknown>;
  /** 1 on create, +1 on every update. */
  readonly version: number;
  /** Length of `recipe.ingredients` (0 when it is not an array). */
  readonly ingredientCount: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A row of the recipe list (api.md §5): no ingredients. Numbers are `null` when absent from the recipe. */
export interface RecipeSummary {
  readonly id: string;
  readonly accountId: string;
  readonly name: string;
  readonly regulation: string;
  readonly version: number;
  readonly ingredientCount: number;
  readonly servingSizeGrams: number | null;
  readonly servingsPerContainer: number | null;
  readonly yieldFactor: number | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/**
 * One kept version of a saved recipe, as listed (api.md §14): what it was called and when it was written.
 * A recipe keeps its newest {@link MAX_RECIPE_VERSIONS} versions; older ones are dropped on update.
 */
export interface RecipeVersionInfo {
  readonly version: number;
  readonly name: string;
  readonly regulation: string;
  /** When this version was written (its `updatedAt` while it was the current one). */
  readonly updatedAt: string;
}

/** A recipe keeps at most this many versions (api.md §14); the oldest go first. */
export const MAX_RECIPE_VERSIONS = 1000;

/** Options of a recipe update. */
export interface RecipeUpdateOptions {
  /** Optimistic concurrency: throw `StoreError('conflict')` unless the stored version is this one. */
  readonly expectedVersion?: number;
}

/** Saved recipes. */
export interface RecipeRepository {
  /** Throws `StoreError('not_found')` when the account does not exist. */
  create(accountId: string, input: RecipeInput): Promise<SavedRecipe>;
  /**
   * Replaces name, regulation and recipe, bumps `version` and keeps the new version beside the earlier
   * ones (the oldest beyond the newest 1,000 are dropped); `null` when the account has no such recipe.
   */
  update(
    accountId: string,
    id: string,
    input: RecipeInput,
    options?: RecipeUpdateOptions,
  ): Promise<SavedRecipe | null>;
  get(accountId: string, id: string): Promise<SavedRecipe | null>;
  /** Deletes the recipe and every kept version of it. */
  delete(accountId: string, id: string): Promise<boolean>;
  /** The kept versions, newest first; `null` when the account has no such recipe. */
  listVersions(accountId: string, id: string): Promise<RecipeVersionInfo[] | null>;
  /**
   * The recipe as it was at `version` (`updatedAt` is when that version was written); `null` when the
   * account has no such recipe or the version was never made or is no longer kept.
   */
  getVersion(accountId: string, id: string, version: number): Promise<SavedRecipe | null>;
  /** Newest `updatedAt` first (ties by id), keyset-paginated; a bad cursor or limit throws `StoreError('invalid')`. */
  list(accountId: string, options?: PageOptions): Promise<Page<RecipeSummary>>;
}

/** A household portion of a food, e.g. `{ name: '1 cup', grams: 244 }`. */
export interface Portion {
  readonly name: string;
  readonly grams: number;
}

/** What the API saves for a custom ingredient. */
export interface IngredientInput {
  readonly name: string;
  /** Nutrient amounts per 100 g by nutrient key. */
  readonly nutrients: Readonly<Record<string, number>>;
  readonly portions?: readonly Portion[] | undefined;
  readonly allergens?: readonly string[] | undefined;
}

/** An account's own ("local") food. */
export interface CustomIngredient {
  readonly id: string;
  readonly accountId: string;
  readonly name: string;
  readonly nutrients: Record<string, number>;
  readonly portions: Portion[];
  readonly allergens: string[];
  readonly createdAt: string;
}

/** How a search hit matched, best first. */
export type IngredientMatchKind = 'exact' | 'prefix' | 'word' | 'contains';

/** A search hit. */
export interface IngredientMatch {
  readonly ingredient: CustomIngredient;
  readonly match: IngredientMatchKind;
}

/** Custom ingredients. */
export interface IngredientRepository {
  create(accountId: string, input: IngredientInput): Promise<CustomIngredient>;
  get(accountId: string, id: string): Promise<CustomIngredient | null>;
  /**
   * Replaces name, nutrients, portions and allergens (absent lists become empty); the id and `createdAt`
   * stay, so recipes that use it keep using it. `null` for another account's or an unknown id.
   */
  update(accountId: string, id: string, input: IngredientInput): Promise<CustomIngredient | null>;
  delete(accountId: string, id: string): Promise<boolean>;
  /** Newest first (by creation), keyset-paginated. */
  list(accountId: string, options?: PageOptions): Promise<Page<CustomIngredient>>;
  /**
   * Case- and accent-insensitive name search: exact > prefix > word prefix > contains, then shorter
   * names first. An empty (after normalisation) query matches nothing.
   */
  search(accountId: string, query: string, options?: { readonly limit?: number }): Promise<IngredientMatch[]>;
}

/** A webhook as the API shows it: without its secret. */
export interface Webhook {
  readonly id: string;
  readonly accountId: string;
  readonly url: string;
  readonly events: string[];
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A webhook with its signing secret (delivery worker only). */
export interface WebhookWithSecret extends Webhook {
  readonly secret: string;
}

/** What the API saves for a webhook. */
export interface WebhookInput {
  readonly url: string;
  readonly events: readonly string[];
  readonly secret: string;
}

/** Webhooks, unique by (account, url). */
export interface WebhookRepository {
  /** Creates the webhook, or updates events and secret of the account's webhook with the same URL. */
  upsert(accountId: string, input: WebhookInput): Promise<{ webhook: Webhook; created: boolean }>;
  /** Oldest first. */
  list(accountId: string): Promise<Webhook[]>;
  get(accountId: string, id: string): Promise<Webhook | null>;
  /** Internal: the webhook with its secret, for signing deliveries. Never return it to a client. */
  getWithSecret(accountId: string, id: string): Promise<WebhookWithSecret | null>;
  /** Deletes the webhook and its deliveries. */
  delete(accountId: string, id: string): Promise<boolean>;
}

/** Where a delivery stands. */
export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event to one webhook: a row of the durable outbox. */
export interface Delivery {
  readonly id: string;
  /** Shared by the deliveries of one event; sent as `x-service-delivery` and the body's `id`. */
  readonly eventId: string;
  readonly webhookId: string;
  readonly accountId: string;
  /** Event type, e.g. `label.updated`. */
  readonly type: string;
  /**
   * The event's `data` as the JSON text it was serialised to when the event happened. The body is
   * `{"id":eventId,"type":…,"createdAt":…,"data":<payloadJson>}`, so these bytes are delivered as they are.
   */
  readonly payloadJson: string;
  readonly status: DeliveryStatus;
  /** Attempts made so far. */
  readonly attempts: number;
  readonly maxAttempts: number;
  /** When the next attempt is due (pending), or the lease expiry of a claimed delivery. */
  readonly nextAttemptAt: string;
  readonly lastStatusCode: number | null;
  readonly lastError: string | null;
  /** The event time. */
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A claimed delivery with what the worker needs to send it (the webhook's current URL and secret). */
export interface ClaimedDelivery extends Delivery {
  readonly url: string;
  readonly secret: string;
}

/** One attempt of a delivery. */
export interface DeliveryAttempt {
  readonly deliveryId: string;
  /** 1-based. */
  readonly attempt: number;
  readonly at: string;
  readonly statusCode: number | null;
  readonly error: string | null;
  readonly durationMs: number;
}

/** An enqueued event: one delivery per webhook of the account subscribed to its type. */
export interface EnqueuedEvent {
  readonly eventId: string;
  readonly createdAt: string;
  readonly deliveries: Delivery[];
}

/** The outcome of one delivery attempt. */
export interface AttemptOutcome {
  readonly accountId: string;
  readonly deliveryId: string;
  /** A 2xx response. */
  readonly ok: boolean;
  readonly statusCode?: number | null;
  readonly error?: string | null;
  readonly durationMs: number;
  /** When the attempt happened; defaults to the store's clock. */
  readonly at?: string;
  /** On failure with attempts left: when to try again (the worker computes backoff and jitter). */
  readonly retryAt: string;
}

/** The durable webhook outbox. */
export interface OutboxRepository {
  /** Enqueues one delivery per webhook of the account whose `events` include `type`. */
  enqueueEvent(
    accountId: string,
    type: string,
    payload: object,
    options?: { readonly maxAttempts?: number },
  ): Promise<EnqueuedEvent>;
  /**
   * Worker only, across accounts: atomically claims up to `limit` pending deliveries due at `now`
   * (oldest due first) and moves their `nextAttemptAt` to `now + leaseMs`, so that a crashed worker's
   * claims come back after the lease. Concurrent claimers never get the same delivery.
   */
  claimDue(now: Date | string, limit: number, leaseMs: number): Promise<ClaimedDelivery[]>;
  /**
   * Records an attempt: success → `delivered`; failure → `pending` at `retryAt`, or `failed` when it was
   * the last attempt. A delivery no longer pending is left as it is (the attempt is still logged).
   * `null` when the account has no such delivery.
   */
  recordAttempt(outcome: AttemptOutcome): Promise<Delivery | null>;
  getDelivery(accountId: string, id: string): Promise<Delivery | null>;
  /** The webhook's deliveries, newest first (limit 1..1000, default 50). */
  listDeliveries(accountId: string, webhookId: string, limit?: number): Promise<Delivery[]>;
  /** The delivery's attempts, in order. */
  listAttempts(accountId: string, deliveryId: string): Promise<DeliveryAttempt[]>;
  /** Maintenance, across accounts: deletes delivered and failed deliveries last updated before `before`. */
  purgeFinished(before: Date | string): Promise<number>;
  /** Metrics, across accounts: how many deliveries are pending (due or waiting for a retry). */
  countPending(): Promise<number>;
  /**
   * Worker only, across accounts: when the earliest pending delivery that `claimDue` could claim is due
   * (a first attempt, a retry, or a claim whose lease runs out), or `null` when none is pending.
   */
  nextDueAt(): Promise<string | null>;
}

/** A stored response for an `Idempotency-Key`. */
export interface IdempotencyRecord {
  readonly accountId: string;
  readonly key: string;
  /** Hash of the request (method, path, body) the API computed. */
  readonly requestHash: string;
  /** HTTP status of the first response. */
  readonly status: number;
  /** The first response's body (JSON). */
  readonly body: unknown;
  readonly createdAt: string;
}

/** Idempotency records; a record older than 24 h is treated as absent. */
export interface IdempotencyRepository {
  get(accountId: string, key: string): Promise<IdempotencyRecord | null>;
  /** First writer wins: returns the stored record, `created: false` when one (unexpired) already existed. */
  put(record: Omit<IdempotencyRecord, 'createdAt'>): Promise<{ record: IdempotencyRecord; created: boolean }>;
  /** Maintenance, across accounts: deletes expired records; returns how many. */
  purgeExpired(): Promise<number>;
}

/** Every repository; what a transaction callback receives. */
export interface StoreRepositories {
  readonly accounts: AccountRepository;
  readonly apiKeys: ApiKeyRepository;
  readonly recipes: RecipeRepository;
  readonly ingredients: IngredientRepository;
  readonly webhooks: WebhookRepository;
  readonly outbox: OutboxRepository;
  readonly idempotency: IdempotencyRepository;
}

/** A store: the repositories plus lifecycle. */
export interface Store extends StoreRepositories {
  readonly adapter: AdapterName;
  /**
   * Runs `fn` in one transaction: everything it writes through `tx` commits together or not at all
   * (e.g. a recipe update and its `label.updated` outbox rows). Rethrows what `fn` throws.
   * Inside `fn` use only `tx`: on PGlite (one connection) a call on the outer store waits for the
   * transaction to end, i.e. forever.
   *
   * @example
   * await store.transaction(async (tx) => {
   *   const saved = await tx.recipes.update(accountId, id, input);
   *   if (saved) await tx.outbox.enqueueEvent(accountId, 'label.updated', { ...label, recipeId: id });
   *   return saved;
   * });
   */
  transaction<T>(fn: (tx: StoreRepositories) => Promise<T>): Promise<T>;
  /**
   * Maintenance, across accounts: runs `fn` in one transaction holding the store-wide maintenance lock
   * named by `lock` (a PostgreSQL advisory transaction lock), so that of several instances sharing one
   * database only one runs it at a time. `{ ran: false }` without running `fn` when another holds it.
   */
  exclusive<T>(
    lock: string,
    fn: (tx: StoreRepositories) => Promise<T>,
  ): Promise<{ readonly ran: true; readonly value: T } | { readonly ran: false }>;
  /**
   * Maintenance: makes the space of deleted rows reusable, so that a steady load with retention keeps
   * the database's size flat. PGlite has no autovacuum, so this runs `VACUUM ANALYZE` there (and
   * `CHECKPOINT`, which lets the log of what was purged go); PostgreSQL's
   * autovacuum does it itself and memory has nothing to do.
   */
  vacuum(): Promise<void>;
  /**
   * PGlite only: a logical SQL dump of the whole database (pg_dump `--inserts`) taken on one snapshot
   * while no transaction is open; restore it with `restorePgliteBackup`. Absent on other adapters.
   */
  readonly backup?: () => Promise<string>;
  /** Applies pending migrations (already done on open); returns the names applied now. */
  migrate(): Promise<string[]>;
  /** Readiness: resolves when the database answers, else throws `StoreError('unavailable')`. */
  ping(): Promise<void>;
  /** Releases the client (and the PGlite lock file). Idempotent. */
  close(): Promise<void>;
}
