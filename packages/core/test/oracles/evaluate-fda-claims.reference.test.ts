import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { NUTRIENT_KEYS, type NutrientValues } from '../../src/nutrients/catalog';
import { evaluateFdaClaims } from '../../src/regulations/fda/claims/evaluate-fda-claims';
import type { ClaimFacts } from '../../src/regulations/fda/claims/types';
import { FDA_RACC_CATEGORIES } from '../../src/regulations/fda/racc';
import { referenceEvaluateFdaClaims } from './evaluate-fda-claims.reference';

// Differential test: the compiled evaluator must return exactly what the original table-walking
// evaluator (frozen in evaluate-fda-claims.reference.ts) returns, claims, texts, conditions and
// warnings alike, in order.

/** Amounts around the claim thresholds, plus the odd values the input type allows. */
const amount = fc.oneof(
  { weight: 3, arbitrary: fc.double({ min: 0, max: 2, noNaN: true }) },
  { weight: 3, arbitrary: fc.double({ min: 0, max: 60, noNaN: true }) },
  { weight: 2, arbitrary: fc.double({ min: 0, max: 2500, noNaN: true }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      0,
      0.5,
      1,
      2,
      2.8,
      3,
      4,
      4.5,
      5,
      10,
      13,
      20,
      35,
      40,
      60,
      95,
      120,
      140,
      400,
      480,
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(-1, Number.NaN, Number.POSITIVE_INFINITY, 1e-12) },
);
const valuesArb = fc.dictionary(fc.constantFrom(...NUTRIENT_KEYS), amount, {
  maxKeys: NUTRIENT_KEYS.length,
}) as fc.Arbitrary<NutrientValues>;
/** Foods with all four disqualifying-level nutrients known and mostly low, so health claims come up. */
const lowLevelsArb = fc.record({
  total_fat: fc.oneof(fc.double({ min: 0, max: 4, noNaN: true }), fc.constantFrom(0, 3, 7.5)),
  saturated_fat: fc.oneof(fc.double({ min: 0, max: 1.5, noNaN: true }), fc.constantFrom(0, 1, 2.5)),
  cholesterol: fc.oneof(fc.double({ min: 0, max: 30, noNaN: true }), fc.constantFrom(0, 20, 50)),
  sodium: fc.oneof(fc.double({ min: 0, max: 200, noNaN: true }), fc.constantFrom(0, 5, 140, 350)),
});
const per100gArb: fc.Arbitrary<NutrientValues> = fc.oneof(
  valuesArb,
  fc.tuple(valuesArb, lowLevelsArb).map(([values, low]) => ({ ...values, ...low })),
);
const servingArb = fc.oneof(
  fc.double({ min: 1, max: 700, noNaN: true }),
  fc.constantFrom(0, 15, 30, 40, 50, 55, 240, 255, 283, 300, 340),
);
const categoryArb = fc.option(fc.constantFrom(...FDA_RACC_CATEGORIES, 'not_a_category'), {
  nil: undefined,
});
const namesArb = fc.option(
  fc.subarray([
    'Rolled oats',
    'orange juice',
    'Broccoli',
    'salt',
    'canola oil',
    'Butter',
    'Whole wheat flour',
  ]),
  { nil: undefined },
);

/** perServing either scaled from per100g (consistent, claims fire) or drawn on its own (missing keys on either side). */
const factsArb: fc.Arbitrary<ClaimFacts> = fc
  .record({
    per100g: per100gArb,
    ownServing: fc.option(valuesArb, { nil: undefined }),
    servingSizeGrams: servingArb,
    category: categoryArb,
    ingredientNames: namesArb,
  })
  .map(({ per100g, ownServing, servingSizeGrams, category, ingredientNames }) => ({
    per100g,
    perServing:
      ownServing ??
      (Object.fromEntries(
        Object.entries(per100g).map(([k, v]) => [k, ((v as number) * servingSizeGrams) / 100]),
      ) as NutrientValues),
    servingSizeGrams,
    ...(category === undefined ? {} : { category }),
    ...(ingredientNames === undefined ? {} : { ingredientNames }),
  }));

describe('evaluateFdaClaims ≡ the reference evaluator', () => {
  test('identical output for random foods, evaluated in sequence (no state leaks between calls)', () => {
    fc.assert(
      fc.property(fc.array(factsArb, { minLength: 1, maxLength: 4 }), (foods) => {
        for (const facts of foods) {
          expect(evaluateFdaClaims(facts)).toEqual(referenceEvaluateFdaClaims(facts));
        }
      }),
      { numRuns: 3000 },
    );
  });

  test('the generator reaches claims of every kind (so the comparison is not vacuous)', () => {
    const seen = { claims: 0, health: 0, sf: 0, fatCondition: 0 };
    fc.assert(
      fc.property(factsArb, (facts) => {
        const r = referenceEvaluateFdaClaims(facts);
        if (r.claims.length > 0) seen.claims++;
        if (r.healthClaims.length > 0) seen.health++;
        if (r.structureFunctionClaims.length > 0) seen.sf++;
        if (r.claims.some((c) => c.conditions?.some((s) => s.startsWith('Contains')))) seen.fatCondition++;
      }),
      { numRuns: 3000, seed: 42 },
    );
    expect(seen.claims).toBeGreaterThan(100);
    expect(seen.health).toBeGreaterThan(50);
    expect(seen.sf).toBeGreaterThan(100);
    expect(seen.fatCondition).toBeGreaterThan(20);
  });

  test('a known food: rolled oats, hot cereal (40 g RACC)', () => {
    // Golden label 8 of test/fda: the ids are checked there against hand arithmetic; here both
    // evaluators must agree on the whole output.
    const per100g = {
      energy_kcal: 379,
      total_fat: 6.5,
      saturated_fat: 1.1,
      trans_fat: 0,
      cholesterol: 0,
      sodium: 6,
      dietary_fiber: 10.1,
      total_sugars: 1,
      protein: 13.2,
      calcium: 52,
      iron: 4.3,
      potassium: 362,
    };
    const facts: ClaimFacts = {
      per100g,
      perServing: Object.fromEntries(Object.entries(per100g).map(([k, v]) => [k, v * 0.4])),
      servingSizeGrams: 40,
      category: 'hot_cereal_plain_dry',
      ingredientNames: ['Rolled oats'],
    };
    const result = evaluateFdaClaims(facts);
    expect(result).toEqual(referenceEvaluateFdaClaims(facts));
    // Fat 2.6 g per 40 g ≤ 3 → low fat; fiber 4.04 g = 14.4 % DV (28 g) → good source.
    expect(result.claims.map((c) => c.id)).toContain('low_fat');
    expect(result.claims.map((c) => c.id)).toContain('good_source_dietary_fiber');
  });
});
