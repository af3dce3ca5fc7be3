import { describe, expect, test } from 'vitest';
import { blankNutrientValues, NUTRIENT_KEYS, NUTRIENT_SLOT, NUTRIENTS } from './catalog';

describe('nutrient catalog', () => {
  test('every key has its entry, in catalog order, and its slot is its position', () => {
    expect(Object.keys(NUTRIENTS)).toEqual([...NUTRIENT_KEYS]);
    for (const [i, key] of NUTRIENT_KEYS.entries()) expect(NUTRIENT_SLOT[key]).toBe(i);
    expect(NUTRIENT_SLOT.toString).toBeUndefined();
  });

  test('blankNutrientValues: every key present and undefined, a fresh object each time', () => {
    const a = blankNutrientValues();
    expect(Object.keys(a)).toEqual([...NUTRIENT_KEYS]);
    expect(Object.values(a).every((v) => v === undefined)).toBe(true);
    a.protein = 3;
    expect(blankNutrientValues().protein).toBeUndefined();
    expect(JSON.stringify(a)).toBe('{"protein":3}');
  });
});
