import { describe, expect, test } from 'vitest';
import { aliasBonus, goldenPrior, headBonus, usdaPrior } from './ranking';

describe('ranking', () => {
  test('plain, short, raw names outrank long prepared descriptions', () => {
    const raw = usdaPrior('Egg, whole, raw, fresh', 'Dairy and Egg Products', false, false);
    const dish = usdaPrior(
      'Egg, whole, cooked, scrambled, with milk and butter',
      'Dairy and Egg Products',
      false,
      false,
    );
    expect(raw).toBeGreaterThan(dish);
  });

  test('baby food, brand names and SR rows dropped from SR Legacy are demoted; golden sources promoted', () => {
    const base = usdaPrior('Carrots, raw', 'Vegetables and Vegetable Products', false, false);
    expect(usdaPrior('Carrots, raw', 'Baby Foods', false, false)).toBeLessThan(base);
    expect(usdaPrior('Carrots, raw', 'Vegetables and Vegetable Products', true, false)).toBeLessThan(base);
    expect(
      usdaPrior('Carrots, BRANDCO, raw', 'Vegetables and Vegetable Products', false, false),
    ).toBeLessThan(base);
    expect(usdaPrior('Carrots, raw', 'Vegetables and Vegetable Products', false, true)).toBeCloseTo(
      base * 1.35,
      12,
    );
  });

  test('the Food Distribution Program note does not count as name length', () => {
    expect(
      usdaPrior("Cheese, cheddar (Includes foods for USDA's Food Distribution Program)", 'x', false, false),
    ).toBe(usdaPrior('Cheese, cheddar', 'x', false, false));
  });

  test('head bonus: whole head 1.7, part 1.3, none 1, halved when reached only by typo or prefix', () => {
    const q = new Set(['milk']);
    expect(headBonus(['milk'], new Set(['milk']), q)).toBe(1.7);
    expect(headBonus(['peanut', 'butter'], new Set(['butter']), new Set(['butter']))).toBe(1.3);
    expect(headBonus(['cookie'], new Set(['milk']), q)).toBe(1);
    expect(headBonus(['cheddar'], new Set(['cheddar']), new Set(['chedar']))).toBe(1.35);
  });

  test('alias bonus: exact alias 3, alias contained in a longer query 1.5, else 1', () => {
    const aliases = [['butter'], ['salted', 'butter']];
    expect(aliasBonus(aliases, new Set(['butter']), 1)).toBe(3);
    expect(aliasBonus(aliases, new Set(['butter', 'stick']), 2)).toBe(1.5);
    expect(aliasBonus([['peanut', 'butter']], new Set(['butter']), 1)).toBe(1);
  });

  test('golden prior prefers shorter names', () => {
    expect(goldenPrior('Butter, salted')).toBe(1);
    expect(goldenPrior('Flour, all-purpose (wheat, enriched, bleached)')).toBeLessThan(1);
  });
});
