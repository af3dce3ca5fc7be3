/**
 * The small-package exemption from the dual column, 21 CFR 101.9(b)(12)(i)(A) as regulations-us.md §4.3
 * words it: "products allowed the tabular/linear small-package formats", that is a package of 40 in² or
 * less of available label surface ((j)(13)(ii), api.md §12 `options.labelSurfaceSquareInches`). The
 * cookie bag is 75 g of cookies, RACC 30 g (101.12(b)): 250 % of the RACC, inside the band of (b)(12)(i).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { autoColumns, fda, type GenerateOptions, type LabelResult } from '../../src/index';
import { DUAL_COLUMN_EXEMPTIONS } from '../../src/regulations/fda/dual-columns';
import { COOKIE_BAG, COOKIE_PACK_45, fdaLabel as label } from './column-cases';

const EXEMPT_WARNING =
  'The package is 250 % of the RACC, but its 40 in² of label surface allow the small-package displays ' +
  '(40 in² or less, 21 CFR 101.9(j)(13)(ii)): the per-container column is not required ' +
  '(21 CFR 101.9(b)(12)(i)(A)) and is not printed. Ask for columns "dual" to print it.';

const citesA = (result: LabelResult): string[] => result.warnings.filter((w) => w.includes('(b)(12)(i)(A))'));

describe('columns "auto" and the label surface, 101.9(b)(12)(i)(A)', () => {
  test('the exemption is the table entry over the small-package surface of (j)(13)(ii)', () => {
    expect(DUAL_COLUMN_EXEMPTIONS.smallPackage).toEqual({
      cite: '21 CFR 101.9(b)(12)(i)(A)',
      surface: { value: 40, cite: '21 CFR 101.9(j)(13)(ii)' },
    });
  });

  test('250 % of the RACC at 40 in² ("40 or less"): one column and the warning citing (A)', () => {
    const result = label(COOKIE_BAG, { columns: 'auto', labelSurfaceSquareInches: 40 });
    expect(result.label.basis).toEqual(['serving']);
    expect(result.label.nutrients.every((n) => n.perContainer === undefined)).toBe(true);
    expect(result.label.servingsPerContainer).toBe(2.5); // the serving stays 30 g: 75 / 30
    expect(citesA(result)).toEqual([EXEMPT_WARNING]);
  });

  test('250 % of the RACC at 40.1 in² or with no surface: per serving and per container, as before', () => {
    for (const options of [{ labelSurfaceSquareInches: 40.1 }, {}] as GenerateOptions[]) {
      const result = label(COOKIE_BAG, { columns: 'auto', ...options });
      expect(result.label.basis).toEqual(['serving', 'container']);
      // 75 g × 480 kcal / 100 g = 360 kcal per container ((c)(1): > 50, nearest 10).
      expect(result.label.nutrients[0]?.perContainer?.display).toBe('360');
      expect(citesA(result)).toEqual([]);
    }
  });

  test('"dual" asked at 40 in²: two columns still, no warning', () => {
    const result = label(COOKIE_BAG, { columns: 'dual', labelSurfaceSquareInches: 40 });
    expect(result.label.basis).toEqual(['serving', 'container']);
    expect(citesA(result)).toEqual([]);
  });

  test('150 % of the RACC (single-serving container, (b)(6)) is unaffected by the surface', () => {
    const without = label(COOKIE_PACK_45, { columns: 'auto' });
    const small = label(COOKIE_PACK_45, { columns: 'auto', labelSurfaceSquareInches: 10 });
    expect(without.label.basis).toEqual(['serving']);
    expect(small.label.basis).toEqual(['serving']);
    expect(small.label.servingSize).toBe(without.label.servingSize);
    expect(small.label.nutrients).toEqual(without.label.nutrients);
    expect(small.warnings).toEqual(without.warnings);
  });

  test('property: auto never picks dual at 40 in² or less; above, the surface changes nothing', () => {
    const categories = ['soups', 'cookies', 'butter_margarine_oil', 'bread', 'unknown_category'];
    const facts = fc.record({
      category: fc.constantFrom(...categories),
      packageGrams: fc.double({ min: 1, max: 3000, noNaN: true }),
      servingGrams: fc.double({ min: 1, max: 500, noNaN: true }),
      asPrepared: fc.boolean(),
    });
    fc.assert(
      fc.property(facts, fc.double({ min: 0.01, max: 40, noNaN: true }), (f, surface) => {
        expect(autoColumns({ ...f, labelSurfaceSquareInches: surface }).columns).toBe('single');
        const plan = fda.packagePlan?.({ ...f, columns: 'auto', labelSurfaceSquareInches: surface });
        expect(plan?.basis).not.toContain('container');
      }),
    );
    fc.assert(
      fc.property(facts, fc.double({ min: 40, max: 1e5, noNaN: true, minExcluded: true }), (f, surface) => {
        expect(autoColumns({ ...f, labelSurfaceSquareInches: surface }).columns).toBe(autoColumns(f).columns);
      }),
    );
  });
});
