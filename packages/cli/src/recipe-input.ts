/**
 * A validated recipe ready to label, with where it came from (for messages).
 *
 * @module
 */
import type { Recipe } from '@nutrilabel/core';

/** One recipe read from a file, stdin or a CSV group. */
export interface RecipeInput {
  /** Where it came from, e.g. "pie.json" or "recipes.csv (Pie)". */
  readonly source: string;
  readonly recipe: Recipe;
  /** The regulation the file asked for (`{ recipe, regulation }`), if any. */
  readonly regulation?: string;
}
