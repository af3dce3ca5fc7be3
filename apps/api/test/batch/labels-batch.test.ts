import { describe, expect, test } from 'vitest';
import { json, makeApp, simpleRecipe } from '../helpers';
import { impossibleFat, numbered, numberedRecipes, recordingLimiter, withoutWeight } from './fixtures';

interface Item {
  code: number;
  message?: string;
  details?: { path: string; message: string }[];
  data?: {
    recipeId?: string;
    label: { servingSize: string; nutrients: { key: string; display: string; dailyValue: number | null }[] };
  };
}
interface BatchBody {
  code: number;
  data: Item[];
  message?: string;
  details?: { path: string; message: string }[];
}

describe('POST /api/v1/labels/batch', () => {
  test('1,000 recipes with one invalid: 1,000 envelopes in input order, the bad one its own 40001', async () => {
    const { call } = await makeApp();
    const recipes: unknown[] = numberedRecipes(1000);
    recipes[537] = withoutWeight(537);
    const response = await call('/api/v1/labels/batch', { body: { recipes } });
    expect(response.status).toBe(200);
    const body = await json<BatchBody>(response);
    expect(body.code).toBe(0);
    expect(body.data).toHaveLength(1000);

    const bad = body.data[537]!;
    expect(bad.code).toBe(40001);
    expect(bad.data).toBeUndefined();
    expect(bad.details?.map((d) => d.path)).toContain('recipes.537.ingredients.0.weightGrams');

    body.data.forEach((item, i) => {
      if (i === 537) return;
      expect(item.code).toBe(0);
      // Recipe i has a (5 + i) g serving: the serving size proves the order.
      expect(item.data?.label.servingSize).toBe(`${5 + i}g`);
    });

    // Recipe 45: a 50 g serving of oats at 400 kcal, 10 g fat, 60 g carbohydrate per 100 g
    // → 200 kcal; 5 g fat (≥5 g: nearest 1 g), 5/78 DV = 6 %; 30 g carbohydrate, 30/275 = 11 %.
    const rows = new Map(body.data[45]!.data!.label.nutrients.map((n) => [n.key, n]));
    expect(rows.get('energy_kcal')?.display).toBe('200');
    expect(rows.get('total_fat')).toMatchObject({ display: '5g', dailyValue: 6 });
    expect(rows.get('total_carbohydrate')).toMatchObject({ display: '30g', dailyValue: 11 });
  });

  test('each failure kind stays in its own envelope: 422, unknown food, malformed and unknown ids', async () => {
    const { call } = await makeApp();
    const saved = await json<{ data: { id: string } }>(
      await call('/api/v1/recipes', { body: { name: 'Saved', recipe: simpleRecipe('Saved') } }),
    );
    const response = await call('/api/v1/labels/batch', {
      body: {
        recipeIds: [saved.data.id, 'not-an-id', 'rec_doesnotexist'],
        recipes: [
          impossibleFat(0),
          numbered(1),
          { ...numbered(2), ingredients: [{ name: 'X', foodId: 'usda:nope', weightGrams: 10 }] },
        ],
      },
    });
    expect(response.status).toBe(200);
    const { data } = await json<BatchBody>(response);
    expect(data.map((d) => d.code)).toEqual([0, 40001, 40401, 42201, 0, 42201]);
    expect(data[0]!.data?.recipeId).toBe(saved.data.id);
    expect(data[1]!.details?.[0]?.path).toBe('recipeIds.1');
    expect(data[2]!.details?.[0]?.path).toBe('recipeIds.2');
    expect(data[3]!.details?.[0]?.path).toBe('recipes.0.ingredients.0.nutrients.total_fat');
    expect(data[4]!.data?.label.servingSize).toBe('6g');
    expect(data[5]!.details?.[0]?.path).toBe('recipes.2.ingredients.0.foodId');
  });

  test('request-level problems fail the whole request with one envelope', async () => {
    const { call } = await makeApp();
    const unknownRegulation = await call('/api/v1/labels/batch', {
      body: { recipes: [numbered(0)], regulation: 'mars' },
    });
    expect(unknownRegulation.status).toBe(400);
    expect((await json<BatchBody>(unknownRegulation)).code).toBe(40003);

    const empty = await call('/api/v1/labels/batch', { body: {} });
    expect(empty.status).toBe(400);
    expect((await json<BatchBody>(empty)).details?.[0]?.path).toBe('recipes');

    const notArray = await call('/api/v1/labels/batch', { body: { recipes: { name: 'x' } } });
    expect(notArray.status).toBe(400);

    const tooMany = await call('/api/v1/labels/batch', {
      body: { recipes: numberedRecipes(600), recipeIds: Array.from({ length: 401 }, () => 'rec_x') },
    });
    expect(tooMany.status).toBe(400);
    expect((await json<BatchBody>(tooMany)).details?.[0]?.message).toMatch(/at most 1000/);
  });

  test('counts one rate-limit request per 10 recipes: 25 recipes → 1 (middleware) + 2 (handler)', async () => {
    const { costs, limiter } = recordingLimiter();
    const { call } = await makeApp({ rateLimiter: limiter });
    const response = await call('/api/v1/labels/batch', { body: { recipes: numberedRecipes(25) } });
    expect(response.status).toBe(200);
    expect(costs).toEqual([1, 2]);

    costs.length = 0;
    await call('/api/v1/labels/batch', { body: { recipes: numberedRecipes(10) } });
    expect(costs).toEqual([1]);
  });

  test('a batch larger than the remaining budget is 429 with Retry-After, and nothing is labelled', async () => {
    const { costs, limiter } = recordingLimiter(5);
    const { call } = await makeApp({ rateLimiter: limiter });
    const response = await call('/api/v1/labels/batch', { body: { recipes: numberedRecipes(100) } });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
    const body = await json<BatchBody>(response);
    expect(body.code).toBe(42901);
    expect(body.message).toMatch(/counts as 10 requests/);
    expect(costs).toEqual([1, 9]);
  });
});
