/**
 * Ingredients (api.md §6): search across the account's custom foods, the golden set and
 * the USDA database; create, read and delete custom ("local") ingredients.
 *
 * @module
 */
import { boundedArray, checkPhysicalLimits, NutrientMapSchema } from '@nutrilabel/core';
import type { CustomIngredient } from '@nutrilabel/store';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from '../deps';
import { ApiError, notFound } from '../http/errors';
import { idParam } from '../http/id-param';
import { readJson } from '../http/json-body';
import { parseOrThrow } from '../http/validate';
import { JSON_CONTENT_TYPE } from '../middleware/json-charset';
import { FoodSearch, publicFood } from '../services/food-search';

const SearchQuery = v.object({
  q: v.pipe(v.string(), v.trim(), v.minLength(1, 'q is required'), v.maxLength(100)),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, 'limit must be an integer from 1 to 50'),
      v.transform(Number),
      v.minValue(1, 'limit must be an integer from 1 to 50'),
      v.maxValue(50, 'limit must be an integer from 1 to 50'),
    ),
  ),
});

const CreateIngredientSchema = v.object({
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

/** api.md §6 `Food` for a custom ingredient. */
const localFood = (ingredient: CustomIngredient, score?: number) => ({
  id: `local:${ingredient.id}`,
  source: 'local' as const,
  name: ingredient.name,
  category: 'Custom',
  nutrients: ingredient.nutrients,
  portions: ingredient.portions,
  allergens: ingredient.allergens,
  ...(score === undefined ? {} : { score }),
  createdAt: ingredient.createdAt,
});

const MATCH_SCORE = { exact: 4, prefix: 3, word: 2, contains: 1 } as const;

/** The ingredient routes. */
export function ingredientRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const search = new FoodSearch(deps.foods);

  app.get('/ingredients/search', async (c) => {
    const query = parseOrThrow(SearchQuery, c.req.query());
    const limit = query.limit ?? 10;
    const local = await deps.store.ingredients.search(c.get('auth').accountId, query.q, { limit });
    const localJson = JSON.stringify(local.map((m) => localFood(m.ingredient, MATCH_SCORE[m.match])));
    // `{ code, data: { local, golden, usda } }`, the built-in members kept as text by the search service.
    return c.body(`{"code":0,"data":{"local":${localJson},${search.membersJson(query.q, limit)}}}`, 200, {
      'content-type': JSON_CONTENT_TYPE,
    });
  });

  app.post('/ingredients', async (c) => {
    const body = parseOrThrow(CreateIngredientSchema, await readJson(c));
    const impossible = checkPhysicalLimits(body.nutrients);
    if (impossible.length > 0) {
      throw new ApiError(
        42201,
        'The nutrient values are physically impossible.',
        impossible.map((i) => ({ path: i.field, message: i.message })),
      );
    }
    const created = await deps.store.ingredients.create(c.get('auth').accountId, body);
    return c.json({ code: 0, data: localFood(created) }, 201);
  });

  app.get('/ingredients/:id', async (c) => {
    const id = c.req.param('id');
    const accountId = c.get('auth').accountId;
    if (id.startsWith('golden:') || id.startsWith('usda:')) {
      const food = deps.foods?.get(id);
      if (!food) throw notFound('ingredient');
      return c.json({ code: 0, data: publicFood(food) });
    }
    const local = idParam(c, 'ing', 'ingredient', id.replace(/^local:/, ''));
    const found = await deps.store.ingredients.get(accountId, local);
    if (!found) throw notFound('ingredient');
    return c.json({ code: 0, data: localFood(found) });
  });

  app.delete('/ingredients/:id', async (c) => {
    const id = idParam(c, 'ing', 'ingredient', c.req.param('id').replace(/^local:/, ''));
    const deleted = await deps.store.ingredients.delete(c.get('auth').accountId, id);
    if (!deleted) throw notFound('ingredient');
    return c.json({ code: 0, data: { id: `local:${id}`, deleted: true } });
  });

  return app;
}
