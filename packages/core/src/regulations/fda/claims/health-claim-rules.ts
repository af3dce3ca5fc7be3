/**
 * Authorized health claims (21 CFR 101.72–101.83) that nutrient data can decide, as data.
 * Texts are the paraphrased model claims of spec §6.2, not the CFR model wording.
 *
 * Every claim is additionally subject to the disqualifying levels of 101.14(a)(4) and the
 * 10 % rule of 101.14(e)(6) (both applied by the evaluator).
 *
 * Not generated, on purpose:
 * - 101.79 folate / neural tube defects, 101.80 sugar alcohols / dental caries: criteria ⚠ in the spec;
 * - 101.81 oat/barley/psyllium soluble fiber: needs β-glucan or psyllium soluble-fiber data,
 *   which the nutrient catalog does not carry;
 * - 101.82 soy protein (soy-protein amount unknown; revocation proposed 2017) and
 *   101.83 plant sterol/stanol esters (ester amount unknown).
 *
 * @module
 */
import type { HealthClaimRule } from './types';

const GOOD_SOURCE_FIBER = ['good_source_dietary_fiber', 'high_dietary_fiber'] as const;

/** The 10 % rule, 101.14(e)(6): ≥ 10 % DV of one of these per RACC before any nutrient addition. */
export const TEN_PERCENT_RULE = {
  nutrients: ['vitamin_a', 'vitamin_c', 'iron', 'calcium', 'protein', 'dietary_fiber'],
  minPct: 10,
  cite: '21 CFR 101.14(e)(6)',
} as const;

/** Caveat for claims whose qualifying nutrient must be present without fortification. */
export const NO_FORTIFICATION_CAVEAT =
  'Health claims 101.76–101.78 require the qualifying nutrient (fiber, vitamin A or C) to be present ' +
  'without fortification, and the 10 % rule (21 CFR 101.14(e)(6)) counts only nutrients present before ' +
  'any addition: confirm that the food is not fortified with them.';

/** The health-claim rule table. */
export const HEALTH_CLAIM_RULES: readonly HealthClaimRule[] = [
  {
    id: 'calcium_osteoporosis',
    text: 'Getting enough calcium throughout life, with a balanced diet and physical activity, may lower the risk of osteoporosis.',
    nutrients: ['calcium'],
    cite: '21 CFR 101.72',
    requires: [
      { kind: 'any_claim', claimIds: ['high_calcium'] },
      { kind: 'not_more_than', metric: 'phosphorus', other: 'calcium' },
    ],
    addendum: {
      limits: [{ metric: 'calcium', op: 'gt', value: 400, at: ['serving'] }],
      text: ' Adequate calcium intake is important, but daily intakes above about 2,000 mg are not likely to provide any additional benefit.',
      mark: 'unverified',
    },
  },
  {
    id: 'calcium_vitamin_d_osteoporosis',
    text: 'Getting enough calcium and vitamin D throughout life, with a balanced diet and physical activity, may lower the risk of osteoporosis.',
    nutrients: ['calcium', 'vitamin_d'],
    cite: '21 CFR 101.72',
    requires: [
      { kind: 'any_claim', claimIds: ['high_calcium'] },
      { kind: 'any_claim', claimIds: ['high_vitamin_d'] },
      { kind: 'not_more_than', metric: 'phosphorus', other: 'calcium' },
    ],
    addendum: {
      limits: [{ metric: 'calcium', op: 'gt', value: 400, at: ['serving'] }],
      text: ' Adequate calcium intake is important, but daily intakes above about 2,000 mg are not likely to provide any additional benefit.',
      mark: 'unverified',
    },
  },
  {
    id: 'fat_cancer',
    text: 'Cancer has many causes; eating a diet low in total fat may reduce the risk of some cancers.',
    nutrients: ['total_fat'],
    cite: '21 CFR 101.73',
    requires: [{ kind: 'claim', claimId: 'low_fat', forFishAndGame: 'extra_lean' }],
  },
  {
    id: 'sodium_hypertension',
    text: 'A low-sodium diet may lower the risk of high blood pressure, a condition with many causes.',
    nutrients: ['sodium'],
    cite: '21 CFR 101.74',
    requires: [{ kind: 'claim', claimId: 'low_sodium' }],
  },
  {
    id: 'saturated_fat_cholesterol_chd',
    text: 'Heart disease depends on many factors; a diet low in saturated fat and cholesterol may reduce its risk.',
    nutrients: ['saturated_fat', 'cholesterol'],
    cite: '21 CFR 101.75',
    requires: [
      { kind: 'claim', claimId: 'low_saturated_fat' },
      { kind: 'claim', claimId: 'low_cholesterol' },
      { kind: 'claim', claimId: 'low_fat', forFishAndGame: 'extra_lean' },
    ],
  },
  {
    id: 'fiber_grains_fruits_vegetables_cancer',
    text: 'Low-fat diets rich in fiber-containing grains, fruits and vegetables may reduce the risk of some cancers.',
    nutrients: ['dietary_fiber', 'total_fat'],
    cite: '21 CFR 101.76',
    requires: [
      { kind: 'food_type', types: ['grain', 'fruit', 'vegetable'] },
      { kind: 'claim', claimId: 'low_fat' },
      { kind: 'any_claim', claimIds: GOOD_SOURCE_FIBER },
    ],
    caveat: NO_FORTIFICATION_CAVEAT,
  },
  {
    id: 'soluble_fiber_fruits_vegetables_grains_chd',
    text: 'Diets low in saturated fat and cholesterol and rich in fruits, vegetables and grains with soluble fiber may reduce heart-disease risk.',
    nutrients: ['soluble_fiber', 'saturated_fat', 'cholesterol'],
    cite: '21 CFR 101.77',
    requires: [
      { kind: 'food_type', types: ['grain', 'fruit', 'vegetable'] },
      { kind: 'claim', claimId: 'low_saturated_fat' },
      { kind: 'claim', claimId: 'low_cholesterol' },
      { kind: 'claim', claimId: 'low_fat' },
      { kind: 'limits', limits: [{ metric: 'soluble_fiber', op: 'ge', value: 0.6, at: ['racc'] }] },
    ],
    caveat: NO_FORTIFICATION_CAVEAT,
  },
  {
    id: 'fruits_vegetables_cancer',
    text: 'Low-fat diets with plenty of fruits and vegetables may reduce the risk of some cancers.',
    nutrients: ['total_fat', 'vitamin_a', 'vitamin_c', 'dietary_fiber'],
    cite: '21 CFR 101.78',
    requires: [
      { kind: 'food_type', types: ['fruit', 'vegetable'] },
      { kind: 'claim', claimId: 'low_fat' },
      {
        kind: 'any_claim',
        claimIds: [
          ...GOOD_SOURCE_FIBER,
          'good_source_vitamin_a',
          'high_vitamin_a',
          'good_source_vitamin_c',
          'high_vitamin_c',
        ],
      },
    ],
    caveat: NO_FORTIFICATION_CAVEAT,
  },
];
