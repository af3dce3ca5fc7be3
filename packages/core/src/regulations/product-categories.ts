/**
 * One product-category key for every market (`recipe.category`, api.md §3): an FDA RACC key
 * (fda/racc.ts, 21 CFR 101.12(b)) or a Canadian `ca_` key of the Table of Reference Amounts
 * (cfia/reference-amounts.ts). Each format reads its own row: Canada maps FDA keys through
 * `CFIA_CATEGORY_OF_FDA`; the FDA format maps a `ca_` key to the RACC row of the same food
 * through {@link FDA_CATEGORY_OF_CFIA}, where there is one.
 *
 * @module
 */
import { CFIA_CATEGORY_OF_FDA, CFIA_REFERENCE_AMOUNTS, type CfiaCategory } from './cfia/reference-amounts';
import { FDA_RACC, type RaccCategory } from './fda/racc';

/**
 * The FDA RACC row of each Canadian key that names the same food: the FDA keys that map to it,
 * plus rows where only the Canadian key exists (lasagna is a "mixed dish measurable with a cup",
 * soy sauce a "major condiment" in Table 2 of 101.12(b)).
 */
export const FDA_CATEGORY_OF_CFIA: Readonly<Partial<Record<CfiaCategory, RaccCategory>>> = {
  ...Object.fromEntries(
    Object.entries(CFIA_CATEGORY_OF_FDA)
      .reverse()
      .map(([fda, ca]) => [ca, fda]),
  ),
  ca_crackers: 'crackers_snack',
  ca_lasagna: 'mixed_dishes_cup',
  ca_soy_sauce: 'condiments_major',
  ca_salt: 'salt',
  ca_muffins: 'bagels_muffins',
  ca_bagels: 'bagels_muffins',
  ca_plant_beverages: 'milk',
  ca_honey: 'honey_jams',
  ca_jams: 'honey_jams',
  ca_syrups_ingredient: 'syrups',
  ca_coconut_fresh: 'fruits',
  ca_buttermilk: 'milk',
  ca_fish_fresh: 'fish_raw',
  ca_nuts: 'nuts_seeds',
  ca_seeds: 'nuts_seeds',
  ca_dips: 'dips_salsa',
  ca_pizza: 'mixed_dishes_not_cup',
  ca_burritos: 'mixed_dishes_not_cup',
  ca_macaroni_cheese: 'mixed_dishes_cup',
  ca_chili_stir_fry: 'mixed_dishes_cup',
};

/**
 * Canadian keys with no RACC row of the same food in 21 CFR 101.12(b) Table 2 as this engine holds
 * it: meat and poultry products (USDA-regulated, 9 CFR 317.312 / 381.412, not FDA), plain coffee and
 * tea, foods for children under 4 (Table 1, not held), prepared cake mix, sweetening agents as a
 * group. The FDA format reads no RACC for them and says so once, precisely ({@link fdaCategoryNote}).
 */
export const CFIA_ONLY_CATEGORIES: ReadonlySet<CfiaCategory> = new Set(
  (Object.keys(CFIA_REFERENCE_AMOUNTS) as CfiaCategory[]).filter(
    (k) => !Object.hasOwn(FDA_CATEGORY_OF_CFIA, k),
  ),
);

/**
 * The FDA RACC key of a category key: the key itself, or the RACC row of a Canadian key;
 * undefined for a Canadian key with no RACC row of the same food ({@link CFIA_ONLY_CATEGORIES}).
 *
 * @example fdaCategoryKey('ca_yogurt') // "yogurt"
 * @example fdaCategoryKey('cookies') // "cookies"
 * @example fdaCategoryKey('ca_deli_meats') // undefined
 */
export function fdaCategoryKey(category: string): string | undefined {
  if (Object.hasOwn(FDA_CATEGORY_OF_CFIA, category)) return FDA_CATEGORY_OF_CFIA[category as CfiaCategory];
  return CFIA_ONLY_CATEGORIES.has(category as CfiaCategory) ? undefined : category;
}

/**
 * What the FDA format says of a Canadian key with no RACC row: nutrient content claims are defined
 * per RACC (21 CFR 101.12(b)), so they are read on the labelled serving; nothing else needs one.
 *
 * @returns undefined when the key is not such a Canadian key
 */
export function fdaCategoryNote(category: string): string | undefined {
  if (!CFIA_ONLY_CATEGORIES.has(category as CfiaCategory)) return undefined;
  return (
    `"${category}" is a category of Canada's Table of Reference Amounts with no RACC row of the same food in ` +
    '21 CFR 101.12(b): FDA nutrient content claims, defined per RACC, were evaluated on the labelled serving; ' +
    'give the RACC key of the food to decide them per RACC.'
  );
}

/** A `recipe.category` key as listed to clients: its wording and the formats that read a row for it. */
export interface ProductCategory {
  readonly key: string;
  /** The wording of its row (the RACC row for an FDA key, the Table's row for a `ca_` key). */
  readonly name: string;
  /** `fda`: a RACC row of 21 CFR 101.12(b) is read; `cfia`: a row of the Table of Reference Amounts. */
  readonly formats: readonly ('fda' | 'cfia')[];
}

/**
 * Every key `recipe.category` accepts (api.md §3): the FDA RACC keys in the order of their table,
 * then the Canadian `ca_` keys. Built from the two tables, so a new row is listed without a copy.
 */
export const PRODUCT_CATEGORIES: readonly ProductCategory[] = [
  ...(Object.keys(FDA_RACC) as RaccCategory[]).map(
    (key): ProductCategory => ({
      key,
      name: FDA_RACC[key].label,
      formats: Object.hasOwn(CFIA_CATEGORY_OF_FDA, key) ? ['fda', 'cfia'] : ['fda'],
    }),
  ),
  ...(Object.keys(CFIA_REFERENCE_AMOUNTS) as CfiaCategory[]).map(
    (key): ProductCategory => ({
      key,
      name: CFIA_REFERENCE_AMOUNTS[key].label,
      formats: CFIA_ONLY_CATEGORIES.has(key) ? ['cfia'] : ['fda', 'cfia'],
    }),
  ),
];
