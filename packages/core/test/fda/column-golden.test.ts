/**
 * Golden FDA labels with two columns (api.md §12), each value worked by hand from the per-100 g
 * amounts of `column-cases.ts` with the rounding of 101.9(c) (regulations-us.md §3.1) and the %DV
 * of 101.9(c)(8)(iv)/(c)(9) (macros from the unrounded amount, nearest 1 %; vitamins and minerals
 * < 2 % → 0, 2–10 % nearest 2, 10–50 % nearest 5). Each column is rounded on its own amount.
 * JSON and SVG snapshots in __snapshots__/.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fda, generateLabel, type LabelResult, renderLabelSvg, resolveRecipe } from '../../src/index';
import type { NutrientKey } from '../../src/nutrients/catalog';
import {
  CAKE_MIX,
  COOKIE_BAG,
  COOKIE_PACK_45,
  COOKIE_PACK_51,
  COOKIE_PER_100G,
  cookiePackage,
  fdaLabel as label,
  cakeMixPrepared as prepared,
} from './column-cases';

type Field = 'perContainer' | 'perRacc' | 'prepared';
/** [name, serving display, serving %DV, other display, other %DV]. */
const rows = (result: LabelResult, field: Field) =>
  result.label.nutrients.map((n) => [
    n.name,
    n.display,
    n.dailyValue,
    n[field]?.display,
    n[field]?.dailyValue,
  ]);

describe('FDA two-column labels (api.md §12)', () => {
  test('cookie bag, 75 g = 2.5 servings of 30 g = 250 % of the 30 g RACC: auto gives dual (101.9(b)(12)(i))', async () => {
    const result = label(COOKIE_BAG, { columns: 'auto' });
    expect(result.label.basis).toEqual(['serving', 'container']);
    expect(result.label.servingsPerContainer).toBe(2.5); // (b)(8): 2–5 servings, nearest 0.5
    expect(result.label.servingSizeText).toBe('2 cookies (30g)');
    // serving = × 0.30, container = × 0.75 of the per-100 g amounts
    expect(rows(result, 'perContainer')).toEqual([
      ['Calories', '140', null, '360', null], // 144 → 140 (> 50: nearest 10, (c)(1)); 360
      ['Total Fat', '7g', 9, '18g', 23], // 7.2 g, 9.2 %; 18 g, 23.1 % ((c)(2): ≥ 5 g nearest 1)
      ['Saturated Fat', '3.5g', 18, '9g', 45], // 3.6 → 3.5 (< 5 g: nearest 0.5), 18 %; 9 g, 45 %
      ['Trans Fat', '0g', null, '0.5g', null], // 0.24 < 0.5 → 0; 0.6 → 0.5 (never 0 × 2.5)
      ['Cholesterol', '5mg', 2, '15mg', 5], // 6 → 5 (nearest 5, (c)(3)), 2 %; 15 mg, 5 %
      ['Sodium', '105mg', 5, '260mg', 11], // 105 (5–140: nearest 5, (c)(4)), 4.6 %; 262.5 → 260, 11.4 %
      ['Total Carbohydrate', '19g', 7, '48g', 17], // 19.2 g, 6.98 %; 48 g, 17.5 %
      ['Dietary Fiber', '<1g', 3, '2g', 6], // 0.72 → "<1g" ((c)(6)), 2.6 %; 1.8 → 2 g, 6.4 %
      ['Total Sugars', '10g', null, '26g', null], // 10.32; 25.8
      ['Added Sugars', '9g', 18, '23g', 46], // 9.12 g, 18.2 %; 22.8 g, 45.6 %
      ['Protein', '2g', null, '4g', null], // 1.65; 4.125
      ['Vitamin D', '0mcg', 0, '0mcg', 0], // 0.06 and 0.15 mcg: < 2 % of 20 mcg → 0 ((c)(8)(iii))
      ['Calcium', '0mg', 0, '30mg', 2], // 12 mg = 0.9 % → 0; 30 mg = 2.3 % → 2 % (nearest 2)
      ['Iron', '0.7mg', 4, '1.8mg', 10], // 0.72 mg = 4.0 %; 1.8 mg = 10 %
      ['Potassium', '0mg', 0, '120mg', 2], // 48 mg = 1.0 % → 0; 120 mg = 2.55 % → 2 %
    ]);
    await expect(`${JSON.stringify(result.label, null, 2)}\n`).toMatchFileSnapshot(
      './__snapshots__/fda-dual-cookie-bag.json.snap',
    );
    const svg = renderLabelSvg(result);
    expect(svg).toContain('Per serving');
    expect(svg).toContain('Per container');
    await expect(svg).toMatchFileSnapshot('./__snapshots__/fda-dual-cookie-bag.svg');
  });

  test('45 g pack labelled 30 g: 150 % of the RACC is a single-serving container, one serving of 45 g (101.9(b)(6))', async () => {
    const result = label(COOKIE_PACK_45);
    expect(result.label.basis).toEqual(['serving']);
    expect(result.label.servingsPerContainer).toBe(1);
    expect(result.label.servingSizeText).toBe('1 package (45g)');
    expect(result.warnings.some((w) => w.includes('101.9(b)(6)') && w.includes('150 %'))).toBe(true);
    // × 0.45
    expect(result.label.nutrients.map((n) => [n.name, n.display, n.dailyValue])).toEqual([
      ['Calories', '220', null], // 216 → 220
      ['Total Fat', '11g', 14], // 10.8 g, 13.8 %
      ['Saturated Fat', '5g', 27], // 5.4 → 5 (≥ 5 g: nearest 1), 27 %
      ['Trans Fat', '0g', null], // 0.36 < 0.5
      ['Cholesterol', '10mg', 3], // 9 → 10, 3 %
      ['Sodium', '160mg', 7], // 157.5 → 160 (> 140: nearest 10), 6.8 %
      ['Total Carbohydrate', '29g', 10], // 28.8 g, 10.5 %
      ['Dietary Fiber', '1g', 4], // 1.08 g, 3.9 %
      ['Total Sugars', '15g', null], // 15.48
      ['Added Sugars', '14g', 27], // 13.68 g, 27.4 %
      ['Protein', '2g', null], // 2.475
      ['Vitamin D', '0mcg', 0], // 0.09 mcg = 0.45 %
      ['Calcium', '0mg', 0], // 18 mg = 1.4 %
      ['Iron', '1.1mg', 6], // 1.08 mg = 6.0 %
      ['Potassium', '0mg', 0], // 72 mg = 1.5 %
    ]);
    // 150 % is not more than 150 %: (b)(6)'s per-RACC column cannot be added, and the label says why.
    const asked = label(COOKIE_PACK_45, { columns: 'dual' });
    expect(asked.label.basis).toEqual(['serving']);
    expect(asked.warnings.some((w) => w.includes('more than 150 %'))).toBe(true);
    await expect(`${JSON.stringify(result.label, null, 2)}\n`).toMatchFileSnapshot(
      './__snapshots__/fda-single-serving-45g.json.snap',
    );
    await expect(renderLabelSvg(result)).toMatchFileSnapshot('./__snapshots__/fda-single-serving-45g.svg');
  });

  test('51 g pack, 170 % of the RACC, dual: per 30 g (the RACC) left of per container (101.9(b)(6))', async () => {
    const result = label(COOKIE_PACK_51, { columns: 'dual' });
    expect(result.label.basis).toEqual(['racc', 'serving']);
    expect(result.label.raccServing).toBe('30g');
    expect(result.label.servingsPerContainer).toBe(1);
    // serving (the container) = × 0.51, per RACC = × 0.30 (the cookie bag's serving column)
    expect(rows(result, 'perRacc')).toEqual([
      ['Calories', '240', null, '140', null], // 244.8 → 240
      ['Total Fat', '12g', 16, '7g', 9], // 12.24 g, 15.7 %
      ['Saturated Fat', '6g', 31, '3.5g', 18], // 6.12 g, 30.6 %
      ['Trans Fat', '0g', null, '0g', null], // 0.408
      ['Cholesterol', '10mg', 3, '5mg', 2], // 10.2 → 10, 3.4 %
      ['Sodium', '180mg', 8, '105mg', 5], // 178.5 → 180, 7.8 %
      ['Total Carbohydrate', '33g', 12, '19g', 7], // 32.64 g, 11.9 %
      ['Dietary Fiber', '1g', 4, '<1g', 3], // 1.224 g, 4.4 %
      ['Total Sugars', '18g', null, '10g', null], // 17.544
      ['Added Sugars', '16g', 31, '9g', 18], // 15.504 g, 31.0 %
      ['Protein', '3g', null, '2g', null], // 2.805
      ['Vitamin D', '0mcg', 0, '0mcg', 0], // 0.102 mcg = 0.5 %
      ['Calcium', '0mg', 0, '0mg', 0], // 20.4 mg = 1.6 %
      ['Iron', '1.2mg', 6, '0.7mg', 4], // 1.224 mg = 6.8 % → 6 (nearest 2)
      ['Potassium', '0mg', 0, '0mg', 0], // 81.6 mg = 1.7 %
    ]);
    const svg = renderLabelSvg(result);
    expect(svg).toContain('Per 30g');
    expect(svg.indexOf('Per 30g')).toBeLessThan(svg.indexOf('Per container'));
    await expect(`${JSON.stringify(result.label, null, 2)}\n`).toMatchFileSnapshot(
      './__snapshots__/fda-per-racc-51g.json.snap',
    );
    await expect(svg).toMatchFileSnapshot('./__snapshots__/fda-per-racc-51g.svg');
  });

  test('cake mix as packaged / as prepared: (package + additions) ÷ 12 servings (101.9(h)(4))', async () => {
    const result = label(CAKE_MIX, { columns: 'auto', prepared: prepared() });
    expect(result.label.basis).toEqual(['serving', 'prepared']);
    // (432 + 100 + 109 + 240) g × 0.9 ÷ 12 = 66.075 g → 66g ((b)(7): ≥ 5 g, whole grams)
    expect(result.label.preparedServingSize).toBe('66g');
    // As packaged = × 0.36; as prepared = (mix × 4.32 + eggs × 1 + oil × 1.09) ÷ 12
    expect(rows(result, 'prepared')).toEqual([
      ['Calories', '150', null, '240', null], // 151.2; (1814.4 + 143 + 963.56) ÷ 12 = 243.4
      ['Total Fat', '3g', 4, '13g', 16], // 2.88 → 3 (nearest 0.5), 3.7 %; 153.06 ÷ 12 = 12.76 g, 16.4 %
      ['Saturated Fat', '1g', 5, '2g', 10], // 1.08 → 1, 5.4 %; 24.126 ÷ 12 = 2.01 → 2, 10.1 %
      ['Trans Fat', '0g', null, '0g', null], // 0; 0.436 ÷ 12 = 0.04
      ['Cholesterol', '0mg', 0, '30mg', 10], // 0; 372 ÷ 12 = 31 → 30, 10.3 %
      ['Sodium', '250mg', 11, '260mg', 11], // 252, 10.96 %; 3166 ÷ 12 = 263.8 → 260, 11.5 %
      ['Total Carbohydrate', '29g', 10, '29g', 10], // 28.8 g, 10.5 %; 346.3 ÷ 12 = 28.86 g, 10.5 %
      ['Dietary Fiber', '1g', 4, '1g', 4], // 1.08 g, 3.9 % both
      ['Total Sugars', '16g', null, '16g', null], // 16.2; 194.8 ÷ 12 = 16.23
      ['Added Sugars', '16g', 32, '16g', 32], // 15.84 g, 31.7 % both (the directions add none)
      ['Protein', '1g', null, '2g', null], // 1.44; 29.88 ÷ 12 = 2.49
      ['Vitamin D', '0mcg', 0, '0mcg', 0], // 0; 2 ÷ 12 = 0.17 mcg = 0.8 %
      ['Calcium', '40mg', 2, '40mg', 4], // 36 → 40, 2.8 % → 2; 488 ÷ 12 = 40.7 → 40, 3.1 % → 4
      ['Iron', '1.1mg', 6, '1.2mg', 6], // 1.08 mg, 6.0 %; 14.71 ÷ 12 = 1.23 mg, 6.8 % → 6
      ['Potassium', '0mg', 0, '0mg', 0], // 36 mg = 0.8 %; 570 ÷ 12 = 47.5 mg = 1.0 %
    ]);
    const svg = renderLabelSvg(result);
    expect(svg).toContain('As Packaged');
    expect(svg).toContain('As Prepared');
    await expect(`${JSON.stringify(result.label, null, 2)}\n`).toMatchFileSnapshot(
      './__snapshots__/fda-as-prepared-cake-mix.json.snap',
    );
    await expect(svg).toMatchFileSnapshot('./__snapshots__/fda-as-prepared-cake-mix.svg');
  });

  test('an as-prepared column exempts a 200–300 % package from the per-container column ((b)(12)(i)(A)–(C))', () => {
    const result = label(COOKIE_BAG, { columns: 'auto', prepared: prepared() });
    expect(result.label.basis).toEqual(['serving', 'prepared']);
    const dual = label(COOKIE_BAG, { columns: 'dual', prepared: prepared() });
    expect(dual.label.basis).toEqual(['serving', 'prepared']);
    expect(dual.warnings.some((w) => w.includes('101.9(b)(12)(i)(A)–(C)'))).toBe(true);
  });

  test('single keeps one column; a package over 300 % is single under auto, dual when asked', () => {
    expect(label(COOKIE_BAG, { columns: 'single' }).label.basis).toEqual(['serving']);
    const big = cookiePackage(120, 30); // 400 %
    expect(label(big, { columns: 'auto' }).label.basis).toEqual(['serving']);
    expect(label(big, { columns: 'dual' }).label.basis).toEqual(['serving', 'container']);
  });

  test('bilingual headings, and explain on each column (api.md §14)', () => {
    const result = label(COOKIE_BAG, { columns: 'dual', language: 'en-es', explain: true });
    const svg = renderLabelSvg(result);
    expect(svg).toContain('Per serving / Por porción');
    expect(svg).toContain('Per container / Por envase');
    const fat = result.label.nutrients.find((n) => n.key === 'total_fat')!;
    expect(fat.explain?.amount).toBeCloseTo(7.2, 9); // 24 g/100 g × 30 g
    expect(fat.perContainer?.explain?.amount).toBeCloseTo(18, 9); // × 75 g
    expect(fat.perContainer?.explain?.rule).toContain('101.9(c)');
  });

  test('property: the as-prepared value is the prepared amount rounded on its own', () => {
    const keys = Object.keys(COOKIE_PER_100G) as NutrientKey[];
    fc.assert(
      fc.property(
        fc.record(Object.fromEntries(keys.map((k) => [k, fc.double({ min: 0, max: 60, noNaN: true })]))),
        fc.record(Object.fromEntries(keys.map((k) => [k, fc.double({ min: 0, max: 60, noNaN: true })]))),
        fc.integer({ min: 20, max: 200 }),
        fc.integer({ min: 2, max: 16 }),
        fc.integer({ min: 1, max: 500 }),
        (mix, added, serving, servings, addedGrams) => {
          const packageGrams = serving * servings;
          const resolved = resolveRecipe({
            name: 'Mix',
            servingSizeGrams: serving,
            servingsPerContainer: servings,
            ingredients: [{ name: 'Mix', weightGrams: packageGrams, nutrients: mix }],
          });
          if (!resolved.ok) return;
          const addition = { name: 'Milk', weightGrams: addedGrams, nutrients: added };
          const outcome = generateLabel(resolved.recipe, fda, { prepared: { ingredients: [addition] } });
          if (!outcome.ok) return;
          for (const row of outcome.value.label.nutrients) {
            const amount =
              ((mix[row.key] ?? 0) * packageGrams + (added[row.key] ?? 0) * addedGrams) / 100 / servings;
            const declared = fda.declare(row.key, amount);
            expect(row.prepared?.value).toBe(declared.value);
            expect(row.prepared?.dailyValue).toBe(fda.percent(row.key, amount, declared));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
