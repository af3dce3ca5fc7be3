/**
 * Absolute nutrient content claims as data: free / very low / low (21 CFR 101.60–101.62),
 * "sugar free" (101.60(c)) and lean / extra lean (101.62(e)). Thresholds and bases from
 * docs/spec/regulations-us.md §5.1 and §5.4.
 *
 * Individual foods: `racc` (+ `per50g` for a small RACC where the spec marks "+SR"); "free"
 * also per labelled serving. Meals and main dishes (101.13(l), (m)): "low" per 100 g (and % of
 * calories where stated), "free" per labelled serving.
 *
 * @module
 */
import type { Limit, NutrientClaimRule, Scope } from './types';

const RACC_AND_SERVING: readonly Scope[] = ['racc', 'serving'];
const RACC_AND_SMALL: readonly Scope[] = ['racc', 'per50g'];
const RACC: readonly Scope[] = ['racc'];
const SERVING: readonly Scope[] = ['serving'];
const PER_100G: readonly Scope[] = ['100g'];

const lt = (metric: Limit['metric'], value: number, at: readonly Scope[]): Limit => ({
  metric,
  op: 'lt',
  value,
  at,
});
const le = (metric: Limit['metric'], value: number, at: readonly Scope[]): Limit => ({
  metric,
  op: 'le',
  value,
  at,
});

/** Seafood and game-meat categories: lean / extra lean apply, and 101.73/101.75 need "extra lean". */
export const FISH_AND_GAME_CATEGORIES: readonly string[] = [
  'fish_cooked',
  'fish_raw',
  'fish_canned',
  'fish_with_sauce',
  'jerky_dried_fish',
  'game_meat_cooked',
  'game_meat_raw',
];

/** "Free", "very low" and "low" claims, and "sugar free". */
export const FREE_AND_LOW_RULES: readonly NutrientClaimRule[] = [
  {
    id: 'calorie_free',
    text: 'Calorie free',
    nutrient: 'energy_kcal',
    cite: '21 CFR 101.60(b)(1)',
    individual: { limits: [lt('energy_kcal', 5, RACC_AND_SERVING)], basis: 'racc' },
    // Not defined for meals and main dishes (spec §5.1).
  },
  {
    id: 'low_calorie',
    text: 'Low calorie',
    nutrient: 'energy_kcal',
    cite: '21 CFR 101.60(b)(2)',
    individual: { limits: [le('energy_kcal', 40, RACC_AND_SMALL)], basis: 'racc' },
    mealOrMainDish: { limits: [le('energy_kcal', 120, PER_100G)], basis: '100g' },
  },
  {
    id: 'fat_free',
    text: 'Fat free',
    nutrient: 'total_fat',
    cite: '21 CFR 101.62(b)(1)',
    individual: { limits: [lt('total_fat', 0.5, RACC_AND_SERVING)], basis: 'racc' },
    mealOrMainDish: { limits: [lt('total_fat', 0.5, SERVING)], basis: 'serving' },
  },
  {
    id: 'low_fat',
    text: 'Low fat',
    nutrient: 'total_fat',
    cite: '21 CFR 101.62(b)(2)',
    individual: { limits: [le('total_fat', 3, RACC_AND_SMALL)], basis: 'racc' },
    mealOrMainDish: {
      limits: [le('total_fat', 3, PER_100G), le('pct_kcal_fat', 30, PER_100G)],
      basis: '100g',
    },
  },
  {
    id: 'saturated_fat_free',
    text: 'Saturated fat free',
    nutrient: 'saturated_fat',
    cite: '21 CFR 101.62(c)(1)',
    individual: {
      limits: [lt('saturated_fat', 0.5, RACC_AND_SERVING), lt('trans_fat', 0.5, RACC_AND_SERVING)],
      basis: 'racc',
    },
    mealOrMainDish: {
      limits: [lt('saturated_fat', 0.5, SERVING), lt('trans_fat', 0.5, SERVING)],
      basis: 'serving',
    },
  },
  {
    id: 'low_saturated_fat',
    text: 'Low saturated fat',
    nutrient: 'saturated_fat',
    cite: '21 CFR 101.62(c)(2)',
    individual: { limits: [le('saturated_fat', 1, RACC), le('pct_kcal_sat_fat', 15, RACC)], basis: 'racc' },
    mealOrMainDish: {
      limits: [le('saturated_fat', 1, PER_100G), lt('pct_kcal_sat_fat', 10, PER_100G)],
      basis: '100g',
    },
  },
  {
    id: 'cholesterol_free',
    text: 'Cholesterol free',
    nutrient: 'cholesterol',
    cite: '21 CFR 101.62(d)(1)',
    individual: {
      limits: [lt('cholesterol', 2, RACC_AND_SERVING), le('saturated_fat', 2, RACC)],
      basis: 'racc',
    },
    mealOrMainDish: {
      limits: [lt('cholesterol', 2, SERVING), le('saturated_fat', 2, SERVING)],
      basis: 'serving',
    },
    fatDisclosure: 'above_disclosure_level',
  },
  {
    id: 'low_cholesterol',
    text: 'Low cholesterol',
    nutrient: 'cholesterol',
    cite: '21 CFR 101.62(d)(2)',
    individual: {
      limits: [le('cholesterol', 20, RACC_AND_SMALL), le('saturated_fat', 2, RACC)],
      basis: 'racc',
    },
    mealOrMainDish: {
      limits: [le('cholesterol', 20, PER_100G), le('saturated_fat', 2, PER_100G)],
      basis: '100g',
    },
    fatDisclosure: 'above_disclosure_level',
  },
  {
    id: 'sodium_free',
    text: 'Sodium free',
    nutrient: 'sodium',
    cite: '21 CFR 101.61(b)(1)',
    individual: { limits: [lt('sodium', 5, RACC_AND_SERVING)], basis: 'racc' },
    mealOrMainDish: { limits: [lt('sodium', 5, SERVING)], basis: 'serving' },
  },
  {
    id: 'very_low_sodium',
    text: 'Very low sodium',
    nutrient: 'sodium',
    cite: '21 CFR 101.61(b)',
    individual: { limits: [le('sodium', 35, RACC_AND_SMALL)], basis: 'racc' },
    mealOrMainDish: { limits: [le('sodium', 35, PER_100G)], basis: '100g' },
  },
  {
    id: 'low_sodium',
    text: 'Low sodium',
    nutrient: 'sodium',
    cite: '21 CFR 101.61(b)(4)',
    individual: { limits: [le('sodium', 140, RACC_AND_SMALL)], basis: 'racc' },
    mealOrMainDish: { limits: [le('sodium', 140, PER_100G)], basis: '100g' },
  },
  {
    id: 'sugar_free',
    text: 'Sugar free',
    nutrient: 'total_sugars',
    cite: '21 CFR 101.60(c)(1)',
    individual: { limits: [lt('total_sugars', 0.5, RACC_AND_SERVING)], basis: 'racc' },
    mealOrMainDish: { limits: [lt('total_sugars', 0.5, SERVING)], basis: 'serving' },
    // 101.60(c)(1)(iii): labelled low (or reduced) calorie, or "not a low calorie food".
    statement: {
      ifClaim: 'low_calorie',
      whenHolds: 'Low calorie food.',
      otherwise: 'Not a low calorie food.',
    },
  },
];

const leanLimits = (fat: Limit, sat: Limit, chol: Limit): readonly Limit[] => [fat, sat, chol];
const LEAN_SCOPES: readonly Scope[] = ['racc', '100g'];
const LEAN_MM_SCOPES: readonly Scope[] = ['100g', 'serving'];

/** "Lean" and "extra lean": seafood, game meat, meals and main dishes (101.62(e)). */
export const LEAN_RULES: readonly NutrientClaimRule[] = [
  {
    id: 'lean',
    text: 'Lean',
    nutrient: 'total_fat',
    cite: '21 CFR 101.62(e)',
    categories: FISH_AND_GAME_CATEGORIES,
    individual: {
      limits: leanLimits(
        lt('total_fat', 10, LEAN_SCOPES),
        le('saturated_fat', 4.5, LEAN_SCOPES),
        lt('cholesterol', 95, LEAN_SCOPES),
      ),
      basis: 'racc',
    },
    mealOrMainDish: {
      limits: leanLimits(
        lt('total_fat', 10, LEAN_MM_SCOPES),
        le('saturated_fat', 4.5, LEAN_MM_SCOPES),
        lt('cholesterol', 95, LEAN_MM_SCOPES),
      ),
      basis: '100g',
    },
  },
  {
    // 2007 rule (72 FR 1455) for mixed dishes not measurable with a cup; numbers ⚠ unverified.
    id: 'lean',
    text: 'Lean',
    nutrient: 'total_fat',
    cite: '21 CFR 101.62(e); 72 FR 1455',
    mark: 'unverified',
    categories: ['mixed_dishes_not_cup', 'mixed_dishes_not_cup_with_sauce'],
    individual: {
      limits: leanLimits(
        lt('total_fat', 8, RACC),
        le('saturated_fat', 3.5, RACC),
        lt('cholesterol', 80, RACC),
      ),
      basis: 'racc',
    },
  },
  {
    id: 'extra_lean',
    text: 'Extra lean',
    nutrient: 'total_fat',
    cite: '21 CFR 101.62(e)',
    categories: FISH_AND_GAME_CATEGORIES,
    individual: {
      limits: leanLimits(
        lt('total_fat', 5, LEAN_SCOPES),
        lt('saturated_fat', 2, LEAN_SCOPES),
        lt('cholesterol', 95, LEAN_SCOPES),
      ),
      basis: 'racc',
    },
    mealOrMainDish: {
      limits: leanLimits(
        lt('total_fat', 5, LEAN_MM_SCOPES),
        lt('saturated_fat', 2, LEAN_MM_SCOPES),
        lt('cholesterol', 95, LEAN_MM_SCOPES),
      ),
      basis: '100g',
    },
  },
];
