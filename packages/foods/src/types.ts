/**
 * The public shapes of the ingredient database (api.md §6 `Food`).
 *
 * @module
 */
import type { NutrientValues } from '@nutrilabel/core';

/** Where a food comes from: the hand-checked golden set, the USDA rows, or an account's own. */
export type FoodSource = 'golden' | 'usda' | 'local';

/** A household measure and its weight, e.g. `{ name: "1 cup", grams: 244 }`. */
export interface FoodPortion {
  name: string;
  grams: number;
}

/** One food with its nutrients per 100 g. */
export interface Food {
  /** `golden:<slug>`, `usda:sr-<NDB>` or `usda:fndds-<food code>`. */
  id: string;
  source: FoodSource;
  name: string;
  /** SR food group or FNDDS (WWEIA) category. */
  category: string;
  /** Per 100 g edible portion; an absent key means "no data". */
  nutrients: NutrientValues;
  portions: FoodPortion[];
  /** US major food allergen keys (`milk`, `egg`, `fish`, `crustacean_shellfish`, `tree_nuts`, `wheat`, `peanuts`, `soy`, `sesame`). */
  allergens: string[];
  /** g/ml, for converting volume measures where no matching portion exists. */
  densityGPerMl?: number;
  /** Golden foods: the USDA row their nutrients come from, e.g. `usda:sr-01001`. */
  sourceId?: string;
  /** Relevance of a search hit (higher is better); absent outside search results. */
  score?: number;
}

/** Search options. */
export interface FoodSearchOptions {
  /** Hits per list (golden and usda each); default 10, at most 50. */
  limit?: number;
}

/** The loaded database with its search index. */
export interface FoodDatabase {
  /**
   * Searches golden and USDA foods separately, each list best first with `score`.
   *
   * @example db.search('brown sugar').golden[0]?.id // 'golden:sugar-brown'
   */
  search(q: string, opts?: FoodSearchOptions): { golden: Food[]; usda: Food[] };
  /** A food by id (`golden:...` or `usda:...`), without `score`. */
  get(id: string): Food | undefined;
  /** How many foods each list holds. */
  readonly size: { golden: number; usda: number };
}
