/**
 * Golden FDA labels of two columns in the tabular display (api.md §12: `layout: "tabular"` with
 * columns "dual", an `auto` that picked dual, or `prepared`), 21 CFR 101.9(e)(6)(ii); the linear display
 * and the simplified format stay one column (42201 naming `options.layout` and 101.9(e)). The values
 * are those worked by hand in `column-golden.test.ts` (the display changes the drawing, never a value);
 * here the drawing is checked from the rule: each column's heading, amount and %DV beside the name
 * printed once, the (j)(13)(ii)(B) abbreviations, no "Amount per serving" ((d)(4)), the type sizes and
 * bars of display-specs.ts. Then the warning of 101.9(h)(4) when the additions alone give a nutrient.
 * JSON and SVG snapshots in __snapshots__/.
 */
import { describe, expect, test } from 'vitest';
import { fda, type LabelResult, type Recipe, renderLabelSvg } from '../../src/index';
import { SAMPLE_RULES, SMALL_PACKAGE_TYPE } from '../../src/regulations/fda/layouts/display-specs';
import type { Block, LabelLayout } from '../../src/render/layout';
import { svgText } from '../xml';
import {
  CAKE_MIX,
  COOKIE_BAG,
  COOKIE_PACK_51,
  fdaLabel,
  fdaOutcome,
  cakeMixPrepared as prepared,
} from './column-cases';

/** Every block of a layout, nested columns and ruled runs included. */
const blocksOf = (blocks: readonly Block[]): Block[] =>
  blocks.flatMap((b) =>
    b.kind === 'columns'
      ? b.columns.flatMap((c) => blocksOf(c.blocks))
      : b.kind === 'ruled'
        ? [b, ...blocksOf(b.blocks)]
        : [b],
  );

/** The values a label prints, column by column: what must not change with the display. */
const values = (result: LabelResult) =>
  result.label.nutrients.map((n) => [n.key, n.display, n.dailyValue, n.perContainer, n.perRacc, n.prepared]);

/** The weights of the rules drawn and the sizes of the lines, for the display-specs tables. */
function drawn(layout: LabelLayout): { rules: Set<number>; sizes: Set<number> } {
  const all = blocksOf(layout.blocks);
  const rules = new Set(all.flatMap((b) => (b.kind === 'rule' ? [b.weight] : [])));
  const sizes = new Set(
    all.flatMap((b) => (b.kind === 'line' || b.kind === 'text' ? [b.size] : [])).filter((s) => s > 0),
  );
  for (const b of layout.blocks) if (b.kind === 'columns' && b.divider !== undefined) rules.add(b.divider);
  for (const b of all) if (b.kind === 'ruled') for (const rule of b.rules) rules.add(rule.weight);
  return { rules, sizes };
}

describe('the tabular display of two columns, 101.9(e)(6)(ii)', () => {
  test('cookie bag, 250 % of the RACC: auto picks dual ((b)(12)(i)) and the tabular display draws both columns', async () => {
    const result = fdaLabel(COOKIE_BAG, { columns: 'auto', layout: 'tabular' });
    expect(result.label.layout).toBe('tabular');
    expect(result.label.basis).toEqual(['serving', 'container']);
    // The values are those of the vertical panel of two columns (column-golden.test.ts, worked by hand).
    expect(values(result)).toEqual(values(fdaLabel(COOKIE_BAG, { columns: 'auto' })));
    const svg = renderLabelSvg(result);
    const text = svgText(svg);
    for (const expected of [
      'Nutrition Facts',
      '2.5 servings per container', // (b)(8): 2–5 servings, nearest 0.5
      'Serving size 2 cookies (30g)',
      // The heading column: Calories, then each column's heading and figure (144 → 140; 360).
      'Calories Per serving 140 Per container 360',
      // Each table: the column headings, "% DV*" over each, then name, amount and %DV per column.
      'Total Fat 7g 9% 18g 23%',
      'Sat. Fat 3.5g 18% 9g 45%', // (j)(13)(ii)(B)
      'Trans Fat 0g 0.5g', // 0.24 → 0; 0.6 → 0.5: each column rounded on its own amount
      'Cholest. 5mg 2% 15mg 5%',
      'Sodium 105mg 5% 260mg 11%',
      'Total Carb. 19g 7% 48g 17%',
      'Fiber <1g 3% 2g 6%',
      'Incl. Added Sugars 9g 18% 23g 46%',
      'Protein 2g 4g',
      // The vitamins and minerals shared between the two tables, two by two.
      'Vit. D 0mcg 0% 0mcg 0% Calcium 0mg 0% 30mg 2%',
      'Iron 0.7mg 4% 1.8mg 10% Potas. 0mg 0% 120mg 2%',
    ])
      expect(text).toContain(expected);
    expect(text.match(/Per serving Per container % DV\* % DV\*/g)).toHaveLength(2);
    // (d)(4): the dual-column formats have no "Amount per serving".
    expect(text).not.toContain('Amount per serving');
    expect(text).not.toContain('Amount/serving');
    await expect(`${JSON.stringify(result.label, null, 2)}\n`).toMatchFileSnapshot(
      './__snapshots__/fda-tabular-dual-cookie-bag.json.snap',
    );
    await expect(svg).toMatchFileSnapshot('./__snapshots__/fda-tabular-dual-cookie-bag.svg');
  });

  test('type sizes and bars are those of display-specs.ts; the calories figures in the calories type', () => {
    const layout = fda.layout(fdaLabel(COOKIE_BAG, { columns: 'dual', layout: 'tabular' }));
    const { rules, sizes } = drawn(layout);
    const R = SAMPLE_RULES;
    expect([...rules].sort()).toEqual([R.hairline.value, R.medium.value, R.heavy.value].sort());
    expect(layout.frame).toBe(R.box.value);
    expect(layout.padding).toBe(R.boxInset.value);
    const T = SMALL_PACKAGE_TYPE;
    for (const spec of [
      T.title,
      T.servings,
      T.servingSize,
      T.caloriesWord,
      T.caloriesFigure,
      T.row,
      T.footnote,
    ])
      expect(sizes.has(spec.value)).toBe(true);
    const figures = blocksOf(layout.blocks).filter(
      (b) => b.kind === 'line' && b.nutrients?.includes('energy_kcal'),
    );
    expect(figures.map((b) => b.kind === 'line' && b.size)).toEqual([
      T.caloriesFigure.value,
      T.caloriesFigure.value,
    ]);
    // The heading in the calories line prints in the row type beside the 14 pt figure.
    expect(figures.every((b) => b.kind === 'line' && b.cells[0]?.size === T.row.value)).toBe(true);
  });

  test('cake mix as packaged / as prepared ((h)(4)) in the tabular display', async () => {
    const result = fdaLabel(CAKE_MIX, { columns: 'auto', prepared: prepared(), layout: 'tabular' });
    expect(result.label.basis).toEqual(['serving', 'prepared']);
    expect(values(result)).toEqual(values(fdaLabel(CAKE_MIX, { columns: 'auto', prepared: prepared() })));
    const svg = renderLabelSvg(result);
    const text = svgText(svg);
    for (const expected of [
      'Serving size 1/12 package (36g)',
      'Calories As Packaged 150 As Prepared 240', // 151.2; 243.4 (column-golden.test.ts)
      'Total Fat 3g 4% 13g 16%',
      'Cholest. 0mg 0% 30mg 10%', // the eggs: 372 ÷ 12 = 31 → 30, 10.3 %
      'Sodium 250mg 11% 260mg 11%',
      'Protein 1g 2g',
    ])
      expect(text).toContain(expected);
    await expect(`${JSON.stringify(result.label, null, 2)}\n`).toMatchFileSnapshot(
      './__snapshots__/fda-tabular-as-prepared-cake-mix.json.snap',
    );
    await expect(svg).toMatchFileSnapshot('./__snapshots__/fda-tabular-as-prepared-cake-mix.svg');
  });

  test('51 g pack, 170 % of the RACC, dual: per 30g left of per container ((b)(6)) in the tabular display', async () => {
    const result = fdaLabel(COOKIE_PACK_51, { columns: 'dual', layout: 'tabular' });
    expect(result.label.basis).toEqual(['racc', 'serving']);
    const text = svgText(renderLabelSvg(result));
    // 244.8 → 240 per container; 144 → 140 per 30 g (column-golden.test.ts)
    expect(text).toContain('Calories Per 30g 140 Per container 240');
    expect(text).toContain('Total Fat 7g 9% 12g 16%');
    await expect(renderLabelSvg(result)).toMatchFileSnapshot('./__snapshots__/fda-tabular-per-racc-51g.svg');
  });

  test('a bilingual label keeps both headings and is drawn wider', () => {
    const english = fda.layout(fdaLabel(COOKIE_BAG, { columns: 'dual', layout: 'tabular' }));
    const result = fdaLabel(COOKIE_BAG, { columns: 'dual', layout: 'tabular', language: 'en-es' });
    const text = svgText(renderLabelSvg(result));
    expect(text).toContain('Per serving / Por porción');
    expect(text).toContain('Per container / Por envase');
    expect(fda.layout(result).width).toBeGreaterThan(english.width);
  });
});

describe('displays of one column only (101.9(e)(5), (e)(6)(i)–(ii) show none other)', () => {
  test('linear with two columns: 42201 naming options.layout and the paragraphs', () => {
    for (const options of [
      { columns: 'dual', layout: 'linear' },
      { columns: 'auto', layout: 'linear' },
      { prepared: prepared(), layout: 'linear' },
    ] as const) {
      const result = fdaOutcome(COOKIE_BAG, options);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.issues).toHaveLength(1);
      expect(result.issues[0]?.code).toBe('layout_not_allowed');
      expect(result.issues[0]?.path).toBe('options.layout');
      expect(result.issues[0]?.message).toContain('21 CFR 101.9(e)(5), (e)(6)(i), (e)(6)(ii)');
      expect(result.issues[0]?.message).toContain('vertical and tabular');
    }
    // One column: the linear display is drawn.
    expect(fdaLabel(COOKIE_BAG, { columns: 'single', layout: 'linear' }).label.layout).toBe('linear');
  });

  test('simplified with two columns: refused the same way', () => {
    const result = fdaOutcome(COOKIE_BAG, { columns: 'dual', layout: 'simplified' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]?.path).toBe('options.layout');
  });
});

describe('as prepared: a nutrient the additions alone give (101.9(h)(4))', () => {
  test("the mix without cholesterol data: the column shows the eggs' alone, and a warning names it", () => {
    const { cholesterol: _none, ...withoutCholesterol } = CAKE_MIX.ingredients[0]!.nutrients ?? {};
    const mix: Recipe = {
      ...CAKE_MIX,
      ingredients: [{ ...CAKE_MIX.ingredients[0]!, nutrients: withoutCholesterol }],
    };
    const result = fdaLabel(mix, { prepared: prepared() });
    const row = result.label.nutrients.find((n) => n.key === 'cholesterol')!;
    expect(row.display).toBe('0mg'); // no data: declared 0
    expect(row.prepared?.display).toBe('30mg'); // the eggs: 372 mg ÷ 12 = 31 → nearest 5 ((c)(3))
    const warning = result.warnings.filter((w) => w.includes('additions alone'));
    expect(warning).toHaveLength(1);
    expect(warning[0]).toContain('Cholesterol');
    expect(warning[0]).toContain('21 CFR 101.9(h)(4)');
    // With data in the mix (0 mg), no such warning.
    expect(
      fdaLabel(CAKE_MIX, { prepared: prepared() }).warnings.some((w) => w.includes('additions alone')),
    ).toBe(false);
  });
});
