import { describe, expect, test } from 'vitest';
import { detectFoodTypes } from './food-types';

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
