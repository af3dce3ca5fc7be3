import { loadFoodDatabase } from '@nutrilabel/foods';
import { beforeAll, describe, expect, test } from 'vitest';
import type { FoodCatalog } from '../src/deps';
import { json, makeApp } from './helpers';

interface Envelope<T> {
  code: number;
  data: T;
  details?: { path: string }[];
}
interface Food {
  id: string;
  source: string;
  name: string;
  nutrients: Record<string, number>;
  portions: { name: string; grams: number }[];
  allergens: string[];
  score: number;
}

let foods: FoodCatalog;
beforeAll(() => {
  foods = loadFoodDatabase();
});

describe('ingredients (api.md §6)', () => {
  test('search answers local, golden and usda, each best first', async () => {
    const { call } = await makeApp({ foods });
    await call('/api/v1/ingredients', {
      body: { name: 'Grandma butter blend', nutrients: { total_fat: 70 }, allergens: ['milk'] },
    });
    const res = await call('/api/v1/ingredients/search?q=butter&limit=3');
    expect(res.status).toBe(200);
    const { data } = await json<Envelope<{ local: Food[]; golden: Food[]; usda: Food[] }>>(res);
    expect(data.local.map((f) => f.name)).toEqual(['Grandma butter blend']);
    expect(data.local[0]?.id).toMatch(/^local:ing_/);
    expect(data.golden[0]).toMatchObject({
      id: 'golden:butter-salted',
      source: 'golden',
      allergens: ['milk'],
    });
    expect(data.golden[0]?.nutrients.total_fat).toBeCloseTo(81.11, 2);
    expect(data.usda[0]).toMatchObject({ id: 'usda:sr-01001', source: 'usda' });
    expect(data.golden.length).toBeLessThanOrEqual(3);
    const scores = data.usda.map((f) => f.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  test('search validates q and limit', async () => {
    const { call } = await makeApp({ foods });
    for (const query of ['', '?q=', `?q=${'x'.repeat(101)}`, '?q=milk&limit=0', '?q=milk&limit=51']) {
      const res = await call(`/api/v1/ingredients/search${query}`);
      expect(res.status, query).toBe(400);
      expect((await json<Envelope<unknown>>(res)).code).toBe(40001);
    }
  });

  test('a recipe by food id and household amounts: 2 cup flour = 250 g, 1 stick butter = 113 g, 2 large eggs = 100 g', async () => {
    const { call } = await makeApp({ foods });
    const res = await call('/api/v1/label', {
      body: {
        recipe: {
          name: 'Pound cake',
          servingSizeGrams: 80,
          ingredients: [
            { name: 'Flour', foodId: 'golden:flour-all-purpose', amount: 2, unit: 'cup' },
            { name: 'Butter', foodId: 'golden:butter-salted', amount: 1, unit: 'stick' },
            { name: 'Eggs', foodId: 'golden:egg-whole', amount: 2, unit: 'large' },
          ],
        },
      },
    });
    expect(res.status).toBe(200);
    const { data } =
      await json<
        Envelope<{
          label: { nutrients: { key: string; amount: number }[]; servingsPerContainer: unknown };
          allergens: { detected: string[] };
        }>
      >(res);
    // 463 g batch, 80 g serving: fat = (250 × 0.98 + 113 × 81.11 + 100 × 9.51) / 100 × 80 / 463.
    const fat = data.label.nutrients.find((n) => n.key === 'total_fat')?.amount ?? 0;
    expect(fat).toBeCloseTo(((250 * 0.98 + 113 * 81.11 + 100 * 9.51) / 100) * (80 / 463), 1);
    expect(data.label.servingsPerContainer).toBe('about 6');
    expect(data.allergens.detected).toEqual(expect.arrayContaining(['wheat', 'milk', 'egg']));
  });

  test('unknown food ids are 422 and unconvertible units 400, naming the ingredient', async () => {
    const { call } = await makeApp({ foods });
    const unknown = await call('/api/v1/label', {
      body: {
        recipe: {
          name: 'X',
          servingSizeGrams: 10,
          ingredients: [{ name: 'Unobtainium', foodId: 'golden:unobtainium', weightGrams: 10 }],
        },
      },
    });
    expect(unknown.status).toBe(422);
    expect((await json<Envelope<unknown>>(unknown)).details?.[0]?.path).toBe('recipe.ingredients.0.foodId');
    const unit = await call('/api/v1/label', {
      body: {
        recipe: {
          name: 'X',
          servingSizeGrams: 10,
          ingredients: [{ name: 'Eggs', foodId: 'golden:egg-whole', amount: 2, unit: 'slice' }],
        },
      },
    });
    expect(unit.status).toBe(400);
    const body = await json<Envelope<unknown> & { message: string }>(unit);
    expect(body.code).toBe(40004);
    expect(JSON.stringify(body.details)).toContain('Eggs');
  });

  test('units/convert bridges volume and mass with a food id', async () => {
    const { call } = await makeApp({ foods });
    const res = await call('/api/v1/units/convert?value=1&from=cup&to=g&foodId=golden:milk-whole');
    expect((await json<Envelope<unknown>>(res)).data).toEqual({
      originalAmount: 1,
      originalUnit: 'cup',
      convertedAmount: 243.92,
      convertedUnit: 'g',
    });
  });

  test('custom ingredients: create, read, use in a recipe, delete; impossible values are 422', async () => {
    const { call } = await makeApp({ foods });
    const created = await call('/api/v1/ingredients', {
      body: {
        name: 'House spice mix',
        nutrients: { energy_kcal: 250, sodium: 12000 },
        portions: [{ name: '1 tsp', grams: 3 }],
        allergens: ['mustard'],
      },
    });
    expect(created.status).toBe(201);
    const food = (await json<Envelope<Food>>(created)).data;
    expect((await json<Envelope<Food>>(await call(`/api/v1/ingredients/${food.id}`))).data.name).toBe(
      'House spice mix',
    );
    const labelled = await call('/api/v1/label', {
      body: {
        recipe: {
          name: 'Rub',
          servingSizeGrams: 3,
          ingredients: [{ name: 'Spice mix', foodId: food.id, amount: 2, unit: 'tsp' }],
        },
      },
    });
    const sodium = (
      await json<Envelope<{ label: { nutrients: { key: string; amount: number }[] } }>>(labelled)
    ).data.label.nutrients.find((n) => n.key === 'sodium');
    expect(sodium?.amount).toBeCloseTo(360, 6); // 3 g serving of 6 g: 12000 mg/100 g × 0.03
    expect((await call(`/api/v1/ingredients/${food.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await call(`/api/v1/ingredients/${food.id}`)).status).toBe(404);

    const impossible = await call('/api/v1/ingredients', {
      body: { name: 'Bad', nutrients: { total_fat: 150 } },
    });
    expect(impossible.status).toBe(422);
    expect((await json<Envelope<unknown>>(impossible)).details?.[0]?.path).toBe('nutrients.total_fat');
    const unknownKey = await call('/api/v1/ingredients', { body: { name: 'Bad', nutrients: { fatt: 1 } } });
    expect(unknownKey.status).toBe(400);
  });
  test('GET /ingredients lists the account’s own, newest first, in keyset pages with a Link header', async () => {
    const { call, store } = await makeApp({ foods });
    const ids: string[] = [];
    for (const name of ['Alpha', 'Beta', 'Gamma']) {
      const res = await call('/api/v1/ingredients', { body: { name, nutrients: { protein: 1 } } });
      ids.push((await json<Envelope<Food>>(res)).data.id);
    }
    const all = await call('/api/v1/ingredients');
    expect(all.status).toBe(200);
    expect(all.headers.get('link')).toBeNull();
    expect((await json<Envelope<Food[]>>(all)).data.map((f) => f.name)).toEqual(['Gamma', 'Beta', 'Alpha']);

    const first = await call('/api/v1/ingredients?limit=2');
    const page1 = (await json<Envelope<Food[]>>(first)).data;
    expect(page1.map((f) => f.id)).toEqual([ids[2], ids[1]]);
    expect(page1[0]).toMatchObject({ source: 'local', category: 'Custom', nutrients: { protein: 1 } });
    const link = first.headers.get('link') ?? '';
    const next = /^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? '';
    expect(next).toMatch(/^\/api\/v1\/ingredients\?limit=2&cursor=.+$/);
    const second = await call(next);
    expect((await json<Envelope<Food[]>>(second)).data.map((f) => f.id)).toEqual([ids[0]]);
    expect(second.headers.get('link')).toBeNull();

    // another account's ingredients are not listed, and it sees none of these
    const other = (await store.accounts.create()).id;
    await store.ingredients.create(other, { name: 'Theirs', nutrients: {} });
    expect((await store.ingredients.list(other)).items.map((i) => i.name)).toEqual(['Theirs']);
    expect((await json<Envelope<Food[]>>(await call('/api/v1/ingredients'))).data).toHaveLength(3);

    for (const query of ['?limit=0', '?limit=101', '?limit=x', '?cursor=nonsense']) {
      const res = await call(`/api/v1/ingredients${query}`);
      expect(res.status, query).toBe(400);
      const body = await json<Envelope<unknown>>(res);
      expect(body.code).toBe(40001);
      expect(
        body.details?.map((d) => d.path),
        query,
      ).toEqual([query.startsWith('?limit') ? 'limit' : 'cursor']);
    }
  });

  test('PUT /ingredients/:id replaces the ingredient in place: same id, recipes using it follow', async () => {
    const { call } = await makeApp({ foods });
    const created = await call('/api/v1/ingredients', {
      body: {
        name: 'House stock',
        nutrients: { energy_kcal: 20, sodium: 400 },
        portions: [{ name: '1 cup', grams: 240 }],
        allergens: ['celery'],
      },
    });
    const food = (await json<Envelope<Food>>(created)).data;
    const saved = await call('/api/v1/recipes', {
      body: {
        name: 'Soup',
        recipe: {
          servingSizeGrams: 240,
          ingredients: [{ name: 'Stock', foodId: food.id, weightGrams: 240 }],
        },
      },
    });
    const recipeId = (await json<Envelope<{ id: string }>>(saved)).data.id;
    const sodiumOf = async () =>
      (
        await json<Envelope<{ label: { nutrients: { key: string; amount: number }[] } }>>(
          await call(`/api/v1/recipes/${recipeId}/label`, { method: 'POST' }),
        )
      ).data.label.nutrients.find((n) => n.key === 'sodium')?.amount;
    expect(await sodiumOf()).toBe(960); // 400 mg/100 g × 2.4 = 960 mg (FDA: nearest 10 mg above 140)

    const put = await call(`/api/v1/ingredients/${food.id}`, {
      method: 'PUT',
      body: { name: 'Low-sodium stock', nutrients: { energy_kcal: 15, sodium: 50 } },
    });
    expect(put.status).toBe(200);
    const updated = (await json<Envelope<Food>>(put)).data;
    expect(updated).toMatchObject({
      id: food.id,
      name: 'Low-sodium stock',
      nutrients: { energy_kcal: 15, sodium: 50 },
      portions: [],
      allergens: [],
    });
    expect((await json<Envelope<Food>>(await call(`/api/v1/ingredients/${food.id}`))).data).toEqual(updated);
    expect(await sodiumOf()).toBe(120); // 50 mg/100 g × 2.4 = 120 mg (nearest 5 mg from 5 to 140)
    // the bare ingredient id is accepted as on GET and DELETE
    const bare = await call(`/api/v1/ingredients/${food.id.replace(/^local:/, '')}`, {
      method: 'PUT',
      body: { name: 'Stock', nutrients: { sodium: 50 } },
    });
    expect(bare.status).toBe(200);
  });

  test('PUT /ingredients/:id validates like POST and is 404 for an unknown or another account’s id', async () => {
    const { call, store } = await makeApp({ foods });
    const created = await call('/api/v1/ingredients', { body: { name: 'Mine', nutrients: { protein: 3 } } });
    const food = (await json<Envelope<Food>>(created)).data;

    const bad = await call(`/api/v1/ingredients/${food.id}`, {
      method: 'PUT',
      body: { name: '', nutrients: { fatt: 1 }, portions: [{ name: '1 cup', grams: -1 }] },
    });
    expect(bad.status).toBe(400);
    const badBody = await json<Envelope<unknown>>(bad);
    expect(badBody.code).toBe(40001);
    expect(badBody.details?.map((d) => d.path).sort()).toEqual([
      'name',
      'nutrients.fatt',
      'portions.0.grams',
    ]);
    const impossible = await call(`/api/v1/ingredients/${food.id}`, {
      method: 'PUT',
      body: { name: 'Mine', nutrients: { total_fat: 150 } },
    });
    expect(impossible.status).toBe(422);
    expect((await json<Envelope<unknown>>(impossible)).details?.[0]?.path).toBe('nutrients.total_fat');
    expect((await json<Envelope<Food>>(await call(`/api/v1/ingredients/${food.id}`))).data.nutrients).toEqual(
      {
        protein: 3,
      },
    );

    for (const id of ['local:ing_unknown', 'usda:sr-01001', 'nonsense']) {
      const res = await call(`/api/v1/ingredients/${id}`, {
        method: 'PUT',
        body: { name: 'X', nutrients: {} },
      });
      expect(res.status, id).toBe(404);
      expect((await json<Envelope<unknown>>(res)).code).toBe(40401);
    }
    const otherAccount = (await store.accounts.create()).id;
    const theirs = await store.ingredients.create(otherAccount, {
      name: 'Theirs',
      nutrients: { protein: 1 },
    });
    const stolen = await call(`/api/v1/ingredients/local:${theirs.id}`, {
      method: 'PUT',
      body: { name: 'Stolen', nutrients: {} },
    });
    expect(stolen.status).toBe(404);
    expect((await store.ingredients.get(otherAccount, theirs.id))?.name).toBe('Theirs');
    const list = (await json<Envelope<Food[]>>(await call('/api/v1/ingredients'))).data;
    expect(list.map((f) => f.name)).toEqual(['Mine']);
  });
});
