/**
 * Golden UK labels. Every expected value was computed by hand from docs/regulations/uk.md: the
 * declaration is the retained 1169/2011 one (Annex XIV energy §1, Annex XIII RI and the 2012
 * rounding guidance §2, Annex II allergens §3), the front of pack the 2016 DH/FSA guide (§4: "F"
 * = the foods table, "D" = the drinks table, "P" = the portion rule). Arithmetic in the comments;
 * ingredient amounts are per 100 g.
 */
import { describe, expect, test } from 'vitest';
import type { FrontOfPack, Recipe } from '../../src/index';

/** The nutrients of one ingredient, per 100 g. */
type NutrientValues = Recipe['ingredients'][number]['nutrients'];

import { labelToCsv } from '../../src/index';
import { uk } from '../../src/regulations/uk';
import { UK_TRAFFIC_LIGHT } from '../../src/regulations/uk/traffic-light';
import { label, panel, panel100 } from './helpers';

/** The traffic light as [item, level, per 100 shown, per portion shown, %RI per portion]. */
const lights = (fop: FrontOfPack | undefined) =>
  fop?.items.map((i) => [
    i.text,
    i.level ?? null,
    i.per100?.display,
    i.perPortion?.display,
    i.perPortion?.percentRi,
  ]);

/** One product of one ingredient, `portions` portions of `portion` g. */
function product(
  nutrients: NutrientValues,
  portion: number,
  extra: Partial<Recipe> = {},
  portions = 1,
  name = 'Product',
) {
  return label(
    {
      name,
      servingSizeGrams: portion,
      ingredients: [{ name, weightGrams: portion * portions, nutrients }],
      ...extra,
    },
    uk,
  );
}

describe('golden UK labels', () => {
  test('1. oat & raisin biscuit (25 g): the EU declaration, three reds and an amber per 100 g', () => {
    const result = label(
      {
        name: 'Oat biscuits',
        servingSizeGrams: 25,
        householdMeasure: 'biscuit',
        ingredients: [
          {
            name: 'Biscuit dough (wheat flour, butter, oats)',
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
      },
      uk,
    );
    expect(result.label.regulation).toBe('uk');
    expect(result.label.title).toBe('Nutrition declaration'); // Annex XV heading, uk.md §1
    expect(result.label.servingSizeText).toBe('per biscuit (25 g)');
    // §1 Annex XIV: 17×6.94 + 37×18.43 + 17×66.8 + 8×4.52 = 1971.65 kJ; 4×6.94 + 9×18.43 + 4×66.8 + 2×4.52 = 469.87 kcal.
    expect(panel100(result)).toEqual([
      ['Energy', '1972 kJ', 23], // §2 RI 8400: 23.5 → 23 (1971.65/8400 = 23.47)
      ['Energy', '470 kcal', 23], // 469.87/2000 = 23.49
      ['Fat', '18 g', 26], // §2 ≥ 10 g → 1 g; 18.43/70 = 26.3
      ['of which saturates', '8.3 g', 41], // < 10 g → 0.1 g; 8.27/20 = 41.4
      ['Carbohydrate', '67 g', 26], // available: 71.32 − 4.52 = 66.8; /260 = 25.7
      ['of which sugars', '24 g', 27], // 24.36/90 = 27.1
      ['Fibre', '4.5 g', null], // no RI
      ['Protein', '6.9 g', 14], // 6.94/50 = 13.9
      ['Salt', '0.76 g', 13], // 304 mg × 2.5 = 0.76 g; < 1 g → 0.01 g; /6 = 12.7
    ]);
    // §4 F: fat 18.43 > 17.5 red; saturates 8.27 > 5.0 red; sugars 24.36 > 22.5 red; salt 0.76 in (0.3, 1.5] amber.
    // P: 25 g is not over 100 g. Per portion = per 100 g × 0.25.
    expect(lights(result.frontOfPack)).toEqual([
      ['Energy', null, '1972 kJ / 470 kcal', '493 kJ / 117 kcal', 6], // 492.91 kJ, 117.47 kcal; 492.91/8400 = 5.9
      ['Fat', 'high', '18 g', '4.6 g', 7], // 4.6075; /70 = 6.6
      ['Saturates', 'high', '8.3 g', '2.1 g', 10], // 2.0675; /20 = 10.3
      ['Sugars', 'high', '24 g', '6.1 g', 7], // 6.09; /90 = 6.8
      ['Salt', 'medium', '0.76 g', '0.19 g', 3], // 0.19; /6 = 3.2
    ]);
    expect(result.frontOfPack?.scheme).toBe('uk-traffic-light');
    expect(result.frontOfPack?.text).toBe(
      'Per 100 g: Energy 1972 kJ / 470 kcal, Fat 18 g (high), Saturates 8.3 g (high), Sugars 24 g (high), Salt 0.76 g (medium)',
    );
    // §3 Annex II: cereals containing gluten (wheat, oats) and milk (butter), emphasised in the list.
    expect(result.allergens.detected).toEqual(expect.arrayContaining(['gluten', 'milk']));
    // §5: 1924/2006 "source of fibre" — 4.52 g ≥ 3 g per 100 g.
    expect(result.claims.map((c) => c.id)).toEqual(['source_of_fibre']);
    expect(labelToCsv(result).split('\r\n').slice(0, 3)).toEqual([
      'Nutrient,Value,Unit,%DV',
      'Energy,1972,kJ,23%',
      'Energy,470,kcal,23%',
    ]);
  });

  test('2. natural yoghurt (125 g pot): every amount exactly at the green limit stays green', () => {
    const result = product(
      { protein: 5, total_fat: 3, saturated_fat: 1.5, total_carbohydrate: 5, total_sugars: 5, sodium: 120 },
      125,
      { householdMeasure: 'pot' },
    );
    // §1: 17×5 + 37×3 + 17×5 = 281 kJ; 4×5 + 9×3 + 4×5 = 67 kcal. Per pot × 1.25.
    expect(panel100(result)).toEqual([
      ['Energy', '281 kJ', 3], // 281/8400 = 3.3
      ['Energy', '67 kcal', 3], // 67/2000 = 3.4
      ['Fat', '3 g', 4], // 3/70 = 4.3
      ['of which saturates', '1.5 g', 8], // 1.5/20 = 7.5, half up
      ['Carbohydrate', '5 g', 2], // 5/260 = 1.9
      ['of which sugars', '5 g', 6], // 5/90 = 5.6
      ['Protein', '5 g', 10],
      ['Salt', '0.3 g', 5], // 120 mg × 2.5 = 0.3 g; /6 = 5
    ]);
    expect(panel(result)).toEqual([
      ['Energy', '351 kJ', 4], // 351.25; /8400 = 4.2
      ['Energy', '84 kcal', 4], // 83.75 → 84; /2000 = 4.2
      ['Fat', '3.8 g', 5], // 3.75 → 0.1 g half up; /70 = 5.4
      ['of which saturates', '1.9 g', 9], // 1.875; /20 = 9.4
      ['Carbohydrate', '6.3 g', 2], // 6.25; /260 = 2.4
      ['of which sugars', '6.3 g', 7], // 6.25/90 = 6.9
      ['Protein', '6.3 g', 13], // 6.25/50 = 12.5, half up
      ['Salt', '0.38 g', 6], // 0.375 → 0.01 g half up; /6 = 6.25
    ]);
    // §4 F: fat 3.0 ≤ 3.0, saturates 1.5 ≤ 1.5, sugars 5.0 ≤ 5.0, salt 0.3 ≤ 0.3: all green.
    // P: 125 g is over 100 g, but 3.75 ≤ 21, 1.875 ≤ 6, 6.25 ≤ 27, 0.375 ≤ 1.8: nothing turns red.
    expect(lights(result.frontOfPack)?.map((l) => l[1])).toEqual([null, 'low', 'low', 'low', 'low']);
    expect(result.frontOfPack?.items.some((i) => i.perPortion?.high)).toBe(false);
  });

  test('3. cheddar (30 g): red fat, saturates and salt; sugars green', () => {
    const result = product(
      {
        protein: 25.4,
        total_fat: 34.9,
        saturated_fat: 21.7,
        total_carbohydrate: 0.1,
        total_sugars: 0.1,
        sodium: 723,
      },
      30,
      {},
      10,
      'Cheddar (milk)',
    );
    // §1: 17×25.4 + 37×34.9 + 17×0.1 = 1724.8 kJ; 4×25.4 + 9×34.9 + 4×0.1 = 416.1 kcal.
    // §4 F: 34.9 > 17.5 red; 21.7 > 5.0 red; 0.1 ≤ 5.0 green; salt 723 × 2.5 = 1.8075 > 1.5 red.
    expect(lights(result.frontOfPack)).toEqual([
      ['Energy', null, '1725 kJ / 416 kcal', '517 kJ / 125 kcal', 6], // × 0.3: 517.44 kJ (6.2 %), 124.83 kcal
      ['Fat', 'high', '35 g', '10 g', 15], // 10.47 ≥ 10 → 1 g; /70 = 14.96
      ['Saturates', 'high', '22 g', '6.5 g', 33], // 6.51; /20 = 32.55
      ['Sugars', 'low', '<0.5 g', '<0.5 g', 0], // 0.1 and 0.03 ≤ 0.5 → "<0.5 g"; 0.03/90 = 0.03
      ['Salt', 'high', '1.8 g', '0.54 g', 9], // 1.8075 ≥ 1 → 0.1 g; 0.54225 → 0.54; /6 = 9.04
    ]);
    expect(result.allergens.detected).toEqual(['milk']); // §3 Annex II item 7
  });

  test('4. lasagne (400 g ready meal): the portion turns amber fat, saturates and salt red; sugars stay green', () => {
    const result = product(
      {
        protein: 7,
        total_fat: 6,
        saturated_fat: 3,
        total_carbohydrate: 12,
        total_sugars: 4,
        dietary_fiber: 1,
        sodium: 200,
      },
      400,
    );
    // §1: available carbohydrate 12 − 1 = 11; 17×7 + 37×6 + 17×11 + 8×1 = 536 kJ; 28 + 54 + 44 + 2 = 128 kcal.
    // §4 F per 100 g: fat 6 amber, saturates 3 amber, sugars 4 green, salt 0.5 amber.
    // P (400 g > 100 g): fat 24 > 21, saturates 12 > 6, salt 2.0 > 1.8 → red; sugars 16 ≤ 27 stays green.
    expect(lights(result.frontOfPack)).toEqual([
      ['Energy', null, '536 kJ / 128 kcal', '2144 kJ / 512 kcal', 26], // 2144/8400 = 25.5
      ['Fat', 'high', '6 g', '24 g', 34], // 24/70 = 34.3
      ['Saturates', 'high', '3 g', '12 g', 60], // 12/20
      ['Sugars', 'low', '4 g', '16 g', 18], // 16/90 = 17.8
      ['Salt', 'high', '0.5 g', '2 g', 33], // 2.0 ≥ 1 → 0.1 g; 2/6 = 33.3
    ]);
    expect(
      result.frontOfPack?.items.map((i) => [i.per100?.level ?? null, i.perPortion?.high ?? false]),
    ).toEqual([
      [null, false],
      ['medium', true],
      ['medium', true],
      ['low', false],
      ['medium', true],
    ]);
    expect(result.frontOfPack?.text).toBe(
      'Per 100 g: Energy 536 kJ / 128 kcal, Fat 6 g (high by portion), Saturates 3 g (high by portion), Sugars 4 g (low), Salt 0.5 g (high by portion)',
    );
  });

  const FAT_16 = {
    protein: 10,
    total_fat: 16,
    saturated_fat: 1,
    total_carbohydrate: 60,
    total_sugars: 1,
    sodium: 100,
  };

  test('5. 16 g fat/100 g in a 131.25 g portion: exactly 21 g is not more than 21 g — amber', () => {
    // §4 F: 16 in (3.0, 17.5] amber. P: 16 × 1.3125 = 21.0, not > 21 (30 % of 70 g).
    const fat = product(FAT_16, 131.25, {}, 2).frontOfPack?.items[1];
    expect(fat).toMatchObject({ level: 'medium', per100: { display: '16 g', level: 'medium' } });
    expect(fat?.perPortion).toEqual({ display: '21 g', percentRi: 30 }); // 21/70 = 30 %
  });

  test('6. the same food in a 132 g portion: 21.12 g > 21 g — red by the portion', () => {
    const fat = product(FAT_16, 132, {}, 2).frontOfPack?.items[1];
    // P: 16 × 1.32 = 21.12 > 21 → red; 21.12/70 = 30.2 %.
    expect(fat).toMatchObject({ level: 'high', per100: { level: 'medium' } });
    expect(fat?.perPortion).toEqual({ display: '21 g', percentRi: 30, high: true });
  });

  test('6b. already red per 100 g and over the portion limit: red, but not "by the portion" (api.md §13)', () => {
    // F: 20 > 17.5 red per 100 g. P: 20 × 1.32 = 26.4 > 21, yet the portion rule is not what made it red.
    const fat = product({ ...FAT_16, total_fat: 20 }, 132, {}, 2).frontOfPack?.items[1];
    expect(fat).toMatchObject({ level: 'high', per100: { level: 'high' } });
    expect(fat?.perPortion?.high).toBeUndefined();
  });

  const COLA = {
    total_carbohydrate: 10.6,
    total_sugars: 10.6,
    protein: 0,
    total_fat: 0,
    saturated_fat: 0,
    sodium: 0,
  };

  test('7. cola (330 ml can): sugars amber per 100 ml, red for the can', () => {
    const result = product(COLA, 330, { form: 'liquid', densityGPerMl: 1 });
    expect(result.label.basis).toEqual(['100ml', 'serving']);
    // §1: 17 × 10.6 = 180.2 kJ; 4 × 10.6 = 42.4 kcal per 100 ml.
    // §4 D: sugars 10.6 in (2.5, 11.25] amber; P (330 ml > 150 ml): 34.98 > 13.5 (15 % of 90) → red.
    expect(lights(result.frontOfPack)).toEqual([
      ['Energy', null, '180 kJ / 42 kcal', '595 kJ / 140 kcal', 7], // 594.66 kJ; /8400 = 7.1
      ['Fat', 'low', '0 g', '0 g', 0], // D: 0 ≤ 1.5
      ['Saturates', 'low', '0 g', '0 g', 0], // D: 0 ≤ 0.75
      ['Sugars', 'high', '11 g', '35 g', 39], // 34.98/90 = 38.9
      ['Salt', 'low', '0 g', '0 g', 0], // D: 0 ≤ 0.3
    ]);
    expect(result.frontOfPack?.text.startsWith('Per 100 ml: ')).toBe(true);
  });

  const JUICE = {
    total_carbohydrate: 10,
    total_sugars: 10,
    protein: 0.5,
    total_fat: 0,
    saturated_fat: 0,
    sodium: 0,
  };

  test('8. fruit juice in a 150 ml glass: 15 g sugars, but 150 ml is not over 150 ml — amber', () => {
    const sugars = product(JUICE, 150, { form: 'liquid', densityGPerMl: 1 }, 2).frontOfPack?.items[3];
    // §4 D: 10 in (2.5, 11.25] amber; P does not apply at 150 ml.
    expect(sugars).toEqual({
      key: 'total_sugars',
      text: 'Sugars',
      level: 'medium',
      per100: { display: '10 g', level: 'medium' },
      perPortion: { display: '15 g', percentRi: 17 }, // 15/90 = 16.7
    });
  });

  test('9. the same juice in a 151 ml glass: 15.1 g > 13.5 g — red', () => {
    const sugars = product(JUICE, 151, { form: 'liquid', densityGPerMl: 1 }, 2).frontOfPack?.items[3];
    // P: 151 ml > 150 ml and 15.1 > 13.5 → red; 15.1/90 = 16.8 %.
    expect(sugars).toMatchObject({
      level: 'high',
      perPortion: { display: '15 g', percentRi: 17, high: true },
    });
  });

  test('10. whole milk (250 g glass, 1.03 g/ml): colours per 100 ml, so saturates 2.45 g/100 g is red', () => {
    const result = product(
      {
        protein: 3.3,
        total_fat: 3.6,
        saturated_fat: 2.45,
        total_carbohydrate: 4.7,
        total_sugars: 4.7,
        sodium: 40,
      },
      250,
      { form: 'liquid', densityGPerMl: 1.03 },
      4,
      'Whole milk',
    );
    // Per 100 ml = per 100 g × 1.03: fat 3.708 (D amber), saturates 2.5235 > 2.5 (D red), sugars 4.841
    // (D amber), salt 0.1 × 1.03 = 0.103 (D green). P: 250 g = 242.7 ml > 150 ml, but fat 9.0 ≤ 10.5,
    // sugars 11.75 ≤ 13.5, salt 0.25 ≤ 0.9 add nothing; saturates 6.125 > 3.0 is red already.
    expect(lights(result.frontOfPack)?.map((l) => [l[0], l[1], l[2]])).toEqual([
      ['Energy', null, '277 kJ / 66 kcal'], // (56.1 + 133.2 + 79.9) × 1.03 = 269.2 × 1.03 = 277.28 kJ; (13.2 + 32.4 + 18.8) × 1.03 = 66.33 kcal
      ['Fat', 'medium', '3.7 g'],
      ['Saturates', 'high', '2.5 g'], // declared 2.5 g, judged 2.5235 (uk.md §4: unrounded)
      ['Sugars', 'medium', '4.8 g'],
      ['Salt', 'low', '0.1 g'], // 0.103 → 0.01 g → 0.10
    ]);
    expect(result.allergens.detected).toEqual(['milk']);
  });

  test('11. salted crisps (25 g): salt exactly 1.5 g/100 g is amber, fat red', () => {
    const result = product(
      {
        protein: 6,
        total_fat: 34,
        saturated_fat: 3.1,
        total_carbohydrate: 53,
        total_sugars: 0.6,
        dietary_fiber: 4,
        sodium: 600,
      },
      25,
      {},
      6,
    );
    // §1: available 49; 17×6 + 37×34 + 17×49 + 8×4 = 2225 kJ; 24 + 306 + 196 + 8 = 534 kcal.
    // §4 F: 34 > 17.5 red; 3.1 amber; 0.6 green; salt 600 × 2.5 = 1.5 ≤ 1.5 amber.
    expect(lights(result.frontOfPack)).toEqual([
      ['Energy', null, '2225 kJ / 534 kcal', '556 kJ / 134 kcal', 7], // 556.25 kJ; 133.5 kcal → 134; 556.25/8400 = 6.6
      ['Fat', 'high', '34 g', '8.5 g', 12], // 8.5/70 = 12.1
      ['Saturates', 'medium', '3.1 g', '0.8 g', 4], // 0.775 → 0.8; /20 = 3.9
      ['Sugars', 'low', '0.6 g', '<0.5 g', 0], // 0.15 ≤ 0.5; /90 = 0.2
      ['Salt', 'medium', '1.5 g', '0.38 g', 6], // 0.375 → 0.38; /6 = 6.25
    ]);
  });

  test('12. strawberry jam (15 g): sugars red, the rest green', () => {
    const result = product(
      {
        total_carbohydrate: 60,
        total_sugars: 60,
        total_fat: 0.1,
        saturated_fat: 0.02,
        protein: 0.4,
        sodium: 12,
      },
      15,
      {},
      20,
    );
    // §4 F: 60 > 22.5 red; fat 0.1 ≤ 3 green; saturates 0.02 ≤ 1.5 green; salt 0.03 ≤ 0.3 green.
    expect(lights(result.frontOfPack)?.map((l) => [l[0], l[1], l[2]])).toEqual([
      ['Energy', null, '1031 kJ / 243 kcal'], // 6.8 + 3.7 + 1020 = 1030.5 kJ; 1.6 + 0.9 + 240 = 242.5 kcal; nearest 1, halves up
      ['Fat', 'low', '<0.5 g'],
      ['Saturates', 'low', '<0.1 g'],
      ['Sugars', 'high', '60 g'],
      ['Salt', 'low', '0.03 g'],
    ]);
  });
});

describe('UK traffic light at and around each threshold (foods per 100 g, drinks per 100 ml)', () => {
  const KEYS = ['total_fat', 'saturated_fat', 'total_sugars', 'salt'] as const;
  for (const form of ['solid', 'liquid'] as const) {
    for (const key of KEYS) {
      const c = UK_TRAFFIC_LIGHT[form].criteria[key];
      test(`${form} ${key}: ${c.low} green, ${c.low}+0.01 amber, ${c.high} amber, ${c.high}+0.01 red (uk.md §4 ${form === 'solid' ? 'F' : 'D'})`, () => {
        const level = (amount: number) => {
          // Salt comes from sodium (× 2.5 / 1000): sodium = salt × 400.
          const nutrients = key === 'salt' ? { sodium: amount * 400 } : { [key]: amount };
          const result = product(nutrients, 50, form === 'liquid' ? { form, densityGPerMl: 1 } : {}, 2);
          return result.frontOfPack?.items.find((i) => i.key === key)?.level;
        };
        expect([level(c.low), level(c.low + 0.01), level(c.high), level(c.high + 0.01)]).toEqual([
          'low',
          'medium',
          'medium',
          'high',
        ]);
      });
    }
  }
});
