/**
 * Request schemas of the ingredient routes (api.md §6).
 *
 * @module
 */
import { boundedArray, NutrientMapSchema } from '@nutrilabel/core';
import * as v from 'valibot';
import { NutrientAmountsSchema, Timestamp } from './common';
import { limitParam } from './query';

/** Query of GET /ingredients/search. */
export const SearchQuerySchema = v.object({
  q: v.pipe(v.string(), v.trim(), v.minLength(1, 'q is required'), v.maxLength(100)),
  limit: v.optional(limitParam(50)),
});

/** Query of GET /ingredients: keyset pages of at most 100, like GET /recipes (api.md §6). */
export const IngredientListQuerySchema = v.object({
  limit: v.optional(limitParam(100)),
  cursor: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(500))),
});

/** Body of POST /ingredients and PUT /ingredients/:id (the update replaces every field). */
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

/** A food (api.md §6): a custom (`local:`) ingredient or one of the golden set or the USDA database. */
export const FoodSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^(usda|golden|local):/)),
  source: v.picklist(['golden', 'usda', 'local']),
  name: v.string(),
  category: v.string(),
  nutrients: NutrientAmountsSchema,
  portions: v.array(v.object({ name: v.string(), grams: v.number() })),
  allergens: v.array(v.string()),
  densityGPerMl: v.optional(v.number()),
  score: v.optional(v.pipe(v.number(), v.description('search relevance; higher is better'))),
  createdAt: v.optional(Timestamp),
});

/** GET /ingredients/search. */
export const FoodSearchSchema = v.object({
  local: v.array(FoodSchema),
  golden: v.array(FoodSchema),
  usda: v.array(FoodSchema),
});
