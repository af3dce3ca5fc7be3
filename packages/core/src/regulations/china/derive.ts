/**
 * China amounts derived before declaration (GB 28050-2025 2.3, 2.5.3 ✔): carbohydrate by
 * difference minus dietary fibre when fibre is declared (the catalog's total carbohydrate
 * includes fibre), and the unrounded energy Σ amount × factor (protein 17, fat 37,
 * carbohydrate 17, fibre 8 kJ/g when fibre is declared). The declared energy is computed from
 * the declared values (declare.ts); this unrounded figure is the row's `amount`. When no
 * macronutrient is known, the ingredients' energy is kept.
 *
 * @module
 */
import type { NutrientValues } from '../../nutrients/catalog';
import { slotsOf, valuesOf } from '../../nutrients/nutrient-slots';

/** GB 28050-2025 2.3 energy factors, kJ/g. */
export const CHINA_ENERGY_FACTORS = {
  protein: 17,
  total_fat: 37,
  total_carbohydrate: 17,
  dietary_fiber: 8,
} as const;

/** True when the column has a macronutrient to compute energy from. */
export function hasMacros(values: NutrientValues): boolean {
  return (
    values.protein !== undefined || values.total_fat !== undefined || values.total_carbohydrate !== undefined
  );
}

/** The keys {@link deriveChinaInto} sets. */
export const CHINA_DERIVED_KEYS = ['total_carbohydrate', 'energy_kj'] as const;

/**
 * China amounts of a column.
 *
 * @example deriveChina({ protein: 10, total_fat: 5, total_carbohydrate: 50 }).energy_kj // 1205
 */
export function deriveChina(values: NutrientValues): NutrientValues {
  return deriveChinaInto(values, valuesOf(slotsOf(values)));
}

/**
 * deriveChina writing into `out` (a copy of `values`, or `values` itself when the caller owns a fresh
 * object, as the label engine does: it saves a copy of every column).
 */
export function deriveChinaInto(values: NutrientValues, out: NutrientValues): NutrientValues {
  const fibre = values.dietary_fiber;
  if (values.total_carbohydrate !== undefined && fibre !== undefined) {
    out.total_carbohydrate = Math.max(0, values.total_carbohydrate - fibre);
  }
  if (!hasMacros(values)) return out;
  const f = CHINA_ENERGY_FACTORS;
  out.energy_kj =
    f.protein * (out.protein ?? 0) +
    f.total_fat * (out.total_fat ?? 0) +
    f.total_carbohydrate * (out.total_carbohydrate ?? 0) +
    (fibre === undefined ? 0 : f.dietary_fiber * fibre);
  return out;
}
