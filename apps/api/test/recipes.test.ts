import { describe, expect, test } from 'vitest';
import { json, makeApp, simpleRecipe } from './helpers';

interface Envelope<T> {
  code: number;
  data: T;
  message?: string;
}
interface Meta {
  id: string;
  name: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

const save = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  recipe: simpleRecipe(name),
  ...extra,
});

describe('saved recipes (api.md §5)', () => {
  test('create 201, read, update 200 with version, list newest first, delete', async () => {
    const { call } = await makeApp();
    const created = await call('/api/v1/recipes', { body: save('Shortbread', { regulation: 'US' }) });
    expect(created.status).toBe(201);
    const meta = (await json<Envelope<Meta>>(created)).data;
    expect(meta).toMatchObject({ name: 'Shortbread', version: 1 });
    expect(meta.id).toMatch(/^rec_[A-Za-z0-9]{16,}$/);

    const read = await json<Envelope<{ recipe: { ingredients: unknown[] }; regulation: string }>>(
      await call(`/api/v1/recipes/${meta.id}`),
    );
    expect(read.data.regulation).toBe('fda');
    expect(read.data.recipe.ingredients).toEqual(simpleRecipe().ingredients);

    await call('/api/v1/recipes', { body: save('Second') });
    const updated = await call('/api/v1/recipes', { body: { ...save('Shortbread v2'), id: meta.id } });
    expect(updated.status).toBe(200);
    expect((await json<Envelope<Meta>>(updated)).data).toMatchObject({
      id: meta.id,
      name: 'Shortbread v2',
      version: 2,
    });

    const list = await json<
      Envelope<{ id: string; name: string; ingredientCount: number; servingSizeGrams: number }[]>
    >(await call('/api/v1/recipes'));
    expect(list.data.map((r) => r.name)).toEqual(['Shortbread v2', 'Second']);
    expect(list.data[0]).toMatchObject({ ingredientCount: 3, servingSizeGrams: 40, regulation: 'fda' });

    expect((await call(`/api/v1/recipes/${meta.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await call(`/api/v1/recipes/${meta.id}`)).status).toBe(404);
  });

  test('pages with limit and a Link header until every recipe was seen once', async () => {
    const { call } = await makeApp();
    for (let i = 0; i < 7; i++) await call('/api/v1/recipes', { body: save(`R${i}`) });
    const seen: { name: string; updatedAt: string }[] = [];
    let next: string | null = '/api/v1/recipes?limit=3';
    while (next) {
      const res = await call(next);
      seen.push(...(await json<Envelope<{ name: string; updatedAt: string }[]>>(res)).data);
      const link = res.headers.get('link');
      next = link ? (/<([^>]+)>; rel="next"/.exec(link)?.[1] ?? null) : null;
    }
    // Every recipe once, newest first (recipes saved within the same millisecond may come in either order).
    expect(seen.map((r) => r.name).sort()).toEqual(['R0', 'R1', 'R2', 'R3', 'R4', 'R5', 'R6']);
    const times = seen.map((r) => Date.parse(r.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await call('/api/v1/recipes?limit=0')).status).toBe(400);
  });

  test('labels a saved recipe, by path and by recipeId, and uses it as a sub-recipe', async () => {
    const { call } = await makeApp();
    const { data } = await json<Envelope<Meta>>(await call('/api/v1/recipes', { body: save('Dough') }));
    const byPath = await json<
      Envelope<{ recipeId: string; label: { nutrients: { key: string; display: string }[] } }>
    >(await call(`/api/v1/recipes/${data.id}/label`, { method: 'POST' }));
    expect(byPath.data.recipeId).toBe(data.id);
    const byId = await json<Envelope<{ label: unknown }>>(
      await call('/api/v1/label', { body: { recipeId: data.id } }),
    );
    expect(byId.data.label).toEqual(byPath.data.label);

    const pie = {
      name: 'Pie',
      servingSizeGrams: 40,
      ingredients: [{ name: 'Dough', subRecipeId: data.id, weightGrams: 400 }],
    };
    const sub = await json<Envelope<{ label: { nutrients: { key: string; amount: number }[] } }>>(
      await call('/api/v1/label', { body: { recipe: pie } }),
    );
    const fatOf = (nutrients: { key: string; amount: number }[]) =>
      nutrients.find((n) => n.key === 'total_fat')?.amount;
    // 400 g of the 400 g dough batch: the same per-serving amounts.
    expect(fatOf(sub.data.label.nutrients)).toBeCloseTo(fatOf(byPath.data.label.nutrients as never) ?? 0, 9);
  });

  test('a recipe that contains itself is 422', async () => {
    const { call } = await makeApp();
    const { data } = await json<Envelope<Meta>>(await call('/api/v1/recipes', { body: save('Loop') }));
    const loop = {
      id: data.id,
      name: 'Loop',
      recipe: {
        ...simpleRecipe('Loop'),
        ingredients: [{ name: 'Me', subRecipeId: data.id, weightGrams: 10 }],
      },
    };
    const res = await call('/api/v1/recipes', { body: loop });
    expect(res.status).toBe(422);
  });

  test('updating emits label.updated into the outbox in the same transaction', async () => {
    const { call, store, account } = await makeApp();
    await store.webhooks.upsert(account.id, {
      url: 'https://example.com/hook',
      events: ['label.updated'],
      secret: 'x'.repeat(20),
    });
    const { data } = await json<Envelope<Meta>>(await call('/api/v1/recipes', { body: save('Cake') }));
    await call('/api/v1/recipes', { body: { ...save('Cake'), id: data.id } });
    const [hook] = await store.webhooks.list(account.id);
    const deliveries = await store.outbox.listDeliveries(account.id, hook?.id ?? '');
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ type: 'label.updated', status: 'pending' });
    expect(JSON.parse(deliveries[0]?.payloadJson ?? '{}')).toMatchObject({
      recipeId: data.id,
      recipeName: 'Cake',
      label: { regulation: 'fda' },
    });
  });

  test('Idempotency-Key replays the first response and rejects another body with 40901', async () => {
    const { call } = await makeApp();
    const headers = { 'idempotency-key': 'create-shortbread-1' };
    const first = await call('/api/v1/recipes', { body: save('Shortbread'), headers });
    const again = await call('/api/v1/recipes', { body: save('Shortbread'), headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await json<Envelope<unknown[]>>(await call('/api/v1/recipes'))).data).toHaveLength(1);
    const other = await call('/api/v1/recipes', { body: save('Other'), headers });
    expect(other.status).toBe(409);
    expect((await json<Envelope<unknown>>(other)).code).toBe(40901);
  });
});

describe('isolation between accounts', () => {
  test('account B can neither list, read, update, delete nor label A’s recipes or ingredients', async () => {
    const { call, store } = await makeApp();
    const recipe = (await json<Envelope<Meta>>(await call('/api/v1/recipes', { body: save('Secret') }))).data;
    const ingredient = (
      await json<Envelope<{ id: string }>>(
        await call('/api/v1/ingredients', { body: { name: 'Secret sauce', nutrients: { sodium: 500 } } }),
      )
    ).data;

    const other = await store.accounts.create({ plan: 'free' });
    const { key } = await store.apiKeys.create(other.id);
    const asB = (path: string, init: Parameters<typeof call>[1] = {}) => call(path, { ...init, key });

    expect((await json<Envelope<unknown[]>>(await asB('/api/v1/recipes'))).data).toEqual([]);
    expect((await asB(`/api/v1/recipes/${recipe.id}`)).status).toBe(404);
    expect((await asB('/api/v1/recipes', { body: { ...save('Hijack'), id: recipe.id } })).status).toBe(404);
    expect((await asB(`/api/v1/recipes/${recipe.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await asB(`/api/v1/recipes/${recipe.id}/label`, { method: 'POST' })).status).toBe(404);
    expect((await asB('/api/v1/label', { body: { recipeId: recipe.id } })).status).toBe(404);
    expect((await asB('/api/v1/label/export?format=csv', { body: { recipeId: recipe.id } })).status).toBe(
      404,
    );
    expect((await asB(`/api/v1/ingredients/${ingredient.id}`)).status).toBe(404);
    expect((await asB(`/api/v1/ingredients/${ingredient.id}`, { method: 'DELETE' })).status).toBe(404);
    const search = await json<Envelope<{ local: unknown[] }>>(
      await asB('/api/v1/ingredients/search?q=secret'),
    );
    expect(search.data.local).toEqual([]);
    const useFood = await asB('/api/v1/label', {
      body: {
        recipe: {
          ...simpleRecipe(),
          ingredients: [{ name: 'Sauce', foodId: ingredient.id, weightGrams: 10 }],
        },
      },
    });
    expect(useFood.status).toBe(422);
    const subRecipe = await asB('/api/v1/label', {
      body: {
        recipe: {
          ...simpleRecipe(),
          ingredients: [{ name: 'Stolen', subRecipeId: recipe.id, weightGrams: 10 }],
        },
      },
    });
    expect(subRecipe.status).toBe(422);

    // A's data is intact.
    expect((await call(`/api/v1/recipes/${recipe.id}`)).status).toBe(200);
    expect((await call(`/api/v1/ingredients/${ingredient.id}`)).status).toBe(200);
  });
});

interface ErrorBody {
  code: number;
  message: string;
  details?: { path: string; message: string }[];
}

describe('api.md §5: a saved recipe cannot contain itself', () => {
  test('updating A to use A is 422 and A is unchanged', async () => {
    const { call } = await makeApp();
    const created = await json<{ data: { id: string } }>(
      await call('/api/v1/recipes', { body: { name: 'Base', recipe: simpleRecipe('Base') } }),
    );
    const id = created.data.id;
    const looped = await call('/api/v1/recipes', {
      body: {
        id,
        name: 'Base',
        recipe: { servingSizeGrams: 10, ingredients: [{ name: 'Itself', weightGrams: 50, subRecipeId: id }] },
      },
    });
    expect(looped.status).toBe(422);
    expect((await json<ErrorBody>(looped)).code).toBe(42201);
    const label = await call(`/api/v1/recipes/${id}/label`, { method: 'POST' });
    expect(label.status).toBe(200);
  });

  test('updating A to use B, which uses A, is 422', async () => {
    const { call } = await makeApp();
    const a = (
      await json<{ data: { id: string } }>(
        await call('/api/v1/recipes', { body: { name: 'A', recipe: simpleRecipe('A') } }),
      )
    ).data.id;
    const b = await call('/api/v1/recipes', {
      body: {
        name: 'B',
        recipe: { servingSizeGrams: 10, ingredients: [{ name: 'A', weightGrams: 50, subRecipeId: a }] },
      },
    });
    expect(b.status).toBe(201);
    const bId = (await json<{ data: { id: string } }>(b)).data.id;
    const looped = await call('/api/v1/recipes', {
      body: {
        id: a,
        name: 'A',
        recipe: { servingSizeGrams: 10, ingredients: [{ name: 'B', weightGrams: 50, subRecipeId: bId }] },
      },
    });
    expect(looped.status).toBe(422);
    expect((await call(`/api/v1/recipes/${bId}/label`, { method: 'POST' })).status).toBe(200);
  });
});

describe('api.md §5: list items and paging', () => {
  test('yieldFactor defaults to 1 in list items', async () => {
    const { call } = await makeApp();
    await call('/api/v1/recipes', { body: { name: 'No yield', recipe: simpleRecipe() } });
    await call('/api/v1/recipes', {
      body: { name: 'Yield', recipe: { ...simpleRecipe(), yieldFactor: 0.8, servingsPerContainer: 4 } },
    });
    const list = await json<{ data: { name: string; yieldFactor: number; servingsPerContainer: unknown }[] }>(
      await call('/api/v1/recipes'),
    );
    // Sorted by name: two recipes saved in the same millisecond may list in either order.
    const rows = list.data.map((r) => [r.name, r.yieldFactor, r.servingsPerContainer]);
    expect(rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])))).toEqual([
      ['No yield', 1, null],
      ['Yield', 0.8, 4],
    ]);
  });

  test('a cursor that is not ours is 40001 naming the cursor', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/recipes?cursor=zzz');
    expect(response.status).toBe(400);
    const body = await json<ErrorBody>(response);
    expect(body.code).toBe(40001);
    expect(body.details?.map((d) => d.path)).toEqual(['cursor']);
  });
});
