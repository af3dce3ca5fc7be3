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

/** Energy (kcal per 100 g) of an ingredient: given, from kJ, or from the general factors; undefined without data. */
function energyOf(nutrients: NutrientValues): { kcal: number | undefined; derived: boolean } {
  if (nutrients.energy_kcal !== undefined) return { kcal: nutrients.energy_kcal, derived: false };
  if (nutrients.energy_kj !== undefined) return { kcal: nutrients.energy_kj / KJ_PER_KCAL, derived: false };
  const { protein, total_carbohydrate: carbohydrate, total_fat: fat } = nutrients;
  if (protein === undefined && carbohydrate === undefined && fat === undefined)
    return { kcal: undefined, derived: false };
  const kcal =
    (protein ?? 0) * GENERAL_ENERGY_FACTORS.protein +
    (carbohydrate ?? 0) * GENERAL_ENERGY_FACTORS.total_carbohydrate +
    (fat ?? 0) * GENERAL_ENERGY_FACTORS.total_fat;
  return { kcal, derived: true };
}

const add = (totals: NutrientValues, key: NutrientKey, amount: number) => {
  totals[key] = (totals[key] ?? 0) + amount;
};

/**
 * Sums the nutrients of a recipe's ingredients and applies the yield factor. What an
 * ingredient's own data implies is filled in: kcal ↔ kJ, salt from sodium, and energy from
 * the general factors when no energy value is given but macronutrients are.
 *
 * @example computeTotals([{ name: 'Oats', weightGrams: 200, nutrients: { protein: 13 } }], 1).totals.protein // 26
 */
export function computeTotals(ingredients: readonly ResolvedIngredient[], yieldFactor = 1): RecipeTotals {
  const totals: NutrientValues = {};
  const energyDerivedFor: string[] = [];
  let raw = 0;
  for (const ingredient of ingredients) {
    raw += ingredient.weightGrams;
    const factor = ingredient.weightGrams / 100;
    const nutrients = ingredient.nutrients;
    for (const key in nutrients) {
      const value = nutrients[key as NutrientKey];
      if (value !== undefined) add(totals, key as NutrientKey, value * factor);
    }
    const energy = energyOf(nutrients);
    if (energy.derived) energyDerivedFor.push(ingredient.name);
    if (energy.kcal !== undefined) {
      if (nutrients.energy_kcal === undefined) add(totals, 'energy_kcal', energy.kcal * factor);
      if (nutrients.energy_kj === undefined) add(totals, 'energy_kj', energy.kcal * KJ_PER_KCAL * factor);
    }
    if (nutrients.salt === undefined && nutrients.sodium !== undefined) {
      add(totals, 'salt', nutrients.sodium * SALT_PER_SODIUM_MG * factor);
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
