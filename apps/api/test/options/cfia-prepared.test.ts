/**
 * `options.prepared` on the CFIA format (api.md §12; FDR B.01.406(5), the dual format of B.01.456): the
 * as-prepared column is applied, `columns: "dual"` stays refused (Canada has no per-container column),
 * a product solely for infants 6–12 months is refused (B.01.406(6)), and bad additions are named per
 * field. The values are the goldens of packages/core/test/intl/cfia-as-prepared-golden.test.ts.
 */
import { describe, expect, test } from 'vitest';
import {
  CAKE_DIRECTIONS,
  CAKE_MIX,
  OATMEAL,
  OATMEAL_DIRECTIONS,
} from '../../../../packages/core/test/intl/cfia-prepared-cases';
import { json, makeApp } from '../helpers';

interface Cell {
  display: string;
  dailyValue: number | null;
}
interface LabelData {
  label: {
    regulation: string;
    basis: string[];
    preparedServingSize?: string;
    preparedServingSizeText?: string;
    nutrients: { key: string; display: string; dailyValue: number | null; prepared?: Cell }[];
  };
}
interface ErrorBody {
  code: number;
  details: { path: string; message: string }[];
}

const row = (data: LabelData, key: string) => data.label.nutrients.find((n) => n.key === key)!;
const cake = {
  recipe: CAKE_MIX,
  regulation: 'cfia',
  options: { prepared: { ingredients: CAKE_DIRECTIONS, yieldFactor: 0.9 } },
};

describe('POST /label regulation cfia, options.prepared (B.01.406(5))', () => {
  test('the cake mix as sold and as prepared: Calories and %DV per column, the heading of (5)(a)(i)', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/label', { body: cake });
    expect(response.status).toBe(200);
    const { data } = await json<{ data: LabelData }>(response);
    expect(data.label.basis).toEqual(['serving', 'prepared']);
    expect(data.label.preparedServingSize).toBe('82g');
    expect(data.label.preparedServingSizeText).toBe('about 1/10 package prepared');
    expect(row(data, 'energy_kcal').prepared?.display).toBe('260');
    expect(row(data, 'sodium').prepared?.dailyValue).toBe(14);
    expect(row(data, 'dietary_fiber').dailyValue).toBe(4);
    expect(row(data, 'dietary_fiber').prepared?.dailyValue).toBeNull(); // item 10 is not in (5)(a)(iv)

    const svg = await (await call('/api/v1/label/render?format=svg', { body: cake })).text();
    for (const text of [
      'As sold',
      'tel que vendu',
      'about 1/10 package prepared',
      'environ 1/10 package préparé',
    ])
      expect(svg).toContain(text);
    const html = await call('/api/v1/label/render?format=html', { body: cake });
    expect(html.status).toBe(200);
    expect(await html.text()).toContain('about 1/10 package prepared');
    const pdf = await call('/api/v1/label/render?format=pdf', { body: cake });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
  });

  test('columns "dual" stays 40001 naming options.columns; prepared beside it is not named', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/label', {
      body: { ...cake, options: { ...cake.options, columns: 'dual' } },
    });
    expect(response.status).toBe(400);
    const body = await json<ErrorBody>(response);
    expect(body.code).toBe(40001);
    expect(body.details.map((d) => d.path)).toEqual(['options.columns']);
    expect(body.details[0]?.message).toBe('dual is not available for cfia');
  });

  test('bad additions are 40001 naming options.prepared.ingredients.<i>.<field>', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/label', {
      body: {
        recipe: OATMEAL,
        regulation: 'cfia',
        options: {
          prepared: {
            ingredients: [{ name: 'Milk', weightGrams: -1 }, { weightGrams: 125 }],
            yieldFactor: 0,
          },
        },
      },
    });
    expect(response.status).toBe(400);
    const body = await json<ErrorBody>(response);
    expect(body.code).toBe(40001);
    expect(body.details.map((d) => d.path).sort()).toEqual([
      'options.prepared.ingredients.0.weightGrams',
      'options.prepared.ingredients.1.name',
      'options.prepared.yieldFactor',
    ]);
  });

  test('a product solely for infants 6 months to 1 year is 42201 naming options.prepared (B.01.406(6))', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/label', {
      body: {
        recipe: { ...OATMEAL, canada: { solelyFor: 'infants_6_to_12_months' } },
        regulation: 'cfia',
        options: { prepared: { ingredients: OATMEAL_DIRECTIONS } },
      },
    });
    expect(response.status).toBe(422);
    const body = await json<ErrorBody>(response);
    expect(body.code).toBe(42201);
    expect(body.details.map((d) => d.path)).toEqual(['options.prepared']);
    expect(body.details[0]?.message).toContain('B.01.406(6)');
  });

  test('GET /regulations lists prepared for cfia, and columns without dual', async () => {
    const { call } = await makeApp();
    const { data } = await json<{ data: { id: string; optionValues: Record<string, string[]> }[] }>(
      await call('/api/v1/regulations', { key: null }),
    );
    expect(data.find((f) => f.id === 'cfia')?.optionValues).toEqual({
      columns: ['auto', 'single'],
      prepared: [],
    });
  });
});
