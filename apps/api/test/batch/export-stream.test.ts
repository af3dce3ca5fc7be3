import { describe, expect, test } from 'vitest';
import { json, makeApp, simpleRecipe } from '../helpers';
import { impossibleFat, numbered, numberedRecipes, recordingLimiter, withoutWeight } from './fixtures';

interface ErrorBody {
  code: number;
  message: string;
  details?: { path: string; message: string }[];
}

const EXPORT = '/api/v1/label/export?format=csv';
/** FDA mandatory rows (21 CFR 101.9(c)): these 15 print even when no ingredient gives them. */
const FDA_MANDATORY_ROWS = 15;

/** The export's rows; these fixtures have no quoted cells, so CRLF and comma split them. */
const parse = (csv: string) => {
  expect(csv.endsWith('\r\n')).toBe(true);
  return csv
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split(','));
};

describe('POST /api/v1/label/export?format=csv with many recipes', () => {
  test('1,000 recipes → one CSV with a leading Recipe column, grouped in input order', async () => {
    const { call } = await makeApp();
    const response = await call(EXPORT, { body: { recipes: numberedRecipes(1000) } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="labels.csv"');
    const rows = parse(await response.text());
    expect(rows[0]).toEqual(['Recipe', 'Nutrient', 'Value', 'Unit', '%DV']);
    expect(rows).toHaveLength(1 + 1000 * FDA_MANDATORY_ROWS);
    // Rows come in blocks of 15, block i belonging to "Recipe i".
    for (let i = 0; i < 1000; i++) {
      const block = rows.slice(1 + i * FDA_MANDATORY_ROWS, 1 + (i + 1) * FDA_MANDATORY_ROWS);
      expect(new Set(block.map((r) => r[0]))).toEqual(new Set([`Recipe ${i}`]));
      expect(block[0]?.[1]).toBe('Calories');
    }
    // Recipe 45: a 50 g serving of oats at 400 kcal, 10 g fat and 60 g carbohydrate per 100 g.
    const r45 = rows.filter((r) => r[0] === 'Recipe 45');
    expect(r45).toContainEqual(['Recipe 45', 'Calories', '200', 'kcal', '-']);
    expect(r45).toContainEqual(['Recipe 45', 'Total Fat', '5', 'g', '6%']);
    expect(r45).toContainEqual(['Recipe 45', 'Total Carbohydrate', '30', 'g', '11%']);
  });

  test('the body streams: the first chunk holds the first label, not the whole export', async () => {
    const { call } = await makeApp();
    const response = await call(EXPORT, { body: { recipes: numberedRecipes(200) } });
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first.startsWith('Recipe,Nutrient,Value,Unit,%DV\r\n')).toBe(true);
    expect(first).toContain('Recipe 0,Calories');
    expect(first).not.toContain('Recipe 199');
    await reader.cancel();
  });

  test('one invalid recipe among 1,000: the whole request is 400 naming it, and no CSV byte', async () => {
    const { call } = await makeApp();
    const recipes: unknown[] = numberedRecipes(1000);
    recipes[731] = withoutWeight(731);
    const response = await call(EXPORT, { body: { recipes } });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await json<ErrorBody>(response);
    expect(body.code).toBe(40001);
    expect(body.message).toContain('recipes.731');
    expect(body.details?.map((d) => d.path)).toEqual(['recipes.731.ingredients.0.weightGrams']);
  });

  test('content the engine rejects (physical limit, serving > batch) is 422 before streaming', async () => {
    const { call } = await makeApp();
    const recipes: unknown[] = numberedRecipes(1000);
    recipes[999] = impossibleFat(999);
    const fat = await call(EXPORT, { body: { recipes } });
    expect(fat.status).toBe(422);
    const fatBody = await json<ErrorBody>(fat);
    expect(fatBody.code).toBe(42201);
    expect(fatBody.details?.[0]?.path).toBe('recipes.999.ingredients.0.nutrients.total_fat');

    const serving = await call(EXPORT, {
      body: { recipes: [numbered(0), { ...numbered(1), servingSizeGrams: 2500 }] },
    });
    expect(serving.status).toBe(422);
    expect((await json<ErrorBody>(serving)).details?.[0]?.path).toBe('recipes.1.servingSizeGrams');
  });

  test('recipe ids: saved recipes first, an unknown id is 404 naming it', async () => {
    const { call } = await makeApp();
    const saved = await json<{ data: { id: string } }>(
      await call('/api/v1/recipes', { body: { name: 'Shortbread', recipe: simpleRecipe() } }),
    );
    const ok = await call(EXPORT, { body: { recipeIds: [saved.data.id], recipes: [numbered(3)] } });
    expect(ok.status).toBe(200);
    const names = [
      ...new Set(
        parse(await ok.text())
          .slice(1)
          .map((r) => r[0]),
      ),
    ];
    expect(names).toEqual(['Shortbread', 'Recipe 3']);

    const missing = await call(EXPORT, { body: { recipeIds: [saved.data.id, 'rec_gone'] } });
    expect(missing.status).toBe(404);
    const body = await json<ErrorBody>(missing);
    expect(body.code).toBe(40401);
    expect(body.details).toEqual([{ path: 'recipeIds.1', message: 'no such recipe' }]);
  });

  test('counts one rate-limit request per 10 recipes, refused before any work', async () => {
    const { costs, limiter } = recordingLimiter(50);
    const { call } = await makeApp({ rateLimiter: limiter });
    const ok = await call(EXPORT, { body: { recipes: numberedRecipes(101) } });
    expect(ok.status).toBe(200);
    expect(costs).toEqual([1, 10]);
    // The headers report the batch's whole cost: 50 − 11.
    expect(ok.headers.get('ratelimit-remaining')).toBe('39');
    const refused = await call(EXPORT, { body: { recipes: numberedRecipes(1000) } });
    expect(refused.status).toBe(429);
    expect((await json<ErrorBody>(refused)).code).toBe(42901);
  });

  test('a single recipe still answers the one-label CSV without a Recipe column', async () => {
    const { call } = await makeApp();
    const response = await call(EXPORT, { body: { recipe: numbered(45) } });
    expect(response.status).toBe(200);
    expect(parse(await response.text())[0]).toEqual(['Nutrient', 'Value', 'Unit', '%DV']);
  });
});
