/**
 * The allergen keys the engine knows. The US "big 9" keys are the contract of api.md §4
 * (`detected: ["wheat", "milk"]`); the others are needed by Canada, the EU or China.
 *
 * @module
 */

/**
 * Every allergen key. US big 9 first (21 U.S.C. 321(qq)(1) order, regulations-us.md §8.1),
 * then the keys used only outside the US (regulations-intl.md §1.7, §2.6, §3.5, §4.1).
 */
export const ALLERGEN_KEYS = [
  'milk',
  'egg',
  'fish',
  'crustacean_shellfish',
  'tree_nuts',
  'wheat',
  'peanuts',
  'soy',
  'sesame',
  'gluten',
  'molluscs',
  'mustard',
  'celery',
  'lupin',
  'sulphites',
] as const;

/**
 * An allergen key. `gluten` means a gluten cereal other than wheat (barley, rye, oats); wheat and
 * triticale always use `wheat`, which every non-US list also counts as a gluten source.
 */
export type AllergenKey = (typeof ALLERGEN_KEYS)[number];

const KEY_SET: ReadonlySet<string> = new Set(ALLERGEN_KEYS);

/**
 * Tells whether a string is one of the allergen keys.
 *
 * @param value - any string
 * @returns true for e.g. "tree_nuts", false for "Tree nuts"
 * @example isAllergenKey('milk') // true
 */
export function isAllergenKey(value: string): value is AllergenKey {
  return KEY_SET.has(value);
}
