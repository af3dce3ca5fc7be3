/**
 * The vertical lines between the columns of an FDA panel of two columns: "the columns shall be
 * separated by vertical lines" (21 CFR 101.9(e)(3) for forms such as as prepared and for units,
 * (e)(6) for per serving / per container; regulations-us.md §1.2 ◐). Checked on the layout: where
 * each line runs (from the column headings to the last nutrient row), where it stands (the edge the
 * two columns share), its weight (the hairline: no weight is given), and that no text cell crosses it.
 * Panels of one column draw none. The drawing itself: render-ruled.test.ts, and the chromium geometry
 * test (apps/api/test/browser/fda-layouts.browser.test.ts).
 */
import { describe, expect, test } from 'vitest';
import { fda, type Recipe } from '../../src/index';
import { FDA_PANEL } from '../../src/regulations/fda/layout';
import { SAMPLE_RULES } from '../../src/regulations/fda/layouts/display-specs';
import type { Block, LineBlock, RuledBlock } from '../../src/render/layout';
import {
  CAKE_MIX,
  COOKIE_BAG,
  COOKIE_PACK_51,
  fdaLabel as label,
  cakeMixPrepared as prepared,
} from './column-cases';

/** Every ruled run of a layout, inside columns too. */
const runsOf = (blocks: readonly Block[]): RuledBlock[] =>
  blocks.flatMap((b) =>
    b.kind === 'ruled'
      ? [b, ...runsOf(b.blocks)]
      : b.kind === 'columns'
        ? b.columns.flatMap((c) => runsOf(c.blocks))
        : [],
  );

/** Every line of a layout, inside columns and runs too. */
const linesOf = (blocks: readonly Block[]): LineBlock[] =>
  blocks.flatMap((b) =>
    b.kind === 'line'
      ? [b]
      : b.kind === 'ruled'
        ? linesOf(b.blocks)
        : b.kind === 'columns'
          ? b.columns.flatMap((c) => linesOf(c.blocks))
          : [],
  );

/** The nutrient rows of a run, in order. */
const rowsOf = (run: RuledBlock) => linesOf(run.blocks).filter((l) => l.nutrients !== undefined);

/** Each printed cell of a line lies wholly on one side of the line at `at`, clear of it. */
function clearOf(line: LineBlock, at: number): boolean {
  return line.cells
    .filter((c) => c.spans.some((s) => s.text !== ''))
    .every((c) => c.to <= at - 0.01 || c.from >= at + 0.01);
}

// Names take 0.4 of the width (FDA_COLUMN_PANEL, TABULAR_COLUMN_PANEL); two columns of 0.3 each share
// the edge 0.4 + 0.3 = 0.7.
const SHARED_EDGE = 0.7;

const VERTICAL = [
  ['per serving / per container', () => label(COOKIE_BAG, { columns: 'dual' })],
  ['per 30g / per container', () => label(COOKIE_PACK_51, { columns: 'dual' })],
  ['as packaged / as prepared', () => label(CAKE_MIX, { prepared: prepared() })],
  ['bilingual', () => label(COOKIE_BAG, { columns: 'dual', language: 'en-es' })],
] as const;

const TABULAR = [
  ['per serving / per container', () => label(COOKIE_BAG, { columns: 'dual', layout: 'tabular' })],
  ['per 30g / per container', () => label(COOKIE_PACK_51, { columns: 'dual', layout: 'tabular' })],
  ['as packaged / as prepared', () => label(CAKE_MIX, { prepared: prepared(), layout: 'tabular' })],
  ['spanish', () => label(COOKIE_BAG, { columns: 'dual', layout: 'tabular', language: 'es' })],
] as const;

describe('the vertical panel of two columns, 101.9(e)(6)(i)', () => {
  test.each(VERTICAL)('%s: one hairline between the columns, headings to the last row', (_name, make) => {
    const result = make();
    expect(result.label.basis).toHaveLength(2);
    const layout = fda.layout(result);
    const runs = runsOf(layout.blocks);
    expect(runs).toHaveLength(1);
    const run = runs[0]!;
    expect(run.rules).toEqual([{ at: SHARED_EDGE, weight: FDA_PANEL.hairline }]);
    // The run opens with the column headings and holds every nutrient row, calories first.
    const first = run.blocks[0];
    expect(first?.kind === 'line' && first.cells.map((c) => c.spans[0]?.text)).toEqual([
      expect.stringMatching(/^(Per|As) /),
      expect.stringMatching(/^(Per|As) /),
    ]);
    expect(rowsOf(run).flatMap((l) => l.nutrients)).toEqual(result.label.nutrients.map((n) => n.key));
    expect(run.blocks.at(-1)).toEqual(rowsOf(run).at(-1));
    for (const line of linesOf(run.blocks))
      expect(clearOf(line, SHARED_EDGE), JSON.stringify(line)).toBe(true);
  });
});

describe('the tabular display of two columns, 101.9(e)(6)(ii)', () => {
  test.each(TABULAR)(
    '%s: a hairline between the columns of each table, headings to its last row',
    (_name, make) => {
      const result = make();
      const layout = fda.layout(result);
      const runs = runsOf(layout.blocks);
      // One per nutrient table (fats … sodium | carbohydrates, protein), each with its vitamins and minerals.
      expect(runs).toHaveLength(2);
      const drawn: string[] = [];
      for (const run of runs) {
        expect(run.rules).toEqual([{ at: SHARED_EDGE, weight: SAMPLE_RULES.columnLine.value }]);
        expect(SAMPLE_RULES.columnLine.value).toBe(SAMPLE_RULES.hairline.value);
        const first = run.blocks[0];
        expect(first?.kind === 'line' && first.cells.map((c) => c.spans[0]?.text)).toEqual([
          expect.stringMatching(/^(Per|As|Por|Tal) /),
          expect.stringMatching(/^(Per|As|Por|Preparado) ?/),
        ]);
        expect(run.blocks.at(-1)).toEqual(rowsOf(run).at(-1));
        for (const line of linesOf(run.blocks))
          expect(clearOf(line, SHARED_EDGE), JSON.stringify(line)).toBe(true);
        drawn.push(...rowsOf(run).flatMap((l) => l.nutrients ?? []));
      }
      // Every row but calories (in the heading column, no columns side by side there) is in a run.
      expect(drawn.sort()).toEqual(
        result.label.nutrients
          .map((n) => n.key)
          .filter((k) => k !== 'energy_kcal')
          .sort(),
      );
    },
  );
});

/** A lemonade: every nutrient of 101.9(f) but calories and the carbohydrates insignificant, for the simplified format. */
const LEMONADE: Recipe = {
  name: 'Lemonade',
  servingSizeGrams: 240,
  householdMeasure: '1 cup',
  ingredients: [
    {
      name: 'Lemonade',
      weightGrams: 240,
      nutrients: { energy_kcal: 17, total_carbohydrate: 4.2, total_sugars: 4.2, added_sugars: 4.2 },
    },
  ],
};

describe('panels of one column', () => {
  test.each(['vertical', 'tabular', 'linear', 'simplified'] as const)('%s: no vertical line', (layout) => {
    const recipe = layout === 'simplified' ? LEMONADE : COOKIE_BAG;
    const result = label(recipe, { columns: 'single', layout });
    expect(result.label.basis).toEqual(['serving']);
    expect(runsOf(fda.layout(result).blocks)).toEqual([]);
  });
});
