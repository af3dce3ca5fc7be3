import { describe, expect, test } from 'vitest';
import { NUTRIENT_KEYS, NUTRIENT_SLOT, NUTRIENTS } from './catalog';

describe('nutrient catalog', () => {
  test('every key has its entry, in catalog order, and its slot is its position', () => {
    expect(Object.keys(NUTRIENTS)).toEqual([...NUTRIENT_KEYS]);
    for (const [i, key] of NUTRIENT_KEYS.entries()) expect(NUTRIENT_SLOT[key]).toBe(i);
    expect(NUTRIENT_SLOT.toString).toBeUndefined();
  });
});
