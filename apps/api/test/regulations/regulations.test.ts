import { REGULATION_IDS, REGULATIONS } from '@nutrilabel/core';
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
    expect(body.data[0]).toEqual({
      id: 'fda',
      name: 'FDA (United States)',
      aliases: ['us', 'usa'],
      basis: ['serving'],
      options: ['columns', 'layout', 'population', 'language', 'voluntary', 'prepared'],
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
      message: 'Unknown regulation "mars". Allowed: fda, cfia, eu, china (aliases us, usa, ca, canada, cn).',
    });
  });
});
