/**
 * The nutrient catalog: every nutrient key the engine accepts, with its fixed unit
 * and English name. Keys and units are the contract of api.md §3 ("unit is fixed by the key").
 *
 * @module
 */

/** Units a nutrient amount can be expressed in. */
export type NutrientUnit = 'kcal' | 'kJ' | 'g' | 'mg' | 'mcg';

/** Every nutrient key, in the order of api.md §3. */
export const NUTRIENT_KEYS = [
  'energy_kcal',
  'energy_kj',
  'total_fat',
  'saturated_fat',
  'trans_fat',
  'monounsaturated_fat',
  'polyunsaturated_fat',
  'cholesterol',
  'sodium',
  'salt',
  'total_carbohydrate',
  'dietary_fiber',
  'soluble_fiber',
  'insoluble_fiber',
  'total_sugars',
  'added_sugars',
  'sugar_alcohols',
  'protein',
  'vitamin_d',
  'calcium',
  'iron',
  'potassium',
  'vitamin_a',
  'vitamin_c',
  'vitamin_e',
  'vitamin_k',
  'thiamin',
  'riboflavin',
  'niacin',
  'vitamin_b6',
  'folate',
  'vitamin_b12',
  'biotin',
  'pantothenic_acid',
  'phosphorus',
  'magnesium',
  'zinc',
  'iodine',
  'selenium',
  'copper',
  'manganese',
  'chromium',
  'molybdenum',
  'chloride',
  'choline',
  // Beyond api.md §3's first list, appended so that slots of the earlier keys stay put.
  'omega_6_fat',
  'omega_3_fat',
  'vitamin_a_re',
] as const;

/** A nutrient key such as `total_fat`. */
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

/** Nutrient amounts keyed by nutrient; an absent (or undefined) amount means "no data", never zero. */
export type NutrientValues = { [K in NutrientKey]?: number | undefined };

/** What the catalog knows of one nutrient. */
export interface NutrientInfo {
  readonly key: NutrientKey;
  /** English name as printed on an FDA label. */
  readonly name: string;
  readonly unit: NutrientUnit;
}

const info = (key: NutrientKey, name: string, unit: NutrientUnit): NutrientInfo => ({ key, name, unit });

/** Name and unit of every nutrient key. */
export const NUTRIENTS: { readonly [K in NutrientKey]: NutrientInfo } = {
  energy_kcal: info('energy_kcal', 'Calories', 'kcal'),
  energy_kj: info('energy_kj', 'Energy', 'kJ'),
  total_fat: info('total_fat', 'Total Fat', 'g'),
  saturated_fat: info('saturated_fat', 'Saturated Fat', 'g'),
  trans_fat: info('trans_fat', 'Trans Fat', 'g'),
  monounsaturated_fat: info('monounsaturated_fat', 'Monounsaturated Fat', 'g'),
  polyunsaturated_fat: info('polyunsaturated_fat', 'Polyunsaturated Fat', 'g'),
  cholesterol: info('cholesterol', 'Cholesterol', 'mg'),
  sodium: info('sodium', 'Sodium', 'mg'),
  salt: info('salt', 'Salt', 'g'),
  total_carbohydrate: info('total_carbohydrate', 'Total Carbohydrate', 'g'),
  dietary_fiber: info('dietary_fiber', 'Dietary Fiber', 'g'),
  soluble_fiber: info('soluble_fiber', 'Soluble Fiber', 'g'),
  insoluble_fiber: info('insoluble_fiber', 'Insoluble Fiber', 'g'),
  total_sugars: info('total_sugars', 'Total Sugars', 'g'),
  added_sugars: info('added_sugars', 'Added Sugars', 'g'),
  sugar_alcohols: info('sugar_alcohols', 'Sugar Alcohol', 'g'),
  protein: info('protein', 'Protein', 'g'),
  vitamin_d: info('vitamin_d', 'Vitamin D', 'mcg'),
  calcium: info('calcium', 'Calcium', 'mg'),
  iron: info('iron', 'Iron', 'mg'),
  potassium: info('potassium', 'Potassium', 'mg'),
  vitamin_a: info('vitamin_a', 'Vitamin A', 'mcg'),
  vitamin_c: info('vitamin_c', 'Vitamin C', 'mg'),
  vitamin_e: info('vitamin_e', 'Vitamin E', 'mg'),
  vitamin_k: info('vitamin_k', 'Vitamin K', 'mcg'),
  thiamin: info('thiamin', 'Thiamin', 'mg'),
  riboflavin: info('riboflavin', 'Riboflavin', 'mg'),
  niacin: info('niacin', 'Niacin', 'mg'),
  vitamin_b6: info('vitamin_b6', 'Vitamin B6', 'mg'),
  folate: info('folate', 'Folate', 'mcg'),
  vitamin_b12: info('vitamin_b12', 'Vitamin B12', 'mcg'),
  biotin: info('biotin', 'Biotin', 'mcg'),
  pantothenic_acid: info('pantothenic_acid', 'Pantothenic Acid', 'mg'),
  phosphorus: info('phosphorus', 'Phosphorus', 'mg'),
  magnesium: info('magnesium', 'Magnesium', 'mg'),
  zinc: info('zinc', 'Zinc', 'mg'),
  iodine: info('iodine', 'Iodine', 'mcg'),
  selenium: info('selenium', 'Selenium', 'mcg'),
  copper: info('copper', 'Copper', 'mg'),
  manganese: info('manganese', 'Manganese', 'mg'),
  chromium: info('chromium', 'Chromium', 'mcg'),
  molybdenum: info('molybdenum', 'Molybdenum', 'mcg'),
  chloride: info('chloride', 'Chloride', 'mg'),
  choline: info('choline', 'Choline', 'mg'),
  omega_6_fat: info('omega_6_fat', 'Omega-6 Fat', 'g'),
  omega_3_fat: info('omega_3_fat', 'Omega-3 Fat', 'g'),
  // Retinol equivalents (retinol + β-carotene/6 + other provitamin A carotenoids/12), GB 28050's unit.
  vitamin_a_re: info('vitamin_a_re', 'Vitamin A (RE)', 'mcg'),
};

/** Grams in one unit of each mass unit; energy units have no mass. */
export const GRAMS_PER_UNIT: { readonly [U in NutrientUnit]: number | null } = {
  g: 1,
  mg: 0.001,
  mcg: 0.000_001,
  kcal: null,
  kJ: null,
};

/** True when `key` is a known nutrient key. */
export function isNutrientKey(key: string): key is NutrientKey {
  return Object.hasOwn(NUTRIENTS, key);
}

/**
 * The position of each key in {@link NUTRIENT_KEYS}, for code that keeps amounts in flat arrays.
 * A prototype-less object: the fastest lookup by a string key (and no inherited names).
 */
export const NUTRIENT_SLOT: Readonly<Record<string, number | undefined>> = Object.assign(
  Object.create(null),
  Object.fromEntries(NUTRIENT_KEYS.map((key, slot) => [key, slot])),
);
