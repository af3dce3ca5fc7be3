/**
 * Golden Health Star Ratings (`anz-health-star`, voluntary), worked by hand from the tables of
 * docs/regulations/anz.md §6 (health-star-tables.ts): baseline points "over" each row (S5—3 Tables 1
 * and 2; the HSR's extended and revised rows ◐), protein Table 4 (2 points from 3.2 g inclusive),
 * fibre Table 5, V points, the protein rule S5—5(2) (≥ 13 baseline points and < 5 V points: no
 * protein points), score = baseline − modifying, then the category's star row. Each case sits at or
 * across a band edge; amounts are per 100 g (100 mL).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { generateLabel, type Recipe, resolveRecipe } from '../../src/index';
import type { NutrientValues } from '../../src/nutrients/catalog';
import { slotsOf } from '../../src/nutrients/nutrient-slots';
import { anz } from '../../src/regulations/anz';
import { healthStarRating } from '../../src/regulations/anz/health-star-rating';
import { HSR_CATEGORIES, type HsrCategory } from '../../src/regulations/anz/health-star-tables';
import { ANZ_BRAN_HSR, ANZ_MUESLI, ANZ_MUESLI_HSR } from '../fixtures';
import { label } from './helpers';

const rate = (
  category: HsrCategory,
  values: NutrientValues,
  fvnlPercent?: number,
  concentratedFvPercent?: number,
) =>
  healthStarRating({
    category,
    per100: slotsOf(values),
    ...(fvnlPercent === undefined ? {} : { fvnlPercent }),
    ...(concentratedFvPercent === undefined ? {} : { concentratedFvPercent }),
  });

/** [key, points, counted] of each component. */
const points = (r: ReturnType<typeof rate>) => r.components.map((c) => [c.key, c.points, c.counted]);

describe('golden Health Star Ratings', () => {
  test('H1. category 2 at every baseline edge: 0 points each (Table 1 "≤" rows), score 0 → 3.5', () => {
    const r = rate('2', { energy_kj: 335, saturated_fat: 1, total_sugars: 5, sodium: 90 });
    expect(points(r)).toEqual([
      ['energy_kj', 0, true], // ≤ 335 kJ
      ['saturated_fat', 0, true], // ≤ 1.0 g
      ['total_sugars', 0, true], // ≤ 5.0 g
      ['sodium', 0, true], // ≤ 90 mg
      ['fvnl', 0, true],
      ['dietary_fiber', 0, true],
      ['protein', 0, true],
    ]);
    expect(r.components[0]?.row).toBe('≤ 335 kJ');
    expect([r.score, r.stars]).toEqual([0, 3.5]); // category 2: score ≤ 2 → 3.5
  });

  test('H2. category 2 just over every edge: 1 point each, score 4 → 3 stars', () => {
    const r = rate('2', { energy_kj: 335.1, saturated_fat: 1.01, total_sugars: 5.01, sodium: 90.1 });
    expect(r.baselinePoints).toBe(4); // > 335, > 1.0, > 5.0, > 90
    expect(r.components[0]?.row).toBe('> 335 kJ');
    expect([r.score, r.stars]).toEqual([4, 3]); // 2 < 4 ≤ 6 → 3
  });

  test('H3. the star edge 2 | 3 of category 2: sugars 5.0 / 5.01 g with 700 kJ', () => {
    // 700 kJ > 670 → 2 points; sugars ≤ 5.0 → 0 (score 2, 3.5 stars), > 5.0 → 1 (score 3, 3 stars).
    expect(rate('2', { energy_kj: 700, total_sugars: 5 }).stars).toBe(3.5);
    expect(rate('2', { energy_kj: 700, total_sugars: 5.01 }).stars).toBe(3);
    // The HSR's revised sugars row: 9.0 g is over 8.9 → 2 points (Schedule 5 Table 1 would give 1).
    expect(rate('2', { total_sugars: 8.9 }).components[2]?.points).toBe(1);
    expect(rate('2', { total_sugars: 9 }).components[2]).toMatchObject({ points: 2, row: '> 8.9 g' });
  });

  test('H4. protein "≥ 3.2" (Table 4) across the star edge −2 | −1 of category 2', () => {
    // 400 kJ → 1; fibre 1.0 > 0.9 → 1; protein 3.2 → 2: score 1 − 3 = −2 → 4 stars.
    const at = rate('2', { energy_kj: 400, dietary_fiber: 1, protein: 3.2 });
    expect(at.components.find((c) => c.key === 'protein')).toMatchObject({ points: 2, row: '≥ 3.2 g' });
    expect([at.score, at.stars]).toEqual([-2, 4]);
    // protein 3.19 → 1 (> 1.6): score −1 → 3.5 stars.
    expect(rate('2', { energy_kj: 400, dietary_fiber: 1, protein: 3.19 }).stars).toBe(3.5);
  });

  test('H5. the protein rule S5—5(2) at 13 baseline points, and lifted by 5 V points', () => {
    // 1700 kJ > 1675 → 5; sat 5.5 > 5 → 5; sugars 12.9 > 12.8 → 3 (revised row); 13 points.
    const base = { energy_kj: 1700, saturated_fat: 5.5, total_sugars: 12.9, protein: 10 };
    const r = rate('2', base);
    expect(r.baselinePoints).toBe(13);
    expect(r.components.find((c) => c.key === 'protein')).toMatchObject({ points: 6, counted: false }); // > 9.6
    expect([r.score, r.stars]).toEqual([13, 2]); // 11 < 13 ≤ 15 → 2
    // Sugars 12.8 → 2: 12 baseline points, protein counts: 12 − 6 = 6 → 3 stars.
    expect(rate('2', { ...base, total_sugars: 12.8 }).stars).toBe(3);
    // 81 % fvnl > 80 → 5 V points lift the rule: 13 − 5 − 6 = 2 → 3.5 stars.
    const lifted = rate('2', base, 81);
    expect([lifted.modifyingPoints, lifted.score, lifted.stars]).toEqual([11, 2, 3.5]);
  });

  test('H6. V points at 40 / 40.5 / 80 / 80.01 / 100 % (Table 3 Column 2 and the HSR rows)', () => {
    const v = (p: number) => rate('2', {}, p).components.find((c) => c.key === 'fvnl')?.points;
    expect([v(40), v(40.5), v(80), v(80.01), v(99.9), v(100)]).toEqual([0, 1, 4, 5, 7, 8]);
    // 1000 kJ → 2; 100 % → 8: score −6 → 4 stars (−7 < −6 ≤ −2).
    expect(rate('2', { energy_kj: 1000 }, 100).stars).toBe(4);
  });

  test('H6b. concentrated fruit alone (Table 3 Column 1, "≥") and a mixture (S5—4(8))', () => {
    const v = (nc: number, c: number) => rate('2', {}, nc, c).components.find((x) => x.key === 'fvnl');
    // Concentrated only: 24.9 % → 0, 25 % → 1 (≥ 25), 67 % → 5 (≥ 67), 100 % → 8.
    expect([v(0, 24.9)?.points, v(0, 25)?.points, v(0, 67)?.points, v(0, 100)?.points]).toEqual([0, 1, 5, 8]);
    expect(v(0, 25)?.row).toBe('≥ 25 %');
    // Mixture 20 % + 15 %: (20 + 30) / (20 + 30 + 65) × 100 = 43.48 % > 40 → 1 (Column 2).
    expect(v(20, 15)).toMatchObject({ amount: 43.48, points: 1, row: '> 40 %' });
    // 20 % + 12 %: (20 + 24) / (44 + 68) × 100 = 39.29 % ≤ 40 → 0.
    expect(v(20, 12)).toMatchObject({ amount: 39.29, points: 0 });
    // Category 1 has no concentrated table: the non-concentrated % alone.
    expect(rate('1', {}, 30, 50).components.find((x) => x.key === 'fvnl')).toMatchObject({
      amount: 30,
      points: 1,
    });
  });

  test('H7. category 1: energy 31 / 32 kJ, and no saturated fat or sodium scored', () => {
    // ≤ 31 kJ → 1 point (the category's base), sugars 0.1 → 0: score 1 → 3.5 stars.
    const water = rate('1', { energy_kj: 31, total_sugars: 0.1, sodium: 500, saturated_fat: 3 });
    expect(points(water)).toEqual([
      ['energy_kj', 1, true],
      ['total_sugars', 0, true],
      ['fvnl', 0, true],
    ]);
    expect(water.stars).toBe(3.5);
    expect(rate('1', { energy_kj: 32, total_sugars: 0.1 }).stars).toBe(3); // 2 points: 1 < 2 ≤ 3
  });

  test('H8. category 1 juice: 96 % / 95.9 % fruit across the star edge 3 | 4', () => {
    // 180 kJ > 151 → 6; sugars 10 > 9.1 → 7: 13; ≥ 96 % → 10 V points: score 3 → 3 stars.
    expect(rate('1', { energy_kj: 180, total_sugars: 10 }, 96).stars).toBe(3);
    // 95.9 % ≥ 89 → 9: score 4 → 2.5 stars.
    expect(rate('1', { energy_kj: 180, total_sugars: 10 }, 95.9).stars).toBe(2.5);
  });

  test('H9. category 1D milks: no fibre points; saturated fat 3.0 / 3.1 g across the star edge 0 | 1', () => {
    // 270 kJ → 0; sat 3.1 > 3.0 → 3; sugars 4.8 → 0; sodium 44 → 0; protein 3.4 ≥ 3.2 → 2: score 1 → 3.5.
    const full = rate('1D', {
      energy_kj: 270,
      saturated_fat: 3.1,
      total_sugars: 4.8,
      sodium: 44,
      protein: 3.4,
    });
    expect(full.components.map((c) => c.key)).not.toContain('dietary_fiber');
    expect([full.score, full.stars]).toEqual([1, 3.5]);
    // Skim: sat 0.1 → 0: score 0 − 2 = −2 → 5 stars; at sat 3.0 (→ 2 points) the full milk scores 0 → 4 stars.
    expect(rate('1D', { energy_kj: 270, saturated_fat: 3, total_sugars: 4.8, protein: 3.4 }).stars).toBe(4);
    expect(rate('1D', { energy_kj: 150, saturated_fat: 0.1, total_sugars: 4.8, protein: 3.4 }).stars).toBe(5);
  });

  test('H10. category 3 oils: saturated fat 13 / 13.01 g (Table 2) across the star edge 23 | 24', () => {
    // 3700 kJ > 3685 → 11 (Table 2 row 11); sat 13 > 12.0 → 12: 23 → 3.5 stars; 13.01 > 13.0 → 13: 24 → 3 stars.
    expect(rate('3', { energy_kj: 3700, saturated_fat: 13 }).stars).toBe(3.5);
    const over = rate('3', { energy_kj: 3700, saturated_fat: 13.01 });
    expect([over.baselinePoints, over.stars]).toEqual([24, 3]);
    expect(over.components[1]?.row).toBe('> 13 g');
  });

  test('H11. category 3D cheese: protein not counted at 32 baseline points → 2.5 stars', () => {
    // 1650 > 1340 → 4; sat 22 > 21.0 → 21; sugars 0.1 → 0; sodium 650 > 630 → 7: 32. Protein 25 > 24 → 11 not counted.
    const r = rate('3D', { energy_kj: 1650, saturated_fat: 22, total_sugars: 0.1, sodium: 650, protein: 25 });
    expect(r.components.find((c) => c.key === 'protein')).toMatchObject({ points: 11, counted: false });
    expect([r.score, r.stars]).toEqual([32, 2.5]); // 31 < 32 ≤ 33
  });

  test('H12. category 2D yoghurt: sugars 12.8 / 12.81 g across the star edge 2 | 3', () => {
    // 400 → 1; sat 2.0 → 1; sugars 12.8 → 2; sodium 50 → 0: 4; protein 4.8 → 2 (not > 4.8): score 2 → 4 stars.
    const base = { energy_kj: 400, saturated_fat: 2, total_sugars: 12.8, sodium: 50, protein: 4.8 };
    expect([rate('2D', base).score, rate('2D', base).stars]).toEqual([2, 4]);
    // sugars 12.81 → 3: score 3 → 3.5 stars.
    expect(rate('2D', { ...base, total_sugars: 12.81 }).stars).toBe(3.5);
  });

  test('H13. sodium 2700 / 2700.1 mg: 29 and 30 points (the HSR rows), 0.5 stars', () => {
    expect(rate('2', { sodium: 2700 }).components[3]).toMatchObject({ points: 29, row: '> 2610 mg' });
    const top = rate('2', { sodium: 2700.1 });
    expect([top.components[3]?.points, top.stars, top.starsRow.startsWith('score > 24')]).toEqual([
      30,
      0.5,
      true,
    ]);
  });
});

describe('the Health Star Rating on an ANZ label', () => {
  test('H14. muesli, category 2, 30 % nuts: 3.5 stars beside the panel', () => {
    // Per 100 g: energy 1682 kJ (S11—2) > 1675 → 5; sat 3.0 > 2 → 2; sugars 20 > 16.8 → 4; sodium 150 > 90 → 1: 12.
    // 30 % ≤ 40 → 0 V; fibre 6.0 > 5.4 → 6; protein 8.0 > 6.4 → 4 (12 < 13: counted): 10. Score 2 → 3.5.
    const fop = label(ANZ_MUESLI_HSR, anz).frontOfPack;
    expect(fop).toMatchObject({
      scheme: 'anz-health-star',
      items: [],
      text: 'Health Star Rating 3.5 stars (voluntary)',
    });
    expect(fop?.rating).toMatchObject({
      category: '2',
      baselinePoints: 12,
      modifyingPoints: 10,
      score: 2,
      voluntary: true,
    });
    expect(fop?.rating?.components[0]).toMatchObject({
      key: 'energy_kj',
      amount: 1682,
      points: 5,
      row: '> 1675 kJ',
    });
  });

  test('H15. a 5-star cereal through the panel, and no rating without a category', () => {
    // 17×10 + 37×2 + 17×(70 − 10) + 8×10 = 1344 kJ > 1340 → 4; sodium 100 → 1: 5. Protein 10 → 6, fibre 10 → 10: score −11 → 5.
    const recipe = ANZ_BRAN_HSR;
    expect(label(recipe, anz).frontOfPack?.rating).toMatchObject({ score: -11, stars: 5 });
    expect(label(ANZ_MUESLI, anz).frontOfPack).toBeUndefined(); // voluntary: only with hsrCategory
  });

  test('fvnl shares over 100 % are refused as a physical limit, nothing labelled', () => {
    const resolved = resolveRecipe({ ...ANZ_MUESLI_HSR, fvnlPercent: 60, concentratedFvPercent: 50 });
    if (!resolved.ok) throw new Error('resolves');
    const outcome = generateLabel(resolved.recipe, anz);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.issues).toEqual([
        {
          code: 'physical_limit',
          path: 'concentratedFvPercent',
          message: 'fvnlPercent and concentratedFvPercent add up to 110 %, more than the whole food',
        },
      ]);
    }
  });

  test('a liquid is rated per 100 mL', () => {
    // Per 100 mL = per 100 g × 1.04 g/mL.
    const recipe: Recipe = {
      name: 'Cordial drink',
      servingSizeGrams: 250,
      form: 'liquid',
      densityGPerMl: 1.04,
      hsrCategory: '1',
      ingredients: [
        { name: 'Drink', weightGrams: 250, nutrients: { total_carbohydrate: 5, total_sugars: 5 } },
      ],
    };
    // 17 × 5 = 85 kJ/100 g → 88.4 kJ/100 mL > 61 → 3; sugars 5.2 > 4.6 → 4: score 7 → 2 stars.
    expect(label(recipe, anz).frontOfPack?.rating).toMatchObject({ baselinePoints: 7, stars: 2 });
  });
});

describe('Health Star Rating properties', () => {
  const amounts = fc.record({
    energy_kj: fc.double({ min: 0, max: 4000, noNaN: true }),
    saturated_fat: fc.double({ min: 0, max: 100, noNaN: true }),
    total_sugars: fc.double({ min: 0, max: 100, noNaN: true }),
    sodium: fc.double({ min: 0, max: 3000, noNaN: true }),
    protein: fc.double({ min: 0, max: 60, noNaN: true }),
    dietary_fiber: fc.double({ min: 0, max: 30, noNaN: true }),
  });

  test('stars are 0.5 to 5 in halves, and more sodium never raises them', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...HSR_CATEGORIES),
        amounts,
        fc.double({ min: 0, max: 500, noNaN: true }),
        (cat, values, more) => {
          const r = rate(cat, values);
          expect(r.stars * 2).toBe(Math.round(r.stars * 2));
          expect(r.stars).toBeGreaterThanOrEqual(0.5);
          expect(r.stars).toBeLessThanOrEqual(5);
          expect(r.score).toBe(r.baselinePoints - r.modifyingPoints);
          expect(rate(cat, { ...values, sodium: values.sodium + more }).stars).toBeLessThanOrEqual(r.stars);
        },
      ),
    );
  });
});
