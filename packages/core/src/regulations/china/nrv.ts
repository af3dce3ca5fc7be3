/**
 * Nutrient reference values, GB 28050-2025 Table A.1 (✔, docs/spec/regulations-intl.md §3.2),
 * in the unit of the nutrient catalog; the 2011 value where it differs is noted. Sugars, trans
 * fat, mono/polyunsaturated fat and (since 2025) cholesterol have no NRV: their NRV% is blank.
 * Fluorine (1 mg) has no nutrient key.
 *
 * @module
 */
import type { NutrientKey } from '../../nutrients/catalog';

/** NRVs for people older than 36 months (2025). */
export const CHINA_NRV: Readonly<Partial<Record<NutrientKey, number>>> = {
  energy_kj: 8400,
  protein: 60,
  total_fat: 60,
  saturated_fat: 20,
  total_carbohydrate: 300,
  dietary_fiber: 25,
  soluble_fiber: 25, // fibre sub-types use the fibre NRV
  insoluble_fiber: 25,
  vitamin_a_re: 800,
  vitamin_d: 10, // 2011: 5
  vitamin_e: 14,
  vitamin_k: 80,
  thiamin: 1.4,
  riboflavin: 1.4,
  vitamin_b6: 1.4,
  vitamin_b12: 2.4,
  vitamin_c: 100,
  niacin: 14,
  folate: 400,
  pantothenic_acid: 5,
  biotin: 40, // 2011: 30
  choline: 500, // 2011: 450
  calcium: 800,
  phosphorus: 700,
  potassium: 2000,
  sodium: 2000,
  magnesium: 300,
  iron: 15,
  zinc: 11, // 2011: 15
  iodine: 120, // 2011: 150
  selenium: 60, // 2011: 50
  copper: 0.8, // 2011: 1.5
  manganese: 3,
};
