/**
 * `options.principalDisplaySurfaceCm2` of api.md §12–§13 over HTTP: on `mx`, at 40 cm² or less the
 * label's `frontOfPack.presentation` is `count` and `/label/render` draws one octagon with the number of
 * seals (NOM-051 as modified in 2020, 4.5.3.4.2 ◐ docs/regulations/mx.md §2); at 40.1 cm² one octagon
 * each; absent, today's label. A bad surface, or one on another format, is 40001 naming the field;
 * GET /regulations lists it for `mx` only.
 */
import { describe, expect, test } from 'vitest';
import { MX_GALLETAS } from '../../../../packages/core/test/fixtures';
import { json, makeApp, simpleRecipe } from '../helpers';

interface Envelope {
  code: number;
  details: { path: string; message: string }[];
}

interface Seals {
  items: { key: string }[];
  presentation?: {
    kind: string;
    principalDisplaySurfaceCm2: number;
    citation: string;
    placement: { where: string; citation: string };
  };
}

describe('options.principalDisplaySurfaceCm2 (api.md §12)', () => {
  test('POST /label: 40 cm² one seal with the number, 40.1 cm² one seal each, absent not said', async () => {
    const { call } = await makeApp();
    const seals = async (options?: Record<string, unknown>) => {
      const res = await call('/api/v1/label', {
        body: { recipe: MX_GALLETAS, regulation: 'mx', ...(options ? { options } : {}) },
      });
      expect(res.status).toBe(200);
      return (await json<{ data: { frontOfPack: Seals } }>(res)).data.frontOfPack;
    };
    // Golden no. 1: calories, sugars, saturated and trans fat (mx.md §2).
    const four = ['energy_kcal', 'total_sugars', 'saturated_fat', 'trans_fat'];
    const small = await seals({ principalDisplaySurfaceCm2: 40 });
    expect(small.items.map((i) => i.key)).toEqual(four);
    expect(small.presentation).toEqual({
      kind: 'count',
      principalDisplaySurfaceCm2: 40,
      citation: 'NOM-051 (mod. DOF 2020-03-27) 4.5.3.4.2',
      // 4.5.3.4.6 ◐: under 60 cm² the seals may go in any area of the surface.
      placement: { where: 'anywhere', citation: 'NOM-051 (mod. DOF 2020-03-27) 4.5.3.4.6' },
    });
    const large = await seals({ principalDisplaySurfaceCm2: 40.1 });
    expect(large.items.map((i) => i.key)).toEqual(four);
    expect(large.presentation?.kind).toBe('individual');
    expect(large.presentation?.placement.where).toBe('anywhere'); // 40.1 < 60
    const corner = await seals({ principalDisplaySurfaceCm2: 60 });
    expect(corner.presentation?.placement.where).toBe('upper-right'); // 60 is not "menor a 60"
    const plain = await seals();
    expect(plain.items.map((i) => i.key)).toEqual(four);
    expect(plain.presentation).toBeUndefined();
  });

  test('/label/render: one octagon with "4" at 40 cm², four octagons at 40.1 cm²', async () => {
    const { call } = await makeApp();
    const render = async (surface: number) => {
      const res = await call('/api/v1/label/render?format=svg', {
        body: { recipe: MX_GALLETAS, regulation: 'mx', options: { principalDisplaySurfaceCm2: surface } },
      });
      expect(res.status).toBe(200);
      return res.text();
    };
    const small = await render(40);
    expect(small).toContain('data-seal-count="4"');
    expect(small).not.toContain('data-item=');
    const large = await render(40.1);
    expect(large).not.toContain('data-seal-count');
    expect(large.match(/data-item="/g)).toHaveLength(4);
  });

  test('a bad surface, or one on a format without seals by surface: 40001 naming the field', async () => {
    const { call } = await makeApp();
    for (const [regulation, surface] of [
      ['mx', 0],
      ['mx', -5],
      ['mx', '40'],
      ['fda', 40],
      ['eu', 40],
    ] as const) {
      const res = await call('/api/v1/label', {
        body: {
          recipe: regulation === 'mx' ? MX_GALLETAS : simpleRecipe(),
          regulation,
          options: { principalDisplaySurfaceCm2: surface },
        },
      });
      expect(res.status, `${regulation} ${surface}`).toBe(400);
      const body = await json<Envelope>(res);
      expect(body.code).toBe(40001);
      expect(body.details.map((d) => d.path)).toEqual(['options.principalDisplaySurfaceCm2']);
    }
  });

  test('GET /regulations: mx takes the option (a number, no values), no other format lists it', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/regulations', { key: null });
    const { data } = await json<{
      data: { id: string; options: string[]; optionValues: Record<string, string[]> }[];
    }>(res);
    for (const format of data) {
      const has = format.id === 'mx';
      expect(format.options.includes('principalDisplaySurfaceCm2'), format.id).toBe(has);
      expect(format.optionValues.principalDisplaySurfaceCm2, format.id).toEqual(has ? [] : undefined);
    }
  });
});
