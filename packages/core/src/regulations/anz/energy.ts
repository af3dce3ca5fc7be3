/**
 * ANZ amounts derived before declaration (docs/regulations/anz.md §2): carbohydrate as available
 * carbohydrate by difference (S11—3(2) subtracts dietary fibre, so the catalog's US total minus
 * fibre), average energy content AE = Σ Wi × Fi (S11—2(1)) with the factors below, and Cal from kJ
 * (S11—2(4): AE(C) = AE(kJ) / 4.18). Energy is always recomputed from the macronutrients when any
 * is known (S11—2 defines it so); the ingredients' own energy is used only when none is.
 *
 * @module
 */
import type { NutrientValues } from '../../nutrients/catalog';
import { slotsOf, valuesOf } from '../../nutrients/nutrient-slots';

/** Where the energy rule comes from. */
export const ANZ_ENERGY_CITE = 'FSANZ Code Schedule 11, S11—2';

/**
 * Energy factors in kJ/g of S11—2 (◐: the factors as two secondary copies quote them; the table of
 * S11—2 itself was not read). Polyols have their own S11—2 factors (not read): the catalog's
 * sugar alcohols stay in carbohydrate at 17 kJ/g, with a warning (index.ts).
 */
export const ANZ_ENERGY_FACTORS = {
  protein: 17,
  fat: 37,
  carbohydrate: 17,
  dietaryFibre: 8,
  alcohol: 29,
} as const;

/** S11—2(4): kilojoules per calorie. */
export const ANZ_KJ_PER_CAL = 4.18;

/** The keys {@link deriveAnzInto} sets. */
export const ANZ_DERIVED_KEYS = ['total_carbohydrate', 'energy_kj', 'energy_kcal'] as const;

/**
 * ANZ amounts of a column.
 *
 * @example deriveAnz({ protein: 6.94, total_fat: 18.43, total_carbohydrate: 71.32, dietary_fiber: 4.52 }).energy_kj // 1971.65
 */
export function deriveAnz(values: NutrientValues): NutrientValues {
  return deriveAnzInto(values, valuesOf(slotsOf(values)));
}

/** deriveAnz writing into `out` (the engine passes a fresh column object). */
export function deriveAnzInto(values: NutrientValues, out: NutrientValues): NutrientValues {
  const fibre = values.dietary_fiber ?? 0;
  const carbohydrate =
    values.total_carbohydrate === undefined ? undefined : Math.max(0, values.total_carbohydrate - fibre);
  if (carbohydrate !== undefined) out.total_carbohydrate = carbohydrate;
  const known =
    values.protein !== undefined || values.total_fat !== undefined || values.total_carbohydrate !== undefined;
  if (known) {
    const f = ANZ_ENERGY_FACTORS;
    out.energy_kj =
      f.protein * (values.protein ?? 0) +
      f.fat * (values.total_fat ?? 0) +
      f.carbohydrate * (carbohydrate ?? 0) +
      f.dietaryFibre * fibre;
  }
  const kj = out.energy_kj ?? values.energy_kj;
  if (kj !== undefined) out.energy_kcal = kj / ANZ_KJ_PER_CAL;
  return out;
}
