/**
 * A read cache in front of a store owned by one process (PGlite: its directory lock guarantees it), so
 * that the reads the API repeats — a recipe by id, a page of the recipe list, a custom ingredient, the
 * account's ingredient search — are answered from memory instead of a WASM query each.
 *
 * Coherence with every write of this process: entries are filed under a per-account generation of what
 * they read (recipes, ingredients); a write bumps that generation once it has settled — committed or
 * failed — and before it is acknowledged, so a read after an acknowledged write never sees an older
 * answer. A read that overlaps a write files its answer under the generation it started in, which the
 * write retires. Writes inside `transaction`/`exclusive` bump when the transaction settles.
 *
 * Memory: at most `maxBytes` of cached answers (estimated as twice their JSON size: the answer, and the
 * response text a reader may keep beside it while it lives, see {@link isCachedAnswer}), least recently
 * used first out (lru-cache). The generation map keeps one number per account written since the start.
 *
 * Never for a database shared by several processes (PostgreSQL): another instance's write could not be
 * seen. There the API reads through.
 *
 * @module
 */
import { LRUCache } from 'lru-cache';
import type { IngredientRepository, RecipeRepository, Store, StoreRepositories } from './types';

/** Options of {@link withReadCache}. */
export interface ReadCacheOptions {
  /** Cap of the cached answers, estimated as JSON bytes; default 64 MiB. */
  readonly maxBytes?: number;
}

/** The default cap of {@link withReadCache}. */
export const READ_CACHE_DEFAULT_BYTES = 64 * 1024 * 1024;

type Kind = 'recipes' | 'ingredients';

const WRITES: Record<Kind, ReadonlySet<string>> = {
  recipes: new Set(['create', 'update', 'delete']),
  ingredients: new Set(['create', 'update', 'delete']),
};

/** Every answer a read cache has filed (deep-frozen, never changed while any reader holds it). */
const filed = new WeakSet<object>();

/**
 * Whether `value` is an answer held by a read cache: deep-frozen and the same object for every read of
 * the same generation, so a reader may keep what it derives from it (the API's response text) in a
 * `WeakMap` keyed by it. A write makes later reads return a new object; the old one and what was kept
 * beside it go when the cache drops it and no request holds it.
 */
export function isCachedAnswer(value: unknown): boolean {
  return typeof value === 'object' && value !== null && filed.has(value);
}

/** The state behind one cached store, visible to tests. */
export interface ReadCacheStats {
  /** Estimated bytes held. */
  readonly bytes: number;
  readonly entries: number;
  readonly maxBytes: number;
}

/**
 * The store with its recipe and custom-ingredient reads cached; everything else is the store's own.
 *
 * @example const store = withReadCache(await openPgliteStore(dir));
 */
export function withReadCache(
  store: Store,
  options: ReadCacheOptions = {},
): Store & { readCacheStats(): ReadCacheStats } {
  const maxBytes = options.maxBytes ?? READ_CACHE_DEFAULT_BYTES;
  const cache = new LRUCache<string, { readonly value: unknown; readonly bytes: number }>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.bytes,
  });
  const generations = new Map<string, number>();
  let clock = 0;
  const generation = (kind: Kind, accountId: string) => generations.get(`${kind}\u0000${accountId}`) ?? 0;
  const retire = (kind: Kind, accountId: string) => generations.set(`${kind}\u0000${accountId}`, ++clock);

  async function read<T>(kind: Kind, accountId: string, key: string, load: () => Promise<T>): Promise<T> {
    const started = generation(kind, accountId);
    const slot = `${kind}\u0000${accountId}\u0000${started}\u0000${key}`;
    const hit = cache.get(slot);
    if (hit) return hit.value as T;
    const value = await load();
    // Not-found answers are not kept (random ids must not fill the cache), nor one a write overtook.
    if (value !== null && generation(kind, accountId) === started) {
      // Twice the JSON: the answer and the response text a reader may keep beside it (isCachedAnswer).
      const bytes = 2 * JSON.stringify(value).length + slot.length + 64;
      if (bytes <= maxBytes) {
        cache.set(slot, { value: deepFreeze(value), bytes });
        filed.add(value as object);
      }
    }
    return value;
  }

  /**
   * `repository` with its methods bound and its write methods retiring the account's generation of
   * `kind` once settled. A plain object made once (per transaction inside one): the API reads its
   * methods on every request, and a new function per read would defeat the callers' own memos.
   */
  function writesRetire<R extends object>(
    kind: Kind,
    repository: R,
    onWrite?: (accountId: string) => void,
  ): R {
    const out = bindAll(repository) as Record<string, unknown>;
    for (const name of WRITES[kind]) {
      const write = out[name];
      if (typeof write !== 'function') continue;
      out[name] = async (accountId: string, ...rest: unknown[]) => {
        try {
          return await write(accountId, ...rest);
        } finally {
          if (onWrite) onWrite(accountId);
          else retire(kind, accountId);
        }
      };
    }
    return out as R;
  }

  const recipes: RecipeRepository = writesRetire('recipes', {
    ...bindAll(store.recipes),
    get: (accountId, id) =>
      read('recipes', accountId, `get\u0000${id}`, () => store.recipes.get(accountId, id)),
    list: (accountId, page) =>
      read('recipes', accountId, `list\u0000${page?.limit ?? ''}\u0000${page?.cursor ?? ''}`, () =>
        store.recipes.list(accountId, page),
      ),
  });
  const ingredients: IngredientRepository = writesRetire('ingredients', {
    ...bindAll(store.ingredients),
    get: (accountId, id) =>
      read('ingredients', accountId, `get\u0000${id}`, () => store.ingredients.get(accountId, id)),
    list: (accountId, page) =>
      read('ingredients', accountId, `list\u0000${page?.limit ?? ''}\u0000${page?.cursor ?? ''}`, () =>
        store.ingredients.list(accountId, page),
      ),
    search: (accountId, query, search) =>
      read('ingredients', accountId, `search\u0000${search?.limit ?? ''}\u0000${query}`, () =>
        store.ingredients.search(accountId, query, search),
      ),
  });

  /** Runs a transaction on repositories that note which accounts it writes, retired when it settles. */
  async function tracked<R>(
    run: (wrap: (tx: StoreRepositories) => StoreRepositories) => Promise<R>,
  ): Promise<R> {
    const touched: [Kind, string][] = [];
    const wrap = (tx: StoreRepositories): StoreRepositories => ({
      ...tx,
      recipes: writesRetire('recipes', tx.recipes, (accountId) => touched.push(['recipes', accountId])),
      ingredients: writesRetire('ingredients', tx.ingredients, (accountId) =>
        touched.push(['ingredients', accountId]),
      ),
    });
    try {
      return await run(wrap);
    } finally {
      for (const [kind, accountId] of touched) retire(kind, accountId);
    }
  }

  return {
    ...bindAll(store),
    accounts: store.accounts,
    apiKeys: store.apiKeys,
    webhooks: store.webhooks,
    outbox: store.outbox,
    idempotency: store.idempotency,
    recipes,
    ingredients,
    transaction: (fn) => tracked((wrap) => store.transaction((tx) => fn(wrap(tx)))),
    exclusive: (lock, fn) => tracked((wrap) => store.exclusive(lock, (tx) => fn(wrap(tx)))),
    readCacheStats: () => ({ bytes: cache.calculatedSize, entries: cache.size, maxBytes }),
  };
}

/** The object's own and prototype methods bound to it, and its other fields as they are. */
function bindAll<T extends object>(object: T): T {
  const out: Record<string | symbol, unknown> = {};
  for (let o: object | null = object; o && o !== Object.prototype; o = Object.getPrototypeOf(o)) {
    for (const key of Reflect.ownKeys(o)) {
      if (key === 'constructor' || key in out) continue;
      const value = Reflect.get(object, key);
      out[key] = typeof value === 'function' ? value.bind(object) : value;
    }
  }
  return out as T;
}

/** Cached answers are shared by every later reader: nobody may change them. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
