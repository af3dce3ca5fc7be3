/**
 * Labels one recipe with the core engine: resolves `foodId`s through the ingredient database
 * (loaded lazily, once, only when a recipe uses one) and generates the label.
 *
 * @module
 */

import type { LabelOptionsInput } from '@nutrilabel/core';
import {
  type FoodRecord,
  generateLabel,
  getRegulation,
  type LabelResult,
  type Recipe,
  type RegulationId,
  regulationChoices,
  resolveRecipe,
  resolveRegulation,
} from '@nutrilabel/core';
import { CliError, EXIT } from './cli-error';
import { engineOptions } from './label-options';
import type { RecipeInput } from './recipe-input';

/** Finds database foods by id. */
export type FoodLookup = (id: string) => FoodRecord | undefined;

/** The regulation for a name (default fda), or a usage error naming the allowed ones. */
export function regulationFor(name: string | undefined): RegulationId {
  const format = resolveRegulation(name);
  if (!format) {
    throw new CliError(`Unknown regulation "${name}". Allowed: ${regulationChoices()}.`, [], EXIT.usage);
  }
  return format.id;
}

/** Whether any ingredient refers to a database food. */
export const usesFoods = (recipe: Recipe): boolean => recipe.ingredients.some((i) => i.foodId !== undefined);

let database: Promise<FoodLookup> | undefined;

/** The USDA/golden database of @nutrilabel/foods, loaded on first use (it takes a moment). */
export function loadFoods(): Promise<FoodLookup> {
  database ??= import('@nutrilabel/foods').then(({ loadFoodDatabase }) => {
    const db = loadFoodDatabase();
    return (id: string) => db.get(id);
  });
  return database;
}

/**
 * The label of one validated recipe.
 *
 * @param foods - lookup for `foodId`s (omit when the recipe uses none)
 * @param explain - add `explain` to every row and column (api.md §14)
 * @param options - the label options of api.md §12 (`--layout`, `--voluntary`, …)
 * @throws CliError naming the source and every unresolvable or impossible field
 * @example labelRecipe({ source: 'pie.json', recipe }, 'fda').label.nutrients[0].display // "230"
 */
export function labelRecipe(
  input: RecipeInput,
  regulation: RegulationId,
  foods?: FoodLookup,
  explain = false,
  options?: LabelOptionsInput,
): LabelResult {
  const format = getRegulation(regulation);
  const resolved = resolveRecipe(input.recipe, {
    food: (id) => (id.startsWith('local:') ? undefined : foods?.(id)),
    recipe: () => undefined,
  });
  if (!resolved.ok) {
    throw new CliError(
      `${input.source}: the recipe refers to foods, recipes or units that cannot be used.`,
      resolved.issues.map((i) =>
        i.code === 'unknown_recipe'
          ? `${i.path}: saved recipes (subRecipeId) need the API; inline the sub-recipe instead`
          : i.code === 'unknown_food' && i.path.endsWith('foodId')
            ? `${i.path}: ${i.message} (local: foods live in an API account; use golden: or usda: ids)`
            : `${i.path}: ${i.message}`,
      ),
    );
  }
  const outcome = generateLabel(resolved.recipe, format, engineOptions(format, options, explain));
  if (!outcome.ok) {
    throw new CliError(
      `${input.source}: the recipe cannot be labelled.`,
      outcome.issues.map((i) => `${i.path}: ${i.message}`),
    );
  }
  return outcome.value;
}
