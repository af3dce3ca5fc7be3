/**
 * The built-in half of an ingredient search (golden set and USDA, api.md §6) as JSON text, kept per
 * query and limit. The database does not change while the process runs, so an answer never goes stale;
 * typeahead repeats the same short prefixes, which are then answered without searching, copying or
 * serialising the foods again. At most `maxBytes` of text is kept (least recently used out first).
 *
 * @module
 */
import { LRUCache } from 'lru-cache';
import type { FoodCatalog, FoodHit } from '../deps';

/** The default cap of the kept answers: 16 MiB of JSON text. */
export const FOOD_SEARCH_CACHE_BYTES = 16 * 1024 * 1024;

/** api.md §6 `Food` of the built-in database. */
export const publicFood = (food: FoodHit) => ({
  id: food.id,
  source: food.source,
  name: food.name,
  category: food.category,
  nutrients: food.nutrients,
  portions: food.portions,
  allergens: food.allergens,
  ...(food.densityGPerMl === undefined ? {} : { densityGPerMl: food.densityGPerMl }),
  score: food.score ?? 0,
});

/**
 * Searches the built-in database and keeps the answers.
 *
 * @example new FoodSearch(foods).membersJson('milk', 10) // '"golden":[…],"usda":[…]'
 */
export class FoodSearch {
  private readonly answers: LRUCache<string, string>;

  constructor(
    private readonly foods: FoodCatalog | undefined,
    maxBytes = FOOD_SEARCH_CACHE_BYTES,
  ) {
    this.answers = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (text, key) => text.length + key.length,
    });
  }

  /** The `"golden":[…],"usda":[…]` members of the search answer's `data`, as JSON text. */
  membersJson(q: string, limit: number): string {
    const key = `${limit}\u0000${q}`;
    const kept = this.answers.get(key);
    if (kept !== undefined) return kept;
    const found = this.foods?.search(q, { limit }) ?? { golden: [], usda: [] };
    const text = `"golden":${JSON.stringify(found.golden.map(publicFood))},"usda":${JSON.stringify(found.usda.map(publicFood))}`;
    this.answers.set(key, text);
    return text;
  }
}
