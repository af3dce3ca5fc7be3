/**
 * The `options` of a label request (api.md §12): the columns, population and language(s) a label is
 * made for, and what the directions add for an as-prepared column. The options of §12 not applied yet
 * (`layout` other than `vertical`, `voluntary`) are refused by name rather than ignored (api.md §12,
 * "Not applied yet").
 *
 * @module
 */
import * as v from 'valibot';
import { boundedArray } from './bounded';
import { IngredientSchema, positive } from './ingredient';

const NOT_YET = 'is not applied yet (api.md §12)';

/**
 * 101.9(h)(4): what the directions add to the package (e.g. milk, eggs) and the yield of the food as
 * prepared (weight after ÷ weight before, as `recipe.yieldFactor`), for the "As Prepared" column.
 */
export const PreparedSchema = v.object({
  ingredients: boundedArray(IngredientSchema, {
    min: 1,
    minMessage: 'at least one ingredient the directions add is required',
    max: 100,
    maxMessage: 'at most 100 ingredients',
  }),
  yieldFactor: v.optional(positive(10)),
});

/** Label options (api.md §12). */
export const LabelOptionsSchema = v.object({
  population: v.optional(v.picklist(['general', 'children_1_3', 'infants_7_12m'])),
  language: v.optional(v.picklist(['en', 'es', 'en-es'])),
  columns: v.optional(v.picklist(['auto', 'single', 'dual'])),
  layout: v.optional(
    v.pipe(
      v.picklist(['vertical', 'tabular', 'linear', 'simplified']),
      v.check((l) => l === 'vertical', `only vertical: tabular, linear and simplified ${NOT_YET}`),
    ),
  ),
  voluntary: v.optional(
    v.pipe(
      v.unknown(),
      v.check(() => false, `voluntary ${NOT_YET}`),
    ),
  ),
  prepared: v.optional(PreparedSchema),
});

/** Validated label options. */
export type LabelOptionsInput = v.InferOutput<typeof LabelOptionsSchema>;
