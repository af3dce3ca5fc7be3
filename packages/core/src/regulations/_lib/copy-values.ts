/**
 * A shallow copy of nutrient amounts, into the engine's one fast shape (see `blankNutrientValues`).
 *
 * @module
 */
import { blankNutrientValues, type NutrientKey, type NutrientValues } from '../../nutrients/catalog';

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
