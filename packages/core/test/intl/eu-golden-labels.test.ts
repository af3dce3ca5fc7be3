/**
 * Golden EU labels. Every expected value was computed by hand from regulations-intl.md §2
 * (Annex XIV energy §2.1, reference values §2.2, rounding §2.3, claims §2.4–§2.5, allergens §2.6);
 * the arithmetic is in the comments. Ingredient amounts are per 100 g.
 */
import { describe, expect, test } from 'vitest';
import { labelToCsv, renderLabelSvg } from '../../src/index';
import { eu } from '../../src/regulations/eu';
import { ids, label, panel, panel100 } from './helpers';

/** The §2.8 biscuit: total carbohydrate = 66.8 available + 4.52 fibre. */
const BISCUIT = {
  protein: 6.94,
  total_fat: 18.43,
  saturated_fat: 8.27,
  total_carbohydrate: 71.32,
  total_sugars: 24.36,
  dietary_fiber: 4.52,
  sodium: 304,
};

describe('golden EU labels', () => {
  test('1. oat & raisin biscuit, per 100 g and per biscuit (25 g) — the §2.8 example', () => {
    const result = label(
      {
        name: 'Oat biscuits',
        servingSizeGrams: 25,
        householdMeasure: 'biscuit',
        ingredients: [
          { name: 'Biscuit dough (wheat flour, butter, oats)', weightGrams: 200, nutrients: BISCUIT },
        ],
      },
      eu,
    );
    expect(result.label.title).toBe('Nutrition declaration');
    expect(result.label.basis).toEqual(['100g', 'serving']);
    expect(result.label.servingSizeText).toBe('per biscuit (25 g)');
    expect(result.label.servingsPerContainer).toBe(8);
    // Per 100 g: 17×6.94 + 37×18.43 + 17×66.8 + 8×4.52 = 1971.65 kJ; 4×6.94 + 9×18.43 + 4×66.8 + 2×4.52 = 469.87 kcal.
    expect(panel100(result)).toEqual([
      ['Energy', '1972 kJ', 23], // 1971.65/8400 = 23.5
      ['Energy', '470 kcal', 23], // 469.87/2000 = 23.5
      ['Fat', '18 g', 26], // 18.43/70 = 26.3
      ['of which saturates', '8.3 g', 41], // 8.27/20 = 41.4
      ['Carbohydrate', '67 g', 26], // 66.8/260 = 25.7
      ['of which sugars', '24 g', 27], // 24.36/90 = 27.1
      ['Fibre', '4.5 g', null],
      ['Protein', '6.9 g', 14], // 6.94/50 = 13.9
      ['Salt', '0.76 g', 13], // 0.304 × 2.5 = 0.76; 0.76/6 = 12.7
    ]);
    // Per biscuit: each value × 0.25 from the unrounded per-100 g, then rounded (§2.8 arithmetic line).
    expect(panel(result)).toEqual([
      ['Energy', '493 kJ', 6], // 492.91
      ['Energy', '117 kcal', 6], // 117.47
      ['Fat', '4.6 g', 7], // 4.6075
      ['of which saturates', '2.1 g', 10], // 2.0675
      ['Carbohydrate', '17 g', 6], // 16.7 → ≥ 10 g → 1 g
      ['of which sugars', '6.1 g', 7], // 6.09
      ['Fibre', '1.1 g', null], // 1.13
      ['Protein', '1.7 g', 3], // 1.735
      ['Salt', '0.19 g', 3], // 0.19
    ]);
    expect(result.label.nutrients.find((n) => n.key === 'total_carbohydrate')?.amount).toBeCloseTo(16.7, 9);
    // Field by field: the salt row (derived from sodium) and the kcal row.
    expect(result.label.nutrients.find((n) => n.key === 'salt')).toEqual({
      key: 'salt',
      name: 'Salt',
      unit: 'g',
      amount: expect.closeTo(0.19, 12),
      value: 0.19,
      display: '0.19 g',
      dailyValue: 3,
      indent: 0,
      per100: { value: 0.76, display: '0.76 g', dailyValue: 13 },
    });
    expect(result.label.nutrients.find((n) => n.key === 'energy_kcal')).toEqual({
      key: 'energy_kcal',
      name: 'Energy',
      unit: 'kcal',
      amount: expect.closeTo(117.4675, 9),
      value: 117,
      display: '117 kcal',
      dailyValue: 6,
      indent: 0,
      per100: { value: 470, display: '470 kcal', dailyValue: 23 },
    });
    // "Source of fibre": 4.52 ≥ 3 g/100 g; "high fibre" ✗ (4.52 < 6 and 0.96 g/100 kcal < 3).
    expect(result.claims).toEqual([
      { id: 'source_of_fibre', text: 'Source of fibre', nutrient: 'dietary_fiber', basis: '100g' },
    ]);
    expect(result.healthClaims).toEqual([]);
    expect(result.structureFunctionClaims).toEqual([]);
    expect(result.allergens.detected).toEqual(expect.arrayContaining(['gluten', 'milk']));
    // CSV carries the legal per-100 g column.
    expect(labelToCsv(result).split('\r\n').slice(0, 4)).toEqual([
      'Nutrient,Value,Unit,%DV',
      'Energy,1972,kJ,23%',
      'Energy,470,kcal,23%',
      'Fat,18,g,26%',
    ]);
  });

  test('2. fortified orange drink, liquid: per 100 ml and per 200 ml portion, vitamin C claims', () => {
    // Per 100 ml (density 1.25 g/ml → per 100 g = × 0.8): protein 0.44, fat 0.12, sat 0.02, available
    // carbohydrate 10.0, fibre 0.16, sugars 9.2, sodium 4 mg, vitamin C 12 mg.
    const per100ml = {
      protein: 0.44,
      total_fat: 0.12,
      saturated_fat: 0.02,
      total_carbohydrate: 10.16,
      dietary_fiber: 0.16,
      total_sugars: 9.2,
      sodium: 4,
      vitamin_c: 12,
    };
    const per100g = Object.fromEntries(Object.entries(per100ml).map(([k, v]) => [k, v * 0.8]));
    const result = label(
      {
        name: 'Orange drink',
        servingSizeGrams: 250, // 200 ml
        form: 'liquid',
        densityGPerMl: 1.25,
        ingredients: [{ name: 'Orange drink', weightGrams: 1250, nutrients: per100g }],
      },
      eu,
    );
    expect(result.label.basis).toEqual(['100ml', 'serving']);
    expect(result.label.servingSizeText).toBe('per portion (200 ml)');
    expect(result.label.servingsPerContainer).toBe(5);
    // kJ = 17×0.44 + 37×0.12 + 17×10.0 + 8×0.16 = 183.2; kcal = 1.76 + 1.08 + 40 + 0.32 = 43.16.
    expect(panel100(result)).toEqual([
      ['Energy', '183 kJ', 2],
      ['Energy', '43 kcal', 2],
      ['Fat', '<0.5 g', 0],
      ['of which saturates', '<0.1 g', 0],
      ['Carbohydrate', '10 g', 4], // 10/260 = 3.8
      ['of which sugars', '9.2 g', 10],
      ['Fibre', '<0.5 g', null],
      ['Protein', '<0.5 g', 1], // 0.44/50 = 0.9
      ['Salt', '<0.01 g', 0], // 4 mg × 2.5 = 0.01 g ≤ 0.0125
      ['Vitamin C', '12 mg', 15], // 12/80
    ]);
    // Portion 200 ml = × 2: 366.4 kJ, 86.32 kcal, fat 0.24, sat 0.04, carb 20.0, sugars 18.4, fibre 0.32,
    // protein 0.88, salt 0.02, vitamin C 24.
    expect(panel(result)).toEqual([
      ['Energy', '366 kJ', 4],
      ['Energy', '86 kcal', 4],
      ['Fat', '<0.5 g', 0],
      ['of which saturates', '<0.1 g', 0],
      ['Carbohydrate', '20 g', 8], // 7.7
      ['of which sugars', '18 g', 20], // 18.4/90 = 20.4
      ['Fibre', '<0.5 g', null],
      ['Protein', '0.9 g', 2], // 1.76
      ['Salt', '0.02 g', 0], // 0.33
      ['Vitamin C', '24 mg', 30],
    ]);
    // Per 100 ml: fat-free (≤ 0.5), saturated fat-free (≤ 0.1), sodium-free (4 ≤ 5 mg),
    // high vitamin C (15 % ≥ 2 × 7.5 % for beverages) — claims example 5.
    expect(ids(result.claims)).toEqual(['fat_free', 'high_vitamin_c', 'saturated_fat_free', 'sodium_free']);
    expect(result.claims.every((c) => c.basis === '100ml')).toBe(true);
    expect(result.healthClaims.map((c) => c.text)).toEqual([
      'Vitamin C contributes to the normal function of the immune system.',
    ]);
    expect(result.warnings.some((w) => w.includes('A varied and balanced diet'))).toBe(true);
  });

  test('3. zero thresholds: exactly at each limit ("≤") and a true zero', () => {
    // Per 100 g (= serving): protein 0, fat 0.5, sat 0.1, carbohydrate 0.5, sugars 0.5, sodium 5 mg (salt 0.0125 g).
    // kJ = 37×0.5 + 17×0.5 = 27; kcal = 9×0.5 + 4×0.5 = 6.5 → 7.
    const result = label(
      {
        name: 'Diet drink powder',
        servingSizeGrams: 100,
        ingredients: [
          {
            name: 'Drink powder',
            weightGrams: 100,
            nutrients: {
              protein: 0,
              total_fat: 0.5,
              saturated_fat: 0.1,
              total_carbohydrate: 0.5,
              total_sugars: 0.5,
              sodium: 5,
            },
          },
        ],
      },
      eu,
    );
    expect(panel100(result)).toEqual([
      ['Energy', '27 kJ', 0],
      ['Energy', '7 kcal', 0], // 6.5 half up
      ['Fat', '<0.5 g', 1], // 0.71 %
      ['of which saturates', '<0.1 g', 1], // 0.5 % half up
      ['Carbohydrate', '<0.5 g', 0],
      ['of which sugars', '<0.5 g', 1], // 0.56 %
      ['Protein', '0 g', 0], // not detectable
      ['Salt', '<0.01 g', 0],
    ]);
    // Low energy (7 kcal ≤ 40 and 27 kJ ≤ 170), fat-free, saturated fat-free, sugars-free, sodium-free.
    expect(ids(result.claims)).toEqual([
      'fat_free',
      'low_energy',
      'saturated_fat_free',
      'sodium_free',
      'sugars_free',
    ]);
  });

  test('3b. zero thresholds: just above each limit', () => {
    const result = label(
      {
        name: 'Drink powder',
        servingSizeGrams: 100,
        ingredients: [
          {
            name: 'Drink powder',
            weightGrams: 100,
            nutrients: { total_fat: 0.51, saturated_fat: 0.11, total_carbohydrate: 0.51, sodium: 5.04 },
          },
        ],
      },
      eu,
    );
    const rows = Object.fromEntries(result.label.nutrients.map((n) => [n.key, n.per100?.display]));
    expect(rows.total_fat).toBe('0.5 g');
    expect(rows.saturated_fat).toBe('0.1 g');
    expect(rows.total_carbohydrate).toBe('0.5 g');
    expect(rows.salt).toBe('0.01 g'); // 0.0126 g
    // Sugars and protein: no data but mandatory → declared 0 with a warning.
    expect(rows.total_sugars).toBe('0 g');
    expect(result.warnings).toContain('No ingredient gives of which sugars data; it is declared as 0.');
  });

  test('4. hard cheese with claims: high protein (29 % of energy), high calcium, health claims', () => {
    // Per 100 g: protein 25, fat 26, sat 17, carbohydrate 1.5, sugars 0.5, sodium 600 (salt 1.5), calcium 720.
    // kJ = 425 + 962 + 25.5 = 1412.5 → 1413; kcal = 100 + 234 + 6 = 340. Portion 30 g.
    const result = label(
      {
        name: 'Cheese',
        servingSizeGrams: 30,
        ingredients: [
          {
            name: 'Cheddar cheese',
            weightGrams: 300,
            nutrients: {
              protein: 25,
              total_fat: 26,
              saturated_fat: 17,
              total_carbohydrate: 1.5,
              total_sugars: 0.5,
              sodium: 600,
              calcium: 720,
            },
          },
        ],
      },
      eu,
    );
    expect(panel100(result)).toEqual([
      ['Energy', '1413 kJ', 17], // 16.8
      ['Energy', '340 kcal', 17],
      ['Fat', '26 g', 37], // 37.1
      ['of which saturates', '17 g', 85],
      ['Carbohydrate', '1.5 g', 1], // 0.58
      ['of which sugars', '<0.5 g', 1], // 0.56
      ['Protein', '25 g', 50],
      ['Salt', '1.5 g', 25],
      ['Calcium', '720 mg', 90],
    ]);
    expect(panel(result)).toEqual([
      ['Energy', '424 kJ', 5], // 423.75 → 424; 5.04 %
      ['Energy', '102 kcal', 5],
      ['Fat', '7.8 g', 11],
      ['of which saturates', '5.1 g', 26], // 25.5 % half up
      ['Carbohydrate', '<0.5 g', 0], // 0.45
      ['of which sugars', '<0.5 g', 0],
      ['Protein', '7.5 g', 15],
      ['Salt', '0.45 g', 8], // 7.5 % half up
      ['Calcium', '216 mg', 27],
    ]);
    // Sugars-free (0.5 ≤ 0.5); high protein (100/340 = 29.4 % ≥ 20 %); high calcium (90 % ≥ 30 %).
    expect(ids(result.claims)).toEqual(['high_calcium', 'high_protein', 'sugars_free']);
    expect(ids(result.healthClaims)).toEqual(['calcium_bones', 'protein_muscle']);
    expect(result.healthClaims.every((c) => c.citation === 'Reg. (EU) 432/2012')).toBe(true);
    expect(result.allergens.detected).toEqual(['milk']);
  });

  test('5. EU-only allergens: celery and lupin (Annex II items 9 and 13)', () => {
    const result = label(
      {
        name: 'Lupin crackers',
        servingSizeGrams: 30,
        ingredients: [
          {
            name: 'Lupin flour',
            weightGrams: 80,
            nutrients: { protein: 40, total_fat: 6, total_carbohydrate: 40 },
          },
          { name: 'Celery salt', weightGrams: 2, nutrients: { sodium: 30000 } },
          { name: 'Water', weightGrams: 18, nutrients: {} },
        ],
      },
      eu,
    );
    expect(result.allergens.detected).toEqual(['lupin', 'celery']);
    // Per 100 g: protein 32, fat 4.8, carbohydrate 32, sodium 600 → salt 1.5 g.
    // kJ = 17×32 + 37×4.8 + 17×32 = 1265.6 → 1266; kcal = 128 + 43.2 + 128 = 299.2 → 299.
    const rows = Object.fromEntries(result.label.nutrients.map((n) => [n.key, n.per100?.display]));
    expect(rows).toMatchObject({
      energy_kj: '1266 kJ',
      energy_kcal: '299 kcal',
      total_fat: '4.8 g',
      protein: '32 g',
      total_carbohydrate: '32 g',
      salt: '1.5 g',
    });
    // Protein 128/299.2 = 42.8 % of energy → high protein.
    expect(result.claims.map((c) => c.id)).toContain('high_protein');
  });

  test('6. energy given by ingredients is replaced by Annex XIV energy; kcal is not kJ / 4.184', () => {
    // Ingredient states 500 kcal, but protein 10, fat 20, carbohydrate 60 (no fibre) give
    // kJ = 170 + 740 + 1020 = 1930 and kcal = 40 + 180 + 240 = 460 (1930/4.184 would be 461.3).
    const result = label(
      {
        name: 'Snack',
        servingSizeGrams: 50,
        ingredients: [
          {
            name: 'Snack mix',
            weightGrams: 100,
            nutrients: { energy_kcal: 500, protein: 10, total_fat: 20, total_carbohydrate: 60, sodium: 400 },
          },
        ],
      },
      eu,
    );
    const rows = Object.fromEntries(
      result.label.nutrients.map((n) => [n.key, [n.per100?.display, n.display]]),
    );
    expect(rows.energy_kj).toEqual(['1930 kJ', '965 kJ']);
    expect(rows.energy_kcal).toEqual(['460 kcal', '230 kcal']);
    expect(rows.salt).toEqual(['1 g', '0.5 g']); // 400 mg × 2.5 = 1.0 g/100 g (≥ 1 → 0.1 g); 0.5 g per portion
    expect(result.label.servingsPerContainer).toBe(2);
  });
});

describe('golden EU labels: vitamins and minerals only in a significant amount (1169/2011 Art 30(2)(f), Annex XIII Part A point 2)', () => {
  const keys = (result: ReturnType<typeof label>) => result.label.nutrients.map((n) => n.key);

  test('solid, per 100 g: iron 2.5 mg (17.9 % NRV) declared; calcium 100 mg (12.5 %) left off the label and the CSV', () => {
    const result = label(
      {
        name: 'Crispbread',
        servingSizeGrams: 25,
        ingredients: [
          {
            name: 'Rye crispbread',
            weightGrams: 250,
            nutrients: { ...BISCUIT, iron: 2.5, calcium: 100 },
          },
        ],
      },
      eu,
    );
    expect(keys(result)).toContain('iron'); // 2.5/14 = 17.9 % ≥ 15 % per 100 g (point 2, first indent)
    expect(keys(result)).not.toContain('calcium'); // 100/800 = 12.5 % < 15 %
    const iron = result.label.nutrients.find((n) => n.key === 'iron')!;
    expect([iron.per100?.display, iron.per100?.dailyValue]).toEqual(['2.5 mg', 18]); // 17.86 → 18 %
    expect(result.warnings).toContainEqual(
      expect.stringContaining('(15 % of the NRV per 100 g), so left off the declaration'),
    );
    expect(result.warnings).toContainEqual(expect.stringContaining(': calcium.'));
    expect(labelToCsv(result)).not.toMatch(/calcium/i);
    expect(renderLabelSvg(result)).not.toMatch(/calcium/i);
    expect(renderLabelSvg(result)).toMatch(/Iron/);
  });

  test('beverage, per 100 ml: vitamin C 6 mg = 7.5 % declared; 5.9 mg = 7.4 % left off (point 2, second indent)', () => {
    const drink = (vitaminC: number) =>
      label(
        {
          name: 'Juice drink',
          servingSizeGrams: 250,
          form: 'liquid',
          densityGPerMl: 1,
          ingredients: [
            {
              name: 'Juice',
              weightGrams: 1000,
              nutrients: { energy_kcal: 45, total_carbohydrate: 10.5, vitamin_c: vitaminC },
            },
          ],
        },
        eu,
      );
    expect(keys(drink(6))).toContain('vitamin_c'); // 6/80 = 7.5 % ≥ 7.5 % per 100 ml
    expect(keys(drink(5.9))).not.toContain('vitamin_c'); // 5.9/80 = 7.375 % < 7.5 %
    expect(drink(5.9).warnings).toContainEqual(expect.stringContaining('7.5 % of the NRV per 100 ml'));
  });

  test('single-portion package: judged per portion (point 2, third indent), not per 100 g', () => {
    const bar = (grams: number, calcium: number) =>
      label(
        {
          name: 'Bar',
          servingSizeGrams: grams,
          ingredients: [{ name: 'Bar', weightGrams: grams, nutrients: { ...BISCUIT, calcium } }],
        },
        eu,
      );
    // 30 g bar, calcium 150 mg/100 g: 18.75 % per 100 g, but 45 mg per portion = 5.6 % < 15 % → off.
    expect(keys(bar(30, 150))).not.toContain('calcium');
    expect(bar(30, 150).warnings).toContainEqual(
      expect.stringContaining('per portion (single-portion package)'),
    );
    // 400 g pack eaten as one portion, calcium 40 mg/100 g: 5 % per 100 g, 160 mg = 20 % per portion → declared.
    expect(keys(bar(400, 40))).toContain('calcium');
  });

  test('a package stated to hold one portion (servingsPerContainer: 1) is judged per portion though the batch is larger', () => {
    const result = label(
      {
        name: 'Bar',
        servingSizeGrams: 30,
        servingsPerContainer: 1,
        ingredients: [{ name: 'Bar', weightGrams: 3000, nutrients: { ...BISCUIT, calcium: 150 } }],
      },
      eu,
    );
    expect(keys(result)).not.toContain('calcium'); // 45 mg per 30 g portion = 5.6 % < 15 %
  });
});
