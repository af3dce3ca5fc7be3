/**
 * Allergen detection and the ingredient statement, shared by the FDA, CFIA, EU and China formats.
 *
 * - One lexicon (lexicon-us.ts, lexicon-intl.ts, lexicon-zh.ts: term → allergen key + species,
 *   ambiguity or false friend), compiled once at load; per-regulation lists of the keys that count
 *   and their names (regulation-profiles.ts).
 * - `detectAllergens` → `AllergenResult` fields (`detected`, `declaration` "Contains: …." or "",
 *   `sources`) plus `warnings`, `perIngredient`, `names` and, for Canada (French) and China
 *   (Chinese), `altDeclaration`.
 * - `buildIngredientStatement` → "Ingredients: Flour (wheat), Butter (milk), Sugar.";
 *   `buildIngredientStatementParts` adds the ranges to print in bold (EU, China).
 *
 * @example
 * const ingredients = [{ name: 'Flour', weightGrams: 200 }, { name: 'Butter', weightGrams: 100 }];
 * const allergens = detectAllergens(ingredients, 'fda'); // declaration 'Contains: Wheat, Milk.'
 * buildIngredientStatement(ingredients, allergens, 'fda'); // 'Ingredients: Flour (wheat), Butter (milk).'
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
export { CFIA_SUGARS_GROUP, isSugarsBased } from './sugars-based';
export type {
  AllergenDetection,
  AllergenIngredient,
  AllergenRegulation,
  EmphasisRange,
  IngredientStatementParts,
} from './types';
