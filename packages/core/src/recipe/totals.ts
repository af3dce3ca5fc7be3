/**
 * Recipe totals with yield (api.md §3): sum of nutrient per 100 g × weight / 100 over the
 * ingredients; finished weight = raw weight × yieldFactor. Yield concentrates nutrients
 * (water is lost, nutrients are not).
 *
 * @module
 */
import { NUTRIENT_SLOT, type NutrientKey, type NutrientValues } from '../nutrients/catalog';
import { filledSlots, type NutrientSlots, SLOT_COUNT, slotsOf, valuesOf } from '../nutrients/nutrient-slots';
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
  /** Totals for the whole batch; undefined for nutrients no ingredient gives. */
  readonly totals: NutrientValues;
  /** Names of ingredients whose energy was computed from macronutrients (no energy data). */
  readonly energyDerivedFor: readonly string[];
}

/** Energy (kcal per 100 g) an ingredient implies when it gives no kcal: from kJ, else the general factors. */
function impliedKcal(nutrients: NutrientValues): number | undefined {
  if (nutrients.energy_kj !== undefined) return nutrients.energy_kj / KJ_PER_KCAL;
  const { protein, total_carbohydrate: carbohydrate, total_fat: fat } = nutrients;
  if (protein === undefined && carbohydrate === undefined && fat === undefined) return undefined;
  return (
    (protein ?? 0) * GENERAL_ENERGY_FACTORS.protein +
    (carbohydrate ?? 0) * GENERAL_ENERGY_FACTORS.total_carbohydrate +
    (fat ?? 0) * GENERAL_ENERGY_FACTORS.total_fat
  );
}

/** Batch sums by slot (NaN where no ingredient gives the nutrient), with the raw weight. */
export interface SlotTotals {
  readonly rawWeightGrams: number;
  readonly sums: NutrientSlots;
  /** Names of ingredients whose energy was computed from macronutrients (no energy data). */
  readonly energyDerivedFor: readonly string[];
  /**
   * Names of ingredients that give vitamin A as RAE but no `vitamin_a_re`: their RAE is counted in
   * the RE total, a lower bound (RE = 2 × RAE − retinol ≥ RAE; regulations-intl.md §3.1).
   */
  readonly vitaminAReFromRae: readonly string[];
}

/**
 * Sums the nutrients of a recipe's ingredients, by slot. What an ingredient's own data implies is
 * filled in: kcal ↔ kJ, salt from sodium, and energy from the general factors when no energy
 * value is given but macronutrients are; vitamin A as RE, where none is given, from the RAE (a lower bound).
 */
export function sumIngredients(ingredients: readonly ResolvedIngredient[]): SlotTotals {
  const sums = filledSlots(0);
  // Which slots some ingredient gives (scratch: the function is synchronous, one call at a time).
  const given = GIVEN.fill(0);
  const energyDerivedFor: string[] = [];
  let vitaminAReFromRae: string[] | undefined;
  let raw = 0;
  for (const ingredient of ingredients) {
    raw += ingredient.weightGrams;
    const factor = ingredient.weightGrams / 100;
    const nutrients = ingredient.nutrients;
    for (const key in nutrients) {
      const slot = NUTRIENT_SLOT[key];
      const value = nutrients[key as NutrientKey];
      if (slot === undefined || value === undefined) continue;
      sums[slot]! += value * factor;
      given[slot] = 1;
    }
    let kcal = nutrients.energy_kcal;
    if (kcal === undefined) {
      kcal = impliedKcal(nutrients);
      if (kcal !== undefined) {
        sums[KCAL]! += kcal * factor;
        given[KCAL] = 1;
        if (nutrients.energy_kj === undefined) energyDerivedFor.push(ingredient.name);
      }
    }
    if (kcal !== undefined && nutrients.energy_kj === undefined) {
      sums[KJ]! += kcal * KJ_PER_KCAL * factor;
      given[KJ] = 1;
    }
    if (nutrients.salt === undefined && nutrients.sodium !== undefined) {
      sums[SALT]! += nutrients.sodium * SALT_PER_SODIUM_MG * factor;
      given[SALT] = 1;
    }
    if (nutrients.vitamin_a_re === undefined && nutrients.vitamin_a !== undefined) {
      sums[RE]! += nutrients.vitamin_a * factor;
      given[RE] = 1;
      if (vitaminAReFromRae === undefined) vitaminAReFromRae = [];
      vitaminAReFromRae.push(ingredient.name);
    }
  }
  for (let slot = 0; slot < SLOT_COUNT; slot++) if (given[slot] === 0) sums[slot] = Number.NaN;
  return { rawWeightGrams: raw, sums, energyDerivedFor, vitaminAReFromRae: vitaminAReFromRae ?? NONE };
}

const GIVEN = new Uint8Array(SLOT_COUNT);
const KCAL = NUTRIENT_SLOT.energy_kcal!;
const KJ = NUTRIENT_SLOT.energy_kj!;
const SALT = NUTRIENT_SLOT.salt!;
const RE = NUTRIENT_SLOT.vitamin_a_re!;
const NONE: readonly string[] = Object.freeze([]);

/**
 * Sums the nutrients of a recipe's ingredients (see {@link sumIngredients}) and applies the yield factor.
 *
 * @example computeTotals([{ name: 'Oats', weightGrams: 200, nutrients: { protein: 13 } }], 1).totals.protein // 26
 */
export function computeTotals(ingredients: readonly ResolvedIngredient[], yieldFactor = 1): RecipeTotals {
  const { rawWeightGrams, sums, energyDerivedFor } = sumIngredients(ingredients);
  return {
    rawWeightGrams,
    finishedWeightGrams: rawWeightGrams * yieldFactor,
    totals: valuesOf(sums),
    energyDerivedFor,
  };
}

/** Every slot times `factor`, into a new array (no data stays no data). */
export function scaleSlots(slots: readonly number[], factor: number): NutrientSlots {
  const scaled = slots.slice();
  for (let slot = 0; slot < SLOT_COUNT; slot++) scaled[slot]! *= factor;
  return scaled;
}

/**
 * Scales batch totals to an amount of finished food.
 *
 * @param grams - the amount of finished food, e.g. the serving size or 100
 */
export function scaleTotals(totals: RecipeTotals, grams: number): NutrientValues {
  return valuesOf(scaleSlots(slotsOf(totals.totals), grams / totals.finishedWeightGrams));
}
