/**
 * A recipe whose every ingredient has a weight in grams and nutrients per 100 g:
 * what the label engine computes on. `resolveRecipe` builds it from API input.
 *
 * @module
 */
import type { NutrientValues } from '../nutrients/catalog';
import type { ADDED_KINDS, CANADA_INGREDIENT_CLASSES, Recipe } from '../schemas/recipe';

/** An ingredient with its weight and nutrients per 100 g settled. */
export interface ResolvedIngredient {
  readonly name: string;
  readonly weightGrams: number;
  /** Nutrients per 100 g of this ingredient; absent keys mean "no data". */
  readonly nutrients: NutrientValues;
  /** Explicit allergens (from the request or the food database), merged with detected ones. */
  readonly allergens?: readonly string[];
  /** Canada: whether it is a sugars-based ingredient (FDR B.01.001); detected from the name when absent. */
  readonly sugarsBased?: boolean;
  /** Canada: the ingredient's class for the "High in" exemptions (FDR B.01.350(7)–(9)). */
  readonly canadaClass?: (typeof CANADA_INGREDIENT_CLASSES)[number];
  /** Mexico: what it adds (NOM-051 4.5.3.4); detected from the name when absent. */
  readonly added?: readonly (typeof ADDED_KINDS)[number][];
}

/** A recipe ready to label. */
export interface ResolvedRecipe extends Omit<Recipe, 'ingredients'> {
  readonly ingredients: readonly ResolvedIngredient[];
}
