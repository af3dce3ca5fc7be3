/**
 * `options.labelSurfaceSquareInches` of api.md §12 over HTTP: above 40 in² (21 CFR 101.9(j)(13)(ii))
 * the tabular display is drawn in the type of (d)(11) (servings 10 pt, calories figure 22 pt) and the
 * linear display is 42201 naming `options.layout`; a bad surface, or one on a format without the FDA
 * displays, is 40001 naming the field; at 40 in² or less `columns: "auto"` keeps a package of the
 * 200–300 % band to one column (101.9(b)(12)(i)(A)); the OpenAPI document describes it.
 */
import { describe, expect, test } from 'vitest';
import { COOKIE_BAG } from '../../../../packages/core/test/fda/column-cases';
import { json, makeApp, simpleRecipe } from '../helpers';

interface Envelope {
  code: number;
  details: { path: string; message: string }[];
}

/** The shortbread: 40 g of a 400 g batch of 1,832 kcal, 183.2 kcal → 180 ((c)(1): > 50, nearest 10). */
const CALORIES = '180';

describe('options.labelSurfaceSquareInches (api.md §12)', () => {
  test('60 in²: the tabular display in the (d)(11) type; absent or 40 in²: the small-package type', async () => {
    const { call } = await makeApp();
    const render = async (options: Record<string, unknown>) => {
      const response = await call('/api/v1/label/render?format=svg', {
        body: { recipe: simpleRecipe(), options },
      });
      expect(response.status).toBe(200);
      return response.text();
    };
    const figure = (size: number) =>
      new RegExp(`font-size="${size}" text-anchor="end"><tspan font-weight="700">${CALORIES}<`);
    const large = await render({ layout: 'tabular', labelSurfaceSquareInches: 60 });
    expect(large).toMatch(figure(22)); // (d)(1)(iii)
    expect(large).toMatch(/font-size="10"><tspan>10 servings per container</); // (d)(3)(i)
    for (const small of [
      await render({ layout: 'tabular' }),
      await render({ layout: 'tabular', labelSurfaceSquareInches: 40 }),
    ]) {
      expect(small).toMatch(figure(14)); // (j)(13)(ii)(A)(1)
      expect(small).toMatch(/font-size="9"><tspan>10 servings per container</);
    }
    const label = await call('/api/v1/label', {
      body: { recipe: simpleRecipe(), options: { layout: 'tabular', labelSurfaceSquareInches: 60 } },
    });
    const { data } = await json<{ data: { label: { layout: string; labelSurfaceSquareInches: number } } }>(
      label,
    );
    expect([data.label.layout, data.label.labelSurfaceSquareInches]).toEqual(['tabular', 60]);
  });

  test('linear above 40 in²: 42201 naming options.layout and 101.9(j)(13)(ii)(A); at 40 in² drawn', async () => {
    const { call } = await makeApp();
    const refused = await call('/api/v1/label', {
      body: { recipe: simpleRecipe(), options: { layout: 'linear', labelSurfaceSquareInches: 40.1 } },
    });
    expect(refused.status).toBe(422);
    const body = await json<Envelope>(refused);
    expect(body.code).toBe(42201);
    expect(body.details.map((d) => d.path)).toEqual(['options.layout']);
    expect(body.details[0]?.message).toContain('21 CFR 101.9(j)(13)(ii)(A)');
    const allowed = await call('/api/v1/label', {
      body: { recipe: simpleRecipe(), options: { layout: 'linear', labelSurfaceSquareInches: 40 } },
    });
    expect(allowed.status).toBe(200);
  });

  test('auto at 40 in²: the 250 %-RACC cookie bag gets one column and the (b)(12)(i)(A) warning; 40.1: two', async () => {
    const { call } = await makeApp();
    const labelOf = async (options: Record<string, unknown>) => {
      const response = await call('/api/v1/label', { body: { recipe: COOKIE_BAG, options } });
      expect(response.status).toBe(200);
      return (await json<{ data: { label: { basis: string[] }; warnings: string[] } }>(response)).data;
    };
    const exemptions = (warnings: string[]) =>
      warnings.filter((w) => w.includes('21 CFR 101.9(b)(12)(i)(A))'));
    const small = await labelOf({ labelSurfaceSquareInches: 40 });
    expect(small.label.basis).toEqual(['serving']);
    expect(exemptions(small.warnings)).toHaveLength(1);
    expect(exemptions(small.warnings)[0]).toContain('not required');
    for (const options of [
      { labelSurfaceSquareInches: 40.1 },
      { columns: 'dual', labelSurfaceSquareInches: 40 },
    ]) {
      const data = await labelOf(options);
      expect(data.label.basis).toEqual(['serving', 'container']);
      expect(exemptions(data.warnings)).toEqual([]);
    }
  });

  test('not a positive number: 40001 naming the field (and every other bad field)', async () => {
    const { call } = await makeApp();
    for (const surface of [0, -5, '60', 1e6, null]) {
      const response = await call('/api/v1/label', {
        body: { recipe: simpleRecipe(), options: { layout: 'sideways', labelSurfaceSquareInches: surface } },
      });
      expect(response.status).toBe(400);
      const body = await json<Envelope>(response);
      expect(body.code).toBe(40001);
      expect(body.details.map((d) => d.path).sort()).toEqual([
        'options.labelSurfaceSquareInches',
        'options.layout',
      ]);
    }
  });

  test('on a format without the FDA displays: 40001 naming the field', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/label', {
      body: { recipe: simpleRecipe(), regulation: 'eu', options: { labelSurfaceSquareInches: 60 } },
    });
    expect(response.status).toBe(400);
    const body = await json<Envelope>(response);
    expect(body.code).toBe(40001);
    expect(body.details).toEqual([
      { path: 'options.labelSurfaceSquareInches', message: 'a label surface is not available for eu' },
    ]);
  });

  test('a bad surface beside an option the format refuses: one 40001 naming both (api.md §1), nothing saved', async () => {
    const { call } = await makeApp();
    const options = { labelSurfaceSquareInches: -1, language: 'es' };
    for (const [path, body] of [
      ['/api/v1/label', { recipe: simpleRecipe(), regulation: 'eu', options }],
      ['/api/v1/label/render?format=svg', { recipe: simpleRecipe(), regulation: 'eu', options }],
      ['/api/v1/label/export?format=csv', { recipe: simpleRecipe(), regulation: 'eu', options }],
      ['/api/v1/recipes', { name: 'Shortbread', recipe: simpleRecipe(), regulation: 'eu', options }],
      // A recipe's own error and a refused option, in one envelope.
      [
        '/api/v1/label',
        {
          recipe: { ...simpleRecipe(), servingSizeGrams: -4 },
          regulation: 'cfia',
          options: { columns: 'dual' },
        },
      ],
    ] as const) {
      const response = await call(path, { body });
      expect(response.status, path).toBe(400);
      const envelope = await json<Envelope>(response);
      expect(envelope.code).toBe(40001);
      expect(envelope.details.map((d) => d.path).sort(), path).toEqual(
        'options' in body && 'columns' in body.options
          ? ['options.columns', 'recipe.servingSizeGrams']
          : ['options.labelSurfaceSquareInches', 'options.language'],
      );
    }
    const list = await json<{ data: unknown[] }>(await call('/api/v1/recipes', { method: 'GET' }));
    expect(list.data).toEqual([]);
  });

  test('the multi-recipe export names a bad recipe and a batch option its format refuses in one 40001', async () => {
    const { call } = await makeApp();
    const bad = { ...simpleRecipe(), servingSizeGrams: -4 };
    const cases = [
      // The batch's format is the body's: both named.
      [
        { recipes: [bad], regulation: 'eu', options: { language: 'es' } },
        ['options.language', 'recipes.0.servingSizeGrams'],
      ],
      // Inline recipes only: the default format (fda) takes Spanish; only the recipe is named.
      [{ recipes: [bad], options: { language: 'es' } }, ['recipes.0.servingSizeGrams']],
      // Saved recipes without a regulation are labelled in their own formats: the option is judged later.
      [{ recipeIds: ['rcp_'], options: { columns: 'dual' } }, ['recipeIds.0']],
    ] as const;
    for (const [body, paths] of cases) {
      const response = await call('/api/v1/label/export?format=csv', { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const envelope = await json<Envelope>(response);
      expect(envelope.code).toBe(40001);
      expect(envelope.details.map((d) => d.path).sort(), JSON.stringify(body)).toEqual(paths);
    }
  });

  test('the OpenAPI document gives it as a number above 0, and GET /regulations lists it for fda only', async () => {
    const { call } = await makeApp();
    const doc: unknown = await (await call('/openapi.json', { key: null })).json();
    // Every schema of a property of that name, but the list of values GET /regulations gives for it.
    const found: unknown[] = [];
    const walk = (node: unknown, under: string): void => {
      if (node === null || typeof node !== 'object') return;
      for (const [key, child] of Object.entries(node)) {
        if (key === 'labelSurfaceSquareInches' && under !== 'optionValues') found.push(child);
        walk(child, key === 'properties' ? under : key);
      }
    };
    walk(doc, '');
    // The request's options (label, render, export, batch, recipes) and the label said back.
    expect(found).toContainEqual({ type: 'number', exclusiveMinimum: 0, maximum: 100000 });
    for (const schema of found) expect(schema).toMatchObject({ type: 'number' });
    const { data } = await json<{ data: { id: string; optionValues: Record<string, string[]> }[] }>(
      await call('/api/v1/regulations', { key: null }),
    );
    const listing = data.filter((f) => f.optionValues.labelSurfaceSquareInches !== undefined);
    expect(listing.map((f) => [f.id, f.optionValues.labelSurfaceSquareInches])).toEqual([['fda', []]]);
  });
});
