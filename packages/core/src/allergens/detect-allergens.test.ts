import { describe, expect, test } from 'vitest';
import { REGULATIONS, type RegulationId } from '../regulations';
import { detectAllergens as detectWith } from './detect-allergens';
import type { AllergenIngredient } from './types';

/** The engine takes the format's allergen profile; these tests name formats by id. */
const detectAllergens = (ings: readonly AllergenIngredient[], id: RegulationId) =>
  detectWith(ings, REGULATIONS[id].allergens);

const one = (name: string, allergens?: readonly string[]): AllergenIngredient[] => [
  allergens ? { name, weightGrams: 10, allergens } : { name, weightGrams: 10 },
];
const fda = (name: string, allergens?: readonly string[]) => detectAllergens(one(name, allergens), 'fda');

describe('detectAllergens (FDA)', () => {
  describe('should declare derivatives by their source (regulations-us.md §8.4)', () => {
    test.each([
      ['Whey', 'milk', 'Contains: Milk.'],
      ['Semolina', 'wheat', 'Contains: Wheat.'],
      ['Tahini', 'sesame', 'Contains: Sesame.'],
      ['Ghee', 'milk', 'Contains: Milk.'],
      ['Casein', 'milk', 'Contains: Milk.'],
      ['Sodium caseinate', 'milk', 'Contains: Milk.'],
      ['Lactose', 'milk', 'Contains: Milk.'],
      ['Buttermilk', 'milk', 'Contains: Milk.'],
      ['Crème fraîche', 'milk', 'Contains: Milk.'],
      ['CREME FRAICHE', 'milk', 'Contains: Milk.'],
      ['Albumen', 'egg', 'Contains: Egg.'],
      ['Eggs', 'egg', 'Contains: Egg.'],
      ['Mayonnaise', 'egg', 'Contains: Egg.'],
      ['Tofu', 'soy', 'Contains: Soy.'],
      ['Edamame', 'soy', 'Contains: Soy.'],
      ['Miso', 'soy', 'Contains: Soy.'],
      ['Tempeh', 'soy', 'Contains: Soy.'],
      ['Panko', 'wheat', 'Contains: Wheat.'],
      ['Couscous', 'wheat', 'Contains: Wheat.'],
      ['Spelt', 'wheat', 'Contains: Wheat.'],
      ['Seitan', 'wheat', 'Contains: Wheat.'],
      ['Triticale', 'wheat', 'Contains: Wheat.'],
      ['Anchovy', 'fish', 'Contains: Anchovy.'],
      ['Anchovies', 'fish', 'Contains: Anchovy.'],
      ['Cod liver oil', 'fish', 'Contains: Cod.'],
      ['Bonito flakes', 'fish', 'Contains: Bonito.'],
      ['Shrimp paste', 'crustacean_shellfish', 'Contains: Shrimp.'],
      ['Prawns', 'crustacean_shellfish', 'Contains: Prawn.'],
      ['Crayfish', 'crustacean_shellfish', 'Contains: Crawfish.'],
      ['Marzipan', 'tree_nuts', 'Contains: Almonds.'],
      ['Pignoli', 'tree_nuts', 'Contains: Pine Nuts.'],
      ['Filbert', 'tree_nuts', 'Contains: Hazelnuts.'],
      ['Gianduja', 'tree_nuts', 'Contains: Hazelnuts.'],
      ['Bush nut', 'tree_nuts', 'Contains: Macadamia Nuts.'],
      ['Black walnuts', 'tree_nuts', 'Contains: Black Walnuts.'],
      ['Groundnut', 'peanuts', 'Contains: Peanuts.'],
      ['Arachis oil', 'peanuts', 'Contains: Peanuts.'],
      ['Benne seeds', 'sesame', 'Contains: Sesame.'],
      ['Gomasio', 'sesame', 'Contains: Sesame.'],
      ['Goat cheese', 'milk', 'Contains: Goat Milk.'],
      ['Duck egg', 'egg', 'Contains: Duck Egg.'],
    ])('for %s', (name, key, declaration) => {
      const d = fda(name);
      expect(d.detected).toEqual([key]);
      expect(d.declaration).toBe(declaration);
      expect(d.warnings).toEqual([]);
    });
  });

  describe('should not be fooled by false friends (regulations-us.md §8.5)', () => {
    test.each([
      ['Coconut', []],
      ['Coconut milk', []],
      ['Coconut cream', []],
      ['Cream of coconut', []],
      ['Coconut flour', []],
      ['Coconut aminos', []],
      ['Chestnut', []],
      ['Water chestnut', []],
      ['Butternut squash', []],
      ['Butternut', []],
      ['Shea butter', []],
      ['Shea nut', []],
      ['Kola nut', []],
      ['Ginkgo nut', []],
      ['Hickory nut', []],
      ['Beech nut', []],
      ['Pili nut', []],
      ['Lychee', []],
      ['Tiger nuts', []],
      ['Nutmeg', []],
      ['Mace', []],
      ['Pink peppercorn', []],
      ['Cocoa butter', []],
      ['Apple butter', []],
      ['Butter beans', []],
      ['Buttercup squash', []],
      ['Cream of tartar', []],
      ['Calcium lactate', []],
      ['Sodium lactate', []],
      ['Lactic acid', []],
      ['Sodium stearoyl lactylate', []],
      ['Oat milk', []],
      ['Rice milk', []],
      ['Milk thistle', []],
      ['Eggplant', []],
      ['Eggfruit', []],
      ['Buckwheat', []],
      ['Buckwheat flour', []],
      ['Rye', []],
      ['Barley', []],
      ['Malt', []],
      ['Oats', []],
      ['Corn gluten', []],
      ['Rice flour', []],
      ['Chickpea flour', []],
      ['Gram flour', []],
      ['Doughnut', []],
      ['Donut', []],
      ['Clams', []],
      ['Oysters', []],
      ['Mussels', []],
      ['Scallops', []],
      ['Squid', []],
      ['Calamari', []],
      ['Octopus', []],
      ['Cuttlefish', []],
      ['Snail', []],
      ['Escargot', []],
      ['Abalone', []],
      ['Conch', []],
      ['Whelk', []],
      ['Oyster sauce', []],
      ['Jellyfish', []],
      ['Sea cucumber', []],
      ['Crab apple', []],
      ['Lobster mushroom', []],
      ['Fish mint', []],
      ['Highly refined soybean oil', []],
      ['Highly refined peanut oil', []],
      ['Sunflower lecithin', []],
      ['Canola lecithin', []],
      ['Cocoa', []],
      ['Caramel color', []],
      ['Peanut butter', ['peanuts']],
      ['Almond butter', ['tree_nuts']],
      ['Cashew butter', ['tree_nuts']],
      ['Almond milk', ['tree_nuts']],
      ['Cashew milk', ['tree_nuts']],
      ['Soy milk', ['soy']],
      ['Egg cream', ['milk']],
      ['Coconut yogurt', []],
      ['Rice noodles', []],
      ['Corn tortillas', []],
      ['Gluten-free pasta', []],
    ])('for %s', (name, expected) => {
      expect(fda(name).detected).toEqual(expected);
    });

    test('"peanut butter" is peanuts only and "almond milk" names the almond, not milk', () => {
      expect(fda('Peanut butter').declaration).toBe('Contains: Peanuts.');
      expect(fda('Almond milk').declaration).toBe('Contains: Almonds.');
    });

    test('a comma stops a phrase: "coconut, milk" still brings milk', () => {
      expect(fda('Coconut, milk').detected).toEqual(['milk']);
    });
  });

  describe('should ask instead of declaring ambiguous terms', () => {
    test('for pesto, with the exact wording', () => {
      const d = fda('Pesto');
      expect(d.detected).toEqual([]);
      expect(d.declaration).toBe('');
      expect(d.warnings).toEqual([
        'Ingredient "Pesto" may contain tree nuts (pine nut, cashew or walnut): add the allergen explicitly to declare it.',
      ]);
    });

    test.each([
      ['Nuts', 'tree nuts'],
      ['Mixed nuts', 'tree nuts or peanuts'],
      ['Shellfish', 'crustacean shellfish'],
      ['Seafood', 'fish, crustacean shellfish'],
      ['Lecithin', 'soy or egg'],
      ['Nougat', 'milk, egg or tree nuts'],
      ['Hummus', 'sesame'],
      ['Modified food starch', 'wheat'],
      ['Glucose syrup', 'wheat'],
      ['Vegetable protein', 'soy'],
      ['Spaghetti', 'wheat'],
      ['Bread', 'wheat'],
    ])('for %s', (name, hint) => {
      const d = fda(name);
      expect(d.detected).toEqual([]);
      expect(d.warnings).toHaveLength(1);
      expect(d.warnings[0]).toContain(`Ingredient "${name}" may contain ${hint}`);
    });

    test('soy sauce declares soy and asks about wheat', () => {
      const d = fda('Soy sauce');
      expect(d.detected).toEqual(['soy']);
      expect(d.warnings).toHaveLength(1);
      expect(d.warnings[0]).toContain('may contain wheat');
    });

    test('an explicit allergen answers the question', () => {
      const d = fda('Pesto', ['pine nuts']);
      expect(d.declaration).toBe('Contains: Pine Nuts.');
      expect(d.warnings).toEqual([]);
    });
  });

  describe('should declare a category without species but ask for the species', () => {
    test('for fish sauce', () => {
      const d = fda('Fish sauce');
      expect(d.detected).toEqual(['fish']);
      expect(d.declaration).toBe('Contains: Fish.');
      expect(d.warnings).toHaveLength(1);
      expect(d.warnings[0]).toContain('Ingredient "Fish sauce" contains fish but does not name the species');
    });

    test('for fish sauce with the species given', () => {
      const d = fda('Fish sauce', ['anchovy']);
      expect(d.declaration).toBe('Contains: Anchovy.');
      expect(d.warnings).toEqual([]);
    });

    test('for an explicit "Tree nuts"', () => {
      const d = fda('Granola topping', ['Tree nuts']);
      expect(d.detected).toEqual(['tree_nuts']);
      expect(d.declaration).toBe('Contains: Tree Nuts.');
      expect(d.warnings[0]).toContain('does not name the nut');
    });

    test('the category gives way to a species named by another ingredient', () => {
      const d = detectAllergens(
        [
          { name: 'Cod fillet', weightGrams: 100 },
          { name: 'Fish sauce', weightGrams: 5 },
        ],
        'fda',
      );
      expect(d.declaration).toBe('Contains: Cod.');
      expect(d.warnings).toHaveLength(1);
    });
  });

  describe('should merge explicit allergens', () => {
    test.each([
      [['milk'], 'Contains: Milk.'],
      [['almond'], 'Contains: Almonds.'],
      [['sesame'], 'Contains: Sesame.'],
      [['Soybeans', 'wheat'], 'Contains: Wheat, Soy.'],
      [['Crustacean shellfish'], 'Contains: Crustacean Shellfish.'],
    ])('for %j', (allergens, declaration) => {
      expect(fda('House sauce', allergens).declaration).toBe(declaration);
    });

    test('without duplicating what the name already brings', () => {
      const d = fda('Butter', ['milk', 'Milk']);
      expect(d.detected).toEqual(['milk']);
      expect(d.declaration).toBe('Contains: Milk.');
      expect(d.sources).toEqual({ milk: ['Butter'] });
    });

    test('a word that names no allergen is reported, not declared', () => {
      const d = fda('Spice mix', ['plutonium']);
      expect(d.detected).toEqual([]);
      expect(d.warnings).toEqual([
        'Ingredient "Spice mix": "plutonium" is not a known allergen and was ignored.',
      ]);
    });

    test('an allergen that FDA does not list is not declared (mustard)', () => {
      expect(fda('Relish', ['mustard']).detected).toEqual([]);
    });
  });

  describe('should order by first appearance in the descending-weight list', () => {
    test('for the api.md example', () => {
      const d = detectAllergens(
        [
          { name: 'Butter', weightGrams: 100 },
          { name: 'Sugar', weightGrams: 300 },
          { name: 'Flour', weightGrams: 200 },
          { name: 'Almonds', weightGrams: 50 },
        ],
        'fda',
      );
      expect(d.detected).toEqual(['wheat', 'milk', 'tree_nuts']);
      expect(d.declaration).toBe('Contains: Wheat, Milk, Almonds.');
      expect(d.names).toEqual(['Wheat', 'Milk', 'Almonds']);
      expect(d.sources).toEqual({ wheat: ['Flour'], milk: ['Butter'], tree_nuts: ['Almonds'] });
      expect(d.perIngredient).toEqual([['milk'], [], ['wheat'], ['tree_nuts']]);
    });

    test('keys of one ingredient follow the statutory order (milk before egg)', () => {
      expect(fda('Lemon curd').declaration).toBe('Contains: Milk, Egg.');
    });

    test('ingredients of equal weight keep their input order', () => {
      const d = detectAllergens(
        [
          { name: 'Egg', weightGrams: 10 },
          { name: 'Milk', weightGrams: 10 },
        ],
        'fda',
      );
      expect(d.declaration).toBe('Contains: Egg, Milk.');
    });

    test('several nuts are each named, in order of appearance', () => {
      const d = detectAllergens(
        [
          { name: 'Pecans', weightGrams: 20 },
          { name: 'Flour', weightGrams: 10 },
          { name: 'Cashews', weightGrams: 30 },
        ],
        'fda',
      );
      expect(d.detected).toEqual(['tree_nuts', 'wheat']);
      expect(d.declaration).toBe('Contains: Cashews, Pecans, Wheat.');
      expect(d.sources.tree_nuts).toEqual(['Cashews', 'Pecans']);
    });
  });

  test('nothing detected gives an empty declaration', () => {
    const d = detectAllergens(
      [
        { name: 'Sugar', weightGrams: 10 },
        { name: 'Water', weightGrams: 10 },
      ],
      'fda',
    );
    expect(d).toMatchObject({
      detected: [],
      declaration: '',
      sources: {},
      warnings: [],
      perIngredient: [[], []],
    });
  });
});
