/**
 * One recipe, four formats: the §2.8 / §3.7 biscuit (200 g batch, 25 g serving) labelled as FDA,
 * CFIA, EU and China, every row computed by hand (FDA from regulations-us.md §3, the others from
 * regulations-intl.md). The ingredient gives no energy: FDA and CFIA use 4/4/9 kcal/g on total
 * carbohydrate, the EU Annex XIV factors on available carbohydrate and fibre, China 17/37/17/8 kJ/g
 * on declared values.
 */
import { describe, expect, test } from 'vitest';
import { fda, getRegulation, labelsToCsv, REGULATIONS } from '../../src/index';
import { label, panel, panel100 } from './helpers';

const recipe = {
  name: 'Oat biscuits',
  servingSizeGrams: 25,
  ingredients: [
    {
      name: 'Biscuit dough (wheat flour, butter)',
      weightGrams: 200,
      nutrients: {
        protein: 6.94,
        total_fat: 18.43,
        saturated_fat: 8.27,
        total_carbohydrate: 71.32,
        total_sugars: 24.36,
        dietary_fiber: 4.52,
        sodium: 304,
      },
    },
  ],
};

describe('the same recipe in all four formats', () => {
  const results = Object.fromEntries(
    (['fda', 'cfia', 'eu', 'china'] as const).map((id) => [id, label(recipe, getRegulation(id)!)]),
  );

  test('the four formats are registered, with the UK, ANZ and Mexico (uk-, anz-, mx-golden-labels.test.ts)', () => {
    expect(Object.keys(REGULATIONS).sort()).toEqual(['anz', 'cfia', 'china', 'eu', 'fda', 'mx', 'uk']);
    expect(getRegulation('fda')).toBe(fda);
  });

  test('titles, bases and serving lines', () => {
    expect(Object.values(results).map((r) => [r.label.title, r.label.basis, r.label.servingSize])).toEqual([
      ['Nutrition Facts', ['serving'], '25g'],
      ['Nutrition Facts / Valeur nutritive', ['serving'], '25g'],
      ['Nutrition declaration', ['100g', 'serving'], '25g'],
      ['营养成分表', ['100g', 'serving'], '25g'],
    ]);
  });

  test('FDA: 4/4/9 energy = (27.76 + 285.28 + 165.87) × 0.25 = 119.73 → 120', () => {
    expect(panel(results.fda!)).toEqual([
      ['Calories', '120', null],
      ['Total Fat', '4.5g', 6], // 4.6075 → 0.5 g; 4.6075/78 = 5.9
      ['Saturated Fat', '2g', 10], // 2.0675 → 2; 10.3
      ['Trans Fat', '0g', null],
      ['Cholesterol', '0mg', 0],
      ['Sodium', '75mg', 3], // 76 → 5s; 76/2300 = 3.3
      ['Total Carbohydrate', '18g', 6], // 17.83; 6.5 → 6 (17.83/275 = 6.48)
      ['Dietary Fiber', '1g', 4], // 1.13/28 = 4.0
      ['Total Sugars', '6g', null],
      ['Added Sugars', '0g', 0],
      ['Protein', '2g', null],
      ['Vitamin D', '0mcg', 0],
      ['Calcium', '0mg', 0],
      ['Iron', '0mg', 0],
      ['Potassium', '0mg', 0],
    ]);
  });

  test('CFIA: same 120 Calories, bilingual rows, %DV from declared amounts', () => {
    expect(panel(results.cfia!)).toEqual([
      ['Calories', '120', null],
      ['Fat', '4.5 g', 6], // 4.5/75
      ['Saturated', '2 g', 10], // (2 + 0)/20
      ['+ Trans', '0 g', null],
      ['Carbohydrate', '18 g', null],
      ['Fibre', '1 g', 4], // 1/28 = 3.6
      ['Sugars', '6 g', 6],
      ['Protein', '2 g', null],
      ['Cholesterol', '0 mg', null],
      ['Sodium', '75 mg', 3], // 75/2300 = 3.3
      ['Potassium', '0 mg', 0],
      ['Calcium', '0 mg', 0],
      ['Iron', '0 mg', 0],
    ]);
  });

  test('EU: per 100 g and per portion (§2.8)', () => {
    expect(panel100(results.eu!).map((r) => r[1])).toEqual([
      '1972 kJ',
      '470 kcal',
      '18 g',
      '8.3 g',
      '67 g',
      '24 g',
      '4.5 g',
      '6.9 g',
      '0.76 g',
    ]);
    expect(panel(results.eu!).map((r) => [r[1], r[2]])).toEqual([
      ['493 kJ', 6],
      ['117 kcal', 6],
      ['4.6 g', 7],
      ['2.1 g', 10],
      ['17 g', 6],
      ['6.1 g', 7],
      ['1.1 g', null],
      ['1.7 g', 3],
      ['0.19 g', 3],
    ]);
  });

  test('China: per 100 g (§3.7) and per 25 g serving from declared values', () => {
    expect(panel100(results.china!).map((r) => [r[1], r[2]])).toEqual([
      ['1970千焦(kJ)', 23],
      ['6.9克(g)', 12],
      ['18.4克(g)', 31],
      ['8.3克(g)', 42],
      ['66.8克(g)', 22],
      ['24.4克(g)', null],
      ['4.5克(g)', 18],
      ['304毫克(mg)', 15],
    ]);
    // 17×1.7 + 37×4.6 + 17×16.7 + 8×1.1 = 491.8 → 492 kJ.
    expect(panel(results.china!).map((r) => [r[1], r[2]])).toEqual([
      ['492千焦(kJ)', 6],
      ['1.7克(g)', 3],
      ['4.6克(g)', 8],
      ['2.1克(g)', 11], // 10.5 half up
      ['16.7克(g)', 6],
      ['6.1克(g)', null],
      ['1.1克(g)', 4],
      ['76毫克(mg)', 4],
    ]);
  });

  test('claims differ by jurisdiction', () => {
    expect(Object.values(results).map((r) => r.claims.map((c) => c.id))).toEqual([
      ['low_sodium'], // FDA: 76 mg ≤ 140 mg per labelled serving (no RACC category)
      ['low_in_sodium'], // CFIA: 76 ≤ 140 per serving; FOP sat 2/20 = 10 % ≥ 10 % (serving 25 g ≤ 30 g)
      ['source_of_fibre'], // EU: 4.52 ≥ 3 g/100 g
      ['source_of_protein', 'source_of_fibre'], // China: protein 6.94 ≥ 6 g, fibre ≥ 3 g per 100 g
    ]);
    expect(results.cfia!.frontOfPack?.text).toBe('High in Sat fat / Élevé en Gras sat.');
    expect(results.fda!.frontOfPack).toBeUndefined();
  });

  test('allergens: wheat and milk in every format', () => {
    for (const r of Object.values(results)) {
      expect(r.allergens.detected).toEqual(expect.arrayContaining(['milk']));
      expect(r.allergens.detected.some((k) => k === 'wheat' || k === 'gluten')).toBe(true);
    }
  });

  test('one CSV with all four: the Value column is per serving for FDA/CFIA and per 100 g for EU/China', () => {
    const csv = labelsToCsv(Object.entries(results).map(([id, result]) => ({ recipe: id, result })));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Recipe,Nutrient,Value,Unit,%DV');
    expect(lines).toContain('fda,Calories,120,kcal,-');
    expect(lines).toContain('cfia,Fat,4.5,g,6%');
    expect(lines).toContain('eu,Energy,1972,kJ,23%');
    expect(lines).toContain('eu,Salt,0.76,g,13%');
    expect(lines).toContain('china,钠,304,mg,15%');
    expect(lines).toContain('china,糖,24.4,g,-');
  });
});
