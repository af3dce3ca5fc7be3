/**
 * Golden Health Star Ratings of the special cases (docs/regulations/anz.md §6.5–6.6), worked by hand:
 * the product kinds rated automatically (`recipe.hsrProduct`: plain water 5 stars and unsweetened
 * flavoured water 4.5 in category 1, fresh or minimally processed fruit and vegetables 5 in category 2,
 * their score still shown), and the form of the food (`recipe.hsrAddedWater`: a food the directions
 * rehydrate or dilute with water is rated as so prepared, each amount × 100 / (100 + water)). Amounts
 * are per 100 g (100 mL); the points rows are those of health-star-tables.ts (anz.md §6.1–6.3). Shares
 * or water given without a category rate nothing and say so in `warnings` (api.md §13).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { eu, fda, generateLabel, type Recipe, resolveRecipe } from '../../src/index';
import type { NutrientValues } from '../../src/nutrients/catalog';
import { slotsOf } from '../../src/nutrients/nutrient-slots';
import { anz } from '../../src/regulations/anz';
import { type HealthStarInput, healthStarRating } from '../../src/regulations/anz/health-star-rating';
import { HSR_CATEGORIES, HSR_PRODUCTS, type HsrCategory } from '../../src/regulations/anz/health-star-tables';
import { ANZ_SOUP_POWDER } from '../fixtures';
import { label } from './helpers';

const rate = (
  category: HsrCategory,
  values: NutrientValues,
  more: Omit<HealthStarInput, 'category' | 'per100'> = {},
) => healthStarRating({ category, per100: slotsOf(values), ...more });

/** [key, points] of each component. */
const points = (r: ReturnType<typeof rate>) => r.components.map((c) => [c.key, c.points]);

const WATER: NutrientValues = { energy_kj: 0, total_sugars: 0, sodium: 2 };

describe('products rated automatically (anz.md §6.5)', () => {
  test('H16. plain water: score 1 gives 3.5 stars, declared plain water 5', () => {
    // Category 1: energy 0 ≤ 31 kJ → 1 (the category's base), sugars 0 ≤ 0.1 → 0, no V points: score 1.
    const byScore = rate('1', WATER);
    expect([byScore.score, byScore.stars]).toEqual([1, 3.5]); // 0 < 1 ≤ 1 → 3.5 (category 1 star row)
    const declared = rate('1', WATER, { product: 'plain_water' });
    expect([declared.score, declared.stars, declared.product]).toEqual([1, 5, 'plain_water']); // automatic 5
    expect(declared.starsRow).toMatch(/^plain water → 5 stars automatically \(category 1; /);
  });

  test('H17. unsweetened flavoured water: 4.5 stars whatever its score', () => {
    // 31 | 32 kJ: energy 1 | 2 points, score 1 | 2 (3.5 | 3 stars by score); declared: 4.5 both.
    expect(rate('1', { ...WATER, energy_kj: 32 }).stars).toBe(3);
    for (const energy_kj of [31, 32]) {
      const r = rate('1', { ...WATER, energy_kj }, { product: 'unsweetened_flavoured_water' });
      expect(r.stars).toBe(4.5);
      expect(r.score).toBe(energy_kj === 31 ? 1 : 2);
    }
  });

  test('H18. a frozen banana: 4.5 stars by score (−7), 5 as minimally processed fruit', () => {
    // Category 2: 370 kJ > 335 → 1; sat 0.1 → 0; sugars 12.2 > 8.9 → 2 (≤ 12.8); sodium 1 → 0: 3.
    // V 100 % → 8; fibre 2.4 > 1.9 → 2; protein 1.1 ≤ 1.6 → 0: 10. Score −7 ≤ −7 → 4.5.
    const banana = {
      energy_kj: 370,
      saturated_fat: 0.1,
      total_sugars: 12.2,
      sodium: 1,
      dietary_fiber: 2.4,
      protein: 1.1,
    };
    const byScore = rate('2', banana, { fvnlPercent: 100 });
    expect(points(byScore)).toEqual([
      ['energy_kj', 1],
      ['saturated_fat', 0],
      ['total_sugars', 2],
      ['sodium', 0],
      ['fvnl', 8],
      ['dietary_fiber', 2],
      ['protein', 0],
    ]);
    expect([byScore.score, byScore.stars]).toEqual([-7, 4.5]);
    const declared = rate('2', banana, { fvnlPercent: 100, product: 'minimally_processed_fruit_vegetables' });
    expect([declared.score, declared.stars]).toEqual([-7, 5]);
  });
});

describe('declared products on an ANZ label', () => {
  const water: Recipe = {
    name: 'Spring water',
    servingSizeGrams: 600,
    form: 'liquid',
    ingredients: [{ name: 'Water', weightGrams: 600, nutrients: { sodium: 0.002 } }],
  };

  test('H19. a product kind names its category: plain water without hsrCategory is category 1, 5 stars', () => {
    const rating = label({ ...water, hsrProduct: 'plain_water' }, anz).frontOfPack?.rating;
    expect(rating).toMatchObject({ category: '1', stars: 5, score: 1, product: 'plain_water' });
    expect(label(water, anz).frontOfPack).toBeUndefined(); // neither: no rating, as before
  });

  test('H20. a kind given with another category is refused (422), nothing labelled', () => {
    const resolved = resolveRecipe({ ...water, hsrProduct: 'plain_water', hsrCategory: '2' });
    if (!resolved.ok) throw new Error('resolves');
    const outcome = generateLabel(resolved.recipe, anz);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(outcome.issues).toEqual([
        {
          code: 'inconsistent_fields',
          path: 'hsrProduct',
          message: 'plain water is rated in category 1, not 2 (hsrCategory)',
        },
      ]);
    const same = label({ ...water, hsrProduct: 'plain_water', hsrCategory: '1' }, anz);
    expect(same.frontOfPack?.rating?.stars).toBe(5);
  });
});

describe('the form of the food: rated as prepared with water (anz.md §6.6)', () => {
  test('H21. a cordial diluted 1 + 4: 605 | 610 kJ as sold, 121 | 122 kJ as prepared, across 1.5 | 1 star', () => {
    // As prepared (× 100 / 500): 121 kJ ≤ 121 → 4 points, 122 > 121 → 5; sugars 35 → 7 > 6.1 → 5 (≤ 7.6).
    const at = rate('1', { energy_kj: 605, total_sugars: 35 }, { addedWater: 400 });
    expect(points(at)).toEqual([
      ['energy_kj', 4],
      ['total_sugars', 5],
      ['fvnl', 0],
    ]);
    expect(at.components[0]?.amount).toBe(121);
    expect([at.score, at.stars, at.addedWater]).toEqual([9, 1.5, 400]); // 7 < 9 ≤ 9 → 1.5
    expect(at.starsRow).toMatch(/as prepared with 400 g water per 100 as sold/);
    const over = rate('1', { energy_kj: 610, total_sugars: 35 }, { addedWater: 400 });
    expect([over.score, over.stars]).toEqual([10, 1]); // 9 < 10 ≤ 11 → 1
    // As sold: 605 kJ > 271 → 10, sugars 35 > 13.6 → 10: score 20 → 0.5 stars.
    const sold = rate('1', { energy_kj: 605, total_sugars: 35 });
    expect([sold.score, sold.stars, sold.addedWater]).toEqual([20, 0.5, undefined]);
  });

  test('H22. the fvnl share is diluted too: 100 % fruit + 300 | 301 g water, 25 % | 24.94 %', () => {
    // + 300: 400 kJ → 100 > 91 → 4; sugars 20 → 5 > 4.6 → 4; fvnl 25 % ≥ 25 → 1 V point: score 7 → 2 stars.
    const at = rate('1', { energy_kj: 400, total_sugars: 20 }, { fvnlPercent: 100, addedWater: 300 });
    expect(points(at)).toEqual([
      ['energy_kj', 4],
      ['total_sugars', 4],
      ['fvnl', 1],
    ]);
    expect(at.stars).toBe(2); // 5 < 7 ≤ 7
    // + 301: 99.75 kJ → 4; sugars 4.99 → 4; fvnl 24.94 % < 25 → 0: score 8 → 1.5 stars.
    const over = rate('1', { energy_kj: 400, total_sugars: 20 }, { fvnlPercent: 100, addedWater: 301 });
    expect([over.score, over.stars]).toEqual([8, 1.5]);
  });

  test('H23. a soup powder through the label: the panel stays as sold, the rating as prepared', () => {
    // 100 g powder: carbohydrate 60 g, protein 10 g, fat 5 g, sodium 4000 mg; 17×60 + 17×10 + 37×5 = 1375 kJ.
    const recipe = ANZ_SOUP_POWDER;
    const result = label(recipe, anz);
    // As prepared (÷ 10): 137.5 kJ → 0; sat 0.1 → 0; sugars 0.5 → 0; sodium 400 > 360 → 4 (≤ 450);
    // protein 1.0 → 0: score 4 → 3 stars (2 < 4 ≤ 6). As sold: 1375 kJ > 1340 → 4, sodium 4000 > 2700 → 30,
    // 34 points and no V points: protein not counted (S5—5(2)), score 34 → 0.5 stars.
    expect(result.frontOfPack?.rating).toMatchObject({
      baselinePoints: 4,
      score: 4,
      stars: 3,
      addedWater: 900,
    });
    expect(label({ ...recipe, hsrAddedWater: undefined }, anz).frontOfPack?.rating).toMatchObject({
      score: 34,
      stars: 0.5,
    });
    const sodium = result.label.nutrients.find((n) => n.key === 'sodium');
    expect([sodium?.display, sodium?.per100?.display]).toEqual(['800 mg', '4000 mg']); // the panel: as sold
  });
});

describe('rating inputs without a category (api.md §13: no category is assumed)', () => {
  const juice: Recipe = {
    name: 'Apple juice concentrate',
    servingSizeGrams: 50,
    form: 'liquid',
    fvnlPercent: 40,
    hsrAddedWater: 400,
    ingredients: [
      { name: 'Concentrate', weightGrams: 100, nutrients: { energy_kj: 1100, total_sugars: 60 } },
    ],
  };
  const unrated =
    'No Health Star Rating: fvnlPercent and hsrAddedWater were given, but the rating needs its category, hsrCategory or hsrProduct (no category is assumed; api.md §13, anz.md §6).';

  test('H24. fvnlPercent and hsrAddedWater alone: no rating, and a warning naming both', () => {
    const result = label(juice, anz);
    expect(result.frontOfPack).toBeUndefined();
    expect(result.warnings).toContain(unrated);
    // With the category the same fields rate the food, and the warning goes.
    const rated = label({ ...juice, hsrCategory: '1' }, anz);
    expect(rated.frontOfPack?.rating?.addedWater).toBe(400);
    expect(rated.warnings.filter((w) => w.startsWith('No Health Star Rating'))).toEqual([]);
    // A product kind names the category (anz.md §6.5): no warning either.
    const kind = label({ ...juice, hsrProduct: 'unsweetened_flavoured_water' }, anz);
    expect(kind.frontOfPack?.rating?.stars).toBe(4.5);
    expect(kind.warnings.filter((w) => w.startsWith('No Health Star Rating'))).toEqual([]);
  });

  test('H25. the fields are ANZ-only: other formats say nothing of them, as of any foreign field', () => {
    const { fvnlPercent: _f, hsrAddedWater: _w, ...plain } = juice;
    for (const format of [fda, eu])
      expect(label({ ...juice, concentratedFvPercent: 5 }, format).warnings).toEqual(
        label(plain, format).warnings,
      );
  });
});

describe('special cases: properties', () => {
  const amounts = fc.record({
    energy_kj: fc.double({ min: 0, max: 4000, noNaN: true }),
    saturated_fat: fc.double({ min: 0, max: 100, noNaN: true }),
    total_sugars: fc.double({ min: 0, max: 100, noNaN: true }),
    sodium: fc.double({ min: 0, max: 3000, noNaN: true }),
  });

  test('a declared product takes its automatic stars whatever its amounts; its score is the undeclared one', () => {
    fc.assert(
      fc.property(fc.constantFrom(...HSR_PRODUCTS), amounts, (product, values) => {
        const category = product === 'minimally_processed_fruit_vegetables' ? '2' : '1';
        const r = rate(category, values, { product });
        expect(r.stars).toBe(product === 'unsweetened_flavoured_water' ? 4.5 : 5);
        expect(r.score).toBe(rate(category, values).score);
      }),
    );
  });

  test('no water added rates the food as sold', () => {
    fc.assert(
      fc.property(fc.constantFrom(...HSR_CATEGORIES), amounts, (category, values) => {
        expect(rate(category, values, { addedWater: 0 })).toEqual(rate(category, values));
      }),
    );
  });
});
