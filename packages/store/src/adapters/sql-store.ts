/**
 * The SQL adapter: one implementation over a `SqlClient`, the same SQL on PGlite and PostgreSQL.
 *
 * @module
 */
import { assertNoNul, toJsonText } from '../_internal/json';
import { ingredientCountOf } from '../_internal/recipe-fields';
import { addMs, toIso } from '../_internal/time';
import { API_KEY_PATTERN, apiKeyPrefix, generateApiKey, hashApiKey, hashesEqual } from '../api-key';
import { type CursorPosition, checkLimit, decodeCursor, encodeCursor } from '../cursor';
import { newId } from '../ids';
import {
  DEFAULT_DELIVERY_LIST_LIMIT,
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_SEARCH_LIMIT,
  IDEMPOTENCY_TTL_MS,
  MAX_SEARCH_LIMIT,
} from '../limits';
import { normalizeSearchName } from '../search-name';
import { guardClient } from '../sql/map-error';
import { runMigrations } from '../sql/migrate';
import type { SqlClient, SqlExecutor } from '../sql/sql-client';
import { lastKey, StoreError } from '../store-error';
import type {
  Account,
  ApiKeyInfo,
  ClaimedDelivery,
  CustomIngredient,
  Delivery,
  DeliveryAttempt,
  DeliveryStatus,
  IdempotencyRecord,
  IngredientMatchKind,
  Page,
  PageOptions,
  Plan,
  RecipeSummary,
  RecipeVersionInfo,
  SavedRecipe,
  Store,
  StoreOptions,
  StoreRepositories,
  Webhook,
  WebhookWithSecret,
} from '../types';
import { MAX_RECIPE_VERSIONS } from '../types';

type Row = Record<string, unknown>;

const iso = (v: unknown): string => toIso(v as Date | string);
const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));
const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown): string => String(v);
const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
// Both drivers parse json/jsonb columns.
const json = <T>(v: unknown): T => v as T;

const toAccount = (r: Row): Account => ({
  id: str(r.id),
  plan: str(r.plan) as Plan,
  createdAt: iso(r.created_at),
});

const toKey = (r: Row): ApiKeyInfo => ({
  id: str(r.id),
  accountId: str(r.account_id),
  prefix: str(r.prefix),
  createdAt: iso(r.created_at),
  revokedAt: isoOrNull(r.revoked_at),
});

const toRecipe = (r: Row): SavedRecipe => ({
  id: str(r.id),
  accountId: str(r.account_id),
  name: str(r.name),
  regulation: str(r.regulation),
  recipe: json(r.recipe),
  metadata: JSON.parse(str(r.metadata)) as Record<string, string>,
  version: num(r.version),
  ingredientCount: num(r.ingredient_count),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

const toVersionInfo = (r: Row): RecipeVersionInfo => ({
  version: num(r.version),
  name: str(r.name),
  regulation: str(r.regulation),
  updatedAt: iso(r.updated_at),
});

/** Keeps the recipe's current row as a version; drops the versions beyond the newest MAX_RECIPE_VERSIONS. */
const KEEP_VERSION = `insert into recipe_versions (recipe_id, account_id, version, name, regulation, recipe, metadata,
    ingredient_count, updated_at)
  select id, account_id, version, name, regulation, recipe, metadata, ingredient_count, updated_at
    from recipes where id = $1 and account_id = $2`;

const toSummary = (r: Row): RecipeSummary => ({
  id: str(r.id),
  accountId: str(r.account_id),
  name: str(r.name),
  regulation: str(r.regulation),
  version: num(r.version),
  ingredientCount: num(r.ingredient_count),
  servingSizeGrams: numOrNull(r.serving_size_grams),
  servingsPerContainer: numOrNull(r.servings_per_container),
  yieldFactor: numOrNull(r.yield_factor),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

const toIngredient = (r: Row): CustomIngredient => ({
  id: str(r.id),
  accountId: str(r.account_id),
  name: str(r.name),
  nutrients: json(r.nutrients),
  portions: json(r.portions),
  allergens: json(r.allergens),
  createdAt: iso(r.created_at),
});

const toWebhook = (r: Row): Webhook => ({
  id: str(r.id),
  accountId: str(r.account_id),
  url: str(r.url),
  events: json(r.events),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

const toDelivery = (r: Row): Delivery => ({
  id: str(r.id),
  eventId: str(r.event_id),
  webhookId: str(r.webhook_id),
  accountId: str(r.account_id),
  type: str(r.type),
  payloadJson: str(r.payload),
  status: str(r.status) as DeliveryStatus,
  attempts: num(r.attempts),
  maxAttempts: num(r.max_attempts),
  nextAttemptAt: iso(r.next_attempt_at),
  lastStatusCode: numOrNull(r.last_status_code),
  lastError: strOrNull(r.last_error),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

const toAttempt = (r: Row): DeliveryAttempt => ({
  deliveryId: str(r.delivery_id),
  attempt: num(r.attempt),
  at: iso(r.at),
  statusCode: numOrNull(r.status_code),
  error: strOrNull(r.error),
  durationMs: num(r.duration_ms),
});

const toIdempotency = (r: Row): IdempotencyRecord => ({
  accountId: str(r.account_id),
  key: str(r.key),
  requestHash: str(r.request_hash),
  status: num(r.status),
  body: json(r.body),
  createdAt: iso(r.created_at),
});

const numberField = (field: string): string =>
  `case when jsonb_typeof(recipe -> '${field}') = 'number' then (recipe ->> '${field}')::float8 end`;

const SUMMARY_COLUMNS = `id, account_id, name, regulation, version, ingredient_count, created_at, updated_at,
  ${numberField('servingSizeGrams')} as serving_size_grams,
  ${numberField('servingsPerContainer')} as servings_per_container,
  ${numberField('yieldFactor')} as yield_factor`;

/** Keyset page query: rows of `table` for the account, newest `column` first, after the cursor. */
async function keysetPage<T>(
  db: SqlExecutor,
  opts: { table: string; column: string; columns: string; accountId: string; page: PageOptions | undefined },
  source: 'pglite' | 'postgres',
  map: (r: Row) => T,
): Promise<Page<T>> {
  const limit = checkLimit(opts.page?.limit, source);
  const after: CursorPosition | null = decodeCursor(opts.page?.cursor, source);
  const params: unknown[] = [opts.accountId, limit + 1];
  let where = 'account_id = $1';
  if (after) {
    params.push(after.at, after.id);
    where += ` and (${opts.column}, id) < ($3::timestamptz, $4)`;
  }
  const { rows } = await db.query<Row>(
    `select ${opts.columns} from ${opts.table} where ${where} order by ${opts.column} desc, id desc limit $2`,
    params,
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(map),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ at: iso(last[opts.column]), id: str(last.id) }) : null,
  };
}

function makeRepositories(
  db: SqlExecutor,
  source: 'pglite' | 'postgres',
  nowIso: () => string,
  /** Runs `fn` in a transaction: a new one at the top level, the current one inside `transaction`. */
  atomic: <T>(fn: (db: SqlExecutor) => Promise<T>) => Promise<T>,
): StoreRepositories {
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

  return {
    accounts: {
      async create(input) {
        const { rows } = await db.query<Row>(
          'insert into accounts (id, plan, created_at) values ($1, $2, $3) returning *',
          [newId('acc'), input?.plan ?? 'free', nowIso()],
        );
        return toAccount(rows[0]!);
      },
      async get(id) {
        const { rows } = await db.query<Row>('select * from accounts where id = $1', [id]);
        return rows[0] ? toAccount(rows[0]) : null;
      },
      async setPlan(id, plan) {
        const { rows } = await db.query<Row>('update accounts set plan = $2 where id = $1 returning *', [
          id,
          plan,
        ]);
        return rows[0] ? toAccount(rows[0]) : null;
      },
      async count() {
        const { rows } = await db.query<Row>('select count(*)::int as n from accounts');
        return num(rows[0]?.n);
      },
    },

    apiKeys: {
      async create(accountId) {
        const key = generateApiKey();
        const { rows } = await withAccount(accountId, () =>
          db.query<Row>(
            `insert into api_keys (id, account_id, hash, prefix, created_at) values ($1, $2, $3, $4, $5)
             returning id, account_id, prefix, created_at, revoked_at`,
            [newId('key'), accountId, hashApiKey(key), apiKeyPrefix(key), nowIso()],
          ),
        );
        return { ...toKey(rows[0]!), key };
      },
      async list(accountId) {
        const { rows } = await db.query<Row>(
          `select id, account_id, prefix, created_at, revoked_at from api_keys
           where account_id = $1 order by created_at, id`,
          [accountId],
        );
        return rows.map(toKey);
      },
      async revoke(accountId, keyId) {
        return atomic(async (tx) => {
          // Locking the account row makes concurrent revocations of its keys run one after the other;
          // each then counts the others' keys in a fresh snapshot (READ COMMITTED, next statement).
          await tx.query('select id from accounts where id = $1 for update', [accountId]);
          const { rows } = await tx.query<Row>(
            `select k.revoked_at, (select count(*)::int from api_keys o
               where o.account_id = $2 and o.id <> $1 and o.revoked_at is null) as others
             from api_keys k where k.id = $1 and k.account_id = $2`,
            [keyId, accountId],
          );
          const row = rows[0];
          if (!row) return false;
          if (row.revoked_at !== null && row.revoked_at !== undefined) return true;
          if (num(row.others) === 0) throw lastKey(source, accountId, keyId);
          await tx.query(
            'update api_keys set revoked_at = $3::timestamptz where id = $1 and account_id = $2',
            [keyId, accountId, nowIso()],
          );
          return true;
        });
      },
      async authenticate(plaintextKey) {
        if (!API_KEY_PATTERN.test(plaintextKey)) return null;
        const hash = hashApiKey(plaintextKey);
        const { rows } = await db.query<Row>(
          `select k.id, k.hash, k.account_id, a.plan from api_keys k join accounts a on a.id = k.account_id
           where k.hash = $1 and k.revoked_at is null`,
          [hash],
        );
        const row = rows[0];
        if (!row || !hashesEqual(str(row.hash), hash)) return null;
        return { accountId: str(row.account_id), plan: str(row.plan) as Plan, keyId: str(row.id) };
      },
    },

    recipes: {
      async create(accountId, input) {
        assertNoNul(source, { name: input.name, regulation: input.regulation });
        const now = nowIso();
        return atomic(async (tx) => {
          const { rows } = await withAccount(accountId, () =>
            tx.query<Row>(
              `insert into recipes (id, account_id, name, regulation, recipe, version, ingredient_count, created_at,
                 updated_at, metadata)
               values ($1, $2, $3, $4, $5::text::jsonb, 1, $6, $7, $7, $8) returning *`,
              [
                newId('rec'),
                accountId,
                input.name,
                input.regulation,
                toJsonText(input.recipe, source),
                ingredientCountOf(input.recipe),
                now,
                toJsonText(input.metadata ?? {}, source),
              ],
            ),
          );
          const saved = toRecipe(rows[0]!);
          await tx.query(KEEP_VERSION, [saved.id, accountId]);
          return saved;
        });
      },
      async update(accountId, id, input, options) {
        assertNoNul(source, { name: input.name, regulation: input.regulation });
        const expected = options?.expectedVersion;
        const saved = await atomic(async (tx) => {
          const { rows } = await tx.query<Row>(
            `update recipes set name = $3, regulation = $4, recipe = $5::text::jsonb, ingredient_count = $6,
               version = version + 1, updated_at = $7, metadata = coalesce($9, metadata)
             where id = $1 and account_id = $2 and ($8::int is null or version = $8::int) returning *`,
            [
              id,
              accountId,
              input.name,
              input.regulation,
              toJsonText(input.recipe, source),
              ingredientCountOf(input.recipe),
              nowIso(),
              expected ?? null,
              input.metadata ? toJsonText(input.metadata, source) : null,
            ],
          );
          if (!rows[0]) return null;
          const updated = toRecipe(rows[0]);
          await tx.query(KEEP_VERSION, [id, accountId]);
          await tx.query('delete from recipe_versions where recipe_id = $1 and version <= $2', [
            id,
            updated.version - MAX_RECIPE_VERSIONS,
          ]);
          return updated;
        });
        if (saved) return saved;
        if (expected === undefined) return null;
        const current = await db.query<Row>('select version from recipes where id = $1 and account_id = $2', [
          id,
          accountId,
        ]);
        const version = current.rows[0]?.version;
        if (version === undefined) return null;
        throw new StoreError(
          'conflict',
          source,
          `recipe ${id} is at version ${num(version)}, not ${expected}`,
        );
      },
      async get(accountId, id) {
        const { rows } = await db.query<Row>('select * from recipes where id = $1 and account_id = $2', [
          id,
          accountId,
        ]);
        return rows[0] ? toRecipe(rows[0]) : null;
      },
      async delete(accountId, id) {
        const { rows } = await db.query<Row>(
          'delete from recipes where id = $1 and account_id = $2 returning id',
          [id, accountId],
        );
        return rows.length > 0;
      },
      async listVersions(accountId, id) {
        const { rows } = await db.query<Row>(
          `select v.version, v.name, v.regulation, v.updated_at from recipes r
             left join recipe_versions v on v.recipe_id = r.id
            where r.id = $1 and r.account_id = $2 order by v.version desc`,
          [id, accountId],
        );
        if (rows.length === 0) return null;
        return rows.filter((r) => r.version !== null && r.version !== undefined).map(toVersionInfo);
      },
      async getVersion(accountId, id, version) {
        if (!Number.isSafeInteger(version) || version < 1 || version > 2_147_483_647) return null;
        const { rows } = await db.query<Row>(
          `select r.id, r.account_id, r.created_at, v.name, v.regulation, v.recipe, v.metadata, v.version,
                  v.ingredient_count, v.updated_at
             from recipes r join recipe_versions v on v.recipe_id = r.id
            where r.id = $1 and r.account_id = $2 and v.version = $3`,
          [id, accountId, version],
        );
        return rows[0] ? toRecipe(rows[0]) : null;
      },
      async list(accountId, options) {
        return keysetPage(
          db,
          { table: 'recipes', column: 'updated_at', columns: SUMMARY_COLUMNS, accountId, page: options },
          source,
          toSummary,
        );
      },
    },

    ingredients: {
      async create(accountId, input) {
        assertNoNul(source, { name: input.name });
        const { rows } = await withAccount(accountId, () =>
          db.query<Row>(
            `insert into ingredients (id, account_id, name, name_key, nutrients, portions, allergens, created_at)
             values ($1, $2, $3, $4, $5::text::jsonb, $6::text::jsonb, $7::text::jsonb, $8) returning *`,
            [
              newId('ing'),
              accountId,
              input.name,
              normalizeSearchName(input.name),
              toJsonText(input.nutrients, source),
              toJsonText(input.portions ?? [], source),
              toJsonText(input.allergens ?? [], source),
              nowIso(),
            ],
          ),
        );
        return toIngredient(rows[0]!);
      },
      async get(accountId, id) {
        const { rows } = await db.query<Row>('select * from ingredients where id = $1 and account_id = $2', [
          id,
          accountId,
        ]);
        return rows[0] ? toIngredient(rows[0]) : null;
      },
      async update(accountId, id, input) {
        assertNoNul(source, { name: input.name });
        const { rows } = await db.query<Row>(
          `update ingredients set name = $3, name_key = $4, nutrients = $5::text::jsonb,
             portions = $6::text::jsonb, allergens = $7::text::jsonb
           where id = $1 and account_id = $2 returning *`,
          [
            id,
            accountId,
            input.name,
            normalizeSearchName(input.name),
            toJsonText(input.nutrients, source),
            toJsonText(input.portions ?? [], source),
            toJsonText(input.allergens ?? [], source),
          ],
        );
        return rows[0] ? toIngredient(rows[0]) : null;
      },
      async delete(accountId, id) {
        const { rows } = await db.query<Row>(
          'delete from ingredients where id = $1 and account_id = $2 returning id',
          [id, accountId],
        );
        return rows.length > 0;
      },
      async list(accountId, options) {
        return keysetPage(
          db,
          { table: 'ingredients', column: 'created_at', columns: '*', accountId, page: options },
          source,
          toIngredient,
        );
      },
      async search(accountId, query, options) {
        const limit = checkLimit(options?.limit, source, DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT);
        const q = normalizeSearchName(query);
        if (q === '') return [];
        const { rows } = await db.query<Row>(
          `select *, case
               when name_key = $2 then 'exact'
               when starts_with(name_key, $2) then 'prefix'
               when strpos(' ' || name_key, ' ' || $2) > 0 then 'word'
               else 'contains' end as match_kind
           from ingredients
           where account_id = $1 and strpos(name_key, $2) > 0
           order by case
               when name_key = $2 then 0
               when starts_with(name_key, $2) then 1
               when strpos(' ' || name_key, ' ' || $2) > 0 then 2
               else 3 end,
             length(name_key), name_key, id
           limit $3`,
          [accountId, q, limit],
        );
        return rows.map((r) => ({
          ingredient: toIngredient(r),
          match: str(r.match_kind) as IngredientMatchKind,
        }));
      },
    },

    webhooks: {
      async upsert(accountId, input) {
        assertNoNul(source, { url: input.url, secret: input.secret });
        const id = newId('wh');
        const now = nowIso();
        const { rows } = await withAccount(accountId, () =>
          db.query<Row>(
            `insert into webhooks (id, account_id, url, events, secret, created_at, updated_at)
             values ($1, $2, $3, $4::text::jsonb, $5, $6, $6)
             on conflict (account_id, url) do update
               set events = excluded.events, secret = excluded.secret, updated_at = excluded.updated_at
             returning *, (id = $1) as inserted`,
            [id, accountId, input.url, toJsonText(input.events, source), input.secret, now],
          ),
        );
        const row = rows[0]!;
        return { webhook: toWebhook(row), created: row.inserted === true };
      },
      async list(accountId) {
        const { rows } = await db.query<Row>(
          'select * from webhooks where account_id = $1 order by created_at, id',
          [accountId],
        );
        return rows.map(toWebhook);
      },
      async get(accountId, id) {
        const { rows } = await db.query<Row>('select * from webhooks where id = $1 and account_id = $2', [
          id,
          accountId,
        ]);
        return rows[0] ? toWebhook(rows[0]) : null;
      },
      async getWithSecret(accountId, id) {
        const { rows } = await db.query<Row>('select * from webhooks where id = $1 and account_id = $2', [
          id,
          accountId,
        ]);
        return rows[0]
          ? ({ ...toWebhook(rows[0]), secret: str(rows[0].secret) } satisfies WebhookWithSecret)
          : null;
      },
      async delete(accountId, id) {
        const { rows } = await db.query<Row>(
          'delete from webhooks where id = $1 and account_id = $2 returning id',
          [id, accountId],
        );
        return rows.length > 0;
      },
    },

    outbox: {
      async enqueueEvent(accountId, type, payload, options) {
        const maxAttempts = options?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
        if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
          throw new StoreError(
            'invalid',
            source,
            `maxAttempts must be a positive integer, got ${maxAttempts}`,
          );
        }
        const eventId = newId('evt');
        const createdAt = nowIso();
        const data = toJsonText(payload, source);
        const hooks = await db.query<Row>(
          `select id from webhooks where account_id = $1 and events @> jsonb_build_array($2::text) order by id`,
          [accountId, type],
        );
        if (hooks.rows.length === 0) return { eventId, createdAt, deliveries: [] };
        const ids = hooks.rows.map(() => newId('dlv'));
        const { rows } = await db.query<Row>(
          `insert into webhook_deliveries (id, event_id, webhook_id, account_id, type, payload, status, attempts,
             max_attempts, next_attempt_at, created_at, updated_at)
           select d.id, $2, d.webhook_id, $3, $4, $5, 'pending', 0, $6, $7, $7, $7
           from unnest($1::text[], $8::text[]) as d(id, webhook_id)
           returning *`,
          [
            `{${ids.join(',')}}`,
            eventId,
            accountId,
            type,
            data,
            maxAttempts,
            createdAt,
            `{${hooks.rows.map((h) => str(h.id)).join(',')}}`,
          ],
        );
        const deliveries = rows.map(toDelivery).sort((a, b) => (a.webhookId < b.webhookId ? -1 : 1));
        return { eventId, createdAt, deliveries };
      },
      async claimDue(now, limit, leaseMs) {
        if (limit < 1) return [];
        const at = toIso(now);
        const { rows } = await db.query<Row>(
          `with due as (
             select id, next_attempt_at as due_at from webhook_deliveries
             where status = 'pending' and next_attempt_at <= $1::timestamptz
             order by next_attempt_at, id
             limit $2
             for update skip locked
           )
           update webhook_deliveries d set next_attempt_at = $3::timestamptz, updated_at = $1::timestamptz
           from due, webhooks w
           where d.id = due.id and w.id = d.webhook_id
           returning d.*, due.due_at, w.url as webhook_url, w.secret as webhook_secret`,
          [at, limit, addMs(at, leaseMs)],
        );
        // Oldest due first, the order they were selected in.
        return rows
          .map((r) => ({ due: iso(r.due_at), id: str(r.id), r }))
          .sort((a, b) => (a.due === b.due ? (a.id < b.id ? -1 : 1) : a.due < b.due ? -1 : 1))
          .map(
            ({ r }): ClaimedDelivery => ({
              ...toDelivery(r),
              url: str(r.webhook_url),
              secret: str(r.webhook_secret),
            }),
          );
      },
      async recordAttempt(o) {
        const at = o.at ? toIso(o.at) : nowIso();
        const { rows } = await db.query<Row>(
          `with d as (
             update webhook_deliveries set
               attempts = attempts + 1,
               status = case
                 when status <> 'pending' then status
                 when $3::boolean then 'delivered'
                 when attempts + 1 >= max_attempts then 'failed'
                 else 'pending' end,
               next_attempt_at = case
                 when status = 'pending' and not $3::boolean and attempts + 1 < max_attempts then $4::timestamptz
                 else next_attempt_at end,
               last_status_code = case when status = 'pending' then $5::int else last_status_code end,
               last_error = case when status = 'pending' then $6::text else last_error end,
               updated_at = $7::timestamptz
             where id = $1 and account_id = $2
             returning *
           ), logged as (
             insert into webhook_delivery_attempts (delivery_id, attempt, at, status_code, error, duration_ms)
             select id, attempts, $7::timestamptz, $5::int, $6::text, $8::int from d
           )
           select * from d`,
          [
            o.deliveryId,
            o.accountId,
            o.ok,
            toIso(o.retryAt),
            o.statusCode ?? null,
            o.error ?? null,
            at,
            Math.round(o.durationMs),
          ],
        );
        return rows[0] ? toDelivery(rows[0]) : null;
      },
      async getDelivery(accountId, id) {
        const { rows } = await db.query<Row>(
          'select * from webhook_deliveries where id = $1 and account_id = $2',
          [id, accountId],
        );
        return rows[0] ? toDelivery(rows[0]) : null;
      },
      async listDeliveries(accountId, webhookId, limit) {
        const n = checkLimit(limit, source, DEFAULT_DELIVERY_LIST_LIMIT);
        const { rows } = await db.query<Row>(
          `select * from webhook_deliveries where account_id = $1 and webhook_id = $2
           order by created_at desc, id desc limit $3`,
          [accountId, webhookId, n],
        );
        return rows.map(toDelivery);
      },
      async purgeFinished(before) {
        const { rows } = await db.query<Row>(
          `delete from webhook_deliveries where status <> 'pending' and updated_at < $1::timestamptz returning id`,
          [toIso(before)],
        );
        return rows.length;
      },
      async countPending() {
        const { rows } = await db.query<Row>(
          `select count(*)::int as n from webhook_deliveries where status = 'pending'`,
        );
        return num(rows[0]?.n);
      },
      async listAttempts(accountId, deliveryId) {
        const { rows } = await db.query<Row>(
          `select a.* from webhook_delivery_attempts a join webhook_deliveries d on d.id = a.delivery_id
           where a.delivery_id = $1 and d.account_id = $2 order by a.attempt`,
          [deliveryId, accountId],
        );
        return rows.map(toAttempt);
      },
    },

    idempotency: {
      async get(accountId, key) {
        const now = nowIso();
        const { rows } = await db.query<Row>(
          'select * from idempotency_keys where account_id = $1 and key = $2 and created_at > $3::timestamptz',
          [accountId, key, addMs(now, -IDEMPOTENCY_TTL_MS)],
        );
        return rows[0] ? toIdempotency(rows[0]) : null;
      },
      async purgeExpired() {
        const { rows } = await db.query<Row>(
          'delete from idempotency_keys where created_at <= $1::timestamptz returning key',
          [addMs(nowIso(), -IDEMPOTENCY_TTL_MS)],
        );
        return rows.length;
      },
      async put(input) {
        assertNoNul(source, { key: input.key, requestHash: input.requestHash });
        const now = nowIso();
        const { rows } = await withAccount(input.accountId, () =>
          db.query<Row>(
            `insert into idempotency_keys (account_id, key, request_hash, status, body, created_at)
             values ($1, $2, $3, $4, $5::text::jsonb, $6)
             on conflict (account_id, key) do update
               set request_hash = excluded.request_hash, status = excluded.status, body = excluded.body,
                   created_at = excluded.created_at
               where idempotency_keys.created_at <= $7::timestamptz
             returning *`,
            [
              input.accountId,
              input.key,
              input.requestHash,
              input.status,
              toJsonText(input.body ?? null, source),
              now,
              addMs(now, -IDEMPOTENCY_TTL_MS),
            ],
          ),
        );
        if (rows[0]) return { record: toIdempotency(rows[0]), created: true };
        const existing = await db.query<Row>(
          'select * from idempotency_keys where account_id = $1 and key = $2',
          [input.accountId, input.key],
        );
        return { record: toIdempotency(existing.rows[0]!), created: false };
      },
    },
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
  const repositoriesIn = (tx: SqlExecutor) => makeRepositories(tx, source, nowIso, inTx(tx));
  const transaction = <T>(fn: (tx: StoreRepositories) => Promise<T>): Promise<T> =>
    db.transaction((tx) => fn(repositoriesIn(tx)));

  return {
    adapter: source,
    ...makeRepositories(db, source, nowIso, (fn) => db.transaction(fn)),
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
      if (source === 'pglite') await db.exec('vacuum analyze');
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
