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
