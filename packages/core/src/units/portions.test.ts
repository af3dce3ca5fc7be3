import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { gramsForAmount, type PortionSource } from './portions';

const food = (portions: [string, number][], densityGPerMl?: number): PortionSource => ({
  portions: portions.map(([name, grams]) => ({ name, grams })),
  ...(densityGPerMl === undefined ? {} : { densityGPerMl }),
});

// Portions as SR28 WEIGHT.txt has them.
const egg = food([
  ['1 large', 50],
  ['1 extra large', 56],
  ['1 cup (4.86 large eggs)', 243],
  ['1 medium', 44],
]);
const flour = food([['1 cup', 125]], 125 / 236.5882365);
const butter = food(
  [
    ['1 pat (1" sq, 1/3" high)', 5],
    ['1 tbsp', 14.2],
    ['1 cup', 227],
    ['1 stick', 113],
  ],
  227 / 236.5882365,
);
const cheddar = food(
  [
    ['1 cup, diced', 132],
    ['1 cup, shredded', 113],
    ['1 oz', 28.35],
  ],
  113 / 236.5882365,
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

describe('gramsForAmount', () => {
  test('mass units convert directly (avoirdupois: oz 28.349523125 g, lb 453.59237 g)', () => {
    expect(gramsForAmountOf(noPortions, 250, 'g')).toBe(250);
    expect(gramsForAmountOf(noPortions, 1.5, 'kg')).toBe(1500);
    expect(gramsForAmountOf(noPortions, 500, 'mg')).toBe(0.5);
    expect(gramsForAmountOf(noPortions, 2, 'oz')).toBeCloseTo(56.69904625, 6);
    expect(gramsForAmountOf(noPortions, 1, 'lb')).toBe(453.59237);
    expect(gramsForAmountOf(noPortions, 2, 'Pounds')).toBe(907.18474);
  });

  test('count measures use the food portions: 3 large eggs = 150 g, 2 slices = 58 g, 1 stick = 113 g', () => {
    expect(gramsForAmountOf(egg, 3, 'large')).toBe(150);
    expect(gramsForAmountOf(egg, 1, 'extra large')).toBe(56);
    expect(gramsForAmountOf(bread, 2, 'slices')).toBe(58);
    expect(gramsForAmountOf(butter, 1, 'stick')).toBe(113);
    expect(gramsForAmountOf(butter, 2, 'pat')).toBe(10);
    expect(gramsForAmountOf(yeast, 2, 'packets')).toBe(14.4);
  });

  test('a volume unit with a portion of exactly that measure uses it: 2 cup flour = 250 g, 1 tbsp butter = 14.2 g', () => {
    expect(gramsForAmountOf(flour, 2, 'cup')).toBe(250);
    expect(gramsForAmountOf(flour, 2, 'cups')).toBe(250);
    expect(gramsForAmountOf(butter, 1, 'tbsp')).toBe(14.2);
    expect(gramsForAmountOf(butter, 2, 'Tablespoons')).toBe(28.4);
    expect(gramsForAmountOf(yeast, 1, 'teaspoon')).toBe(4);
    expect(gramsForAmountOf(halfCup, 1, 'cup')).toBe(248);
  });

  test('otherwise the density: 1 tsp butter = 4.92892 ml × 227/236.588 g/ml', () => {
    expect(gramsForAmountOf(butter, 1, 'tsp')).toBeCloseTo((29.5735295625 / 6) * (227 / 236.5882365), 9);
    expect(gramsForAmountOf(flour, 100, 'ml')).toBeCloseTo(100 * (125 / 236.5882365), 9);
    expect(gramsForAmountOf(cheddar, 1, 'cup')).toBeCloseTo(113, 9);
    expect(gramsForAmountOf(flour, 1, 'fl oz')).toBeCloseTo(29.5735295625 * (125 / 236.5882365), 9);
  });

  test('without a density, a same-unit portion or another volume portion bridges: 1 tbsp egg = 243/236.588 × 14.7868', () => {
    expect(gramsForAmountOf(egg, 1, 'cup')).toBe(243);
    expect(gramsForAmountOf(egg, 1, 'tbsp')).toBeCloseTo((29.5735295625 / 2) * (243 / 236.5882365), 9);
    expect(gramsForAmountOf(bread, 1, 'cup')).toBe(45);
  });

  test('undefined when the unit cannot be converted', () => {
    expect(gramsForAmountOf(noPortions, 1, 'cup')).toBeUndefined();
    expect(gramsForAmountOf(egg, 1, 'slice')).toBeUndefined();
    expect(gramsForAmountOf(bread, 1, 'large')).toBeUndefined();
    expect(gramsForAmountOf(bread, 1, '')).toBeUndefined();
    expect(gramsForAmountOf(bread, -1, 'slice')).toBeUndefined();
    expect(gramsForAmountOf(bread, Number.NaN, 'g')).toBeUndefined();
  });

  test('linear in the amount for every convertible unit (property)', () => {
    const units = ['g', 'oz', 'cup', 'tbsp', 'tsp', 'ml', 'large', 'medium'];
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e4, noNaN: true }), fc.constantFrom(...units), (amount, unit) => {
        const one = gramsForAmountOf(egg, 1, unit);
        const many = gramsForAmountOf(egg, amount, unit);
        if (one === undefined) return many === undefined;
        return many !== undefined && Math.abs(many - amount * one) <= 1e-9 * Math.max(1, many);
      }),
    );
  });
});

function gramsForAmountOf(source: PortionSource, amount: number, unit: string) {
  return gramsForAmount(amount, unit, source);
}
