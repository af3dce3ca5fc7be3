/**
 * Golden CFIA labels with the as-prepared column of the dual format (FDR B.01.406(5), B.01.456;
 * regulations-intl.md §1.1a). Each value is worked by hand: the as-prepared amount per serving is
 * (package + what the directions add) ÷ servings, rounded on its own with column 4 of the tables to
 * B.01.401 and B.01.402 (§1.3), and its %DV is taken from that rounded amount (B.01.401(1.2), nearest
 * 1 %, §1.2). The column prints Calories and the %DV of (5)(a)(iv) only: fat, saturated + trans,
 * sodium, sugars, potassium, calcium, iron and the vitamins and minerals; not fibre (item 10 is not
 * listed). JSON and SVG snapshots in __snapshots__/.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type GenerateOptions,
  generateLabel,
  type LabelResult,
  type Recipe,
  renderLabelSvg,
  resolveRecipe,
} from '../../src/index';
import { cfia } from '../../src/regulations/cfia';
import {
  CAKE_DIRECTIONS,
  CAKE_MIX,
  NOODLE_DIRECTIONS,
  NOODLES,
  OATMEAL,
  OATMEAL_DIRECTIONS,
} from './cfia-prepared-cases';

function label(recipe: Recipe, additions: Recipe['ingredients'], yieldFactor?: number): LabelResult {
  const resolved = resolveRecipe(recipe);
  const added = resolveRecipe({ ...recipe, ingredients: additions });
  if (!resolved.ok || !added.ok) throw new Error('bad recipe');
  const options: GenerateOptions = {
    prepared: {
      ingredients: added.recipe.ingredients,
      ...(yieldFactor === undefined ? {} : { yieldFactor }),
    },
  };
  const outcome = generateLabel(resolved.recipe, cfia, options);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  return outcome.value;
}

/** [name, as-sold display, as-sold %DV, as-prepared display, as-prepared %DV]. */
const rows = (result: LabelResult) =>
  result.label.nutrients.map((n) => [
    n.name,
    n.display,
    n.dailyValue,
    n.prepared?.display,
    n.prepared?.dailyValue,
  ]);

const snapshot = async (result: LabelResult, name: string) => {
  await expect(`${JSON.stringify(result.label, null, 2)}\n`).toMatchFileSnapshot(
    `./__snapshots__/${name}.json.snap`,
  );
  await expect(renderLabelSvg(result)).toMatchFileSnapshot(`./__snapshots__/${name}.svg`);
};

describe('CFIA dual format, foods requiring preparation (B.01.406(5))', () => {
  test('1. cake mix: as sold and as prepared, each rounded on its own amount', async () => {
    const result = label(CAKE_MIX, CAKE_DIRECTIONS, 0.9);
    expect(result.label.basis).toEqual(['serving', 'prepared']);
    expect(result.label.servingSizeText).toBe('Per 1/10 package (43 g)');
    // (430 + 150 + 80 + 250) × 0.9 ÷ 10 = 81.9 g → nearest 1 g (item 1, col. 4)
    expect(result.label.preparedServingSize).toBe('82g');
    // (5)(a)(i): "about (naming the serving size) prepared", in the household measure
    expect(result.label.preparedServingSizeText).toBe('about 1/10 package prepared');
    // Per serving as prepared = mix + 15 g eggs + 8 g oil + 25 g water.
    expect(rows(result)).toEqual([
      ['Calories', '170', null, '260', null], // 172 → 170; 172 + 21.45 + 70.72 = 264.17 → 260 (> 50: 10s)
      ['Fat', '2 g', 3, '12 g', 16], // 2.2 → 2 (0.5 s), 2/75 = 2.7 %; 2.2 + 1.425 + 8 = 11.625 → 12, 16 %
      ['Saturated', '1 g', 5, '2 g', 10], // 1.1 → 1, (1 + 0)/20 = 5 %; 1.1 + 0.465 + 0.592 = 2.157 → 2, 10 %
      ['+ Trans', '0 g', null, '0 g', null],
      ['Carbohydrate', '34 g', null, '35 g', null], // 34.505 → 35 (not printed: no %DV)
      ['Fibre', '1 g', 4, '1 g', null], // 0.9 → 1, 1/28 = 3.6 %; item 10 is not in (5)(a)(iv)
      ['Sugars', '18 g', 18, '18 g', 18], // 18.2 + 0.06 = 18.26 → 18, 18/100
      ['Protein', '2 g', null, '4 g', null], // 2.1 + 1.89 = 3.99 → 4
      ['Cholesterol', '0 mg', null, '55 mg', null], // 55.8 → 55 (5 s); no %DV printed (item 7 optional)
      ['Sodium', '300 mg', 13, '320 mg', 14], // 300/2300 = 13.04 %; 300 + 21.3 = 321.3 → 320, 13.9 %
      ['Potassium', '125 mg', 4, '150 mg', 4], // 120 → 125 (25 s), 3.7 %; 140.7 → 150, 4.4 %
      ['Calcium', '100 mg', 8, '100 mg', 8], // 95 → 100, 7.7 %; 103.4 → 100
      ['Iron', '1.5 mg', 8, '1.75 mg', 10], // 1.6 → 1.5 (0.25 s), 8.3 %; 1.8625 → 1.75, 9.7 %
    ]);
    await snapshot(result, 'cfia-as-prepared-cake-mix');
  });

  test('2. instant oatmeal with skim milk: the additions raise sodium, calcium and potassium', async () => {
    const result = label(OATMEAL, OATMEAL_DIRECTIONS);
    expect(result.label.servingSizeText).toBe('Per 3/4 cup (30 g)');
    expect(result.label.preparedServingSize).toBe('155g'); // (300 + 1250) ÷ 10
    expect(result.label.preparedServingSizeText).toBe('about 3/4 cup prepared');
    // Per serving as prepared = 30 g oats + 125 g milk.
    expect(rows(result)).toEqual([
      ['Calories', '120', null, '160', null], // 117 → 120; 117 + 42.5 = 159.5 → 160
      ['Fat', '1.5 g', 2, '1.5 g', 2], // 1.3 → 1.5, 2 %; 1.3 + 0.1 = 1.4 → 1.5
      ['Saturated', '0.5 g', 3, '0.5 g', 3], // 0.6 → 0.5, 0.5/20 = 2.5 % → 3 (half up); 0.6625 → 0.5
      ['+ Trans', '0 g', null, '0 g', null],
      ['Carbohydrate', '25 g', null, '31 g', null], // 24.6 + 6.2 = 30.8 → 31
      ['Fibre', '3 g', 11, '3 g', null], // 2.7 → 3, 3/28 = 10.7 %
      ['Sugars', '5 g', 5, '12 g', 12], // 5.4 + 6.3625 = 11.7625 → 12
      ['Protein', '3 g', null, '7 g', null], // 2.6 + 4.2125 = 6.8125 → 7
      ['Cholesterol', '0 mg', null, '5 mg', null], // 2.5 mg, not free of cholesterol → 5 (5 s, half up)
      ['Sodium', '180 mg', 8, '230 mg', 10], // 180/2300 = 7.8 %; 180 + 52.5 = 232.5 → 230, 10 %
      ['Potassium', '100 mg', 3, '300 mg', 9], // 95 → 100, 2.9 %; 95 + 195 = 290 → 300 (50 s), 8.8 %
      ['Calcium', '10 mg', 1, '175 mg', 13], // 12 → 10 (10 s), 0.8 %; 164.5 → 175 (25 s), 13.5 %
      ['Iron', '4 mg', 22, '4 mg', 22], // 3.9 → 4 (0.5 s), 22.2 %; 3.9375 → 4
    ]);
    await snapshot(result, 'cfia-as-prepared-oatmeal');
  });

  test('3. instant noodles without a household measure: the heading names the metric serving as prepared', async () => {
    const result = label(NOODLES, NOODLE_DIRECTIONS);
    expect(result.label.servingSizeText).toBe('Per 64 g');
    expect(result.label.preparedServingSizeText).toBe('about 464 g prepared'); // 64 + 400
    expect(rows(result)).toEqual([
      ['Calories', '290', null, '290', null],
      ['Fat', '12 g', 16, '12 g', 16], // 11.7 → 12, 16 %
      ['Saturated', '5 g', 25, '5 g', 25], // 5.3 → 5 (> 5: 1 s), 25 %
      ['+ Trans', '0 g', null, '0 g', null],
      ['Carbohydrate', '40 g', null, '40 g', null],
      ['Fibre', '2 g', 7, '2 g', null], // 1.8 → 2, 7.1 %
      ['Sugars', '2 g', 2, '2 g', 2],
      ['Protein', '6 g', null, '6 g', null],
      ['Cholesterol', '0 mg', null, '0 mg', null],
      ['Sodium', '1130 mg', 49, '1150 mg', 50], // 49.1 %; 1130 + 20 = 1150, 50 %
      ['Potassium', '100 mg', 3, '100 mg', 3], // 110 → 100 (25 s), 2.9 %
      ['Calcium', '20 mg', 2, '30 mg', 2], // 20/1300 = 1.5 %; 20 + 12 = 32 → 30, 2.3 %
      ['Iron', '2.5 mg', 14, '2.5 mg', 14], // 2.4 → 2.5 (0.25 s), 13.9 %
    ]);
    await snapshot(result, 'cfia-as-prepared-noodles');
  });

  test('B.01.406(6): no as-prepared column for a product solely for infants 6 months to 1 year', () => {
    const resolved = resolveRecipe({ ...OATMEAL, canada: { solelyFor: 'infants_6_to_12_months' } });
    const added = resolveRecipe({ ...OATMEAL, ingredients: OATMEAL_DIRECTIONS });
    if (!resolved.ok || !added.ok) throw new Error('bad recipe');
    const outcome = generateLabel(resolved.recipe, cfia, {
      prepared: { ingredients: added.recipe.ingredients },
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.issues).toEqual([
      expect.objectContaining({ code: 'column_not_allowed', path: 'options.prepared' }),
    ]);
    expect(outcome.issues[0]?.message).toContain('B.01.406(6)');
  });

  test('a nutrient the additions alone give: the warning cites B.01.406(5), not the FDA paragraph', () => {
    // The noodles without potassium data; 100 g of milk (150 mg/100 g) per cup: 0 mg as sold, 150 mg prepared.
    const [noodles] = NOODLES.ingredients;
    const { potassium: _, ...withoutPotassium } = noodles!.nutrients!;
    const result = label({ ...NOODLES, ingredients: [{ ...noodles!, nutrients: withoutPotassium }] }, [
      { name: 'Milk', weightGrams: 100, nutrients: { energy_kcal: 60, potassium: 150 } },
    ]);
    const row = result.label.nutrients.find((n) => n.key === 'potassium');
    expect([row?.display, row?.prepared?.display]).toEqual(['0 mg', '150 mg']);
    const warning = result.warnings.filter((w) => w.includes('additions alone'));
    expect(warning).toEqual([
      'The Potassium of the as-prepared column comes from the additions alone: the food as packaged gives no Potassium data (FDR B.01.406(5)).',
    ]);
  });

  test('no per-container column: columns "dual" is refused by the format', () => {
    const resolved = resolveRecipe(OATMEAL);
    if (!resolved.ok) throw new Error('bad recipe');
    expect(() => generateLabel(resolved.recipe, cfia, { columns: 'dual' })).toThrow(RangeError);
    const single = generateLabel(resolved.recipe, cfia, { columns: 'auto' });
    expect(single.ok && single.value.label.basis).toEqual(['serving']);
  });

  test('property: the as-prepared %DV is that of the prepared amount rounded on its own; fibre has none', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        (addedGrams, sodium, fibre) => {
          const additions = [
            {
              name: 'Addition',
              weightGrams: addedGrams * 10 + 1,
              nutrients: { sodium, dietary_fiber: fibre },
            },
          ];
          const result = label(OATMEAL, additions);
          const per = (addedGrams * 10 + 1) / 10 / 100;
          const row = result.label.nutrients.find((n) => n.key === 'sodium')!;
          const amount = 180 + sodium * per;
          const declared = cfia.declare('sodium', amount);
          expect(row.prepared?.value).toBe(declared.value);
          expect(row.prepared?.dailyValue).toBe(cfia.percent('sodium', amount, declared));
          const fibreRow = result.label.nutrients.find((n) => n.key === 'dietary_fiber')!;
          expect(fibreRow.prepared?.dailyValue).toBeNull();
        },
      ),
      { numRuns: 60 },
    );
  });
});
