/**
 * One product-category key for every market (`recipe.category`, api.md §3): an FDA RACC key
 * (fda/racc.ts, 21 CFR 101.12(b)) or a Canadian `ca_` key of the Table of Reference Amounts
 * (cfia/reference-amounts.ts). Each format reads its own row: Canada maps FDA keys through
 * `CFIA_CATEGORY_OF_FDA`; the FDA format maps a `ca_` key to the RACC row of the same food
 * through {@link FDA_CATEGORY_OF_CFIA}, where there is one.
 *
 * @module
 */
import { CFIA_CATEGORY_OF_FDA, type CfiaCategory } from './cfia/reference-amounts';
import type { RaccCategory } from './fda/racc';

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
};

/**
 * The FDA RACC key of a category key: the key itself, or the RACC row of a Canadian key.
 *
 * @example fdaCategoryKey('ca_yogurt') // "yogurt"
 * @example fdaCategoryKey('cookies') // "cookies"
 */
export function fdaCategoryKey(category: string): string {
  return Object.hasOwn(FDA_CATEGORY_OF_CFIA, category)
    ? (FDA_CATEGORY_OF_CFIA[category as CfiaCategory] ?? category)
    : category;
}
