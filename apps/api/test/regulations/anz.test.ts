/**
 * The ANZ format over HTTP (api.md §13): `au` and `nz` are accepted, the panel is golden ANZ label
 * no. 1 (docs/regulations/anz.md), `/label/render` draws the S12 panel, the CSV export is the per-100 g
 * column, and there is no front of pack (the voluntary Health Star Rating is not built).
 */
import { describe, expect, test } from 'vitest';
import { ANZ_MUESLI } from '../../../../packages/core/test/fixtures';
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
});
