import { describe, expect, test } from 'vitest';
import { createMemoryStore } from '../src/adapters/memory';
import { isCachedAnswer, withReadCache } from '../src/read-cache';
import type { RecipeInput, SavedRecipe, Store } from '../src/types';

const recipe = (name: string, grams = 100): RecipeInput => ({
  name,
  regulation: 'fda',
  recipe: {
    servingSizeGrams: 30,
    ingredients: [{ name: 'Oats', foodId: 'golden:oats-rolled', weightGrams: grams }],
  },
});

/** A memory store whose repository reads are counted. */
function countingStore(): { store: Store; reads: Map<string, number> } {
  const inner = createMemoryStore();
  const reads = new Map<string, number>();
  const counted = <R extends object>(name: string, repository: R): R =>
    new Proxy(repository, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          reads.set(`${name}.${String(prop)}`, (reads.get(`${name}.${String(prop)}`) ?? 0) + 1);
          return value.apply(target, args);
        };
      },
    });
  const store: Store = {
    ...inner,
    adapter: inner.adapter,
    accounts: inner.accounts,
    apiKeys: inner.apiKeys,
    webhooks: inner.webhooks,
    outbox: inner.outbox,
    idempotency: inner.idempotency,
    recipes: counted('recipes', inner.recipes),
    ingredients: counted('ingredients', inner.ingredients),
    transaction: (fn) => inner.transaction(fn),
    exclusive: (lock, fn) => inner.exclusive(lock, fn),
    vacuum: () => inner.vacuum(),
    migrate: () => inner.migrate(),
    ping: () => inner.ping(),
    close: () => inner.close(),
  };
  return { store, reads };
}

describe('withReadCache', () => {
  test('repeated reads are answered from memory, and each kind of write is seen by the next read', async () => {
    const { store: inner, reads } = countingStore();
    const store = withReadCache(inner);
    const acc = (await store.accounts.create()).id;
    const a = await store.recipes.create(acc, recipe('a'));
    for (let i = 0; i < 5; i++) await store.recipes.get(acc, a.id);
    for (let i = 0; i < 5; i++) await store.recipes.list(acc, { limit: 10 });
    expect(reads.get('recipes.get')).toBe(1);
    expect(reads.get('recipes.list')).toBe(1);

    // update → get and list show it
    await store.recipes.update(acc, a.id, recipe('a, renamed'));
    expect((await store.recipes.get(acc, a.id))?.name).toBe('a, renamed');
    expect((await store.recipes.list(acc, { limit: 10 })).items.map((r) => r.name)).toEqual(['a, renamed']);
    // create → list shows it
    const b = await store.recipes.create(acc, recipe('b'));
    expect((await store.recipes.list(acc, { limit: 10 })).items.map((r) => r.id)).toEqual([b.id, a.id]);
    // delete → get and list lose it
    await store.recipes.delete(acc, a.id);
    expect(await store.recipes.get(acc, a.id)).toBeNull();
    expect((await store.recipes.list(acc, { limit: 10 })).items.map((r) => r.id)).toEqual([b.id]);

    // custom ingredients: search, get and list after create, update and delete
    expect(await store.ingredients.search(acc, 'cheddar')).toEqual([]);
    const cheddar = await store.ingredients.create(acc, {
      name: 'House cheddar',
      nutrients: { protein: 25 },
    });
    expect((await store.ingredients.search(acc, 'cheddar')).map((m) => m.ingredient.id)).toEqual([
      cheddar.id,
    ]);
    expect((await store.ingredients.get(acc, cheddar.id))?.name).toBe('House cheddar');
    expect((await store.ingredients.list(acc)).items).toHaveLength(1);
    // update → search, get and list show the new name at once
    await store.ingredients.update(acc, cheddar.id, { name: 'Aged gouda', nutrients: { protein: 29 } });
    expect(await store.ingredients.search(acc, 'cheddar')).toEqual([]);
    expect((await store.ingredients.search(acc, 'gouda')).map((m) => m.ingredient.id)).toEqual([cheddar.id]);
    expect((await store.ingredients.get(acc, cheddar.id))?.nutrients).toEqual({ protein: 29 });
    expect((await store.ingredients.list(acc)).items.map((i) => i.name)).toEqual(['Aged gouda']);
    await store.ingredients.delete(acc, cheddar.id);
    expect(await store.ingredients.search(acc, 'cheddar')).toEqual([]);
    expect(await store.ingredients.get(acc, cheddar.id)).toBeNull();
    expect((await store.ingredients.list(acc)).items).toEqual([]);
  });

  test('a write inside a transaction is seen once it commits; a rolled-back one never', async () => {
    const store = withReadCache(createMemoryStore());
    const acc = (await store.accounts.create()).id;
    const saved = await store.recipes.create(acc, recipe('before'));
    expect((await store.recipes.get(acc, saved.id))?.name).toBe('before');
    await store.transaction((tx) => tx.recipes.update(acc, saved.id, recipe('committed')));
    expect((await store.recipes.get(acc, saved.id))?.name).toBe('committed');

    const failure = await store
      .transaction(async (tx) => {
        await tx.recipes.update(acc, saved.id, recipe('rolled back'));
        throw new Error('the outbox write failed');
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((await store.recipes.get(acc, saved.id))?.name).toBe('committed');
    expect((await store.recipes.list(acc)).items.map((r) => r.name)).toEqual(['committed']);
  });

  test('a failed write leaves every read as it was', async () => {
    const store = withReadCache(createMemoryStore());
    const acc = (await store.accounts.create()).id;
    const saved = await store.recipes.create(acc, recipe('kept'));
    const before = { get: await store.recipes.get(acc, saved.id), list: await store.recipes.list(acc) };
    // U+0000 cannot be stored (api.md §1): the store refuses the update.
    await expect(store.recipes.update(acc, saved.id, recipe('bad\u0000name'))).rejects.toThrow();
    await expect(store.recipes.create('acc_nobody', recipe('orphan'))).rejects.toThrow();
    expect(await store.recipes.get(acc, saved.id)).toEqual(before.get);
    expect(await store.recipes.list(acc)).toEqual(before.list);
  });

  test('a read that overlaps a write never files the older answer for later readers', async () => {
    const inner = createMemoryStore();
    let release: (() => void) | undefined;
    const slowOnce: Store = {
      ...inner,
      recipes: {
        ...inner.recipes,
        create: (...args) => inner.recipes.create(...args),
        update: (...args) => inner.recipes.update(...args),
        delete: (...args) => inner.recipes.delete(...args),
        list: (...args) => inner.recipes.list(...args),
        listVersions: (...args) => inner.recipes.listVersions(...args),
        getVersion: (...args) => inner.recipes.getVersion(...args),
        async get(accountId, id) {
          const answer = await inner.recipes.get(accountId, id);
          if (release === undefined) await new Promise<void>((resolve) => (release = resolve));
          return answer;
        },
      },
    };
    const store = withReadCache(slowOnce);
    const acc = (await store.accounts.create()).id;
    const saved = await store.recipes.create(acc, recipe('old'));
    const overlapping = store.recipes.get(acc, saved.id); // reads "old", then waits
    await new Promise((resolve) => setTimeout(resolve, 5));
    await store.recipes.update(acc, saved.id, recipe('new'));
    release?.();
    expect((await overlapping)?.name).toBe('old');
    expect((await store.recipes.get(acc, saved.id))?.name).toBe('new');
  });

  test('accounts never see each other through the cache', async () => {
    const store = withReadCache(createMemoryStore());
    const a = (await store.accounts.create()).id;
    const b = (await store.accounts.create()).id;
    const saved = await store.recipes.create(a, recipe('private'));
    expect(await store.recipes.get(a, saved.id)).not.toBeNull();
    expect(await store.recipes.get(b, saved.id)).toBeNull();
    expect((await store.recipes.list(b)).items).toEqual([]);
  });

  test('a method is the same function on every read (callers keep per-method wrappers), inside transactions too', async () => {
    const store = withReadCache(createMemoryStore());
    for (const name of ['get', 'list', 'create', 'update', 'delete'] as const) {
      expect(store.recipes[name]).toBe(store.recipes[name]);
    }
    for (const name of ['get', 'list', 'search', 'create', 'update', 'delete'] as const) {
      expect(store.ingredients[name]).toBe(store.ingredients[name]);
    }
    const acc = (await store.accounts.create()).id;
    const saved = await store.transaction(async (tx) => {
      expect(tx.recipes.create).toBe(tx.recipes.create);
      return tx.recipes.create(acc, recipe('in a transaction'));
    });
    expect((await store.recipes.get(acc, saved.id))?.name).toBe('in a transaction');
  });

  test('cached answers cannot be changed by a reader', async () => {
    const store = withReadCache(createMemoryStore());
    const acc = (await store.accounts.create()).id;
    const saved = await store.recipes.create(acc, recipe('frozen'));
    const first = (await store.recipes.get(acc, saved.id)) as SavedRecipe;
    expect(() => {
      (first as { name: string }).name = 'changed';
    }).toThrow(TypeError);
    expect((await store.recipes.get(acc, saved.id))?.name).toBe('frozen');
  });

  test('memory stays under its cap with 20,000 recipes read', { timeout: 120_000 }, async () => {
    const maxBytes = 2 * 1024 * 1024;
    const store = withReadCache(createMemoryStore(), { maxBytes });
    const acc = (await store.accounts.create({ plan: 'unlimited' })).id;
    const ids: string[] = [];
    for (let i = 0; i < 20_000; i++)
      ids.push((await store.recipes.create(acc, recipe(`r${i}`, 50 + (i % 7)))).id);
    let cursor: string | null = null;
    do {
      const page = await store.recipes.list(acc, { limit: 50, ...(cursor ? { cursor } : {}) });
      cursor = page.nextCursor;
    } while (cursor);
    for (const id of ids) await store.recipes.get(acc, id);
    const stats = store.readCacheStats();
    expect(stats.bytes).toBeLessThanOrEqual(maxBytes);
    expect(stats.bytes).toBeGreaterThan(maxBytes / 2); // it is used, not bypassed
    // The most recently read recipes are served, the oldest were let go.
    expect((await store.recipes.get(acc, ids.at(-1) as string))?.name).toBe('r19999');
  });

  test('isCachedAnswer: the answers the cache filed, not a read-through value nor one a write overtook', async () => {
    const inner = createMemoryStore();
    const store = withReadCache(inner);
    const acc = (await store.accounts.create()).id;
    const saved = await store.recipes.create(acc, recipe('a'));
    expect(isCachedAnswer(saved)).toBe(false); // a write's answer
    const first = await store.recipes.get(acc, saved.id);
    expect(isCachedAnswer(first)).toBe(true);
    expect(await store.recipes.get(acc, saved.id)).toBe(first); // the same object: text kept beside it holds
    expect(isCachedAnswer(await store.recipes.list(acc))).toBe(true);
    expect(isCachedAnswer(await inner.recipes.get(acc, saved.id))).toBe(false);
    expect(isCachedAnswer(await store.recipes.get(acc, 'rec_missing'))).toBe(false); // null, never filed

    // A read that a write overtakes is answered but not filed, so nothing is kept beside it.
    let release = () => {};
    const get = inner.recipes.get.bind(inner.recipes);
    inner.recipes.get = async (...args) => {
      const value = await get(...args);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return value;
    };
    await store.recipes.update(acc, saved.id, recipe('b'));
    const overtaken = store.recipes.get(acc, saved.id);
    await new Promise((resolve) => setImmediate(resolve));
    await store.recipes.update(acc, saved.id, recipe('c'));
    release();
    expect(isCachedAnswer(await overtaken)).toBe(false);
  });
});
