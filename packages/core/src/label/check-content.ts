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
import { HSR_AUTOMATIC } from '../regulations/anz/health-star-tables';

/** Why a recipe cannot be labelled although its shape is valid (HTTP 422, api.md §1). */
export interface LabelIssue {
  readonly code:
    | 'physical_limit'
    | 'serving_exceeds_batch'
    | 'layout_not_allowed'
    | 'column_not_allowed'
    | 'inconsistent_fields';
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

/** Fruit, vegetable, nut and legume shares (Health Star Rating inputs) that add up to more than the food. */
export function fvnlIssue(recipe: ResolvedRecipe): LabelIssue | undefined {
  const total = (recipe.fvnlPercent ?? 0) + (recipe.concentratedFvPercent ?? 0);
  if (total <= 100 + 1e-9) return undefined;
  return {
    code: 'physical_limit',
    path: 'concentratedFvPercent',
    message: `fvnlPercent and concentratedFvPercent add up to ${Math.round(total * 100) / 100} %, more than the whole food`,
  };
}

/**
 * A Health Star Rating product kind (`hsrProduct`) given with another category than its own: plain and
 * unsweetened flavoured water are category 1, minimally processed fruit and vegetables category 2.
 */
export function hsrProductIssue(recipe: ResolvedRecipe): LabelIssue | undefined {
  if (recipe.hsrProduct === undefined || recipe.hsrCategory === undefined) return undefined;
  const automatic = HSR_AUTOMATIC[recipe.hsrProduct];
  if (automatic.category === recipe.hsrCategory) return undefined;
  return {
    code: 'inconsistent_fields',
    path: 'hsrProduct',
    message: `${automatic.name} is rated in category ${automatic.category}, not ${recipe.hsrCategory} (hsrCategory)`,
  };
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
  const fvnl = fvnlIssue(recipe);
  if (fvnl) issues.push(fvnl);
  const product = hsrProductIssue(recipe);
  if (product) issues.push(product);
  if (issues.length > 0) return issues;
  const batch = sumIngredients(recipe.ingredients);
  const serving = servingIssue(recipe.servingSizeGrams, batch.rawWeightGrams * (recipe.yieldFactor ?? 1));
  return serving ? [serving] : [];
}
