/**
 * EU reference intakes (Regulation (EU) 1169/2011 Annex XIII Part B ✔◐) and nutrient reference
 * values for vitamins and minerals (Annex XIII Part A ✔), from docs/spec/regulations-intl.md §2.2,
 * in the unit of the nutrient catalog. Fibre, sodium, mono/polyunsaturates and polyols have no RI.
 * Fluoride (NRV 3.5 mg) has no nutrient key.
 *
 * @module
 */
import type { NutrientKey } from '../../nutrients/catalog';

/** Reference intakes of an average adult (8 400 kJ / 2 000 kcal), Annex XIII Part B. */
export const EU_REFERENCE_INTAKES: Readonly<Partial<Record<NutrientKey, number>>> = {
  energy_kj: 8400,
  energy_kcal: 2000,
  total_fat: 70,
  saturated_fat: 20,
  total_carbohydrate: 260,
  total_sugars: 90,
  protein: 50,
  salt: 6,
};

/** Nutrient reference values, Annex XIII Part A point 1. */
export const EU_NRV: Readonly<Partial<Record<NutrientKey, number>>> = {
  vitamin_a: 800,
  vitamin_d: 5,
  vitamin_e: 12,
  vitamin_k: 75,
  vitamin_c: 80,
  thiamin: 1.1,
  riboflavin: 1.4,
  niacin: 16,
  vitamin_b6: 1.4,
  folate: 200,
  vitamin_b12: 2.5,
  biotin: 50,
  pantothenic_acid: 6,
  potassium: 2000,
  chloride: 800,
  calcium: 800,
  phosphorus: 700,
  magnesium: 375,
  iron: 14,
  zinc: 10,
  copper: 1,
  manganese: 2,
  selenium: 55,
  chromium: 40,
  molybdenum: 50,
  iodine: 150,
};

/**
 * Significant amount of a vitamin or mineral (Annex XIII Part A point 2 ✔, OJ L 304/61 of
 * 22.11.2011): % of the NRV per 100 g or 100 ml (products other than beverages: 15), per 100 ml
 * (beverages: 7.5; a `liquid` recipe is taken as a beverage), or per portion when the package holds
 * a single portion (15). Also the "source of" claim level.
 */
export const EU_SIGNIFICANT_AMOUNT_PERCENT = { solid: 15, liquid: 7.5, singlePortion: 15 } as const;

/** Where the significant amount comes from: only such vitamins and minerals are declared (Art 30(2)(f)). */
export const EU_SIGNIFICANT_AMOUNT_CITE = 'Reg. (EU) 1169/2011 Art 30(2)(f), Annex XIII Part A point 2';
