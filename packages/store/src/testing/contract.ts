/**
 * The store contract: one test suite every adapter must pass unchanged (memory, PGlite, PostgreSQL).
 * Tests share one store per suite and stay independent by creating their own accounts; the outbox
 * tests first drain what earlier tests left due.
 *
 * @module
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { StoreError } from '../store-error';
import {
  type Delivery,
  MAX_RECIPE_VERSIONS,
  type RecipeInput,
  type Store,
  type StoreOptions,
} from '../types';

const BASE = Date.parse('2030-01-01T00:00:00.000Z');
// Claims made at DRAIN_AT move leftovers past every time the tests use.
const DRAIN_AT = '2200-01-01T00:00:00.000Z';
const CENTURY_MS = 100 * 365 * 24 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

const recipeInput = (name: string, ingredients = 2): RecipeInput => ({
  name,
  regulation: 'fda',
  recipe: {
    name,
    servingSizeGrams: 55,
    servingsPerContainer: 4,
    yieldFactor: 0.9,
    householdMeasure: '1 cup',
    ingredients: Array.from({ length: ingredients }, (_, i) => ({
      name: `ingredient ${i}`,
      weightGrams: 100 + i,
      nutrients: { energy_kcal: 364, total_fat: 0.98, protein: 10.33 },
      foodId: `usda:${1000 + i}`,
      amount: 2,
      unit: 'cup',
      allergens: ['wheat'],
    })),
  },
});

/**
 * Defines the contract suite for one adapter.
 *
 * @param name - the adapter's name in test titles
 * @param makeStore - opens a store with the given clock (a fresh or at least private database)
 * @example defineStoreContract('memory', async (options) => createMemoryStore(options))
 */
export function defineStoreContract(
  name: string,
  makeStore: (options?: StoreOptions) => Promise<Store>,
): void {
  describe(`store contract: ${name}`, () => {
    let clockMs = BASE;
    const nowIso = (): string => new Date(clockMs).toISOString();
    const tick = (ms = 1000): string => {
      clockMs += ms;
      return nowIso();
    };
    let store: Store;

    beforeAll(async () => {
      store = await makeStore({ now: () => new Date(clockMs) });
    });
    afterAll(async () => {
      await store?.close();
      await store?.close();
    });

    const account = async (plan?: 'free' | 'pro' | 'team' | 'unlimited') =>
      (await store.accounts.create(plan ? { plan } : undefined)).id;

    const drain = async (): Promise<void> => {
      while ((await store.outbox.claimDue(DRAIN_AT, 1000, CENTURY_MS)).length === 1000) {
        // keep draining
      }
    };

    describe('accounts', () => {
      test('create, get, setPlan and count', async () => {
        const before = await store.accounts.count();
        const at = tick();
        const a = await store.accounts.create();
        const b = await store.accounts.create({ plan: 'team' });
        expect(a).toEqual({ id: a.id, plan: 'free', createdAt: at });
        expect(a.id).toMatch(/^acc_[0-9A-Za-z]{20}$/);
        expect(b.plan).toBe('team');
        expect(a.id).not.toBe(b.id);
        expect(await store.accounts.count()).toBe(before + 2);
        expect(await store.accounts.get(a.id)).toEqual(a);
        expect(await store.accounts.setPlan(a.id, 'unlimited')).toEqual({ ...a, plan: 'unlimited' });
        expect((await store.accounts.get(a.id))?.plan).toBe('unlimited');
        expect(await store.accounts.get('acc_missing')).toBeNull();
        expect(await store.accounts.setPlan('acc_missing', 'pro')).toBeNull();
      });
    });

    describe('api keys', () => {
      test('a created key authenticates; list never shows the key or its hash', async () => {
        const acc = await account('pro');
        const at = tick();
        const created = await store.apiKeys.create(acc);
        expect(created.key).toMatch(/^nlk_[0-9A-Za-z]{32}$/);
        expect(created.id).toMatch(/^key_/);
        expect(created.prefix).toBe(created.key.slice(0, 8));
        expect(created.createdAt).toBe(at);
        expect(await store.apiKeys.authenticate(created.key)).toEqual({
          accountId: acc,
          plan: 'pro',
          keyId: created.id,
        });
        const list = await store.apiKeys.list(acc);
        expect(list).toEqual([
          { id: created.id, accountId: acc, prefix: created.prefix, createdAt: at, revokedAt: null },
        ]);
        expect(JSON.stringify(list)).not.toContain(created.key.slice(8));
        await store.accounts.setPlan(acc, 'team');
        expect((await store.apiKeys.authenticate(created.key))?.plan).toBe('team');
      });

      test('wrong, altered and malformed keys fail', async () => {
        const acc = await account();
        const { key } = await store.apiKeys.create(acc);
        const last = key.at(-1) === 'a' ? 'b' : 'a';
        expect(await store.apiKeys.authenticate(key.slice(0, -1) + last)).toBeNull();
        expect(await store.apiKeys.authenticate(`nlk_${'0'.repeat(32)}`)).toBeNull();
        expect(await store.apiKeys.authenticate(key.slice(0, -1))).toBeNull();
        expect(await store.apiKeys.authenticate(`${key} `)).toBeNull();
        expect(await store.apiKeys.authenticate('')).toBeNull();
        expect(
          await store.apiKeys.authenticate(key.toLowerCase() === key ? key.toUpperCase() : key.toLowerCase()),
        ).toBeNull();
      });

      test('a revoked key fails; another account cannot revoke it', async () => {
        const a = await account();
        const b = await account();
        const k1 = await store.apiKeys.create(a);
        tick();
        const k2 = await store.apiKeys.create(a);
        expect(await store.apiKeys.revoke(b, k1.id)).toBe(false);
        expect(await store.apiKeys.authenticate(k1.key)).not.toBeNull();
        const at = tick();
        expect(await store.apiKeys.revoke(a, k1.id)).toBe(true);
        tick();
        expect(await store.apiKeys.revoke(a, k1.id)).toBe(true);
        expect(await store.apiKeys.authenticate(k1.key)).toBeNull();
        expect((await store.apiKeys.authenticate(k2.key))?.keyId).toBe(k2.id);
        const list = await store.apiKeys.list(a);
        expect(list.map((k) => [k.id, k.revokedAt])).toEqual([
          [k1.id, at],
          [k2.id, null],
        ]);
        expect(await store.apiKeys.list(b)).toEqual([]);
        expect(await store.apiKeys.revoke(a, 'key_missing')).toBe(false);
      });

      test('the last active key cannot be revoked', async () => {
        const a = await account();
        const only = await store.apiKeys.create(a);
        await expect(store.apiKeys.revoke(a, only.id)).rejects.toMatchObject({
          name: 'StoreError',
          code: 'conflict',
          message: expect.stringContaining(`key ${only.id} is the last active key`),
        });
        expect((await store.apiKeys.authenticate(only.key))?.keyId).toBe(only.id);
        tick();
        const next = await store.apiKeys.create(a);
        expect(await store.apiKeys.revoke(a, only.id)).toBe(true);
        // revoking an already revoked key is still fine; the new one is now the last
        expect(await store.apiKeys.revoke(a, only.id)).toBe(true);
        await expect(store.apiKeys.revoke(a, next.id)).rejects.toMatchObject({ code: 'conflict' });
        // inside a transaction too
        await expect(store.transaction((tx) => tx.apiKeys.revoke(a, next.id))).rejects.toMatchObject({
          code: 'conflict',
        });
        expect((await store.apiKeys.list(a)).map((k) => [k.id, k.revokedAt === null])).toEqual([
          [only.id, false],
          [next.id, true],
        ]);
      });

      test('concurrent revocations of the last keys leave exactly one active', async () => {
        for (let round = 0; round < 5; round++) {
          const a = await account();
          const keys = [];
          for (let i = 0; i < 3; i++) keys.push(await store.apiKeys.create(a));
          const outcomes = await Promise.allSettled(keys.map((k) => store.apiKeys.revoke(a, k.id)));
          expect(outcomes.filter((o) => o.status === 'fulfilled' && o.value === true)).toHaveLength(2);
          const refused = outcomes.filter((o) => o.status === 'rejected');
          expect(refused).toHaveLength(1);
          expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'conflict' });
          const active = (await store.apiKeys.list(a)).filter((k) => k.revokedAt === null);
          expect(active).toHaveLength(1);
          expect(
            await store.apiKeys.authenticate(keys.find((k) => k.id === active[0]?.id)!.key),
          ).not.toBeNull();
        }
      });

      test('creating a key for an unknown account is not_found', async () => {
        await expect(store.apiKeys.create('acc_missing')).rejects.toMatchObject({
          name: 'StoreError',
          code: 'not_found',
        });
      });
    });

    describe('recipes', () => {
      test('create keeps the whole recipe; update bumps the version', async () => {
        const acc = await account();
        const created1 = tick();
        const input = recipeInput('Bread', 3);
        const r = await store.recipes.create(acc, input);
        expect(r).toEqual({
          id: r.id,
          accountId: acc,
          name: 'Bread',
          regulation: 'fda',
          recipe: input.recipe,
          metadata: {},
          options: {},
          version: 1,
          ingredientCount: 3,
          createdAt: created1,
          updatedAt: created1,
        });
        expect(r.id).toMatch(/^rec_[0-9A-Za-z]{20}$/);
        const updated1 = tick();
        const next = recipeInput('Rye bread', 1);
        const u = await store.recipes.update(acc, r.id, { ...next, regulation: 'eu' });
        expect(u).toEqual({
          ...r,
          name: 'Rye bread',
          regulation: 'eu',
          recipe: next.recipe,
          version: 2,
          ingredientCount: 1,
          updatedAt: updated1,
        });
        expect(await store.recipes.get(acc, r.id)).toEqual(u);
      });

      test('metadata is kept as given, key order included; an update replaces it or, without it, keeps it', async () => {
        const acc = await account();
        const metadata = { sku: 'CK-001', 'batch.no': '42', ärger: 'ü', z: '', a: 'x'.repeat(500) };
        const r = await store.recipes.create(acc, { ...recipeInput('Cookies'), metadata });
        expect(r.metadata).toEqual(metadata);
        const read = await store.recipes.get(acc, r.id);
        expect(Object.keys(read?.metadata ?? {})).toEqual(Object.keys(metadata));
        const u = await store.recipes.update(acc, r.id, {
          ...recipeInput('Cookies'),
          metadata: { sku: 'CK-002' },
        });
        expect(u?.metadata).toEqual({ sku: 'CK-002' });
        const kept = await store.recipes.update(acc, r.id, recipeInput('Cookies'));
        expect(kept?.metadata).toEqual({ sku: 'CK-002' });
        const cleared = await store.recipes.update(acc, r.id, { ...recipeInput('Cookies'), metadata: {} });
        expect(cleared?.metadata).toEqual({});
      });

      test('label options are kept with the recipe and each version; an update without them keeps them (api.md §12)', async () => {
        const acc = await account();
        const options = { columns: 'dual', population: 'children_1_3', voluntary: ['vitaminA', 'zinc'] };
        const r = await store.recipes.create(acc, { ...recipeInput('Cookies'), options });
        expect(r.options).toEqual(options);
        expect((await store.recipes.get(acc, r.id))?.options).toEqual(options);
        const spanish = await store.recipes.update(acc, r.id, {
          ...recipeInput('Cookies'),
          options: { language: 'es' },
        });
        expect(spanish?.options).toEqual({ language: 'es' });
        const kept = await store.recipes.update(acc, r.id, recipeInput('Cookies'));
        expect(kept?.options).toEqual({ language: 'es' });
        const cleared = await store.recipes.update(acc, r.id, { ...recipeInput('Cookies'), options: {} });
        expect(cleared?.options).toEqual({});
        expect((await store.recipes.getVersion(acc, r.id, 1))?.options).toEqual(options);
        expect((await store.recipes.getVersion(acc, r.id, 3))?.options).toEqual({ language: 'es' });
        expect((await store.recipes.getVersion(acc, r.id, 4))?.options).toEqual({});
      });

      test('update with a stale expectedVersion is a conflict', async () => {
        const acc = await account();
        const r = await store.recipes.create(acc, recipeInput('Soup'));
        await store.recipes.update(acc, r.id, recipeInput('Soup 2'), { expectedVersion: 1 });
        const err = await store.recipes
          .update(acc, r.id, recipeInput('Soup 3'), { expectedVersion: 1 })
          .catch((e: unknown) => e);
        expect(err).toBeInstanceOf(StoreError);
        expect(err).toMatchObject({ code: 'conflict' });
        expect((err as Error).message.startsWith(`[store] [${store.adapter}] `)).toBe(true);
        expect((await store.recipes.get(acc, r.id))?.name).toBe('Soup 2');
        expect(
          await store.recipes.update(acc, 'rec_missing', recipeInput('x'), { expectedVersion: 1 }),
        ).toBeNull();
      });

      test('delete, and list summaries', async () => {
        const acc = await account();
        const r = await store.recipes.create(acc, recipeInput('Cake', 4));
        tick();
        const noNumbers = await store.recipes.create(acc, {
          name: 'Bare',
          regulation: 'china',
          recipe: { servingSizeGrams: '55', ingredients: 'none' },
        });
        const { items } = await store.recipes.list(acc);
        expect(items).toEqual([
          {
            id: noNumbers.id,
            accountId: acc,
            name: 'Bare',
            regulation: 'china',
            version: 1,
            ingredientCount: 0,
            servingSizeGrams: null,
            servingsPerContainer: null,
            yieldFactor: null,
            createdAt: noNumbers.createdAt,
            updatedAt: noNumbers.updatedAt,
          },
          {
            id: r.id,
            accountId: acc,
            name: 'Cake',
            regulation: 'fda',
            version: 1,
            ingredientCount: 4,
            servingSizeGrams: 55,
            servingsPerContainer: 4,
            yieldFactor: 0.9,
            createdAt: r.createdAt,
            updatedAt: r.updatedAt,
          },
        ]);
        // An update changes the summary's numbers with the recipe; -0 reads back as 0 (JSON has no -0).
        tick();
        const changed = await store.recipes.update(acc, r.id, {
          name: 'Cake',
          regulation: 'fda',
          recipe: { servingSizeGrams: 60, servingsPerContainer: 'four', yieldFactor: -0, ingredients: [] },
        });
        expect((await store.recipes.list(acc)).items[0]).toMatchObject({
          id: r.id,
          version: 2,
          servingSizeGrams: 60,
          servingsPerContainer: null,
          yieldFactor: 0,
          updatedAt: changed?.updatedAt,
        });
        expect(Object.is((await store.recipes.list(acc)).items[0]?.yieldFactor, -0)).toBe(false);
        expect(await store.recipes.delete(acc, r.id)).toBe(true);
        expect(await store.recipes.get(acc, r.id)).toBeNull();
        expect(await store.recipes.delete(acc, r.id)).toBe(false);
        expect((await store.recipes.list(acc)).items.map((x) => x.id)).toEqual([noNumbers.id]);
      });

      test('another account cannot get, update, delete or list them', async () => {
        const a = await account();
        const b = await account();
        const r = await store.recipes.create(a, recipeInput('Secret'));
        expect(await store.recipes.get(b, r.id)).toBeNull();
        expect(await store.recipes.update(b, r.id, recipeInput('Stolen'))).toBeNull();
        expect(await store.recipes.delete(b, r.id)).toBe(false);
        expect(await store.recipes.list(b)).toEqual({ items: [], nextCursor: null });
        expect(await store.recipes.get(a, r.id)).toEqual(r);
      });

      test('every update keeps the earlier versions, newest first; deleting drops them (api.md §14)', async () => {
        const acc = await account();
        const other = await account();
        const v1 = await store.recipes.create(acc, { ...recipeInput('Bread', 3), metadata: { sku: 'B-1' } });
        tick();
        const v2 = await store.recipes.update(acc, v1.id, recipeInput('Rye bread', 1));
        tick();
        const v3 = await store.recipes.update(acc, v1.id, {
          ...recipeInput('Spelt bread', 2),
          regulation: 'eu',
        });
        expect(v3?.version).toBe(3);
        expect(await store.recipes.listVersions(acc, v1.id)).toEqual([
          { version: 3, name: 'Spelt bread', regulation: 'eu', updatedAt: v3!.updatedAt },
          { version: 2, name: 'Rye bread', regulation: 'fda', updatedAt: v2!.updatedAt },
          { version: 1, name: 'Bread', regulation: 'fda', updatedAt: v1.updatedAt },
        ]);
        expect(await store.recipes.getVersion(acc, v1.id, 1)).toEqual(v1);
        expect(await store.recipes.getVersion(acc, v1.id, 2)).toEqual(v2);
        expect(await store.recipes.getVersion(acc, v1.id, 3)).toEqual(v3);
        expect(await store.recipes.get(acc, v1.id)).toEqual(v3);
        for (const missing of [0, 4, -1, 1.5, 2 ** 40]) {
          expect(await store.recipes.getVersion(acc, v1.id, missing)).toBeNull();
        }
        expect(await store.recipes.listVersions(other, v1.id)).toBeNull();
        expect(await store.recipes.getVersion(other, v1.id, 1)).toBeNull();
        expect(await store.recipes.listVersions(acc, 'rec_missing')).toBeNull();

        // A rolled-back update keeps no version.
        await expect(
          store.transaction(async (tx) => {
            await tx.recipes.update(acc, v1.id, recipeInput('Never'));
            throw new Error('roll back');
          }),
        ).rejects.toThrow('roll back');
        expect((await store.recipes.listVersions(acc, v1.id))?.map((v) => v.version)).toEqual([3, 2, 1]);

        expect(await store.recipes.delete(acc, v1.id)).toBe(true);
        expect(await store.recipes.listVersions(acc, v1.id)).toBeNull();
        expect(await store.recipes.getVersion(acc, v1.id, 2)).toBeNull();
      });

      test('a recipe keeps its newest 1,000 versions, the oldest go', { timeout: 180_000 }, async () => {
        const acc = await account();
        const r = await store.recipes.create(acc, recipeInput('v1'));
        const updates = MAX_RECIPE_VERSIONS + 2;
        for (let i = 2; i <= updates + 1; i++) await store.recipes.update(acc, r.id, recipeInput(`v${i}`));
        const kept = (await store.recipes.listVersions(acc, r.id)) ?? [];
        expect(kept).toHaveLength(MAX_RECIPE_VERSIONS);
        expect(kept[0]).toMatchObject({ version: updates + 1, name: `v${updates + 1}` });
        expect(kept.at(-1)?.version).toBe(updates + 2 - MAX_RECIPE_VERSIONS);
        expect(await store.recipes.getVersion(acc, r.id, updates + 1 - MAX_RECIPE_VERSIONS)).toBeNull();
        expect((await store.recipes.getVersion(acc, r.id, updates + 2 - MAX_RECIPE_VERSIONS))?.name).toBe(
          `v${updates + 2 - MAX_RECIPE_VERSIONS}`,
        );
      });

      test('creating for an unknown account is not_found', async () => {
        await expect(store.recipes.create('acc_missing', recipeInput('x'))).rejects.toMatchObject({
          code: 'not_found',
        });
      });

      test('pages newest first without duplicates or misses, also across same-time ties (creation order)', async () => {
        const acc = await account();
        const made: { id: string; at: string }[] = [];
        for (let i = 0; i < 23; i++) {
          // groups of three share a timestamp: the id breaks the tie
          if (i % 3 === 0) tick();
          const r = await store.recipes.create(acc, recipeInput(`R${i}`));
          made.push({ id: r.id, at: r.updatedAt });
        }
        const expected = [...made]
          .sort((x, y) => (x.at === y.at ? (x.id < y.id ? 1 : -1) : x.at < y.at ? 1 : -1))
          .map((x) => x.id);
        const seen: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const page = await store.recipes.list(acc, { limit: 5, cursor });
          expect(page.items.length).toBeLessThanOrEqual(5);
          seen.push(...page.items.map((x) => x.id));
          cursor = page.nextCursor;
          pages++;
        } while (cursor !== null && pages < 10);
        expect(pages).toBe(5); // 5 + 5 + 5 + 5 + 3
        expect(seen).toEqual(expected);
        // Ids sort in creation order, so a same-millisecond tie still lists the newest first.
        expect(seen).toEqual(made.map((x) => x.id).reverse());
      });

      test('property: any mix of same-time and later inserts pages back exactly, even with inserts between pages', async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.array(fc.boolean(), { maxLength: 25 }),
            fc.integer({ min: 1, max: 8 }),
            fc.array(fc.nat(3), { maxLength: 4 }),
            async (advances, limit, insertsBetweenPages) => {
              const acc = await account();
              const made: { id: string; at: string }[] = [];
              for (const advance of advances) {
                if (advance) tick(1);
                const r = await store.recipes.create(acc, { name: 'p', regulation: 'fda', recipe: {} });
                made.push({ id: r.id, at: r.updatedAt });
              }
              const expected = made
                .sort((x, y) => (x.at === y.at ? (x.id < y.id ? 1 : -1) : x.at < y.at ? 1 : -1))
                .map((x) => x.id);
              const seen: string[] = [];
              let cursor: string | null = null;
              let page = 0;
              do {
                const result = await store.recipes.list(acc, { limit, cursor });
                seen.push(...result.items.map((x) => x.id));
                cursor = result.nextCursor;
                // newer rows arriving meanwhile sort before the cursor and must not show up
                for (let i = 0; i < (insertsBetweenPages[page] ?? 0); i++) {
                  tick(1);
                  await store.recipes.create(acc, { name: 'late', regulation: 'fda', recipe: {} });
                }
                page++;
                if (page > expected.length + 1) throw new Error('pagination does not end');
              } while (cursor !== null);
              expect(seen).toEqual(expected);
            },
          ),
          { numRuns: 15 },
        );
      });

      test('a cursor stays valid when newer recipes are inserted between pages', async () => {
        const acc = await account();
        const old: string[] = [];
        for (let i = 0; i < 6; i++) {
          tick();
          old.unshift((await store.recipes.create(acc, recipeInput(`old ${i}`))).id);
        }
        const first = await store.recipes.list(acc, { limit: 4 });
        expect(first.items.map((x) => x.id)).toEqual(old.slice(0, 4));
        tick();
        const fresh = await store.recipes.create(acc, recipeInput('new'));
        const second = await store.recipes.list(acc, { limit: 4, cursor: first.nextCursor });
        expect(second.items.map((x) => x.id)).toEqual(old.slice(4));
        expect(second.nextCursor).toBeNull();
        expect((await store.recipes.list(acc, { limit: 1 })).items[0]?.id).toBe(fresh.id);
        // exactly `limit` rows left: no next page
        expect((await store.recipes.list(acc, { limit: 7 })).nextCursor).toBeNull();
      });

      test('an update moves the recipe to the front', async () => {
        const acc = await account();
        tick();
        const a = await store.recipes.create(acc, recipeInput('a'));
        tick();
        const b = await store.recipes.create(acc, recipeInput('b'));
        expect((await store.recipes.list(acc)).items.map((x) => x.id)).toEqual([b.id, a.id]);
        tick();
        await store.recipes.update(acc, a.id, recipeInput('a2'));
        expect((await store.recipes.list(acc)).items.map((x) => x.id)).toEqual([a.id, b.id]);
      });

      test('U+0000 in a name or in the recipe JSON is invalid (PostgreSQL cannot store it)', async () => {
        const acc = await account();
        await expect(
          store.recipes.create(acc, { ...recipeInput('ok'), name: 'a\u0000b' }),
        ).rejects.toMatchObject({
          code: 'invalid',
        });
        await expect(
          store.recipes.create(acc, {
            name: 'ok',
            regulation: 'fda',
            recipe: { ingredients: [{ name: 'x\u0000' }] },
          }),
        ).rejects.toMatchObject({ code: 'invalid' });
        await expect(
          store.recipes.create(acc, { name: 'ok', regulation: 'fda', recipe: { 'k\u0000': 1 } }),
        ).rejects.toMatchObject({
          code: 'invalid',
        });
        await expect(store.ingredients.create(acc, { name: '\u0000', nutrients: {} })).rejects.toMatchObject({
          code: 'invalid',
        });
        // A backslash followed by "u0000" is ordinary text.
        const r = await store.recipes.create(acc, {
          name: 'ok',
          regulation: 'fda',
          recipe: { note: '\\u0000' },
        });
        expect(r.recipe).toEqual({ note: '\\u0000' });
        expect((await store.recipes.list(acc)).items).toHaveLength(1);
      });

      test('bad limits and cursors are invalid', async () => {
        const acc = await account();
        for (const limit of [0, 1001, 1.5, -1]) {
          await expect(store.recipes.list(acc, { limit })).rejects.toMatchObject({ code: 'invalid' });
        }
        for (const cursor of ['garbage', 'W10', Buffer.from('["x","y"]').toString('base64url')]) {
          await expect(store.recipes.list(acc, { cursor })).rejects.toMatchObject({ code: 'invalid' });
        }
        expect((await store.recipes.list(acc, { limit: 1000 })).items).toEqual([]);
      });
    });

    describe('custom ingredients', () => {
      test('create, get, list, delete', async () => {
        const acc = await account();
        const at = tick();
        const ing = await store.ingredients.create(acc, {
          name: 'Grandma flour',
          nutrients: { energy_kcal: 364, protein: 10.33 },
          portions: [{ name: '1 cup', grams: 125 }],
          allergens: ['wheat'],
        });
        expect(ing).toEqual({
          id: ing.id,
          accountId: acc,
          name: 'Grandma flour',
          nutrients: { energy_kcal: 364, protein: 10.33 },
          portions: [{ name: '1 cup', grams: 125 }],
          allergens: ['wheat'],
          createdAt: at,
        });
        expect(ing.id).toMatch(/^ing_/);
        tick();
        const bare = await store.ingredients.create(acc, { name: 'Salt', nutrients: { sodium: 38758 } });
        expect(bare.portions).toEqual([]);
        expect(bare.allergens).toEqual([]);
        expect(await store.ingredients.get(acc, ing.id)).toEqual(ing);
        const page1 = await store.ingredients.list(acc, { limit: 1 });
        expect(page1.items).toEqual([bare]);
        const page2 = await store.ingredients.list(acc, { limit: 1, cursor: page1.nextCursor });
        expect(page2).toEqual({ items: [ing], nextCursor: null });
        expect(await store.ingredients.delete(acc, ing.id)).toBe(true);
        expect(await store.ingredients.get(acc, ing.id)).toBeNull();
        expect(await store.ingredients.delete(acc, ing.id)).toBe(false);
      });

      test('update replaces every field but the id and createdAt, and search follows the new name', async () => {
        const acc = await account();
        const at = tick();
        const ing = await store.ingredients.create(acc, {
          name: 'Grandma flour',
          nutrients: { energy_kcal: 364, protein: 10.33 },
          portions: [{ name: '1 cup', grams: 125 }],
          allergens: ['wheat'],
        });
        tick();
        const newer = await store.ingredients.create(acc, { name: 'Salt', nutrients: { sodium: 38758 } });
        tick();
        const updated = await store.ingredients.update(acc, ing.id, {
          name: 'Spelt flour',
          nutrients: { energy_kcal: 338, protein: 14.57, fiber: 10.7 },
          allergens: ['wheat', 'spelt'],
        });
        expect(updated).toEqual({
          id: ing.id,
          accountId: acc,
          name: 'Spelt flour',
          nutrients: { energy_kcal: 338, protein: 14.57, fiber: 10.7 },
          portions: [],
          allergens: ['wheat', 'spelt'],
          createdAt: at,
        });
        expect(await store.ingredients.get(acc, ing.id)).toEqual(updated);
        // The list keeps its order by creation: an edit does not move a row between pages.
        expect((await store.ingredients.list(acc)).items).toEqual([newer, updated]);
        expect((await store.ingredients.search(acc, 'spelt')).map((h) => h.ingredient)).toEqual([updated]);
        expect(await store.ingredients.search(acc, 'grandma')).toEqual([]);
        expect(await store.ingredients.update(acc, 'ing_unknown', { name: 'X', nutrients: {} })).toBeNull();
        await expect(
          store.ingredients.update(acc, ing.id, { name: 'a\u0000b', nutrients: {} }),
        ).rejects.toMatchObject({ code: 'invalid' });
        expect(await store.ingredients.get(acc, ing.id)).toEqual(updated);
      });

      test('search ranks exact > prefix > word prefix > contains, shorter names first', async () => {
        const acc = await account();
        const names = [
          'Buttermilk',
          'Oat Milk Drink',
          'Milk chocolate',
          'Whole milk',
          'MILK',
          'Cheddar',
          'Crème fraîche',
        ];
        const ids = new Map<string, string>();
        for (const n of names)
          ids.set(n, (await store.ingredients.create(acc, { name: n, nutrients: {} })).id);
        const hits = await store.ingredients.search(acc, 'milk');
        expect(hits.map((h) => [h.ingredient.name, h.match])).toEqual([
          ['MILK', 'exact'],
          ['Milk chocolate', 'prefix'],
          ['Whole milk', 'word'],
          ['Oat Milk Drink', 'word'],
          ['Buttermilk', 'contains'],
        ]);
        expect(hits[0]?.ingredient.id).toBe(ids.get('MILK'));
        expect(
          (await store.ingredients.search(acc, 'milk', { limit: 2 })).map((h) => h.ingredient.name),
        ).toEqual(['MILK', 'Milk chocolate']);
        expect(
          (await store.ingredients.search(acc, '  CREME ')).map((h) => [h.ingredient.name, h.match]),
        ).toEqual([['Crème fraîche', 'prefix']]);
        expect(await store.ingredients.search(acc, 'fraiche')).toHaveLength(1);
        expect(await store.ingredients.search(acc, '%')).toEqual([]);
        expect(await store.ingredients.search(acc, 'zzz')).toEqual([]);
      });

      test('another account cannot get, delete, list or find them', async () => {
        const a = await account();
        const b = await account();
        const ing = await store.ingredients.create(a, { name: 'Private spice', nutrients: {} });
        expect(await store.ingredients.get(b, ing.id)).toBeNull();
        expect(await store.ingredients.delete(b, ing.id)).toBe(false);
        expect(await store.ingredients.update(b, ing.id, { name: 'Stolen', nutrients: {} })).toBeNull();
        expect(await store.ingredients.list(b)).toEqual({ items: [], nextCursor: null });
        expect(await store.ingredients.search(b, 'spice')).toEqual([]);
        expect(await store.ingredients.get(a, ing.id)).toEqual(ing);
      });
    });

    describe('webhooks', () => {
      test('upsert by URL; the secret is only given by getWithSecret', async () => {
        const acc = await account();
        const created = tick();
        const first = await store.webhooks.upsert(acc, {
          url: 'https://example.com/hook',
          events: ['label.generated'],
          secret: 's'.repeat(16),
        });
        expect(first.created).toBe(true);
        expect(first.webhook).toEqual({
          id: first.webhook.id,
          accountId: acc,
          url: 'https://example.com/hook',
          events: ['label.generated'],
          createdAt: created,
          updatedAt: created,
        });
        expect(first.webhook.id).toMatch(/^wh_/);
        const updated = tick();
        const again = await store.webhooks.upsert(acc, {
          url: 'https://example.com/hook',
          events: ['label.generated', 'label.updated'],
          secret: 't'.repeat(16),
        });
        expect(again).toEqual({
          created: false,
          webhook: { ...first.webhook, events: ['label.generated', 'label.updated'], updatedAt: updated },
        });
        const list = await store.webhooks.list(acc);
        expect(list).toEqual([again.webhook]);
        expect(JSON.stringify([list, await store.webhooks.get(acc, first.webhook.id)])).not.toContain('tttt');
        expect(await store.webhooks.getWithSecret(acc, first.webhook.id)).toEqual({
          ...again.webhook,
          secret: 't'.repeat(16),
        });
        expect(await store.webhooks.delete(acc, first.webhook.id)).toBe(true);
        expect(await store.webhooks.get(acc, first.webhook.id)).toBeNull();
        expect(await store.webhooks.delete(acc, first.webhook.id)).toBe(false);
      });

      test('another account cannot see, delete or take over them', async () => {
        const a = await account();
        const b = await account();
        const input = {
          url: 'https://example.com/shared',
          events: ['label.updated'],
          secret: 'a'.repeat(20),
        };
        const wa = (await store.webhooks.upsert(a, input)).webhook;
        expect(await store.webhooks.get(b, wa.id)).toBeNull();
        expect(await store.webhooks.getWithSecret(b, wa.id)).toBeNull();
        expect(await store.webhooks.delete(b, wa.id)).toBe(false);
        expect(await store.webhooks.list(b)).toEqual([]);
        const wb = await store.webhooks.upsert(b, { ...input, secret: 'b'.repeat(20) });
        expect(wb.created).toBe(true);
        expect(wb.webhook.id).not.toBe(wa.id);
        expect((await store.webhooks.getWithSecret(a, wa.id))?.secret).toBe('a'.repeat(20));
      });
    });

    describe('outbox', () => {
      test('an event gets one delivery per subscribed webhook of the account', async () => {
        const a = await account();
        const b = await account();
        const both = (
          await store.webhooks.upsert(a, {
            url: 'https://a.example/1',
            events: ['label.generated', 'label.updated'],
            secret: 'x'.repeat(16),
          })
        ).webhook;
        const gen = (
          await store.webhooks.upsert(a, {
            url: 'https://a.example/2',
            events: ['label.generated'],
            secret: 'y'.repeat(16),
          })
        ).webhook;
        await store.webhooks.upsert(b, {
          url: 'https://b.example/1',
          events: ['label.updated'],
          secret: 'z'.repeat(16),
        });
        const at = tick();
        const updated = await store.outbox.enqueueEvent(a, 'label.updated', {
          recipeId: 'rec_1',
          calories: 230,
        });
        expect(updated.eventId).toMatch(/^evt_/);
        expect(updated.createdAt).toBe(at);
        expect(updated.deliveries).toEqual([
          {
            id: updated.deliveries[0]?.id,
            eventId: updated.eventId,
            webhookId: both.id,
            accountId: a,
            type: 'label.updated',
            payloadJson: '{"recipeId":"rec_1","calories":230}',
            status: 'pending',
            attempts: 0,
            maxAttempts: 8,
            nextAttemptAt: at,
            lastStatusCode: null,
            lastError: null,
            createdAt: at,
            updatedAt: at,
          },
        ]);
        // The payload is kept as the text it was serialised to: key order, escapes and numbers as they were.
        const ordered = { z: 1, a: 'é\u2028', 10: 'ten', 2: 'two', nested: { b: 0.1, a: -0 } };
        const [orderedDelivery] = (await store.outbox.enqueueEvent(a, 'label.updated', ordered)).deliveries;
        const claimed = (await store.outbox.claimDue(new Date(Date.parse(at) + 60_000), 1000, 30_000)).find(
          (d) => d.id === orderedDelivery?.id,
        );
        expect(claimed?.payloadJson).toBe(JSON.stringify(ordered));
        expect((await store.outbox.getDelivery(a, orderedDelivery!.id))?.payloadJson).toBe(
          JSON.stringify(ordered),
        );
        const generated = await store.outbox.enqueueEvent(a, 'label.generated', { n: 1 });
        expect(generated.deliveries.map((d) => d.webhookId).sort()).toEqual([both.id, gen.id].sort());
        expect(new Set(generated.deliveries.map((d) => d.eventId))).toEqual(new Set([generated.eventId]));
        expect((await store.outbox.enqueueEvent(b, 'label.generated', {})).deliveries).toEqual([]);
        const none = await account();
        expect((await store.outbox.enqueueEvent(none, 'label.updated', {})).deliveries).toEqual([]);
      });

      test('claimDue claims the oldest due first, leases them, and gives them back after the lease', async () => {
        await drain();
        const acc = await account();
        const wh = (
          await store.webhooks.upsert(acc, {
            url: 'https://c.example/',
            events: ['label.generated'],
            secret: 'k'.repeat(16),
          })
        ).webhook;
        const ids: string[] = [];
        for (let i = 0; i < 5; i++) {
          tick();
          ids.push((await store.outbox.enqueueEvent(acc, 'label.generated', { i })).deliveries[0]!.id);
        }
        const now = tick();
        const first = await store.outbox.claimDue(now, 3, 30_000);
        expect(first.map((d) => d.id)).toEqual(ids.slice(0, 3));
        const leaseEnd = new Date(Date.parse(now) + 30_000).toISOString();
        for (const d of first) {
          expect(d).toMatchObject({ url: 'https://c.example/', secret: 'k'.repeat(16), webhookId: wh.id });
          expect(d.nextAttemptAt).toBe(leaseEnd);
          expect(d.status).toBe('pending');
        }
        expect((await store.outbox.claimDue(now, 10, 30_000)).map((d) => d.id)).toEqual(ids.slice(3));
        expect(await store.outbox.claimDue(now, 10, 30_000)).toEqual([]);
        // The worker "crashed": after the lease every claim is due again.
        expect(await store.outbox.claimDue(new Date(Date.parse(leaseEnd) - 1), 10, 30_000)).toEqual([]);
        const back = await store.outbox.claimDue(new Date(Date.parse(now) + 60_000), 10, 30_000);
        expect(back.map((d) => d.id).sort()).toEqual([...ids].sort());
        expect(await store.outbox.claimDue(new Date(Date.parse(now) + 60_000), 0, 1)).toEqual([]);
      });

      test('concurrent claimers never get the same delivery', async () => {
        await drain();
        const acc = await account();
        for (let i = 0; i < 5; i++) {
          await store.webhooks.upsert(acc, {
            url: `https://race.example/${i}`,
            events: ['label.generated'],
            secret: 'r'.repeat(16),
          });
        }
        for (let i = 0; i < 8; i++) await store.outbox.enqueueEvent(acc, 'label.generated', { i });
        const now = tick();
        const claims = await Promise.all([1, 2, 3, 4, 5].map(() => store.outbox.claimDue(now, 9, 60_000)));
        const all = claims.flat().map((d) => d.id);
        expect(all).toHaveLength(40);
        expect(new Set(all).size).toBe(40);
      });

      test('success delivers; failures retry at retryAt and fail after the last attempt', async () => {
        await drain();
        const acc = await account();
        await store.webhooks.upsert(acc, {
          url: 'https://r.example/',
          events: ['label.updated'],
          secret: 'q'.repeat(16),
        });
        const ok = (await store.outbox.enqueueEvent(acc, 'label.updated', { ok: true })).deliveries[0]!;
        tick();
        const bad = (await store.outbox.enqueueEvent(acc, 'label.updated', { ok: false }, { maxAttempts: 3 }))
          .deliveries[0]!;
        const t0 = tick();
        expect((await store.outbox.claimDue(t0, 10, 10_000)).map((d) => d.id)).toEqual([ok.id, bad.id]);

        const at1 = tick(200);
        const delivered = await store.outbox.recordAttempt({
          accountId: acc,
          deliveryId: ok.id,
          ok: true,
          statusCode: 200,
          durationMs: 120,
          retryAt: DRAIN_AT,
        });
        expect(delivered).toMatchObject({
          status: 'delivered',
          attempts: 1,
          lastStatusCode: 200,
          lastError: null,
        });
        expect(delivered?.updatedAt).toBe(at1);

        const retry1 = new Date(Date.parse(t0) + 60_000).toISOString();
        const f1 = await store.outbox.recordAttempt({
          accountId: acc,
          deliveryId: bad.id,
          ok: false,
          statusCode: 500,
          error: 'HTTP 500',
          durationMs: 80.4,
          retryAt: retry1,
        });
        expect(f1).toMatchObject({
          status: 'pending',
          attempts: 1,
          nextAttemptAt: retry1,
          lastStatusCode: 500,
        });
        expect(await store.outbox.claimDue(new Date(Date.parse(retry1) - 1), 10, 10_000)).toEqual([]);
        expect((await store.outbox.claimDue(retry1, 10, 10_000)).map((d) => d.id)).toEqual([bad.id]);

        const retry2 = new Date(Date.parse(t0) + 180_000).toISOString();
        const f2 = await store.outbox.recordAttempt({
          accountId: acc,
          deliveryId: bad.id,
          ok: false,
          statusCode: null,
          error: 'connect ECONNREFUSED',
          durationMs: 3,
          retryAt: retry2,
        });
        expect(f2).toMatchObject({
          status: 'pending',
          attempts: 2,
          nextAttemptAt: retry2,
          lastStatusCode: null,
        });
        expect(f2?.lastError).toBe('connect ECONNREFUSED');
        expect((await store.outbox.claimDue(retry2, 10, 10_000)).map((d) => d.id)).toEqual([bad.id]);

        const f3 = await store.outbox.recordAttempt({
          accountId: acc,
          deliveryId: bad.id,
          ok: false,
          statusCode: 503,
          error: 'HTTP 503',
          durationMs: 10,
          retryAt: DRAIN_AT,
        });
        expect(f3).toMatchObject({
          status: 'failed',
          attempts: 3,
          lastStatusCode: 503,
          lastError: 'HTTP 503',
        });
        expect(f3?.nextAttemptAt).not.toBe(DRAIN_AT);
        expect(await store.outbox.claimDue('2199-01-01T00:00:00.000Z', 10, 10_000)).toEqual([]);

        const log = await store.outbox.listAttempts(acc, bad.id);
        expect(log.map((x) => [x.attempt, x.statusCode, x.error, x.durationMs])).toEqual([
          [1, 500, 'HTTP 500', 80],
          [2, null, 'connect ECONNREFUSED', 3],
          [3, 503, 'HTTP 503', 10],
        ]);
        expect(log.every((x) => x.deliveryId === bad.id)).toBe(true);

        // A late attempt on a finished delivery is logged but does not change its status.
        const late = await store.outbox.recordAttempt({
          accountId: acc,
          deliveryId: ok.id,
          ok: false,
          statusCode: 500,
          durationMs: 1,
          retryAt: DRAIN_AT,
        });
        expect(late).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 });
        expect(await store.outbox.listAttempts(acc, ok.id)).toHaveLength(2);
      });

      test('another account cannot see or record its deliveries', async () => {
        const a = await account();
        const b = await account();
        const wh = (
          await store.webhooks.upsert(a, {
            url: 'https://iso.example/',
            events: ['label.updated'],
            secret: 'i'.repeat(16),
          })
        ).webhook;
        const d = (await store.outbox.enqueueEvent(a, 'label.updated', { x: 1 })).deliveries[0] as Delivery;
        expect(await store.outbox.listDeliveries(b, wh.id)).toEqual([]);
        expect(await store.outbox.getDelivery(b, d.id)).toBeNull();
        expect(await store.outbox.listAttempts(b, d.id)).toEqual([]);
        expect(
          await store.outbox.recordAttempt({
            accountId: b,
            deliveryId: d.id,
            ok: true,
            durationMs: 1,
            retryAt: DRAIN_AT,
          }),
        ).toBeNull();
        expect(await store.outbox.getDelivery(a, d.id)).toEqual(d);
        expect(await store.outbox.listAttempts(a, d.id)).toEqual([]);
      });

      test('countPending counts pending deliveries across accounts', async () => {
        await drain();
        const acc = await account();
        await store.webhooks.upsert(acc, {
          url: 'https://count.example/',
          events: ['e'],
          secret: 'c'.repeat(16),
        });
        const before = await store.outbox.countPending();
        const ids = [];
        for (let i = 0; i < 3; i++)
          ids.push((await store.outbox.enqueueEvent(acc, 'e', { i })).deliveries[0]!.id);
        expect(await store.outbox.countPending()).toBe(before + 3);
        await store.outbox.recordAttempt({
          accountId: acc,
          deliveryId: ids[0]!,
          ok: true,
          durationMs: 1,
          retryAt: nowIso(),
        });
        expect(await store.outbox.countPending()).toBe(before + 2);
      });

      test('nextDueAt is the earliest pending delivery: a first attempt, a lease, a retry; none once settled', async () => {
        await drain();
        // Whatever earlier tests left pending was moved past DRAIN_AT by the drain.
        const floor = await store.outbox.nextDueAt();
        expect(floor === null || floor > DRAIN_AT).toBe(true);
        const acc = await account();
        const { webhook } = await store.webhooks.upsert(acc, {
          url: 'https://next-due.example/',
          events: ['e'],
          secret: 'n'.repeat(16),
        });
        const at = tick();
        const d = (await store.outbox.enqueueEvent(acc, 'e', { n: 1 })).deliveries[0]!;
        expect(await store.outbox.nextDueAt()).toBe(at);
        expect((await store.outbox.claimDue(at, 10, 60_000)).map((c) => c.id)).toEqual([d.id]);
        expect(await store.outbox.nextDueAt()).toBe(new Date(Date.parse(at) + 60_000).toISOString());
        const retryAt = new Date(Date.parse(at) + 5_000).toISOString();
        await store.outbox.recordAttempt({
          accountId: acc,
          deliveryId: d.id,
          ok: false,
          durationMs: 1,
          retryAt,
        });
        expect(await store.outbox.nextDueAt()).toBe(retryAt);
        await store.outbox.recordAttempt({
          accountId: acc,
          deliveryId: d.id,
          ok: true,
          durationMs: 1,
          retryAt,
        });
        expect(await store.outbox.nextDueAt()).toBe(floor);
        // A deleted webhook's pending deliveries are never claimed, so they are never due either.
        await store.outbox.enqueueEvent(acc, 'e', { n: 2 });
        expect(await store.outbox.nextDueAt()).toBe(nowIso());
        await store.webhooks.delete(acc, webhook.id);
        expect(await store.outbox.nextDueAt()).toBe(floor);
      });

      test('purgeFinished deletes delivered and failed deliveries older than the cutoff, never pending ones', async () => {
        const acc = await account();
        const wh = (
          await store.webhooks.upsert(acc, {
            url: 'https://p.example/',
            events: ['e'],
            secret: 'p'.repeat(16),
          })
        ).webhook;
        const [done, failed, pending] = await Promise.all(
          [1, 1, 8].map(
            async (maxAttempts) =>
              (await store.outbox.enqueueEvent(acc, 'e', {}, { maxAttempts })).deliveries[0]!,
          ),
        );
        const at = tick();
        const outcome = { accountId: acc, durationMs: 1, retryAt: at };
        await store.outbox.recordAttempt({ ...outcome, deliveryId: done!.id, ok: true });
        await store.outbox.recordAttempt({ ...outcome, deliveryId: failed!.id, ok: false });
        await store.outbox.recordAttempt({ ...outcome, deliveryId: pending!.id, ok: false });
        await store.outbox.purgeFinished(at); // may remove other tests' older rows, never these
        expect(await store.outbox.listDeliveries(acc, wh.id)).toHaveLength(3);
        const after = new Date(Date.parse(at) + 1);
        expect(await store.outbox.purgeFinished(after)).toBe(2);
        expect((await store.outbox.listDeliveries(acc, wh.id)).map((d) => d.id)).toEqual([pending!.id]);
        expect(await store.outbox.listAttempts(acc, done!.id)).toEqual([]);
      });

      test('listDeliveries is newest first and limited; deleting the webhook deletes them', async () => {
        const acc = await account();
        const wh = (
          await store.webhooks.upsert(acc, {
            url: 'https://l.example/',
            events: ['label.updated'],
            secret: 'l'.repeat(16),
          })
        ).webhook;
        const ids: string[] = [];
        for (let i = 0; i < 4; i++) {
          tick();
          ids.unshift((await store.outbox.enqueueEvent(acc, 'label.updated', { i })).deliveries[0]!.id);
        }
        expect((await store.outbox.listDeliveries(acc, wh.id)).map((d) => d.id)).toEqual(ids);
        expect((await store.outbox.listDeliveries(acc, wh.id, 2)).map((d) => d.id)).toEqual(ids.slice(0, 2));
        await expect(store.outbox.listDeliveries(acc, wh.id, 0)).rejects.toMatchObject({ code: 'invalid' });
        await store.webhooks.delete(acc, wh.id);
        expect(await store.outbox.listDeliveries(acc, wh.id)).toEqual([]);
        expect(await store.outbox.getDelivery(acc, ids[0]!)).toBeNull();
      });
    });

    describe('transactions', () => {
      test('a recipe update and its outbox rows commit together', async () => {
        const acc = await account();
        const wh = (
          await store.webhooks.upsert(acc, {
            url: 'https://t.example/',
            events: ['label.updated'],
            secret: 't'.repeat(16),
          })
        ).webhook;
        const r = await store.recipes.create(acc, recipeInput('Tx'));
        const result = await store.transaction(async (tx) => {
          const saved = await tx.recipes.update(acc, r.id, recipeInput('Tx 2'));
          const event = await tx.outbox.enqueueEvent(acc, 'label.updated', { recipeId: r.id });
          return { saved, event };
        });
        expect(result.saved?.version).toBe(2);
        expect((await store.recipes.get(acc, r.id))?.version).toBe(2);
        expect((await store.outbox.listDeliveries(acc, wh.id)).map((d) => d.eventId)).toEqual([
          result.event.eventId,
        ]);
      });

      test('a throwing callback rolls everything back and rethrows its error', async () => {
        const acc = await account();
        const wh = (
          await store.webhooks.upsert(acc, {
            url: 'https://t.example/',
            events: ['label.updated'],
            secret: 't'.repeat(16),
          })
        ).webhook;
        const r = await store.recipes.create(acc, recipeInput('Tx'));
        const boom = new Error('boom');
        const err = await store
          .transaction(async (tx) => {
            await tx.recipes.update(acc, r.id, recipeInput('Never'));
            await tx.outbox.enqueueEvent(acc, 'label.updated', { recipeId: r.id });
            await tx.recipes.create(acc, recipeInput('Never either'));
            await tx.accounts.setPlan(acc, 'team');
            throw boom;
          })
          .catch((e: unknown) => e);
        expect(err).toBe(boom);
        expect(await store.recipes.get(acc, r.id)).toEqual(r);
        expect((await store.recipes.list(acc)).items.map((x) => x.id)).toEqual([r.id]);
        expect(await store.outbox.listDeliveries(acc, wh.id)).toEqual([]);
        expect((await store.accounts.get(acc))?.plan).toBe('free');
      });
    });

    describe('idempotency records', () => {
      test('first writer wins; records expire after 24 h', async () => {
        const acc = await account();
        expect(await store.idempotency.get(acc, 'k1')).toBeNull();
        const at = tick();
        const first = await store.idempotency.put({
          accountId: acc,
          key: 'k1',
          requestHash: 'h1',
          status: 201,
          body: { code: 0, data: { id: 'rec_1' } },
        });
        const record = {
          accountId: acc,
          key: 'k1',
          requestHash: 'h1',
          status: 201,
          body: { code: 0, data: { id: 'rec_1' } },
          createdAt: at,
        };
        expect(first).toEqual({ created: true, record });
        tick();
        expect(
          await store.idempotency.put({
            accountId: acc,
            key: 'k1',
            requestHash: 'h2',
            status: 200,
            body: { other: 1 },
          }),
        ).toEqual({ created: false, record });
        expect(await store.idempotency.get(acc, 'k1')).toEqual(record);

        clockMs = Date.parse(at) + DAY_MS - 1;
        expect(await store.idempotency.get(acc, 'k1')).toEqual(record);
        clockMs = Date.parse(at) + DAY_MS;
        expect(await store.idempotency.get(acc, 'k1')).toBeNull();
        const again = await store.idempotency.put({
          accountId: acc,
          key: 'k1',
          requestHash: 'h3',
          status: 200,
          body: null,
        });
        expect(again).toEqual({
          created: true,
          record: {
            accountId: acc,
            key: 'k1',
            requestHash: 'h3',
            status: 200,
            body: null,
            createdAt: nowIso(),
          },
        });
      });

      test('purgeExpired deletes only records older than 24 h', async () => {
        const acc = await account();
        const old = tick();
        await store.idempotency.put({ accountId: acc, key: 'old', requestHash: 'h', status: 200, body: 1 });
        tick(1000);
        await store.idempotency.put({ accountId: acc, key: 'young', requestHash: 'h', status: 200, body: 2 });
        clockMs = Date.parse(old) + DAY_MS;
        expect(await store.idempotency.purgeExpired()).toBeGreaterThanOrEqual(1);
        expect(await store.idempotency.get(acc, 'young')).not.toBeNull();
        expect(await store.idempotency.purgeExpired()).toBe(0);
        clockMs = Date.parse(old) + 1000 + DAY_MS;
        expect(await store.idempotency.purgeExpired()).toBe(1);
        expect(await store.idempotency.get(acc, 'young')).toBeNull();
      });

      test('keys are per account', async () => {
        const a = await account();
        const b = await account();
        await store.idempotency.put({ accountId: a, key: 'same', requestHash: 'ha', status: 200, body: 'a' });
        expect(await store.idempotency.get(b, 'same')).toBeNull();
        const put = await store.idempotency.put({
          accountId: b,
          key: 'same',
          requestHash: 'hb',
          status: 200,
          body: 'b',
        });
        expect(put.created).toBe(true);
        expect((await store.idempotency.get(a, 'same'))?.body).toBe('a');
        await expect(
          store.idempotency.put({
            accountId: 'acc_missing',
            key: 'k',
            requestHash: 'h',
            status: 200,
            body: null,
          }),
        ).rejects.toMatchObject({ code: 'not_found' });
      });
    });

    describe('maintenance', () => {
      test('exclusive runs its work in one transaction: all of it, or none when it throws', async () => {
        const acc = await account();
        const done = await store.exclusive('contract', async (tx) => {
          await tx.idempotency.put({ accountId: acc, key: 'ex1', requestHash: 'h', status: 200, body: 1 });
          return 'value';
        });
        expect(done).toEqual({ ran: true, value: 'value' });
        expect(await store.idempotency.get(acc, 'ex1')).not.toBeNull();
        await expect(
          store.exclusive('contract', async (tx) => {
            await tx.idempotency.put({ accountId: acc, key: 'ex2', requestHash: 'h', status: 200, body: 2 });
            throw new Error('boom');
          }),
        ).rejects.toThrow('boom');
        expect(await store.idempotency.get(acc, 'ex2')).toBeNull();
        // the lock was released with the transaction
        expect(await store.exclusive('contract', async () => 1)).toEqual({ ran: true, value: 1 });
      });

      test('vacuum keeps every row', async () => {
        const acc = await account();
        const r = await store.recipes.create(acc, recipeInput('Vacuumed'));
        await store.vacuum();
        expect(await store.recipes.get(acc, r.id)).toEqual(r);
      });
    });

    describe('lifecycle', () => {
      test('migrate again is a no-op and keeps the data; ping answers', async () => {
        const acc = await account();
        const r = await store.recipes.create(acc, recipeInput('Kept'));
        expect(await store.migrate()).toEqual([]);
        expect(await store.migrate()).toEqual([]);
        expect(await store.recipes.get(acc, r.id)).toEqual(r);
        await expect(store.ping()).resolves.toBeUndefined();
      });
    });
  });
}
