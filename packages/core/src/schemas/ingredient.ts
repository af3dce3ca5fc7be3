/**
 * The ingredient of a recipe (api.md §3) and the field schemas it is made of, apart from the recipe so
 * that the label options (api.md §12 `options.prepared`) can list ingredients without importing the
 * recipe schema that holds them.
 *
 * @module
 */
import * as v from 'valibot';
import { NUTRIENT_KEYS } from '../nutrients/catalog';
import { boundedArray, boundedRecord } from './bounded';

export const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
export const positive = (max: number) => v.pipe(v.number(), v.finite(), v.gtValue(0), v.maxValue(max));

/**
 * Nutrient amounts per 100 g: known keys only (a typo would silently mislabel; every own key is checked,
 * `constructor` included) and numbers. Negative and non-finite amounts are physical-limit errors
 * (422, api.md §3), checked by `checkPhysicalLimits`.
 */
export const NutrientMapSchema = boundedRecord(
  v.picklist(NUTRIENT_KEYS, 'unknown nutrient key'),
  v.number(),
  {
    maxKeys: NUTRIENT_KEYS.length,
    maxMessage: `at most ${NUTRIENT_KEYS.length} nutrient keys (one per known nutrient)`,
  },
);

/** Food ids of the ingredient database: "usda:…", "golden:…", "local:…". */
export const FoodIdSchema = v.pipe(
  v.string(),
  v.regex(
    /^(usda|golden|local):[A-Za-z0-9_.-]{1,100}$/,
    'must look like "usda:<id>", "golden:<id>" or "local:<id>"',
  ),
);

/** Saved recipe ids: "rec_" and random base62. */
export const RecipeIdSchema = v.pipe(
  v.string(),
  v.regex(/^rec_[A-Za-z0-9]{1,64}$/, 'must be a recipe id (rec_…)'),
);

/**
 * Ingredient classes of FDR B.01.350(7), (8) and (9): plain foods (no saturated fat, sodium or
 * sugars added to them) that keep a product's nutrient-specific exemption from the symbol.
 */
export const CANADA_INGREDIENT_CLASSES = [
  'fruit_vegetable',
  'milk',
  'milk_ingredient',
  'dairy',
  'whole_egg',
  'nut_seed',
  'vegetable_marine_oil',
  'fish',
  'grain',
  'legume',
] as const;

/**
 * What an ingredient adds to a product, for Mexico's warning profile and legends (NOM-051 4.5.3.4,
 * api.md §13): sugars, fats or sodium added, sweeteners, caffeine.
 */
export const ADDED_KINDS = ['sugars', 'fats', 'sodium', 'sweeteners', 'caffeine'] as const;

/** One recipe ingredient (api.md §3). Exactly one way to its weight: `weightGrams`, or `amount` + `unit`. */
export const IngredientSchema = v.pipe(
  v.object({
    name: text(200),
    weightGrams: v.optional(positive(1e6)),
    nutrients: v.optional(NutrientMapSchema),
    foodId: v.optional(FoodIdSchema),
    amount: v.optional(positive(1e6)),
    unit: v.optional(text(40)),
    allergens: v.optional(boundedArray(text(60), { max: 30, maxMessage: 'at most 30 allergens' })),
    subRecipeId: v.optional(RecipeIdSchema),
    // Canada (FDR B.01.008.3): a sugars-based ingredient; detected from the name when absent.
    sugarsBased: v.optional(v.boolean()),
    // Canada (FDR B.01.350(6)–(9)): the class of an ingredient that does not make a product lose its
    // "High in" exemption; absent: the ingredient counts as any other.
    canadaClass: v.optional(v.picklist(CANADA_INGREDIENT_CLASSES)),
    // Mexico (NOM-051 4.5.3.4): what the ingredient adds; detected from the name when absent ([] = nothing).
    added: v.optional(
      v.pipe(
        v.array(v.picklist(ADDED_KINDS, `must be one of ${ADDED_KINDS.join(', ')}`)),
        v.maxLength(ADDED_KINDS.length, `at most ${ADDED_KINDS.length} kinds`),
      ),
    ),
  }),
  v.forward(
    v.check(
      (i) => i.weightGrams === undefined || (i.amount === undefined && i.unit === undefined),
      'give either weightGrams or amount and unit, not both',
    ),
    ['weightGrams'],
  ),
  v.forward(
    v.check(
      (i) => i.weightGrams !== undefined || i.amount !== undefined,
      'weightGrams (or amount and unit) is required',
    ),
    ['weightGrams'],
  ),
  v.forward(
    v.check((i) => i.amount === undefined || i.unit !== undefined, 'unit is required with amount'),
    ['unit'],
  ),
  v.forward(
    v.check((i) => i.unit === undefined || i.amount !== undefined, 'amount is required with unit'),
    ['amount'],
  ),
  v.forward(
    v.check(
      (i) => i.foodId === undefined || i.subRecipeId === undefined,
      'give either foodId or subRecipeId',
    ),
    ['subRecipeId'],
  ),
  // Of the checks above, what JSON Schema can say for the API's OpenAPI document without tripping
  // the linters (a `required` inside anyOf/not is warned by Redocly, a subschema's `properties` fail its
  // example checks): amount and unit go together. "weightGrams or amount", "not both" and "not foodId
  // with subRecipeId" stay in the description (api.md §3).
  v.metadata({ dependentRequired: { amount: ['unit'], unit: ['amount'] } }),
  v.description(
    'Exactly one weight: weightGrams, or amount with unit; foodId or subRecipeId, not both (api.md §3).',
  ),
);
