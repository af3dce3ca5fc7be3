import { describe, expect, test } from 'vitest';
import { detectFoodTypes, FOOD_TYPE_BITS, foodTypeMask } from './food-types';

describe('detectFoodTypes', () => {
  test.each([
    [['rolled oats'], ['grain']],
    [['Whole Wheat Flour', 'honey'], ['grain']],
    [['orange juice'], ['fruit']],
    [
      ['Blueberries', 'cooked broccoli'],
      ['fruit', 'vegetable'],
    ],
    [
      ['cooked penne', 'crushed tomatoes'],
      ['grain', 'vegetable'],
    ],
    [['lentils'], ['vegetable']],
  ] as const)('%j → %j', (names, types) => {
    expect([...detectFoodTypes(names)].sort()).toEqual([...types].sort());
  });

  test('derived products and non-plant foods do not count', () => {
    const derived = ['canola oil', 'corn syrup', 'orange flavor', 'apple cider vinegar', 'rice starch'];
    expect([...detectFoodTypes(derived)]).toEqual([]);
    expect([...detectFoodTypes(['salt', 'water', 'chicken breast'])]).toEqual([]);
  });

  test('plurals match: "pineapples", "peaches", "carrots"', () => {
    expect([...detectFoodTypes(['pineapples', 'peaches'])]).toEqual(['fruit']);
    expect([...detectFoodTypes(['carrots'])]).toEqual(['vegetable']);
  });

  test('whole words only: "grapeseed" is not a grape, "cornstarch" is not corn', () => {
    expect([...detectFoodTypes(['grapeseed', 'cornstarch', 'scorned'])]).toEqual([]);
  });
});

describe('foodTypeMask', () => {
  test('or-s the bits of the types found, and repeats the answer for names seen before', () => {
    const names = ['Rolled oats', 'orange juice', 'canola oil'];
    // oats → grain; orange juice → fruit; canola oil is excluded (oil).
    expect(foodTypeMask(names)).toBe(FOOD_TYPE_BITS.grain | FOOD_TYPE_BITS.fruit);
    expect(foodTypeMask(names)).toBe(3);
    expect(foodTypeMask(['salt', 'sugar'])).toBe(0);
    expect(foodTypeMask(['cooked broccoli'])).toBe(FOOD_TYPE_BITS.vegetable);
    expect(foodTypeMask([])).toBe(0);
  });
});
