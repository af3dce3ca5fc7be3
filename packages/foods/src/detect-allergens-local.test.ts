import { describe, expect, test } from 'vitest';
import { detectAllergensLocal } from './detect-allergens-local';

describe('detectAllergensLocal', () => {
  test('finds the allergen a USDA description names', () => {
    expect(detectAllergensLocal('Butter, salted')).toEqual(['milk']);
    expect(detectAllergensLocal('Egg, whole, raw, fresh')).toEqual(['egg']);
    expect(detectAllergensLocal('Wheat flour, white, all-purpose, enriched, bleached')).toEqual(['wheat']);
    expect(detectAllergensLocal('Fish, salmon, Atlantic, farmed, raw')).toEqual(['fish']);
    expect(detectAllergensLocal('Crustaceans, shrimp, raw')).toEqual(['crustacean_shellfish']);
    expect(detectAllergensLocal('Nuts, almonds')).toEqual(['tree_nuts']);
    expect(detectAllergensLocal('Seeds, sesame seeds, whole, dried')).toEqual(['sesame']);
    expect(detectAllergensLocal('Tofu, firm')).toEqual(['soy']);
  });

  test('several allergens in statutory order', () => {
    expect(detectAllergensLocal('Noodles, egg, dry, enriched, with wheat')).toEqual(['egg', 'wheat']);
    expect(detectAllergensLocal('Pancakes, made with milk and eggs')).toEqual(['milk', 'egg']);
  });

  test('false friends (regulations-us.md §8.5) do not trigger', () => {
    expect(detectAllergensLocal('Peanut butter, smooth style, with salt')).toEqual(['peanuts']);
    expect(detectAllergensLocal('Nuts, coconut milk, canned')).toEqual([]);
    expect(detectAllergensLocal('Eggplant, raw')).toEqual([]);
    expect(detectAllergensLocal('Spices, nutmeg, ground')).toEqual([]);
    expect(detectAllergensLocal('Squash, winter, butternut, raw')).toEqual([]);
    expect(detectAllergensLocal('Leavening agents, cream of tartar')).toEqual([]);
    expect(detectAllergensLocal('Rice flour, white, unenriched')).toEqual([]);
    expect(detectAllergensLocal('Mollusks, scallop, mixed species, raw')).toEqual([]);
    expect(detectAllergensLocal('Almond milk, unsweetened')).toEqual(['tree_nuts']);
  });
});
