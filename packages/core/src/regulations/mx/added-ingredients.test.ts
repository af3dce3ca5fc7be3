import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ADDED_KINDS } from '../../schemas/recipe';
import { addedByName, addedOf } from './added-ingredients';

describe('what an ingredient adds (NOM-051 4.5.3.4; api.md §13)', () => {
  test.each([
    ['Azúcar refinada', ['sugars']],
    ['Miel de abeja', ['sugars']],
    ['Jarabe de maíz alto en fructosa', ['sugars']],
    ['Vegetable oil', ['fats']],
    ['Mantequilla', ['fats']],
    ['Sal yodada', ['sodium']],
    ['Bicarbonato de sodio', ['sodium']],
    ['Sucralosa', ['sweeteners']],
    ['Cafeína', ['caffeine']],
    ['Chocolate chips (sugar, cocoa butter)', ['sugars', 'fats']],
    ['Sugar-free jelly with sucralose', ['sweeteners']],
    ['Peanut butter', []],
    ['Sugar snap peas', []],
    ['Café descafeinado', []],
    ['Salsa de tomate', []],
    ['Harina de trigo', []],
  ])('%s → %j', (name, kinds) => {
    expect(addedByName(name)).toEqual(kinds);
  });

  test('an `added` list overrides the name either way (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Azúcar', 'Aceite', 'Sal', 'Agua', 'Sucralosa'),
        fc.uniqueArray(fc.constantFrom(...ADDED_KINDS)),
        (name, added) => {
          expect(addedOf({ name, weightGrams: 1, nutrients: {}, added })).toEqual(added);
        },
      ),
    );
  });
});
