import { describe, expect, test } from 'vitest';
import { createClient, NutrilabelApiError, type Recipe } from '../../../../packages/client/src/index';
import { makeApp } from '../helpers';
import { numbered, numberedRecipes, recordingLimiter, withoutWeight } from './fixtures';

/** The typed client over the real app (its fetch is `app.request`). */
async function clientOnApp(options: { budget?: number } = {}) {
  const { costs, limiter } = recordingLimiter(options.budget);
  const { app, key } = await makeApp({ rateLimiter: limiter });
  const slept: number[] = [];
  const client = createClient({
    apiKey: key,
    baseUrl: 'http://api.test',
    fetch: ((input: string | URL | Request, init?: RequestInit) =>
      app.request(String(input), init)) as typeof fetch,
    sleep: async (ms) => {
      slept.push(ms);
    },
  });
  return { client, costs, slept };
}

describe('@nutrilabel/client against the API', () => {
  test('labelBatch: envelopes in order, the invalid one with its paths', async () => {
    const { client } = await clientOnApp();
    const recipes: unknown[] = numberedRecipes(12);
    recipes[4] = withoutWeight(4);
    const items = await client.labelBatch({ recipes: recipes as Recipe[] });
    expect(items.map((i) => i.code)).toEqual([0, 0, 0, 0, 40001, 0, 0, 0, 0, 0, 0, 0]);
    const first = items[0]!;
    expect('data' in first && first.data.label.servingSize).toBe('5g');
    const bad = items[4]!;
    expect('details' in bad && bad.details?.[0]?.path).toBe('recipes.4.ingredients.0.weightGrams');
  });

  test('options: saved with a recipe, read back, overridden by a label request, taken by a batch (api.md §12)', async () => {
    const { client } = await clientOnApp();
    const meta = await client.recipes.save({
      name: 'Recipe 0',
      recipe: numbered(0),
      options: { population: 'children_1_3', language: 'es' },
    });
    expect((await client.recipes.get(meta.id)).options).toEqual({
      population: 'children_1_3',
      language: 'es',
    });
    const label = await client.recipes.label(meta.id, { options: { language: 'en' } });
    expect(label.label).toMatchObject({ population: 'children_1_3', language: 'en' });
    const [item] = await client.labelBatch({ recipeIds: [meta.id], options: { language: 'en-es' } });
    expect(item && 'data' in item && item.data.label.language).toBe('en-es');
  });

  test('exportCsv streams the batch; a 4xx becomes a typed error with details', async () => {
    const { client } = await clientOnApp();
    const csv = await client.exportCsv({ recipes: [numbered(0), numbered(45)] });
    expect(csv).toContain('Recipe 45,Calories,200,kcal,-\r\n');

    const error = await client
      .exportCsv({ recipes: [numbered(0), withoutWeight(1)] as never })
      .catch((e) => e);
    expect(error).toBeInstanceOf(NutrilabelApiError);
    expect(error).toMatchObject({ status: 400, code: 40001 });
    expect(error.details[0].path).toBe('recipes.1.ingredients.0.weightGrams');
  });

  test('recipes round trip: save, get, label, list, delete', async () => {
    const { client } = await clientOnApp();
    const meta = await client.recipes.save({ name: 'Porridge', recipe: numbered(45) });
    expect(meta.version).toBe(1);
    expect((await client.recipes.get(meta.id)).recipe.servingSizeGrams).toBe(50);
    const label = await client.recipes.label(meta.id);
    expect(label.recipeId).toBe(meta.id);
    expect(label.label.nutrients.find((n) => n.key === 'energy_kcal')?.display).toBe('200');
    expect((await client.recipes.list()).recipes.map((r) => r.id)).toEqual([meta.id]);
    expect(await client.recipes.delete(meta.id)).toEqual({ id: meta.id, deleted: true });
    await expect(client.recipes.get(meta.id)).rejects.toMatchObject({ status: 404, code: 40401 });
  });

  test('a batch over the budget: the server answers 429 + Retry-After, the client waits and retries', async () => {
    const { client, costs, slept } = await clientOnApp({ budget: 2 });
    const error = await client.labelBatch({ recipes: numberedRecipes(30) as never }).catch((e) => e);
    expect(error).toMatchObject({ status: 429, code: 42901, retryAfterSeconds: 42 });
    // 30 recipes cost 3 of a budget of 2 (the double never frees any): attempt 1 passes the
    // middleware (1) and is refused the 2 more; attempt 2 likewise; attempt 3 is refused by the
    // middleware. The client waited Retry-After (42 s) twice, then gave up (3 attempts).
    expect(slept).toEqual([42_000, 42_000]);
    expect(costs).toEqual([1, 2, 1, 2, 1]);
  });
});
