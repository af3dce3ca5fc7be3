/**
 * The FDA vertical Nutrition Facts panel, 21 CFR 101.9(d) (2016 format; spec
 * regulations-us.md §1 "Display facts"): title, servings line above "Serving size", heavy
 * bar, "Amount per serving", bold calories, bar, "% Daily Value*", nutrient rows separated
 * by hairlines, "Includes Xg Added Sugars", heavy bar before the vitamins and minerals,
 * bar, and the %DV footnote.
 *
 * @module
 */
import type { LabelNutrient, LabelResult } from '../../label/types';
import { type Block, type Cell, type LabelLayout, type Span, span } from '../../render/layout';
import { indentPx, isMicronutrient, percent, statements } from '../../render/layout-shared';
import { FDA_POPULATION_RULES } from './populations';
import { ENGLISH_WORDS, type PanelWords, SPANISH_WORDS } from './spanish';

/**
 * Type sizes and rule weights in px. 101.9(d)(1)(iv) asks for a hairline between nutrient
 * rows and (d)(5) for bars setting off the heading groups; the weights (7 pt / 3 pt bars,
 * 1/4 pt hairline) follow the FDA sample labels of 101.9(d)(12) — ⚠ unverified against the
 * CFR graphics, so they live here as data.
 */
export const FDA_PANEL = {
  width: 260,
  bilingualWidth: 380,
  padding: 5,
  frame: 1,
  title: 30,
  servings: 12,
  servingSize: 14,
  amountPerServing: 10,
  calories: 24,
  row: 11,
  footnote: 8.5,
  heavyBar: 10,
  bar: 5,
  hairline: 0.75,
  indent: 12,
  /** 101.9(d)(9), text of the FDA sample labels ("(DV)" disputed: spec §1 ⚠ unverified). */
  footnoteText:
    'The % Daily Value (DV) tells you how much a nutrient in a serving of food contributes to a daily diet. 2,000 calories a day is used for general nutrition advice.',
} as const;

/** The panel's words in the label's language(s): one set, or English and Spanish side by side (101.15(c)). */
export function wordsOf(result: LabelResult): readonly PanelWords[] {
  const language = result.label.language ?? 'en';
  return language === 'es'
    ? [SPANISH_WORDS]
    : language === 'en-es'
      ? [ENGLISH_WORDS, SPANISH_WORDS]
      : [ENGLISH_WORDS];
}

/** One text in each language, joined by " / ". */
export const both = (words: readonly PanelWords[], pick: (w: PanelWords) => string): string =>
  words.map(pick).join(' / ');

/** The footnote of a population's label: its reference calories, or none (infants, FDA_POPULATION_RULES). */
export function footnoteOf(result: LabelResult, words: readonly PanelWords[]): string | null {
  const calories = FDA_POPULATION_RULES[result.label.population ?? 'general'].footnoteCalories;
  if (calories === null) return null;
  return words.map((w) => `*${w.footnote(calories.toLocaleString('en-US'))}`).join(' ');
}

export const FONT = 'Helvetica Neue, Helvetica, Arial, sans-serif';
const LEFT = (spans: readonly Span[], indent = 0): Cell => ({
  spans,
  from: 0,
  to: 0.78,
  align: 'start',
  indent,
});
const RIGHT = (spans: readonly Span[]): Cell => ({ spans, from: 0.78, to: 1, align: 'end' });

/**
 * The name of a nutrient row, followed by its amount when `amount` is given: **Total Fat** 8g,
 * *Trans* Fat 0g, Includes 10g Added Sugars (101.9(d)(7)); without an amount, as the panels of two
 * columns print it once at the left ("Includes Added Sugars").
 */
export function rowNameSpans(n: LabelNutrient, words: readonly PanelWords[], amount?: string): Span[] {
  if (n.key === 'added_sugars') {
    return [
      span(
        amount === undefined
          ? both(words, (w) => w.includesAddedSugars('').replace(/\s+/g, ' '))
          : both(words, (w) => w.includesAddedSugars(amount)),
      ),
    ];
  }
  const name = n.altName === undefined ? n.name : `${n.name} / ${n.altName}`;
  const after = amount === undefined ? '' : ` ${amount}`;
  if (n.key === 'trans_fat' && name.startsWith('Trans')) {
    return [span('Trans', { italic: true }), span(`${name.slice('Trans'.length)}${after}`)];
  }
  const bold = n.indent === 0 && !isMicronutrient(n);
  return amount === undefined ? [span(name, { bold })] : [span(name, { bold }), span(after)];
}

/** Nutrient rows, each drawn by `line`, separated by rules of `hairline` weight (101.9(d)(1)(iv)). */
export function withHairlines(
  rows: readonly LabelNutrient[],
  line: (n: LabelNutrient) => Block,
  hairline: number = FDA_PANEL.hairline,
): Block[] {
  return rows.flatMap((n, i) =>
    i === 0 ? [line(n)] : [{ kind: 'rule', weight: hairline } as const, line(n)],
  );
}

function nutrientLine(n: LabelNutrient, words: readonly PanelWords[]): Block {
  const dv = percent(n.dailyValue);
  return {
    kind: 'line',
    size: FDA_PANEL.row,
    nutrients: [n.key],
    cells: [
      LEFT(rowNameSpans(n, words, n.display), indentPx(n.indent, FDA_PANEL.indent)),
      RIGHT(dv ? [span(dv, { bold: !isMicronutrient(n) })] : []),
    ],
  };
}

/**
 * Lays out an FDA label.
 *
 * @example layoutFda(result).blocks[0] // the "Nutrition Facts" title line
 */
export function layoutFda(result: LabelResult): LabelLayout {
  const { label } = result;
  const words = wordsOf(result);
  const footnote = footnoteOf(result, words);
  const calories = label.nutrients.find((n) => n.key === 'energy_kcal');
  const rest = label.nutrients.filter((n) => n.key !== 'energy_kcal');
  const macros = rest.filter((n) => !isMicronutrient(n));
  const micros = rest.filter(isMicronutrient);
  const blocks: Block[] = [
    {
      kind: 'line',
      size: FDA_PANEL.title,
      cells: [{ spans: [span(label.title, { bold: true })], from: 0, to: 1, align: 'start' }],
    },
    { kind: 'rule', weight: FDA_PANEL.hairline },
    {
      kind: 'line',
      size: FDA_PANEL.servings,
      cells: [
        {
          spans: [span(both(words, (w) => w.servings(label.servingsPerContainer)))],
          from: 0,
          to: 1,
          align: 'start',
        },
      ],
    },
    {
      kind: 'line',
      size: FDA_PANEL.servingSize,
      cells: [
        {
          spans: [
            span(
              both(words, (w) => w.servingSize),
              { bold: true },
            ),
          ],
          from: 0,
          to: 0.45,
          align: 'start',
        },
        {
          spans: [span(label.servingSizeText ?? label.servingSize, { bold: true })],
          from: 0.45,
          to: 1,
          align: 'end',
        },
      ],
    },
    { kind: 'rule', weight: FDA_PANEL.heavyBar },
    {
      kind: 'line',
      size: FDA_PANEL.amountPerServing,
      cells: [
        {
          spans: [
            span(
              both(words, (w) => w.amountPerServing),
              { bold: true },
            ),
          ],
          from: 0,
          to: 1,
          align: 'start',
        },
      ],
    },
  ];
  if (calories) {
    blocks.push({
      kind: 'line',
      size: FDA_PANEL.calories,
      nutrients: [calories.key],
      cells: [
        {
          spans: [
            span(calories.altName === undefined ? calories.name : `${calories.name} / ${calories.altName}`, {
              bold: true,
            }),
          ],
          from: 0,
          to: 0.6,
          align: 'start',
        },
        { spans: [span(calories.display, { bold: true })], from: 0.6, to: 1, align: 'end' },
      ],
    });
  }
  blocks.push(
    { kind: 'rule', weight: FDA_PANEL.bar },
    {
      kind: 'line',
      size: FDA_PANEL.row - 1,
      cells: [
        {
          spans: [
            span(
              both(words, (w) => `${w.dailyValue}${footnote === null ? '' : '*'}`),
              { bold: true },
            ),
          ],
          from: 0.4,
          to: 1,
          align: 'end',
        },
      ],
    },
    { kind: 'rule', weight: FDA_PANEL.hairline },
    ...withHairlines(macros, (n) => nutrientLine(n, words)),
    { kind: 'rule', weight: FDA_PANEL.heavyBar },
    ...withHairlines(micros, (n) => nutrientLine(n, words)),
  );
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
    // A bilingual panel (101.15(c)(1)) is wider, so that both names fit in the row's type size.
    width: words.length > 1 ? FDA_PANEL.bilingualWidth : FDA_PANEL.width,
    padding: FDA_PANEL.padding,
    frame: FDA_PANEL.frame,
    fontFamily: FONT,
    blocks,
    after: statements(result, FDA_PANEL.row - 1),
  };
}
