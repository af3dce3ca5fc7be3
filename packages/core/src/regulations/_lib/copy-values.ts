/**
 * A shallow copy of nutrient amounts. A for-in copy: object spread of a 20-key object costs
 * about four times as much in V8, and derive() copies two columns per label.
 *
 * @module
 */
import type { NutrientKey, NutrientValues } from '../../nutrients/catalog';

/**
 * Copies nutrient amounts into a new object.
 *
 * @example copyValues({ protein: 3 }) // { protein: 3 }
 */
export function copyValues(values: NutrientValues): NutrientValues {
  const out: NutrientValues = {};
  for (const key in values) out[key as NutrientKey] = values[key as NutrientKey];
  return out;
}
