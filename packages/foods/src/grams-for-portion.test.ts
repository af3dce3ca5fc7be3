import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { gramsForPortion } from './grams-for-portion';
import type { Food } from './types';

const food = (portions: [string, number][], densityGPerMl?: number): Food => ({
  id: 'local:test',
  source: 'local',
  name: 'Test',
  category: 'Test',
  nutrients: {},
  portions: portions.map(([name, grams]) => ({ name, grams })),
  allergens: [],
  ...(densityGPerMl === undefined ? {} : { densityGPerMl }),
});

// Portions as SR28 WEIGHT.txt has them.
const egg = food([
  ['1 large', 50],
  ['1 extra large', 56],
  ['1 cup (4.86 large eggs)', 243],
  ['1 medium', 44],
]);
const flour = food([['1 cup', 125]], 125 / 236.588);
const butter = food(
  [
    ['1 pat (1" sq, 1/3" high)', 5],
    ['1 tbsp', 14.2],
    ['1 cup', 227],
    ['1 stick', 113],
  ],
  227 / 236.588,
);
const cheddar = food(
  [
    ['1 cup, diced', 132],
    ['1 cup, shredded', 113],
    ['1 oz', 28.35],
  ],
  113 / 236.588,
);
const bread = food([
  ['1 slice', 29],
  ['1 cup, crumbs', 45],
]);
const yeast = food([
  ['1 tsp', 4],
  ['1 tbsp', 12],
  ['1 packet', 7.2],
]);
const halfCup = food([['0.5 cup', 124]]);
const noPortions = food([]);

describe('gramsForPortion', () => {
  test('mass units convert directly (oz 28.3495 g, lb 453.592 g)', () => {
    expect(gramsForPortion(noPortions, 250, 'g')).toBe(250);
    expect(gramsForPortion(noPortions, 1.5, 'kg')).toBe(1500);
    expect(gramsForPortion(noPortions, 500, 'mg')).toBe(0.5);
    expect(gramsForPortion(noPortions, 2, 'oz')).toBeCloseTo(56.699, 6);
    expect(gramsForPortion(noPortions, 1, 'lb')).toBe(453.592);
    expect(gramsForPortion(noPortions, 2, 'Pounds')).toBe(907.184);
  });

  test('count measures use the food portions: 3 large eggs = 150 g, 2 slices = 58 g, 1 stick = 113 g', () => {
    expect(gramsForPortion(egg, 3, 'large')).toBe(150);
    expect(gramsForPortion(egg, 1, 'extra large')).toBe(56);
    expect(gramsForPortion(bread, 2, 'slices')).toBe(58);
    expect(gramsForPortion(butter, 1, 'stick')).toBe(113);
    expect(gramsForPortion(butter, 2, 'pat')).toBe(10);
    expect(gramsForPortion(yeast, 2, 'packets')).toBe(14.4);
  });

  test('a volume unit with a portion of exactly that measure uses it: 2 cup flour = 250 g, 1 tbsp butter = 14.2 g', () => {
    expect(gramsForPortion(flour, 2, 'cup')).toBe(250);
    expect(gramsForPortion(flour, 2, 'cups')).toBe(250);
    expect(gramsForPortion(butter, 1, 'tbsp')).toBe(14.2);
    expect(gramsForPortion(butter, 2, 'Tablespoons')).toBe(28.4);
    expect(gramsForPortion(yeast, 1, 'teaspoon')).toBe(4);
    expect(gramsForPortion(halfCup, 1, 'cup')).toBe(248);
  });

  test('otherwise the density: 1 tsp butter = 4.92892 ml × 227/236.588 g/ml', () => {
    expect(gramsForPortion(butter, 1, 'tsp')).toBeCloseTo(4.92892 * (227 / 236.588), 9);
    expect(gramsForPortion(flour, 100, 'ml')).toBeCloseTo(100 * (125 / 236.588), 9);
    expect(gramsForPortion(cheddar, 1, 'cup')).toBeCloseTo(113, 9);
    expect(gramsForPortion(flour, 1, 'fl oz')).toBeCloseTo(29.5735 * (125 / 236.588), 9);
  });

  test('without a density, a same-unit portion or another volume portion bridges: 1 tbsp egg = 243/236.588 × 14.7868', () => {
    expect(gramsForPortion(egg, 1, 'cup')).toBe(243);
    expect(gramsForPortion(egg, 1, 'tbsp')).toBeCloseTo(14.7868 * (243 / 236.588), 9);
    expect(gramsForPortion(bread, 1, 'cup')).toBe(45);
  });

  test('undefined when the unit cannot be converted', () => {
    expect(gramsForPortion(noPortions, 1, 'cup')).toBeUndefined();
    expect(gramsForPortion(egg, 1, 'slice')).toBeUndefined();
    expect(gramsForPortion(bread, 1, 'large')).toBeUndefined();
    expect(gramsForPortion(bread, 1, '')).toBeUndefined();
    expect(gramsForPortion(bread, -1, 'slice')).toBeUndefined();
    expect(gramsForPortion(bread, Number.NaN, 'g')).toBeUndefined();
  });

  test('linear in the amount for every convertible unit (property)', () => {
    const units = ['g', 'oz', 'cup', 'tbsp', 'tsp', 'ml', 'large', 'medium'];
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e4, noNaN: true }), fc.constantFrom(...units), (amount, unit) => {
        const one = gramsForPortion(egg, 1, unit);
        const many = gramsForPortion(egg, amount, unit);
        if (one === undefined) return many === undefined;
        return many !== undefined && Math.abs(many - amount * one) <= 1e-9 * Math.max(1, many);
      }),
    );
  });
});
