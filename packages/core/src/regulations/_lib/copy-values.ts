/**
 * A shallow copy of nutrient amounts, into the engine's one fast shape (see `blankNutrientValues`).
 *
 * @module
 */
import type { NutrientKey, NutrientValues } from '../../nutrients/catalog';
import { blankNutrientValues } from '../../nutrients/nutrient-slots';

/**
 * Copies nutrient amounts into a new object.
 *
 * @example copyValues({ protein: 3 }) // { protein: 3 }
 */
export function copyValues(values: NutrientValues): NutrientValues {
  const out = blankNutrientValues();
  for (const key in values) {
    const value = values[key as NutrientKey];
    if (value !== undefined) out[key as NutrientKey] = value;
  }
  return out;
}
