/**
 * Golden FDA labels for the populations of api.md §12 (`options.population`), worked by hand from
 * the daily values of 21 CFR 101.9(c)(8)(iv) and (c)(9) for each group (regulations-us.md §2.1,
 * §2.2), the rounding of 101.9(c) and the increments of FDA's guidance (§3.1), and the rows
 * 101.9(j)(5)(i) keeps off a food for infants. One serving is the whole 100 g batch, so each
 * per-serving amount is the ingredient's value per 100 g.
 */
import { describe, expect, test } from 'vitest';
import { fda, generateLabel, type LabelResult, renderLabelSvg, resolveRecipe } from '../../src/index';
import type { LabelPopulation } from '../../src/label/types';

const CEREAL = {
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
  folate: 13.5,
  magnesium: 12.6,
};

function label(population: LabelPopulation): LabelResult {
  const resolved = resolveRecipe({
    name: 'Oat cereal',
    servingSizeGrams: 100,
    ingredients: [{ name: 'Oat cereal', weightGrams: 100, nutrients: CEREAL }],
  });
  if (!resolved.ok) throw new Error(JSON.stringify(resolved.issues));
  const outcome = generateLabel(resolved.recipe, fda, { population });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  return outcome.value;
}

const panel = (result: LabelResult) => result.label.nutrients.map((n) => [n.name, n.display, n.dailyValue]);

describe('FDA labels per population, 101.9(c)(8)(i)', () => {
  test('children 1 through 3 years: their DRVs (c)(9) and RDIs (c)(8)(iv), footnote on 1,000 calories', () => {
    const result = label('children_1_3');
    expect(result.label.population).toBe('children_1_3');
    expect(panel(result)).toEqual([
      ['Calories', '380', null], // 379 > 50 → nearest 10 (c)(1)
      ['Total Fat', '7g', 17], // 6.5 ≥ 5 → nearest 1 (half up); 6.5 / 39 = 16.67 %
      ['Saturated Fat', '1g', 11], // 1.1 / 10 = 11 %
      ['Trans Fat', '0g', null],
      ['Cholesterol', '0mg', 0], // declared 0 → 0 % (DRV 300)
      ['Sodium', '5mg', 0], // 6 → nearest 5; 6 / 1,500 = 0.4 %
      ['Total Carbohydrate', '68g', 45], // 67.7 / 150 = 45.13 %
      ['Dietary Fiber', '10g', 72], // 10.1 / 14 = 72.14 %
      ['Total Sugars', '1g', null],
      ['Added Sugars', '0g', 0], // DRV 25
      ['Protein', '13g', null], // %DV needs the corrected amount (c)(7)(i): warned
      ['Vitamin D', '0mcg', 0],
      ['Calcium', '50mg', 8], // RDI 700: 52 → nearest 10; 7.43 % → nearest 2 → 8
      ['Iron', '4.3mg', 60], // RDI 7: 61.43 % > 50 → nearest 10
      ['Potassium', '360mg', 10], // RDI 3,000: 12.07 % → nearest 5
      ['Folate', '15mcg', 10], // RDI 150: 13.5 → nearest 5; 9 % → nearest 2 (half up) → 10
      ['Magnesium', '15mg', 15], // RDI 80: 12.6 → nearest 5; 15.75 % → nearest 5
    ]);
    expect(result.warnings.some((w) => w.includes('101.9(c)(7)(i)'))).toBe(true);
  });

  test('infants through 12 months: no saturated or trans fat and no cholesterol (j)(5)(i); %DV only where a DV exists', () => {
    const result = label('infants_7_12m');
    expect(panel(result)).toEqual([
      ['Calories', '380', null],
      ['Total Fat', '7g', 22], // DRV 30: 21.67 %
      ['Sodium', '5mg', null], // no infant DRV for sodium
      ['Total Carbohydrate', '68g', 71], // DRV 95: 71.26 %
      ['Dietary Fiber', '10g', null], // none for fiber
      ['Total Sugars', '1g', null],
      ['Added Sugars', '0g', null], // none for added sugars
      ['Protein', '13g', null],
      ['Vitamin D', '0mcg', 0], // RDI 10
      ['Calcium', '50mg', 20], // RDI 260: 20 %
      ['Iron', '4.3mg', 40], // RDI 11: 39.09 % → nearest 5
      ['Potassium', '360mg', 50], // RDI 700: 51.71 % > 50 → nearest 10
      ['Folate', '15mcg', 15], // RDI 80: 16.88 % → nearest 5
      ['Magnesium', '15mg', 15], // RDI 75: 16.8 % → nearest 5
    ]);
    expect(result.warnings.some((w) => w.includes('101.9(j)(5)(i)'))).toBe(true);
  });

  test('general population: the adult values, as without the option', () => {
    const result = label('general');
    expect(result.label.population).toBe('general');
    const rows = Object.fromEntries(panel(result).map(([name, display, dv]) => [name, [display, dv]]));
    expect(rows['Total Fat']).toEqual(['7g', 8]); // 6.5 / 78 = 8.33 %
    expect(rows.Folate).toEqual(['15mcg', 4]); // 13.5 / 400 = 3.375 % → nearest 2
    expect(rows.Magnesium).toEqual(['15mg', 4]); // 12.6 / 420 = 3.0 % → nearest 2, half up
    expect(rows.Potassium).toEqual(['360mg', 8]); // 362 / 4,700 = 7.70 %
  });

  test('the rendered panels: 1,000-calorie footnote for children, none for infants', async () => {
    const children = renderLabelSvg(label('children_1_3'));
    expect(children).toContain('1,000 calories a day');
    await expect(children).toMatchFileSnapshot('./__snapshots__/fda-children-1-3.svg');
    const infants = renderLabelSvg(label('infants_7_12m'));
    expect(infants).not.toContain('calories a day');
    expect(infants).not.toContain('Saturated');
    await expect(infants).toMatchFileSnapshot('./__snapshots__/fda-infants-7-12m.svg');
  });
});
