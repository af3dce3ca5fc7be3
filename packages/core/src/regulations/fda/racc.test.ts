import { describe, expect, test } from 'vitest';
import { FDA_MEAL_TYPE_CATEGORIES, FDA_RACC, FDA_RACC_CATEGORIES, isSmallRacc, raccFor } from './racc';

describe('FDA_RACC table sanity', () => {
  test.each(FDA_RACC_CATEGORIES)('%s has a citation, a label and a positive amount', (key) => {
    const entry = raccFor(key);
    expect(entry).toBeDefined();
    expect(entry?.cite).toMatch(/^21 CFR 101\.1[23]/);
    expect(entry?.label.length).toBeGreaterThan(3);
    const amount = entry?.grams ?? entry?.ml ?? 0;
    expect(amount).toBeGreaterThan(0);
    if (entry?.grams !== undefined) expect(entry.grams).toBeGreaterThan(0);
    if (entry?.ml !== undefined) expect(entry.ml).toBeGreaterThan(0);
  });

  test('keys are snake_case and the key list matches the table', () => {
    for (const key of FDA_RACC_CATEGORIES) expect(key).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
    expect(new Set(FDA_RACC_CATEGORIES).size).toBe(Object.keys(FDA_RACC).length);
  });

  test('spot values from spec §4.4', () => {
    expect(raccFor('cookies')?.grams).toBe(30);
    expect(raccFor('grain_based_bars')?.grams).toBe(40);
    expect(raccFor('soups')?.grams).toBe(245);
    expect(raccFor('yogurt')?.grams).toBe(170);
    expect(raccFor('butter_margarine_oil')?.grams).toBe(14);
    expect(raccFor('beverages_carbonated')?.ml).toBe(360);
    expect(raccFor('milk')?.ml).toBe(240);
    expect(raccFor('cheese')?.grams).toBe(30);
    expect(raccFor('nuts_seeds')?.grams).toBe(30);
    expect(raccFor('nut_seed_butters')?.grams).toBe(32);
    expect(raccFor('sugar')?.grams).toBe(4);
    expect(raccFor('mixed_dishes_cup')?.ml).toBe(240);
    expect(raccFor('mixed_dishes_not_cup')?.grams).toBe(140);
    expect(raccFor('mixed_dishes_not_cup_with_sauce')?.grams).toBe(195);
  });

  test('main dish and meal cite 101.13(m) and (l) with their minimum servings', () => {
    expect(FDA_MEAL_TYPE_CATEGORIES).toEqual(['main_dish', 'meal']);
    expect(raccFor('main_dish')).toMatchObject({ grams: 170, cite: '21 CFR 101.13(m)' });
    expect(raccFor('meal')).toMatchObject({ grams: 283, cite: '21 CFR 101.13(l)' });
  });

  test('⚠ rows of the spec carry the unverified mark', () => {
    expect(raccFor('pickles')?.mark).toBe('unverified');
    expect(raccFor('pickle_relish')?.mark).toBe('unverified');
    expect(raccFor('cookies')?.mark).toBeUndefined();
  });
});

describe('raccFor', () => {
  test('unknown keys and prototype names are undefined', () => {
    expect(raccFor('pizza_party')).toBeUndefined();
    expect(raccFor('toString')).toBeUndefined();
    expect(raccFor('__proto__')).toBeUndefined();
  });
});

describe('isSmallRacc (≤ 30 g or ≤ 2 tbsp)', () => {
  test.each([
    ['cookies', true], // exactly 30 g
    ['crackers_not_snack', true],
    ['butter_margarine_oil', true],
    ['nut_seed_butters', true], // 32 g but 2 tbsp
    ['syrups', true], // 30 mL
    ['grain_based_bars', false], // 40 g
    ['soups', false],
    ['milk', false],
    ['main_dish', false],
  ] as const)('%s → %s', (key, small) => {
    expect(isSmallRacc(raccFor(key)!)).toBe(small);
  });
});
