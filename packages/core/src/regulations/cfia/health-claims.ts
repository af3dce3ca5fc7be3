/**
 * Canadian disease-risk-reduction claims (table following FDR B.01.603 ✔, wording fixed) and
 * nutrient function claims (B.01.311(3), D.01.006, D.02.004 ✔; wordings ◐ CFIA list), as data.
 * Conditions are checked per serving of stated size (no reference-amount table, see
 * content-claims.ts). "(Naming the food)" is printed as "This food": the label must name it.
 *
 * Not checked (returned as caveats): alcohol ≤ 0.5 %, the "≥ 10 % of the weighted RNI of a vitamin
 * or mineral" condition (approximated by ≥ 10 % DV), vegetable/fruit exceptions.
 *
 * @module
 */
import type { NutrientKey } from '../../nutrients/catalog';
import { amount, type Condition, ge, le } from '../_lib/claim-rules';

/** One requirement of a health claim: a content claim (by id) that must hold or must not hold, or numbers. */
export type CfiaHealthRequirement =
  | { readonly kind: 'claim'; readonly anyOf: readonly string[] }
  | { readonly kind: 'not_claim'; readonly id: string }
  | { readonly kind: 'limits'; readonly limits: readonly Condition[] }
  /** Cholesterol per 100 g of food. */
  | { readonly kind: 'per100g'; readonly limits: readonly Condition[] }
  /** Some vitamin or mineral reaches this % DV (stand-in for the weighted-RNI test). */
  | { readonly kind: 'vitamin_mineral_percent'; readonly min: number }
  /** `metric` ≤ `other`, when both are known. */
  | { readonly kind: 'not_more_than'; readonly metric: NutrientKey; readonly other: NutrientKey };

/** A disease-risk-reduction claim variant. */
export interface CfiaHealthClaimRule {
  readonly id: string;
  readonly text: string;
  readonly nutrients: readonly NutrientKey[];
  readonly cite: string;
  readonly requires: readonly CfiaHealthRequirement[];
}

const DRR = (item: number) => `FDR B.01.603 table, item ${item}`;
const NOT_LOW_ENERGY: CfiaHealthRequirement = { kind: 'not_claim', id: 'low_in_energy' };
const RNI_10: CfiaHealthRequirement = { kind: 'vitamin_mineral_percent', min: 10 };
const LOW_SAT: CfiaHealthRequirement = {
  kind: 'claim',
  anyOf: ['low_in_saturated_fat', 'free_of_saturated_fat'],
};

const SODIUM_TEXT =
  'A healthy diet containing foods high in potassium and low in sodium may reduce the risk of high blood ' +
  'pressure, a risk factor for stroke and heart disease.';
const CALCIUM_TEXT =
  'A healthy diet with adequate calcium and vitamin D, and regular physical activity, help to achieve strong ' +
  'bones and may reduce the risk of osteoporosis.';
const SAT_TEXT = 'A healthy diet low in saturated and trans fats may reduce the risk of heart disease.';

/** Disease-risk-reduction claim variants, most specific first per id family. */
export const CFIA_HEALTH_CLAIM_RULES: readonly CfiaHealthClaimRule[] = [
  {
    id: 'sodium_potassium_blood_pressure',
    text: `${SODIUM_TEXT} This food is sodium-free.`,
    nutrients: ['sodium'],
    cite: DRR(1),
    requires: [NOT_LOW_ENERGY, RNI_10, LOW_SAT, { kind: 'claim', anyOf: ['free_of_sodium'] }],
  },
  {
    id: 'sodium_potassium_blood_pressure',
    text: `${SODIUM_TEXT} This food is a good source of potassium and is low in sodium.`,
    nutrients: ['sodium', 'potassium'],
    cite: DRR(1),
    requires: [
      NOT_LOW_ENERGY,
      RNI_10,
      LOW_SAT,
      { kind: 'claim', anyOf: ['low_in_sodium'] },
      { kind: 'limits', limits: [ge(amount('potassium'), 350)] },
    ],
  },
  {
    id: 'sodium_potassium_blood_pressure',
    text: `${SODIUM_TEXT} This food is low in sodium.`,
    nutrients: ['sodium'],
    cite: DRR(1),
    requires: [NOT_LOW_ENERGY, RNI_10, LOW_SAT, { kind: 'claim', anyOf: ['low_in_sodium'] }],
  },
  {
    id: 'calcium_vitamin_d_osteoporosis',
    text: `${CALCIUM_TEXT} This food is an excellent source of calcium.`,
    nutrients: ['calcium'],
    cite: DRR(2),
    requires: [
      NOT_LOW_ENERGY,
      { kind: 'limits', limits: [ge(amount('calcium'), 275)] },
      { kind: 'not_more_than', metric: 'phosphorus', other: 'calcium' },
    ],
  },
  {
    id: 'calcium_vitamin_d_osteoporosis',
    text: `${CALCIUM_TEXT} This food is a good source of calcium.`,
    nutrients: ['calcium'],
    cite: DRR(2),
    requires: [
      NOT_LOW_ENERGY,
      { kind: 'limits', limits: [ge(amount('calcium'), 200)] },
      { kind: 'not_more_than', metric: 'phosphorus', other: 'calcium' },
    ],
  },
  {
    id: 'saturated_trans_fat_heart_disease',
    text: `${SAT_TEXT} This food is free of saturated and trans fats.`,
    nutrients: ['saturated_fat', 'trans_fat'],
    cite: DRR(3),
    requires: [
      NOT_LOW_ENERGY,
      RNI_10,
      { kind: 'claim', anyOf: ['free_of_saturated_fat'] },
      { kind: 'limits', limits: [le(amount('sodium'), 480)] },
      { kind: 'per100g', limits: [le(amount('cholesterol'), 100)] },
    ],
  },
  {
    id: 'saturated_trans_fat_heart_disease',
    text: `${SAT_TEXT} This food is low in saturated and trans fats.`,
    nutrients: ['saturated_fat', 'trans_fat'],
    cite: DRR(3),
    requires: [
      NOT_LOW_ENERGY,
      RNI_10,
      { kind: 'claim', anyOf: ['low_in_saturated_fat'] },
      { kind: 'limits', limits: [le(amount('sodium'), 480)] },
      { kind: 'per100g', limits: [le(amount('cholesterol'), 100)] },
    ],
  },
];

/** Caveats returned with every Canadian health claim. */
export const CFIA_HEALTH_CLAIM_CAVEAT =
  'Canadian health claims: replace "This food" with the common name of the food; alcohol ≤ 0.5 % and the ' +
  '≥ 10 % weighted-RNI condition (checked as ≥ 10 % DV) must be confirmed (FDR B.01.603).';

/** Nutrient function claims: allowed when the nutrient is at least a "source" (≥ 5 % DV per serving). */
export const CFIA_FUNCTION_CLAIMS: readonly { readonly nutrient: NutrientKey; readonly text: string }[] = [
  { nutrient: 'vitamin_a', text: 'Vitamin A aids normal bone and tooth development.' },
  {
    nutrient: 'vitamin_d',
    text: 'Vitamin D is a factor in the formation and maintenance of bones and teeth.',
  },
  {
    nutrient: 'vitamin_c',
    text: 'Vitamin C is a factor in the development and maintenance of bones, cartilage, teeth and gums.',
  },
  { nutrient: 'calcium', text: 'Calcium aids in the formation and maintenance of bones and teeth.' },
  { nutrient: 'iron', text: 'Iron is a factor in red blood cell formation.' },
  {
    nutrient: 'folate',
    text: 'Folate is a factor in the normal early development of the fetal brain and spinal cord.',
  },
];

/** Minimum % DV per serving for a function claim (D.01.006, D.02.004 ✔: the nutrient must be a "source"). */
export const CFIA_FUNCTION_CLAIM_MIN_PERCENT = 5;
