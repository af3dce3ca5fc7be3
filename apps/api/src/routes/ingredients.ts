/**
 * Ingredients (api.md §6): search across the account's custom foods, the golden set and
 * the USDA database; list, create, read, replace and delete custom ("local") ingredients.
 *
 * @module
 */
import { checkPhysicalLimits } from '@nutrilabel/core';
import type { CustomIngredient, IngredientMatch } from '@nutrilabel/store';
import { Hono } from 'hono';
import type * as v from 'valibot';
import type { AppDeps, AppEnv } from '../deps';
import { answerText } from '../http/answer-text';
import { ApiError, notFound } from '../http/errors';
import { idParam } from '../http/id-param';
import { readJson } from '../http/json-body';
import { keysetPage } from '../http/keyset-page';
import { parseOrThrow } from '../http/validate';
import { jsonText } from '../middleware/json-charset';
import {
  CreateIngredientSchema,
  type FoodSchema,
  IngredientListQuerySchema,
  SearchQuerySchema,
} from '../schemas/ingredients';
import { FoodSearch, publicFood } from '../services/food-search';

/** A food as answered; arrays may be the catalog's own (read-only) ones. */
type Food = Omit<v.InferOutput<typeof FoodSchema>, 'portions' | 'allergens'> & {
  readonly portions: readonly { readonly name: string; readonly grams: number }[];
  readonly allergens: readonly string[];
};

import { FoodLookup, ingredientIdOf, isCatalogFoodId, localFoodId } from '../services/food-lookup';

/** api.md §6 `Food` for a custom ingredient. */
const localFood = (ingredient: CustomIngredient, score?: number): Food => ({
  id: localFoodId(ingredient.id),
  source: 'local' as const,
  name: ingredient.name,
  category: 'Custom',
  nutrients: ingredient.nutrients as Food['nutrients'],
  portions: ingredient.portions,
  allergens: ingredient.allergens,
  ...(score === undefined ? {} : { score }),
  createdAt: ingredient.createdAt,
});

const MATCH_SCORE = { exact: 4, prefix: 3, word: 2, contains: 1 } as const;

/** The `local` member of a search answer as JSON, kept as text beside a read-cache answer. */
const localMembersJson = answerText((matches: readonly IngredientMatch[]): string =>
  JSON.stringify(matches.map((m) => localFood(m.ingredient, MATCH_SCORE[m.match]))),
);

/** `{ code, data: { local, golden, usda } }` around the members (the built-in ones kept as bytes by FoodSearch). */
const SEARCH_HEAD = Buffer.from('{"code":0,"data":{"local":');
const COMMA = Buffer.from(',');
const SEARCH_TAIL = Buffer.from('}}');

/** The body of GET /ingredients/:id for a custom ingredient, kept as text beside a read-cache answer. */
const localFoodBody = answerText((ingredient: CustomIngredient): string =>
  JSON.stringify({ code: 0, data: localFood(ingredient) }),
);

/** The ingredient routes. */
export function ingredientRoutes(deps: AppDeps) {
  const foods = new FoodLookup(deps.store, deps.foods);
  const app = new Hono<AppEnv>();
  const search = new FoodSearch(deps.foods);

  app.get('/ingredients/search', async (c) => {
    const query = parseOrThrow(SearchQuerySchema, c.req.query());
    const limit = query.limit ?? 10;
    const local = await deps.store.ingredients.search(c.get('auth').accountId, query.q, { limit });
    const body = Buffer.concat([
      SEARCH_HEAD,
      Buffer.from(localMembersJson(local)),
      COMMA,
      search.members(query.q, limit),
      SEARCH_TAIL,
    ]);
    return jsonText(c, body);
  });

  app.get('/ingredients', async (c) => {
    const query = parseOrThrow(IngredientListQuerySchema, c.req.query());
    const accountId = c.get('auth').accountId;
    const items = await keysetPage(c, query, 100, (page) => deps.store.ingredients.list(accountId, page));
    return c.json({ code: 0, data: items.map((ingredient) => localFood(ingredient)) });
  });

  app.post('/ingredients', async (c) => {
    const body = readIngredient(await readJson(c));
    const created = await deps.store.ingredients.create(c.get('auth').accountId, body);
    return c.json({ code: 0, data: localFood(created) }, 201);
  });

  app.put('/ingredients/:id', async (c) => {
    const id = idParam(c, 'ing', 'ingredient', ingredientIdOf(c.req.param('id')));
    const body = readIngredient(await readJson(c));
    const updated = await deps.store.ingredients.update(c.get('auth').accountId, id, body);
    if (!updated) throw notFound('ingredient');
    return c.json({ code: 0, data: localFood(updated) });
  });

  app.get('/ingredients/:id', async (c) => {
    const id = c.req.param('id');
    const foodId = isCatalogFoodId(id)
      ? id
      : localFoodId(idParam(c, 'ing', 'ingredient', ingredientIdOf(id)));
    const found = await foods.find(c.get('auth').accountId, foodId);
    if (!found) throw notFound('ingredient');
    if (found.source === 'local') return jsonText(c, localFoodBody(found.ingredient));
    return c.json({ code: 0, data: publicFood(found.food) });
  });

  app.delete('/ingredients/:id', async (c) => {
    const id = idParam(c, 'ing', 'ingredient', ingredientIdOf(c.req.param('id')));
    const deleted = await deps.store.ingredients.delete(c.get('auth').accountId, id);
    if (!deleted) throw notFound('ingredient');
    return c.json({ code: 0, data: { id: localFoodId(id), deleted: true } });
  });

  return app;
}

/** A create or replace body: the schema, then the physical limits (42201 naming each field). */
function readIngredient(json: unknown): v.InferOutput<typeof CreateIngredientSchema> {
  const body = parseOrThrow(CreateIngredientSchema, json);
  const impossible = checkPhysicalLimits(body.nutrients);
  if (impossible.length > 0) {
    throw new ApiError(
      42201,
      'The nutrient values are physically impossible.',
      impossible.map((i) => ({ path: i.field, message: i.message })),
    );
  }
  return body;
}
