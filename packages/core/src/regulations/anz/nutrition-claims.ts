/**
 * Nutrition content claims of Schedule 4 (S4—3, the nutrition content claims table) as data, per
 * 100 g (solids) or 100 mL (liquids), and per serving for fibre (docs/regulations/anz.md §5). ◐ every
 * row: the conditions as the Tasmanian Department of Health summarises them, "low fat", "fat free"
 * and "reduced fat" also as a second summary gives them; the S4—3 table was not read.
 *
 * Not evaluated: comparative claims (reduced, light) need a reference food (1.2.7—16); "no added"
 * claims depend on ingredients' function; low cholesterol's saturated-fat conditions were not read;
 * vitamin and mineral claims (Schedule 1 RDIs not read).
 *
 * @module
 */
import { atLeast, atMost, claimRuleTable } from '../_lib/claim-rule-table';
import type { ThresholdClaimRule } from '../_lib/claim-rules';

const rule = claimRuleTable('FSANZ Code Schedule 4, S4—3 (◐)');

/** Claims judged per 100 g / 100 mL, strongest first per nutrient. */
export const ANZ_PER_100_CLAIM_RULES: readonly ThresholdClaimRule[] = [
  rule({
    id: 'fat_free',
    text: 'Fat free',
    nutrient: 'total_fat',
    ...atMost('total_fat', 0.15),
  }),
  rule({
    id: 'low_fat',
    text: 'Low fat',
    nutrient: 'total_fat',
    ...atMost('total_fat', 3, 1.5),
  }),
  rule({
    id: 'sugar_free',
    text: 'Sugar free',
    nutrient: 'total_sugars',
    ...atMost('total_sugars', 0.2),
  }),
  rule({
    id: 'low_sugar',
    text: 'Low sugar',
    nutrient: 'total_sugars',
    ...atMost('total_sugars', 5, 2.5),
  }),
  rule({
    id: 'low_sodium',
    text: 'Low salt',
    nutrient: 'sodium',
    ...atMost('sodium', 120),
  }),
  rule({
    id: 'low_energy',
    text: 'Low joule',
    nutrient: 'energy_kj',
    ...atMost('energy_kj', 170, 80),
  }),
];

/** Claims judged per serving. */
export const ANZ_PER_SERVING_CLAIM_RULES: readonly ThresholdClaimRule[] = [
  rule({
    id: 'excellent_source_of_fibre',
    text: 'Excellent source of dietary fibre',
    nutrient: 'dietary_fiber',
    ...atLeast('dietary_fiber', 7),
  }),
  rule({
    id: 'good_source_of_fibre',
    text: 'Good source of dietary fibre',
    nutrient: 'dietary_fiber',
    ...atLeast('dietary_fiber', 4),
  }),
];
