/**
 * The FDA tabular display of two columns, 21 CFR 101.9(e)(6)(ii) (and FDA's sample labels of the
 * dual-column tabular display, as packaged / as prepared among them): the heading, servings and serving
 * size on the left with the calories of each column under the heavy bar; to the right the nutrients in
 * two side-by-side tables (fats, cholesterol and sodium | carbohydrates and protein), each row's name
 * once and its amount and %DV per column, the vitamins and minerals shared between the two tables below
 * a heavy bar; the footnote under them. Like every dual-column format, no "Amount per serving" heading
 * ((d)(4)). In each table a vertical line separates the columns ((e)(3), (e)(6)) from their headings to
 * its last row. Type sizes (those of (e)(6)(ii) itself on a package above 40 in², label-surface.ts) and
 * rules: display-specs.ts; columns and headings: column-layout.ts.
 *
 * @module
 */
import type { LabelNutrient, LabelResult } from '../../../label/types';
import { type Block, type LabelLayout, type Span, span } from '../../../render/layout';
import { isMicronutrient, statements } from '../../../render/layout-shared';
import {
  amountCells,
  columnLines,
  columnsOf,
  DV_HEADING,
  languagesOf,
  type PanelColumn,
  perColumnLine,
} from '../column-layout';
import { FONT, footnoteOf, rowNameSpans, withHairlines, wordsOf } from '../layout';
import type { PanelWords } from '../spanish';
import { HEADING_ABBREVIATIONS } from './abbreviations';
import { type DisplayType, SAMPLE_RULES, SMALL_PACKAGE_TYPE } from './display-specs';
import { tabularTypeOf } from './label-surface';
import { isEnglishOnly, nameSpans, rowName } from './row-names';
import { tabularHeading } from './tabular';

const RULES = SAMPLE_RULES;

/**
 * The two-column tabular panel's geometry in layout units: wide enough that each table's longest
 * abbreviated name and its two amount-and-%DV pairs fit in the row type; wider for Spanish names (in
 * full) and wider again for both languages.
 */
export const TABULAR_COLUMN_PANEL = {
  width: 720,
  spanishWidth: 960,
  bilingualWidth: 1280,
  /** The heading column's share of the width; the nutrient tables take the rest. */
  headingShare: 0.26,
  gap: 10,
  /** Indent of a sub-row in each table. */
  indent: 8,
  /** Fraction of each table given to the names. */
  names: 0.4,
  /** In the heading column, where a column's heading ends and its calories figure begins. */
  caloriesSplit: 0.68,
  /** The same with the 22 pt figure of (d)(1)(iii): room for "12,000" at that size, not shrunk below it. */
  caloriesSplitLarge: 0.55,
} as const;

/** The row of the second table's first line: total carbohydrate starts the right-hand table. */
const SECOND_TABLE_FROM = 'total_carbohydrate';

/** A row's name, once: abbreviated on an English label ((j)(13)(ii)(B)), in full otherwise. */
function nameOf(n: LabelNutrient, english: boolean, words: readonly PanelWords[]): Span[] {
  if (n.key !== 'added_sugars') return nameSpans(n, english);
  return english ? [span(`${HEADING_ABBREVIATIONS.includes} Added Sugars`)] : rowNameSpans(n, words);
}

function nutrientLine(
  n: LabelNutrient,
  columns: readonly PanelColumn[],
  english: boolean,
  words: readonly PanelWords[],
  type: DisplayType,
): Block {
  const names = TABULAR_COLUMN_PANEL.names;
  return {
    kind: 'line',
    size: type.row.value,
    nutrients: [n.key],
    cells: [
      {
        spans: nameOf(n, english, words),
        from: 0,
        to: names,
        align: 'start',
        indent: n.indent * TABULAR_COLUMN_PANEL.indent,
      },
      ...amountCells(
        columns.map((c) => c.cell(n)),
        !isMicronutrient(n),
        names,
      ),
    ],
  };
}

/**
 * One of the two nutrient tables: the column headings, a bar, "% DV*", its rows, its vitamins and
 * minerals, with a vertical line between the columns down the whole table.
 */
function table(
  rows: readonly LabelNutrient[],
  micros: readonly LabelNutrient[],
  columns: readonly PanelColumn[],
  dvHeading: string,
  english: boolean,
  words: readonly PanelWords[],
  type: DisplayType,
): Block[] {
  const names = TABULAR_COLUMN_PANEL.names;
  const line = (n: LabelNutrient) => nutrientLine(n, columns, english, words, type);
  const blocks: Block[] = [
    perColumnLine(
      columns.map((c) => c.heading),
      type.row.value,
      true,
      'end',
      names,
    ),
    { kind: 'rule', weight: RULES.medium.value },
    perColumnLine(
      columns.map(() => dvHeading),
      type.row.value,
      true,
      'end',
      names,
    ),
    { kind: 'rule', weight: RULES.hairline.value },
    ...withHairlines(rows, line, RULES.hairline.value),
  ];
  if (micros.length > 0)
    blocks.push(
      { kind: 'rule', weight: RULES.heavy.value },
      ...withHairlines(micros, line, RULES.hairline.value),
    );
  return [{ kind: 'ruled', rules: columnLines(columns.length, RULES.columnLine.value, names), blocks }];
}

/** The heading column: title, servings, serving size, a heavy bar, then "Calories" and each column's figure. */
function heading(
  result: LabelResult,
  columns: readonly PanelColumn[],
  english: boolean,
  words: readonly PanelWords[],
  type: DisplayType,
): Block[] {
  const { label } = result;
  const calories = label.nutrients.find((n) => n.key === 'energy_kcal');
  const blocks = tabularHeading(result, english, words, type);
  if (calories === undefined) return blocks;
  const { caloriesSplit, caloriesSplitLarge } = TABULAR_COLUMN_PANEL;
  const split =
    type.caloriesFigure.value > SMALL_PACKAGE_TYPE.caloriesFigure.value ? caloriesSplitLarge : caloriesSplit;
  blocks.push({
    kind: 'line',
    size: type.caloriesWord.value,
    cells: [{ spans: [span(rowName(calories, english), { bold: true })], from: 0, to: 1, align: 'start' }],
  });
  for (const column of columns) {
    blocks.push({
      kind: 'line',
      size: type.caloriesFigure.value,
      nutrients: [calories.key],
      cells: [
        {
          spans: [span(column.heading, { bold: true })],
          from: 0,
          to: split,
          align: 'start',
          size: type.row.value,
        },
        {
          spans: [span(column.cell(calories)?.display ?? '', { bold: true })],
          from: split,
          to: 1,
          align: 'end',
        },
      ],
    });
  }
  return blocks;
}

/**
 * Lays out an FDA label of two columns as the tabular display.
 *
 * @example layoutFdaTabularColumns(result).blocks[0].kind // 'columns'
 */
export function layoutFdaTabularColumns(result: LabelResult): LabelLayout {
  const { label } = result;
  const type = tabularTypeOf(label.labelSurfaceSquareInches);
  const english = isEnglishOnly(result);
  const words = wordsOf(result);
  const footnote = footnoteOf(result, words);
  const languages = languagesOf(result);
  const columns = columnsOf(result, languages);
  const rest = label.nutrients.filter((n) => n.key !== 'energy_kcal');
  const macros = rest.filter((n) => !isMicronutrient(n));
  const micros = rest.filter(isMicronutrient);
  const split = macros.findIndex((n) => n.key === SECOND_TABLE_FROM);
  const first = split < 0 ? macros : macros.slice(0, split);
  const second = split < 0 ? [] : macros.slice(split);
  const half = Math.ceil(micros.length / 2);
  const dvHeading = `${languages.map((l) => DV_HEADING[l]).join(' / ')}${footnote === null ? '' : '*'}`;

  const nutrients: Block[] = [
    {
      kind: 'columns',
      gap: TABULAR_COLUMN_PANEL.gap,
      divider: RULES.hairline.value,
      columns: [
        {
          from: 0,
          to: 0.5,
          blocks: table(first, micros.slice(0, half), columns, dvHeading, english, words, type),
        },
        {
          from: 0.5,
          to: 1,
          blocks: table(second, micros.slice(half), columns, dvHeading, english, words, type),
        },
      ],
    },
  ];
  if (footnote !== null) {
    nutrients.push(
      { kind: 'rule', weight: RULES.hairline.value },
      { kind: 'text', size: type.footnote.value, spans: [span(footnote)] },
    );
  }

  const { width, spanishWidth, bilingualWidth, headingShare, gap } = TABULAR_COLUMN_PANEL;
  return {
    regulation: label.regulation,
    title: label.title,
    lang: label.language === 'es' ? 'es-US' : 'en-US',
    width: words.length > 1 ? bilingualWidth : english ? width : spanishWidth,
    padding: RULES.boxInset.value,
    frame: RULES.box.value,
    fontFamily: FONT,
    blocks: [
      {
        kind: 'columns',
        gap,
        divider: RULES.medium.value,
        columns: [
          { from: 0, to: headingShare, blocks: heading(result, columns, english, words, type) },
          { from: headingShare, to: 1, blocks: nutrients },
        ],
      },
    ],
    after: statements(result, type.row.value),
  };
}
