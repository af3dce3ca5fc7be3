/**
 * `options.layout` and `options.voluntary` of api.md §12 over HTTP: the FDA displays said in
 * `label.layout` and drawn by `/label/render`, the simplified format refused with 42201 naming
 * 101.9(f) where the food does not qualify, voluntary rows chosen, unknown keys refused by index.
 */
import { describe, expect, test } from 'vitest';
import { json, makeApp, simpleRecipe } from '../helpers';

interface Envelope {
  code: number;
  details: { path: string; message: string }[];
}
interface LabelData {
  label: { layout?: string; notSignificantSource?: string; nutrients: { key: string; display: string }[] };
  warnings: string[];
}

/** A sweetened drink: calories, sodium, carbohydrate and sugars only; every other listed nutrient 0. */
const drink = () => ({
  name: 'Lemon drink',
  servingSizeGrams: 240,
  ingredients: [
    {
      name: 'Lemon drink',
      weightGrams: 480,
      nutrients: {
        energy_kcal: 17,
        total_fat: 0,
        saturated_fat: 0,
        trans_fat: 0,
        cholesterol: 0,
        sodium: 4,
        total_carbohydrate: 4.2,
        dietary_fiber: 0,
        total_sugars: 4,
        added_sugars: 4,
        protein: 0,
        vitamin_d: 0,
        calcium: 0,
        iron: 0,
        potassium: 0,
      },
    },
  ],
});

describe('options.layout (api.md §12)', () => {
  test('tabular and linear are said in label.layout and drawn by /label/render', async () => {
    const { call } = await makeApp();
    const tabular = await call('/api/v1/label', {
      body: { recipe: simpleRecipe(), options: { layout: 'tabular' } },
    });
    expect(tabular.status).toBe(200);
    expect((await json<{ data: LabelData }>(tabular)).data.label.layout).toBe('tabular');
    const svg = await call('/api/v1/label/render?format=svg', {
      body: { recipe: simpleRecipe(), options: { layout: 'linear' } },
    });
    expect(svg.status).toBe(200);
    const text = await svg.text();
    expect(text).toContain('Serv. size: '); // 101.9(j)(13)(ii)(B)
    expect(text).toContain('(0% DV)');
    const html = await call('/api/v1/label/render?format=html', {
      body: { recipe: simpleRecipe(), options: { layout: 'tabular' } },
    });
    expect(await html.text()).toContain('Total Carb.');
  });

  test('simplified where 101.9(f) allows it: the reduced rows and the (f)(4) statement', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/label', {
      body: { recipe: drink(), options: { layout: 'simplified' } },
    });
    expect(response.status).toBe(200);
    const { data } = await json<{ data: LabelData }>(response);
    expect(data.label.layout).toBe('simplified');
    // 240 g: 41 kcal → 40; 9.6 mg sodium → 10 mg; 10.1 g carbohydrate → 10 g; 9.6 g sugars → 10 g.
    expect(data.label.nutrients.map((n) => [n.key, n.display])).toEqual([
      ['energy_kcal', '40'],
      ['total_fat', '0g'],
      ['sodium', '10mg'],
      ['total_carbohydrate', '10g'],
      ['total_sugars', '10g'],
      ['added_sugars', '10g'],
      ['protein', '0g'],
    ]);
    expect(data.label.notSignificantSource).toBe(
      'Not a significant source of saturated fat, trans fat, cholesterol, dietary fiber, vitamin D, calcium, iron and potassium.',
    );
  });

  test('simplified where 101.9(f) does not allow it: 42201 naming options.layout and the paragraph', async () => {
    const { call } = await makeApp();
    // The shortbread: fat, saturated fat, sodium, carbohydrate, sugars, added sugars, protein and
    // calories are significant; seven listed nutrients are not (trans fat, cholesterol, fiber, D, Ca, Fe, K).
    const response = await call('/api/v1/label', {
      body: { recipe: simpleRecipe(), options: { layout: 'simplified' } },
    });
    expect(response.status).toBe(422);
    const body = await json<Envelope>(response);
    expect(body.code).toBe(42201);
    expect(body.details).toHaveLength(1);
    expect(body.details[0]?.path).toBe('options.layout');
    expect(body.details[0]?.message).toContain('21 CFR 101.9(f)');
    expect(body.details[0]?.message).toContain('this label has 7');
  });
});

describe('options.voluntary (api.md §12)', () => {
  test('only the voluntary rows named print; a claim that makes one mandatory prints it with a warning', async () => {
    // Lemon juice: 400 mg vitamin C per 100 g, 32 mg in a 40 g serving of the 500 g batch = 36 % of 90 mg: "High" (101.54(b)).
    const { call } = await makeApp();
    const recipe = simpleRecipe();
    recipe.ingredients[0]!.nutrients = {
      ...recipe.ingredients[0]!.nutrients,
      ...{ folate: 20, thiamin: 0.1 },
    };
    const response = await call('/api/v1/label', { body: { recipe, options: { voluntary: ['thiamin'] } } });
    expect(response.status).toBe(200);
    const { data } = await json<{ data: LabelData }>(response);
    const keys = data.label.nutrients.map((n) => n.key);
    expect(keys).toContain('thiamin');
    expect(keys).not.toContain('folate');
    expect(keys).toContain('potassium'); // mandatory (c)(8)(ii)
    const claimed = await call('/api/v1/label', {
      body: {
        recipe: {
          ...recipe,
          ingredients: [
            ...recipe.ingredients,
            { name: 'Lemon juice', weightGrams: 100, nutrients: { vitamin_c: 400 } },
          ],
        },
        options: { voluntary: [] },
      },
    });
    const claimedData = (await json<{ data: LabelData }>(claimed)).data;
    expect(claimedData.label.nutrients.map((n) => n.key)).toContain('vitamin_c');
    expect(claimedData.warnings.some((w) => w.includes('101.9(c)(8)(ii)'))).toBe(true);
  });

  test('a key that is no nutrient, or no FDA row, is 40001 naming its index', async () => {
    const { call } = await makeApp();
    for (const [voluntary, path] of [
      [['folate', 'vitamin_zz'], 'options.voluntary.1'], // no nutrient at all (schema)
      [['folate', 'thiamin', 'omega_3_fat'], 'options.voluntary.2'], // a nutrient the FDA panel has no row for
    ] as const) {
      const response = await call('/api/v1/label', {
        body: { recipe: simpleRecipe(), options: { voluntary } },
      });
      expect(response.status).toBe(400);
      const body = await json<Envelope>(response);
      expect(body.code).toBe(40001);
      expect(body.details.map((d) => d.path)).toEqual([path]);
    }
  });
});
