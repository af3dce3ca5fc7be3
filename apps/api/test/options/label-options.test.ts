/**
 * `options` of api.md §12 on the label endpoints: population and language applied (layouts and voluntary
 * rows: layouts.test.ts; columns and as prepared: columns.test.ts), an option a format does not have
 * refused by name (40001).
 */
import { describe, expect, test } from 'vitest';
import { json, makeApp, simpleRecipe } from '../helpers';

interface LabelData {
  label: {
    title: string;
    population?: string;
    language?: string;
    nutrients: { key: string; name: string; dailyValue: number | null }[];
  };
  ingredientStatement: string;
  allergens: { declaration: string };
}

describe('POST /label options (api.md §12)', () => {
  test('population and language are applied and said', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/label', {
      body: { recipe: simpleRecipe(), options: { population: 'children_1_3', language: 'es' } },
    });
    expect(response.status).toBe(200);
    const { data } = await json<{ data: LabelData }>(response);
    expect(data.label.title).toBe('Datos de Nutrición');
    expect(data.label.population).toBe('children_1_3');
    expect(data.label.language).toBe('es');
    expect(data.label.nutrients[1]?.name).toBe('Grasa Total');
    expect(data.ingredientStatement.startsWith('Ingredientes: ')).toBe(true);
    // Children's DRV for fat is 39 g (101.9(c)(9)) against 78 g: the same fat prints about twice the %.
    const plain = await json<{ data: LabelData }>(
      await call('/api/v1/label', { body: { recipe: simpleRecipe() } }),
    );
    const fat = (d: LabelData) => d.label.nutrients.find((n) => n.key === 'total_fat')!.dailyValue!;
    expect(Math.abs(fat(data) - 2 * fat(plain.data))).toBeLessThanOrEqual(1);
  });

  test('render draws the options too', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/label/render?format=svg', {
      body: { recipe: simpleRecipe(), options: { language: 'en-es' } },
    });
    expect(response.status).toBe(200);
    const svg = await response.text();
    expect(svg).toContain('Nutrition Facts / Datos de Nutrición');
    expect(svg).toContain('Ingredientes:');
  });

  test('options not applied yet, bad values and options the format lacks are 40001 naming each field', async () => {
    const { call } = await makeApp();
    const bad = await call('/api/v1/label', {
      body: {
        recipe: simpleRecipe(),
        options: {
          columns: 'both',
          layout: 'sideways',
          population: 'teens',
          voluntary: ['folate', 'unobtainium'],
        },
      },
    });
    expect(bad.status).toBe(400);
    const body = await json<{ code: number; details: { path: string }[] }>(bad);
    expect(body.code).toBe(40001);
    expect(body.details.map((d) => d.path).sort()).toEqual([
      'options.columns',
      'options.layout',
      'options.population',
      'options.voluntary.1',
    ]);
    const cfia = await call('/api/v1/label', {
      body: {
        recipe: simpleRecipe(),
        regulation: 'cfia',
        options: { language: 'es', population: 'infants_7_12m', layout: 'tabular', voluntary: ['folate'] },
      },
    });
    expect(cfia.status).toBe(400);
    const cfiaBody = await json<{ code: number; details: { path: string }[] }>(cfia);
    expect(cfiaBody.code).toBe(40001);
    expect(cfiaBody.details.map((d) => d.path).sort()).toEqual([
      'options.language',
      'options.layout',
      'options.population',
      'options.voluntary',
    ]);
  });
});
