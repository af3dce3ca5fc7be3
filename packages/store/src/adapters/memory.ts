/**
 * The in-memory reference adapter: the behaviour every other adapter must match (the contract suite
 * runs against it first). Transactions are serialised and undone from a journal on failure.
 *
 * @module
 */
import { assertNoNul, jsonCopy, toJsonText } from '../_internal/json';
import { ingredientCountOf, numberField } from '../_internal/recipe-fields';
import { addMs, toIso } from '../_internal/time';
import { API_KEY_PATTERN, apiKeyPrefix, generateApiKey, hashApiKey, hashesEqual } from '../api-key';
import { checkLimit, decodeCursor, encodeCursor } from '../cursor';
import { newId } from '../ids';
import {
  DEFAULT_DELIVERY_LIST_LIMIT,
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_SEARCH_LIMIT,
  IDEMPOTENCY_TTL_MS,
  MAX_SEARCH_LIMIT,
} from '../limits';
import { MATCH_RANK, matchKind, normalizeSearchName } from '../search-name';
import { lastKey, StoreError } from '../store-error';
import type {
  Account,
  ApiKeyInfo,
  CustomIngredient,
  Delivery,
  DeliveryAttempt,
  IdempotencyRecord,
  IngredientMatch,
  Page,
  PageOptions,
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

const SRC = 'memory';

const versionKey = (recipeId: string, version: number): string => `${recipeId}#${version}`;

interface KeyRow extends ApiKeyInfo {
  readonly hash: string;
}

interface IngredientRow extends CustomIngredient {
  readonly nameKey: string;
}

interface Tables {
  readonly accounts: Map<string, Account>;
  readonly apiKeys: Map<string, KeyRow>;
  readonly recipes: Map<string, SavedRecipe>;
  /** Every kept version, by `versionKey(recipeId, version)`. */
  readonly recipeVersions: Map<string, SavedRecipe>;
  readonly ingredients: Map<string, IngredientRow>;
  readonly webhooks: Map<string, WebhookWithSecret>;
  readonly deliveries: Map<string, Delivery>;
  readonly attempts: Map<string, readonly DeliveryAttempt[]>;
  readonly idempotency: Map<string, IdempotencyRecord>;
}

type Undo = () => void;

/** Writes to the tables, recording how to undo them when inside a transaction. */
class Writer {
  constructor(private readonly journal: Undo[] | null) {}

  put<V>(map: Map<string, V>, key: string, value: V): void {
    this.remember(map, key);
    map.set(key, value);
  }

  delete<V>(map: Map<string, V>, key: string): boolean {
    if (!map.has(key)) return false;
    this.remember(map, key);
    return map.delete(key);
  }

  private remember<V>(map: Map<string, V>, key: string): void {
    if (!this.journal) return;
    if (map.has(key)) {
      const old = map.get(key) as V;
      this.journal.push(() => map.set(key, old));
    } else {
      this.journal.push(() => map.delete(key));
    }
  }
}

const clone = <T>(value: T): T => structuredClone(value);

const newestFirst = (a: { at: string; id: string }, b: { at: string; id: string }): number =>
  a.at === b.at ? (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) : a.at < b.at ? 1 : -1;

function paginate<T>(
  rows: T[],
  key: (row: T) => { at: string; id: string },
  options: PageOptions | undefined,
): Page<T> {
  const limit = checkLimit(options?.limit, SRC);
  const after = decodeCursor(options?.cursor, SRC);
  const sorted = rows.map((row) => ({ row, k: key(row) })).sort((a, b) => newestFirst(a.k, b.k));
  const rest = after ? sorted.filter(({ k }) => newestFirst(k, after) > 0) : sorted;
  const page = rest.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(({ row }) => row),
    nextCursor: rest.length > limit && last ? encodeCursor(last.k) : null,
  };
}

function toSummary(r: SavedRecipe): RecipeSummary {
  return {
    id: r.id,
    accountId: r.accountId,
    name: r.name,
    regulation: r.regulation,
    version: r.version,
    ingredientCount: r.ingredientCount,
    servingSizeGrams: numberField(r.recipe, 'servingSizeGrams'),
    servingsPerContainer: numberField(r.recipe, 'servingsPerContainer'),
    yieldFactor: numberField(r.recipe, 'yieldFactor'),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

const publicKey = ({ hash: _hash, ...info }: KeyRow): ApiKeyInfo => clone(info);
const publicIngredient = ({ nameKey: _nameKey, ...ing }: IngredientRow): CustomIngredient => clone(ing);
const publicWebhook = ({ secret: _secret, ...wh }: WebhookWithSecret): Webhook => clone(wh);

function makeRepositories(t: Tables, w: Writer, nowIso: () => string): StoreRepositories {
  const requireAccount = (accountId: string): void => {
    if (!t.accounts.has(accountId)) throw new StoreError('not_found', SRC, `no account ${accountId}`);
  };
  const ownRecipe = (accountId: string, id: string) => {
    const r = t.recipes.get(id);
    return r && r.accountId === accountId ? r : undefined;
  };
  const ownDelivery = (accountId: string, id: string) => {
    const d = t.deliveries.get(id);
    return d && d.accountId === accountId ? d : undefined;
  };
  const ownWebhook = (accountId: string, id: string) => {
    const wh = t.webhooks.get(id);
    return wh && wh.accountId === accountId ? wh : undefined;
  };

  return {
    accounts: {
      async create(input) {
        const account: Account = { id: newId('acc'), plan: input?.plan ?? 'free', createdAt: nowIso() };
        w.put(t.accounts, account.id, account);
        return clone(account);
      },
      async get(id) {
        const a = t.accounts.get(id);
        return a ? clone(a) : null;
      },
      async setPlan(id, plan) {
        const a = t.accounts.get(id);
        if (!a) return null;
        const next = { ...a, plan };
        w.put(t.accounts, id, next);
        return clone(next);
      },
      async count() {
        return t.accounts.size;
      },
    },

    apiKeys: {
      async create(accountId) {
        requireAccount(accountId);
        const key = generateApiKey();
        const row: KeyRow = {
          id: newId('key'),
          accountId,
          prefix: apiKeyPrefix(key),
          createdAt: nowIso(),
          revokedAt: null,
          hash: hashApiKey(key),
        };
        w.put(t.apiKeys, row.id, row);
        return { ...publicKey(row), key };
      },
      async list(accountId) {
        return [...t.apiKeys.values()]
          .filter((k) => k.accountId === accountId)
          .sort((a, b) =>
            a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1,
          )
          .map(publicKey);
      },
      async revoke(accountId, keyId) {
        const k = t.apiKeys.get(keyId);
        if (!k || k.accountId !== accountId) return false;
        if (k.revokedAt !== null) return true;
        const others = [...t.apiKeys.values()].some(
          (o) => o.accountId === accountId && o.id !== keyId && o.revokedAt === null,
        );
        if (!others) throw lastKey(SRC, accountId, keyId);
        w.put(t.apiKeys, keyId, { ...k, revokedAt: nowIso() });
        return true;
      },
      async authenticate(plaintextKey) {
        if (!API_KEY_PATTERN.test(plaintextKey)) return null;
        const hash = hashApiKey(plaintextKey);
        for (const k of t.apiKeys.values()) {
          if (k.revokedAt === null && hashesEqual(k.hash, hash)) {
            const account = t.accounts.get(k.accountId);
            return account ? { accountId: account.id, plan: account.plan, keyId: k.id } : null;
          }
        }
        return null;
      },
    },

    recipes: {
      async create(accountId, input) {
        assertNoNul(SRC, { name: input.name, regulation: input.regulation });
        requireAccount(accountId);
        const now = nowIso();
        const recipe = jsonCopy<Record<string, unknown>>(input.recipe, SRC);
        const row: SavedRecipe = {
          id: newId('rec'),
          accountId,
          name: input.name,
          regulation: input.regulation,
          recipe,
          metadata: jsonCopy<Record<string, string>>(input.metadata ?? {}, SRC),
          version: 1,
          ingredientCount: ingredientCountOf(recipe),
          createdAt: now,
          updatedAt: now,
        };
        w.put(t.recipes, row.id, row);
        w.put(t.recipeVersions, versionKey(row.id, 1), row);
        return clone(row);
      },
      async update(accountId, id, input, options) {
        assertNoNul(SRC, { name: input.name, regulation: input.regulation });
        const old = ownRecipe(accountId, id);
        if (!old) return null;
        if (options?.expectedVersion !== undefined && options.expectedVersion !== old.version) {
          throw new StoreError(
            'conflict',
            SRC,
            `recipe ${id} is at version ${old.version}, not ${options.expectedVersion}`,
          );
        }
        const recipe = jsonCopy<Record<string, unknown>>(input.recipe, SRC);
        const row: SavedRecipe = {
          ...old,
          name: input.name,
          regulation: input.regulation,
          recipe,
          metadata: input.metadata ? jsonCopy<Record<string, string>>(input.metadata, SRC) : old.metadata,
          version: old.version + 1,
          ingredientCount: ingredientCountOf(recipe),
          updatedAt: nowIso(),
        };
        w.put(t.recipes, id, row);
        w.put(t.recipeVersions, versionKey(id, row.version), row);
        w.delete(t.recipeVersions, versionKey(id, row.version - MAX_RECIPE_VERSIONS));
        return clone(row);
      },
      async get(accountId, id) {
        const r = ownRecipe(accountId, id);
        return r ? clone(r) : null;
      },
      async delete(accountId, id) {
        const r = ownRecipe(accountId, id);
        if (!r) return false;
        for (let v = r.version; v > r.version - MAX_RECIPE_VERSIONS && v > 0; v--) {
          w.delete(t.recipeVersions, versionKey(id, v));
        }
        return w.delete(t.recipes, id);
      },
      async listVersions(accountId, id) {
        const r = ownRecipe(accountId, id);
        if (!r) return null;
        const kept: RecipeVersionInfo[] = [];
        for (let v = r.version; v > r.version - MAX_RECIPE_VERSIONS && v > 0; v--) {
          const row = t.recipeVersions.get(versionKey(id, v));
          if (row)
            kept.push({ version: v, name: row.name, regulation: row.regulation, updatedAt: row.updatedAt });
        }
        return kept;
      },
      async getVersion(accountId, id, version) {
        if (!ownRecipe(accountId, id)) return null;
        const row = t.recipeVersions.get(versionKey(id, version));
        return row ? clone(row) : null;
      },
      async list(accountId, options) {
        const rows = [...t.recipes.values()].filter((r) => r.accountId === accountId);
        const page = paginate(rows, (r) => ({ at: r.updatedAt, id: r.id }), options);
        return { items: page.items.map(toSummary), nextCursor: page.nextCursor };
      },
    },

    ingredients: {
      async create(accountId, input) {
        assertNoNul(SRC, { name: input.name });
        requireAccount(accountId);
        const row: IngredientRow = {
          id: newId('ing'),
          accountId,
          name: input.name,
          nutrients: jsonCopy(input.nutrients, SRC),
          portions: jsonCopy(input.portions ?? [], SRC),
          allergens: jsonCopy(input.allergens ?? [], SRC),
          createdAt: nowIso(),
          nameKey: normalizeSearchName(input.name),
        };
        w.put(t.ingredients, row.id, row);
        return publicIngredient(row);
      },
      async get(accountId, id) {
        const row = t.ingredients.get(id);
        return row && row.accountId === accountId ? publicIngredient(row) : null;
      },
      async update(accountId, id, input) {
        assertNoNul(SRC, { name: input.name });
        const old = t.ingredients.get(id);
        if (!old || old.accountId !== accountId) return null;
        const row: IngredientRow = {
          ...old,
          name: input.name,
          nutrients: jsonCopy(input.nutrients, SRC),
          portions: jsonCopy(input.portions ?? [], SRC),
          allergens: jsonCopy(input.allergens ?? [], SRC),
          nameKey: normalizeSearchName(input.name),
        };
        w.put(t.ingredients, id, row);
        return publicIngredient(row);
      },
      async delete(accountId, id) {
        const row = t.ingredients.get(id);
        return row && row.accountId === accountId ? w.delete(t.ingredients, id) : false;
      },
      async list(accountId, options) {
        const rows = [...t.ingredients.values()].filter((r) => r.accountId === accountId);
        const page = paginate(rows, (r) => ({ at: r.createdAt, id: r.id }), options);
        return { items: page.items.map(publicIngredient), nextCursor: page.nextCursor };
      },
      async search(accountId, query, options) {
        const limit = checkLimit(options?.limit, SRC, DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT);
        const q = normalizeSearchName(query);
        const hits: (IngredientMatch & { key: string })[] = [];
        for (const row of t.ingredients.values()) {
          if (row.accountId !== accountId) continue;
          const match = matchKind(row.nameKey, q);
          if (match) hits.push({ ingredient: publicIngredient(row), match, key: row.nameKey });
        }
        hits.sort(
          (a, b) =>
            MATCH_RANK[a.match] - MATCH_RANK[b.match] ||
            a.key.length - b.key.length ||
            (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) ||
            (a.ingredient.id < b.ingredient.id ? -1 : 1),
        );
        return hits.slice(0, limit).map(({ ingredient, match }) => ({ ingredient, match }));
      },
    },

    webhooks: {
      async upsert(accountId, input) {
        assertNoNul(SRC, { url: input.url, secret: input.secret });
        requireAccount(accountId);
        const now = nowIso();
        const events = [...input.events];
        const existing = [...t.webhooks.values()].find(
          (x) => x.accountId === accountId && x.url === input.url,
        );
        if (existing) {
          const next: WebhookWithSecret = { ...existing, events, secret: input.secret, updatedAt: now };
          w.put(t.webhooks, existing.id, next);
          return { webhook: publicWebhook(next), created: false };
        }
        const row: WebhookWithSecret = {
          id: newId('wh'),
          accountId,
          url: input.url,
          events,
          secret: input.secret,
          createdAt: now,
          updatedAt: now,
        };
        w.put(t.webhooks, row.id, row);
        return { webhook: publicWebhook(row), created: true };
      },
      async list(accountId) {
        return [...t.webhooks.values()]
          .filter((x) => x.accountId === accountId)
          .sort((a, b) =>
            a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1,
          )
          .map(publicWebhook);
      },
      async get(accountId, id) {
        const wh = ownWebhook(accountId, id);
        return wh ? publicWebhook(wh) : null;
      },
      async getWithSecret(accountId, id) {
        const wh = ownWebhook(accountId, id);
        return wh ? clone(wh) : null;
      },
      async delete(accountId, id) {
        if (!ownWebhook(accountId, id)) return false;
        for (const d of [...t.deliveries.values()]) {
          if (d.webhookId === id) {
            w.delete(t.deliveries, d.id);
            w.delete(t.attempts, d.id);
          }
        }
        return w.delete(t.webhooks, id);
      },
    },

    outbox: {
      async enqueueEvent(accountId, type, payload, options) {
        const maxAttempts = options?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
        if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
          throw new StoreError('invalid', SRC, `maxAttempts must be a positive integer, got ${maxAttempts}`);
        }
        const payloadJson = toJsonText(payload, SRC);
        const eventId = newId('evt');
        const createdAt = nowIso();
        const deliveries: Delivery[] = [];
        const hooks = [...t.webhooks.values()]
          .filter((x) => x.accountId === accountId && x.events.includes(type))
          .sort((a, b) => (a.id < b.id ? -1 : 1));
        for (const wh of hooks) {
          const d: Delivery = {
            id: newId('dlv'),
            eventId,
            webhookId: wh.id,
            accountId,
            type,
            payloadJson,
            status: 'pending',
            attempts: 0,
            maxAttempts,
            nextAttemptAt: createdAt,
            lastStatusCode: null,
            lastError: null,
            createdAt,
            updatedAt: createdAt,
          };
          w.put(t.deliveries, d.id, d);
          deliveries.push(clone(d));
        }
        return { eventId, createdAt, deliveries };
      },
      async claimDue(now, limit, leaseMs) {
        const at = toIso(now);
        const due = [...t.deliveries.values()]
          .filter((d) => d.status === 'pending' && d.nextAttemptAt <= at && t.webhooks.has(d.webhookId))
          .sort((a, b) =>
            a.nextAttemptAt === b.nextAttemptAt
              ? a.id < b.id
                ? -1
                : 1
              : a.nextAttemptAt < b.nextAttemptAt
                ? -1
                : 1,
          )
          .slice(0, Math.max(0, limit));
        const leaseUntil = addMs(at, leaseMs);
        return due.map((d) => {
          const next: Delivery = { ...d, nextAttemptAt: leaseUntil, updatedAt: at };
          w.put(t.deliveries, d.id, next);
          const wh = t.webhooks.get(d.webhookId) as WebhookWithSecret;
          return { ...clone(next), url: wh.url, secret: wh.secret };
        });
      },
      async recordAttempt(o) {
        const d = ownDelivery(o.accountId, o.deliveryId);
        if (!d) return null;
        const at = o.at ? toIso(o.at) : nowIso();
        const attempt = d.attempts + 1;
        const statusCode = o.statusCode ?? null;
        const error = o.error ?? null;
        let next: Delivery = { ...d, attempts: attempt, updatedAt: at };
        if (d.status === 'pending') {
          const status = o.ok ? 'delivered' : attempt >= d.maxAttempts ? 'failed' : 'pending';
          next = {
            ...next,
            status,
            lastStatusCode: statusCode,
            lastError: error,
            nextAttemptAt: status === 'pending' ? toIso(o.retryAt) : d.nextAttemptAt,
          };
        }
        w.put(t.deliveries, d.id, next);
        const log = t.attempts.get(d.id) ?? [];
        w.put(t.attempts, d.id, [
          ...log,
          { deliveryId: d.id, attempt, at, statusCode, error, durationMs: Math.round(o.durationMs) },
        ]);
        return clone(next);
      },
      async getDelivery(accountId, id) {
        const d = ownDelivery(accountId, id);
        return d ? clone(d) : null;
      },
      async listDeliveries(accountId, webhookId, limit) {
        const n = checkLimit(limit, SRC, DEFAULT_DELIVERY_LIST_LIMIT);
        return [...t.deliveries.values()]
          .filter((d) => d.accountId === accountId && d.webhookId === webhookId)
          .sort((a, b) => newestFirst({ at: a.createdAt, id: a.id }, { at: b.createdAt, id: b.id }))
          .slice(0, n)
          .map(clone);
      },
      async purgeFinished(before) {
        const cutoff = toIso(before);
        let n = 0;
        for (const d of [...t.deliveries.values()]) {
          if (d.status !== 'pending' && d.updatedAt < cutoff) {
            w.delete(t.deliveries, d.id);
            w.delete(t.attempts, d.id);
            n++;
          }
        }
        return n;
      },
      async countPending() {
        let n = 0;
        for (const d of t.deliveries.values()) if (d.status === 'pending') n++;
        return n;
      },
      async listAttempts(accountId, deliveryId) {
        if (!ownDelivery(accountId, deliveryId)) return [];
        return clone([...(t.attempts.get(deliveryId) ?? [])]);
      },
    },

    idempotency: {
      async get(accountId, key) {
        const r = t.idempotency.get(`${accountId}\u0000${key}`);
        if (!r || Date.parse(r.createdAt) <= Date.parse(nowIso()) - IDEMPOTENCY_TTL_MS) return null;
        return clone(r);
      },
      async purgeExpired() {
        const cutoff = Date.parse(nowIso()) - IDEMPOTENCY_TTL_MS;
        let n = 0;
        for (const [k, r] of [...t.idempotency]) {
          if (Date.parse(r.createdAt) <= cutoff) {
            w.delete(t.idempotency, k);
            n++;
          }
        }
        return n;
      },
      async put(input) {
        assertNoNul(SRC, { key: input.key, requestHash: input.requestHash });
        requireAccount(input.accountId);
        const now = nowIso();
        const k = `${input.accountId}\u0000${input.key}`;
        const existing = t.idempotency.get(k);
        if (existing && Date.parse(existing.createdAt) > Date.parse(now) - IDEMPOTENCY_TTL_MS) {
          return { record: clone(existing), created: false };
        }
        const record: IdempotencyRecord = {
          accountId: input.accountId,
          key: input.key,
          requestHash: input.requestHash,
          status: input.status,
          body: jsonCopy(input.body ?? null, SRC),
          createdAt: now,
        };
        w.put(t.idempotency, k, record);
        return { record: clone(record), created: true };
      },
    },
  };
}

/**
 * Creates an empty in-memory store: the reference adapter, for tests and `STORE=memory` runs.
 *
 * @param options - `now`: the clock
 * @returns a `Store` whose data lives as long as the object
 * @example
 * const store = createMemoryStore();
 * const account = await store.accounts.create({ plan: 'team' });
 */
export function createMemoryStore(options: StoreOptions = {}): Store {
  const clock = options.now ?? (() => new Date());
  const nowIso = (): string => clock().toISOString();
  const tables: Tables = {
    accounts: new Map(),
    apiKeys: new Map(),
    recipes: new Map(),
    recipeVersions: new Map(),
    ingredients: new Map(),
    webhooks: new Map(),
    deliveries: new Map(),
    attempts: new Map(),
    idempotency: new Map(),
  };
  const repos = makeRepositories(tables, new Writer(null), nowIso);
  let txQueue: Promise<unknown> = Promise.resolve();
  let closed = false;

  const guard = (): void => {
    if (closed) throw new StoreError('unavailable', SRC, 'store is closed');
  };

  const transaction: Store['transaction'] = async (fn) => {
    guard();
    const run = async () => {
      const journal: Undo[] = [];
      try {
        return await fn(makeRepositories(tables, new Writer(journal), nowIso));
      } catch (e) {
        for (let i = journal.length - 1; i >= 0; i--) journal[i]?.();
        throw e;
      }
    };
    const result = txQueue.then(run, run);
    txQueue = result.catch(() => undefined);
    return result;
  };

  return {
    adapter: 'memory',
    ...repos,
    transaction,
    async exclusive(_lock, fn) {
      return { ran: true, value: await transaction(fn) };
    },
    async vacuum() {
      guard();
    },
    async migrate() {
      guard();
      return [];
    },
    async ping() {
      guard();
    },
    async close() {
      closed = true;
    },
  };
}
