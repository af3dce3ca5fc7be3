/**
 * Golden FDA labels for the displays of api.md §12 (`options.layout`) and `options.voluntary`, worked
 * by hand from 21 CFR 101.9: the rounding of (c) and the increments of FDA's guidance
 * (regulations-us.md §3.1), the abbreviations of (j)(13)(ii)(B), the simplified format's test of (f).
 * One serving is 100 g of a 200 g package, so each per-serving amount is the ingredient's value per 100 g.
 */
import { describe, expect, test } from 'vitest';
import {
  fda,
  generateLabel,
  type LabelResult,
  renderLabelHtml,
  renderLabelSvg,
  resolveRecipe,
} from '../../src/index';
import type { GenerateOptions } from '../../src/label/generate-label';
import type { NutrientKey } from '../../src/nutrients/catalog';
import { FDA_SAMPLE_NUTRIENTS } from '../fixtures';
import { svgText } from '../xml';

/** Amounts per 100 g of the one ingredient. */
type NutrientValues = Partial<Record<NutrientKey, number>>;

/** FDA's own sample label (Appendix B). */
const SNACK: NutrientValues = FDA_SAMPLE_NUTRIENTS;

/** A sweetened drink mix: eight of the fifteen nutrients of 101.9(f) are insignificant. */
const DRINK_8: NutrientValues = {
  energy_kcal: 45,
  total_fat: 0.2,
  saturated_fat: 0.1,
  trans_fat: 0,
  cholesterol: 0,
  sodium: 120,
  total_carbohydrate: 11,
  dietary_fiber: 0.3,
  total_sugars: 10,
  added_sugars: 10,
  protein: 0.6,
  vitamin_d: 0,
  calcium: 10,
  iron: 1,
  potassium: 100,
};

/** The same with 100 mg calcium: calcium becomes significant and seven remain. */
const DRINK_7: NutrientValues = { ...DRINK_8, calcium: 100 };

function outcome(nutrients: NutrientValues, options: GenerateOptions) {
  const resolved = resolveRecipe({
    name: 'Golden',
    servingSizeGrams: 100,
    householdMeasure: '1 bar',
    ingredients: [{ name: 'Golden', weightGrams: 200, nutrients }],
  });
  if (!resolved.ok) throw new Error(JSON.stringify(resolved.issues));
  return generateLabel(resolved.recipe, fda, options);
}

function label(nutrients: NutrientValues, options: GenerateOptions): LabelResult {
  const result = outcome(nutrients, options);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

const panel = (result: LabelResult) => result.label.nutrients.map((n) => [n.name, n.display, n.dailyValue]);

/** The rows of the sample label, per 101.9(c) and the DVs of (c)(8)(iv), (c)(9). */
const SNACK_ROWS = [
  ['Calories', '230', null], // > 50 kcal → nearest 10 (c)(1)
  ['Total Fat', '8g', 10], // ≥ 5 g → nearest 1 g; 8 / 78 = 10.3 %
  ['Saturated Fat', '1g', 5], // 1 / 20 = 5 %
  ['Trans Fat', '0g', null], // no DV
  ['Cholesterol', '0mg', 0],
  ['Sodium', '160mg', 7], // > 140 mg → nearest 10; 160 / 2,300 = 6.96 %
  ['Total Carbohydrate', '37g', 13], // 37 / 275 = 13.5 %
  ['Dietary Fiber', '4g', 14], // 4 / 28 = 14.3 %
  ['Total Sugars', '12g', null],
  ['Added Sugars', '10g', 20], // 10 / 50 = 20 %
  ['Protein', '3g', null], // %DV voluntary (c)(7)(i)
  ['Vitamin D', '2mcg', 10], // RDI 20: 10 %
  ['Calcium', '260mg', 20], // RDI 1,300: 20 %
  ['Iron', '8mg', 45], // RDI 18: 44.4 % → nearest 5 above 10 %
  ['Potassium', '240mg', 6], // RDI 4,700: 5.1 % → nearest 2
];

describe('FDA tabular display, 101.9(j)(13)(ii)(A)(1)', () => {
  const result = label(SNACK, { layout: 'tabular' });

  test('the values are those of the vertical label; label.layout says tabular', () => {
    expect(result.label.layout).toBe('tabular');
    expect(panel(result)).toEqual(SNACK_ROWS);
    expect(panel(label(SNACK, {}))).toEqual(SNACK_ROWS);
    expect(label(SNACK, {}).label.layout).toBeUndefined();
  });

  test('drawn side by side with the (j)(13)(ii)(B) abbreviations and the (d)(1)(iii) type sizes', async () => {
    const svg = renderLabelSvg(result);
    const text = svgText(svg);
    for (const expected of [
      'Nutrition Facts',
      '2 servings per container',
      'Serving size 1 bar (100g)',
      'Sat. Fat 1g 5%', // (j)(13)(ii)(B): Saturated fat → Sat fat
      'Cholest. 0mg 0%', // Cholesterol → Cholest
      'Total Carb. 37g 13%', // Total carbohydrate → Total carb
      'Fiber 4g 14%', // Dietary fiber → Fiber
      'Incl. 10g Added Sugars 20%', // Includes → Incl
      'Vit. D 2mcg 10% • Calcium 260mg 20% • Iron 8mg 45% • Potas. 240mg 6%', // Vitamin → Vit, Potassium → Potas
    ]) {
      expect(text).toContain(expected);
    }
    // The fat group heads the first table, carbohydrate the second: both tables start on the same line.
    const y = (key: string) =>
      Number(new RegExp(`data-nutrient="${key}"><text x="[\\d.]+" y="([\\d.]+)"`).exec(svg)?.[1]);
    expect(y('total_fat')).toBe(y('total_carbohydrate'));
    expect(y('protein')).toBeGreaterThan(y('total_carbohydrate'));
    // Calories: the word 10 pt, the figure 14 pt (d)(1)(iii); the heading 16 pt, larger than all else (d)(2).
    expect(svg).toMatch(/font-size="10"><tspan font-weight="700">Calories</);
    expect(svg).toMatch(/font-size="14" text-anchor="end"><tspan font-weight="700">230</);
    expect(svg).toMatch(/font-size="16"><tspan font-weight="700">Nutrition Facts</);
    // Bars of the sample labels: 7 pt and 3 pt, hairlines of ¼ pt (d)(1)(iv).
    expect(svg).toContain('height="7"');
    expect(svg).toContain('height="3"');
    expect(svg).toContain('height="0.25"');
    await expect(svg).toMatchFileSnapshot('./__snapshots__/fda-tabular.svg');
    expect(renderLabelHtml(result)).toContain('Total Carb.');
  });
});

describe('FDA linear display, 101.9(j)(13)(ii)(A)(2)', () => {
  test('one string, each %DV in parentheses, abbreviated as (j)(13)(ii)(B) allows', async () => {
    const result = label(SNACK, { layout: 'linear' });
    expect(result.label.layout).toBe('linear');
    expect(panel(result)).toEqual(SNACK_ROWS);
    const svg = renderLabelSvg(result);
    expect(svgText(svg)).toContain(
      'Nutrition Facts Servings: 2, Serv. size: 1 bar (100g), Amount per serving: Calories 230, ' +
        'Total Fat 8g (10% DV), Sat. Fat 1g (5% DV), Trans Fat 0g, Cholest. 0mg (0% DV), Sodium 160mg (7% DV), ' +
        'Total Carb. 37g (13% DV), Fiber 4g (14% DV), Total Sugars 12g (Incl. 10g Added Sugars, 20% DV), ' +
        'Protein 3g, Vit. D 2mcg (10% DV), Calcium 260mg (20% DV), Iron 8mg (45% DV), Potas. 240mg (6% DV).',
    );
    // The heading, servings and calories keep their own sizes inside the string ((d)(1)(iii), (d)(3)).
    expect(svg).toContain('<tspan font-weight="700" font-size="16">Nutrition Facts </tspan>');
    expect(svg).toContain('<tspan font-size="9">Servings: 2, </tspan>');
    expect(svg).toContain('<tspan font-weight="700" font-size="14">230</tspan>');
    await expect(svg).toMatchFileSnapshot('./__snapshots__/fda-linear.svg');
  });
});

describe('FDA simplified format, 101.9(f)', () => {
  test('eight insignificant nutrients: allowed; the core rows, the significant ones and the (f)(4) statement', async () => {
    const result = label(DRINK_8, { layout: 'simplified' });
    expect(result.label.layout).toBe('simplified');
    expect(panel(result)).toEqual([
      ['Calories', '45', null], // ≤ 50 kcal → nearest 5 (c)(1); core (f)(2)(i)
      ['Total Fat', '0g', 0], // 0.2 < 0.5 → 0: insignificant (f)(1), core
      ['Sodium', '120mg', 5], // 5–140 mg → nearest 5; 120 / 2,300 = 5.2 %
      ['Total Carbohydrate', '11g', 4], // 11 / 275 = 4 %
      ['Total Sugars', '10g', null], // significant (f)(2)(ii)
      ['Added Sugars', '10g', 20],
      ['Protein', '<1g', null], // 0.6: "less than 1 gram", insignificant (f)(1), core
      ['Iron', '1mg', 6], // 1 / 18 = 5.6 % → nearest 2
      ['Potassium', '100mg', 2], // 100 / 4,700 = 2.1 %
    ]);
    // Left off, in the order of the full label: sat fat 0.1 → 0, trans 0, cholesterol 0, fiber 0.3 → 0,
    // vitamin D 0, calcium 10 mg = 0.8 % of 1,300 < 2 % → 0 ((c)(8)(iii)).
    expect(result.label.notSignificantSource).toBe(
      'Not a significant source of saturated fat, trans fat, cholesterol, dietary fiber, vitamin D and calcium.',
    );
    const svg = renderLabelSvg(result);
    expect(svgText(svg)).toContain('Not a significant source of saturated fat');
    await expect(svg).toMatchFileSnapshot('./__snapshots__/fda-simplified.svg');
  });

  test('seven insignificant nutrients: refused, naming 101.9(f) and options.layout', () => {
    const result = outcome(DRINK_7, { layout: 'simplified' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0]?.code).toBe('layout_not_allowed');
    expect(result.issues[0]?.path).toBe('options.layout');
    expect(result.issues[0]?.message).toContain('21 CFR 101.9(f)');
    expect(result.issues[0]?.message).toContain('this label has 7');
    // The same food in the vertical display is labelled, calcium 100 mg → 8 % (100 / 1,300 = 7.7 %).
    const vertical = label(DRINK_7, { layout: 'vertical' });
    expect(vertical.label.layout).toBe('vertical');
    expect(vertical.label.nutrients.find((n) => n.key === 'calcium')?.dailyValue).toBe(8);
  });
});

describe('options.voluntary (101.9(c))', () => {
  // Each under 10 % of its RDI (vitamin A 30 / 900, vitamin C 4 / 90, folate 20 / 400): no claim makes one mandatory.
  const WITH_VITAMINS: NutrientValues = { ...SNACK, vitamin_c: 4, folate: 20, vitamin_a: 30 };

  test('only the voluntary rows asked for print; the mandatory ones always', () => {
    const all = label(WITH_VITAMINS, {});
    expect(all.label.nutrients.map((n) => n.key).slice(15)).toEqual(['vitamin_a', 'vitamin_c', 'folate']);
    const picked = label(WITH_VITAMINS, { voluntary: ['folate'] });
    expect(picked.label.nutrients.map((n) => n.key)).toEqual([
      ...SNACK_ROWS.map((_, i) => all.label.nutrients[i]!.key),
      'folate',
    ]);
    expect(label(WITH_VITAMINS, { voluntary: [] }).label.nutrients).toHaveLength(15);
  });

  test('a voluntary nutrient a claim makes mandatory prints, and a warning says so ((c)(8)(ii))', () => {
    // 10 mg vitamin C = 11 % of the 90 mg RDI: "Good source of vitamin C" (101.54(c)).
    const result = label({ ...SNACK, vitamin_c: 10 }, { voluntary: [] });
    expect(result.claims.some((c) => c.nutrient === 'vitamin_c')).toBe(true);
    expect(result.label.nutrients.find((n) => n.key === 'vitamin_c')?.display).toBe('10mg');
    expect(result.warnings.some((w) => w.includes('Vitamin C') && w.includes('101.9(c)(8)(ii)'))).toBe(true);
  });

  test('a voluntary nutrient asked for without data is not printed, with a warning', () => {
    const result = label(SNACK, { voluntary: ['choline'] });
    expect(result.label.nutrients.some((n) => n.key === 'choline')).toBe(false);
    expect(result.warnings.some((w) => w.startsWith('Choline is not printed'))).toBe(true);
  });
});
