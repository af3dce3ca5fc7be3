/**
 * The content checks `generateLabel` makes before it computes anything (api.md §1, 422): physical
 * limits of every ingredient, then a serving no larger than the finished batch. Exported so that a
 * caller can run them ahead (the streaming CSV export checks every recipe before its first byte).
 *
 * @module
 */
import { checkPhysicalLimits } from '../recipe/physical-limits';
import type { ResolvedRecipe } from '../recipe/resolved-recipe';
import { sumIngredients } from '../recipe/totals';

/** Why a recipe cannot be labelled although its shape is valid (HTTP 422, api.md §1). */
export interface LabelIssue {
  readonly code: 'physical_limit' | 'serving_exceeds_batch' | 'layout_not_allowed' | 'column_not_allowed';
  /**
   * Dotted path below the recipe, e.g. "ingredients.2.nutrients.total_fat"; for `layout_not_allowed`
   * the path of the option in the request ("options.layout").
   */
  readonly path: string;
  readonly message: string;
}

/** Nutrient amounts no food can have, per ingredient. */
export function physicalLimitIssues(recipe: ResolvedRecipe): LabelIssue[] {
  const issues: LabelIssue[] = [];
  recipe.ingredients.forEach((ingredient, index) => {
    for (const issue of checkPhysicalLimits(ingredient.nutrients)) {
      issues.push({
        code: 'physical_limit',
        path: `ingredients.${index}.${issue.field}`,
        message: issue.message,
      });
    }
  });
  return issues;
}

/** A serving larger than the finished batch (with a relative tolerance of 1e-9), else undefined. */
export function servingIssue(servingGrams: number, finishedWeightGrams: number): LabelIssue | undefined {
  if (servingGrams <= finishedWeightGrams * (1 + 1e-9)) return undefined;
  return {
    code: 'serving_exceeds_batch',
    path: 'servingSizeGrams',
    message: `serving size ${servingGrams} g is larger than the finished batch (${Math.round(finishedWeightGrams * 100) / 100} g)`,
  };
}

/**
 * Every reason `generateLabel` would refuse this recipe; empty when it can be labelled.
 *
 * @example checkLabelContent(resolved) // [{ code: 'physical_limit', path: 'ingredients.0.nutrients.total_fat', … }]
 */
export function checkLabelContent(recipe: ResolvedRecipe): LabelIssue[] {
  const issues = physicalLimitIssues(recipe);
  if (issues.length > 0) return issues;
  const batch = sumIngredients(recipe.ingredients);
  const serving = servingIssue(recipe.servingSizeGrams, batch.rawWeightGrams * (recipe.yieldFactor ?? 1));
  return serving ? [serving] : [];
}
