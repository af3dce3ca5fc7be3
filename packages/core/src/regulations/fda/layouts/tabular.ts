/**
 * The FDA tabular display for small packages, 21 CFR 101.9(j)(13)(ii)(A)(1) (and the same
 * arrangement (d)(11) allows where a package lacks about 3 in of vertical space): the heading,
 * servings and calories on the left; the nutrients in two side-by-side tables to the right
 * (fats, cholesterol and sodium | carbohydrates and protein); the vitamins and minerals in one line
 * below them; the footnote under it. Type sizes (those of (d)(11) on a package above 40 in²,
 * label-surface.ts) and rules: display-specs.ts.
 *
 * @module
 */
import type { LabelNutrient, LabelResult } from '../../../label/types';
import { type Block, type LabelLayout, span } from '../../../render/layout';
import { isMicronutrient, percent, statements } from '../../../render/layout-shared';
import { both, FONT, footnoteOf, wordsOf } from '../layout';
import { ENGLISH_WORDS } from '../spanish';
import { type DisplayType, SAMPLE_RULES } from './display-specs';
import { tabularTypeOf } from './label-surface';
import { addedSugarsText, isEnglishOnly, nameSpans, rowName } from './row-names';

const RULES = SAMPLE_RULES;

/** The tabular panel's geometry in layout units. */
export const TABULAR_PANEL = {
  width: 560,
  /** The heading column's share of the width; the nutrient tables take the rest. */
  headingShare: 0.3,
  gap: 10,
  /** Indent of a sub-row in each table. */
  indent: 8,
} as const;

/** The row of the second table's first line: total carbohydrate starts the right-hand table. */
const SECOND_TABLE_FROM = 'total_carbohydrate';

function nutrientLine(
  n: LabelNutrient,
  english: boolean,
  words: ReturnType<typeof wordsOf>,
  type: DisplayType,
): Block {
  const dv = percent(n.dailyValue);
  const name =
    n.key === 'added_sugars'
      ? [span(addedSugarsText(n, english, words))]
      : [...nameSpans(n, english), span(` ${n.display}`)];
  return {
    kind: 'line',
    size: type.row.value,
    nutrients: [n.key],
    cells: [
      { spans: name, from: 0, to: 0.78, align: 'start', indent: n.indent * TABULAR_PANEL.indent },
      { spans: dv ? [span(dv, { bold: true })] : [], from: 0.78, to: 1, align: 'end' },
    ],
  };
}

/** One of the two nutrient tables: its heading, a bar, the rows between hairlines. */
function table(
  rows: readonly LabelNutrient[],
  english: boolean,
  words: ReturnType<typeof wordsOf>,
  dailyValue: string,
  type: DisplayType,
): Block[] {
  const amount = english ? 'Amount/serving' : both(words, (w) => w.amountPerServing);
  const blocks: Block[] = [
    {
      kind: 'line',
      size: type.row.value,
      cells: [
        { spans: [span(amount, { bold: true })], from: 0, to: 0.6, align: 'start' },
        { spans: [span(dailyValue, { bold: true })], from: 0.6, to: 1, align: 'end' },
      ],
    },
    { kind: 'rule', weight: RULES.medium.value },
  ];
  rows.forEach((n, i) => {
    if (i > 0) blocks.push({ kind: 'rule', weight: RULES.hairline.value });
    blocks.push(nutrientLine(n, english, words, type));
  });
  return blocks;
}

/**
 * The top of the left part of every tabular display, one column or two: title, servings per
 * container, serving size, then the heavy bar.
 */
export function tabularHeading(
  result: LabelResult,
  english: boolean,
  words: ReturnType<typeof wordsOf>,
  type: DisplayType,
): Block[] {
  const { label } = result;
  return [
    { kind: 'text', size: type.title.value, spans: [span(label.title, { bold: true })] },
    {
      kind: 'text',
      size: type.servings.value,
      spans: [span(both(words, (w) => w.servings(label.servingsPerContainer)))],
    },
    {
      kind: 'text',
      size: type.servingSize.value,
      spans: [
        span(`${english ? ENGLISH_WORDS.servingSize : both(words, (w) => w.servingSize)} `, { bold: true }),
        span(label.servingSizeText ?? label.servingSize, { bold: true }),
      ],
    },
    { kind: 'rule', weight: RULES.heavy.value },
  ];
}

/**
 * Lays out an FDA label as the tabular display.
 *
 * @example layoutFdaTabular(result).blocks[0].kind // 'columns'
 */
export function layoutFdaTabular(result: LabelResult): LabelLayout {
  const { label } = result;
  const type = tabularTypeOf(label.labelSurfaceSquareInches);
  const english = isEnglishOnly(result);
  const words = wordsOf(result);
  const footnote = footnoteOf(result, words);
  const calories = label.nutrients.find((n) => n.key === 'energy_kcal');
  const rest = label.nutrients.filter((n) => n.key !== 'energy_kcal');
  const macros = rest.filter((n) => !isMicronutrient(n));
  const micros = rest.filter(isMicronutrient);
  const split = macros.findIndex((n) => n.key === SECOND_TABLE_FROM);
  const first = split < 0 ? macros : macros.slice(0, split);
  const second = split < 0 ? [] : macros.slice(split);
  const dailyValue = both(words, (w) => `${w.dailyValue}${footnote === null ? '' : '*'}`);

  const heading: Block[] = [
    ...tabularHeading(result, english, words, type),
    {
      kind: 'text',
      size: type.row.value,
      spans: [
        span(
          both(words, (w) => w.amountPerServing),
          { bold: true },
        ),
      ],
    },
  ];
  if (calories) {
    heading.push({
      kind: 'line',
      size: type.caloriesFigure.value,
      nutrients: [calories.key],
      cells: [
        {
          spans: [span(rowName(calories, english), { bold: true })],
          from: 0,
          to: 0.6,
          align: 'start',
          size: type.caloriesWord.value,
        },
        { spans: [span(calories.display, { bold: true })], from: 0.6, to: 1, align: 'end' },
      ],
    });
  }

  const nutrients: Block[] = [
    {
      kind: 'columns',
      gap: TABULAR_PANEL.gap,
      divider: RULES.hairline.value,
      columns: [
        { from: 0, to: 0.5, blocks: table(first, english, words, dailyValue, type) },
        { from: 0.5, to: 1, blocks: table(second, english, words, dailyValue, type) },
      ],
    },
    { kind: 'rule', weight: RULES.heavy.value },
  ];
  if (micros.length > 0) {
    nutrients.push({
      kind: 'text',
      size: type.row.value,
      spans: micros.flatMap((n, i) => {
        const dv = percent(n.dailyValue);
        return [
          ...(i === 0 ? [] : [span(' • ')]),
          span(`${rowName(n, english)} ${n.display}${dv ? ` ${dv}` : ''}`),
        ];
      }),
    });
  }
  if (footnote !== null) {
    nutrients.push(
      { kind: 'rule', weight: RULES.hairline.value },
      { kind: 'text', size: type.footnote.value, spans: [span(footnote)] },
    );
  }

  return {
    regulation: label.regulation,
    title: label.title,
    lang: label.language === 'es' ? 'es-US' : 'en-US',
    width: TABULAR_PANEL.width,
    padding: RULES.boxInset.value,
    frame: RULES.box.value,
    fontFamily: FONT,
    blocks: [
      {
        kind: 'columns',
        gap: TABULAR_PANEL.gap,
        divider: RULES.medium.value,
        columns: [
          { from: 0, to: TABULAR_PANEL.headingShare, blocks: heading },
          { from: TABULAR_PANEL.headingShare, to: 1, blocks: nutrients },
        ],
      },
    ],
    after: statements(result, type.row.value),
  };
}
