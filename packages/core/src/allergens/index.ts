/**
 * Allergen detection and the ingredient statement, shared by the FDA, CFIA, EU and China formats.
 *
 * @module
 */
export { ALLERGEN_KEYS, type AllergenKey, isAllergenKey } from './allergen-keys';
export { detectAllergens } from './detect-allergens';
export { buildIngredientStatement, buildIngredientStatementParts } from './ingredient-statement';
export { normalizeAllergen, type ResolvedAllergen, resolveAllergen } from './normalize-allergen';
export type {
  AllergenDetection,
  AllergenIngredient,
  AllergenRegulation,
  EmphasisRange,
  IngredientStatementParts,
} from './types';
