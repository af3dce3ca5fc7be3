/**
 * One place that knows food ids (api.md §6): `local:<ingredient id>` is the account's custom
 * ingredient, `golden:…` and `usda:…` are foods of the built-in catalog.
 *
 * @module
 */
import type { FoodRecord } from '@nutrilabel/core';
import type { CustomIngredient, StoreRepositories } from '@nutrilabel/store';
import type { FoodCatalog, FoodHit } from '../deps';

const LOCAL = 'local:';

/** The food id of a custom ingredient. */
export const localFoodId = (ingredientId: string): string => `${LOCAL}${ingredientId}`;

/** The ingredient id inside a `local:` food id; any other text is returned as is. */
export const ingredientIdOf = (foodId: string): string =>
  foodId.startsWith(LOCAL) ? foodId.slice(LOCAL.length) : foodId;

/** Whether a food id names a food of the built-in catalog. */
export const isCatalogFoodId = (foodId: string): boolean =>
  foodId.startsWith('golden:') || foodId.startsWith('usda:');

/** A food found by id: the account's own ingredient or a catalog food. */
export type FoundFood =
  | { readonly source: 'local'; readonly ingredient: CustomIngredient }
  | { readonly source: 'catalog'; readonly food: FoodHit };

/** Finds foods by id for one account. */
export class FoodLookup {
  constructor(
    private readonly store: Pick<StoreRepositories, 'ingredients'>,
    private readonly foods?: FoodCatalog,
  ) {}

  /** The food of a `local:`, `golden:` or `usda:` id; undefined when there is none. */
  async find(accountId: string, foodId: string): Promise<FoundFood | undefined> {
    if (foodId.startsWith(LOCAL)) {
      const ingredient = await this.store.ingredients.get(accountId, ingredientIdOf(foodId));
      return ingredient ? { source: 'local', ingredient } : undefined;
    }
    const food = this.foods?.get(foodId);
    return food ? { source: 'catalog', food } : undefined;
  }

  /** The food as the engine reads it (nutrients, portions, density, allergens), under the id asked for. */
  async record(accountId: string, foodId: string): Promise<FoodRecord | undefined> {
    const found = await this.find(accountId, foodId);
    if (!found) return undefined;
    if (found.source === 'catalog') return found.food;
    const { name, nutrients, portions, allergens } = found.ingredient;
    return { id: foodId, name, nutrients, portions, allergens };
  }
}
