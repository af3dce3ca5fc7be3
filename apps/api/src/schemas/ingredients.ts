/**
 * Request schemas of the ingredient routes (api.md §6).
 *
 * @module
 */
import { boundedArray, NutrientMapSchema } from '@nutrilabel/core';
import * as v from 'valibot';
import { limitParam } from './query';

/** Query of GET /ingredients/search. */
export const SearchQuerySchema = v.object({
  q: v.pipe(v.string(), v.trim(), v.minLength(1, 'q is required'), v.maxLength(100)),
  limit: v.optional(limitParam(50)),
});

/** Body of POST /ingredients. */
export const CreateIngredientSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  nutrients: NutrientMapSchema,
  portions: v.optional(
    boundedArray(
      v.object({
        name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
        grams: v.pipe(v.number(), v.finite(), v.gtValue(0), v.maxValue(100_000)),
      }),
      { max: 50, maxMessage: 'at most 50 portions' },
    ),
  ),
  allergens: v.optional(
    boundedArray(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60)), {
      max: 30,
      maxMessage: 'at most 30 allergens',
    }),
  ),
});
