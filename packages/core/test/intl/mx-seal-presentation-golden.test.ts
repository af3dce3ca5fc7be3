/**
 * Golden Mexican labels with a principal display surface (`options.principalDisplaySurfaceCm2`, api.md
 * §12–§13): at 40 cm² or less the seals are printed as one seal with their number, above as one seal
 * each (NOM-051 as modified in 2020, 4.5.3.4.2 ◐ docs/regulations/mx.md §2). The seals themselves are
 * golden no. 1's (mx-golden-labels.test.ts): the surface changes how they are printed, not which apply.
 * The surface also places them (4.5.3.4.6 ◐ mx.md §2): in the upper right corner of the principal
 * display surface, or in any area of it when it is under 60 cm².
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { formatOptionIssues, LabelOptionsSchema } from '../../src/index';
import { REGULATIONS } from '../../src/regulations';
import { mx } from '../../src/regulations/mx';
import {
  MX_SEAL_PLACEMENTS,
  MX_SEAL_PRESENTATIONS,
  mxSealPresentation,
} from '../../src/regulations/mx/warning-seals';
import { MX_GALLETAS } from '../fixtures';
import { label } from './helpers';

/** Golden no. 1: the cookies without their sweetener, four seals (calories, sugars, saturated, trans). */
const GALLETAS = {
  ...MX_GALLETAS,
  ingredients: MX_GALLETAS.ingredients.filter((i) => i.name !== 'Sucralosa'),
};
const FOUR_SEALS = ['energy_kcal', 'total_sugars', 'saturated_fat', 'trans_fat'];

beforeAll(() => {
  vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z'), toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});

describe('the presentation of the seals by principal display surface (4.5.3.4.2 ◐)', () => {
  test('40 cm²: one seal with the number of seals (≤ 40 cm²)', () => {
    const fop = label(GALLETAS, mx, { principalDisplaySurfaceCm2: 40 }).frontOfPack!;
    expect(fop.items.map((i) => i.key)).toEqual(FOUR_SEALS); // §2, unchanged by the surface
    expect(fop.presentation).toEqual({
      kind: 'count', // 4.5.3.4.2: "sólo … un sello con el número" of seals
      principalDisplaySurfaceCm2: 40,
      citation: 'NOM-051 (mod. DOF 2020-03-27) 4.5.3.4.2',
      // 4.5.3.4.6: under 60 cm² the seals may go in any area of the surface.
      placement: { where: 'anywhere', citation: 'NOM-051 (mod. DOF 2020-03-27) 4.5.3.4.6' },
    });
  });

  test('40.1 cm²: one seal each (above 40 cm², 4.5.3.4.1)', () => {
    const fop = label(GALLETAS, mx, { principalDisplaySurfaceCm2: 40.1 }).frontOfPack!;
    expect(fop.items.map((i) => i.key)).toEqual(FOUR_SEALS);
    expect(fop.presentation).toEqual({
      kind: 'individual',
      principalDisplaySurfaceCm2: 40.1,
      citation: 'NOM-051 (mod. DOF 2020-03-27) 4.5.3.4.1',
      placement: { where: 'anywhere', citation: 'NOM-051 (mod. DOF 2020-03-27) 4.5.3.4.6' }, // 40.1 < 60
    });
  });

  test('no surface given: today’s label, no presentation said', () => {
    const plain = label(GALLETAS, mx);
    expect(plain.frontOfPack?.presentation).toBeUndefined();
    const small = label(GALLETAS, mx, { principalDisplaySurfaceCm2: 40 });
    const { presentation: _p, ...rest } = small.frontOfPack!;
    expect(rest).toEqual(plain.frontOfPack);
    expect(small.label).toEqual(plain.label);
  });

  test('the legends stay on a small surface (below the seal; nothing in 4.5.3.4.2 drops them)', () => {
    const fop = label(MX_GALLETAS, mx, { principalDisplaySurfaceCm2: 12 }).frontOfPack!;
    expect(fop.presentation?.kind).toBe('count');
    expect(fop.legends?.map((l) => l.key)).toEqual(['sweeteners']);
  });

  test('the table: one row, 40 cm², cited', () => {
    expect(MX_SEAL_PRESENTATIONS).toEqual([
      { upToCm2: 40, kind: 'count', citation: 'NOM-051 (mod. DOF 2020-03-27) 4.5.3.4.2' },
    ]);
    expect([0.5, 5, 39.99, 40].map((s) => mxSealPresentation(s).kind)).toEqual(Array(4).fill('count'));
    expect([40.000001, 41, 500].map((s) => mxSealPresentation(s).kind)).toEqual(Array(3).fill('individual'));
  });

  test('property: any surface changes only the presentation, never which seals or legends apply', () => {
    const plain = label(MX_GALLETAS, mx).frontOfPack!;
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e6, noNaN: true }), (surface) => {
        const fop = label(MX_GALLETAS, mx, { principalDisplaySurfaceCm2: surface }).frontOfPack!;
        expect(fop.items).toEqual(plain.items);
        expect(fop.legends).toEqual(plain.legends);
        expect(fop.text).toBe(plain.text);
        expect(fop.presentation?.kind).toBe(surface <= 40 ? 'count' : 'individual');
      }),
      { numRuns: 50 },
    );
  });
});

describe('the place of the seals by principal display surface (4.5.3.4.6 ◐)', () => {
  const where = (surface: number) =>
    label(GALLETAS, mx, { principalDisplaySurfaceCm2: surface }).frontOfPack!.presentation?.placement;

  test('59.99 cm²: any area of the surface ("menor a 60 cm²"); one seal each all the same', () => {
    const fop = label(GALLETAS, mx, { principalDisplaySurfaceCm2: 59.99 }).frontOfPack!;
    expect(fop.presentation?.kind).toBe('individual'); // 4.5.3.4.1: above 40 cm²
    expect(fop.presentation?.placement).toEqual({
      where: 'anywhere',
      citation: 'NOM-051 (mod. DOF 2020-03-27) 4.5.3.4.6',
    });
  });

  test('60 cm²: the upper right corner (60 is not under 60)', () => {
    expect(where(60)).toEqual({ where: 'upper-right', citation: 'NOM-051 (mod. DOF 2020-03-27) 4.5.3.4.6' });
    expect(where(250)?.where).toBe('upper-right');
  });

  test('the count seal of a small surface goes anywhere too (12 cm²: count, anywhere)', () => {
    const presentation = label(GALLETAS, mx, { principalDisplaySurfaceCm2: 12 }).frontOfPack!.presentation;
    expect([presentation?.kind, presentation?.placement.where]).toEqual(['count', 'anywhere']);
  });

  test('the table: one row, under 60 cm² anywhere', () => {
    expect(MX_SEAL_PLACEMENTS).toEqual([{ belowCm2: 60, where: 'anywhere' }]);
    expect([0.5, 40, 59.999999].map((s) => mxSealPresentation(s).placement.where)).toEqual(
      Array(3).fill('anywhere'),
    );
    expect([60, 60.000001, 1e6].map((s) => mxSealPresentation(s).placement.where)).toEqual(
      Array(3).fill('upper-right'),
    );
  });

  test('property: the place follows the surface alone, whatever the presentation', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e6, noNaN: true }), (surface) => {
        const presentation = mxSealPresentation(surface);
        expect(presentation.placement.where).toBe(surface < 60 ? 'anywhere' : 'upper-right');
        expect(presentation.kind).toBe(surface <= 40 ? 'count' : 'individual');
      }),
      { numRuns: 200 },
    );
  });
});

describe('options.principalDisplaySurfaceCm2 (api.md §12)', () => {
  test('a positive number: 0, negatives, non-numbers and non-finite values are refused by the schema', () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, '40', 1e7]) {
      const parsed = v.safeParse(LabelOptionsSchema, { principalDisplaySurfaceCm2: bad });
      expect(parsed.success, String(bad)).toBe(false);
      expect(parsed.issues?.[0]?.path?.[0]?.key).toBe('principalDisplaySurfaceCm2');
    }
    expect(v.safeParse(LabelOptionsSchema, { principalDisplaySurfaceCm2: 40 }).success).toBe(true);
  });

  test('refused by name on every format but mx', () => {
    for (const format of Object.values(REGULATIONS)) {
      const issues = formatOptionIssues(format, { principalDisplaySurfaceCm2: 40 });
      if (format.id === 'mx') expect(issues).toEqual([]);
      else
        expect(issues).toEqual([
          {
            path: 'principalDisplaySurfaceCm2',
            message: `a principal display surface is not available for ${format.id}`,
          },
        ]);
    }
  });
});
