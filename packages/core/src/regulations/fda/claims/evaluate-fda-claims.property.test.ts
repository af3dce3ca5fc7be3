import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { NutrientKey, NutrientValues } from '../../../nutrients/catalog';
import { FDA_DAILY_VALUES } from '../daily-values';
import { FDA_RACC_CATEGORIES, raccFor } from '../racc';
import { evaluateFdaClaims } from './evaluate-fda-claims';
import type { ClaimFacts } from './types';

// Independent re-statement of the thresholds (spec §5.1, §5.3, §5.5, §6.1, §7), checked against
// whatever the evaluator returns for random foods. Tolerance matches the evaluator's 1e-9.
const TOL = 1e-9;
const le = (a: number | undefined, b: number) => a !== undefined && a <= b + TOL * Math.max(1, b);
const lt = (a: number | undefined, b: number) => a !== undefined && a < b - TOL * Math.max(1, b);
const ge = (a: number | undefined, b: number) => a !== undefined && a >= b - TOL * Math.max(1, b);

const KEYS: readonly NutrientKey[] = [
  'energy_kcal',
  'total_fat',
  'saturated_fat',
  'trans_fat',
  'cholesterol',
  'sodium',
  'total_sugars',
  'dietary_fiber',
  'soluble_fiber',
  'protein',
  'vitamin_d',
  'calcium',
  'iron',
  'potassium',
  'vitamin_a',
  'vitamin_c',
  'phosphorus',
  'thiamin',
];

/** Random amounts per 100 g; small values are common so that claims actually fire. */
const amount = fc.oneof(
  fc.double({ min: 0, max: 2, noNaN: true }),
  fc.double({ min: 0, max: 50, noNaN: true }),
  fc.double({ min: 0, max: 2000, noNaN: true }),
  fc.constantFrom(0, 0.5, 3, 5, 13, 20, 140, 480, 490, 1000),
  fc.double({ min: 100, max: 1200, noNaN: true }),
);
const per100gArb = fc.dictionary(fc.constantFrom(...KEYS), amount) as fc.Arbitrary<NutrientValues>;
const categoryArb = fc.option(fc.constantFrom(...FDA_RACC_CATEGORIES, 'not_a_category'), { nil: undefined });

const factsArb: fc.Arbitrary<ClaimFacts> = fc
  .record({
    per100g: per100gArb,
    servingSizeGrams: fc.double({ min: 1, max: 600, noNaN: true }),
    category: categoryArb,
    ingredientNames: fc.subarray(['rolled oats', 'orange juice', 'broccoli', 'salt', 'canola oil']),
  })
  .map(({ per100g, servingSizeGrams, category, ingredientNames }) => ({
    per100g,
    perServing: Object.fromEntries(
      Object.entries(per100g).map(([k, v]) => [k, ((v as number) * servingSizeGrams) / 100]),
    ) as NutrientValues,
    servingSizeGrams,
    ingredientNames,
    ...(category === undefined ? {} : { category }),
  }));

/** Amounts at the scopes of an individual food, computed here independently of the evaluator. */
function scopes(facts: ClaimFacts) {
  const entry = facts.category === undefined ? undefined : raccFor(facts.category);
  const raccGrams = entry === undefined ? facts.servingSizeGrams : (entry.grams ?? entry.ml ?? 0);
  const small = entry !== undefined && ((entry.grams ?? 99) <= 30 || (entry.ml ?? 99) <= 30);
  const at = (k: NutrientKey, grams: number) => {
    const v = facts.per100g[k];
    return v === undefined ? undefined : (v * grams) / 100;
  };
  return {
    racc: (k: NutrientKey) => at(k, raccGrams),
    serving: (k: NutrientKey) => at(k, facts.servingSizeGrams),
    per50: (k: NutrientKey) => (small ? at(k, 50) : 0),
  };
}

const isMealType = (f: ClaimFacts) => f.category === 'main_dish' || f.category === 'meal';

describe('evaluateFdaClaims properties', () => {
  test('never throws and returns well-formed results', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const r = evaluateFdaClaims(facts);
        expect(new Set(r.claims.map((c) => c.id)).size).toBe(r.claims.length);
        for (const h of r.healthClaims) expect(h.citation).toMatch(/^21 CFR 101\.7\d$/);
        if (facts.category === undefined)
          expect(r.warnings[0]).toMatch(/^Claims are evaluated on the labelled serving/);
      }),
      { numRuns: 500 },
    );
  });

  test('never throws on hostile input (NaN, infinities, negatives, zero serving)', () => {
    const anyNumber = fc.double();
    const values = fc.dictionary(fc.constantFrom(...KEYS), anyNumber) as fc.Arbitrary<NutrientValues>;
    fc.assert(
      fc.property(
        values,
        values,
        anyNumber,
        categoryArb,
        (perServing, per100g, servingSizeGrams, category) => {
          const r = evaluateFdaClaims({
            perServing,
            per100g,
            servingSizeGrams,
            ...(category === undefined ? {} : { category }),
          });
          expect(Array.isArray(r.claims)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  test('no claim of an individual food violates its threshold', () => {
    fc.assert(
      fc.property(
        factsArb.filter((f) => !isMealType(f)),
        (facts) => {
          const r = evaluateFdaClaims(facts);
          const s = scopes(facts);
          const lowAt = (k: NutrientKey, limit: number) => le(s.racc(k), limit) && le(s.per50(k), limit);
          const freeAt = (k: NutrientKey, limit: number) => lt(s.racc(k), limit) && lt(s.serving(k), limit);
          const checks: Record<string, () => boolean> = {
            calorie_free: () => freeAt('energy_kcal', 5),
            low_calorie: () => lowAt('energy_kcal', 40),
            fat_free: () => freeAt('total_fat', 0.5),
            low_fat: () => lowAt('total_fat', 3),
            saturated_fat_free: () => freeAt('saturated_fat', 0.5) && freeAt('trans_fat', 0.5),
            low_saturated_fat: () => le(s.racc('saturated_fat'), 1),
            cholesterol_free: () => freeAt('cholesterol', 2) && le(s.racc('saturated_fat'), 2),
            low_cholesterol: () => lowAt('cholesterol', 20) && le(s.racc('saturated_fat'), 2),
            sodium_free: () => freeAt('sodium', 5),
            very_low_sodium: () => lowAt('sodium', 35),
            low_sodium: () => lowAt('sodium', 140),
            sugar_free: () => freeAt('total_sugars', 0.5),
          };
          for (const c of r.claims) {
            const check = checks[c.id];
            if (check !== undefined) expect(check(), c.id).toBe(true);
            const m = /^(good_source|high)_(.+)$/.exec(c.id);
            if (m) {
              const key = m[2] as NutrientKey;
              const dv = FDA_DAILY_VALUES[key]?.amount ?? Number.NaN;
              const pct = ((s.racc(key) ?? 0) / dv) * 100;
              expect(ge(pct, m[1] === 'high' ? 20 : 10), c.id).toBe(true);
              if (m[1] === 'good_source') expect(lt(pct, 20), c.id).toBe(true);
            }
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  test('claims carry the 101.13(h) statement whenever a disclosure level is exceeded', () => {
    fc.assert(
      fc.property(
        factsArb.filter((f) => !isMealType(f)),
        (facts) => {
          const r = evaluateFdaClaims(facts);
          const s = scopes(facts);
          const over = (k: NutrientKey, level: number) =>
            [s.racc(k), s.serving(k), s.per50(k)].some((a) => a !== undefined && a > level * (1 + TOL));
          const exceeded = [
            ['total_fat', 13],
            ['saturated_fat', 4],
            ['cholesterol', 60],
            ['sodium', 480],
          ].filter(([k, level]) => over(k as NutrientKey, level as number));
          for (const c of r.claims) {
            const statement = c.conditions?.find((x) => x.startsWith('See nutrition information for'));
            expect(statement !== undefined, c.id).toBe(exceeded.length > 0);
          }
          if (exceeded.length > 0) expect(r.healthClaims).toEqual([]);
        },
      ),
      { numRuns: 1000 },
    );
  });

  test('health claims only for foods within the disqualifying levels that meet the 10 % rule', () => {
    fc.assert(
      fc.property(
        factsArb.filter((f) => !isMealType(f)),
        (facts) => {
          const r = evaluateFdaClaims(facts);
          if (r.healthClaims.length === 0) return;
          const s = scopes(facts);
          for (const [k, level] of [
            ['total_fat', 13],
            ['saturated_fat', 4],
            ['cholesterol', 60],
            ['sodium', 480],
          ] as const) {
            for (const a of [s.racc(k), s.serving(k), s.per50(k)]) expect(le(a, level), k).toBe(true);
          }
          const tenPct = (
            ['vitamin_a', 'vitamin_c', 'iron', 'calcium', 'protein', 'dietary_fiber'] as const
          ).some((k) => ge(((s.racc(k) ?? 0) / (FDA_DAILY_VALUES[k]?.amount ?? 1)) * 100, 10));
          expect(tenPct).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });

  test('structure/function statements only at ≥ 10 % DV per RACC and per serving', () => {
    fc.assert(
      fc.property(
        factsArb.filter((f) => !isMealType(f)),
        (facts) => {
          const s = scopes(facts);
          for (const sf of evaluateFdaClaims(facts).structureFunctionClaims) {
            const dv = FDA_DAILY_VALUES[sf.nutrient]?.amount ?? Number.NaN;
            expect(ge(((s.racc(sf.nutrient) ?? 0) / dv) * 100, 10), sf.id).toBe(true);
            expect(ge(((s.serving(sf.nutrient) ?? 0) / dv) * 100, 10), sf.id).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
