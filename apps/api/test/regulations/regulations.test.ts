import { FDA_RACC, REGULATION_IDS, REGULATIONS } from '@nutrilabel/core';
import { describe, expect, test } from 'vitest';
import { makeApp } from '../helpers';

describe('GET /api/v1/regulations', () => {
  test('lists every registered format without a key', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/regulations', { key: null });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { code: number; data: { id: string }[] };
    expect(body.code).toBe(0);
    expect(body.data.map((f) => f.id)).toEqual([...REGULATION_IDS]);
    expect(body.data[0]).toMatchObject({
      id: 'fda',
      name: 'FDA (United States)',
      aliases: ['us', 'usa'],
      basis: ['serving'],
      options: [
        'columns',
        'layout',
        'labelSurfaceSquareInches',
        'population',
        'language',
        'voluntary',
        'prepared',
      ],
    });
    expect(body.data.find((f) => f.id === 'eu')).toMatchObject({ basis: REGULATIONS.eu.basis, aliases: [] });
  });

  test('a bad key does not matter, and every alias it lists is accepted by POST /label', async () => {
    const { call } = await makeApp();
    const list = await call('/api/v1/regulations', { key: 'nlk_not-a-key' });
    expect(list.status).toBe(200);
    const { data } = (await list.json()) as { data: { id: string; aliases: string[] }[] };
    const recipe = {
      name: 'Oil',
      servingSizeGrams: 14,
      ingredients: [{ name: 'Oil', weightGrams: 14, nutrients: { total_fat: 100 } }],
    };
    for (const format of data) {
      for (const name of [format.id, ...format.aliases]) {
        const res = await call('/api/v1/label', {
          method: 'POST',
          body: { recipe, regulation: name.toUpperCase() },
        });
        expect(res.status, name).toBe(200);
        expect(
          ((await res.json()) as { data: { label: { regulation: string } } }).data.label.regulation,
        ).toBe(format.id);
      }
    }
  });

  test('an unknown name is refused with every accepted name', async () => {
    const { call } = await makeApp();
    const recipe = {
      name: 'Oil',
      servingSizeGrams: 14,
      ingredients: [{ name: 'Oil', weightGrams: 14, nutrients: { total_fat: 100 } }],
    };
    const res = await call('/api/v1/label', { method: 'POST', body: { recipe, regulation: 'mars' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 40003,
      message:
        'Unknown regulation "mars". Allowed: fda, cfia, eu, china, uk, anz, mx (aliases us, usa, ca, canada, cn, gb, au, nz, mexico).',
    });
  });
});

describe('GET /api/v1/regulations/categories', () => {
  test('lists every RACC key, then the Canadian keys, without a key; each one is read by the formats it names', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/regulations/categories', { key: null });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { key: string; name: string; formats: ('fda' | 'cfia')[] }[];
    };
    const keys = data.map((c) => c.key);
    expect(keys.slice(0, Object.keys(FDA_RACC).length)).toEqual(Object.keys(FDA_RACC));
    expect(new Set(keys).size).toBe(keys.length);
    expect(data.find((c) => c.key === 'cookies')).toEqual({
      key: 'cookies',
      name: 'Cookies',
      formats: ['fda', 'cfia'],
    });
    expect(data.find((c) => c.key === 'ca_lasagna')?.formats).toEqual(['fda', 'cfia']);
    expect(data.find((c) => c.key === 'main_dish')?.formats).toEqual(['fda']);
    const canadianOnly = data.find((c) => c.formats.length === 1 && c.formats[0] === 'cfia');
    expect(canadianOnly?.key).toMatch(/^ca_/);

    // The FDA format warns "Unknown RACC category" for a key it does not read, and never for one listed as read.
    const recipe = (category: string) => ({
      name: 'Bar',
      servingSizeGrams: 40,
      category,
      ingredients: [{ name: 'Oats', weightGrams: 40, nutrients: { total_fat: 5, protein: 10 } }],
    });
    const unknownWarning = async (category: string) => {
      const label = await call('/api/v1/label', { body: { recipe: recipe(category), regulation: 'fda' } });
      const { data: out } = (await label.json()) as { data: { warnings: string[] } };
      return out.warnings.some((w) => /Unknown RACC category|no RACC row/.test(w));
    };
    expect(await unknownWarning('not_a_category')).toBe(true);
    for (const c of data.filter((c) => c.formats.includes('fda')).slice(0, 200)) {
      expect(await unknownWarning(c.key), c.key).toBe(false);
    }
    if (canadianOnly) expect(await unknownWarning(canadianOnly.key)).toBe(true);
  });
});

describe('Canadian rows in mL and combination dishes over HTTP (issue 25, fifth pass)', () => {
  test('the new keys are listed for both formats; dips_salsa is now FDA-only', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/regulations/categories', { key: null });
    const { data } = (await res.json()) as { data: { key: string; formats: string[] }[] };
    const formats = (key: string) => data.find((c) => c.key === key)?.formats;
    for (const key of ['ca_juices', 'ca_soups', 'ca_sauces_minor', 'ca_pizza', 'ca_macaroni_cheese']) {
      expect(formats(key), key).toEqual(['fda', 'cfia']);
    }
    expect(formats('soups')).toEqual(['fda', 'cfia']);
    // Salsa is in Canada's 60 mL row and dips are 30 g: the FDA row holding both maps to no Canadian row.
    expect(formats('dips_salsa')).toEqual(['fda']);
  });

  test('POST /label (cfia): a 200 mL juice box is "High in Sugars" on the 250 mL reference amount', async () => {
    const { call } = await makeApp();
    // 12 g sugars in 200 mL (density 1.04, 208 g); basis 260 g (250 mL): 15 g = 15 % ≥ 15 % (B.01.350(1)–(2)).
    const recipe = (category?: string) => ({
      name: 'Apple drink',
      servingSizeGrams: 208,
      form: 'liquid',
      densityGPerMl: 1.04,
      ...(category === undefined ? {} : { category }),
      ingredients: [{ name: 'Apple drink', weightGrams: 208, nutrients: { total_sugars: (12 * 100) / 208 } }],
    });
    const post = async (category?: string) => {
      const r = await call('/api/v1/label', { body: { recipe: recipe(category), regulation: 'cfia' } });
      expect(r.status).toBe(200);
      return (
        (await r.json()) as { data: { frontOfPack?: { items: { key: string }[] }; warnings: string[] } }
      ).data;
    };
    const juice = await post('ca_juices');
    expect(juice.frontOfPack?.items.map((i) => i.key)).toEqual(['total_sugars']);
    expect(
      juice.warnings.some((w) => w.includes('"ca_juices" (250 mL) was read from secondary material')),
    ).toBe(true);
    // Without a category the 208 g serving is the basis: 12 % < 15 %, no symbol.
    const alone = await post();
    expect(alone.frontOfPack?.items ?? []).toEqual([]);
  });
});
