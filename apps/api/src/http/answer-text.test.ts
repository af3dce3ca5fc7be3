import { createMemoryStore, type SavedRecipe, type Store, withReadCache } from '@nutrilabel/store';
import { describe, expect, test, vi } from 'vitest';
import { answerText } from './answer-text';

const input = (name: string) => ({
  name,
  regulation: 'fda' as const,
  recipe: { servingSizeGrams: 30, ingredients: [{ name: 'Oats', weightGrams: 100 }] },
});

/** A read-cached memory store whose recipe updates fail while `failing.on` is set. */
function setup() {
  const inner = createMemoryStore();
  const failing = { on: false };
  const update = inner.recipes.update.bind(inner.recipes);
  inner.recipes.update = async (...args: Parameters<Store['recipes']['update']>) => {
    if (failing.on) throw new Error('the database went away');
    return update(...args);
  };
  const store = withReadCache(inner);
  const render = vi.fn((saved: SavedRecipe) => JSON.stringify({ code: 0, data: { name: saved.name } }));
  return { inner, store, failing, render, body: answerText(render) };
}

describe('answerText: response text kept beside a read-cache answer', () => {
  test('a repeated cached read renders once and answers the same text', async () => {
    const { store, render, body } = setup();
    const account = (await store.accounts.create()).id;
    const { id } = await store.recipes.create(account, input('Porridge'));
    const texts = [];
    for (let i = 0; i < 5; i++) texts.push(body((await store.recipes.get(account, id)) as SavedRecipe));
    expect(new Set(texts)).toEqual(new Set(['{"code":0,"data":{"name":"Porridge"}}']));
    expect(render).toHaveBeenCalledTimes(1);
  });

  test('after an acknowledged write the next read answers the new text; a failed write leaves the old one', async () => {
    const { store, failing, render, body } = setup();
    const account = (await store.accounts.create()).id;
    const { id } = await store.recipes.create(account, input('Porridge'));
    const read = async () => body((await store.recipes.get(account, id)) as SavedRecipe);
    expect(await read()).toBe('{"code":0,"data":{"name":"Porridge"}}');

    await store.recipes.update(account, id, input('Porridge, larger'));
    expect(await read()).toBe('{"code":0,"data":{"name":"Porridge, larger"}}');
    expect(render).toHaveBeenCalledTimes(2);

    failing.on = true;
    await expect(store.recipes.update(account, id, input('Never saved'))).rejects.toThrow('went away');
    expect(await read()).toBe('{"code":0,"data":{"name":"Porridge, larger"}}');
  });

  test('a value that is not a cached answer (a store read through) is rendered every time', async () => {
    const { inner, render, body } = setup();
    const account = (await inner.accounts.create()).id;
    const { id } = await inner.recipes.create(account, input('Porridge'));
    for (let i = 0; i < 3; i++) body((await inner.recipes.get(account, id)) as SavedRecipe);
    expect(render).toHaveBeenCalledTimes(3);
    // Even one object read twice: only read-cache answers are immutable, so only they are kept.
    const once = (await inner.recipes.get(account, id)) as SavedRecipe;
    body(once);
    body(once);
    expect(render).toHaveBeenCalledTimes(5);
  });

  test('two renderers of one cached answer keep their own texts', async () => {
    const { store, body } = setup();
    const other = answerText((saved: SavedRecipe) => `name=${saved.name}`);
    const account = (await store.accounts.create()).id;
    const { id } = await store.recipes.create(account, input('Porridge'));
    const saved = (await store.recipes.get(account, id)) as SavedRecipe;
    expect([body(saved), other(saved), body(saved)]).toEqual([
      '{"code":0,"data":{"name":"Porridge"}}',
      'name=Porridge',
      '{"code":0,"data":{"name":"Porridge"}}',
    ]);
  });
});
