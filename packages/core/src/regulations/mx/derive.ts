/**
 * Amounts the Mexican declaration derives before rounding (NOM-051 4.5.2.4; docs/regulations/mx.md
 * §4, ✖ unverified in the primary text): available carbohydrate (total carbohydrate minus dietary
 * fibre) and energy by the general factors (Codex CAC/GL 2 3.3.1, which the NOM follows): 4 kcal
 * (17 kJ) per g of available carbohydrate and of protein, 9 kcal (37 kJ) per g of fat. The
 * ingredients' own energy is used only when no macronutrient is known.
 *
 * @module
 */
import type { NutrientValues } from '../../nutrients/catalog';

/** kcal and kJ per gram. */
export const MX_ENERGY_FACTORS = {
  carbohydrate: { kcal: 4, kj: 17 },
  protein: { kcal: 4, kj: 17 },
  fat: { kcal: 9, kj: 37 },
} as const;

/** The keys {@link deriveMxInto} sets. */
export const MX_DERIVED_KEYS = ['total_carbohydrate', 'energy_kcal', 'energy_kj'] as const;

/**
 * Fills available carbohydrate and energy into `out` (may be `values` itself).
 *
 * @example deriveMxInto({ protein: 5, total_fat: 10, total_carbohydrate: 62, dietary_fiber: 2 }, {}).energy_kcal // 350
 */
export function deriveMxInto(values: NutrientValues, out: NutrientValues): NutrientValues {
  const fibre = values.dietary_fiber ?? 0;
  const carbohydrate =
    values.total_carbohydrate === undefined ? undefined : Math.max(0, values.total_carbohydrate - fibre);
  if (carbohydrate !== undefined) out.total_carbohydrate = carbohydrate;
  if (values.protein === undefined && values.total_fat === undefined && carbohydrate === undefined)
    return out;
  const f = MX_ENERGY_FACTORS;
  const protein = values.protein ?? 0;
  const fat = values.total_fat ?? 0;
  const carbs = carbohydrate ?? 0;
  out.energy_kcal = f.protein.kcal * protein + f.fat.kcal * fat + f.carbohydrate.kcal * carbs;
  out.energy_kj = f.protein.kj * protein + f.fat.kj * fat + f.carbohydrate.kj * carbs;
  return out;
}
