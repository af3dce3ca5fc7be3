/**
 * Turns a validated recipe (api.md §3) into a resolved recipe: every ingredient gets its
 * weight in grams (weightGrams, or amount + unit through the food's portions/density) and
 * its nutrients per 100 g (inline values override the food's). Saved recipes used as
 * ingredients (`subRecipeId`) contribute their finished weight's nutrients, with cycle detection.
 *
 * Lookups are synchronous: callers (the API) fetch the referenced foods and recipes first.
 *
 * @module
 */
import type { NutrientValues } from '../nutrients/catalog';
import type { Ingredient, Recipe } from '../schemas/recipe';
import { gramsForAmount, type Portion } from '../units/portions';
import { parseUnit } from '../units/units';
import type { ResolvedIngredient, ResolvedRecipe } from './resolved-recipe';
import { computeTotals, scaleTotals } from './totals';

/** A database food as the resolver needs it. */
export interface FoodRecord {
  readonly id: string;
  readonly name: string;
  readonly nutrients: NutrientValues;
  readonly portions?: readonly Portion[];
  readonly allergens?: readonly string[];
  readonly densityGPerMl?: number;
}

/** A saved recipe as the resolver needs it. */
export interface SavedRecipeRecord {
  readonly id: string;
  readonly name: string;
  readonly recipe: Recipe;
}

/** Where referenced foods and saved recipes come from. */
export interface RecipeLookups {
  food(id: string): FoodRecord | undefined;
  recipe(id: string): SavedRecipeRecord | undefined;
}

/** Why an ingredient cannot be resolved. `unknown_unit`/`unconvertible_unit` are 400 (40004), the rest 422. */
export interface ResolveIssue {
  readonly code: 'unknown_food' | 'unknown_recipe' | 'unknown_unit' | 'unconvertible_unit' | 'recipe_cycle';
  /** Dotted path below the recipe, e.g. "ingredients.1.unit". */
  readonly path: string;
  readonly message: string;
}

/** A resolved recipe, or every reason it cannot be resolved. */
export type ResolveOutcome =
  | { readonly ok: true; readonly recipe: ResolvedRecipe }
  | { readonly ok: false; readonly issues: readonly ResolveIssue[] };

const NO_LOOKUPS: RecipeLookups = { food: () => undefined, recipe: () => undefined };

/**
 * Resolves every ingredient of a recipe.
 *
 * @example resolveRecipe({ name: 'Toast', servingSizeGrams: 30, ingredients: [{ name: 'Bread', foodId: 'golden:bread-white', amount: 1, unit: 'slice' }] }, lookups)
 */
export function resolveRecipe(recipe: Recipe, lookups: RecipeLookups = NO_LOOKUPS): ResolveOutcome {
  return resolveWithin(recipe, lookups, new Set());
}

function resolveWithin(
  recipe: Recipe,
  lookups: RecipeLookups,
  visiting: ReadonlySet<string>,
): ResolveOutcome {
  const issues: ResolveIssue[] = [];
  const ingredients: ResolvedIngredient[] = [];
  recipe.ingredients.forEach((ingredient, index) => {
    const resolved = resolveIngredient(ingredient, `ingredients.${index}`, lookups, visiting, issues);
    if (resolved) ingredients.push(resolved);
  });
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, recipe: { ...recipe, ingredients } };
}

interface Source {
  readonly nutrients: NutrientValues;
  readonly allergens: readonly string[];
  readonly portions?: readonly Portion[];
  readonly densityGPerMl?: number;
}

function resolveIngredient(
  ingredient: Ingredient,
  path: string,
  lookups: RecipeLookups,
  visiting: ReadonlySet<string>,
  issues: ResolveIssue[],
): ResolvedIngredient | undefined {
  const source = sourceOf(ingredient, path, lookups, visiting, issues);
  if (source === null) return undefined;
  const weightGrams = weightOf(ingredient, path, source, issues);
  if (weightGrams === undefined) return undefined;
  // Built by assignment in one key order (a hot path: conditional spreads made V8 build each
  // ingredient's object shape anew, and an empty allergen list was allocated for every ingredient).
  const resolved: Mutable<ResolvedIngredient> = {
    name: ingredient.name,
    weightGrams,
    nutrients: source ? { ...source.nutrients, ...ingredient.nutrients } : (ingredient.nutrients ?? {}),
  };
  const allergens = allergensOf(source?.allergens, ingredient.allergens);
  if (allergens !== undefined) resolved.allergens = allergens;
  if (ingredient.sugarsBased !== undefined) resolved.sugarsBased = ingredient.sugarsBased;
  if (ingredient.canadaClass !== undefined) resolved.canadaClass = ingredient.canadaClass;
  if (ingredient.added !== undefined) resolved.added = ingredient.added;
  return resolved;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The food's allergens, then the ingredient's own, in a new list; undefined when there are none. */
function allergensOf(
  fromSource: readonly string[] | undefined,
  given: readonly string[] | undefined,
): string[] | undefined {
  const count = (fromSource?.length ?? 0) + (given?.length ?? 0);
  return count === 0 ? undefined : [...(fromSource ?? []), ...(given ?? [])];
}

/** The food or sub-recipe behind an ingredient; undefined when there is none, null on error. */
function sourceOf(
  ingredient: Ingredient,
  path: string,
  lookups: RecipeLookups,
  visiting: ReadonlySet<string>,
  issues: ResolveIssue[],
): Source | undefined | null {
  if (ingredient.foodId !== undefined) {
    const food = lookups.food(ingredient.foodId);
    if (!food) {
      issues.push({
        code: 'unknown_food',
        path: `${path}.foodId`,
        message: `no food "${ingredient.foodId}"`,
      });
      return null;
    }
    return {
      nutrients: food.nutrients,
      allergens: food.allergens ?? [],
      ...(food.portions ? { portions: food.portions } : {}),
      ...(food.densityGPerMl === undefined ? {} : { densityGPerMl: food.densityGPerMl }),
    };
  }
  if (ingredient.subRecipeId !== undefined)
    return subRecipeSource(ingredient.subRecipeId, path, lookups, visiting, issues);
  return undefined;
}

function subRecipeSource(
  id: string,
  path: string,
  lookups: RecipeLookups,
  visiting: ReadonlySet<string>,
  issues: ResolveIssue[],
): Source | null {
  if (visiting.has(id)) {
    issues.push({
      code: 'recipe_cycle',
      path: `${path}.subRecipeId`,
      message: `recipe ${id} contains itself`,
    });
    return null;
  }
  const saved = lookups.recipe(id);
  if (!saved) {
    issues.push({ code: 'unknown_recipe', path: `${path}.subRecipeId`, message: `no saved recipe "${id}"` });
    return null;
  }
  const inner = resolveWithin(saved.recipe, lookups, new Set([...visiting, id]));
  if (!inner.ok) {
    for (const issue of inner.issues)
      issues.push({ ...issue, path: `${path}.subRecipeId(${id}).${issue.path}` });
    return null;
  }
  const totals = computeTotals(inner.recipe.ingredients, inner.recipe.yieldFactor ?? 1);
  // The sub-recipe's ingredient names carry its allergens into the parent's detection.
  const allergens = inner.recipe.ingredients.flatMap((i) => [i.name, ...(i.allergens ?? [])]);
  return { nutrients: scaleTotals(totals, 100), allergens };
}

function weightOf(ingredient: Ingredient, path: string, source: Source | undefined, issues: ResolveIssue[]) {
  if (ingredient.weightGrams !== undefined) return ingredient.weightGrams;
  const amount = ingredient.amount ?? 0;
  const unit = ingredient.unit ?? '';
  const grams = gramsForAmount(amount, unit, source ?? {});
  if (grams !== undefined) return grams;
  const known = parseUnit(unit) !== undefined;
  issues.push({
    code: known ? 'unconvertible_unit' : 'unknown_unit',
    path: `${path}.unit`,
    message: known
      ? `"${ingredient.name}": cannot convert ${unit} to grams without a density or a matching portion`
      : `"${ingredient.name}": unknown unit "${unit}"${source?.portions?.length ? ` (portions: ${source.portions.map((p) => p.name).join(', ')})` : ''}`,
  });
  return undefined;
}
