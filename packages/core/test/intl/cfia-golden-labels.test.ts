/**
 * Golden CFIA labels. Every expected value was computed by hand from regulations-intl.md §1
 * (rounding §1.3, DVs and %DV §1.2, FOP §1.4, claims §1.5–§1.6, allergens §1.7); the arithmetic
 * is in the comments. Ingredient amounts are stated per serving and converted to per 100 g.
 */
import { describe, expect, test } from 'vitest';
import { labelToCsv } from '../../src/index';
import { cfia, cfiaFrontOfPackage } from '../../src/regulations/cfia';
import { fda } from '../../src/regulations/fda';
import { ids, label, panel, per100From } from './helpers';

const NFT = 'Nutrition Facts / Valeur nutritive';

describe('golden CFIA labels', () => {
  test('1. granola bar, 1 bar (40 g) — the §1.9 whole-label example', () => {
    // Raw per serving (§1.9): Cal 179.9, fat 6.3, sat 1.12, trans 0.04, carb 27.4, fibre 2.6, sugars 10.4,
    // protein 3.4, cholesterol 1.2, sodium 96, potassium 118, calcium 21, iron 0.96.
    const result = label(
      {
        name: 'Granola bars',
        servingSizeGrams: 40,
        householdMeasure: '1 bar',
        ingredients: [
          {
            name: 'Rolled oats',
            weightGrams: 240,
            nutrients: per100From(
              {
                energy_kcal: 179.9,
                total_fat: 6.3,
                saturated_fat: 1.12,
                trans_fat: 0.04,
                cholesterol: 1.2,
                sodium: 96,
                total_carbohydrate: 27.4,
                dietary_fiber: 2.6,
                total_sugars: 10.4,
                protein: 3.4,
                potassium: 118,
                calcium: 21,
                iron: 0.96,
              },
              40,
            ),
          },
        ],
      },
      cfia,
    );
    expect(result.label.title).toBe(NFT);
    expect(result.label.servingSize).toBe('40g');
    expect(result.label.servingSizeText).toBe('Per 1 bar (40 g)');
    expect(result.label.servingsPerContainer).toBe(6); // 240 / 40
    expect(result.label.basis).toEqual(['serving']);
    expect(panel(result)).toEqual([
      ['Calories', '180', null], // > 50 → 10s
      ['Fat', '6 g', 8], // > 5 → 1 g; 6/75 = 8 %
      ['Saturated', '1 g', 5], // 0.5–5 → 0.5 g: 1.12 → 1; (1 + 0)/20 = 5 %
      ['+ Trans', '0 g', null], // 0.04 < 0.2 and low in sat (1.16 g, 5.8 % energy) → free → 0
      ['Carbohydrate', '27 g', null],
      ['Fibre', '3 g', 11], // 3/28 = 10.7
      ['Sugars', '10 g', 10], // 10/100
      ['Protein', '3 g', null],
      ['Cholesterol', '0 mg', null], // 1.2 < 2 and low in sat → free → 0
      ['Sodium', '95 mg', 4], // 5–140 → 5s; 95/2300 = 4.1
      ['Potassium', '125 mg', 4], // 50–250 → 25s; 125/3400 = 3.7
      ['Calcium', '20 mg', 2], // 5–50 → 10s; 20/1300 = 1.5
      ['Iron', '1 mg', 6], // 0.5–2.5 → 0.25s: 0.96 → 1; 1/18 = 5.6
    ]);
    // Field by field for two rows.
    const [, fat, sat] = result.label.nutrients;
    expect(fat).toEqual({
      key: 'total_fat',
      name: 'Fat',
      altName: 'Lipides',
      unit: 'g',
      amount: expect.closeTo(6.3, 9),
      value: 6,
      display: '6 g',
      dailyValue: 8,
      indent: 0,
    });
    expect(sat).toEqual({
      key: 'saturated_fat',
      name: 'Saturated',
      altName: 'saturés',
      unit: 'g',
      amount: expect.closeTo(1.12, 9),
      value: 1,
      display: '1 g',
      dailyValue: 5,
      indent: 1,
    });
    expect(result.label.nutrients.map((n) => n.value)).toEqual([
      180, 6, 1, 0, 27, 3, 10, 3, 0, 95, 125, 20, 1,
    ]);
    expect(result.label.nutrients.map((n) => n.altName)).toEqual([
      'Calories',
      'Lipides',
      'saturés',
      'trans',
      'Glucides',
      'Fibres',
      'Sucres',
      'Protéines',
      'Cholestérol',
      'Sodium',
      'Potassium',
      'Calcium',
      'Fer',
    ]);
    // Claims per serving: sat+trans 1.16 g ≤ 2 and 5.8 % ≤ 15 % → low in sat; trans free; cholesterol free
    // (strongest); sodium 96 ≤ 140; fibre 2.6 ≥ 2; iron 0.96/18 = 5.3 % ≥ 5 % → source.
    expect(ids(result.claims)).toEqual(
      [
        'low_in_saturated_fat',
        'free_of_trans_fat',
        'free_of_cholesterol',
        'low_in_sodium',
        'source_of_fibre',
        'source_of_iron',
      ].sort(),
    );
    expect(result.claims.every((c) => c.basis === 'serving')).toBe(true);
    // FOP (serving 40 g > 30 g → 15 %): sat 5 %, sugars 10 %, sodium 4.1 % → no symbol.
    expect(result.frontOfPack?.items).toEqual([]);
    // DRR claims need ≥ 10 % DV of a vitamin or mineral (iron 5.3 % is the highest) → none.
    expect(result.healthClaims).toEqual([]);
    expect(ids(result.structureFunctionClaims)).toEqual(['function_iron']);
    // Oats are a gluten source in Canada (B.01.010.1).
    expect(result.allergens.detected).toEqual(['gluten']);
    expect(result.allergens.declaration).toBe('Contains: Oats.');
  });

  test('2. soy sauce, liquid, 1 tbsp (15 mL) — simplified-format vector, "High in Sodium"', () => {
    // Serving 18 g at 1.2 g/ml = 15 mL. Per serving: Cal 9.54, fat 0.018, carb 1.35, fibre 0.144,
    // sugars 0.306, protein 1.368, sodium 1159.2, potassium 72, calcium 3.6, iron 0.27.
    const result = label(
      {
        name: 'Soy sauce',
        servingSizeGrams: 18,
        householdMeasure: '1 tbsp',
        form: 'liquid',
        densityGPerMl: 1.2,
        ingredients: [
          {
            name: 'Soy sauce (soybeans, wheat)',
            weightGrams: 180,
            nutrients: {
              energy_kcal: 53,
              total_fat: 0.1,
              saturated_fat: 0,
              trans_fat: 0,
              cholesterol: 0,
              sodium: 6440,
              total_carbohydrate: 7.5,
              dietary_fiber: 0.8,
              total_sugars: 1.7,
              protein: 7.6,
              potassium: 400,
              calcium: 20,
              iron: 1.5,
            },
          },
        ],
      },
      cfia,
    );
    expect(result.label.servingSizeText).toBe('Per 1 tbsp (15 mL)');
    expect(result.label.servingSize).toBe('18g');
    expect(result.label.servingsPerContainer).toBe(10);
    expect(panel(result)).toEqual([
      ['Calories', '10', null], // 5–50 → 5s: 9.54 → 10
      ['Fat', '0 g', 0], // 0.018 < 0.5 fat-free, sat and trans 0 → "0 g"
      ['Saturated', '0 g', 0],
      ['+ Trans', '0 g', null],
      ['Carbohydrate', '1 g', null],
      ['Fibre', '0 g', 0],
      ['Sugars', '0 g', 0],
      ['Protein', '1 g', null],
      ['Cholesterol', '0 mg', null],
      ['Sodium', '1160 mg', 50], // > 140 → 10s; 1160/2300 = 50.4
      ['Potassium', '75 mg', 2], // 72 → 25s → 75; 75/3400 = 2.2
      ['Calcium', '0 mg', 0], // 3.6 < 5
      ['Iron', '0.3 mg', 2], // 0.05–0.5 → 0.1; 0.3/18 = 1.7
    ]);
    // RA taken as the 18 g serving ≤ 30 g → 10 % threshold; sodium 50 % → symbol.
    expect(result.frontOfPack?.text).toBe('High in Sodium / Élevé en Sodium');
    // Low in energy (9.54 ≤ 40), fat-free, free of sat (0 + 0 < 0.2), free of trans, cholesterol-free, sugar-free.
    expect(ids(result.claims)).toEqual(
      [
        'low_in_energy',
        'free_of_fat',
        'free_of_saturated_fat',
        'free_of_trans_fat',
        'free_of_cholesterol',
        'free_of_sugars',
      ].sort(),
    );
    expect(result.allergens.detected).toEqual(expect.arrayContaining(['soy', 'wheat']));
  });

  test('3. zero thresholds: everything just under its "free" / zero limit', () => {
    // Per serving (250 g): Cal 4.9, fat 0.49, sat 0.19, trans 0.04, cholesterol 1.9, sodium 4.9,
    // carb/fibre/sugars 0.49, protein 0.49, K/Ca 4.9 mg, iron 0.049 mg.
    const perServing = {
      energy_kcal: 4.9,
      total_fat: 0.49,
      saturated_fat: 0.19,
      trans_fat: 0.04,
      cholesterol: 1.9,
      sodium: 4.9,
      total_carbohydrate: 0.49,
      dietary_fiber: 0.49,
      total_sugars: 0.49,
      protein: 0.49,
      potassium: 4.9,
      calcium: 4.9,
      iron: 0.049,
    };
    const result = label(
      {
        name: 'Flavoured water',
        servingSizeGrams: 250,
        ingredients: [{ name: 'Flavoured water', weightGrams: 250, nutrients: per100From(perServing, 250) }],
      },
      cfia,
    );
    expect(panel(result)).toEqual([
      ['Calories', '0', null], // < 5 and calorie-free
      ['Fat', '0 g', 0], // fat-free, sat and trans declared 0
      ['Saturated', '0 g', 0], // 0.19 and 0.04 < 0.2 → free of sat
      // trans: sat+trans 0.23 g is 42 % of 4.9 Cal > 15 % → not "low in sat" → not free of trans → 0.1 g step → 0.0
      ['+ Trans', '0 g', null],
      ['Carbohydrate', '0 g', null],
      ['Fibre', '0 g', 0],
      ['Sugars', '0 g', 0],
      ['Protein', '0.5 g', null], // < 0.5 → 0.1 g steps: 0.49 → 0.5
      ['Cholesterol', '0 mg', null], // not free (not low in sat), but 1.9 → nearest 5 = 0
      ['Sodium', '0 mg', 0], // < 5 and sodium-free
      ['Potassium', '0 mg', 0],
      ['Calcium', '0 mg', 0],
      ['Iron', '0 mg', 0], // < 0.05
    ]);
    expect(result.label.servingSizeText).toBe('Per 250 g');
    expect(result.label.servingsPerContainer).toBe(1);
  });

  test('3b. zero thresholds: trans 0.19 g without "low in sat" keeps fat off zero', () => {
    const result = label(
      {
        name: 'Flavoured water',
        servingSizeGrams: 250,
        ingredients: [
          {
            name: 'Flavoured water',
            weightGrams: 250,
            nutrients: per100From(
              { energy_kcal: 4.9, total_fat: 0.49, saturated_fat: 0.19, trans_fat: 0.19 },
              250,
            ),
          },
        ],
      },
      cfia,
    );
    const rows = Object.fromEntries(result.label.nutrients.map((n) => [n.key, [n.display, n.dailyValue]]));
    // sat 0.19 & trans 0.19 < 0.2 → free of sat → 0; trans: 0.38 g is 70 % of energy → not free → 0.2 g;
    // fat: trans is not "0 g" → no zero → 0.49 → 0.5 g, 0.5/75 = 0.7 → 1 %; sat+trans %: (0 + 0.2)/20 = 1 %.
    expect(rows.saturated_fat).toEqual(['0 g', 1]);
    expect(rows.trans_fat).toEqual(['0.2 g', null]);
    expect(rows.total_fat).toEqual(['0.5 g', 1]);
  });

  test('4. yogurt with claims: DRR calcium (excellent source), potassium/sodium, sat/trans; "High in Sugars"', () => {
    // Per serving 175 g: Cal 150, fat 2.6, sat 1.7, trans 0.1, chol 10, sodium 105, carb 20, fibre 0,
    // sugars 18, protein 10, K 400, Ca 300, Fe 0.1, P 250, vitamin D 2 µg.
    const result = label(
      {
        name: 'Yogurt',
        servingSizeGrams: 175,
        householdMeasure: '3/4 cup',
        ingredients: [
          {
            name: 'Plain yogurt',
            weightGrams: 700,
            nutrients: per100From(
              {
                energy_kcal: 150,
                total_fat: 2.6,
                saturated_fat: 1.7,
                trans_fat: 0.1,
                cholesterol: 10,
                sodium: 105,
                total_carbohydrate: 20,
                dietary_fiber: 0,
                total_sugars: 18,
                protein: 10,
                potassium: 400,
                calcium: 300,
                iron: 0.1,
                phosphorus: 250,
                vitamin_d: 2,
              },
              175,
            ),
          },
        ],
      },
      cfia,
    );
    expect(panel(result)).toEqual([
      ['Calories', '150', null],
      ['Fat', '2.5 g', 3], // 2.6 → 0.5 g; 2.5/75 = 3.3
      ['Saturated', '1.5 g', 8], // 1.7 → 1.5; trans free (0.1 < 0.2, low in sat) → (1.5 + 0)/20 = 7.5 → 8
      ['+ Trans', '0 g', null],
      ['Carbohydrate', '20 g', null],
      ['Fibre', '0 g', 0],
      ['Sugars', '18 g', 18],
      ['Protein', '10 g', null],
      ['Cholesterol', '10 mg', null],
      ['Sodium', '105 mg', 5], // 105/2300 = 4.6
      ['Potassium', '400 mg', 12], // 400/3400 = 11.8
      ['Calcium', '300 mg', 23], // 300/1300 = 23.1
      ['Iron', '0.1 mg', 1], // 0.1/18 = 0.6
      ['Vitamin D', '2 µg', 10], // 1–5 → 0.5 steps; 2/20
      ['Phosphorus', '250 mg', 20], // 250/1250
    ]);
    // Content claims: low fat (≤ 3); low sat (1.8 g, 10.8 % energy); trans-free; low cholesterol (≤ 20);
    // low sodium (≤ 140); good source of calcium (23 %), phosphorus (20 %); source of potassium (11.8 %), vitamin D (10 %).
    expect(ids(result.claims)).toEqual(
      [
        'low_in_fat',
        'low_in_saturated_fat',
        'free_of_trans_fat',
        'low_in_cholesterol',
        'low_in_sodium',
        'good_source_of_calcium',
        'good_source_of_phosphorus',
        'source_of_potassium',
        'source_of_vitamin_d',
      ].sort(),
    );
    expect(result.healthClaims.map((c) => c.text)).toEqual([
      'A healthy diet containing foods high in potassium and low in sodium may reduce the risk of high blood pressure, a risk factor for stroke and heart disease. This food is a good source of potassium and is low in sodium.',
      'A healthy diet with adequate calcium and vitamin D, and regular physical activity, help to achieve strong bones and may reduce the risk of osteoporosis. This food is an excellent source of calcium.',
      'A healthy diet low in saturated and trans fats may reduce the risk of heart disease. This food is low in saturated and trans fats.',
    ]);
    expect(ids(result.structureFunctionClaims)).toEqual(['function_calcium', 'function_vitamin_d']);
    // FOP: 175 g > 30 g → 15 %: sugars 18 % → "High in Sugars" (the dairy calcium exemption is not modelled).
    expect(result.frontOfPack?.text).toBe('High in Sugars / Élevé en Sucres');
    expect(result.allergens.detected).toEqual(['milk']);
  });

  test('5. Canada-only allergens: mustard, molluscs, sulphites', () => {
    const result = label(
      {
        name: 'Mussels in mustard sauce',
        servingSizeGrams: 100,
        ingredients: [
          { name: 'Mussels', weightGrams: 150, nutrients: { energy_kcal: 86, protein: 12, total_fat: 2.2 } },
          { name: 'Dijon mustard', weightGrams: 49.9, nutrients: { energy_kcal: 66, sodium: 1100 } },
          { name: 'Sodium metabisulphite', weightGrams: 0.1 },
        ],
      },
      cfia,
    );
    // In ingredient (weight) order; none of the three is a US major allergen.
    expect(result.allergens.detected).toEqual(['molluscs', 'mustard', 'sulphites']);
    expect(result.allergens.declaration).toBe('Contains: Mussel, Mustard, Sulphites.');
    // Per 100 g serving of 200 g: Cal (86×1.5 + 66×0.499)/2 = 80.9 → 80; fat 2.2×1.5/2 = 1.65 → 1.5 g (2 %);
    // protein 9 g; sodium 1100×0.499/2 = 274.45 → 270 mg (12 %).
    const rows = Object.fromEntries(result.label.nutrients.map((n) => [n.key, [n.display, n.dailyValue]]));
    expect(rows.energy_kcal).toEqual(['80', null]);
    expect(rows.total_fat).toEqual(['1.5 g', 2]);
    expect(rows.protein).toEqual(['9 g', null]);
    expect(rows.sodium).toEqual(['270 mg', 12]);
  });

  test('6. main dish (lasagna, 227 g): official declared values; FOP at RA = serving vs RA 300 g', () => {
    // Raw per serving chosen to round to the CA-FOP lasagna NFt.
    const result = label(
      {
        name: 'Lasagna',
        servingSizeGrams: 227,
        category: 'main_dish',
        ingredients: [
          {
            name: 'Lasagna (wheat pasta, cheese, beef)',
            weightGrams: 227,
            nutrients: per100From(
              {
                energy_kcal: 291,
                total_fat: 8.2,
                saturated_fat: 4.9,
                trans_fat: 0.04,
                cholesterol: 36,
                sodium: 583,
                total_carbohydrate: 34.2,
                dietary_fiber: 2.8,
                total_sugars: 1.2,
                protein: 19.8,
                potassium: 77,
                calcium: 230,
                iron: 3.6,
              },
              227,
            ),
          },
        ],
      },
      cfia,
    );
    expect(panel(result)).toEqual([
      ['Calories', '290', null],
      ['Fat', '8 g', 11],
      ['Saturated', '5 g', 25],
      ['+ Trans', '0 g', null], // 0.04 → 0.1 g steps → 0 (not free: sat 4.9 g > 2 g)
      ['Carbohydrate', '34 g', null],
      ['Fibre', '3 g', 11],
      ['Sugars', '1 g', 1],
      ['Protein', '20 g', null],
      ['Cholesterol', '35 mg', null],
      ['Sodium', '580 mg', 25],
      ['Potassium', '75 mg', 2],
      ['Calcium', '225 mg', 17],
      ['Iron', '3.5 mg', 19],
    ]);
    // Main dish, RA = serving 227 g ≥ 200 g → 30 %: sat 25 %, sodium 25.2 % → no symbol on this basis.
    expect(result.frontOfPack?.items).toEqual([]);
    // With the real RA of 300 g (CA-FOP): sat 5 × 300/227 = 6.61 → 7 g = 35 %; sodium 766.5 → 770 mg = 33.5 %.
    const fop = cfiaFrontOfPackage(
      { saturated_fat: 5, total_sugars: 1, sodium: 580 },
      { servingSizeGrams: 227, referenceAmountGrams: 300, mainDish: true },
    );
    expect(fop.highIn).toEqual(['saturated_fat', 'sodium']);
    expect(fop.percents.sodium).toBeCloseTo((770 / 2300) * 100, 9);
    expect(fop.text).toBe('High in Sat fat, Sodium / Élevé en Gras sat., Sodium');
    expect(result.allergens.detected).toEqual(expect.arrayContaining(['wheat', 'milk']));
    // CSV: per-serving values, "-" where no %DV, "+ Trans" neutralised against formula injection.
    const csv = labelToCsv(result).split('\r\n');
    expect(csv.slice(0, 5)).toEqual([
      'Nutrient,Value,Unit,%DV',
      'Calories,290,kcal,-',
      'Fat,8,g,11%',
      'Saturated,5,g,25%',
      "'+ Trans,0,g,-",
    ]);
  });
});

describe('CFIA front-of-package thresholds (§1.4, claims example 4)', () => {
  test('cookies, RA 30 g: sugars 11 g ≥ 10 % of 100 g → "High in Sugars"', () => {
    const fop = cfiaFrontOfPackage(
      { saturated_fat: 1, total_sugars: 11, sodium: 100 },
      { servingSizeGrams: 30 },
    );
    expect(fop.thresholdPercent).toBe(10);
    expect(fop.highIn).toEqual(['total_sugars']);
  });
  test('chocolate cake mix (43 g): sugars 18 %, sodium 19.6 % ≥ 15 % → "High in Sugars, Sodium"', () => {
    const fop = cfiaFrontOfPackage(
      { saturated_fat: 1, total_sugars: 18, sodium: 450 },
      { servingSizeGrams: 43 },
    );
    expect(fop.thresholdPercent).toBe(15);
    expect(fop.highIn).toEqual(['total_sugars', 'sodium']);
  });
  test('boundaries: sat 3 g at 15 % is "high"; 2.7 g (declared 2.5 g = 12.5 %) is not', () => {
    expect(cfiaFrontOfPackage({ saturated_fat: 3 }, { servingSizeGrams: 50 }).highIn).toEqual([
      'saturated_fat',
    ]);
    expect(cfiaFrontOfPackage({ saturated_fat: 2.7 }, { servingSizeGrams: 50 }).highIn).toEqual([]);
    expect(cfiaFrontOfPackage({ sodium: 690 }, { servingSizeGrams: 250, mainDish: true }).highIn).toEqual([
      'sodium',
    ]);
    expect(cfiaFrontOfPackage({ sodium: 680 }, { servingSizeGrams: 250, mainDish: true }).highIn).toEqual([]);
  });
});

describe('golden CFIA labels: omega group (FDR B.01.402(3)(a), items 5–8)', () => {
  // Canola oil per 100 g as in the food database (USDA SR28 04582): poly 28.142, 18:2 19.005,
  // 18:3 9.137, mono 63.276.
  const CANOLA = {
    energy_kcal: 884,
    total_fat: 100,
    saturated_fat: 7.365,
    trans_fat: 0.395,
    polyunsaturated_fat: 28.142,
    omega_6_fat: 19.005,
    omega_3_fat: 9.137,
    monounsaturated_fat: 63.276,
  };

  test('canola oil, 1 tbsp (14 g): poly, omega-6, omega-3 and mono printed together, each rounded per item 5–8', () => {
    const result = label(
      {
        name: 'Canola oil',
        servingSizeGrams: 14,
        ingredients: [{ name: 'Canola oil', weightGrams: 500, nutrients: CANOLA }],
      },
      cfia,
    );
    const rows = result.label.nutrients.map((n) => [n.key, n.name, n.altName, n.display, n.indent]);
    expect(rows.slice(4, 8)).toEqual([
      ['polyunsaturated_fat', 'Polyunsaturated', 'polyinsaturés', '4 g', 1], // 3.93988 g: 1–5 g → 0.5 g (item 5)
      ['omega_6_fat', 'Omega-6', 'oméga-6', '2.5 g', 2], // 2.6607 g: 1–5 g → 0.5 g (item 6)
      ['omega_3_fat', 'Omega-3', 'oméga-3', '1.5 g', 2], // 1.27918 g: 1–5 g → 0.5 g (item 7)
      ['monounsaturated_fat', 'Monounsaturated', 'monoinsaturés', '9 g', 1], // 8.85864 g: > 5 g → 1 g (item 8)
    ]);
    expect(result.warnings.some((w) => w.includes('B.01.402(3)(a)'))).toBe(false);
  });

  test('under 1 g the groups round to 0.1 g (items 5–8): 10 g of canola oil in a 100 g serving', () => {
    const result = label(
      {
        name: 'Dressing',
        servingSizeGrams: 100,
        ingredients: [
          { name: 'Canola oil', weightGrams: 10, nutrients: CANOLA },
          { name: 'Vinegar', weightGrams: 90, nutrients: { energy_kcal: 18, total_carbohydrate: 0.04 } },
        ],
      },
      cfia,
    );
    const shown = Object.fromEntries(result.label.nutrients.map((n) => [n.key, n.display]));
    expect(shown.omega_3_fat).toBe('0.9 g'); // 0.9137 g < 1 g → nearest 0.1 g (item 7)
    expect(shown.polyunsaturated_fat).toBe('3 g'); // 2.8142 g → nearest 0.5 g = 3 g (item 5)
    expect(shown.omega_6_fat).toBe('2 g'); // 1.9005 g → nearest 0.5 g = 2 g (item 6)
    expect(shown.monounsaturated_fat).toBe('6 g'); // 6.3276 g > 5 g → 1 g (item 8)
  });

  test('poly and mono without omega data: the whole group is left off, with a warning citing B.01.402(3)(a)', () => {
    const { omega_6_fat: _6, omega_3_fat: _3, ...noOmega } = CANOLA;
    const result = label(
      {
        name: 'Oil',
        servingSizeGrams: 14,
        ingredients: [{ name: 'Oil', weightGrams: 500, nutrients: noOmega }],
      },
      cfia,
    );
    const keys = result.label.nutrients.map((n) => n.key);
    for (const key of ['polyunsaturated_fat', 'omega_6_fat', 'omega_3_fat', 'monounsaturated_fat'] as const) {
      expect(keys).not.toContain(key);
    }
    expect(result.warnings).toContainEqual(expect.stringContaining('FDR B.01.402(3)(a)'));
    expect(result.warnings).toContainEqual(expect.stringContaining('omega-6 fat, omega-3 fat'));
    // The CSV is built from the rows: no fatty-acid line either.
    expect(labelToCsv(result)).not.toMatch(/unsaturated/i);
  });

  test('omega-3 alone (e.g. for a claim) brings the group: left off when mono is missing', () => {
    const result = label(
      {
        name: 'Flax mix',
        servingSizeGrams: 30,
        ingredients: [{ name: 'Flax', weightGrams: 300, nutrients: { total_fat: 42, omega_3_fat: 22.8 } }],
      },
      cfia,
    );
    expect(result.label.nutrients.map((n) => n.key)).not.toContain('omega_3_fat');
    expect(result.warnings).toContainEqual(
      expect.stringContaining('polyunsaturated fat, omega-6 fat, monounsaturated fat'),
    );
  });
});

describe('golden CFIA labels: list of ingredients (FDR B.01.008.2, B.01.008.3)', () => {
  const statement = (
    ingredients: { name: string; weightGrams: number; sugars?: number; sugarsBased?: boolean }[],
  ) =>
    label(
      {
        name: 'Mix',
        servingSizeGrams: 30,
        ingredients: ingredients.map(({ sugars, ...i }) => ({
          ...i,
          nutrients: { energy_kcal: 300, total_sugars: sugars ?? 5 },
        })),
      },
      cfia,
    ).ingredientStatement;

  test('sugars-based ingredients after "Sugars", in parentheses, lower case, heaviest first, placed by their total weight', () => {
    // Oats 200 g; sugar 60 + honey 50 = 110 g > butter 40 g: "Sugars" second (B.01.008.3(1), (2)(a), (3)(a)–(b)).
    expect(
      statement([
        { name: 'Oats', weightGrams: 200 },
        { name: 'Butter', weightGrams: 40 },
        { name: 'Honey', weightGrams: 50 },
        { name: 'Sugar', weightGrams: 60 },
      ]),
    ).toBe('Ingredients: Oats, Sugars (sugar, honey), Butter (milk).');
  });

  test('the group outweighs the heaviest ingredient: it comes first (B.01.008.3(2)(a))', () => {
    // Flour 100 g < sugar 80 g + glucose syrup 40 g = 120 g.
    expect(
      statement([
        { name: 'Wheat flour', weightGrams: 100 },
        { name: 'Sugar', weightGrams: 80 },
        { name: 'Glucose syrup', weightGrams: 40 },
      ]),
    ).toBe('Ingredients: Sugars (sugar, glucose syrup), Wheat flour.');
  });

  test('one sugars-based ingredient named "sugar" is not grouped (B.01.008.3(4)(d)); one that is not, is', () => {
    expect(
      statement([
        { name: 'Wheat flour', weightGrams: 100 },
        { name: 'Brown sugar', weightGrams: 30 },
      ]),
    ).toBe('Ingredients: Wheat flour, Brown sugar.');
    expect(
      statement([
        { name: 'Wheat flour', weightGrams: 100 },
        { name: 'Maple syrup', weightGrams: 30 },
      ]),
    ).toBe('Ingredients: Wheat flour, Sugars (maple syrup).');
  });

  test('less than 0.5 g of sugars per serving: no group (B.01.008.3(4)(f))', () => {
    // 0.4 g sugars per 100 g of each ingredient → 0.12 g per 30 g serving.
    expect(
      statement([
        { name: 'Wheat flour', weightGrams: 100, sugars: 0.4 },
        { name: 'Dextrose', weightGrams: 2, sugars: 0.4 },
        { name: 'Honey', weightGrams: 1, sugars: 0.4 },
      ]),
    ).toBe('Ingredients: Wheat flour, Dextrose, Honey.');
  });

  test('the sugarsBased flag overrides the lexicon either way (B.01.001, "sugars-based ingredient" (c))', () => {
    expect(
      statement([
        { name: 'Oats', weightGrams: 100 },
        { name: 'Apple juice concentrate', weightGrams: 20, sugarsBased: true },
        { name: 'Honey', weightGrams: 10 },
        { name: 'Sugar', weightGrams: 5, sugarsBased: false },
      ]),
    ).toBe('Ingredients: Oats, Sugars (apple juice concentrate, honey), Sugar.');
  });

  test('other formats keep the plain descending list', () => {
    const recipe = {
      name: 'Mix',
      servingSizeGrams: 30,
      ingredients: [
        { name: 'Oats', weightGrams: 200, nutrients: { total_sugars: 1 } },
        { name: 'Honey', weightGrams: 50, nutrients: { total_sugars: 82 } },
        { name: 'Sugar', weightGrams: 60, nutrients: { total_sugars: 100 } },
      ],
    };
    expect(label(recipe, fda).ingredientStatement).toBe('Ingredients: Oats, Sugar, Honey.');
  });
});

describe('golden CFIA labels: the "High in" symbol as data.frontOfPack (B.01.350, api.md §13)', () => {
  test('soy sauce, 1 tbsp (15 mL): sodium 1160 mg → 50 % ≥ 10 % (RA ≤ 30 mL) → one "Sodium" bar', () => {
    const result = label(
      {
        name: 'Soy sauce',
        servingSizeGrams: 15,
        ingredients: [
          {
            name: 'Soy sauce',
            weightGrams: 150,
            nutrients: per100From({ energy_kcal: 10, sodium: 1157 }, 15),
          },
        ],
      },
      cfia,
    );
    // 1157 mg → 1160 mg (> 140 mg → 10 mg, B.01.401 item 8); 1160/2300 = 50.4 % ≥ 10 % (B.01.350(1)(c)).
    expect(result.frontOfPack).toEqual({
      scheme: 'ca-high-in',
      items: [{ key: 'sodium', text: 'Sodium', altText: 'Sodium', level: 'high' }],
      text: 'High in Sodium / Élevé en Sodium',
      citation: 'FDR B.01.350',
    });
    expect(result.warnings).toContainEqual(expect.stringContaining('see frontOfPack'));
  });

  test('no bar reaches its threshold: frontOfPack present with no items', () => {
    const result = label(
      {
        name: 'Oats',
        servingSizeGrams: 40,
        ingredients: [{ name: 'Oats', weightGrams: 400, nutrients: { sodium: 6 } }],
      },
      cfia,
    );
    expect(result.frontOfPack).toMatchObject({ scheme: 'ca-high-in', items: [], text: '' });
  });
});
