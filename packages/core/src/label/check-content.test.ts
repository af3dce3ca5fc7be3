import { describe, expect, test } from 'vitest';
import type { ResolvedRecipe } from '../recipe/resolved-recipe';
import { getRegulation } from '../regulations';
import { checkLabelContent } from './check-content';
import { generateLabel } from './generate-label';

const fda = getRegulation('fda')!;
const recipe = (over: Partial<ResolvedRecipe> = {}): ResolvedRecipe => ({
  name: 'Shortbread',
  servingSizeGrams: 40,
  ingredients: [
    { name: 'Flour', weightGrams: 200, nutrients: { energy_kcal: 364, total_fat: 1 } },
    { name: 'Butter', weightGrams: 100, nutrients: { energy_kcal: 717, total_fat: 81 } },
  ],
  ...over,
});

describe('checkLabelContent: the checks generateLabel makes, run on their own', () => {
  test('a labelable recipe has none', () => {
    expect(checkLabelContent(recipe())).toEqual([]);
    expect(generateLabel(recipe(), fda).ok).toBe(true);
  });

  test('fat of 120 g per 100 g is named at its ingredient (and the macro sum), as generateLabel names it', () => {
    const bad = recipe({
      ingredients: [{ name: 'Oil', weightGrams: 100, nutrients: { total_fat: 120 } }],
    });
    const issues = checkLabelContent(bad);
    expect(issues).toEqual([
      {
        code: 'physical_limit',
        path: 'ingredients.0.nutrients.total_fat',
        message: '120 g per 100 g is more than 100 g per 100 g',
      },
      {
        code: 'physical_limit',
        path: 'ingredients.0.nutrients',
        message: 'fat + protein + carbohydrate is 120 g per 100 g, more than 100 g',
      },
    ]);
    expect(generateLabel(bad, fda)).toEqual({ ok: false, issues });
  });

  test('a serving over the finished batch (300 g × yield 0.5 = 150 g) is refused; 150 g exactly is not', () => {
    const over = recipe({ servingSizeGrams: 151, yieldFactor: 0.5 });
    const issues = checkLabelContent(over);
    expect(issues).toEqual([
      {
        code: 'serving_exceeds_batch',
        path: 'servingSizeGrams',
        message: 'serving size 151 g is larger than the finished batch (150 g)',
      },
    ]);
    expect(generateLabel(over, fda)).toEqual({ ok: false, issues });
    expect(checkLabelContent(recipe({ servingSizeGrams: 150, yieldFactor: 0.5 }))).toEqual([]);
  });
});
