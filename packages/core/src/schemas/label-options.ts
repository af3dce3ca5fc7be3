/**
 * The `options` of a label request (api.md §12): the columns, population and language(s) a label is
 * made for, its display and the package's label surface, its voluntary rows and what the directions add for an as-prepared column.
 * Whether a `voluntary` key is a row of the format is checked against the format too (40001 naming
 * `options.voluntary.<i>`); an option a format does not have is refused by name (api.md §12).
 *
 * @module
 */
import * as v from 'valibot';
import { NUTRIENT_KEYS } from '../nutrients/catalog';
import { boundedArray } from './bounded';
import { IngredientSchema, positive } from './ingredient';

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
  layout: v.optional(v.picklist(['vertical', 'tabular', 'linear', 'simplified'])),
  /**
   * The package's total surface available to bear labeling, in square inches (FDA 101.9(j)(13)(ii)): it
   * decides the type of the tabular displays and whether `linear` is allowed (api.md §12).
   */
  labelSurfaceSquareInches: v.optional(positive(1e5)),
  /**
   * Mexico: the principal display surface in cm² (NOM-051 as modified in 2020, 4.5.3.4.2): at 40 cm² or
   * less one seal with the number of seals is printed instead of one seal each (api.md §12, §13).
   */
  principalDisplaySurfaceCm2: v.optional(positive(1e6)),
  /** Keys of the voluntary rows to print (api.md §12); the mandatory rows always print. */
  voluntary: v.optional(
    v.pipe(v.array(v.picklist(NUTRIENT_KEYS, 'unknown nutrient key')), v.maxLength(NUTRIENT_KEYS.length)),
  ),
  prepared: v.optional(PreparedSchema),
});

/** Validated label options. */
export type LabelOptionsInput = v.InferOutput<typeof LabelOptionsSchema>;
