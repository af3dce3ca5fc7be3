import { loadFoodDatabase } from '@nutrilabel/foods';
import { describe, expect, test } from 'vitest';
import type { FoodCatalog } from '../deps';
import { FoodSearch, publicFood } from './food-search';

describe('FoodSearch', () => {
  const foods = loadFoodDatabase() as unknown as FoodCatalog;

  test('answers exactly what the database finds, searching once per query and limit', () => {
    let searches = 0;
    const counted: FoodCatalog = {
      get: (id) => foods.get(id),
      search: (q, options) => {
        searches++;
        return foods.search(q, options);
      },
    };
    const search = new FoodSearch(counted);
    for (const [q, limit] of [
      ['ch', 10],
      ['cheddar', 10],
      ['milk', 3],
    ] as const) {
      const direct = foods.search(q, { limit });
      const expected = { golden: direct.golden.map(publicFood), usda: direct.usda.map(publicFood) };
      const first = search.members(q, limit);
      expect(JSON.parse(`{${first.toString('utf8')}}`)).toEqual(JSON.parse(JSON.stringify(expected)));
      expect(search.members(q, limit)).toBe(first);
    }
    expect(searches).toBe(3);
    search.members('milk', 4); // another limit is another answer
    expect(searches).toBe(4);
  });

  test('keeps no more bytes than its cap', () => {
    const search = new FoodSearch(foods, 64 * 1024);
    const kept = (search as unknown as { answers: { calculatedSize: number } }).answers;
    for (const q of [
      'apple',
      'banana',
      'butter',
      'cheese',
      'egg',
      'flour',
      'milk',
      'oats',
      'rice',
      'sugar',
    ]) {
      search.members(q, 50);
      expect(kept.calculatedSize).toBeLessThanOrEqual(64 * 1024);
    }
  });
});
