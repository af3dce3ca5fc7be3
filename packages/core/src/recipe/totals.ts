/**
 * Recipe totals with yield (api.md §3): sum of nutrient per 100 g × weight / 100 over the
 * ingredients; finished weight = raw weight × yieldFactor. Yield concentrates nutrients
 * (water is lost, nutrients are not).
 *
 * @module
 */
import { NUTRIENT_KEYS, type NutrientKey, type NutrientValues } from '../nutrients/catalog';
import type { ResolvedIngredient } from './resolved-recipe';

/** General energy factors, kcal per gram: 21 CFR 101.9(c)(1)(i)(B) ("4, 4, and 9"). */
export const GENERAL_ENERGY_FACTORS = { protein: 4, total_carbohydrate: 4, total_fat: 9 } as const;
/** kJ per kcal (EU 1169/2011 Annex XIV; 4.184 thermochemical). */
export const KJ_PER_KCAL = 4.184;
/** Salt = sodium × 2.5 (EU 1169/2011 Annex I point 11); sodium in mg, salt in g. */
export const SALT_PER_SODIUM_MG = 2.5 / 1000;

/** Nutrient totals of a batch. */
export interface RecipeTotals {
  readonly rawWeightGrams: number;
  readonly finishedWeightGrams: number;
  /** Totals for the whole batch; only nutrients that some ingredient gives. */
  readonly totals: NutrientValues;
  /** Names of ingredients whose energy was computed from macronutrients (no energy data). */
  readonly energyDerivedFor: readonly string[];
}

/**
 * Fills what can be derived from an ingredient's own data: kcal ↔ kJ, salt from sodium,
 * and energy from the general factors when no energy value is given but macronutrients are.
 */
export function completeNutrients(nutrients: NutrientValues): {
  values: NutrientValues;
  energyDerived: boolean;
} {
  let kcal = nutrients.energy_kcal;
  let energyDerived = false;
  if (kcal === undefined && nutrients.energy_kj !== undefined) kcal = nutrients.energy_kj / KJ_PER_KCAL;
  if (
    kcal === undefined &&
    (nutrients.protein !== undefined ||
      nutrients.total_carbohydrate !== undefined ||
      nutrients.total_fat !== undefined)
  ) {
    kcal =
      (nutrients.protein ?? 0) * GENERAL_ENERGY_FACTORS.protein +
      (nutrients.total_carbohydrate ?? 0) * GENERAL_ENERGY_FACTORS.total_carbohydrate +
      (nutrients.total_fat ?? 0) * GENERAL_ENERGY_FACTORS.total_fat;
    energyDerived = true;
  }
  const needsKj = nutrients.energy_kj === undefined && kcal !== undefined;
  const needsSalt = nutrients.salt === undefined && nutrients.sodium !== undefined;
  if (kcal === nutrients.energy_kcal && !needsKj && !needsSalt) return { values: nutrients, energyDerived };
  const values: NutrientValues = { ...nutrients };
  if (kcal !== undefined) values.energy_kcal = kcal;
  if (needsKj && kcal !== undefined) values.energy_kj = kcal * KJ_PER_KCAL;
  if (needsSalt && nutrients.sodium !== undefined) values.salt = nutrients.sodium * SALT_PER_SODIUM_MG;
  return { values, energyDerived };
}

/**
 * Sums the nutrients of a recipe's ingredients and applies the yield factor.
 *
 * @example computeTotals([{ name: 'Oats', weightGrams: 200, nutrients: { protein: 13 } }], 1).totals.protein // 26
 */
export function computeTotals(ingredients: readonly ResolvedIngredient[], yieldFactor = 1): RecipeTotals {
  const totals: NutrientValues = {};
  const energyDerivedFor: string[] = [];
  let raw = 0;
  for (const ingredient of ingredients) {
    raw += ingredient.weightGrams;
    const { values, energyDerived } = completeNutrients(ingredient.nutrients);
    if (energyDerived) energyDerivedFor.push(ingredient.name);
    const factor = ingredient.weightGrams / 100;
    for (const key in values) {
      const value = values[key as NutrientKey];
      if (value === undefined) continue;
      totals[key as NutrientKey] = (totals[key as NutrientKey] ?? 0) + value * factor;
    }
  }
  return { rawWeightGrams: raw, finishedWeightGrams: raw * yieldFactor, totals, energyDerivedFor };
}

/**
 * Scales batch totals to an amount of finished food.
 *
 * @param grams - the amount of finished food, e.g. the serving size or 100
 */
export function scaleTotals(totals: RecipeTotals, grams: number): NutrientValues {
  const factor = grams / totals.finishedWeightGrams;
  const scaled: NutrientValues = {};
  for (const key of NUTRIENT_KEYS) {
    const value = totals.totals[key];
    if (value !== undefined) scaled[key] = value * factor;
  }
  return scaled;
}
