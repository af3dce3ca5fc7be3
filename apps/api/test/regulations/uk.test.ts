/**
 * The UK format over HTTP (api.md §13): `gb` is accepted, the label carries the `uk-traffic-light`
 * front of pack (golden UK label no. 4, docs/regulations/uk.md §4), `/label/render` draws it beside the
 * table, and the CSV export is the declaration's.
 */
import { describe, expect, test } from 'vitest';
import { UK_LASAGNE } from '../../../../packages/core/test/fixtures';
import { makeApp } from '../helpers';

describe('the UK format over HTTP', () => {
  test('POST /label with "GB": the declaration and the traffic light', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/label', {
      method: 'POST',
      body: { recipe: UK_LASAGNE, regulation: 'GB' },
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: {
        label: { regulation: string; basis: string[] };
        frontOfPack: { scheme: string; items: { key: string; level?: string }[]; citation: string };
        provenance: { rulesets: Record<string, string> };
      };
    };
    expect(data.label).toMatchObject({ regulation: 'uk', basis: ['100g', 'serving'] });
    expect(data.frontOfPack.scheme).toBe('uk-traffic-light');
    // Fat 6, saturates 3, salt 0.5 g/100 g are amber; the 400 g portion turns them red; sugars 4 g green.
    expect(data.frontOfPack.items.map((i) => [i.key, i.level ?? null])).toEqual([
      ['energy_kj', null],
      ['total_fat', 'high'],
      ['saturated_fat', 'high'],
      ['total_sugars', 'low'],
      ['salt', 'high'],
    ]);
    expect(data.frontOfPack.citation).toContain('2016');
    expect(data.provenance.rulesets.uk).toBe('2014-07-14');
  });

  test('POST /label/render?format=svg draws the traffic light beside the table', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/label/render?format=svg', {
      method: 'POST',
      body: { recipe: UK_LASAGNE, regulation: 'uk' },
    });
    expect(res.status).toBe(200);
    const svg = await res.text();
    expect(svg).toContain('data-regulation="uk"');
    expect(svg).toContain('data-front-of-pack="uk-traffic-light"');
    expect(svg.match(/data-level="high"/g)).toHaveLength(3);
  });

  test('POST /label/export?format=csv: the per-100 g declaration', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/label/export?format=csv', {
      method: 'POST',
      body: { recipe: UK_LASAGNE, regulation: 'uk' },
    });
    expect(res.status).toBe(200);
    // 17×7 + 37×6 + 17×11 + 8×1 = 536 kJ per 100 g (Annex XIV); 536/8400 = 6.4 % → 6 %.
    expect((await res.text()).split('\r\n').slice(0, 2)).toEqual([
      'Nutrient,Value,Unit,%DV',
      'Energy,536,kJ,6%',
    ]);
  });
});
