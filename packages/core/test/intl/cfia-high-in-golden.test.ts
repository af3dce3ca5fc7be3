/**
 * Golden cases of Canada's "High in" symbol, nutrient content claims and serving sizes, decided as
 * the Food and Drug Regulations decide them: B.01.350(1)–(15) (read in the consolidated FDR,
 * SOR/2024-244), the Table of Reference Amounts (reference-amounts.ts, each row's source there),
 * Health Canada's front-of-package guide (CA-FOP, its Appendix 1 examples A–F and §4–5), the 2024
 * marketing authorization for cheese and yogurt and the interim policies of 2025-03-06.
 *
 * Every expected value was worked by hand; the arithmetic is in the comments. Amounts are taken on
 * max(serving, reference amount) (B.01.350(2)), rounded as on the Nutrition Facts table before the
 * % DV (CA-FOP §4.3): sat fat 0.5–5 g → 0.5 g, > 5 g → 1 g; sugars → 1 g; sodium 5–140 mg → 5 mg,
 * > 140 mg → 10 mg; calcium 50–250 mg → 25 mg. DVs: sat fat 20 g, sugars 100 g, sodium 2300 mg,
 * calcium 1300 mg.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { LabelResult, Recipe } from '../../src/index';
import { CFIA_REFERENCE_AMOUNTS, cfia, cfiaCategoryRow } from '../../src/regulations/cfia';
import { fda } from '../../src/regulations/fda';
import { raccFor } from '../../src/regulations/fda/racc';
import {
  CFIA_ONLY_CATEGORIES,
  FDA_CATEGORY_OF_CFIA,
  fdaCategoryKey,
} from '../../src/regulations/product-categories';
import { label, per100From } from './helpers';

type Canada = NonNullable<Recipe['canada']>;

/** A one-ingredient product: `perServing` amounts in a serving of `serving` g, `servings` servings a package. */
function product(
  perServing: Record<string, number>,
  serving: number,
  options: {
    category?: string;
    canada?: Canada;
    servings?: number;
    name?: string;
    canadaClass?: 'milk_ingredient' | 'dairy';
  } = {},
): LabelResult {
  return label(
    {
      name: options.name ?? 'Product',
      servingSizeGrams: serving,
      ...(options.category === undefined ? {} : { category: options.category }),
      ...(options.canada === undefined ? {} : { canada: options.canada }),
      ingredients: [
        {
          name: options.name ?? 'Product',
          weightGrams: serving * (options.servings ?? 4),
          nutrients: per100From(perServing, serving),
          ...(options.canadaClass === undefined ? {} : { canadaClass: options.canadaClass }),
        },
      ],
    },
    cfia,
  );
}

const bars = (r: LabelResult) => r.frontOfPack?.items.map((i) => i.key) ?? [];
const warned = (r: LabelResult, text: string) => r.warnings.some((w) => w.includes(text));

describe('golden: reference amount and product class (B.01.350(1)–(4))', () => {
  test('1. lasagna, 1 package 227 g, RA 300 g (item N.1, main dish): the symbol appears only because RA > serving (CA-FOP Example C)', () => {
    const per = { saturated_fat: 5, trans_fat: 0, total_sugars: 1, sodium: 580, total_fat: 8 };
    // Basis 300 g (B.01.350(2)): sat 5 × 300/227 = 6.61 → 7 g = 35 %; sodium 580 × 300/227 = 766.5 → 770 mg = 33.5 %;
    // sugars 1.32 → 1 g = 1 %. Main dish, RA ≥ 200 g → 30 % (column 4) → "High in Sat fat, Sodium".
    const r = product(per, 227, { category: 'ca_lasagna', servings: 1 });
    expect(bars(r)).toEqual(['saturated_fat', 'sodium']);
    expect(r.frontOfPack?.text).toBe('High in Sat fat, Sodium / Élevé en Gras sat., Sodium');
    // On the serving alone (the engine before this table: main dish, RA taken as the 227 g serving):
    // sat 5 g = 25 %, sodium 580 mg = 25.2 % < 30 % → no symbol.
    const alone = product(per, 227, { servings: 1, canada: { mainDish: true } });
    expect(bars(alone)).toEqual([]);
    expect(warned(alone, 'FDR B.01.350(2)')).toBe(true); // no category: the paragraph is named
  });

  test('2. raw lamb burger, 1 patty 142 g > RA 100 g (item L.7): amounts on the serving, 15 % (CA-FOP Example A)', () => {
    // RA 100 g > 30 g, not a main dish → 15 %. Basis 142 g: sat 10 g = 50 % (trans excluded); sodium 390 mg = 17.0 %.
    const r = product({ total_fat: 21, saturated_fat: 10, trans_fat: 1, total_sugars: 0, sodium: 390 }, 142, {
      category: 'ca_patties_raw',
    });
    expect(bars(r)).toEqual(['saturated_fat', 'sodium']);
  });

  test('3. soy sauce, 1 tbsp 15 mL, RA 15 mL (item R.5): RA ≤ 30 mL → 10 % (CA-FOP Example F)', () => {
    // sodium 1160 mg = 50.4 % ≥ 10 % → "High in Sodium".
    const r = product({ sodium: 1160, total_sugars: 1 }, 15, { category: 'ca_soy_sauce', servings: 60 });
    expect(bars(r)).toEqual(['sodium']);
  });

  test('4. beef jerky, serving 45 g, RA 30 g: class from the RA (10 %) although the serving is larger, at the threshold (CA-FOP §4.4)', () => {
    // Basis 45 g. sodium 229 mg → 230 mg = 10.0 % ≥ 10 % → bar; 224 mg → 220 mg = 9.57 % → none.
    expect(bars(product({ sodium: 229 }, 45, { category: 'ca_jerky' }))).toEqual(['sodium']);
    expect(bars(product({ sodium: 224 }, 45, { category: 'ca_jerky' }))).toEqual([]);
    // With the class taken from the 45 g serving (no category) the threshold would be 15 %: 230 mg is not high.
    expect(bars(product({ sodium: 229 }, 45))).toEqual([]);
  });

  test('5. "other" class at its threshold: patty 100 g = RA 100 g, sat fat 3 g = 15 % is high, 2.7 g (2.5 g = 12.5 %) is not', () => {
    expect(bars(product({ saturated_fat: 3, total_fat: 20 }, 100, { category: 'ca_patties_raw' }))).toEqual([
      'saturated_fat',
    ]);
    expect(bars(product({ saturated_fat: 2.7, total_fat: 20 }, 100, { category: 'ca_patties_raw' }))).toEqual(
      [],
    );
  });

  test('6. main dish at its threshold: lasagna 300 g = RA: sodium 690 mg = 30 % is high, 684 mg (680 mg = 29.6 %) is not; not a main dish → 15 %', () => {
    expect(bars(product({ sodium: 690 }, 300, { category: 'ca_lasagna' }))).toEqual(['sodium']);
    expect(bars(product({ sodium: 684 }, 300, { category: 'ca_lasagna' }))).toEqual([]);
    // A combination dish that is not a main dish (B.01.001: e.g. foods of one group only) → column 2, 15 %.
    expect(
      bars(product({ sodium: 684 }, 300, { category: 'ca_lasagna', canada: { mainDish: false } })),
    ).toEqual(['sodium']);
  });

  test('7. chocolate cake mix, 1/10 package 43 g, RA "to make 80 g prepared" (item A.6): serving basis and class (B.01.350(3)–(4), CA-FOP Example D)', () => {
    // The RA refers to the prepared food → per serving 43 g, class on 43 g > 30 g → 15 %.
    // sugars 18 g = 18 %, sodium 450 mg = 19.6 % → "High in Sugars, Sodium"; sat 1 g = 5 %.
    const r = product({ saturated_fat: 1, total_sugars: 18, sodium: 450 }, 43, {
      category: 'ca_cake_mix_medium',
      servings: 10,
    });
    expect(bars(r)).toEqual(['total_sugars', 'sodium']);
  });

  test('8. granola (item C.4, 1 cup 110 g): assessed on the 55 g RA, not the greater (interim policy 2025-03-06)', () => {
    // Sugars 16 g per 110 g → 8 g per 55 g = 8 % < 15 % → no symbol; on the 110 g serving it would be 16 %.
    const r = product({ total_sugars: 16, sodium: 100, saturated_fat: 2 }, 110, {
      category: 'ca_rte_cereal_dense',
    });
    expect(bars(r)).toEqual([]);
    expect(bars(product({ total_sugars: 16 }, 110))).toEqual(['total_sugars']);
  });
});

describe('golden: exemptions of B.01.350(5)–(15), just inside and just outside', () => {
  const SOY = { sodium: 1160 };

  test('9. display surface: < 15 cm² (5)(b); < 100 cm² (13)(h) unless a table is required; 100 cm² → symbol', () => {
    const at = (cm2: number, extra: Canada = {}) =>
      product(SOY, 15, { category: 'ca_soy_sauce', canada: { availableDisplaySurfaceCm2: cm2, ...extra } });
    const tiny = at(14.9);
    expect(bars(tiny)).toEqual([]);
    expect(warned(tiny, 'FDR B.01.350(5)(b)')).toBe(true);
    const small = at(15);
    expect(bars(small)).toEqual([]);
    expect(warned(small, 'FDR B.01.350(13)(h)')).toBe(true);
    expect(bars(at(15, { nftRequired: true }))).toEqual(['sodium']);
    expect(bars(at(14.9, { nftRequired: true }))).toEqual([]); // (5)(b) holds whatever the table
    expect(bars(at(100))).toEqual(['sodium']);
  });

  test('10. use: restaurant portion (5)(c) and manufacturing ingredient (5)(e) exempt; retail is not', () => {
    expect(
      bars(product(SOY, 15, { category: 'ca_soy_sauce', canada: { use: 'restaurant_portion' } })),
    ).toEqual([]);
    expect(
      bars(product(SOY, 15, { category: 'ca_soy_sauce', canada: { use: 'manufacturing_ingredient' } })),
    ).toEqual([]);
    expect(bars(product(SOY, 15, { category: 'ca_soy_sauce', canada: { use: 'retail' } }))).toEqual([
      'sodium',
    ]);
  });

  test('11. sold only where packaged, sticker label (13)(g): 199 cm² exempt, 200 cm² not', () => {
    const at = (cm2: number) =>
      product({ saturated_fat: 10 }, 142, {
        category: 'ca_patties_raw',
        canada: { nftExemption: 'store_packaged_sticker', availableDisplaySurfaceCm2: cm2 },
      });
    expect(bars(at(199))).toEqual([]);
    const outside = at(200);
    expect(bars(outside)).toEqual(['saturated_fat']);
    expect(warned(outside, 'FDR B.01.350(13)(g)')).toBe(true);
  });

  test('12. sweetening agent (5)(g): maple syrup never carries the symbol; a syrup used as an ingredient (U.15) does', () => {
    // Maple syrup 60 mL: sugars 53 g → far over any threshold, exempt. Syrup U.15, RA 30 mL ≤ 30 → 10 %: 26 g = 26 %.
    const maple = product({ total_sugars: 53 }, 60, { category: 'ca_sweetening_agents' });
    expect(bars(maple)).toEqual([]);
    expect(warned(maple, 'FDR B.01.350(5)(g)')).toBe(true);
    expect(bars(product({ total_sugars: 26 }, 30, { category: 'ca_syrups_ingredient' }))).toEqual([
      'total_sugars',
    ]);
  });

  test('13. fruit (6)(a): mango chunks exempt for sugars; with added syrup the sugars exemption is lost (CA-FOP §5.3.2.1)', () => {
    // RA 140 g ◐; mango 14 g sugars /100 g → 19.6 g = 19.6 % ≥ 15 %.
    const mango = (extra: { name: string; weightGrams: number; nutrients: Record<string, number> }[]) =>
      label(
        {
          name: 'Mango chunks',
          servingSizeGrams: 140,
          category: 'ca_fruit_fresh',
          ingredients: [
            {
              name: 'Mango',
              weightGrams: 560,
              nutrients: { total_sugars: 14 },
              canadaClass: 'fruit_vegetable',
            },
            ...extra,
          ],
        },
        cfia,
      );
    const inside = mango([]);
    expect(bars(inside)).toEqual([]);
    expect(warned(inside, 'FDR B.01.350(6)(a)')).toBe(true);
    // + 40 g syrup (60 g sugars /100 g = 24 g): 78.4 + 24 = 102.4 g in 600 g → 23.9 g per 140 g = 24 % → lost for sugars.
    const outside = mango([{ name: 'Sugar syrup', weightGrams: 40, nutrients: { total_sugars: 60 } }]);
    expect(bars(outside)).toEqual(['total_sugars']);
    expect(warned(outside, 'lost for total_sugars by "Sugar syrup"')).toBe(true);
  });

  test('14. canned artichoke hearts with salt: sodium exemption lost, assessed on total sodium (CFIA example, (6)(a), (7))', () => {
    // 4 servings of 85 g (RA 85 g ◐) in 340 g: artichokes 300 g × 80 mg/100 g = 240 mg; salt 4 g × 38 758 mg/100 g
    // = 1550.3 mg; total 1790.3 mg → 447.6 mg per 85 g → 450 mg = 19.6 % ≥ 15 % → "High in Sodium".
    const r = label(
      {
        name: 'Artichoke hearts',
        servingSizeGrams: 85,
        category: 'ca_vegetables',
        ingredients: [
          {
            name: 'Artichoke hearts',
            weightGrams: 300,
            nutrients: { sodium: 80 },
            canadaClass: 'fruit_vegetable',
          },
          { name: 'Water', weightGrams: 36, nutrients: {} },
          { name: 'Salt', weightGrams: 4, nutrients: { sodium: 38758 } },
        ],
      },
      cfia,
    );
    expect(bars(r)).toEqual(['sodium']);
    expect(warned(r, 'lost for sodium by "Salt"')).toBe(true);
  });

  test('15. coconut is not fruit (10): dried coconut loses the sat-fat exemption; fresh coconut is exempt (policy 2025-03-06)', () => {
    // 30 g serving of a 140 g-RA fruit row → basis 140 g; sat 57 g /100 g → 79.8 g = 399 % → high.
    const dried = label(
      {
        name: 'Dried coconut',
        servingSizeGrams: 30,
        category: 'ca_fruit_fresh',
        ingredients: [
          {
            name: 'Coconut, dried',
            weightGrams: 300,
            nutrients: { total_fat: 65, saturated_fat: 57 },
            canadaClass: 'fruit_vegetable',
          },
        ],
      },
      cfia,
    );
    expect(bars(dried)).toEqual(['saturated_fat']);
    expect(
      bars(product({ saturated_fat: 30, total_fat: 33 }, 100, { category: 'ca_coconut_fresh' })),
    ).toEqual([]);
  });

  test('16. peanut butter (6)(d): < 30 % of the fat saturated is exempt; 30 % is not', () => {
    // RA 15 g ◐ ≤ 30 → 10 %. Fat 8 g, sat 2 g (25 %) → 2 g = 10 % at the threshold, exempt by (6)(d).
    // Sat 2.4 g (30 %) → 2.5 g = 12.5 % and the exemption's condition fails → "High in Sat fat".
    const pb = (sat: number) =>
      label(
        {
          name: 'Peanut butter',
          servingSizeGrams: 15,
          category: 'ca_nut_butters',
          ingredients: [
            {
              name: 'Peanuts',
              weightGrams: 150,
              nutrients: per100From({ total_fat: 8, saturated_fat: sat }, 15),
              canadaClass: 'nut_seed',
            },
          ],
        },
        cfia,
      );
    expect(bars(pb(2))).toEqual([]);
    const outside = pb(2.4);
    expect(bars(outside)).toEqual(['saturated_fat']);
    expect(warned(outside, 'FDR B.01.350(6)(d): not met')).toBe(true);
  });

  test('17. cheddar, 30 g = RA 30 g: calcium 65 mg (75 mg = 5.8 %) keeps (9) and (11) by the 2024 marketing authorization; 60 mg (50 mg = 3.8 %) does not', () => {
    // Sat 6 g = 30 %, sodium 250 mg = 10.9 % ≥ 10 % (RA ≤ 30 g). Calcium (12)(a) needs 10 %; the 2024 authorization 5 %.
    // Its fat comes from milk (a milk ingredient, (9)(a)(i)); the sodium exemption (11) has no ingredient condition.
    const cheese = (calcium: number) =>
      product({ saturated_fat: 6, total_fat: 10, sodium: 250, calcium }, 30, {
        category: 'ca_cheese',
        canadaClass: 'milk_ingredient',
      });
    const inside = cheese(65);
    expect(bars(inside)).toEqual([]);
    expect(warned(inside, 'Marketing Authorization SOR/2024-89, s. 2(2)')).toBe(true);
    // Explained (api.md §14): both nutrients at or over 10 % and not shown, each with the paragraph exempting it.
    const explained = label(
      {
        name: 'Cheddar',
        servingSizeGrams: 30,
        category: 'ca_cheese',
        ingredients: [
          {
            name: 'Cheddar',
            weightGrams: 120,
            nutrients: per100From({ saturated_fat: 6, total_fat: 10, sodium: 250, calcium: 65 }, 30),
            canadaClass: 'milk_ingredient',
          },
        ],
      },
      cfia,
      { explain: true },
    ).frontOfPack?.explain;
    const sodium = explained?.tested.find((t) => t.key === 'sodium');
    expect(sodium).toMatchObject({
      high: false,
      exempt: {
        cite: expect.stringMatching(
          /^FDR B.01.350\(11\), \(12\); Marketing Authorization SOR\/2024-89, s\. 3\(2\)$/,
        ),
      },
    });
    expect(sodium!.amount).toBeGreaterThanOrEqual(explained!.threshold);
    expect(explained?.tested.find((t) => t.key === 'saturated_fat')).toMatchObject({
      high: false,
      exempt: {},
    });
    expect(bars(cheese(60))).toEqual(['saturated_fat', 'sodium']);
    // Calcium 200 mg = 15.4 % meets (12)(a) itself.
    expect(warned(cheese(200), 'FDR B.01.350(12)(a)')).toBe(true);
  });

  test('33. cheese sodium (11) by SOR/2024-89 s. 3(2): calcium 63 mg (→ 75 mg = 5.8 %) keeps it, 62 mg (→ 50 mg = 3.8 %) does not', () => {
    // Item D.1, 30 g = RA 30 g → 10 % (B.01.350(1) column 3). Sodium 250 mg = 10.9 % (high); sat fat 1 g = 5 % (not).
    // Calcium is declared to the nearest 25 mg from 50 mg (B.01.401 table, item 14): 62 → 50, 63 → 75; DV 1300 mg.
    // s. 3(2): "5% or more of the daily value for calcium per serving of stated size or per reference amount".
    const cheese = (calcium: number) =>
      product({ saturated_fat: 1, total_fat: 8, sodium: 250, calcium }, 30, {
        category: 'ca_cheese',
        canadaClass: 'milk_ingredient',
      });
    const inside = cheese(63);
    expect(bars(inside)).toEqual([]);
    expect(
      warned(
        inside,
        'Sodium at or over the "High in" threshold but exempt (FDR B.01.350(11), (12); Marketing Authorization SOR/2024-89, s. 3(2)',
      ),
    ).toBe(true);
    const outside = cheese(62);
    expect(bars(outside)).toEqual(['sodium']);
    expect(
      warned(
        outside,
        'calcium 3.8 % DV is under the condition of (12) and of the marketing authorization SOR/2024-89',
      ),
    ).toBe(true);
  });

  test('34. yogurt cup 100 g, RA 175 g ◐: calcium is taken on the RA (SOR/2024-89 s. 2(2), "whichever is greater"), keeping the sat-fat exemption', () => {
    // One 100 g cup (< 200 % of the RA: one serving, B.01.002A(1)(b)(ii)). Basis 175 g (B.01.350(2)), 15 % class.
    // Sat fat 2 g/100 g → 3.5 g = 17.5 % (high unless exempt). Calcium 40 mg/100 g → 70 mg on the RA → 75 mg = 5.8 %
    // ≥ 5 % (on the 100 g serving it would be 40 mg = 3.1 %). 35 mg/100 g → 61.25 → 50 mg = 3.8 % → the bar stays.
    const cup = (calcium: number) =>
      product({ saturated_fat: 2, total_fat: 3.3, total_sugars: 4, sodium: 50, calcium }, 100, {
        category: 'ca_yogurt',
        canadaClass: 'milk_ingredient',
        servings: 1,
      });
    const inside = cup(40);
    expect(bars(inside)).toEqual([]);
    expect(
      warned(
        inside,
        'Sat fat at or over the "High in" threshold but exempt (FDR B.01.350(9), (12); Marketing Authorization SOR/2024-89, s. 2(2)',
      ),
    ).toBe(true);
    expect(bars(cup(35))).toEqual(['saturated_fat']);
  });

  test('35. buttermilk (B.01.350(9), SOR/2024-89 s. 2(1) name it): the sat-fat exemption by the kind, its calcium at 5 %', () => {
    // Reference amount not read: the 250 g serving is the basis (B.01.350(2), warned), > 30 g → 15 %.
    // Sat fat 3.2 g → 3 g = 15 % (high unless exempt); sugars 12 g = 12 %. Calcium 70 mg → 75 mg = 5.8 % ≥ 5 %
    // (s. 2(2)); 62 mg → 50 mg = 3.8 % → the bar stays.
    const buttermilk = (calcium: number) =>
      product({ saturated_fat: 3.2, total_fat: 5, total_sugars: 12, sodium: 100, calcium }, 250, {
        category: 'ca_buttermilk',
        canadaClass: 'milk_ingredient',
      });
    const inside = buttermilk(70);
    expect(bars(inside)).toEqual([]);
    expect(warned(inside, 'Marketing Authorization SOR/2024-89, s. 2(2)')).toBe(true);
    expect(warned(inside, 'The reference amount of "ca_buttermilk" was not read')).toBe(true);
    expect(bars(buttermilk(62))).toEqual(['saturated_fat']);
  });

  test('18. yogurt (9)(b): sugars from added sugar lose the exemption; yogurt has no sodium exemption', () => {
    // RA 175 g ◐, serving 175 g, 15 %. Yogurt 160 g (4.7 g sugars /100 g = 7.5 g, Ca 120 mg/100 g = 192 mg) + sugar 15 g
    // (100 g /100 g) → 22.5 g sugars = 22.5 % → lost. Calcium 192 → 200 mg = 15.4 % meets (12)(b).
    const r = label(
      {
        name: 'Sweetened yogurt',
        servingSizeGrams: 175,
        category: 'ca_yogurt',
        ingredients: [
          {
            name: 'Yogurt',
            weightGrams: 640,
            nutrients: { total_sugars: 4.7, calcium: 120 },
            canadaClass: 'dairy',
          },
          { name: 'Sugar', weightGrams: 60, nutrients: { total_sugars: 100 } },
        ],
      },
      cfia,
    );
    expect(bars(r)).toEqual(['total_sugars']);
  });

  test('19. raw ground beef (13.01): exempt; loses it when a B.01.401(3) trigger makes the table required', () => {
    // Serving 100 g, sat 8.5 g → 9 g = 45 %.
    const beef = (extra: Canada) =>
      product({ saturated_fat: 8.5, total_fat: 20 }, 100, {
        category: 'ca_patties_raw',
        canada: { nftExemption: 'raw_meat_ground', ...extra },
      });
    expect(bars(beef({}))).toEqual([]);
    expect(bars(beef({ nftRequired: true }))).toEqual(['saturated_fat']);
  });

  test('20. meal replacement (15)(e): the symbol must not appear, whatever the amounts', () => {
    const r = product({ total_sugars: 30, sodium: 700 }, 250, { canada: { solelyFor: 'meal_replacement' } });
    expect(bars(r)).toEqual([]);
    expect(warned(r, 'No front-of-package nutrition symbol may appear (FDR B.01.350(15)(e)')).toBe(true);
  });
});

describe('golden: claims per reference amount and per serving (B.01.503(1))', () => {
  test('21. crackers, 20 g = RA 20 g ◐: sodium 130 mg is low per serving and RA but 325 mg per 50 g → no "low in sodium" (spec §1.9)', () => {
    const per = { sodium: 130, total_fat: 3.5 };
    const withRa = product(per, 20, { category: 'ca_crackers', servings: 10 });
    expect(withRa.claims.map((c) => c.id)).not.toContain('low_in_sodium');
    // Without a category only the serving is tested (and the caller is told so).
    const servingOnly = product(per, 20, { servings: 10 });
    expect(servingOnly.claims.map((c) => c.id)).toContain('low_in_sodium');
  });

  test('22. a claim decided per reference amount: 2.5 g fat per 227 g is 3.3 g per the 300 g RA → not "low in fat"', () => {
    const per = { total_fat: 2.5, saturated_fat: 0.5, sodium: 300 };
    expect(product(per, 227, { category: 'ca_lasagna', servings: 1 }).claims.map((c) => c.id)).not.toContain(
      'low_in_fat',
    );
    expect(product(per, 227, { servings: 1 }).claims.map((c) => c.id)).toContain('low_in_fat');
    // 2 g per 227 g = 2.64 g per 300 g → held on both, reported on the reference-amount basis.
    const low = product({ ...per, total_fat: 2 }, 227, { category: 'ca_lasagna', servings: 1 });
    expect(low.claims.find((c) => c.id === 'low_in_fat')?.basis).toBe('racc');
    // Explained (api.md §14) at both scopes it was decided on: 2 g per serving, 2.64 g per 300 g.
    const explained = label(
      {
        name: 'Lasagna',
        servingSizeGrams: 227,
        category: 'ca_lasagna',
        ingredients: [
          { name: 'Lasagna', weightGrams: 227, nutrients: per100From({ ...per, total_fat: 2 }, 227) },
        ],
      },
      cfia,
      { explain: true },
    ).claims.find((c) => c.id === 'low_in_fat')?.explain;
    const fat = explained?.conditions.filter(
      (c) => c.measure.startsWith('total_fat') || /fat/i.test(c.measure),
    );
    expect(
      fat?.map((c) => [c.measure.replace(/^.* (per .*)$/, '$1'), Math.round(c.amount * 100) / 100]),
    ).toEqual(
      expect.arrayContaining([
        ['per serving', 2],
        ['per reference amount (300 g)', 2.64],
      ]),
    );
  });
});

describe('golden: serving sizes against the Table (B.01.002A)', () => {
  test('23. a 227 g lasagna package (< 200 % of the 300 g RA) is one serving: a 113.5 g serving is refused', () => {
    const r = product({ sodium: 300 }, 113.5, { category: 'ca_lasagna', servings: 2 });
    expect(warned(r, 'FDR B.01.002A(1)(b)(ii)')).toBe(true);
    expect(warned(product({ sodium: 300 }, 227, { category: 'ca_lasagna', servings: 1 }), 'B.01.002A')).toBe(
      false,
    );
  });

  test('24. patties of 40 g against a 100 g RA: the serving is checked against column 3A', () => {
    expect(
      warned(
        product({ sodium: 100 }, 40, { category: 'ca_patties_raw', servings: 10 }),
        'FDR B.01.002A(1)(c)',
      ),
    ).toBe(true);
    expect(
      warned(product({ sodium: 100 }, 113, { category: 'ca_patties_raw', servings: 4 }), 'B.01.002A'),
    ).toBe(false);
  });

  test('25. one key for both markets: the FDA key "yogurt" finds the Canadian row (RA 175 g)', () => {
    // 100 g serving, sugars 9 g → on 175 g: 15.75 → 16 g = 16 % ≥ 15 % (only because of the RA).
    const r = label(
      {
        name: 'Yogurt',
        servingSizeGrams: 100,
        category: 'yogurt',
        ingredients: [{ name: 'Yogurt', weightGrams: 500, nutrients: { total_sugars: 9, calcium: 20 } }],
      },
      cfia,
    );
    expect(bars(r)).toEqual(['total_sugars']);
  });
});

describe('one category key for both markets (api.md §3)', () => {
  test('a Canadian key reads the FDA RACC row of the same food; an FDA key the Canadian row', () => {
    expect(fdaCategoryKey('ca_yogurt')).toBe('yogurt');
    expect(fdaCategoryKey('ca_lasagna')).toBe('mixed_dishes_cup');
    expect(fdaCategoryKey('cookies')).toBe('cookies');
    for (const fda of Object.values(FDA_CATEGORY_OF_CFIA)) expect(raccFor(fda!)).toBeDefined();
    expect(cfiaCategoryRow('yogurt')?.key).toBe('ca_yogurt');
    // Soft drinks have a Canadian key but no amount read (a mL row): the FDA key finds it, the engine warns,
    // serving used.
    expect(cfiaCategoryRow('beverages_carbonated')?.key).toBe('ca_soft_drinks');
    const soda = product({ sodium: 100 }, 355, { category: 'beverages_carbonated' });
    expect(warned(soda, 'The reference amount of "ca_soft_drinks" was not read')).toBe(true);
    expect(warned(soda, 'FDR B.01.350(2)')).toBe(true);
    // Cookies: the FDA key finds the Canadian row, now with an amount read in secondary material (30 g ◐).
    expect(cfiaCategoryRow('cookies')?.row.grams).toBe(30);
    const cookies = product({ sodium: 100 }, 30, { category: 'cookies' });
    expect(
      warned(cookies, 'The reference amount of "ca_cookies" (30 g) was read from secondary material'),
    ).toBe(true);
  });

  test('no ca_ key gets the FDA unknown-category warning; one with no RACC row gets one precise note', () => {
    const fdaLabel = (category: string) =>
      label(
        {
          name: 'Food',
          servingSizeGrams: 50,
          category,
          ingredients: [{ name: 'Food', weightGrams: 200, nutrients: { total_fat: 1, sodium: 100 } }],
        },
        fda,
      );
    for (const key of Object.keys(CFIA_REFERENCE_AMOUNTS)) {
      const r = fdaLabel(key);
      expect(
        r.warnings.filter((w) => w.startsWith('Unknown RACC category')),
        key,
      ).toEqual([]);
      const notes = r.warnings.filter((w) =>
        w.includes("Canada's Table of Reference Amounts with no RACC row"),
      );
      expect(notes.length, key).toBe(CFIA_ONLY_CATEGORIES.has(key as never) ? 1 : 0);
    }
    // A ca_ key with a counterpart reads its RACC: ca_cookies → cookies (30 g, 21 CFR 101.12(b) Table 2).
    expect(fdaCategoryKey('ca_cookies')).toBe('cookies');
    // 15 g serving, 60 mg sodium: on the serving "low sodium" holds (60 ≤ 140); on the 30 g RACC 120 mg holds, but
    // the RACC is ≤ 30 g so 50 g counts too (21 CFR 101.61(b)(4)(i)(B)): 200 mg > 140 → not held with ca_cookies.
    const cookie = (category?: string) =>
      label(
        {
          name: 'Cookie',
          servingSizeGrams: 15,
          ...(category === undefined ? {} : { category }),
          ingredients: [{ name: 'Cookie', weightGrams: 300, nutrients: { sodium: 400, total_fat: 20 } }],
        },
        fda,
      ).claims.map((c) => c.id);
    expect(cookie()).toContain('low_sodium');
    expect(cookie('ca_cookies')).not.toContain('low_sodium');
    expect(cookie('ca_cookies')).toEqual(cookie('cookies'));
    expect(fdaCategoryKey('ca_muffins')).toBe('bagels_muffins');
    expect(fdaCategoryKey('ca_deli_meats')).toBeUndefined(); // USDA (9 CFR 317.312), not an FDA RACC
    expect(fdaCategoryKey('not_a_key')).toBe('not_a_key'); // still FDA's own unknown-category warning
  });
});

describe('golden: rows of the Table quoted by the CFIA (nutrient content claim examples)', () => {
  test('26. "Low in Fat" muffins (item A.9, RA 110 g): 3 g fat per 75 g serving is 4.4 g per RA → refused (CFIA example)', () => {
    // CFIA: (3 g ÷ 75 g) = (x ÷ 110 g) → x = 4.4 g > 3 g: met per serving, not per reference amount.
    const per = { total_fat: 3, saturated_fat: 0.5, sodium: 150 };
    const r = product(per, 75, { category: 'ca_muffins', servings: 6 });
    expect(r.claims.map((c) => c.id)).not.toContain('low_in_fat');
    expect(product(per, 75, { servings: 6 }).claims.map((c) => c.id)).toContain('low_in_fat'); // serving only
    // 2 g per 75 g = 2.93 g per 110 g ≤ 3 g → held on both, on the reference-amount basis.
    const low = product({ ...per, total_fat: 2 }, 75, { category: 'ca_muffins', servings: 6 });
    expect(low.claims.find((c) => c.id === 'low_in_fat')?.basis).toBe('racc');
    // 75 g is 68 % of the 110 g RA and a 450 g package is 409 % of it: no serving-size warning.
    expect(warned(r, 'B.01.002A')).toBe(false);
  });

  test('27. "95 % fat-free" uncooked pork sausage (item L.5, RA 75 g = serving): 3.75 g fat > 3 g → not "low in fat" (CFIA example)', () => {
    // 0.05 × 75 g = 3.75 g per serving and per reference amount: "% fat-free" needs "low in fat" first.
    const r = product({ total_fat: 3.75, saturated_fat: 1.3, sodium: 400 }, 75, {
      category: 'ca_sausage_uncooked',
    });
    expect(r.claims.map((c) => c.id)).not.toContain('low_in_fat');
    // 3 g per 75 g is at the limit (3 g or less) → held.
    const atLimit = product({ total_fat: 3, saturated_fat: 1, sodium: 400 }, 75, {
      category: 'ca_sausage_uncooked',
    });
    expect(atLimit.claims.map((c) => c.id)).toContain('low_in_fat');
    expect(CFIA_REFERENCE_AMOUNTS.ca_sausage_uncooked.item).toBe('L.5');
  });

  test('28. muffin with RA 110 g > serving 75 g: the symbol is decided on the RA (B.01.350(2)), 15 % class', () => {
    // Sugars 10 g per 75 g → on 110 g: 14.67 → 15 g = 15 % ≥ 15 % → "High in Sugars" only because of the RA;
    // on the 75 g serving alone: 10 g = 10 % → no symbol. RA 110 g > 30 g, not a main dish → 15 % (column 3).
    const per = { total_sugars: 10, saturated_fat: 1, sodium: 200 };
    expect(bars(product(per, 75, { category: 'ca_muffins', servings: 6 }))).toEqual(['total_sugars']);
    expect(bars(product(per, 75, { servings: 6 }))).toEqual([]);
    // 9.5 g per 75 g → 13.93 → 14 g = 14 % < 15 % → none.
    expect(bars(product({ ...per, total_sugars: 9.5 }, 75, { category: 'ca_muffins', servings: 6 }))).toEqual(
      [],
    );
  });
});

describe('golden: (6)(g) combinations, (13.1)–(13.2) supplemented foods (FDR text, SOR/2024-244)', () => {
  /** A trail mix: 250 g of each ingredient (per 100 g nutrients), 50 g servings, no category. */
  const mix = (ingredients: Recipe['ingredients']) =>
    label({ name: 'Mix', servingSizeGrams: 50, ingredients }, cfia);
  const almonds = {
    name: 'Almonds',
    weightGrams: 250,
    canadaClass: 'nut_seed' as const,
    nutrients: { total_fat: 50, saturated_fat: 3.8, total_sugars: 4.4, sodium: 1 },
  };
  const raisins = {
    name: 'Raisins',
    weightGrams: 250,
    canadaClass: 'fruit_vegetable' as const,
    nutrients: { total_fat: 0.5, saturated_fat: 0.06, total_sugars: 59, sodium: 11 },
  };

  test('29. trail mix of unsalted nuts and unsweetened dried fruit is exempt for sugars (6)(g); sugar added loses it; coconut is not fruit', () => {
    // Sugars per 50 g = (250 × 4.4 % + 250 × 59 %) / 500 × 50 = 15.85 → 16 g = 16 % ≥ 15 % (RA not known: serving,
    // > 30 g → column 2). Almonds 3.8/50 = 7.6 % of fat saturated < 30 % → a (6)(d) food; raisins (6)(a).
    const plain = mix([almonds, raisins]);
    expect(bars(plain)).toEqual([]);
    expect(warned(plain, 'Sugars at or over the "High in" threshold but exempt (FDR B.01.350(6)(g)')).toBe(
      true,
    );
    // + 20 g sugar (no class, not an ingredient of (8)): (11 + 147.5 + 20) / 520 × 50 = 17.16 → 17 g = 17 % → symbol.
    const sugared = mix([
      almonds,
      raisins,
      { name: 'Sugar', weightGrams: 20, nutrients: { total_sugars: 100 } },
    ]);
    expect(bars(sugared)).toEqual(['total_sugars']);
    expect(warned(sugared, 'FDR B.01.350(6)(g): lost for total_sugars by "Sugar"')).toBe(true);
    // Dried coconut is not fruit (10): no combination of (6) foods. Sat fat (9.5 + 142.5) / 10 = 15.2 → 15 g = 75 %.
    const coconut = mix([
      almonds,
      {
        name: 'Dried coconut',
        weightGrams: 250,
        canadaClass: 'fruit_vegetable',
        nutrients: { total_fat: 65, saturated_fat: 57, total_sugars: 7, sodium: 37 },
      },
    ]);
    expect(bars(coconut)).toContain('saturated_fat');
    expect(warned(coconut, '(6)(g)')).toBe(false);
  });

  test('30. supplemented food < 100 cm²: (13.2) with a caution identifier; (13.1) without a representation; neither with one', () => {
    // 250 mL drink, sugars 25 g = 25 % ≥ 15 % (serving basis, no category).
    const drink = (canada: Canada) => product({ total_sugars: 25, sodium: 50 }, 250, { servings: 1, canada });
    const base = { supplementedFood: true, availableDisplaySurfaceCm2: 90 } as const;
    const withId = drink({ ...base, supplementedFoodRepresentation: true, cautionIdentifier: true });
    expect(bars(withId)).toEqual([]);
    expect(warned(withId, 'Exempt from the front-of-package nutrition symbol (FDR B.01.350(13.2)')).toBe(
      true,
    );
    const noRepresentation = drink({ ...base, supplementedFoodRepresentation: false });
    expect(bars(noRepresentation)).toEqual([]);
    expect(
      warned(noRepresentation, 'Exempt from the front-of-package nutrition symbol (FDR B.01.350(13.1)'),
    ).toBe(true);
    expect(warned(noRepresentation, 'assumed no representation')).toBe(false);
    // Not said: (13.1) assumed, and the caller is told what would change it.
    expect(warned(drink(base), 'assumed no representation of B.29.018(2)(b)')).toBe(true);
    // A representation of B.29.018(2)(b) and no caution identifier: neither paragraph, nor (13)(h) → symbol.
    const claimed = drink({ ...base, supplementedFoodRepresentation: true });
    expect(bars(claimed)).toEqual(['total_sugars']);
    expect(warned(claimed, 'needs a supplemented food caution identifier (13.2)')).toBe(true);
    // 100 cm² is not under 100 cm²: no exemption whatever the flags.
    expect(bars(drink({ ...base, availableDisplaySurfaceCm2: 100, cautionIdentifier: true }))).toEqual([
      'total_sugars',
    ]);
  });
});

describe('golden: (5)(f) reaches cream, (6)(b) does not', () => {
  test('32. cream (35 % fat) in a refillable glass container is exempt (5)(f); in a carton it is judged, no (6)(b)', () => {
    // 15 mL serving (RA not read: serving basis, ≤ 30 → 10 %): sat fat 3.5 g → 3.5 g = 17.5 % ≥ 10 %.
    const cream = (canada?: Canada) =>
      product({ total_fat: 5.3, saturated_fat: 3.5, total_sugars: 0.4, sodium: 5 }, 15, {
        category: 'ca_cream',
        servings: 20,
        ...(canada === undefined ? {} : { canada }),
      });
    const glass = cream({ refillableGlass: true });
    expect(bars(glass)).toEqual([]);
    expect(warned(glass, 'FDR B.01.350(5)(f)')).toBe(true);
    const carton = cream();
    expect(bars(carton)).toEqual(['saturated_fat']);
    expect(warned(carton, '(6)(b)')).toBe(false);
  });
});

describe('golden: column 3A where the CFIA quotes it (B.01.002A(1)(c))', () => {
  test('31. cheese, item D.1: a multiple-serving package declares the 30 g reference amount (to the nearest 1 g)', () => {
    const cheese = (serving: number, servings: number) =>
      product({ saturated_fat: 6, sodium: 190, calcium: 220 }, serving, { category: 'ca_cheese', servings });
    // 30 g, and 29.5 g and 30.4 g which are declared as 30 g (B.01.401 table item 1: nearest 1 g ≥ 10 g).
    for (const g of [30, 29.5, 30.4]) expect(warned(cheese(g, 10), 'B.01.002A(1)(c)'), String(g)).toBe(false);
    // 29.4 g (declared 29 g) and 30.5 g (declared 31 g) are not the reference amount.
    for (const g of [29.4, 30.5])
      expect(warned(cheese(g, 10), 'B.01.002A(1)(c); Table'), String(g)).toBe(true);
    // 45 g in a 450 g pack: the old half-to-twice screen let it pass; column 3A does not.
    expect(warned(cheese(45, 10), 'must be declared as the reference amount (30 g)')).toBe(true);
    // A 59 g package (< 200 % of 30 g) is one serving, (1)(b)(ii); at 60 g (= 200 %) column 3A applies.
    expect(warned(cheese(29.5, 2), 'FDR B.01.002A(1)(b)(ii)')).toBe(true);
    expect(warned(cheese(30, 2), 'B.01.002A')).toBe(false);
  });
});

describe("golden: rows of the 2016 Table read in Health Canada's HEFI-2019 food classification (◐)", () => {
  test('36. bagel, 1 bagel 70 g, RA 85 g ◐: "High in Sodium" only because the RA is larger than the serving', () => {
    // Basis 85 g (B.01.350(2)): sodium 300 × 85/70 = 364.3 → 360 mg = 15.65 % ≥ 15 % (RA 85 g > 30 g → column 3).
    const per = { sodium: 300, total_sugars: 6, saturated_fat: 0.3 };
    const r = product(per, 70, { category: 'ca_bagels', servings: 6 });
    expect(bars(r)).toEqual(['sodium']);
    // On the 70 g serving alone: 300 mg = 13.0 % < 15 % → no symbol.
    expect(bars(product(per, 70, { servings: 6 }))).toEqual([]);
    // 290 mg → 352.1 → 350 mg = 15.2 % is still high; 280 mg → 340 mg = 14.8 % is not.
    expect(bars(product({ ...per, sodium: 290 }, 70, { category: 'ca_bagels', servings: 6 }))).toEqual([
      'sodium',
    ]);
    expect(bars(product({ ...per, sodium: 280 }, 70, { category: 'ca_bagels', servings: 6 }))).toEqual([]);
    expect(warned(r, 'The reference amount of "ca_bagels" (85 g) was read from secondary material')).toBe(
      true,
    );
  });

  test('37. cookie, 1 cookie 15 g, RA 30 g ◐: the symbol on the 30 g RA, 10 % class', () => {
    // Basis 30 g: sodium 130 × 2 = 260 mg = 11.3 % ≥ 10 % (RA ≤ 30 g → column 2) → "High in Sodium";
    // sat fat 1 g = 5 %, sugars 8 g = 8 %.
    const per = { sodium: 130, total_sugars: 4, saturated_fat: 0.5 };
    expect(bars(product(per, 15, { category: 'ca_cookies', servings: 20 }))).toEqual(['sodium']);
    // Serving alone: sodium 130 mg = 5.65 % < 10 % → none.
    expect(bars(product(per, 15, { servings: 20 }))).toEqual([]);
    // Sat fat 1 g per 15 g → 2 g per 30 g = 10 % ≥ 10 % → high; sodium 100 mg → 200 mg = 8.7 % → not.
    expect(
      bars(product({ ...per, sodium: 100, saturated_fat: 1 }, 15, { category: 'ca_cookies', servings: 20 })),
    ).toEqual(['saturated_fat']);
  });

  test('38. chips, 28 g serving, RA 50 g ◐: the class is 15 % (from the RA), the amounts on 50 g', () => {
    // Basis 50 g: sodium 200 × 50/28 = 357.1 → 360 mg = 15.65 % ≥ 15 % → "High in Sodium".
    const per = { sodium: 200, saturated_fat: 1, total_sugars: 0 };
    expect(bars(product(per, 28, { category: 'ca_snacks', servings: 8 }))).toEqual(['sodium']);
    // Serving alone (class from 28 g ≤ 30 g → 10 %): 200 mg = 8.7 % < 10 % → none.
    expect(bars(product(per, 28, { servings: 8 }))).toEqual([]);
  });

  test('39. a claim decided per reference amount: bagel with 2.8 g fat per 70 g is 3.4 g per the 85 g RA → not "low in fat"', () => {
    // Item 12 (≤ 3 g per RA and per serving of stated size): 2.8 ≤ 3 per serving; 2.8 × 85/70 = 3.4 > 3 per RA.
    const per = { total_fat: 2.8, saturated_fat: 0.5, sodium: 250 };
    expect(product(per, 70, { category: 'ca_bagels', servings: 6 }).claims.map((c) => c.id)).not.toContain(
      'low_in_fat',
    );
    expect(product(per, 70, { servings: 6 }).claims.map((c) => c.id)).toContain('low_in_fat'); // serving only
    // 2.4 g per 70 g = 2.91 g per 85 g ≤ 3 g → held, on the reference-amount basis.
    const low = product({ ...per, total_fat: 2.4 }, 70, { category: 'ca_bagels', servings: 6 });
    expect(low.claims.find((c) => c.id === 'low_in_fat')?.basis).toBe('racc');
  });

  test('40. serving sizes against the new rows: chips 20 g is < 50 % of the 50 g RA and flagged; 28 g is not', () => {
    const chips = (serving: number) =>
      product({ sodium: 100 }, serving, { category: 'ca_snacks', servings: 10 });
    expect(warned(chips(20), 'FDR B.01.002A(1)(c)')).toBe(true);
    expect(warned(chips(28), 'B.01.002A')).toBe(false);
    // A 60 g bag of chips is < 200 % of the 50 g RA: one serving, the whole bag (B.01.002A(1)(b)(ii)).
    expect(
      warned(product({ sodium: 100 }, 30, { category: 'ca_snacks', servings: 2 }), 'FDR B.01.002A(1)(b)(ii)'),
    ).toBe(true);
  });

  test('41. salted almonds, 28 g serving, RA 50 g ◐ (nuts): (6)(d) lost for sodium by the salt, sodium on 50 g', () => {
    // 500 g almonds (sodium 1 mg/100 g, sat 3.8 g/100 g: 7.6 % of the fat, a (6)(d) food) + 10 g salt
    // (sodium 38 000 mg/100 g): sodium (5 + 3800) / 510 g = 746.1 mg/100 g → on 50 g: 373.0 → 370 mg = 16.1 %
    // ≥ 15 % (RA 50 g > 30 g → column 3) → "High in Sodium"; sat fat 1.86 → 2 g = 10 % (and exempt).
    const almonds = (category?: string) =>
      label(
        {
          name: 'Salted almonds',
          servingSizeGrams: 28,
          ...(category === undefined ? {} : { category }),
          ingredients: [
            {
              name: 'Almonds',
              weightGrams: 500,
              canadaClass: 'nut_seed',
              nutrients: { total_fat: 50, saturated_fat: 3.8, total_sugars: 4.4, sodium: 1 },
            },
            { name: 'Salt', weightGrams: 10, nutrients: { sodium: 38000 } },
          ],
        },
        cfia,
      );
    const salted = almonds('ca_nuts');
    expect(bars(salted)).toEqual(['sodium']);
    expect(warned(salted, 'FDR B.01.350(6)(d): lost for sodium by "Salt"')).toBe(true);
    expect(warned(salted, 'threshold 15 % DV per 50 g')).toBe(true);
    // On the 28 g serving (no category, class from 28 g ≤ 30 g → 10 %): 208.9 → 210 mg = 9.1 % → none.
    expect(bars(almonds())).toEqual([]);
    // The FDA key of nuts and seeds finds no Canadian amount (nuts 50 g, seeds 30 g): serving basis, warned.
    expect(cfiaCategoryRow('nuts_seeds')?.key).toBe('ca_nuts_seeds');
    expect(warned(almonds('nuts_seeds'), 'The reference amount of "ca_nuts_seeds" was not read')).toBe(true);
    expect(fdaCategoryKey('ca_nuts')).toBe('nuts_seeds');
    expect(cfiaCategoryRow('fish_raw')?.row.grams).toBe(125);
    expect(cfiaCategoryRow('fish_cooked')?.row.grams).toBe(100);
    expect(fdaCategoryKey('ca_meat_raw')).toBeUndefined(); // USDA-regulated in the US, no FDA RACC
  });
});

/** A liquid of one ingredient: `perServing` amounts in `servingMl` mL at `density` g/mL. */
function liquid(
  perServing: Record<string, number>,
  servingMl: number,
  density: number,
  options: { category?: string; servings?: number; canada?: Canada } = {},
): LabelResult {
  const grams = servingMl * density;
  return label(
    {
      name: 'Liquid',
      servingSizeGrams: grams,
      form: 'liquid',
      densityGPerMl: density,
      ...(options.category === undefined ? {} : { category: options.category }),
      ...(options.canada === undefined ? {} : { canada: options.canada }),
      ingredients: [
        {
          name: 'Liquid',
          weightGrams: grams * (options.servings ?? 1),
          nutrients: per100From(perServing, grams),
        },
      ],
    },
    cfia,
  );
}

describe('golden: rows in mL and combination dishes (◐, fifth pass: the 2015 list in mL agreeing with the HEFI-2019 file)', () => {
  test('42. juice box 200 mL, RA 250 mL ◐: "High in Sugars" only because the RA is larger than the serving', () => {
    // Density 1.04: serving 200 mL = 208 g, RA 250 mL = 260 g (referenceAmountGrams at the recipe's density).
    // One box (208 g < 200 % of the RA) is one serving (B.01.002A(1)(b)). Basis 260 g (B.01.350(2)):
    // sugars 12 × 260/208 = 15 g = 15 % ≥ 15 % (RA 250 mL > 30 mL → column 3) → "High in Sugars".
    const juice = (sugars: number, category?: string) =>
      liquid({ total_sugars: sugars, sodium: 10 }, 200, 1.04, category === undefined ? {} : { category });
    expect(bars(juice(12, 'ca_juices'))).toEqual(['total_sugars']);
    expect(warned(juice(12, 'ca_juices'), 'threshold 15 % DV per 260 g')).toBe(true);
    // On the 208 g serving alone: 12 g = 12 % < 15 % → none.
    expect(bars(juice(12))).toEqual([]);
    // Just outside: 11 g → 13.75 → 14 g = 14 % < 15 % → none, on the RA too.
    expect(bars(juice(11, 'ca_juices'))).toEqual([]);
    // The FDA key of juices finds the same Canadian row (250 mL, not the RACC's 240 mL).
    expect(bars(juice(12, 'juices'))).toEqual(['total_sugars']);
    expect(cfiaCategoryRow('juices')?.row.ml).toBe(250);
    expect(raccFor('juices')?.ml).toBe(240);
  });

  test('43. salad dressing, 2 tbsp 30 mL, RA 30 mL ◐: the ≤ 30 mL class (10 %) at its threshold, decided on the mL, not the grams', () => {
    // Density 1.1: 30 mL = 33 g. The RA is 30 mL ≤ 30 mL → column 2, 10 % (B.01.350(1) table), although
    // its mass (33 g) is over 30 g. Basis 33 g: sodium 230 mg = 10.0 % ≥ 10 % → "High in Sodium".
    expect(bars(liquid({ sodium: 230 }, 30, 1.1, { category: 'ca_dressings', servings: 16 }))).toEqual([
      'sodium',
    ]);
    // Just outside: 224 mg → 220 mg = 9.57 % < 10 % → none.
    expect(bars(liquid({ sodium: 224 }, 30, 1.1, { category: 'ca_dressings', servings: 16 }))).toEqual([]);
    // No category: the class is taken from the 33 g serving (> 30 g) → 15 %: 230 mg is not high.
    expect(bars(liquid({ sodium: 230 }, 30, 1.1, { servings: 16 }))).toEqual([]);
    // Gravy, RA 60 mL ◐ (> 30 mL → 15 %): 300 mg per 60 mL = 13.0 % → none (it would be high in the 10 %
    // class); 345 mg declares 350 mg (> 140 mg: nearest 10 mg) = 15.2 % → high.
    expect(bars(liquid({ sodium: 300 }, 60, 1.05, { category: 'ca_sauces_minor', servings: 5 }))).toEqual([]);
    expect(bars(liquid({ sodium: 345 }, 60, 1.05, { category: 'ca_sauces_minor', servings: 5 }))).toEqual([
      'sodium',
    ]);
  });

  test('44. "low in fat" for a 30 mL dressing: ≤ 3 g per RA and serving, and per 50 g because the RA is ≤ 30 mL', () => {
    // Item 12 (CFIA quote, §1.4): 3 g or less per RA and serving of stated size and, if the RA is 30 g or
    // 30 mL or less, per 50 g. Density 1: 30 mL = 30 g. Fat 1.5 g per 30 g → 2.5 g per 50 g ≤ 3 → held.
    const dressing = (fat: number) =>
      liquid({ total_fat: fat, saturated_fat: 0.2, sodium: 100 }, 30, 1, {
        category: 'ca_dressings',
        servings: 16,
      });
    expect(dressing(1.5).claims.map((c) => c.id)).toContain('low_in_fat');
    // Fat 2 g per 30 g: ≤ 3 g per RA and serving, but 3.33 g per 50 g > 3 → refused.
    expect(dressing(2).claims.map((c) => c.id)).not.toContain('low_in_fat');
    // Without a category the per-50 g rule is not known to apply: held on the serving.
    expect(
      liquid({ total_fat: 2, saturated_fat: 0.2, sodium: 100 }, 30, 1, { servings: 16 }).claims.map(
        (c) => c.id,
      ),
    ).toContain('low_in_fat');
  });

  test('45. pizza, 1/4 pizza 150 g, RA 200 g ◐ (combination dish, a main dish): 30 % on the 200 g RA', () => {
    // A main dish (B.01.001) whose RA is ≥ 200 g → column 4, 30 %. Basis 200 g (B.01.350(2)):
    // sodium 560 × 200/150 = 746.7 → 750 mg = 32.6 % ≥ 30 % → "High in Sodium";
    // sat fat 4 × 200/150 = 5.33 → 5 g (> 5 g rounds to 1 g) = 25 % < 30 %; sugars 4 g = 4 %.
    const per = { sodium: 560, saturated_fat: 4, total_fat: 12, total_sugars: 3 };
    const pizza = product(per, 150, { category: 'ca_pizza' });
    expect(bars(pizza)).toEqual(['sodium']);
    expect(pizza.frontOfPack?.text).toBe('High in Sodium / Élevé en Sodium');
    // On the 150 g serving alone (no category) the product is not a main dish for the table (its RA,
    // taken as the 150 g serving, is < 200 g) → column 3, 15 %: sat fat 4 g = 20 %, sodium 24.3 % → both.
    // The 200 g RA moves it to the 30 % class: the sat-fat bar goes, the sodium bar stays.
    expect(bars(product(per, 150, { canada: { mainDish: true } }))).toEqual(['saturated_fat', 'sodium']);
    // At the threshold, served whole at the RA: 690 mg = 30 % → high; 684 mg → 680 mg = 29.6 % → none.
    expect(bars(product({ sodium: 690 }, 200, { category: 'ca_pizza' }))).toEqual(['sodium']);
    expect(bars(product({ sodium: 684 }, 200, { category: 'ca_pizza' }))).toEqual([]);
    // Not a main dish (e.g. one food group only) → column 3, 15 %: 680 mg = 29.6 % is high.
    expect(
      bars(product({ sodium: 684 }, 200, { category: 'ca_pizza', canada: { mainDish: false } })),
    ).toEqual(['sodium']);
  });

  test('46. macaroni and cheese 300 g ◐, soup 250 mL ◐: main dish at 300 g; soup is not a combination dish', () => {
    // Mac and cheese, serving 1 cup 250 g, RA 300 g: sodium 600 × 300/250 = 720 mg = 31.3 % ≥ 30 % → high.
    expect(bars(product({ sodium: 600 }, 250, { category: 'ca_macaroni_cheese' }))).toEqual(['sodium']);
    // Soup 250 mL at density 1.02 = 255 g = RA: 15 % class. Sodium 345 mg declares 350 mg = 15.2 % → high;
    // 344 mg declares 340 mg = 14.8 % → none (the declared amounts either side of 345 mg = 15 %).
    expect(bars(liquid({ sodium: 345 }, 250, 1.02, { category: 'ca_soups', servings: 2 }))).toEqual([
      'sodium',
    ]);
    expect(bars(liquid({ sodium: 344 }, 250, 1.02, { category: 'soups', servings: 2 }))).toEqual([]);
  });

  test('47. serving sizes against the mL rows: 125 mL of juice is < 50 % of the 250 mL RA and flagged; 250 mL is not', () => {
    const juice = (ml: number) => liquid({ total_sugars: 5 }, ml, 1, { category: 'ca_juices', servings: 8 });
    expect(warned(juice(100), 'FDR B.01.002A(1)(c)')).toBe(true);
    expect(warned(juice(250), 'B.01.002A(1)(c)')).toBe(false);
  });

  test('48. the keys of the fifth pass: mapping both ways, and the rows left without an amount', () => {
    expect(cfiaCategoryRow('sauces_minor')?.row.ml).toBe(60);
    expect(cfiaCategoryRow('soups')?.key).toBe('ca_soups');
    expect(cfiaCategoryRow('cream_fluid')?.row).toMatchObject({ ml: 15, fop: 'cream' });
    expect(cfiaCategoryRow('condiments_major')?.row.ml).toBe(15);
    // Salsa is in the 60 mL row, dips are 30 g: the FDA row that holds both has no Canadian row.
    expect(cfiaCategoryRow('dips_salsa')).toBeUndefined();
    expect(fdaCategoryKey('ca_dips')).toBe('dips_salsa');
    expect(fdaCategoryKey('ca_pizza')).toBe('mixed_dishes_not_cup');
    expect(fdaCategoryKey('ca_macaroni_cheese')).toBe('mixed_dishes_cup');
    // The general combination-dish rows (no amount) do not name the dishes that now have their own key
    // (GET /regulations/categories lists both: a caller reading "chili" there would lose the 300 g RA).
    for (const key of ['ca_combination_cup', 'ca_combination_not_cup'] as const) {
      expect(CFIA_REFERENCE_AMOUNTS[key].label).not.toMatch(/pizza|burrito|chili|macaroni|stir-fr/i);
    }
    // The sources disagree for these: still no amount (regulations-intl.md §1.4, fifth pass).
    for (const key of ['ca_soft_drinks', 'ca_ice_cream', 'ca_coffee_tea', 'ca_dried_fruit'] as const) {
      expect(CFIA_REFERENCE_AMOUNTS[key]).not.toHaveProperty('ml');
      expect(CFIA_REFERENCE_AMOUNTS[key]).not.toHaveProperty('grams');
    }
    // Every new row is marked ◐ and cites both secondary sources or the HEFI-2019 file.
    for (const key of [
      'ca_juices',
      'ca_cream',
      'ca_sauces',
      'ca_sauces_minor',
      'ca_dressings',
      'ca_soups',
    ] as const) {
      expect(CFIA_REFERENCE_AMOUNTS[key].mark).toBe('unverified');
      expect(CFIA_REFERENCE_AMOUNTS[key].cite).toMatch(/fsocko\/skimpy.*HEFI|HEFI.*fsocko\/skimpy/s);
    }
  });
});

describe('golden: an mL row needs the density to be weighed (B.01.350(2))', () => {
  test('49. jam, 15 g served, RA 15 mL ◐: at 1.3 g/mL the RA is 19.5 g and the sugars bar shows; without the density it is taken as 15 g, and said', () => {
    // Sugars 52 g/100 g → 7.8 g per 15 g. RA 15 mL ≤ 30 mL → 10 % class (B.01.350(1) table).
    // Density 1.3: basis max(15 g, 19.5 g) = 19.5 g: 7.8 × 19.5/15 = 10.14 → 10 g = 10 % ≥ 10 % → "High in Sugars".
    const jam = (density?: number) =>
      label(
        {
          name: 'Strawberry jam',
          servingSizeGrams: 15,
          category: 'ca_jams',
          ...(density === undefined ? {} : { densityGPerMl: density }),
          ingredients: [{ name: 'Jam', weightGrams: 250, nutrients: { total_sugars: 52 } }],
        },
        cfia,
      );
    const weighed = jam(1.3);
    expect(bars(weighed)).toEqual(['total_sugars']);
    expect(warned(weighed, 'no densityGPerMl')).toBe(false);
    // No density: 15 mL taken as 15 g: basis 15 g, 7.8 → 8 g = 8 % < 10 % → no bar, and the caller is told why.
    const unweighed = jam();
    expect(bars(unweighed)).toEqual([]);
    expect(warned(unweighed, '"ca_jams" is 15 mL and no densityGPerMl was given: it was taken as 15 g')).toBe(
      true,
    );
    // A row in grams needs no density: no such warning.
    expect(warned(product({ sodium: 100 }, 30, { category: 'ca_dips' }), 'no densityGPerMl')).toBe(false);
  });
});

describe('property: an mL row decides the class on its millilitres, at any density (B.01.350(1) table)', () => {
  // Every row in mL without an exemption kind (or cream, exempt only in refillable glass): at a serving equal to
  // the RA, sodium at the class threshold shows the bar, one rounding step below does not. Thresholds in mg after
  // rounding to 10 mg: 10 % class 230 mg (= 10.0 %), below 220 mg; 15 % class 350 mg (15.2 %), below 330 mg.
  const rows = Object.entries(CFIA_REFERENCE_AMOUNTS).filter(
    ([, r]) => 'ml' in r && r.ml !== undefined && (!('fop' in r) || r.fop === 'cream'),
  );
  test('there are mL rows on both sides of 30 mL', () => {
    const mls = rows.map(([, r]) => ('ml' in r ? (r.ml ?? 0) : 0));
    expect(mls.some((m) => m <= 30)).toBe(true);
    expect(mls.some((m) => m > 30)).toBe(true);
  });
  test('threshold and just below, any row, density 0.8–1.4 g/mL', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...rows),
        fc.double({ min: 0.8, max: 1.4, noNaN: true }),
        ([key, row], density) => {
          const ml = 'ml' in row ? (row.ml ?? 0) : 0;
          const small = ml <= 30;
          const at = liquid({ sodium: small ? 230 : 350 }, ml, density, { category: key, servings: 4 });
          const below = liquid({ sodium: small ? 220 : 330 }, ml, density, { category: key, servings: 4 });
          expect(bars(at)).toEqual(['sodium']);
          expect(bars(below)).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });
});
