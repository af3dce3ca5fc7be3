import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { NUTRIENT_KEYS, type NutrientValues } from '../../nutrients/catalog';
import { slotsOf } from '../../nutrients/nutrient-slots';
import { CFIA_MACRO_CLAIM_RULES, CFIA_VITAMIN_MINERAL_CLAIM_RULES } from '../cfia/content-claims';
import { CHINA_MACRO_CLAIM_RULES, CHINA_MICRONUTRIENT_CLAIM_RULES } from '../china/content-claims';
import { EU_MICRONUTRIENT_CLAIM_RULES, EU_NUTRITION_CLAIM_RULES } from '../eu/nutrition-claims';
import {
  amount,
  evaluateClaimRules,
  ge,
  le,
  measure,
  ruleHolds,
  satPlusTrans,
  type ThresholdClaimRule,
} from './claim-rules';

const TABLES: Record<string, readonly ThresholdClaimRule[]> = {
  cfia: [...CFIA_MACRO_CLAIM_RULES, ...CFIA_VITAMIN_MINERAL_CLAIM_RULES],
  eu: [...EU_NUTRITION_CLAIM_RULES, ...EU_MICRONUTRIENT_CLAIM_RULES],
  china: [...CHINA_MACRO_CLAIM_RULES, ...CHINA_MICRONUTRIENT_CLAIM_RULES],
};

/** The table walked rule by rule with the uncompiled conditions: what the compiled plan must equal. */
function reference(rules: readonly ThresholdClaimRule[], values: NutrientValues, form: 'solid' | 'liquid') {
  const amounts = slotsOf(values);
  const ids: string[] = [];
  for (const rule of rules) {
    if (values[rule.nutrient] === undefined || ids.includes(rule.id)) continue;
    if (ruleHolds(rule, amounts, form)) ids.push(rule.id);
  }
  return ids;
}

describe('evaluateClaimRules (compiled once per table)', () => {
  for (const [name, rules] of Object.entries(TABLES)) {
    // Every threshold of the table, and amounts just either side of it.
    const thresholds = [
      ...new Set(rules.flatMap((r) => [...(r.solid ?? []), ...(r.liquid ?? [])].flat())),
    ].map((c) => c.value);
    const near = fc
      .tuple(fc.constantFrom(...thresholds), fc.constantFrom(1, 1 - 1e-12, 1 + 1e-12, 0.5, 2, 10))
      .map(([t, f]) => t * f);
    const value = fc.oneof(near, fc.double({ min: 0, max: 3000, noNaN: true }), fc.constant(0));
    const values = fc.dictionary(fc.constantFrom(...NUTRIENT_KEYS), value, {
      maxKeys: 20,
    }) as fc.Arbitrary<NutrientValues>;
    test(`${name}: the same claims, in the same order, as walking the table`, () => {
      fc.assert(
        fc.property(values, fc.constantFrom('solid', 'liquid' as const), (v, form) => {
          const compiled = evaluateClaimRules(rules, v, form, '100g').map((c) => c.id);
          expect(compiled).toEqual(reference(rules, v, form));
        }),
        { numRuns: 2000 },
      );
    });
  }

  test('conditions compare with a relative tolerance of 1e-9 and never hold on missing data', () => {
    const rule: ThresholdClaimRule = {
      id: 'low_x',
      text: 'Low x',
      nutrient: 'total_fat',
      cite: 'test',
      solid: [[le(amount('total_fat'), 3), ge(satPlusTrans, 0)]],
    };
    const ids = (v: NutrientValues) => evaluateClaimRules([rule], v, 'solid', 'serving').map((c) => c.id);
    expect(ids({ total_fat: 3 + 2e-9, saturated_fat: 1 })).toEqual(['low_x']);
    expect(ids({ total_fat: 3 + 4e-9, saturated_fat: 1 })).toEqual([]);
    expect(ids({ total_fat: 1 })).toEqual([]);
    expect(measure(satPlusTrans, { saturated_fat: 1 })).toBe(1);
    expect(measure(satPlusTrans, { trans_fat: 1 })).toBeUndefined();
  });
});
