/**
 * How USDA nutrient columns map onto our nutrient keys (packages/core/src/nutrients/catalog.ts).
 * Every value is per 100 g edible portion in both sources. Units already match the catalog unless
 * a `factor` is given. Everything not listed here is dropped (see packages/foods/README.md).
 *
 * @module
 */
import type { NutrientKey } from '@nutrilabel/core';

/** One SR28 `NUT_DATA.Nutr_No` → key mapping; the first listed source that has a value wins. */
export interface SrNutrientSource {
  readonly nutrNo: string;
  /** Multiplier into the catalog unit (e.g. vitamin D IU → mcg = ÷ 40). */
  readonly factor?: number;
}

/** SR28 nutrient numbers (NUTR_DEF) for each key, in order of preference. */
export const SR_NUTRIENTS: { readonly [K in NutrientKey]?: readonly SrNutrientSource[] } = {
  energy_kcal: [{ nutrNo: '208' }],
  energy_kj: [{ nutrNo: '268' }],
  total_fat: [{ nutrNo: '204' }],
  saturated_fat: [{ nutrNo: '606' }],
  trans_fat: [{ nutrNo: '605' }],
  monounsaturated_fat: [{ nutrNo: '645' }],
  polyunsaturated_fat: [{ nutrNo: '646' }],
  cholesterol: [{ nutrNo: '601' }],
  sodium: [{ nutrNo: '307' }],
  total_carbohydrate: [{ nutrNo: '205' }],
  dietary_fiber: [{ nutrNo: '291' }],
  total_sugars: [{ nutrNo: '269' }],
  protein: [{ nutrNo: '203' }],
  // 328 = D2 + D3 in µg; where only the IU figure (324) exists: 1 µg = 40 IU.
  vitamin_d: [{ nutrNo: '328' }, { nutrNo: '324', factor: 1 / 40 }],
  calcium: [{ nutrNo: '301' }],
  iron: [{ nutrNo: '303' }],
  potassium: [{ nutrNo: '306' }],
  // RAE (320) only: the IU figure (318) cannot be converted without knowing retinol vs carotenoids.
  vitamin_a: [{ nutrNo: '320' }],
  vitamin_c: [{ nutrNo: '401' }],
  vitamin_e: [{ nutrNo: '323' }],
  vitamin_k: [{ nutrNo: '430' }],
  thiamin: [{ nutrNo: '404' }],
  riboflavin: [{ nutrNo: '405' }],
  niacin: [{ nutrNo: '406' }],
  vitamin_b6: [{ nutrNo: '415' }],
  // Folate as DFE (435), the unit of the 2016 FDA label.
  folate: [{ nutrNo: '435' }],
  vitamin_b12: [{ nutrNo: '418' }],
  pantothenic_acid: [{ nutrNo: '410' }],
  phosphorus: [{ nutrNo: '305' }],
  magnesium: [{ nutrNo: '304' }],
  zinc: [{ nutrNo: '309' }],
  selenium: [{ nutrNo: '317' }],
  copper: [{ nutrNo: '312' }],
  manganese: [{ nutrNo: '315' }],
  choline: [{ nutrNo: '421' }],
};

/** FNDDS "Nutrient Values" column header for each key (all already in catalog units). */
export const FNDDS_NUTRIENTS: { readonly [K in NutrientKey]?: string } = {
  energy_kcal: 'Energy (kcal)',
  total_fat: 'Total Fat (g)',
  saturated_fat: 'Fatty acids, total saturated (g)',
  monounsaturated_fat: 'Fatty acids, total monounsaturated (g)',
  polyunsaturated_fat: 'Fatty acids, total polyunsaturated (g)',
  cholesterol: 'Cholesterol (mg)',
  sodium: 'Sodium (mg)',
  total_carbohydrate: 'Carbohydrate (g)',
  dietary_fiber: 'Fiber, total dietary (g)',
  total_sugars: 'Sugars, total (g)',
  protein: 'Protein (g)',
  vitamin_d: 'Vitamin D (D2 + D3) (mcg)',
  calcium: 'Calcium (mg)',
  iron: 'Iron (mg)',
  potassium: 'Potassium (mg)',
  vitamin_a: 'Vitamin A, RAE (mcg_RAE)',
  vitamin_c: 'Vitamin C (mg)',
  vitamin_e: 'Vitamin E (alpha-tocopherol) (mg)',
  vitamin_k: 'Vitamin K (phylloquinone) (mcg)',
  thiamin: 'Thiamin (mg)',
  riboflavin: 'Riboflavin (mg)',
  niacin: 'Niacin (mg)',
  vitamin_b6: 'Vitamin B-6 (mg)',
  folate: 'Folate, DFE (mcg_DFE)',
  vitamin_b12: 'Vitamin B-12 (mcg)',
  phosphorus: 'Phosphorus (mg)',
  magnesium: 'Magnesium (mg)',
  zinc: 'Zinc (mg)',
  selenium: 'Selenium (mcg)',
  copper: 'Copper (mg)',
  choline: 'Choline, total (mg)',
};

/** kJ per kcal, the factor SR itself uses for nutrient 268 (FNDDS has no kJ column). */
export const KJ_PER_KCAL = 4.184;

/** Grams of sugars in one FPED added-sugars teaspoon equivalent (FPED documentation). */
export const GRAMS_PER_ADDED_SUGAR_TSP_EQ = 4.2;

/**
 * Omega-6 and omega-3 fat (g) as sums of USDA fatty-acid columns, for the Canadian table (FDR
 * B.01.402 items 6–7; the groups are defined in B.01.001). The 18-carbon sum (`base`) must be given;
 * the long-chain members are added where given. The USDA 18:2 and 18:3 columns are undifferentiated:
 * 18:2 also holds trans isomers and conjugated linoleic acid, 18:3 also holds γ-linolenic acid (an
 * omega-6) — small in most foods; where a food is rich in them, give the amounts inline.
 */
export const FATTY_ACID_SUMS = {
  omega_6_fat: {
    sr: { base: '618', add: ['620'] }, // 18:2, + 20:4 (arachidonic)
    fndds: { base: '18:2 (g)', add: ['20:4 (g)'] },
  },
  omega_3_fat: {
    sr: { base: '619', add: ['629', '631', '621'] }, // 18:3, + EPA 20:5, DPA 22:5, DHA 22:6 (n-3)
    fndds: { base: '18:3 (g)', add: ['20:5 n-3 (g)', '22:5 n-3 (g)', '22:6 n-3 (g)'] },
  },
} as const;

/**
 * Vitamin A as retinol equivalents (μg RE), GB 28050's unit, where the source gives preformed
 * retinol beside the RAE: RE = retinol + β-carotene/6 + other provitamin A carotenoids/12 and
 * RAE = retinol + β-carotene/12 + others/24, so RE = 2 × RAE − retinol.
 */
export const VITAMIN_A_RE_FROM = {
  sr: { rae: '320', retinol: '319' },
  fndds: { rae: 'Vitamin A, RAE (mcg_RAE)', retinol: 'Retinol (mcg)' },
} as const;

/** RE from RAE and retinol (μg); never below the RAE, which float noise in the sources could give. */
export function retinolEquivalents(rae: number, retinol: number): number {
  return Math.max(2 * rae - retinol, rae);
}
