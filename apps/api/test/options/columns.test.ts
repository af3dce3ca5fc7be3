/**
 * `options.columns` and `options.prepared` of api.md §12 on the label endpoints: each value of
 * `columns` applied (auto by default: 101.9(b)(12)(i)), single-serving containers (101.9(b)(6)),
 * the as-prepared column (101.9(h)(4)), and their errors (40001 naming each field, 42201 for amounts
 * no food has). The values themselves are the goldens of packages/core/test/fda/column-golden.test.ts.
 */
import { describe, expect, test } from 'vitest';
import {
  CAKE_MIX,
  CAKE_MIX_DIRECTIONS,
  COOKIE_BAG,
  COOKIE_PACK_45,
  COOKIE_PACK_51,
} from '../../../../packages/core/test/fda/column-cases';
import { json, makeApp } from '../helpers';

interface Cell {
  display: string;
  dailyValue: number | null;
}
interface LabelData {
  label: {
    basis: string[];
    servingsPerContainer: number | string;
    servingSizeText?: string;
    raccServing?: string;
    preparedServingSize?: string;
    nutrients: { key: string; display: string; perContainer?: Cell; perRacc?: Cell; prepared?: Cell }[];
  };
  warnings: string[];
}
interface ErrorBody {
  code: number;
  details: { path: string; message: string }[];
}

const calories = (data: LabelData) => data.label.nutrients.find((n) => n.key === 'energy_kcal')!;

describe('POST /label options.columns (api.md §12)', () => {
  test('absent and auto: the 2.5-serving cookie bag (250 % of the RACC) gets per container (101.9(b)(12)(i))', async () => {
    const { call } = await makeApp();
    for (const options of [undefined, { columns: 'auto' }]) {
      const response = await call('/api/v1/label', {
        body: { recipe: COOKIE_BAG, ...(options ? { options } : {}) },
      });
      expect(response.status).toBe(200);
      const { data } = await json<{ data: LabelData }>(response);
      expect(data.label.basis).toEqual(['serving', 'container']);
      expect(calories(data).display).toBe('140');
      expect(calories(data).perContainer?.display).toBe('360');
    }
  });

  test('single: one column; dual on a 400 % package: per container all the same', async () => {
    const { call } = await makeApp();
    const single = await json<{ data: LabelData }>(
      await call('/api/v1/label', { body: { recipe: COOKIE_BAG, options: { columns: 'single' } } }),
    );
    expect(single.data.label.basis).toEqual(['serving']);
    expect(single.data.label.nutrients.every((n) => n.perContainer === undefined)).toBe(true);
    const big = {
      ...COOKIE_BAG,
      servingsPerContainer: 4,
      ingredients: [{ ...COOKIE_BAG.ingredients[0]!, weightGrams: 120 }],
    };
    const auto = await json<{ data: LabelData }>(await call('/api/v1/label', { body: { recipe: big } }));
    expect(auto.data.label.basis).toEqual(['serving']);
    const dual = await json<{ data: LabelData }>(
      await call('/api/v1/label', { body: { recipe: big, options: { columns: 'dual' } } }),
    );
    expect(dual.data.label.basis).toEqual(['serving', 'container']);
    expect(calories(dual.data).perContainer?.display).toBe('580'); // 576 kcal → nearest 10
  });

  test('tabular with two columns (auto, dual, prepared) is drawn as the (e)(6)(ii) display', async () => {
    const { call } = await makeApp();
    const cases = [
      { recipe: COOKIE_BAG, options: { layout: 'tabular' }, basis: ['serving', 'container'] },
      { recipe: COOKIE_PACK_51, options: { layout: 'tabular', columns: 'dual' }, basis: ['racc', 'serving'] },
      {
        recipe: CAKE_MIX,
        options: { layout: 'tabular', prepared: CAKE_MIX_DIRECTIONS },
        basis: ['serving', 'prepared'],
      },
    ];
    for (const { recipe, options, basis } of cases) {
      const labelled = await call('/api/v1/label', { body: { recipe, options } });
      expect(labelled.status).toBe(200);
      const { data } = await json<{ data: LabelData & { label: { layout?: string } } }>(labelled);
      expect(data.label.layout).toBe('tabular');
      expect(data.label.basis).toEqual(basis);
    }
    const render = await call('/api/v1/label/render?format=svg', {
      body: { recipe: COOKIE_BAG, options: { layout: 'tabular', columns: 'dual' } },
    });
    expect(render.status).toBe(200);
    const svg = await render.text();
    for (const text of ['Per serving', 'Per container', 'Sat. Fat', 'Incl. Added Sugars', '360'])
      expect(svg).toContain(text);
    expect(svg).not.toContain('Amount per serving'); // (d)(4): none on a dual-column format
    const pdf = await call('/api/v1/label/render?format=pdf', {
      body: { recipe: CAKE_MIX, options: { layout: 'tabular', prepared: CAKE_MIX_DIRECTIONS } },
    });
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  test('linear and simplified with two columns are 42201 naming options.layout; single lets linear through', async () => {
    const { call } = await makeApp();
    const refusals = [
      { recipe: COOKIE_BAG, options: { layout: 'linear' } },
      { recipe: COOKIE_BAG, options: { layout: 'linear', columns: 'dual' } },
      { recipe: CAKE_MIX, options: { layout: 'linear', prepared: CAKE_MIX_DIRECTIONS } },
      { recipe: COOKIE_BAG, options: { layout: 'simplified', columns: 'dual' } },
    ];
    for (const body of refusals) {
      const refused = await call('/api/v1/label', { body });
      expect(refused.status).toBe(422);
      const error = await json<ErrorBody>(refused);
      expect(error.code).toBe(42201);
      expect(error.details.map((d) => d.path)).toEqual(['options.layout']);
      expect(error.details[0]!.message).toContain('21 CFR 101.9(e)(5), (e)(6)(i), (e)(6)(ii)');
    }
    const single = await call('/api/v1/label', {
      body: { recipe: COOKIE_BAG, options: { layout: 'linear', columns: 'single' } },
    });
    expect(single.status).toBe(200);
    expect((await json<{ data: { label: { layout?: string } } }>(single)).data.label.layout).toBe('linear');
  });

  test('as prepared: a nutrient the additions alone give is warned about, citing 101.9(h)(4)', async () => {
    const { call } = await makeApp();
    const mix = CAKE_MIX.ingredients[0]!;
    const { cholesterol: _none, ...nutrients } = mix.nutrients ?? {};
    const response = await call('/api/v1/label', {
      body: {
        recipe: { ...CAKE_MIX, ingredients: [{ ...mix, nutrients }] },
        options: { layout: 'tabular', prepared: CAKE_MIX_DIRECTIONS },
      },
    });
    expect(response.status).toBe(200);
    const { data } = await json<{ data: LabelData }>(response);
    const cholesterol = data.label.nutrients.find((n) => n.key === 'cholesterol')!;
    expect(cholesterol.prepared?.display).toBe('30mg'); // the eggs alone: 372 mg ÷ 12 = 31 → 30
    expect(data.warnings.filter((w) => w.includes('Cholesterol') && w.includes('101.9(h)(4)'))).toHaveLength(
      1,
    );
  });

  test('render draws both columns with their headings', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/label/render?format=svg', {
      body: { recipe: COOKIE_BAG, options: { columns: 'dual' } },
    });
    expect(response.status).toBe(200);
    const svg = await response.text();
    expect(svg).toContain('Per serving');
    expect(svg).toContain('Per container');
  });

  test('a 45 g pack labelled 30 g is one serving of 45 g, and the warning cites 101.9(b)(6)', async () => {
    const { call } = await makeApp();
    const { data } = await json<{ data: LabelData }>(
      await call('/api/v1/label', { body: { recipe: COOKIE_PACK_45 } }),
    );
    expect(data.label.servingsPerContainer).toBe(1);
    expect(data.label.servingSizeText).toBe('1 package (45g)');
    expect(calories(data).display).toBe('220');
    expect(data.warnings.some((w) => w.includes('21 CFR 101.9(b)(6)'))).toBe(true);
  });

  test('a 51 g pack (170 %) with dual: per RACC left of per container', async () => {
    const { call } = await makeApp();
    const { data } = await json<{ data: LabelData }>(
      await call('/api/v1/label', { body: { recipe: COOKIE_PACK_51, options: { columns: 'dual' } } }),
    );
    expect(data.label.basis).toEqual(['racc', 'serving']);
    expect(data.label.raccServing).toBe('30g');
    expect(calories(data).perRacc?.display).toBe('140');
    expect(calories(data).display).toBe('240');
  });

  test('a bad value is 40001 naming options.columns; dual on cfia is 40001 naming it (no per-container column)', async () => {
    const { call } = await makeApp();
    const bad = await call('/api/v1/label', { body: { recipe: COOKIE_BAG, options: { columns: 'triple' } } });
    expect(bad.status).toBe(400);
    const body = await json<ErrorBody>(bad);
    expect(body.code).toBe(40001);
    expect(body.details.map((d) => d.path)).toEqual(['options.columns']);
    const cfia = await call('/api/v1/label', {
      body: {
        recipe: COOKIE_BAG,
        regulation: 'cfia',
        options: { columns: 'dual' },
      },
    });
    expect(cfia.status).toBe(400);
    const cfiaBody = await json<ErrorBody>(cfia);
    expect(cfiaBody.code).toBe(40001);
    expect(cfiaBody.details.map((d) => d.path)).toEqual(['options.columns']);
  });
});

describe('POST /label options.prepared (api.md §12, 101.9(h)(4))', () => {
  test('the cake mix as packaged and as prepared', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/label', {
      body: { recipe: CAKE_MIX, options: { prepared: CAKE_MIX_DIRECTIONS } },
    });
    expect(response.status).toBe(200);
    const { data } = await json<{ data: LabelData }>(response);
    expect(data.label.basis).toEqual(['serving', 'prepared']);
    expect(data.label.preparedServingSize).toBe('66g');
    expect(calories(data).display).toBe('150');
    expect(calories(data).prepared?.display).toBe('240');
    const svg = await (
      await call('/api/v1/label/render?format=svg', {
        body: { recipe: CAKE_MIX, options: { prepared: CAKE_MIX_DIRECTIONS } },
      })
    ).text();
    expect(svg).toContain('As Packaged');
    expect(svg).toContain('As Prepared');
  });

  test('bad additions are 40001 naming options.prepared.ingredients.<i>.<field>', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/label', {
      body: {
        recipe: CAKE_MIX,
        options: {
          prepared: {
            ingredients: [
              { name: 'Milk', weightGrams: -5 },
              { weightGrams: 10 },
              { name: 'Eggs', amount: 2 },
            ],
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
      'options.prepared.ingredients.2.unit',
      'options.prepared.yieldFactor',
    ]);
    const empty = await call('/api/v1/label', {
      body: { recipe: CAKE_MIX, options: { prepared: { ingredients: [] } } },
    });
    expect((await json<ErrorBody>(empty)).details.map((d) => d.path)).toEqual([
      'options.prepared.ingredients',
    ]);
  });

  test('an addition no food can be, or an unknown food, is 42201 naming options.prepared.ingredients.<i>', async () => {
    const { call } = await makeApp();
    const impossible = await call('/api/v1/label', {
      body: {
        recipe: CAKE_MIX,
        options: {
          prepared: { ingredients: [{ name: 'Oil', weightGrams: 100, nutrients: { total_fat: 150 } }] },
        },
      },
    });
    expect(impossible.status).toBe(422);
    const body = await json<ErrorBody>(impossible);
    expect(body.code).toBe(42201);
    // 150 g of fat in 100 g: the fat and the sum of the nutrients are both named.
    expect(body.details.map((d) => d.path)).toContain('options.prepared.ingredients.0.nutrients.total_fat');
    expect(body.details.every((d) => d.path.startsWith('options.prepared.ingredients.0.nutrients'))).toBe(
      true,
    );
    const unknown = await call('/api/v1/label', {
      body: {
        recipe: CAKE_MIX,
        options: { prepared: { ingredients: [{ name: 'Milk', weightGrams: 240, foodId: 'local:nope' }] } },
      },
    });
    expect(unknown.status).toBe(422);
    const unknownBody = await json<ErrorBody>(unknown);
    expect(unknownBody.details.every((d) => d.path.startsWith('options.prepared.ingredients.0'))).toBe(true);
  });
});

describe('the /docs examples of the label body (OpenAPI)', () => {
  test('each is accepted and gives the columns it shows', async () => {
    const { call } = await makeApp();
    type Body = { content: { 'application/json': { schema: { examples?: unknown[] } } } };
    const doc = await json<{ paths: Record<string, { post: { requestBody: Body } }> }>(
      await call('/openapi.json', { key: null }),
    );
    const examples = doc.paths['/api/v1/label']!.post.requestBody.content['application/json'].schema.examples;
    expect(examples?.length).toBeGreaterThanOrEqual(2);
    const bases: string[][] = [];
    for (const body of examples!) {
      const response = await call('/api/v1/label', { body });
      expect(response.status).toBe(200);
      bases.push((await json<{ data: LabelData }>(response)).data.label.basis);
    }
    expect(bases).toContainEqual(['serving', 'container']);
    expect(bases).toContainEqual(['serving', 'prepared']);
  });
});
