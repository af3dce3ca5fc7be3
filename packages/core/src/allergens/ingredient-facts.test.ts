import { describe, expect, test } from 'vitest';
import { REGULATIONS, type RegulationId } from '../regulations';
import { detectAllergens as detectWith } from './detect-allergens';
import { ingredientFacts } from './ingredient-facts';
import { buildIngredientStatementParts as partsWith } from './ingredient-statement';
import type { AllergenDetection, AllergenIngredient } from './types';

/** The engine takes the format's allergen profile; these tests name formats by id. */
const detectAllergens = (ings: readonly AllergenIngredient[], id: RegulationId) =>
  detectWith(ings, REGULATIONS[id].allergens);
const buildIngredientStatementParts = (
  ings: readonly AllergenIngredient[],
  detection: AllergenDetection,
  id: RegulationId,
) => partsWith(ings, detection, REGULATIONS[id].allergens);

describe('ingredientFacts: remembered per regulation, name and explicit allergens', () => {
  test('the same ingredient gives the same facts; other explicit allergens give other facts', () => {
    const fda = REGULATIONS.fda.allergens;
    const plain = ingredientFacts({ name: 'Raisins', weightGrams: 10 }, fda);
    expect(ingredientFacts({ name: 'Raisins', weightGrams: 99 }, fda)).toBe(plain);
    expect(plain.keys).toEqual([]);
    const withMilk = ingredientFacts({ name: 'Raisins', weightGrams: 10, allergens: ['milk'] }, fda);
    expect(withMilk.keys).toEqual(['milk']);
    expect(ingredientFacts({ name: 'Raisins', weightGrams: 10, allergens: ['soy'] }, fda).keys).toEqual([
      'soy',
    ]);
  });

  test('facts differ per regulation (mustard counts in Canada and the EU, not for the FDA)', () => {
    const mustard = { name: 'Dijon mustard', weightGrams: 5 };
    expect(ingredientFacts(mustard, REGULATIONS.fda.allergens).keys).toEqual([]);
    expect(ingredientFacts(mustard, REGULATIONS.cfia.allergens).keys).toEqual(['mustard']);
    expect(ingredientFacts(mustard, REGULATIONS.eu.allergens).keys).toEqual(['mustard']);
  });

  test('the keys handed out as perIngredient are frozen, so no caller can change a remembered result', () => {
    const detection = detectAllergens([{ name: 'Butter', weightGrams: 10 }], 'fda');
    const keys = detection.perIngredient[0] as string[];
    expect(Object.isFrozen(keys)).toBe(true);
    expect(() => keys.push('egg')).toThrow();
    expect(detectAllergens([{ name: 'Butter', weightGrams: 10 }], 'fda').declaration).toBe('Contains: Milk.');
  });

  test('past the memo bound, results are recomputed and still right', () => {
    const ingredients = Array.from({ length: 5000 }, (_, i) => ({ name: `Whey ${i}`, weightGrams: 1 }));
    for (const ing of ingredients) {
      expect(ingredientFacts(ing, REGULATIONS.fda.allergens).keys).toEqual(['milk']);
    }
    const first = [{ name: 'Whey 0', weightGrams: 1 }];
    const detection = detectAllergens(first, 'fda');
    expect(buildIngredientStatementParts(first, detection, 'fda').text).toBe('Ingredients: Whey 0 (milk).');
  });

  test('a statement built from another detection than the ingredients own still follows that detection', () => {
    const ingredients = [{ name: 'Whey', weightGrams: 10 }];
    const detection = detectAllergens(ingredients, 'fda');
    const none = { ...detection, perIngredient: [[]] };
    expect(buildIngredientStatementParts(ingredients, none, 'fda').text).toBe('Ingredients: Whey.');
    expect(buildIngredientStatementParts(ingredients, detection, 'fda').text).toBe(
      'Ingredients: Whey (milk).',
    );
  });
});
