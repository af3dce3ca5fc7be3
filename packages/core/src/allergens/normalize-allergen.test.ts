import { describe, expect, test } from 'vitest';
import { isAllergenKey } from './allergen-keys';
import { normalizeAllergen, resolveAllergen } from './normalize-allergen';

describe('normalizeAllergen', () => {
  test.each([
    ['Tree nuts', 'tree_nuts'],
    ['tree_nuts', 'tree_nuts'],
    ['nuts', 'tree_nuts'],
    ['almond', 'tree_nuts'],
    ['Pignoli', 'tree_nuts'],
    ['Milk', 'milk'],
    ['dairy', 'milk'],
    ['whey', 'milk'],
    ['Eggs', 'egg'],
    ['Crustaceans', 'crustacean_shellfish'],
    ['Shellfish', 'crustacean_shellfish'],
    ['crustacean_shellfish', 'crustacean_shellfish'],
    ['Soybeans', 'soy'],
    ['soya', 'soy'],
    ['Sesame seeds', 'sesame'],
    ['Sulfites', 'sulphites'],
    ['sulphur dioxide', 'sulphites'],
    ['Mollusks', 'molluscs'],
    ['Cereals containing gluten', 'gluten'],
    ['barley', 'gluten'],
    ['Triticale', 'wheat'],
    ['Lupine', 'lupin'],
    ['乳制品', 'milk'],
    ['花生', 'peanuts'],
    ['坚果', 'tree_nuts'],
  ])('for %s', (term, key) => {
    expect(normalizeAllergen(term)).toBe(key);
  });

  test.each(['plutonium', '', 'sugar', 'coconut', 'nutmeg'])('names nothing for %j', (term) => {
    expect(normalizeAllergen(term)).toBeUndefined();
  });
});

describe('resolveAllergen', () => {
  test('keeps the species', () => {
    expect(resolveAllergen('almond')).toEqual({ key: 'tree_nuts', species: 'Almonds' });
    expect(resolveAllergen('anchovies')).toEqual({ key: 'fish', species: 'Anchovy' });
    expect(resolveAllergen('Goat milk')).toEqual({ key: 'milk', species: 'Goat Milk' });
    expect(resolveAllergen('Tree nuts')).toEqual({ key: 'tree_nuts' });
  });
});

describe('isAllergenKey', () => {
  test('accepts keys, rejects names', () => {
    expect(isAllergenKey('tree_nuts')).toBe(true);
    expect(isAllergenKey('Tree nuts')).toBe(false);
  });
});
