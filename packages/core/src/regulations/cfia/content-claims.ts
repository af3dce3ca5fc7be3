/**
 * Canadian nutrient content claims as data: the Table of Permitted Nutrient Content Statements
 * and Claims (CA-TNCC, item numbers ✔ from FDR cross-references) and the vitamin/mineral grades
 * (D.01.004, D.02.002). Thresholds and marks from docs/spec/regulations-intl.md §1.5; the TNCC
 * is not stored, so most thresholds are ✖ unverified there and carry `mark: 'unverified'`.
 *
 * Basis: the TNCC tests per reference amount AND per serving of stated size (and per 50 g when
 * RA ≤ 30 g). With a category that has a row of the Table of Reference Amounts
 * (reference-amounts.ts) evaluate-claims.ts holds a claim only when it holds on both (basis
 * `racc`); without one, per serving of stated size (basis `serving`) and the caller is warned.
 *
 * Not evaluated: protein claims (need a protein rating, FO-1/PDCAAS), omega-3/omega-6 claims (no
 * data keys), comparative claims ("reduced", "lower", "more", "light": need a reference food),
 * "no added" claims (depend on ingredients' function, not amounts).
 *
 * @module
 */
import type { NutrientKey } from '../../nutrients/catalog';
import {
  amount,
  type Condition,
  ge,
  le,
  lt,
  percentOf,
  satPlusTrans,
  satTransEnergyShare,
  type ThresholdClaimRule,
} from '../_lib/claim-rules';
import { CFIA_DAILY_VALUES } from './daily-values';

const TNCC = (item: number | string) => `CA-TNCC item ${item}`;

/** Conditions of "low in saturated fatty acids" [19]: sat + trans ≤ 2 g and ≤ 15 % of energy. */
const LOW_SAT = [le(satPlusTrans, 2), le(satTransEnergyShare, 15)];

const rule = (
  id: string,
  text: string,
  nutrient: NutrientKey,
  cite: string,
  conditions: readonly Condition[],
  verified = false,
): ThresholdClaimRule => ({
  id,
  text,
  nutrient,
  cite,
  ...(verified ? {} : { mark: 'unverified' as const }),
  solid: [conditions],
  liquid: [conditions],
});

/** Macronutrient, cholesterol, sodium, sugars and fibre claims (per serving of stated size). */
export const CFIA_MACRO_CLAIM_RULES: readonly ThresholdClaimRule[] = [
  rule('free_of_energy', 'Calorie-free', 'energy_kcal', TNCC(1), [lt(amount('energy_kcal'), 5)], true),
  rule('low_in_energy', 'Low in Calories', 'energy_kcal', TNCC(2), [le(amount('energy_kcal'), 40)]),
  rule('free_of_fat', 'Fat-free', 'total_fat', TNCC(11), [lt(amount('total_fat'), 0.5)]),
  // ✔ CFIA claim examples ("Low in Fat" muffins): 3 g or less per RA and per serving (and per 50 g, RA ≤ 30).
  rule(
    'low_in_fat',
    'Low in fat',
    'total_fat',
    `${TNCC(12)} (CFIA nutrient content claim examples)`,
    [le(amount('total_fat'), 3)],
    true,
  ),
  rule('free_of_saturated_fat', 'Free of saturated fat', 'saturated_fat', TNCC(18), [
    lt(amount('saturated_fat'), 0.2),
    lt(amount('trans_fat'), 0.2),
  ]),
  rule('low_in_saturated_fat', 'Low in saturated fat', 'saturated_fat', TNCC(19), LOW_SAT),
  rule('free_of_trans_fat', 'Free of trans fat', 'trans_fat', TNCC(22), [
    lt(amount('trans_fat'), 0.2),
    ...LOW_SAT,
  ]),
  // ◐ (< 2 mg) in the spec; counted as unverified with the item-19 condition.
  rule('free_of_cholesterol', 'Cholesterol-free', 'cholesterol', TNCC(27), [
    lt(amount('cholesterol'), 2),
    ...LOW_SAT,
  ]),
  rule('low_in_cholesterol', 'Low in cholesterol', 'cholesterol', TNCC(28), [
    le(amount('cholesterol'), 20),
    ...LOW_SAT,
  ]),
  rule('free_of_sodium', 'Sodium-free', 'sodium', TNCC(31), [lt(amount('sodium'), 5)]),
  rule('low_in_sodium', 'Low in sodium', 'sodium', TNCC(32), [le(amount('sodium'), 140)]),
  rule('free_of_sugars', 'Sugar-free', 'total_sugars', TNCC(37), [lt(amount('total_sugars'), 0.5)]),
  // Fibre: "good"/"excellent" are not allowed for fibre (✔); thresholds ✖.
  rule('very_high_source_of_fibre', 'Very high source of fibre', 'dietary_fiber', TNCC('fibre'), [
    ge(amount('dietary_fiber'), 6),
  ]),
  rule('high_source_of_fibre', 'High source of fibre', 'dietary_fiber', TNCC('fibre'), [
    ge(amount('dietary_fiber'), 4),
  ]),
  rule('source_of_fibre', 'Source of fibre', 'dietary_fiber', TNCC('fibre'), [
    ge(amount('dietary_fiber'), 2),
  ]),
];

/** Vitamin/mineral claim grades, % DV per serving (◐ secondary sources; "source" ≥ 5 % is ✔ D.01.004). */
export const CFIA_VITAMIN_MINERAL_GRADES = [
  { grade: 'excellent_source', text: 'Excellent source of', minPercent: 25, vitaminCMinPercent: 50 },
  { grade: 'good_source', text: 'Good source of', minPercent: 15, vitaminCMinPercent: 15 },
  { grade: 'source', text: 'Source of', minPercent: 5, vitaminCMinPercent: 5 },
] as const;

/** Vitamins and minerals in Part 2 of the Table of Daily Values (the ones a content claim may name). */
const PART_2: readonly [NutrientKey, string][] = [
  ['vitamin_a', 'vitamin A'],
  ['vitamin_c', 'vitamin C'],
  ['vitamin_d', 'vitamin D'],
  ['vitamin_e', 'vitamin E'],
  ['vitamin_k', 'vitamin K'],
  ['thiamin', 'thiamine'],
  ['riboflavin', 'riboflavin'],
  ['niacin', 'niacin'],
  ['vitamin_b6', 'vitamin B6'],
  ['folate', 'folate'],
  ['vitamin_b12', 'vitamin B12'],
  ['biotin', 'biotin'],
  ['pantothenic_acid', 'pantothenate'],
  ['choline', 'choline'],
  ['calcium', 'calcium'],
  ['phosphorus', 'phosphorus'],
  ['iodine', 'iodide'],
  ['magnesium', 'magnesium'],
  ['zinc', 'zinc'],
  ['selenium', 'selenium'],
  ['copper', 'copper'],
  ['manganese', 'manganese'],
  ['chromium', 'chromium'],
  ['molybdenum', 'molybdenum'],
  ['chloride', 'chloride'],
  ['potassium', 'potassium'],
  ['iron', 'iron'],
];

/** Vitamin/mineral content claims, highest grade first per nutrient (D.01.004, D.02.002; grades ◐). */
export const CFIA_VITAMIN_MINERAL_CLAIM_RULES: readonly ThresholdClaimRule[] = PART_2.flatMap(
  ([key, name]) => {
    const dv = CFIA_DAILY_VALUES[key]?.amount;
    if (dv === undefined) return [];
    return CFIA_VITAMIN_MINERAL_GRADES.map((g) => {
      const min = key === 'vitamin_c' ? g.vitaminCMinPercent : g.minPercent;
      const conditions = [ge(percentOf(key, dv), min)];
      return {
        id: `${g.grade}_of_${key}`,
        text: `${g.text} ${name}`,
        nutrient: key,
        cite: 'FDR D.01.004 / D.02.002',
        mark: 'unverified' as const,
        solid: [conditions],
        liquid: [conditions],
        conditions: [`The %DV of ${name} must be declared in the Nutrition Facts table.`],
      };
    });
  },
);
