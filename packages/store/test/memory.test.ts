import { describe, expect, test } from 'vitest';
import { createMemoryStore } from '../src/adapters/memory';
import { defineStoreContract } from '../src/testing/contract';

defineStoreContract('memory', async (options) => createMemoryStore(options));

describe('createMemoryStore', () => {
  test('returned rows are copies: mutating them does not change the store', async () => {
    const store = createMemoryStore();
    const acc = await store.accounts.create();
    const r = await store.recipes.create(acc.id, {
      name: 'x',
      regulation: 'fda',
      recipe: { ingredients: [1] },
    });
    (r.recipe.ingredients as number[]).push(2);
    expect((await store.recipes.get(acc.id, r.id))?.recipe).toEqual({ ingredients: [1] });
  });

  test('transactions run one after another', async () => {
    const store = createMemoryStore();
    const order: string[] = [];
    await Promise.all(
      ['a', 'b'].map((name) =>
        store.transaction(async () => {
          order.push(`${name} start`);
          await new Promise((r) => setTimeout(r, 5));
          order.push(`${name} end`);
        }),
      ),
    );
    expect(order).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  test('a closed store is unavailable', async () => {
    const store = createMemoryStore();
    await store.close();
    await expect(store.ping()).rejects.toMatchObject({
      code: 'unavailable',
      message: '[store] [memory] store is closed',
    });
  });
});
