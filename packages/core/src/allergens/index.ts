/**
 * Allergen detection and the ingredient statement, shared by the FDA, CFIA, EU and China formats.
 *
 * - One lexicon (lexicon-us.ts, lexicon-intl.ts, lexicon-zh.ts: term → allergen key + species,
 *   ambiguity or false friend), compiled once at load; each format's allergen profile (profile.ts,
 *   `Regulation.allergens`) lists the keys that count and their names.
 * - `detectAllergens` → `AllergenResult` fields (`detected`, `declaration` "Contains: …." or "",
 *   `sources`) plus `warnings`, `perIngredient`, `names` and, for Canada (French) and China
 *   (Chinese), `altDeclaration`.
 * - `buildIngredientStatement` → "Ingredients: Flour (wheat), Butter (milk), Sugar.";
 *   `buildIngredientStatementParts` adds the ranges to print in bold (EU, China).
 *
 * @example
 * const ingredients = [{ name: 'Flour', weightGrams: 200 }, { name: 'Butter', weightGrams: 100 }];
 * const allergens = detectAllergens(ingredients, fda.allergens); // declaration 'Contains: Wheat, Milk.'
 * buildIngredientStatement(ingredients, allergens, fda.allergens); // 'Ingredients: Flour (wheat), Butter (milk).'
 *
 * @module
 */
export { ALLERGEN_KEYS, type AllergenKey, isAllergenKey } from './allergen-keys';
export { detectAllergens } from './detect-allergens';
export {
  buildIngredientStatement,
  buildIngredientStatementParts,
  type StatementOptions,
} from './ingredient-statement';
export { normalizeAllergen, type ResolvedAllergen, resolveAllergen } from './normalize-allergen';
export type { AllergenProfile, DerivativeClass, KeyRule } from './profile';
export { CFIA_SUGARS_GROUP, isSugarsBased } from './sugars-based';
export type {
  AllergenDetection,
  AllergenIngredient,
  EmphasisRange,
  IngredientStatementParts,
} from './types';
