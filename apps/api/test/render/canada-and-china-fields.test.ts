/**
 * The API side of the Canada / China label fields: data.frontOfPack (api.md §13), the ingredient
 * sugarsBased flag and the vitamin_a_re nutrient key (api.md §3), through POST /label and
 * /label/render.
 */
import { describe, expect, test } from 'vitest';
import { json, makeApp } from '../helpers';

const cookies = (sugarsBased?: boolean) => ({
  name: 'Cookies',
  servingSizeGrams: 30,
  ingredients: [
    {
      name: 'Wheat flour',
      weightGrams: 160,
      nutrients: { energy_kcal: 364, total_carbohydrate: 76, protein: 10 },
    },
    { name: 'Sugar', weightGrams: 100, nutrients: { total_sugars: 100, total_carbohydrate: 100 } },
    {
      name: 'Date paste',
      weightGrams: 60,
      nutrients: { total_sugars: 63, total_carbohydrate: 75 },
      ...(sugarsBased === undefined ? {} : { sugarsBased }),
    },
    { name: 'Salt', weightGrams: 7, nutrients: { sodium: 38_758 } },
  ],
});

interface LabelData {
  frontOfPack?: { scheme: string; items: { key: string; level: string }[]; text: string };
  ingredientStatement: string;
  label: { nutrients: { key: string; display: string; per100?: { display: string } }[] };
  warnings: string[];
}

describe('Canada: frontOfPack and the sugars group', () => {
  test('POST /label (cfia) answers data.frontOfPack and groups sugars-based ingredients; sugarsBased overrides', async () => {
    const { call } = await makeApp();
    const plain = await json<{ data: LabelData }>(
      await call('/api/v1/label', { body: { recipe: cookies(), regulation: 'cfia' } }),
    );
    // 327 g batch, 30 g serving: sugars 137.8 × 30/327 = 12.6 → 13 g = 13 % ≥ 10 %; sodium 2713 × 30/327 = 248.9 → 250 mg = 10.9 %.
    expect(plain.data.frontOfPack).toMatchObject({
      scheme: 'ca-high-in',
      items: [
        { key: 'total_sugars', level: 'high' },
        { key: 'sodium', level: 'high' },
      ],
      text: 'High in Sugars, Sodium / Élevé en Sucres, Sodium',
    });
    // "Date paste" is not sugars-based by its name: one sugars-based ingredient named "sugar" → no group (B.01.008.3(4)(d)).
    expect(plain.data.ingredientStatement).toBe('Ingredients: Wheat flour, Sugar, Date paste, Salt.');
    const flagged = await json<{ data: LabelData }>(
      await call('/api/v1/label', { body: { recipe: cookies(true), regulation: 'cfia' } }),
    );
    expect(flagged.data.ingredientStatement).toBe(
      'Ingredients: Wheat flour, Sugars (sugar, date paste), Salt.',
    );
  });

  test('recipe.canada and ingredient.canadaClass reach the "High in" decision (api.md §3, FDR B.01.350(5)(c))', async () => {
    const { call } = await makeApp();
    const portion = await json<{ data: LabelData }>(
      await call('/api/v1/label', {
        body: { recipe: { ...cookies(), canada: { use: 'restaurant_portion' } }, regulation: 'cfia' },
      }),
    );
    expect(portion.data.frontOfPack?.items).toEqual([]);
    expect(portion.data.warnings.some((w) => w.includes('FDR B.01.350(5)(c)'))).toBe(true);
    const recipe = cookies();
    const bad = {
      ...recipe,
      canada: { use: 'cafeteria' },
      ingredients: [{ ...recipe.ingredients[0], canadaClass: 'cereal' }, ...recipe.ingredients.slice(1)],
    };
    const response = await call('/api/v1/label', { body: { recipe: bad, regulation: 'cfia' } });
    expect(response.status).toBe(400);
    const body = await json<{ details: { path: string }[] }>(response);
    expect(body.details.map((d) => d.path)).toEqual(
      expect.arrayContaining(['recipe.canada.use', 'recipe.ingredients.0.canadaClass']),
    );
  });

  test('sugarsBased must be a boolean (400 naming the field)', async () => {
    const { call } = await makeApp();
    const recipe = cookies();
    const bad = { ...recipe, ingredients: [{ ...recipe.ingredients[0], sugarsBased: 'yes' }] };
    const response = await call('/api/v1/label', { body: { recipe: bad, regulation: 'cfia' } });
    expect(response.status).toBe(400);
    const body = await json<{ details: { path: string }[] }>(response);
    expect(body.details.map((d) => d.path)).toContain('recipe.ingredients.0.sugarsBased');
  });

  test('/label/render?format=svg draws the symbol beside the table; FDA has no frontOfPack', async () => {
    const { call } = await makeApp();
    const svg = await (
      await call('/api/v1/label/render?format=svg', { body: { recipe: cookies(), regulation: 'cfia' } })
    ).text();
    expect(svg).toContain('data-front-of-pack="ca-high-in"');
    expect(svg).toContain('Sugars | Sucres');
    const fda = await json<{ data: LabelData }>(await call('/api/v1/label', { body: { recipe: cookies() } }));
    expect(fda.data.frontOfPack).toBeUndefined();
  });
});

describe('China: vitamin_a_re input', () => {
  test('vitamin_a_re is accepted and printed in μg RE (GB 28050-2025 Table 1)', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/label', {
      body: {
        regulation: 'china',
        recipe: {
          name: 'Biscuit',
          servingSizeGrams: 30,
          ingredients: [
            {
              name: 'Biscuit',
              weightGrams: 300,
              nutrients: {
                protein: 7,
                total_fat: 18,
                total_carbohydrate: 70,
                vitamin_a: 120,
                vitamin_a_re: 200,
              },
            },
          ],
        },
      },
    });
    expect(response.status).toBe(200);
    const { data } = await json<{ data: LabelData }>(response);
    const a = data.label.nutrients.find((n) => n.key === 'vitamin_a_re');
    expect(a?.per100?.display).toBe('200微克视黄醇当量(μgRE)');
  });
});
