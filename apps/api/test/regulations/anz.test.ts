/**
 * The ANZ format over HTTP (api.md §13): `au` and `nz` are accepted, the panel is golden ANZ label
 * no. 1 (docs/regulations/anz.md), `/label/render` draws the S12 panel, the CSV export is the per-100 g
 * column; without `recipe.hsrCategory` there is no front of pack, with it the voluntary Health Star
 * Rating (golden HSR case H14, docs/regulations/anz.md §6) is given and drawn beside the panel.
 */
import { describe, expect, test } from 'vitest';
import { ANZ_MUESLI, ANZ_MUESLI_HSR, ANZ_SOUP_POWDER } from '../../../../packages/core/test/fixtures';
import { makeApp } from '../helpers';

describe('the ANZ format over HTTP', () => {
  test.each(['AU', 'nz', 'anz'])('POST /label with "%s": the panel, %DI per serving, PEAL', async (name) => {
    const { call } = await makeApp();
    const res = await call('/api/v1/label', {
      method: 'POST',
      body: { recipe: ANZ_MUESLI, regulation: name },
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: {
        label: {
          regulation: string;
          title: string;
          basis: string[];
          servingsPerContainer: number | string;
          nutrients: {
            key: string;
            display: string;
            dailyValue: number | null;
            per100?: { display: string };
          }[];
        };
        allergens: { declaration: string };
        frontOfPack?: unknown;
        provenance: { rulesets: Record<string, string> };
      };
    };
    expect(data.label).toMatchObject({
      regulation: 'anz',
      title: 'NUTRITION INFORMATION',
      servingsPerContainer: 10,
    });
    // 1682 kJ per 100 g (S11—2); per 40 g serving 672.8 kJ, 8 % of 8700 kJ (1.2.8—8).
    expect(data.label.nutrients[0]).toMatchObject({ key: 'energy_kj', display: '673 kJ', dailyValue: 8 });
    expect(data.label.nutrients[0]?.per100?.display).toBe('1680 kJ');
    expect(data.allergens.declaration).toBe('Contains: wheat, gluten, milk, almond.');
    expect(data.frontOfPack).toBeUndefined();
    expect(data.provenance.rulesets.anz).toBe('2016-03-01');
  });

  test('POST /label/render?format=svg draws the S12—2 panel with kJ (Cal) on one row', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/label/render?format=svg', {
      method: 'POST',
      body: { recipe: ANZ_MUESLI, regulation: 'au' },
    });
    expect(res.status).toBe(200);
    const svg = await res.text();
    expect(svg).toContain('data-regulation="anz"');
    expect(svg).toContain('NUTRITION INFORMATION');
    expect(svg).toContain('673 kJ (161 Cal)');
  });

  test('POST /label/export?format=csv: the per-100 g column', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/label/export?format=csv', {
      method: 'POST',
      body: { recipe: ANZ_MUESLI, regulation: 'nz' },
    });
    expect(res.status).toBe(200);
    expect((await res.text()).split('\r\n').slice(0, 2)).toEqual([
      'Nutrient,Value,Unit,%DV',
      'Energy,1680,kJ,-',
    ]);
  });

  test('GET /regulations lists anz with its aliases', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/regulations');
    expect(res.status).toBe(200);
    const body = JSON.stringify(await res.json());
    expect(body).toContain('"anz"');
    expect(body).toContain('"au"');
  });

  test('POST /label with hsrCategory: the voluntary Health Star Rating, its components and rows', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/label', {
      method: 'POST',
      body: { recipe: ANZ_MUESLI_HSR, regulation: 'au' },
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: {
        frontOfPack: {
          scheme: string;
          items: unknown[];
          text: string;
          rating: {
            stars: number;
            score: number;
            voluntary: boolean;
            components: { key: string; points: number; row: string; counted: boolean }[];
          };
        };
      };
    };
    expect(data.frontOfPack).toMatchObject({
      scheme: 'anz-health-star',
      items: [],
      text: 'Health Star Rating 3.5 stars (voluntary)',
    });
    expect(data.frontOfPack.rating).toMatchObject({ stars: 3.5, score: 2, voluntary: true });
    // H14: 12 baseline points (1682 kJ, 3.0 g, 20 g, 150 mg), 10 modifying (0 V, fibre 6, protein 4).
    expect(data.frontOfPack.rating.components.map((c) => [c.key, c.points, c.row])).toEqual([
      ['energy_kj', 5, '> 1675 kJ'],
      ['saturated_fat', 2, '> 2 g'],
      ['total_sugars', 4, '> 16.8 g'],
      ['sodium', 1, '> 90 mg'],
      ['fvnl', 0, '≤ 40 %'],
      ['dietary_fiber', 6, '> 5.4 g'],
      ['protein', 4, '> 6.4 g'],
    ]);
  });

  test('a bad hsrCategory and fvnlPercent are 400 40001 naming both fields', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/label', {
      method: 'POST',
      body: { recipe: { ...ANZ_MUESLI, hsrCategory: '4', fvnlPercent: 120 }, regulation: 'anz' },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: number; details: { path: string }[] };
    expect(body.code).toBe(40001);
    expect(body.details.map((d) => d.path).sort()).toEqual(['recipe.fvnlPercent', 'recipe.hsrCategory']);
  });

  test('fvnl shares over 100 % are 422 naming recipe.concentratedFvPercent', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/label', {
      method: 'POST',
      body: { recipe: { ...ANZ_MUESLI_HSR, fvnlPercent: 70, concentratedFvPercent: 40 }, regulation: 'anz' },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { details: { path: string; message: string }[] };
    expect(body.details).toEqual([
      {
        path: 'recipe.concentratedFvPercent',
        message: 'fvnlPercent and concentratedFvPercent add up to 110 %, more than the whole food',
      },
    ]);
  });

  const SPRING_WATER = {
    name: 'Spring water',
    servingSizeGrams: 600,
    form: 'liquid',
    ingredients: [{ name: 'Water', weightGrams: 600, nutrients: { sodium: 0.002 } }],
  };

  test('hsrProduct plain_water without hsrCategory: category 1, 5 stars (golden H19, anz.md §6.5)', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/label', {
      method: 'POST',
      body: { recipe: { ...SPRING_WATER, hsrProduct: 'plain_water' }, regulation: 'anz' },
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { frontOfPack: { text: string; rating: unknown } } };
    // Score 1 (≤ 31 kJ → 1 point) would be 3.5 stars; plain water is 5 automatically.
    expect(data.frontOfPack.rating).toMatchObject({
      category: '1',
      stars: 5,
      score: 1,
      product: 'plain_water',
    });
    expect(data.frontOfPack.text).toBe('Health Star Rating 5 stars (voluntary)');
  });

  test('hsrAddedWater rates the food as prepared (golden H23, anz.md §6.6)', async () => {
    const { call } = await makeApp();
    const powder = ANZ_SOUP_POWDER;
    const res = await call('/api/v1/label', { method: 'POST', body: { recipe: powder, regulation: 'anz' } });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { frontOfPack: { rating: unknown } } };
    // ÷ 10: sodium 400 mg → 4 points, nothing else scores: score 4 → 3 stars (as sold: 34 → 0.5).
    expect(data.frontOfPack.rating).toMatchObject({ score: 4, stars: 3, addedWater: 900 });
  });

  test('fvnlPercent and concentratedFvPercent without a category: no rating, a warning naming both (golden H24)', async () => {
    const { call } = await makeApp();
    const recipe = { ...ANZ_MUESLI, fvnlPercent: 30, concentratedFvPercent: 5 };
    const res = await call('/api/v1/label', { method: 'POST', body: { recipe, regulation: 'anz' } });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { frontOfPack?: unknown; warnings: string[] } };
    expect(data.frontOfPack).toBeUndefined(); // no category is assumed (api.md §13)
    expect(data.warnings).toContain(
      'No Health Star Rating: fvnlPercent and concentratedFvPercent were given, but the rating needs its category, hsrCategory or hsrProduct (no category is assumed; api.md §13, anz.md §6).',
    );
    const rated = await call('/api/v1/label', {
      method: 'POST',
      body: { recipe: { ...recipe, hsrCategory: '2' }, regulation: 'anz' },
    });
    const ratedBody = (await rated.json()) as { data: { frontOfPack?: unknown; warnings: string[] } };
    expect(ratedBody.data.frontOfPack).toBeDefined();
    expect(ratedBody.data.warnings.filter((w) => w.startsWith('No Health Star Rating'))).toEqual([]);
  });

  test('a bad hsrProduct and hsrAddedWater are 400 40001 naming both fields', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/label', {
      method: 'POST',
      body: { recipe: { ...SPRING_WATER, hsrProduct: 'tap_water', hsrAddedWater: -1 }, regulation: 'anz' },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: number; details: { path: string }[] };
    expect(body.code).toBe(40001);
    expect(body.details.map((d) => d.path).sort()).toEqual(['recipe.hsrAddedWater', 'recipe.hsrProduct']);
  });

  test('hsrProduct with another category is 422 42201 naming recipe.hsrProduct', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/label', {
      method: 'POST',
      body: {
        recipe: { ...SPRING_WATER, hsrProduct: 'minimally_processed_fruit_vegetables', hsrCategory: '1' },
        regulation: 'anz',
      },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { code: number; details: { path: string; message: string }[] };
    expect(body.code).toBe(42201);
    expect(body.details).toEqual([
      {
        path: 'recipe.hsrProduct',
        message:
          'fresh or minimally processed fruit and vegetables is rated in category 2, not 1 (hsrCategory)',
      },
    ]);
  });

  test('POST /label/render?format=svg draws the Health Star Rating beside the panel', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/label/render?format=svg', {
      method: 'POST',
      body: { recipe: ANZ_MUESLI_HSR, regulation: 'anz' },
    });
    expect(res.status).toBe(200);
    const svg = await res.text();
    expect(svg).toContain('data-front-of-pack="anz-health-star" data-stars="3.5"');
    expect(svg).toContain('HEALTH STAR RATING');
    expect(svg).toContain('Voluntary front-of-pack rating');
    // Three whole stars, one half (its left-half polygon) and one empty: 5 outlines + 1 half.
    expect(svg.match(/<polygon /g)).toHaveLength(6);
  });
});
