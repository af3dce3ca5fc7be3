/**
 * Label options stored with a saved recipe and taken by the batch endpoints (api.md §12): a request's own
 * options override the stored ones field by field; versions keep theirs; the batch's apply to every recipe.
 */
import { describe, expect, test } from 'vitest';
import { json, makeApp, simpleRecipe } from '../helpers';

interface Label {
  title: string;
  population?: string;
  language?: string;
  nutrients: { key: string; name: string }[];
}
interface Envelope<T> {
  code: number;
  data: T;
  details?: { path: string }[];
}

const CHILDREN_ES = { population: 'children_1_3', language: 'es' } as const;

async function saved(call: Awaited<ReturnType<typeof makeApp>>['call'], options?: object) {
  const response = await call('/api/v1/recipes', {
    body: { name: 'Shortbread', recipe: simpleRecipe(), ...(options ? { options } : {}) },
  });
  expect(response.status).toBe(201);
  return (await json<Envelope<{ id: string }>>(response)).data.id;
}

describe('options of saved recipes (api.md §12)', () => {
  test('stored with the recipe, applied to its label, overridden field by field by the request', async () => {
    const { call } = await makeApp();
    const id = await saved(call, CHILDREN_ES);
    const read = await json<Envelope<{ options: object }>>(
      await call(`/api/v1/recipes/${id}`, { method: 'GET' }),
    );
    expect(read.data.options).toEqual(CHILDREN_ES);

    const stored = await json<Envelope<{ label: Label }>>(
      await call(`/api/v1/recipes/${id}/label`, { method: 'POST' }),
    );
    expect(stored.data.label).toMatchObject({ title: 'Datos de Nutrición', ...CHILDREN_ES });
    // The request names only `language`: the stored population stays (101.9(c)(8)(iv) children's values).
    const english = await json<Envelope<{ label: Label }>>(
      await call(`/api/v1/recipes/${id}/label`, { body: { options: { language: 'en' } } }),
    );
    expect(english.data.label).toMatchObject({
      title: 'Nutrition Facts',
      population: 'children_1_3',
      language: 'en',
    });
    // POST /label with recipeId reads them the same way.
    const byId = await json<Envelope<{ label: Label }>>(
      await call('/api/v1/label', { body: { recipeId: id, options: { population: 'general' } } }),
    );
    expect(byId.data.label).toMatchObject({ title: 'Datos de Nutrición', population: 'general' });
  });

  test('an update without options keeps them, {} clears them, each version labels with its own', async () => {
    const { call } = await makeApp();
    const id = await saved(call, CHILDREN_ES);
    const save = (extra: object) =>
      call('/api/v1/recipes', { body: { id, name: 'Shortbread', recipe: simpleRecipe(), ...extra } });
    expect((await save({})).status).toBe(200);
    const v2 = await json<Envelope<{ options: object }>>(
      await call(`/api/v1/recipes/${id}`, { method: 'GET' }),
    );
    expect(v2.data.options).toEqual(CHILDREN_ES);
    expect((await save({ options: {} })).status).toBe(200);
    const v3 = await json<Envelope<{ options: object; version: number }>>(
      await call(`/api/v1/recipes/${id}`, { method: 'GET' }),
    );
    expect(v3.data).toMatchObject({ version: 3, options: {} });
    const plain = await json<Envelope<{ label: Label }>>(
      await call(`/api/v1/recipes/${id}/label`, { method: 'POST' }),
    );
    expect(plain.data.label.title).toBe('Nutrition Facts');
    expect(plain.data.label.population).toBeUndefined();
    const first = await json<Envelope<{ label: Label; options?: object }>>(
      await call(`/api/v1/recipes/${id}/label?version=1`, { method: 'POST' }),
    );
    expect(first.data.label).toMatchObject({ title: 'Datos de Nutrición', ...CHILDREN_ES });
    const v1 = await json<Envelope<{ options: object }>>(
      await call(`/api/v1/recipes/${id}?version=1`, { method: 'GET' }),
    );
    expect(v1.data.options).toEqual(CHILDREN_ES);
  });

  test('options the format lacks or bad values are not saved (40001 naming each)', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/recipes', {
      body: {
        name: 'Shortbread',
        regulation: 'cfia',
        recipe: simpleRecipe(),
        options: { language: 'es', population: 'teens' },
      },
    });
    expect(response.status).toBe(400);
    const body = await json<Envelope<unknown>>(response);
    expect(body.code).toBe(40001);
    // `teens` is no population (the schema); `es` is valid but not cfia's (the format): both named.
    expect(body.details?.map((d) => d.path).sort()).toEqual(['options.language', 'options.population']);
    const lacks = await call('/api/v1/recipes', {
      body: { name: 'Shortbread', regulation: 'cfia', recipe: simpleRecipe(), options: { language: 'es' } },
    });
    expect(lacks.status).toBe(400);
    expect((await json<Envelope<unknown>>(lacks)).details?.map((d) => d.path)).toEqual(['options.language']);
    const list = await json<Envelope<unknown[]>>(await call('/api/v1/recipes', { method: 'GET' }));
    expect(list.data).toEqual([]);
  });

  test("stored options another format lacks are left out when labelled in it; the request's are checked", async () => {
    const { call } = await makeApp();
    const id = await saved(call, CHILDREN_ES);
    const eu = await call(`/api/v1/recipes/${id}/label`, { body: { regulation: 'eu' } });
    expect(eu.status).toBe(200);
    const asked = await call(`/api/v1/recipes/${id}/label`, {
      body: { regulation: 'eu', options: { language: 'es' } },
    });
    expect(asked.status).toBe(400);
    expect((await json<Envelope<unknown>>(asked)).details?.map((d) => d.path)).toEqual(['options.language']);
  });

  test('a stored label surface is applied to the label, and left out in a format without it', async () => {
    const { call } = await makeApp();
    const stored = { layout: 'tabular', labelSurfaceSquareInches: 60 } as const;
    const id = await saved(call, stored);
    for (const [path, body] of [
      [`/api/v1/recipes/${id}/label`, {}],
      ['/api/v1/label', { recipeId: id }],
    ] as const) {
      const { data } = await json<Envelope<{ label: Label & { layout?: string } }>>(
        await call(path, { body }),
      );
      expect(data.label, path).toMatchObject(stored); // 101.9(j)(13)(ii): above 40 in², the (d)(11) type
    }
    const eu = await call(`/api/v1/recipes/${id}/label`, { body: { regulation: 'eu' } });
    expect(eu.status).toBe(200);
  });
});

describe('options of the batch endpoints (api.md §12)', () => {
  test('/labels/batch: the batch options apply to every recipe, over each saved recipe’s own', async () => {
    const { call } = await makeApp();
    const id = await saved(call, CHILDREN_ES);
    const response = await call('/api/v1/labels/batch', {
      body: { recipeIds: [id], recipes: [simpleRecipe('Inline')], options: { language: 'en-es' } },
    });
    expect(response.status).toBe(200);
    const { data } = await json<Envelope<Envelope<{ label: Label }>[]>>(response);
    expect(data[0]?.data.label).toMatchObject({
      title: 'Nutrition Facts / Datos de Nutrición',
      population: 'children_1_3',
      language: 'en-es',
    });
    expect(data[1]?.data.label).toMatchObject({
      title: 'Nutrition Facts / Datos de Nutrición',
      language: 'en-es',
    });
    expect(data[1]?.data.label.population).toBeUndefined();
    // Without batch options each saved recipe keeps its own.
    const own = await json<Envelope<Envelope<{ label: Label }>[]>>(
      await call('/api/v1/labels/batch', { body: { recipeIds: [id] } }),
    );
    expect(own.data[0]?.data.label).toMatchObject({ title: 'Datos de Nutrición', ...CHILDREN_ES });
    // An option the format lacks: each recipe's own envelope names it.
    const cfia = await json<Envelope<Envelope<unknown>[]>>(
      await call('/api/v1/labels/batch', {
        body: { recipes: [simpleRecipe()], regulation: 'cfia', options: { language: 'es' } },
      }),
    );
    expect(cfia.data[0]).toMatchObject({ code: 40001, details: [{ path: 'options.language' }] });
    const bad = await call('/api/v1/labels/batch', {
      body: { recipes: [simpleRecipe()], options: { population: 'teens' } },
    });
    expect(bad.status).toBe(400);
    expect((await json<Envelope<unknown>>(bad)).details?.map((d) => d.path)).toEqual(['options.population']);
  });

  test('batch CSV export: the options shape every label; one the format lacks is refused before any byte', async () => {
    const { call } = await makeApp();
    const id = await saved(call, CHILDREN_ES);
    const csv = await call('/api/v1/label/export?format=csv', {
      body: { recipeIds: [id], recipes: [simpleRecipe('Inline')], options: { language: 'es' } },
    });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    // Spanish row names (101.15(c)) in both recipes' rows.
    expect(text.match(/Grasa Total/g)?.length).toBe(2);
    const plain = await (
      await call('/api/v1/label/export?format=csv', { body: { recipes: [simpleRecipe('Inline')] } })
    ).text();
    expect(plain).not.toContain('Grasa Total');
    const refused = await call('/api/v1/label/export?format=csv', {
      body: { recipes: [simpleRecipe()], regulation: 'cfia', options: { language: 'es' } },
    });
    expect(refused.status).toBe(400);
    expect((await json<Envelope<unknown>>(refused)).details?.map((d) => d.path)).toEqual([
      'options.language',
    ]);
  });

  test('stored FDA-only options do not stop a label in a format without them (dual, voluntary → cfia)', async () => {
    const { call } = await makeApp();
    const id = await saved(call, { columns: 'dual', voluntary: ['vitamin_c'] });
    const fda = await call(`/api/v1/recipes/${id}/label`, { method: 'POST' });
    expect(fda.status).toBe(200);
    for (const [path, body] of [
      [`/api/v1/recipes/${id}/label`, { regulation: 'cfia' }],
      ['/api/v1/labels/batch', { recipeIds: [id], regulation: 'cfia' }],
    ] as const) {
      const response = await call(path, { body });
      expect(response.status, path).toBe(200);
      const text = await response.text();
      expect(text, path).toContain('"regulation":"cfia"');
      expect(text, path).not.toContain('options.');
    }
    // The request's own fields are still checked as given.
    const asked = await call(`/api/v1/recipes/${id}/label`, {
      body: { regulation: 'cfia', options: { columns: 'dual' } },
    });
    expect(asked.status).toBe(400);
    expect((await json<Envelope<unknown>>(asked)).details?.map((d) => d.path)).toEqual(['options.columns']);
  });

  test('batch CSV export: a display refused for a recipe is 42201 before any byte; prepared is not taken', async () => {
    const { call } = await makeApp();
    const simplified = await call('/api/v1/label/export?format=csv', {
      body: { recipes: [simpleRecipe('Inline')], options: { layout: 'simplified' } },
    });
    expect(simplified.status).toBe(422);
    const body = await json<Envelope<unknown> & { code: number }>(simplified);
    expect(body.code).toBe(42201);
    expect(body.details?.map((d) => d.path)).toEqual(['recipes.0.options.layout']);
    const prepared = await call('/api/v1/label/export?format=csv', {
      body: {
        recipes: [simpleRecipe('Inline')],
        options: { prepared: { ingredients: [{ name: 'Milk', weightGrams: 240 }] } },
      },
    });
    expect(prepared.status).toBe(400);
    expect((await json<Envelope<unknown>>(prepared)).details?.map((d) => d.path)).toEqual([
      'options.prepared',
    ]);
  });
});
