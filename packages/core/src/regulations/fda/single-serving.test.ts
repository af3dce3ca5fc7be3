import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fdaPackagePlan } from './package-plan';
import { raccFor } from './racc';
import { singleServingContainer } from './single-serving';

describe('single-serving containers, 21 CFR 101.9(b)(6)', () => {
  test('edges: under 200 % of the RACC is one serving; the per-RACC column needs more than 150 %', () => {
    // Cookies: RACC 30 g (101.12(b) Table 2).
    expect(singleServingContainer('cookies', 59.9)?.percentOfRacc).toBeCloseTo(199.67, 2);
    expect(singleServingContainer('cookies', 60)).toBeUndefined(); // 200 %: not a single-serving container
    expect(singleServingContainer('cookies', 45)?.raccColumnAllowed).toBe(false); // 150 %
    expect(singleServingContainer('cookies', 45.1)?.raccColumnAllowed).toBe(true); // 150.3 %
    expect(singleServingContainer(undefined, 10)).toBeUndefined();
    expect(singleServingContainer('no_such_category', 10)).toBeUndefined();
  });

  test('property: the plan makes the package the serving exactly when it is under 200 % of the RACC', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('cookies', 'soups', 'breads'),
        fc.double({ min: 1, max: 2000, noNaN: true }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        fc.constantFrom('auto', 'single', 'dual'),
        (category, packageGrams, share, columns) => {
          const plan = fdaPackagePlan({
            category,
            packageGrams,
            servingGrams: packageGrams * share,
            columns: columns as 'auto' | 'single' | 'dual',
            asPrepared: false,
          });
          const percent = (packageGrams / raccFor(category)!.grams!) * 100;
          if (percent < 200 - 1e-6) {
            expect(plan.servingGrams).toBe(packageGrams);
            expect(plan.basis).not.toContain('container');
            if (plan.basis.includes('racc')) expect(percent).toBeGreaterThan(150);
          } else if (percent > 200 + 1e-6) {
            expect(plan.servingGrams).toBe(packageGrams * share);
            expect(plan.basis).not.toContain('racc');
          }
        },
      ),
    );
  });
});
