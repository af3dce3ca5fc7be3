import { describe, expect, test } from 'vitest';
import { REGULATIONS, type RegulationId } from '../regulations';
import { detectAllergens as detectWith } from './detect-allergens';
import {
  buildIngredientStatementParts as partsWith,
  buildIngredientStatement as statementWith,
} from './ingredient-statement';
import type { AllergenDetection, AllergenIngredient } from './types';

/** The engine takes the format's allergen profile; these tests name formats by id. */
const detectAllergens = (ings: readonly AllergenIngredient[], id: RegulationId) =>
  detectWith(ings, REGULATIONS[id].allergens);
const buildIngredientStatementParts = (
  ings: readonly AllergenIngredient[],
  detection: AllergenDetection,
  id: RegulationId,
) => partsWith(ings, detection, REGULATIONS[id].allergens);
const buildIngredientStatement = (
  ings: readonly AllergenIngredient[],
  detection: AllergenDetection,
  id: RegulationId,
) => statementWith(ings, detection, REGULATIONS[id].allergens);

const statement = (ings: readonly AllergenIngredient[], reg: RegulationId = 'fda') =>
  buildIngredientStatement(ings, detectAllergens(ings, reg), reg);
const parts = (ings: readonly AllergenIngredient[], reg: RegulationId) =>
  buildIngredientStatementParts(ings, detectAllergens(ings, reg), reg);
const single = (name: string, reg: RegulationId = 'fda', allergens?: readonly string[]) =>
  statement([allergens ? { name, weightGrams: 1, allergens } : { name, weightGrams: 1 }], reg);

describe('buildIngredientStatement', () => {
  test('for the api.md example: descending weight, sources in parentheses', () => {
    expect(
      statement([
        { name: 'sugar', weightGrams: 50 },
        { name: 'flour', weightGrams: 200 },
        { name: 'butter', weightGrams: 100 },
      ]),
    ).toBe('Ingredients: Flour (wheat), Butter (milk), Sugar.');
  });

  test('ties keep the input order', () => {
    expect(
      statement([
        { name: 'Salt', weightGrams: 5 },
        { name: 'Yeast', weightGrams: 5 },
        { name: 'Water', weightGrams: 60 },
      ]),
    ).toBe('Ingredients: Water, Salt, Yeast.');
  });

  describe('should add the source when the name does not name it', () => {
    test.each([
      ['Whey', 'Ingredients: Whey (milk).'],
      ['Semolina', 'Ingredients: Semolina (wheat).'],
      ['Tahini', 'Ingredients: Tahini (sesame).'],
      ['Marzipan', 'Ingredients: Marzipan (almonds).'],
      ['Pignoli', 'Ingredients: Pignoli (pine nuts).'],
      ['Shrimp paste', 'Ingredients: Shrimp paste.'],
      ['Belacan', 'Ingredients: Belacan (shrimp).'],
      ['Goat cheese', 'Ingredients: Goat cheese (goat milk).'],
      ['Lemon curd', 'Ingredients: Lemon curd (milk, egg).'],
      ['Soy lecithin', 'Ingredients: Soy lecithin.'],
      ['Lecithin (soy)', 'Ingredients: Lecithin (soy).'],
      ['Worcestershire sauce', 'Ingredients: Worcestershire sauce (anchovy).'],
    ])('for %s', (name, expected) => {
      expect(single(name)).toBe(expected);
    });
  });

  describe('should leave names that already name the source', () => {
    test.each([
      'Wheat flour',
      'Peanut butter',
      'Almond flour',
      'Buttermilk',
      'Soybean oil',
      'Eggs',
      'Whole milk',
      'Anchovies',
      'Sesame seeds',
      'Cod liver oil',
      'Hazelnut spread',
      'Coconut milk',
      'Sugar',
    ])('for %s', (name) => {
      expect(single(name)).toBe(`Ingredients: ${name}.`);
    });
  });

  test('the source follows the name, or the term inside a sub-ingredient list', () => {
    expect(single('Chocolate chips (sugar, whey)')).toBe(
      'Ingredients: Chocolate chips (sugar, whey (milk)).',
    );
    expect(single('Cream cheese, softened')).toBe('Ingredients: Cream cheese, softened (milk).');
    expect(single('Whey and casein blend')).toBe('Ingredients: Whey and casein blend (milk).');
    expect(single('Tamari (gluten-free)')).toBe('Ingredients: Tamari (gluten-free) (soy).');
  });

  test('capitalises the first letter only', () => {
    expect(single('whey protein isolate')).toBe('Ingredients: Whey protein isolate (milk).');
    expect(single('  éclair filling ', 'fda', ['milk'])).toBe('Ingredients: Éclair filling (milk).');
  });

  test('a word inside a false friend does not name the allergen (§403(w)(1)(B))', () => {
    expect(single('Coconut milk', 'fda', ['milk'])).toBe('Ingredients: Coconut milk (milk).');
  });

  test('an explicit allergen whose word is in the name needs no parenthesis', () => {
    expect(single('House sesame dressing', 'fda', ['sesame'])).toBe('Ingredients: House sesame dressing.');
  });

  test('allergens the regulation does not list get no parenthesis', () => {
    expect(single('Celery salt', 'fda')).toBe('Ingredients: Celery salt.');
    expect(single('Celery salt', 'eu')).toBe('Ingredients: Celery salt.');
    expect(single('Sulphur dioxide', 'fda')).toBe('Ingredients: Sulphur dioxide.');
    expect(single('Sulphur dioxide', 'cfia')).toBe('Ingredients: Sulphur dioxide (sulphites).');
  });

  test('Canada and the EU name cereals and molluscs', () => {
    expect(single('Malt extract', 'cfia')).toBe('Ingredients: Malt extract.');
    expect(single("Brewer's yeast", 'cfia')).toBe("Ingredients: Brewer's yeast (barley).");
    expect(single('Oyster sauce', 'eu')).toBe('Ingredients: Oyster sauce.');
    expect(single('Calamari', 'eu')).toBe('Ingredients: Calamari.');
    expect(single('Tofu', 'eu')).toBe('Ingredients: Tofu (soya).');
  });

  test('is empty without ingredients', () => {
    expect(statement([])).toBe('');
  });
});

describe('buildIngredientStatementParts', () => {
  test('EU: emphasis on the allergen word in the name and in the parenthesis', () => {
    const r = parts(
      [
        { name: 'Wheat flour', weightGrams: 100 },
        { name: 'Whey', weightGrams: 50 },
        { name: 'Sugar', weightGrams: 10 },
      ],
      'eu',
    );
    expect(r.text).toBe('Ingredients: Wheat flour, Whey (milk), Sugar.');
    // "Ingredients: " is 13 units: Wheat = [13, 18); "Wheat flour, Whey (" ends at 32: milk = [32, 36).
    expect(r.emphasis).toEqual([
      { start: 13, end: 18 },
      { start: 32, end: 36 },
    ]);
    expect(r.text.slice(13, 18)).toBe('Wheat');
    expect(r.text.slice(32, 36)).toBe('milk');
  });

  test('EU: emphasis inside a sub-ingredient list, and after an inserted source', () => {
    const r = parts([{ name: 'Chocolate chips (sugar, whey)', weightGrams: 1 }], 'eu');
    expect(r.text).toBe('Ingredients: Chocolate chips (sugar, whey (milk)).');
    // 13 + "Chocolate chips (sugar, whey" (28) + " (" (2) = 43.
    expect(r.emphasis).toEqual([{ start: 43, end: 47 }]);
    const s = parts([{ name: 'Candy (whey, wheat flour)', weightGrams: 1 }], 'eu');
    expect(s.text).toBe('Ingredients: Candy (whey (milk), wheat flour).');
    // milk: 13 + "Candy (whey (" (13) = 26; wheat: 13 + "Candy (whey (milk), " (20) = 33.
    expect(s.emphasis).toEqual([
      { start: 26, end: 30 },
      { start: 33, end: 38 },
    ]);
  });

  test('EU: the whole word is emphasised when the stem is inside it', () => {
    const r = parts([{ name: 'Buttermilk', weightGrams: 1 }], 'eu');
    expect(r.emphasis.map((e) => r.text.slice(e.start, e.end))).toEqual(['milk']);
    const s = parts([{ name: 'Almonds', weightGrams: 1 }], 'eu');
    expect(s.emphasis.map((e) => s.text.slice(e.start, e.end))).toEqual(['Almonds']);
  });

  test('EU: offsets map back through folded characters (ß → ss)', () => {
    const r = parts([{ name: 'Straße-style wheat flour', weightGrams: 1 }], 'eu');
    expect(r.emphasis.map((e) => r.text.slice(e.start, e.end))).toEqual(['wheat']);
  });

  test('FDA and Canada return no emphasis', () => {
    expect(parts([{ name: 'Whey', weightGrams: 1 }], 'fda').emphasis).toEqual([]);
    expect(parts([{ name: 'Whey', weightGrams: 1 }], 'cfia').emphasis).toEqual([]);
  });

  test('China: an all-Chinese list is written in Chinese, allergens emphasised (D.2.1)', () => {
    const r = parts(
      [
        { name: '白砂糖', weightGrams: 30 },
        { name: '小麦粉', weightGrams: 100 },
        { name: '黄油', weightGrams: 50 },
      ],
      'china',
    );
    expect(r.text).toBe('配料：小麦粉、黄油（乳成分）、白砂糖。');
    // "配料：" is 3 units: 小麦 = [3, 5); "小麦粉、黄油（" ends at 10: 乳成分 = [10, 13).
    expect(r.emphasis).toEqual([
      { start: 3, end: 5 },
      { start: 10, end: 13 },
    ]);
  });

  test('China: a list with English names stays in English', () => {
    expect(
      parts(
        [
          { name: 'Flour', weightGrams: 100 },
          { name: '黄油', weightGrams: 50 },
        ],
        'china',
      ).text,
    ).toBe('Ingredients: Flour (wheat), 黄油 (milk).');
  });
});
