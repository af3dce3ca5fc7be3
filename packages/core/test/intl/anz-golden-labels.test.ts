/**
 * Golden ANZ labels. Every expected value was computed by hand from docs/regulations/anz.md:
 * rows and units 1.2.8—6(1) and S12—2 (§1), energy S11—2 (§2: 17 protein, 37 fat, 17 available
 * carbohydrate, 8 dietary fibre kJ/g; Cal = kJ / 4.18), available carbohydrate S11—3(2) (total less
 * fibre), three significant figures never finer than 0.1 g / 1 mg / 1 kJ (§1.2, decided), %DI per
 * serving on the 1.2.8—8(3) reference values, nearest whole % (§3), PEAL names (§4), Schedule 4
 * claims (§5). Arithmetic in the comments; ingredient amounts are per 100 g.
 */
import { describe, expect, test } from 'vitest';
import type { Recipe } from '../../src/index';
import { labelToCsv } from '../../src/index';
import { anz } from '../../src/regulations/anz';
import { declareAnz } from '../../src/regulations/anz/declare';
import { ANZ_MUESLI } from '../fixtures';
import { ids, label, panel, panel100 } from './helpers';

/** The nutrients of one ingredient, per 100 g. */
type NutrientValues = Recipe['ingredients'][number]['nutrients'];

/** One product of one ingredient: `servings` servings of `serving` g. */
function product(nutrients: NutrientValues, serving: number, extra: Partial<Recipe> = {}, servings = 1) {
  return label(
    {
      name: 'Product',
      servingSizeGrams: serving,
      ingredients: [{ name: 'Product', weightGrams: serving * servings, nutrients }],
      ...extra,
    },
    anz,
  );
}

describe('golden ANZ labels', () => {
  test('1. muesli (40 g of a 400 g box): the S12—2 panel with %DI', () => {
    const result = label(ANZ_MUESLI, anz);
    expect(result.label).toMatchObject({
      regulation: 'anz',
      title: 'NUTRITION INFORMATION', // S12—2 heading
      servingSizeText: '40 g', // 1.2.8—6(1)(b)(i): grams for a solid
      servingsPerContainer: 10, // 1.2.8—6(1)(a): 400 / 40
    });
    // Per 100 g: carbohydrate 68 − 6 fibre = 62 (S11—3(2)); 17×8 + 37×12 + 17×62 + 8×6 = 1682 kJ (S11—2).
    expect(panel100(result)).toEqual([
      ['Energy', '1680 kJ', null], // 3 sf; no %DI per 100 g (S12—4)
      ['Energy', '402 Cal', null], // 1682 / 4.18 = 402.39 (S11—2(4))
      ['Protein', '8.0 g', null],
      ['Fat, total', '12.0 g', null],
      ['—saturated', '3.0 g', null],
      ['Carbohydrate', '62.0 g', null],
      ['—sugars', '20.0 g', null],
      ['Dietary fibre', '6.0 g', null],
      ['Sodium', '150 mg', null],
    ]);
    // Per serving = 0.4 × per 100 g; %DI of the unrounded serving amount (1.2.8—8(3)(a)).
    expect(panel(result)).toEqual([
      ['Energy', '673 kJ', 8], // 672.8; 672.8/8700 = 7.73 %
      ['Energy', '161 Cal', null], // 672.8/4.18 = 160.96; the energy row carries one %
      ['Protein', '3.2 g', 6], // 3.2/50 = 6.4 %
      ['Fat, total', '4.8 g', 7], // 4.8/70 = 6.86 %
      ['—saturated', '1.2 g', 5], // 1.2/24 = 5 %
      ['Carbohydrate', '24.8 g', 8], // 24.8/310 = 8 %
      ['—sugars', '8.0 g', 9], // 8/90 = 8.89 %
      ['Dietary fibre', '2.4 g', 8], // 2.4/30 = 8 %
      ['Sodium', '60 mg', 3], // 60/2300 = 2.61 %
    ]);
    // S4—3: fat 12 > 3, sugars 20 > 5, sodium 150 > 120, fibre 2.4 g per serving < 4: no claim.
    expect(result.claims).toEqual([]);
  });

  test('2. oil (10 g of 500 g): Cal from kJ, three figures over 1000 kJ', () => {
    const result = product({ total_fat: 100, saturated_fat: 14 }, 10, {}, 50);
    // 37 × 100 = 3700 kJ; 3700 / 4.18 = 885.17 Cal (S11—2(1), (4)).
    expect(panel100(result).slice(0, 4)).toEqual([
      ['Energy', '3700 kJ', null],
      ['Energy', '885 Cal', null],
      ['Protein', '0.0 g', null], // mandatory row (1.2.8—6(1)(d)(ii)) with no protein given
      ['Fat, total', '100 g', null], // three figures: no decimal from 100 g
    ]);
    expect(panel(result).slice(0, 5)).toEqual([
      ['Energy', '370 kJ', 4], // 370/8700 = 4.25 %
      ['Energy', '89 Cal', null], // 370/4.18 = 88.52
      ['Protein', '0.0 g', 0],
      ['Fat, total', '10.0 g', 14], // 10/70 = 14.29 %
      ['—saturated', '1.4 g', 6], // 1.4/24 = 5.83 %
    ]);
    expect(result.label.servingsPerContainer).toBe(50);
  });

  test('3. flavoured milk (200 mL): per 100 mL, low fat and low salt for a liquid', () => {
    const result = product(
      { protein: 3.4, total_fat: 1, saturated_fat: 0.6, total_carbohydrate: 5, total_sugars: 5, sodium: 45 },
      200,
      { form: 'liquid' },
      3,
    );
    expect(result.label.basis).toContain('100ml');
    expect(result.label.servingSizeText).toBe('200 mL'); // 1.2.8—6(1)(b)(ii): millilitres for a beverage
    // 17×3.4 + 37×1 + 17×5 = 179.8 kJ per 100 mL; ×2 = 359.6 per serving.
    expect(panel100(result).slice(0, 2)).toEqual([
      ['Energy', '180 kJ', null],
      ['Energy', '43 Cal', null], // 179.8/4.18 = 43.01
    ]);
    expect(panel(result)[0]).toEqual(['Energy', '360 kJ', 4]); // 359.6/8700 = 4.13 %
    // S4—3 liquids: fat 1 ≤ 1.5 low fat; sugars 5 > 2.5; sodium 45 ≤ 120 low salt; 179.8 > 80 kJ.
    expect(ids(result.claims)).toEqual(['low_fat', 'low_sodium']);
    expect(result.claims.every((c) => c.basis === '100ml')).toBe(true);
  });

  test('4. diet jelly (100 g): fat free, sugar free, low salt, low joule (the strongest per nutrient)', () => {
    const result = product(
      { protein: 1, total_fat: 0.1, total_carbohydrate: 3, total_sugars: 0.1, sodium: 20 },
      100,
    );
    // 17×1 + 37×0.1 + 17×3 = 71.7 kJ → 72 kJ (three figures would be 71.7; the kJ step is 1).
    expect(panel100(result)[0]).toEqual(['Energy', '72 kJ', null]);
    // S4—3: fat 0.1 ≤ 0.15 fat free (before low fat); sugars 0.1 ≤ 0.2 sugar free; 20 ≤ 120 mg; 71.7 ≤ 170 kJ.
    expect(ids(result.claims)).toEqual(['fat_free', 'low_energy', 'low_sodium', 'sugar_free']);
    expect(result.claims.find((c) => c.id === 'low_energy')?.text).toBe('Low joule');
  });

  test('5. the low fat and low sugar thresholds are "no more than" (S4—3)', () => {
    const at = product({ total_fat: 3, total_sugars: 5, total_carbohydrate: 5 }, 50);
    const over = product({ total_fat: 3.01, total_sugars: 5.01, total_carbohydrate: 5.01 }, 50);
    expect(ids(at.claims)).toEqual(['low_fat', 'low_sugar']); // 3 ≤ 3, 5 ≤ 5
    expect(ids(over.claims)).toEqual([]);
    // Liquids: 1.5 g fat and 2.5 g sugars per 100 mL.
    const drink = product({ total_fat: 1.5, total_sugars: 2.5, total_carbohydrate: 2.5 }, 250, {
      form: 'liquid',
    });
    const richer = product({ total_fat: 1.6, total_sugars: 2.6, total_carbohydrate: 2.6 }, 250, {
      form: 'liquid',
    });
    expect(ids(drink.claims)).toEqual(['low_fat', 'low_sugar']);
    expect(ids(richer.claims)).toEqual([]);
  });

  test('6. bran cereal: fibre is judged per serving (7 g excellent, 4 g good)', () => {
    const bran = {
      protein: 12,
      total_fat: 3.5,
      total_carbohydrate: 66,
      total_sugars: 18,
      dietary_fiber: 20,
      sodium: 250,
    };
    // 35 g × 20 % = 7.0 g per serving ≥ 7: excellent source (S4—3).
    expect(ids(product(bran, 35).claims)).toEqual(['excellent_source_of_fibre']);
    // 30 g → 6.0 g: ≥ 4, < 7: good source.
    expect(ids(product(bran, 30).claims)).toEqual(['good_source_of_fibre']);
    // 15 g → 3.0 g: none. Fat 3.5 > 3, so no low fat either.
    expect(ids(product(bran, 15).claims)).toEqual([]);
    const claim = product(bran, 30).claims[0];
    expect(claim?.basis).toBe('serving');
  });

  test('7. three significant figures, rounded once, never finer than the unit step (§1.2)', () => {
    expect(declareAnz('sodium', 1234).value).toBe(1230);
    expect(declareAnz('energy_kj', 2456.4).value).toBe(2460);
    expect(declareAnz('total_fat', 12.345).value).toBe(12.3);
    expect(declareAnz('total_fat', 123.4).value).toBe(123);
    expect(declareAnz('protein', 1.2451).value).toBe(1.2); // not 1.25 → 1.3
    expect(declareAnz('protein', 0.04).value).toBe(0);
    expect(declareAnz('sodium', 4.6).value).toBe(5);
  });

  test('8. PEAL: required names in lower case, "Contains:" summary, bold in the ingredient list', () => {
    const result = label(
      {
        name: 'Choc cashew bar',
        servingSizeGrams: 30,
        ingredients: [
          { name: 'Wheat flour', weightGrams: 40, nutrients: { protein: 10, total_carbohydrate: 75 } },
          { name: 'Milk chocolate', weightGrams: 30, nutrients: { total_fat: 30, total_carbohydrate: 55 } },
          { name: 'Cashews', weightGrams: 20, nutrients: { total_fat: 44, protein: 18 } },
          { name: 'Barley malt extract', weightGrams: 5, nutrients: { total_carbohydrate: 78 } },
          { name: 'Soy lecithin', weightGrams: 5, nutrients: { total_fat: 90 } },
        ],
      },
      anz,
    );
    expect([...result.allergens.detected].sort()).toEqual(['gluten', 'milk', 'soy', 'tree_nuts', 'wheat']);
    // Each tree nut by its own required name ("cashew"), gluten beside wheat and for barley (PEAL ◐).
    // In order of first appearance by weight: wheat flour (wheat, and gluten with it), milk
    // chocolate, cashews; barley's gluten is already named; soy lecithin (no exemption in the Code).
    expect(result.allergens.declaration).toBe('Contains: wheat, gluten, milk, cashew, soy.');
    expect(anz.allergens.emphasis).toBe(true); // bold required names in the ingredient list
  });

  test('9. pine nut is a required name under PEAL (not in EU Annex II)', () => {
    const result = label(
      {
        name: 'Pesto',
        servingSizeGrams: 20,
        ingredients: [{ name: 'Pine nuts', weightGrams: 100, nutrients: { total_fat: 68, protein: 14 } }],
      },
      anz,
    );
    expect(result.allergens.declaration).toBe('Contains: pine nut.');
  });

  test('10. servings per package that do not divide: "about" the nearest whole number (1.2.8—6(1)(a))', () => {
    const result = label(
      {
        name: 'Crackers',
        servingSizeGrams: 60,
        ingredients: [
          { name: 'Crackers', weightGrams: 500, nutrients: { protein: 10, total_carbohydrate: 70 } },
        ],
      },
      anz,
    );
    expect(result.label.servingsPerContainer).toBe('about 8'); // 500 / 60 = 8.33
  });

  test('11. polyols: counted as carbohydrate at 17 kJ/g, with a warning (their S11—2 factors unverified)', () => {
    const result = product({ total_carbohydrate: 60, total_sugars: 2, sugar_alcohols: 40 }, 25);
    expect(panel100(result)[0]).toEqual(['Energy', '1020 kJ', null]); // 17 × 60 = 1020
    expect(result.warnings.some((w) => w.includes('S11—2'))).toBe(true);
  });

  test('12. CSV: the per-100 g column, as for the EU (api.md §10); %DI is per serving only, so "-"', () => {
    const csv = labelToCsv(label(ANZ_MUESLI, anz)).split('\r\n');
    expect(csv.slice(0, 4)).toEqual([
      'Nutrient,Value,Unit,%DV',
      'Energy,1680,kJ,-', // no. 1 per 100 g
      'Energy,402,kcal,-',
      'Protein,8,g,-',
    ]);
  });
});
