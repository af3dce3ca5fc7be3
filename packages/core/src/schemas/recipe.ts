/**
 * Request schemas of api.md §3–4 (recipe, ingredient, label request), shared by the
 * core and the API so that what the API validates is exactly what the engine accepts.
 *
 * @module
 */
import * as v from 'valibot';
import { HSR_CATEGORIES, HSR_PRODUCTS } from '../regulations/anz/health-star-tables';
import { boundedArray } from './bounded';
import {
  ADDED_KINDS,
  CANADA_INGREDIENT_CLASSES,
  FoodIdSchema,
  IngredientSchema,
  NutrientMapSchema,
  positive,
  RecipeIdSchema,
  text,
} from './ingredient';
import { LabelOptionsSchema } from './label-options';
import { MetadataSchema } from './metadata';

export {
  ADDED_KINDS,
  CANADA_INGREDIENT_CLASSES,
  FoodIdSchema,
  IngredientSchema,
  NutrientMapSchema,
  RecipeIdSchema,
};

/** Canada: facts of a product the recipe cannot tell, read by the "High in" decision (FDR B.01.350). */
export const CanadaInputsSchema = v.object({
  /** Who the product is for; default `retail` (B.01.350(5)(a), (c), (d), (e), (j)). */
  use: v.optional(
    v.picklist([
      'retail',
      'shipping_container',
      'restaurant_portion',
      'institutional',
      'manufacturing_ingredient',
      'military_ration',
    ]),
  ),
  /** Available display surface in cm² (B.01.350(5)(b), (13)(g), (13)(h), (13.1)). */
  availableDisplaySurfaceCm2: v.optional(positive(1e6)),
  /** Milk or cream sold in a refillable glass container (B.01.350(5)(f)). */
  refillableGlass: v.optional(v.boolean()),
  /** Why the product is exempt from the Nutrition Facts table, where it is (B.01.350(13), (13.01)). */
  nftExemption: v.optional(
    v.picklist([
      'alcoholic_beverage',
      'raw_meat_not_ground',
      'raw_meat_ground',
      'raw_fish',
      'prepared_in_store',
      'roadside_stand',
      'immediate_consumption',
      'store_packaged_sticker',
    ]),
  ),
  /** The product must carry a Nutrition Facts table all the same (B.01.401(3) triggers; (13), (13.01)). */
  nftRequired: v.optional(v.boolean()),
  /** A supplemented food (B.01.350(13.1)–(13.2)). */
  supplementedFood: v.optional(v.boolean()),
  /**
   * The supplemented food is the subject of a representation of B.29.018(2)(b) (an energy or nutrient
   * declaration, a nutritional or health-related claim, a health-related mark): (13.1) does not apply.
   */
  supplementedFoodRepresentation: v.optional(v.boolean()),
  /** The supplemented food carries a supplemented food caution identifier (B.01.350(13.2)). */
  cautionIdentifier: v.optional(v.boolean()),
  /** Products that must not carry the symbol (B.01.350(15)). */
  solelyFor: v.optional(
    v.picklist([
      'infants_6_to_12_months',
      'human_milk_fortifier',
      'human_milk_substitute',
      'formulated_liquid_diet',
      'meal_replacement',
      'nutritional_supplement',
      'protein_restricted_diet',
      'amino_acid_restricted_diet',
      'very_low_energy_diet',
      'children_1_to_4_years',
    ]),
  ),
  /**
   * A combination dish that is a main dish (B.01.001: no ingredients but water to add, foods of at
   * least two of the four groups); default: the category's row says.
   */
  mainDish: v.optional(v.boolean()),
});

/** A recipe to label (api.md §3). */
export const RecipeSchema = v.object({
  name: text(200),
  yieldFactor: v.optional(positive(10)),
  servingSizeGrams: positive(100_000),
  servingsPerContainer: v.optional(positive(100_000)),
  ingredients: boundedArray(IngredientSchema, {
    min: 1,
    minMessage: 'at least one ingredient is required',
    max: 500,
    maxMessage: 'at most 500 ingredients',
  }),
  category: v.optional(text(100)),
  form: v.optional(v.picklist(['solid', 'liquid'])),
  densityGPerMl: v.optional(positive(5)),
  householdMeasure: v.optional(text(100)),
  canada: v.optional(CanadaInputsSchema),
  /** Australia and New Zealand: the Health Star Rating category; the voluntary rating is given only with it. */
  hsrCategory: v.optional(v.picklist(HSR_CATEGORIES)),
  /** Non-concentrated fruit, vegetable, nut and legume content in %, for the Health Star Rating's V points. */
  fvnlPercent: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100))),
  /** Concentrated fruit or vegetable content in %, for the Health Star Rating's V points. */
  concentratedFvPercent: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100))),
  /** A product the Health Star Rating rates automatically (plain water, …); names its category when none is given. */
  hsrProduct: v.optional(v.picklist(HSR_PRODUCTS)),
  /** Grams (mL) of water the directions add to 100 g (100 mL) as sold: the rating is of the food so prepared. */
  hsrAddedWater: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(10_000))),
});

/** Body of POST /label, /label/export and /label/render: a recipe or a saved recipe's id (api.md §4). */
export const LabelRequestSchema = v.pipe(
  v.object({
    recipe: v.optional(RecipeSchema),
    recipeId: v.optional(RecipeIdSchema),
    regulation: v.optional(v.pipe(v.string(), v.maxLength(40))),
    metadata: v.optional(MetadataSchema),
    options: v.optional(LabelOptionsSchema),
  }),
  v.forward(
    v.check((b) => (b.recipe === undefined) !== (b.recipeId === undefined), 'give either recipe or recipeId'),
    ['recipe'],
  ),
);

/** A validated recipe (input form). */
export type Recipe = v.InferOutput<typeof RecipeSchema>;
/** Canada's product facts (input form). */
export type CanadaInputs = v.InferOutput<typeof CanadaInputsSchema>;
/** Australia and New Zealand: the recipe's Health Star Rating fields (api.md §13). */
export type HsrInputs = Pick<
  Recipe,
  'hsrCategory' | 'hsrProduct' | 'fvnlPercent' | 'concentratedFvPercent' | 'hsrAddedWater'
>;
/** A validated ingredient (input form). */
export type Ingredient = v.InferOutput<typeof IngredientSchema>;
/** A validated label request. */
export type LabelRequest = v.InferOutput<typeof LabelRequestSchema>;

/** One validation problem, with the dotted path of the offending field (api.md §1 `details`). */
export interface FieldIssue {
  readonly path: string;
  readonly message: string;
}

/** A message longer than this is cut (valibot's messages quote the value received). */
const MAX_MESSAGE_CHARS = 300;

/**
 * Turns valibot issues into api.md §1 `details`: every offending field, dotted path, one message each.
 *
 * @param prefix - path prefix such as "recipe" when the schema validated a nested value
 */
export function toFieldIssues(issues: readonly v.BaseIssue<unknown>[], prefix = ''): FieldIssue[] {
  const fields = new Map<string, FieldIssue>();
  for (const issue of issues) {
    const keys = (issue.path ?? []).map((item) => String(item.key));
    const path = [prefix, ...keys].filter((part) => part !== '').join('.') || '(body)';
    // A field's checks all run (valibot does not stop a pipe at its first issue): its first problem
    // says what is wrong; the later ones restate it (1e400 is not finite, and so above the maximum too).
    if (fields.has(path)) continue;
    const message =
      issue.message.length > MAX_MESSAGE_CHARS
        ? `${issue.message.slice(0, MAX_MESSAGE_CHARS - 1)}…`
        : issue.message;
    fields.set(path, { path, message });
  }
  return [...fields.values()];
}
