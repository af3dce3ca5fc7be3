/**
 * FDA dual columns, 21 CFR 101.9(b)(12)(i): regulations-us.md §9.2 Example B (cream of tomato soup,
 * 680 g jar, RACC soups 245 g: 277.6 % of the RACC → per serving and per container). The ingredient is
 * the example's unrounded per-serving amounts per 245 g; every per-container value is the container
 * amount (× 680/245) rounded on its own, as the example's last columns show. Then the property tests:
 * a per-container value is the container amount rounded (never a rounded serving multiplied), and
 * `auto` never picks dual outside 200–300 % of the RACC.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  autoColumns,
  fda,
  generateLabel,
  type LabelResult,
  raccFor,
  renderLabelSvg,
  resolveRecipe,
} from '../../src/index';
import type { NutrientKey } from '../../src/nutrients/catalog';

// Example B per serving (245 g), unrounded: regulations-us.md §9.2.
const PER_SERVING: Partial<Record<NutrientKey, number>> = {
  energy_kcal: 171.3,
  total_fat: 12.62,
  saturated_fat: 5.35,
  trans_fat: 0.2,
  cholesterol: 22.6,
  sodium: 570,
  total_carbohydrate: 14.29,
  dietary_fiber: 2.96,
  total_sugars: 9.17,
  added_sugars: 1.66,
  protein: 3.03,
  vitamin_d: 0.32,
  calcium: 64.3,
  iron: 1.81,
  potassium: 446.2,
};
const per100 = Object.fromEntries(Object.entries(PER_SERVING).map(([k, v]) => [k, (v * 100) / 245]));

function soup(columns?: 'single' | 'dual'): LabelResult {
  const resolved = resolveRecipe({
    name: 'Cream of tomato soup',
    servingSizeGrams: 245,
    householdMeasure: '1 cup',
    category: 'soups',
    ingredients: [{ name: 'Tomato soup', weightGrams: 680, nutrients: per100 }],
  });
  if (!resolved.ok) throw new Error(JSON.stringify(resolved.issues));
  const outcome = generateLabel(resolved.recipe, fda, columns === undefined ? undefined : { columns });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  return outcome.value;
}

describe('dual columns, 101.9(b)(12)(i)', () => {
  test('auto: the 680 g jar is 277.6 % of the 245 g RACC of soups → dual', () => {
    expect(raccFor('soups')?.grams).toBe(245);
    const decision = autoColumns({ category: 'soups', packageGrams: 680, servingGrams: 245 });
    expect(decision.columns).toBe('dual');
    expect(decision.percentOfRacc).toBeCloseTo(277.55, 2);
  });

  test('Example B: per serving and per container, each rounded on its own amount', () => {
    const result = soup('dual');
    expect(result.label.basis).toEqual(['serving', 'container']);
    const rows = result.label.nutrients.map((n) => [
      n.name,
      n.display,
      n.dailyValue,
      n.perContainer?.display,
      n.perContainer?.dailyValue,
    ]);
    expect(rows).toEqual([
      ['Calories', '170', null, '480', null], // 171.3 → 170; × 2.7755 = 475.4 → 480
      ['Total Fat', '13g', 16, '35g', 45], // 35.03 g; 44.9 %
      ['Saturated Fat', '5g', 27, '15g', 74], // 14.85 g; 74.2 %
      ['Trans Fat', '0g', null, '0.5g', null], // 0.555 g → 0.5 (a rounded 0 × 2.78 would be 0)
      ['Cholesterol', '25mg', 8, '65mg', 21], // 62.7 mg → 65; 20.9 %
      ['Sodium', '570mg', 25, '1580mg', 69], // 1582 mg; 68.8 %
      ['Total Carbohydrate', '14g', 5, '40g', 14], // 39.66 g; 14.4 %
      ['Dietary Fiber', '3g', 11, '8g', 29], // 8.22 g; 29.4 %
      ['Total Sugars', '9g', null, '25g', null], // 25.45 g
      ['Added Sugars', '2g', 3, '5g', 9], // 4.61 g; 9.2 %
      ['Protein', '3g', null, '8g', null], // 8.41 g
      ['Vitamin D', '0mcg', 0, '0.9mcg', 4], // 0.32 < 2 % of 20 → 0; 0.888 → 0.9, 4.4 % → 4
      ['Calcium', '60mg', 4, '180mg', 15], // 178.5 mg; 13.7 % → nearest 5
      ['Iron', '1.8mg', 10, '5mg', 30], // 5.02 mg → 5.0; 27.9 % → 30
      ['Potassium', '450mg', 10, '1240mg', 25], // 1238.4 mg; 26.3 % → 25
    ]);
  });

  test('single (and no option): no per-container column', () => {
    for (const result of [soup('single'), soup()]) {
      expect(result.label.basis).toEqual(['serving']);
      expect(result.label.nutrients.every((n) => n.perContainer === undefined)).toBe(true);
    }
    expect(renderLabelSvg(soup())).toContain('Nutrition Facts');
  });

  test('property: a per-container value is the container amount rounded, not a rounded serving multiplied', () => {
    const keys = Object.keys(PER_SERVING) as NutrientKey[];
    fc.assert(
      fc.property(
        fc.record(Object.fromEntries(keys.map((k) => [k, fc.double({ min: 0, max: 60, noNaN: true })]))),
        fc.integer({ min: 20, max: 400 }),
        fc.double({ min: 1.01, max: 6, noNaN: true }),
        (nutrients, serving, servings) => {
          const packageGrams = serving * servings;
          const resolved = resolveRecipe({
            name: 'Any',
            servingSizeGrams: serving,
            servingsPerContainer: servings,
            ingredients: [{ name: 'Food', weightGrams: packageGrams, nutrients }],
          });
          if (!resolved.ok) return;
          const outcome = generateLabel(resolved.recipe, fda, { columns: 'dual' });
          if (!outcome.ok) return;
          for (const row of outcome.value.label.nutrients) {
            const containerAmount = (nutrients[row.key] ?? 0) * (packageGrams / 100);
            expect(row.perContainer?.value).toBe(fda.declare(row.key, containerAmount).value);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  test('property: auto never picks dual outside 200–300 % of the RACC', () => {
    const categories = ['soups', 'cookies', 'butter_margarine_oil', 'bread', 'unknown_category'];
    fc.assert(
      fc.property(
        fc.constantFrom(...categories),
        fc.double({ min: 1, max: 3000, noNaN: true }),
        fc.double({ min: 1, max: 500, noNaN: true }),
        fc.boolean(),
        (category, packageGrams, servingGrams, asPrepared) => {
          const decision = autoColumns({ category, packageGrams, servingGrams, asPrepared });
          if (decision.columns !== 'dual') return;
          const racc = raccFor(category)?.grams;
          expect(racc).toBeDefined();
          const percent = (packageGrams / racc!) * 100;
          expect(percent).toBeGreaterThanOrEqual(200 - 1e-6);
          expect(percent).toBeLessThanOrEqual(300 + 1e-6);
          expect(packageGrams).toBeGreaterThan(servingGrams);
          expect(asPrepared).toBe(false);
        },
      ),
    );
    // Both edges are included.
    expect(autoColumns({ category: 'soups', packageGrams: 490, servingGrams: 245 }).columns).toBe('dual');
    expect(autoColumns({ category: 'soups', packageGrams: 735, servingGrams: 245 }).columns).toBe('dual');
    expect(autoColumns({ category: 'soups', packageGrams: 489, servingGrams: 245 }).columns).toBe('single');
    expect(autoColumns({ category: 'soups', packageGrams: 736, servingGrams: 245 }).columns).toBe('single');
  });
});
