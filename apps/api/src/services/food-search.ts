/**
 * The built-in half of an ingredient search (golden set and USDA, api.md §6) as UTF-8 JSON, kept per
 * query and limit (as bytes: a 12 kB answer was encoded again on every response as text). The database
 * does not change while the process runs, so an answer never goes stale;
 * typeahead repeats the same short prefixes, which are then answered without searching, copying or
 * serialising the foods again. At most `maxBytes` is kept (least recently used out first).
 *
 * @module
 */
import { LRUCache } from 'lru-cache';
import type { FoodCatalog, FoodHit } from '../deps';

/** The default cap of the kept answers: 16 MiB of JSON. */
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
 * @example new FoodSearch(foods).members('milk', 10) // the bytes of '"golden":[…],"usda":[…]'
 */
export class FoodSearch {
  private readonly answers: LRUCache<string, Buffer>;

  constructor(
    private readonly foods: FoodCatalog | undefined,
    maxBytes = FOOD_SEARCH_CACHE_BYTES,
  ) {
    this.answers = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (bytes, key) => bytes.byteLength + key.length,
    });
  }

  /** The `"golden":[…],"usda":[…]` members of the search answer's `data`, as UTF-8 JSON (never changed). */
  members(q: string, limit: number): Buffer {
    const key = `${limit}\u0000${q}`;
    const kept = this.answers.get(key);
    if (kept !== undefined) return kept;
    const found = this.foods?.search(q, { limit }) ?? { golden: [], usda: [] };
    const bytes = Buffer.from(
      `"golden":${JSON.stringify(found.golden.map(publicFood))},"usda":${JSON.stringify(found.usda.map(publicFood))}`,
    );
    this.answers.set(key, bytes);
    return bytes;
  }
}
