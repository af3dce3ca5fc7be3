/**
 * Golden China labels (GB 28050-2025 format). Every expected value was computed by hand from
 * regulations-intl.md §3 (Table 1 intervals and "0" limits §3.1, NRVs §3.2, claims §3.3,
 * function sentences §3.4, allergens §3.5); the arithmetic is in the comments. Ingredient
 * amounts are per 100 g.
 */
import { describe, expect, test } from 'vitest';
import { labelToCsv } from '../../src/index';
import { CHINA_WARNING_LINE, china } from '../../src/regulations/china';
import { ids, label, panel, panel100 } from './helpers';

const BISCUIT = {
  protein: 6.94,
  total_fat: 18.43,
  saturated_fat: 8.27,
  total_carbohydrate: 71.32,
  total_sugars: 24.36,
  dietary_fiber: 4.52,
  sodium: 304,
};

describe('golden China labels', () => {
  test('1. biscuit, per 100 g and per 30 g serving — the §3.7 example (fibre declared)', () => {
    const result = label(
      {
        name: '饼干',
        servingSizeGrams: 30,
        ingredients: [{ name: '小麦粉', weightGrams: 300, nutrients: BISCUIT }],
      },
      china,
    );
    expect(result.label.title).toBe('营养成分表');
    expect(result.label.basis).toEqual(['100g', 'serving']);
    expect(result.label.servingSizeText).toBe('每份30克(g)');
    expect(result.label.servingsPerContainer).toBe(10);
    expect(result.label.nutrients.map((n) => n.altName)).toEqual([
      'Energy',
      'Protein',
      'Fat',
      'Saturated fat',
      'Carbohydrate',
      'Sugars',
      'Dietary fibre',
      'Sodium',
    ]);
    // Energy from declared values: 17×6.9 + 37×18.4 + 17×66.8 + 8×4.5 = 1969.7 → 1970 kJ.
    expect(panel100(result)).toEqual([
      ['能量', '1970千焦(kJ)', 23], // 1970/8400 = 23.5
      ['蛋白质', '6.9克(g)', 12], // 6.9/60 = 11.5 half up
      ['脂肪', '18.4克(g)', 31],
      ['饱和脂肪', '8.3克(g)', 42], // 41.5 half up
      ['碳水化合物', '66.8克(g)', 22],
      ['糖', '24.4克(g)', null],
      ['膳食纤维', '4.5克(g)', 18],
      ['钠', '304毫克(mg)', 15],
    ]);
    // Per 30 g: protein 2.082 → 2.1, fat 5.529 → 5.5, sat 2.481 → 2.5, carb 20.04 → 20.0, sugar 7.308 → 7.3,
    // fibre 1.356 → 1.4, sodium 91.2 → 91; energy 17×2.1 + 37×5.5 + 17×20.0 + 8×1.4 = 590.4 → 590 kJ.
    expect(panel(result)).toEqual([
      ['能量', '590千焦(kJ)', 7], // 7.02
      ['蛋白质', '2.1克(g)', 4], // 3.5 half up
      ['脂肪', '5.5克(g)', 9], // 9.17
      ['饱和脂肪', '2.5克(g)', 13], // 12.5 half up
      ['碳水化合物', '20.0克(g)', 7], // 6.67
      ['糖', '7.3克(g)', null],
      ['膳食纤维', '1.4克(g)', 6], // 5.6
      ['钠', '91毫克(mg)', 5], // 4.55
    ]);
    // Field by field: energy (amount = Σ raw × factor; value from declared values) and sugars (no NRV).
    expect(result.label.nutrients[0]).toEqual({
      key: 'energy_kj',
      name: '能量',
      altName: 'Energy',
      unit: 'kJ',
      amount: expect.closeTo(1971.65 * 0.3, 9),
      value: 590,
      display: '590千焦(kJ)',
      dailyValue: 7,
      indent: 0,
      per100: { value: 1970, display: '1970千焦(kJ)', dailyValue: 23 },
    });
    expect(result.label.nutrients[5]).toEqual({
      key: 'total_sugars',
      name: '糖',
      altName: 'Sugars',
      unit: 'g',
      amount: expect.closeTo(7.308, 9),
      value: 7.3,
      display: '7.3克(g)',
      dailyValue: null,
      indent: 1,
      per100: { value: 24.4, display: '24.4克(g)', dailyValue: null },
    });
    // Claims per 100 g: protein 6.94 ≥ 6 g (10 % NRV) → 蛋白质来源; fibre 4.52 ≥ 3 g → 膳食纤维来源.
    expect(result.claims.map((c) => c.text)).toEqual(['蛋白质来源', '膳食纤维来源']);
    expect(result.claims.every((c) => c.basis === '100g')).toBe(true);
    // Function sentences: D.2 (6 for protein) and D.5 (2 for fibre), verbatim.
    expect(result.structureFunctionClaims).toHaveLength(8);
    expect(result.structureFunctionClaims.map((c) => c.text)).toContain('膳食纤维有助于维持正常的肠道功能。');
    expect(result.warnings).toContain(`Print under the table (GB 28050-2025 4.5): "${CHINA_WARNING_LINE}"`);
    expect(result.allergens.detected).toEqual(['wheat']);
    // CSV carries the per-100 g column.
    expect(labelToCsv(result).split('\r\n').slice(1, 3)).toEqual(['能量,1970,kJ,23%', '蛋白质,6.9,g,12%']);
  });

  test('2. biscuit without fibre data: carbohydrate stays 71.3 g, energy 2010 kJ (§3.7)', () => {
    const { dietary_fiber: _fibre, ...noFibre } = BISCUIT;
    const result = label(
      {
        name: '饼干',
        servingSizeGrams: 30,
        ingredients: [{ name: '饼干', weightGrams: 300, nutrients: noFibre }],
      },
      china,
    );
    const rows = Object.fromEntries(
      result.label.nutrients.map((n) => [n.key, [n.per100?.display, n.per100?.dailyValue]]),
    );
    // 17×6.9 + 37×18.4 + 17×71.3 = 2010.2 → 2010 kJ (23.9 → 24 %); 71.3/300 = 23.8 → 24 %.
    expect(rows.energy_kj).toEqual(['2010千焦(kJ)', 24]);
    expect(rows.total_carbohydrate).toEqual(['71.3克(g)', 24]);
    expect(rows.dietary_fiber).toBeUndefined();
  });

  test('3. liquid milk per 100 mL and per 250 mL serving; claims by 100 mL and by 420 kJ', () => {
    // Per 100 mL (density 1.03): protein 3.2, fat 3.6, sat 2.3, carbohydrate 4.8, sugars 4.8, sodium 44, calcium 107.
    const per100ml = {
      protein: 3.2,
      total_fat: 3.6,
      saturated_fat: 2.3,
      total_carbohydrate: 4.8,
      total_sugars: 4.8,
      sodium: 44,
      calcium: 107,
    };
    const result = label(
      {
        name: '纯牛奶',
        servingSizeGrams: 257.5, // 250 mL
        form: 'liquid',
        densityGPerMl: 1.03,
        ingredients: [
          {
            name: '生牛乳',
            weightGrams: 1030,
            nutrients: Object.fromEntries(Object.entries(per100ml).map(([k, v]) => [k, v / 1.03])),
          },
        ],
      },
      china,
    );
    expect(result.label.basis).toEqual(['100ml', 'serving']);
    expect(result.label.servingSizeText).toBe('每份250毫升(mL)');
    // Energy 17×3.2 + 37×3.6 + 17×4.8 = 269.2 → 269 kJ.
    expect(panel100(result)).toEqual([
      ['能量', '269千焦(kJ)', 3],
      ['蛋白质', '3.2克(g)', 5], // 5.3
      ['脂肪', '3.6克(g)', 6],
      ['饱和脂肪', '2.3克(g)', 12], // 11.5 half up
      ['碳水化合物', '4.8克(g)', 2], // 1.6
      ['糖', '4.8克(g)', null],
      ['钠', '44毫克(mg)', 2], // 2.2
      ['钙', '107毫克(mg)', 13], // 13.4
    ]);
    // Per 250 mL (× 2.5): protein 8.0, fat 9.0, sat 5.75 → 5.8, carbohydrate 12.0, sugars 12.0, sodium 110,
    // calcium 267.5 → 268; energy 17×8 + 37×9 + 17×12 = 673 kJ.
    expect(panel(result)).toEqual([
      ['能量', '673千焦(kJ)', 8],
      ['蛋白质', '8.0克(g)', 13],
      ['脂肪', '9.0克(g)', 15],
      ['饱和脂肪', '5.8克(g)', 29],
      ['碳水化合物', '12.0克(g)', 4],
      ['糖', '12.0克(g)', null],
      ['钠', '110毫克(mg)', 6], // 5.5 half up
      ['钙', '268毫克(mg)', 34], // 33.5 half up
    ]);
    // Per 100 mL: protein 3.2 ≥ 3 g (5 % NRV) → source (claims example 2), not high (< 6 g; 4.99 g/420 kJ < 6);
    // sugars 4.8 ≤ 5 → 低糖; sodium 44 ≤ 120 → 低钠; calcium 13.4 % < 15 % per 100 mL but 107/269.2 × 420
    // = 166.9 mg per 420 kJ = 20.9 % NRV ≥ 10 % → 高钙.
    expect(result.claims.map((c) => c.text)).toEqual(['蛋白质来源', '低糖', '低钠', '高钙']);
    expect(result.claims.every((c) => c.basis === '100ml')).toBe(true);
    expect(result.structureFunctionClaims.map((c) => c.text)).toContain('钙有助于骨骼和牙齿的发育。');
    expect(result.allergens.detected).toEqual(['milk']);
  });

  test('4. zero limits: at each limit everything prints 0, and energy from declared values is 0 kJ', () => {
    // Per 100 g (= serving): protein 0.5, fat 0.5, sat 0.1, trans 0.3, carbohydrate 0.5, sugars 0.5, sodium 5.
    // Raw energy 17×0.5 + 37×0.5 + 17×0.5 = 35.5 kJ, but every declared input is 0 → 0 kJ.
    const result = label(
      {
        name: '无糖饮料',
        servingSizeGrams: 100,
        ingredients: [
          {
            name: '饮料',
            weightGrams: 100,
            nutrients: {
              protein: 0.5,
              total_fat: 0.5,
              saturated_fat: 0.1,
              trans_fat: 0.3,
              total_carbohydrate: 0.5,
              total_sugars: 0.5,
              sodium: 5,
            },
          },
        ],
      },
      china,
    );
    expect(panel100(result)).toEqual([
      ['能量', '0千焦(kJ)', 0],
      ['蛋白质', '0克(g)', 0],
      ['脂肪', '0克(g)', 0],
      ['饱和脂肪', '0克(g)', 0],
      ['反式脂肪酸', '0克(g)', null],
      ['碳水化合物', '0克(g)', 0],
      ['糖', '0克(g)', null],
      ['钠', '0毫克(mg)', 0],
    ]);
    expect(result.label.nutrients[0]?.amount).toBeCloseTo(35.5, 9);
    // 无能量: raw 35.5 kJ > 17 → no. 无脂肪, 无饱和脂肪, 无反式脂肪酸, 无糖, 无钠. Protein 0.5 g is 5.9 g per 420 kJ
    // (≥ 3 g → "source" by the energy alternative) but prints "0 g": the claim is dropped.
    expect(ids(result.claims)).toEqual([
      'no_fat',
      'no_saturated_fat',
      'no_sodium',
      'no_sugar',
      'no_trans_fat',
    ]);
  });

  test('4b. zero limits: just above (rounding off the limit) prints the first interval', () => {
    const result = label(
      {
        name: '饮料',
        servingSizeGrams: 100,
        ingredients: [
          {
            name: '饮料',
            weightGrams: 100,
            nutrients: {
              protein: 0.55,
              total_fat: 0.56,
              saturated_fat: 0.16,
              total_carbohydrate: 0.56,
              total_sugars: 0.56,
              sodium: 5.5,
            },
          },
        ],
      },
      china,
    );
    // 0.55 → 0.6 (tier edge limit + interval/2 belongs to the rounded side); energy 17×0.6 + 37×0.6 + 17×0.6 = 42.6 → 43.
    expect(panel100(result)).toEqual([
      ['能量', '43千焦(kJ)', 1], // 0.51
      ['蛋白质', '0.6克(g)', 1],
      ['脂肪', '0.6克(g)', 1],
      ['饱和脂肪', '0.2克(g)', 1],
      ['碳水化合物', '0.6克(g)', 0], // 0.2
      ['糖', '0.6克(g)', null],
      ['钠', '6毫克(mg)', 0], // 0.3
    ]);
  });

  test('5. cereal with claims: 低饱和脂肪, 低糖, 低钠, 高铁; fibre 2.4 g is not a source (claims example 5)', () => {
    // Per 100 g: protein 10, fat 6, sat 1.2, available carbohydrate 72 (+ fibre 2.4), sugar 4.8, sodium 118, iron 6.
    const result = label(
      {
        name: '谷物早餐',
        servingSizeGrams: 30,
        ingredients: [
          {
            name: '燕麦片',
            weightGrams: 300,
            nutrients: {
              protein: 10,
              total_fat: 6,
              saturated_fat: 1.2,
              total_carbohydrate: 74.4,
              dietary_fiber: 2.4,
              total_sugars: 4.8,
              sodium: 118,
              iron: 6,
            },
          },
        ],
      },
      china,
    );
    // Energy 17×10 + 37×6 + 17×72 + 8×2.4 = 1635.2 → 1635 kJ.
    expect(panel100(result)).toEqual([
      ['能量', '1635千焦(kJ)', 19],
      ['蛋白质', '10.0克(g)', 17],
      ['脂肪', '6.0克(g)', 10],
      ['饱和脂肪', '1.2克(g)', 6],
      ['碳水化合物', '72.0克(g)', 24],
      ['糖', '4.8克(g)', null],
      ['膳食纤维', '2.4克(g)', 10], // 9.6
      ['钠', '118毫克(mg)', 6], // 5.9
      ['铁', '6.0毫克(mg)', 40],
    ]);
    // Per 30 g: protein 3.0, fat 1.8, sat 0.36 → 0.4, carbohydrate 21.6, sugar 1.44 → 1.4, fibre 0.72 → 0.7,
    // sodium 35.4 → 35, iron 1.8; energy 51 + 66.6 + 367.2 + 5.6 = 490.4 → 490 kJ.
    expect(panel(result)).toEqual([
      ['能量', '490千焦(kJ)', 6],
      ['蛋白质', '3.0克(g)', 5],
      ['脂肪', '1.8克(g)', 3],
      ['饱和脂肪', '0.4克(g)', 2],
      ['碳水化合物', '21.6克(g)', 7],
      ['糖', '1.4克(g)', null],
      ['膳食纤维', '0.7克(g)', 3], // 2.8
      ['钠', '35毫克(mg)', 2], // 1.75
      ['铁', '1.8毫克(mg)', 12],
    ]);
    // Protein 10 ≥ 6 → source; sat 1.2 ≤ 1.5 and 1.2×37/1635.2 = 2.7 % ≤ 10 % → 低饱和脂肪; sugar 4.8 → 低糖;
    // fibre 2.4 < 3 and 0.62 g/420 kJ < 1.5 → none; sodium 118 → 低钠; iron 40 % ≥ 30 % → 高铁.
    expect(result.claims.map((c) => c.text)).toEqual(['蛋白质来源', '低饱和脂肪', '低糖', '低钠', '高铁']);
    // 6 (protein) + 3 (saturated fat) + 2 (sugar) + 3 (sodium) + 3 (iron) standard sentences.
    expect(result.structureFunctionClaims).toHaveLength(17);
    expect(result.allergens.detected).toEqual(['gluten']); // oats: 含麸质谷物
  });

  test('6. China allergens from Chinese ingredient names (GB 7718 categories); sesame is not one', () => {
    const result = label(
      {
        name: '虾仁花生酱拌面',
        servingSizeGrams: 100,
        ingredients: [
          {
            name: '面条',
            weightGrams: 100,
            nutrients: { protein: 12, total_fat: 1, total_carbohydrate: 70 },
          },
          { name: '虾仁', weightGrams: 50, nutrients: { protein: 20, total_fat: 1 } },
          {
            name: '花生酱',
            weightGrams: 30,
            nutrients: { protein: 25, total_fat: 50, total_carbohydrate: 20 },
          },
          {
            name: '芝麻',
            weightGrams: 20,
            nutrients: { protein: 18, total_fat: 50, total_carbohydrate: 23 },
          },
        ],
      },
      china,
    );
    expect(result.allergens.detected).toEqual(expect.arrayContaining(['crustacean_shellfish', 'peanuts']));
    expect(result.allergens.detected).not.toContain('sesame');
    // Per 100 g of 200 g: protein (12 + 10 + 7.5 + 3.6)/2 = 16.55 → 16.6 (28 %); fat (1 + 0.5 + 15 + 10)/2
    // = 13.25 → 13.3 half up (22 %); carbohydrate (70 + 6 + 4.6)/2 = 40.3 (13 %).
    // Energy 17×16.6 + 37×13.3 + 17×40.3 = 282.2 + 492.1 + 685.1 = 1459.4 → 1459 kJ (17 %).
    const rows = Object.fromEntries(
      result.label.nutrients.map((n) => [n.key, [n.per100?.display, n.per100?.dailyValue]]),
    );
    expect(rows.protein).toEqual(['16.6克(g)', 28]);
    expect(rows.total_fat).toEqual(['13.3克(g)', 22]);
    expect(rows.total_carbohydrate).toEqual(['40.3克(g)', 13]);
    expect(rows.energy_kj).toEqual(['1459千焦(kJ)', 17]);
  });
});

describe('golden China labels: vitamin A in μg RE, vitamin E in mg α-TE (GB 28050-2025 Table 1 note b)', () => {
  const row = (result: ReturnType<typeof label>, key: string) =>
    result.label.nutrients.find((n) => n.key === key);

  test('vitamin_a_re given: 500 μg RE/100 g → "500微克视黄醇当量(μgRE)", NRV% 500/800 = 62.5 → 63 % (A.3.2)', () => {
    const result = label(
      {
        name: '饼干',
        servingSizeGrams: 30,
        ingredients: [
          { name: '饼干', weightGrams: 300, nutrients: { ...BISCUIT, vitamin_a: 300, vitamin_a_re: 500 } },
        ],
      },
      china,
    );
    const a = row(result, 'vitamin_a_re')!;
    expect([a.name, a.per100?.display, a.per100?.dailyValue]).toEqual([
      '维生素A',
      '500微克视黄醇当量(μgRE)',
      63,
    ]);
    // Per 30 g: 150 μg RE (interval 1), 150/800 = 18.75 → 19 %.
    expect([a.display, a.dailyValue]).toEqual(['150微克视黄醇当量(μgRE)', 19]);
    expect(row(result, 'vitamin_a')).toBeUndefined();
    expect(labelToCsv(result)).toContain('维生素A,500,mcg RE,63%\r\n');
    expect(result.warnings.some((w) => w.includes('μg RE'))).toBe(false);
  });

  test('only RAE given: counted as RE (a lower bound, RE = 2 × RAE − retinol ≥ RAE), with a warning naming the ingredient', () => {
    const result = label(
      {
        name: '胡萝卜脆片',
        servingSizeGrams: 30,
        ingredients: [{ name: 'Carrot chips', weightGrams: 300, nutrients: { ...BISCUIT, vitamin_a: 835 } }],
      },
      china,
    );
    expect(row(result, 'vitamin_a_re')!.per100?.display).toBe('835微克视黄醇当量(μgRE)'); // 835 → interval 1
    expect(result.warnings).toContainEqual(
      expect.stringContaining('No vitamin_a_re was given for Carrot chips'),
    );
  });

  test('vitamin E 1.234 mg → "1.23毫克α-生育酚当量(mgα-TE)" (interval 0.01), NRV% 1.23/14 = 8.8 → 9 %; the α-tocopherol basis is said', () => {
    const result = label(
      {
        name: '饼干',
        servingSizeGrams: 30,
        ingredients: [{ name: '饼干', weightGrams: 300, nutrients: { ...BISCUIT, vitamin_e: 1.234 } }],
      },
      china,
    );
    const e = row(result, 'vitamin_e')!;
    expect([e.per100?.display, e.per100?.dailyValue]).toEqual(['1.23毫克α-生育酚当量(mgα-TE)', 9]);
    expect(labelToCsv(result)).toContain('维生素E,1.23,mg α-TE,9%\r\n');
    expect(result.warnings).toContainEqual(expect.stringContaining('mg α-TE'));
  });
});

describe('golden China labels: the "0" limit is compared with the amount before rounding (GB 28050-2025 6.5, Table 2)', () => {
  test('trans fat 0.34 g/100 g → 0.3 g, not 0 (0 would break ≤ 120 %); 0.30 g → 0', () => {
    const trans = (amount: number) =>
      label(
        {
          name: '饼干',
          servingSizeGrams: 30,
          ingredients: [{ name: '饼干', weightGrams: 300, nutrients: { ...BISCUIT, trans_fat: amount } }],
        },
        china,
      ).label.nutrients.find((n) => n.key === 'trans_fat')!;
    expect(trans(0.34).per100?.display).toBe('0.3克(g)'); // 0.34 > 0.3 (6.5) → interval 0.1 (Table 1 note c)
    // Per 30 g: 0.102 g → 0.1 g; zero is judged per 100 g (6.5 "也依此进行判断").
    expect(trans(0.34).display).toBe('0.1克(g)');
    expect(trans(0.3).per100?.display).toBe('0克(g)'); // 0.30 ≤ 0.3 → "0"
    expect(trans(0.3).display).toBe('0克(g)');
  });

  test('sodium 5.4 mg/100 g → 5 mg (above the ≤ 5 mg limit), protein 0.54 g → 0.5 g', () => {
    const result = label(
      {
        name: '饮料',
        servingSizeGrams: 200,
        ingredients: [
          {
            name: '饮料',
            weightGrams: 1000,
            nutrients: { protein: 0.54, total_carbohydrate: 8, total_sugars: 8, sodium: 5.4 },
          },
        ],
      },
      china,
    );
    const show = Object.fromEntries(result.label.nutrients.map((n) => [n.key, n.per100?.display]));
    expect(show.sodium).toBe('5毫克(mg)'); // 5.4 > 5 → interval 1 → 5; 5.4 ≤ 120 % × 5 = 6
    expect(show.protein).toBe('0.5克(g)'); // 0.54 > 0.5 → 0.5; 0.54 ≥ 80 % × 0.5
  });
});
