/**
 * EU amounts derived before declaration: available carbohydrate and energy by the Annex XIV
 * conversion factors of Regulation (EU) 1169/2011 (✔, docs/spec/regulations-intl.md §2.1).
 *
 * Art 31(1) requires energy to be calculated with these factors, so kJ and kcal are each
 * recomputed from protein, fat, carbohydrate, polyols and fibre (never kcal = kJ / 4.184) whenever
 * any macronutrient is known; the ingredients' own energy values are used only when none is.
 * Carbohydrate on an EU label is available carbohydrate: the catalog's total carbohydrate (US
 * definition, by difference) minus dietary fibre. Salt is already sodium × 2.5 per ingredient
 * (recipe/totals.ts, Annex I point 11) unless the ingredient gave salt itself.
 *
 * @module
 */
import type { NutrientValues } from '../../nutrients/catalog';
import { slotsOf, valuesOf } from '../../nutrients/nutrient-slots';

/** Annex XIV conversion factors (kJ/g, kcal/g). Salatrims, ethanol, organic acids, erythritol have no keys. */
export const EU_ENERGY_FACTORS = {
  carbohydrate: { kj: 17, kcal: 4 },
  polyols: { kj: 10, kcal: 2.4 },
  protein: { kj: 17, kcal: 4 },
  fat: { kj: 37, kcal: 9 },
  fibre: { kj: 8, kcal: 2 },
} as const;

/** The keys {@link deriveEuInto} sets. */
export const EU_DERIVED_KEYS = ['total_carbohydrate', 'salt', 'energy_kj', 'energy_kcal'] as const;

/**
 * EU amounts of a column: available carbohydrate, Annex XIV energy, salt.
 *
 * @example deriveEu({ protein: 6.94, total_fat: 18.43, total_carbohydrate: 71.32, dietary_fiber: 4.52 }).energy_kj // 1971.65
 */
export function deriveEu(values: NutrientValues): NutrientValues {
  return deriveEuInto(values, valuesOf(slotsOf(values)));
}

/**
 * deriveEu writing into `out` (a copy of `values`, or `values` itself when the caller owns a fresh
 * object, as the label engine does: it saves a copy of every column).
 */
export function deriveEuInto(values: NutrientValues, out: NutrientValues): NutrientValues {
  const fibre = values.dietary_fiber ?? 0;
  const polyols = values.sugar_alcohols ?? 0;
  const carbohydrate =
    values.total_carbohydrate === undefined ? undefined : Math.max(0, values.total_carbohydrate - fibre);
  if (carbohydrate !== undefined) out.total_carbohydrate = carbohydrate;
  if (values.salt === undefined && values.sodium !== undefined) out.salt = (values.sodium * 2.5) / 1000;
  const known =
    values.protein !== undefined || values.total_fat !== undefined || values.total_carbohydrate !== undefined;
  if (!known) return out;
  const protein = values.protein ?? 0;
  const fat = values.total_fat ?? 0;
  const sugarsAndStarch = Math.max(0, (carbohydrate ?? 0) - polyols);
  const f = EU_ENERGY_FACTORS;
  out.energy_kj =
    f.protein.kj * protein +
    f.fat.kj * fat +
    f.carbohydrate.kj * sugarsAndStarch +
    f.polyols.kj * polyols +
    f.fibre.kj * fibre;
  out.energy_kcal =
    f.protein.kcal * protein +
    f.fat.kcal * fat +
    f.carbohydrate.kcal * sugarsAndStarch +
    f.polyols.kcal * polyols +
    f.fibre.kcal * fibre;
  return out;
}
