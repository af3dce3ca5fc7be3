/**
 * Golden FDA labels. Every expected value below was computed by hand from
 * docs/spec/regulations-us.md (rounding §3.1, %DV §3.2, servings §4.2, claims §5–§7,
 * allergens §8); the arithmetic is in the comments. Ingredient values are per 100 g.
 */
import { describe, expect, test } from 'vitest';
import { fda, generateLabel, type LabelResult, type Recipe, resolveRecipe } from '../../src/index';

function label(recipe: Recipe): LabelResult {
  const resolved = resolveRecipe(recipe);
  if (!resolved.ok) throw new Error(JSON.stringify(resolved.issues));
  const outcome = generateLabel(resolved.recipe, fda);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  return outcome.value;
}

/** The printed panel as [name, display, %DV] rows. */
const panel = (result: LabelResult) => result.label.nutrients.map((n) => [n.name, n.display, n.dailyValue]);
const ids = (items: readonly { id: string }[]) => items.map((i) => i.id).sort();

const FLOUR = {
  energy_kcal: 364,
  total_fat: 1,
  saturated_fat: 0.2,
  sodium: 2,
  total_carbohydrate: 76,
  dietary_fiber: 2.7,
  total_sugars: 0.3,
  protein: 10,
  calcium: 15,
  iron: 4.6,
  potassium: 107,
};
const BUTTER = {
  energy_kcal: 717,
  total_fat: 81,
  saturated_fat: 51,
  trans_fat: 3.3,
  cholesterol: 215,
  sodium: 11,
  total_carbohydrate: 0.1,
  total_sugars: 0.1,
  protein: 0.9,
  calcium: 24,
  potassium: 24,
};
const SUGAR = { energy_kcal: 387, total_carbohydrate: 100, total_sugars: 100, added_sugars: 100 };
const OATS = {
  energy_kcal: 379,
  total_fat: 6.5,
  saturated_fat: 1.1,
  trans_fat: 0,
  cholesterol: 0,
  sodium: 6,
  total_carbohydrate: 67.7,
  dietary_fiber: 10.1,
  total_sugars: 1,
  added_sugars: 0,
  protein: 13.2,
  vitamin_d: 0,
  calcium: 52,
  iron: 4.3,
  potassium: 362,
};

describe('golden FDA labels', () => {
  test('1. butter cookie, yield 0.9, small RACC (cookies 30 g)', () => {
    // Raw 200 g × 0.9 = 180 g finished; serving 30 g → batch totals ÷ 6.
    const result = label({
      name: 'Butter cookies',
      servingSizeGrams: 30,
      yieldFactor: 0.9,
      category: 'cookies',
      ingredients: [
        { name: 'Flour', weightGrams: 100, nutrients: FLOUR },
        { name: 'Butter', weightGrams: 50, nutrients: BUTTER },
        { name: 'Sugar', weightGrams: 50, nutrients: SUGAR },
      ],
    });
    expect(panel(result)).toEqual([
      ['Calories', '150', null], // 916/6 = 152.7 → > 50 → nearest 10
      ['Total Fat', '7g', 9], // 41.5/6 = 6.917 → ≥ 5 → 7; 6.917/78 = 8.87 %
      ['Saturated Fat', '4.5g', 21], // 25.7/6 = 4.283 → nearest 0.5; 21.4 %
      ['Trans Fat', '0g', null], // 1.65/6 = 0.275 < 0.5
      ['Cholesterol', '20mg', 6], // 107.5/6 = 17.92 → nearest 5; 5.97 %
      ['Sodium', '0mg', 0], // 7.5/6 = 1.25 < 5
      ['Total Carbohydrate', '21g', 8], // 126.05/6 = 21.01; 7.64 %
      ['Dietary Fiber', '0g', 0], // 2.7/6 = 0.45 < 0.5
      ['Total Sugars', '8g', null], // 50.35/6 = 8.39
      ['Added Sugars', '8g', 17], // 50/6 = 8.33; 16.67 %
      ['Protein', '2g', null], // 10.45/6 = 1.74
      ['Vitamin D', '0mcg', 0], // no data → 0 with a warning
      ['Calcium', '0mg', 0], // 27/6 = 4.5 < 2 % of 1300 (26)
      ['Iron', '0.8mg', 4], // 4.6/6 = 0.767 → 0.1 mg; 4.26 % → nearest 2
      ['Potassium', '0mg', 0], // 119/6 = 19.8 < 94 (2 %)
    ]);
    expect(result.label.servingsPerContainer).toBe(6);
    expect(result.label.servingSize).toBe('30g');
    expect(result.warnings).toContain('No ingredient gives Vitamin D data; it is declared as 0.');
    expect(result.allergens.detected).toEqual(['wheat', 'milk']);
    expect(result.allergens.declaration).toBe('Contains: Wheat, Milk.');
    expect(result.ingredientStatement).toBe('Ingredients: Flour (wheat), Butter (milk), Sugar.');
    // Per RACC (30 g) sodium 1.25 mg, per 50 g 2.08 mg: free, very low, low. Cholesterol 17.9 mg per RACC
    // but 29.9 mg per 50 g (small RACC) → not low. Sat fat 4.28 g > 4.0 → disclosure, no health claims.
    expect(ids(result.claims)).toEqual(['low_sodium', 'sodium_free', 'very_low_sodium']);
    for (const claim of result.claims) {
      expect(claim.basis).toBe('racc');
      expect(claim.conditions).toContain('See nutrition information for saturated fat content.');
    }
    expect(result.healthClaims).toEqual([]);
    expect(result.structureFunctionClaims).toEqual([]);
  });

  test('2. tomato soup, yield 0.8 (soups 245 g)', () => {
    // Raw 1000 g × 0.8 = 800 g; serving 245 g → factor 0.30625.
    const result = label({
      name: 'Tomato soup',
      servingSizeGrams: 245,
      yieldFactor: 0.8,
      category: 'soups',
      householdMeasure: '1 cup',
      ingredients: [
        {
          name: 'Crushed tomatoes',
          weightGrams: 800,
          nutrients: {
            energy_kcal: 32,
            total_fat: 0.3,
            sodium: 186,
            total_carbohydrate: 7.3,
            dietary_fiber: 1.9,
            total_sugars: 4.4,
            protein: 1.6,
            calcium: 34,
            iron: 1.3,
            potassium: 293,
          },
        },
        { name: 'Water', weightGrams: 200, nutrients: {} },
      ],
    });
    expect(panel(result)).toEqual([
      ['Calories', '80', null], // 256 × 0.30625 = 78.4
      ['Total Fat', '0.5g', 1], // 0.735 → nearest 0.5; 0.94 %
      ['Saturated Fat', '0g', 0], // no data → 0, warning
      ['Trans Fat', '0g', null],
      ['Cholesterol', '0mg', 0],
      ['Sodium', '460mg', 20], // 455.7 → > 140 → nearest 10; 19.8 %
      ['Total Carbohydrate', '18g', 7], // 17.885; 6.50 %
      ['Dietary Fiber', '5g', 17], // 4.655; 16.6 %
      ['Total Sugars', '11g', null], // 10.78
      ['Added Sugars', '0g', 0], // no data
      ['Protein', '4g', null], // 3.92
      ['Vitamin D', '0mcg', 0],
      ['Calcium', '80mg', 6], // 83.3 → nearest 10; 6.4 % → nearest 2
      ['Iron', '3.2mg', 20], // 3.185; 17.7 % → nearest 5
      ['Potassium', '720mg', 15], // 717.85; 15.3 % → nearest 5
    ]);
    expect(result.label.servingSizeText).toBe('1 cup (245g)');
    expect(result.label.servingsPerContainer).toBe('about 3.5'); // 800/245 = 3.27 → nearest 0.5
    expect(result.allergens).toEqual({ detected: [], declaration: '', sources: {} });
    expect(result.ingredientStatement).toBe('Ingredients: Crushed tomatoes, Water.');
    // Serving = RACC. Low fat (0.735 ≤ 3); good source of fiber (16.6 %), iron (17.7 %), potassium (15.3 %).
    expect(ids(result.claims)).toEqual([
      'good_source_dietary_fiber',
      'good_source_iron',
      'good_source_potassium',
      'low_fat',
    ]);
    // Saturated fat and cholesterol are unknown: missing data satisfies no health-claim condition.
    expect(result.healthClaims).toEqual([]);
    expect(ids(result.structureFunctionClaims)).toEqual(['sf_dietary_fiber', 'sf_iron', 'sf_potassium']);
    expect(result.warnings.filter((w) => w.startsWith('No ingredient gives'))).toHaveLength(5);
  });

  test('3. lemonade, a beverage (360 ml RACC) with a voluntary vitamin C row', () => {
    // Raw 1050 g; serving 360 g → factor 0.342857.
    const result = label({
      name: 'Lemonade',
      servingSizeGrams: 360,
      category: 'beverages_carbonated',
      form: 'liquid',
      densityGPerMl: 1.04,
      householdMeasure: '12 fl oz',
      ingredients: [
        { name: 'Water', weightGrams: 900, nutrients: {} },
        { name: 'Sugar', weightGrams: 100, nutrients: SUGAR },
        {
          name: 'Lemon juice',
          weightGrams: 50,
          nutrients: {
            energy_kcal: 22,
            total_fat: 0.24,
            sodium: 1,
            total_carbohydrate: 6.9,
            dietary_fiber: 0.3,
            total_sugars: 2.5,
            protein: 0.35,
            vitamin_c: 38.7,
            calcium: 6,
            potassium: 103,
          },
        },
      ],
    });
    expect(panel(result)).toEqual([
      ['Calories', '140', null], // 398 × 0.342857 = 136.5
      ['Total Fat', '0g', 0], // 0.041
      ['Saturated Fat', '0g', 0],
      ['Trans Fat', '0g', null],
      ['Cholesterol', '0mg', 0],
      ['Sodium', '0mg', 0], // 0.17
      ['Total Carbohydrate', '35g', 13], // 35.47; 12.9 %
      ['Dietary Fiber', '0g', 0], // 0.05
      ['Total Sugars', '35g', null], // 34.71
      ['Added Sugars', '34g', 69], // 34.29; 68.6 %
      ['Protein', '0g', null], // 0.06
      ['Vitamin D', '0mcg', 0],
      ['Calcium', '0mg', 0], // 1.03 < 26
      ['Iron', '0mg', 0],
      ['Potassium', '0mg', 0], // 17.7 < 94
      ['Vitamin C', '7mg', 8], // 6.63 → nearest 1; 7.37 % → nearest 2
    ]);
    expect(result.label.servingsPerContainer).toBe('about 3'); // 1050/360 = 2.92
    expect(result.label.servingSizeText).toBe('12 fl oz (360g)');
    expect(result.allergens.declaration).toBe('');
    // Fat 0.041 g and sodium 0.17 mg per RACC and per serving; the 10 % rule fails (vitamin C 7.4 %).
    expect(ids(result.claims)).toEqual([
      'fat_free',
      'low_fat',
      'low_sodium',
      'sodium_free',
      'very_low_sodium',
    ]);
    expect(result.healthClaims).toEqual([]);
  });

  test('4. herbal tea under 5 kcal (coffee/tea RACC 360 ml)', () => {
    // 1000 g; serving 240 g → factor 0.24. Per RACC (360 g): 3.6 kcal, 10.8 mg sodium.
    const result = label({
      name: 'Herbal tea',
      servingSizeGrams: 240,
      category: 'coffee_tea_flavored',
      ingredients: [
        {
          name: 'Brewed hibiscus tea',
          weightGrams: 1000,
          nutrients: { energy_kcal: 1, sodium: 3, total_carbohydrate: 0.2, protein: 0 },
        },
      ],
    });
    const rows = Object.fromEntries(panel(result).map(([name, display, dv]) => [name, [display, dv]]));
    expect(rows.Calories).toEqual(['0', null]); // 2.4 < 5
    expect(rows.Sodium).toEqual(['5mg', 0]); // 7.2 → nearest 5; 0.31 %
    expect(rows['Total Carbohydrate']).toEqual(['0g', 0]); // 0.48 < 0.5
    expect(rows.Protein).toEqual(['0g', null]);
    expect(result.label.servingsPerContainer).toBe('about 4'); // 4.17
    expect(ids(result.claims)).toEqual(['calorie_free', 'low_calorie', 'low_sodium', 'very_low_sodium']);
  });

  test.each([
    // fat per 100 g, serving 50 g of 100 g → amount = fat / 2
    [0.98, '0g', 0], // 0.49 < 0.5 shall be 0
    [1, '0.5g', 1], // 0.5 → 0.5; 0.64 %
    [9.48, '4.5g', 6], // 4.74 → nearest 0.5 = 4.5; 6.08 %
    [9.5, '5g', 6], // 4.75 → 5
    [10.2, '5g', 7], // 5.1 ≥ 5 → nearest 1; 6.54 %
    [11, '6g', 7], // 5.5 → 6; 7.05 %
  ])('5. fat on a rounding boundary: %d g/100 g → %s', (fat, display, dv) => {
    const result = label({
      name: 'Spread',
      servingSizeGrams: 50,
      ingredients: [{ name: 'Spread', weightGrams: 100, nutrients: { energy_kcal: 100, total_fat: fat } }],
    });
    const row = result.label.nutrients.find((n) => n.key === 'total_fat');
    expect([row?.display, row?.dailyValue]).toEqual([display, dv]);
    expect(result.label.servingsPerContainer).toBe(2);
  });

  test('6. every major allergen, in order of weight, species named', () => {
    const names = [
      'Wheat flour',
      'Milk',
      'Eggs',
      'Cod',
      'Shrimp',
      'Almonds',
      'Peanuts',
      'Tofu',
      'Sesame seeds',
    ];
    const result = label({
      name: 'Everything bake',
      servingSizeGrams: 50,
      ingredients: names.map((name, i) => ({
        name,
        weightGrams: 90 - i * 10,
        nutrients: { energy_kcal: 100 },
      })),
    });
    expect(result.allergens.detected).toEqual([
      'wheat',
      'milk',
      'egg',
      'fish',
      'crustacean_shellfish',
      'tree_nuts',
      'peanuts',
      'soy',
      'sesame',
    ]);
    expect(result.allergens.declaration).toBe(
      'Contains: Wheat, Milk, Egg, Cod, Shrimp, Almonds, Peanuts, Soy, Sesame.',
    );
    expect(result.ingredientStatement).toBe(
      'Ingredients: Wheat flour, Milk, Eggs, Cod, Shrimp, Almonds, Peanuts, Tofu (soy), Sesame seeds.',
    );
    expect(result.allergens.sources).toMatchObject({ soy: ['Tofu'], fish: ['Cod'] });
  });

  test('7. no allergen, false friends included', () => {
    const names = [
      'Butternut squash',
      'Eggplant',
      'Coconut milk',
      'Buckwheat flour',
      'Nutmeg',
      'Cream of tartar',
      'Water chestnut',
    ];
    const result = label({
      name: 'Squash curry',
      servingSizeGrams: 100,
      ingredients: names.map((name, i) => ({
        name,
        weightGrams: 70 - i * 5,
        nutrients: { energy_kcal: 50 },
      })),
    });
    expect(result.allergens).toEqual({ detected: [], declaration: '', sources: {} });
    expect(result.ingredientStatement).toBe(`Ingredients: ${names.join(', ')}.`);
  });

  test('8. rolled oats, eligible for several claims (hot cereal 40 g)', () => {
    // Serving 40 g of a 100 g batch → factor 0.4; serving = RACC.
    const result = label({
      name: 'Rolled oats',
      servingSizeGrams: 40,
      category: 'hot_cereal_plain_dry',
      ingredients: [{ name: 'Rolled oats', weightGrams: 100, nutrients: OATS }],
    });
    expect(panel(result)).toEqual([
      ['Calories', '150', null], // 151.6
      ['Total Fat', '2.5g', 3], // 2.6 → nearest 0.5 = 2.5; 3.33 %
      ['Saturated Fat', '0g', 0], // 0.44
      ['Trans Fat', '0g', null],
      ['Cholesterol', '0mg', 0],
      ['Sodium', '0mg', 0], // 2.4
      ['Total Carbohydrate', '27g', 10], // 27.08; 9.85 %
      ['Dietary Fiber', '4g', 14], // 4.04; 14.4 %
      ['Total Sugars', '0g', null], // 0.4
      ['Added Sugars', '0g', 0],
      ['Protein', '5g', null], // 5.28
      ['Vitamin D', '0mcg', 0],
      ['Calcium', '0mg', 0], // 20.8 < 26
      ['Iron', '1.7mg', 10], // 1.72; 9.56 % → nearest 2
      ['Potassium', '140mg', 4], // 144.8 → nearest 10; 3.08 % → nearest 2
    ]);
    expect(result.label.servingsPerContainer).toBe(2.5);
    // Fat 2.6 ≤ 3; sat 0.44 < 0.5 with trans 0; chol 0 with sat ≤ 2; sodium 2.4 < 5; sugars 0.4 < 0.5;
    // fiber 14.4 % (good source); protein 5.28 g = 10.6 % of 50 g (good source, PDCAAS caveat).
    expect(ids(result.claims)).toEqual([
      'cholesterol_free',
      'good_source_dietary_fiber',
      'good_source_protein',
      'low_cholesterol',
      'low_fat',
      'low_saturated_fat',
      'low_sodium',
      'saturated_fat_free',
      'sodium_free',
      'sugar_free',
      'very_low_sodium',
    ]);
    // 10 % rule met by fiber; grain + low fat + good source of fiber (101.76); low fat (101.73);
    // low sodium (101.74); low sat fat, low cholesterol and low fat (101.75).
    expect(ids(result.healthClaims)).toEqual([
      'fat_cancer',
      'fiber_grains_fruits_vegetables_cancer',
      'saturated_fat_cholesterol_chd',
      'sodium_hypertension',
    ]);
    expect(ids(result.structureFunctionClaims)).toEqual(['sf_dietary_fiber', 'sf_protein']);
  });

  test('9. salted oats, disqualified from health claims by sodium alone', () => {
    // 96.5 g oats + 3.5 g salt (38,758 mg Na/100 g): 1362.3 mg per 100 g → 544.9 mg per 40 g RACC > 480.
    const result = label({
      name: 'Salted oats',
      servingSizeGrams: 40,
      category: 'hot_cereal_plain_dry',
      ingredients: [
        { name: 'Rolled oats', weightGrams: 96.5, nutrients: OATS },
        { name: 'Salt', weightGrams: 3.5, nutrients: { sodium: 38758 } },
      ],
    });
    const sodium = result.label.nutrients.find((n) => n.key === 'sodium');
    expect([sodium?.display, sodium?.dailyValue]).toEqual(['540mg', 24]); // 544.9 → nearest 10; 23.7 %
    expect(result.healthClaims).toEqual([]);
    const lowFat = result.claims.find((c) => c.id === 'low_fat');
    expect(lowFat?.conditions).toContain('See nutrition information for sodium content.');
    expect(result.claims.some((c) => c.nutrient === 'sodium')).toBe(false);
  });

  test('10. "less than" declarations: cholesterol < 5 mg, protein and carbohydrate < 1 g', () => {
    // 100 g batch, 50 g serving: chol 3.5 mg, protein 0.75 g, carbohydrate 0.6 g.
    const result = label({
      name: 'Broth',
      servingSizeGrams: 50,
      ingredients: [
        {
          name: 'Chicken broth',
          weightGrams: 100,
          nutrients: { energy_kcal: 6, cholesterol: 7, protein: 1.5, total_carbohydrate: 1.2, sodium: 300 },
        },
      ],
    });
    const rows = Object.fromEntries(
      result.label.nutrients.map((n) => [n.key, [n.display, n.value, n.dailyValue]]),
    );
    expect(rows.cholesterol).toEqual(['<5mg', 5, 1]); // 3.5/300 = 1.17 %
    expect(rows.protein).toEqual(['<1g', 1, null]);
    expect(rows.total_carbohydrate).toEqual(['<1g', 1, 0]); // 0.6/275 = 0.22 %
    expect(rows.energy_kcal).toEqual(['0', 0, null]); // 3 kcal
    expect(rows.sodium).toEqual(['150mg', 150, 7]); // 150 → > 140 → nearest 10; 6.52 %
  });

  test('11. vitamins and minerals: increments by RDI size, banded %DV, table order', () => {
    // 100 g batch, serving 100 g: amounts equal the per-100 g values.
    const result = label({
      name: 'Fortified juice',
      servingSizeGrams: 100,
      ingredients: [
        {
          name: 'Fortified orange juice',
          weightGrams: 100,
          nutrients: {
            energy_kcal: 45,
            vitamin_c: 50.4,
            vitamin_a: 95,
            folate: 31,
            zinc: 1.26,
            calcium: 135,
            iron: 0.2,
            potassium: 200,
            vitamin_d: 1,
          },
        },
      ],
    });
    const tail = panel(result).slice(-8);
    expect(tail).toEqual([
      ['Vitamin D', '1mcg', 6], // RDI 20 → 0.1 step: 1.0; 5 % → nearest 2, tie up → 6
      ['Calcium', '140mg', 10], // 135 → nearest 10 = 140; 10.38 % → nearest 5 = 10
      ['Iron', '0mg', 0], // 0.2 < 0.36 (2 % of 18)
      ['Potassium', '200mg', 4], // 4.26 % → nearest 2
      ['Vitamin A', '100mcg', 10], // 95 → nearest 10; 10.56 % → nearest 5
      ['Vitamin C', '50mg', 60], // 50.4 → nearest 1 = 50; 56 % > 50 → nearest 10
      ['Folate', '30mcg', 8], // 31 → nearest 10; 7.75 % → nearest 2
      ['Zinc', '1.3mg', 10], // 1.26 → 1.3; 11.45 % → nearest 5
    ]);
  });

  test('12. servings per container as declared by the maker, "about" when rounded', () => {
    const make = (servingsPerContainer: number) =>
      label({
        name: 'Granola',
        servingSizeGrams: 40,
        servingsPerContainer,
        ingredients: [{ name: 'Oats', weightGrams: 680, nutrients: OATS }],
      }).label.servingsPerContainer;
    expect(make(17)).toBe(17);
    expect(make(2.776)).toBe('about 3');
    expect(make(16.4)).toBe('about 16');
    expect(make(4.2)).toBe('about 4');
  });
});
