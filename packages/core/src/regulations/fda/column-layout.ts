/**
 * The FDA vertical panel with two columns of amounts (101.9(d)(12) and (e) examples, Appendix B): per
 * serving beside per container (101.9(b)(12)(i)), per RACC beside a single-serving container
 * ((b)(6)), or as packaged beside as prepared ((h)(4)). The header (title, servings, serving size) is
 * the single-column panel's; below its heavy bar each column has its heading, its calories in the
 * calories type, its "% DV*" heading, and on each nutrient row its amount and %DV; the nutrient's name
 * is printed once at the left. Bars and hairlines are those of the single-column panel (FDA_PANEL); a
 * vertical line separates the columns ((e)(3), (e)(6)) from their headings to the last nutrient row.
 *
 * @module
 */
import type { BasisWord } from '../../label/columns';
import type { ColumnCell, LabelNutrient, LabelResult } from '../../label/types';
import {
  type Block,
  type Cell,
  type LabelLayout,
  type Span,
  span,
  type VerticalRule,
} from '../../render/layout';
import { indentPx, isMicronutrient, percent, statements } from '../../render/layout-shared';
import { both, FDA_PANEL, FONT, footnoteOf, rowNameSpans, withHairlines, wordsOf } from './layout';
import type { PanelWords } from './spanish';

/**
 * The columned panel's geometry: wider than the single-column one so that two amount-and-%DV pairs
 * fit beside the longest name in the row type (as the FDA dual-column samples are).
 */
export const FDA_COLUMN_PANEL = {
  width: 340,
  bilingualWidth: 460,
  /** Fraction of the inner width given to the names. */
  names: 0.4,
  /** Within a column, the fraction where its amount ends and its %DV begins. */
  amountSplit: 0.55,
  heading: 10,
  /** Fraction of the inner width kept clear of text on each side of a line between two columns. */
  lineClearance: 0.015,
  /**
   * The lines between the columns: "the columns shall be separated by vertical lines" (21 CFR
   * 101.9(e)(3), (e)(6)). No weight is given there or in the samples read, so the panel's hairline.
   */
  columnLine: FDA_PANEL.hairline,
} as const;

/** The words of the column headings of the FDA examples (Spanish: ◐ unverified, no FDA Spanish model read). */
interface HeadingWords {
  readonly serving: string;
  readonly container: string;
  /** The per-RACC column of (b)(6), e.g. "Per 30g". */
  readonly racc: (size: string) => string;
  readonly packaged: string;
  readonly prepared: string;
}

const HEADINGS: Readonly<Record<'en' | 'es', HeadingWords>> = {
  en: {
    serving: 'Per serving',
    container: 'Per container',
    racc: (size) => `Per ${size}`,
    packaged: 'As Packaged',
    prepared: 'As Prepared',
  },
  es: {
    serving: 'Por porción',
    container: 'Por envase',
    racc: (size) => `Por ${size}`,
    packaged: 'Tal como se vende',
    prepared: 'Preparado',
  },
};

/** The "% DV" heading over each column (the abbreviation of the FDA dual-column samples). */
export const DV_HEADING = { en: '% DV', es: '% VD' } as const;

export const languagesOf = (result: LabelResult): readonly ('en' | 'es')[] =>
  result.label.language === 'es' ? ['es'] : result.label.language === 'en-es' ? ['en', 'es'] : ['en'];

/** One printed column: its heading and the cell of a row in it. */
export interface PanelColumn {
  readonly heading: string;
  cell(row: LabelNutrient): ColumnCell | undefined;
}

const servingCell = (row: LabelNutrient): ColumnCell => ({
  value: row.value,
  display: row.display,
  dailyValue: row.dailyValue,
});

/** The columns of `label.basis` in print order, headed in the label's language(s). */
export function columnsOf(result: LabelResult, languages: readonly ('en' | 'es')[]): PanelColumn[] {
  const { basis } = result.label;
  const say = (pick: (h: HeadingWords) => string) => languages.map((l) => pick(HEADINGS[l])).join(' / ');
  const asPrepared = basis.includes('prepared');
  // In a single-serving container with a per-RACC column the serving column is the container ((b)(6)).
  const servingIsContainer = basis.includes('racc');
  const column = (word: BasisWord): PanelColumn => {
    switch (word) {
      case 'container':
        return { heading: say((h) => h.container), cell: (row) => row.perContainer };
      case 'racc':
        return {
          heading: say((h) => h.racc(result.label.raccServing ?? '')),
          cell: (row) => row.perRacc,
        };
      case 'prepared':
        return { heading: say((h) => h.prepared), cell: (row) => row.prepared };
      default:
        return {
          heading: say((h) => (asPrepared ? h.packaged : servingIsContainer ? h.container : h.serving)),
          cell: servingCell,
        };
    }
  };
  return basis.map(column);
}

/** Where column `i` of `n` lies, as fractions of the inner width, the names taking `names` of it. */
function columnSpan(
  i: number,
  n: number,
  names: number = FDA_COLUMN_PANEL.names,
): { from: number; to: number } {
  const width = (1 - names) / n;
  const from = names + i * width;
  return { from, to: from + width };
}

/** Where the text of column `i` of `n` goes: its span less the clearance beside each line between columns. */
function textSpan(i: number, n: number, names: number): { from: number; to: number } {
  const { from, to } = columnSpan(i, n, names);
  const clear = FDA_COLUMN_PANEL.lineClearance;
  return { from: i > 0 ? from + clear : from, to: i < n - 1 ? to - clear : to };
}

/** The vertical lines between `n` columns, one on each edge two columns share ((e)(3), (e)(6)). */
export function columnLines(
  n: number,
  weight: number,
  names: number = FDA_COLUMN_PANEL.names,
): VerticalRule[] {
  return Array.from({ length: n - 1 }, (_, i) => ({ at: columnSpan(i + 1, n, names).from, weight }));
}

/** A row's amount and %DV in each column. */
export function amountCells(
  cells: readonly (ColumnCell | undefined)[],
  bold: boolean,
  names: number = FDA_COLUMN_PANEL.names,
): Cell[] {
  return cells.flatMap((cell, i) => {
    const column = columnSpan(i, cells.length, names);
    const split = column.from + (column.to - column.from) * FDA_COLUMN_PANEL.amountSplit;
    const { from, to } = textSpan(i, cells.length, names);
    const dv = percent(cell?.dailyValue ?? null);
    return [
      { spans: [span(cell?.display ?? '')], from, to: split, align: 'end' } as const,
      { spans: dv ? [span(dv, { bold })] : [], from: split, to, align: 'end' } as const,
    ];
  });
}

function nutrientLine(
  n: LabelNutrient,
  columns: readonly PanelColumn[],
  words: readonly PanelWords[],
): Block {
  return {
    kind: 'line',
    size: FDA_PANEL.row,
    nutrients: [n.key],
    cells: [
      {
        spans: rowNameSpans(n, words),
        from: 0,
        to: FDA_COLUMN_PANEL.names,
        align: 'start',
        indent: indentPx(n.indent, FDA_PANEL.indent),
      },
      ...amountCells(
        columns.map((c) => c.cell(n)),
        !isMicronutrient(n),
      ),
    ],
  };
}

/** A line of one text per column, each over its whole column. */
export function perColumnLine(
  texts: readonly string[],
  size: number,
  bold: boolean,
  align: Cell['align'],
  names: number = FDA_COLUMN_PANEL.names,
): Block {
  return {
    kind: 'line',
    size,
    cells: texts.map((text, i) => ({
      spans: [span(text, { bold })],
      ...textSpan(i, texts.length, names),
      align,
    })),
  };
}

/**
 * Lays out an FDA label with two columns of amounts.
 *
 * @example layoutFdaColumns(result).blocks[0] // the "Nutrition Facts" title line
 */
export function layoutFdaColumns(result: LabelResult): LabelLayout {
  const { label } = result;
  const words = wordsOf(result);
  const footnote = footnoteOf(result, words);
  const languages = languagesOf(result);
  const columns = columnsOf(result, languages);
  const calories = label.nutrients.find((n) => n.key === 'energy_kcal');
  const rest = label.nutrients.filter((n) => n.key !== 'energy_kcal');
  const whole = (spans: readonly Span[], to = 1): Cell => ({ spans, from: 0, to, align: 'start' });
  const blocks: Block[] = [
    { kind: 'line', size: FDA_PANEL.title, cells: [whole([span(label.title, { bold: true })])] },
    { kind: 'rule', weight: FDA_PANEL.hairline },
    {
      kind: 'line',
      size: FDA_PANEL.servings,
      cells: [whole([span(both(words, (w) => w.servings(label.servingsPerContainer)))])],
    },
    {
      kind: 'line',
      size: FDA_PANEL.servingSize,
      cells: [
        whole(
          [
            span(
              both(words, (w) => w.servingSize),
              { bold: true },
            ),
          ],
          0.45,
        ),
        {
          spans: [span(label.servingSizeText ?? label.servingSize, { bold: true })],
          from: 0.45,
          to: 1,
          align: 'end',
        },
      ],
    },
    { kind: 'rule', weight: FDA_PANEL.heavyBar },
  ];
  // From the column headings to the last nutrient row, the columns are separated by vertical lines.
  const separated: Block[] = [
    perColumnLine(
      columns.map((c) => c.heading),
      FDA_COLUMN_PANEL.heading,
      true,
      'end',
    ),
    { kind: 'rule', weight: FDA_PANEL.hairline },
  ];
  if (calories) {
    const name = calories.altName === undefined ? calories.name : `${calories.name} / ${calories.altName}`;
    separated.push({
      kind: 'line',
      size: FDA_PANEL.calories,
      nutrients: [calories.key],
      cells: [
        { spans: [span(name, { bold: true })], from: 0, to: FDA_COLUMN_PANEL.names, align: 'start' },
        ...columns.map(
          (c, i) =>
            ({
              spans: [span(c.cell(calories)?.display ?? '', { bold: true })],
              ...textSpan(i, columns.length, FDA_COLUMN_PANEL.names),
              align: 'end',
            }) as const,
        ),
      ],
    });
  }
  const dvHeading = `${languages.map((l) => DV_HEADING[l]).join(' / ')}${footnote === null ? '' : '*'}`;
  separated.push(
    { kind: 'rule', weight: FDA_PANEL.bar },
    perColumnLine(
      columns.map(() => dvHeading),
      FDA_PANEL.row - 1,
      true,
      'end',
    ),
    { kind: 'rule', weight: FDA_PANEL.hairline },
    ...withHairlines(
      rest.filter((n) => !isMicronutrient(n)),
      (n) => nutrientLine(n, columns, words),
    ),
    { kind: 'rule', weight: FDA_PANEL.heavyBar },
    ...withHairlines(rest.filter(isMicronutrient), (n) => nutrientLine(n, columns, words)),
  );
  blocks.push({
    kind: 'ruled',
    rules: columnLines(columns.length, FDA_COLUMN_PANEL.columnLine),
    blocks: separated,
  });
  if (footnote !== null) {
    blocks.push(
      { kind: 'rule', weight: FDA_PANEL.bar },
      { kind: 'text', size: FDA_PANEL.footnote, spans: [span(footnote)] },
    );
  }
  return {
    regulation: label.regulation,
    title: label.title,
    lang: label.language === 'es' ? 'es-US' : 'en-US',
    width: words.length > 1 ? FDA_COLUMN_PANEL.bilingualWidth : FDA_COLUMN_PANEL.width,
    padding: FDA_PANEL.padding,
    frame: FDA_PANEL.frame,
    fontFamily: FONT,
    blocks,
    after: statements(result, FDA_PANEL.row - 1),
  };
}
