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

/**
 * Type sizes and rule weights in px. 101.9(d)(1)(iv) asks for a hairline between nutrient
 * rows and (d)(5) for bars setting off the heading groups; the weights (7 pt / 3 pt bars,
 * 1/4 pt hairline) follow the FDA sample labels of 101.9(d)(12) — ⚠ unverified against the
 * CFR graphics, so they live here as data.
 */
export const FDA_PANEL = {
  width: 260,
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

/** The footnote of a population's label: its reference calories, or none (infants, FDA_POPULATION_RULES). */
function footnoteOf(result: LabelResult): string | null {
  const calories = FDA_POPULATION_RULES[result.label.population ?? 'general'].footnoteCalories;
  if (calories === null) return null;
  return FDA_PANEL.footnoteText.replace('2,000', calories.toLocaleString('en-US'));
}

const FONT = 'Helvetica Neue, Helvetica, Arial, sans-serif';
const LEFT = (spans: readonly Span[], indent = 0): Cell => ({
  spans,
  from: 0,
  to: 0.78,
  align: 'start',
  indent,
});
const RIGHT = (spans: readonly Span[]): Cell => ({ spans, from: 0.78, to: 1, align: 'end' });

/** "8 servings per container", "1 serving per container", "about 2.5 servings per container". */
function servingsLine(servings: number | string): string {
  return `${servings} ${servings === 1 ? 'serving' : 'servings'} per container`;
}

/** The name and amount of a nutrient row, e.g. **Total Fat** 8g, *Trans* Fat 0g, Includes 10g Added Sugars. */
function rowSpans(n: LabelNutrient): Span[] {
  if (n.key === 'added_sugars') return [span(`Includes ${n.display} Added Sugars`)];
  if (n.key === 'trans_fat' && n.name.startsWith('Trans')) {
    return [span('Trans', { italic: true }), span(`${n.name.slice('Trans'.length)} ${n.display}`)];
  }
  const bold = n.indent === 0 && !isMicronutrient(n);
  return [span(n.name, { bold }), span(` ${n.display}`)];
}

function nutrientLine(n: LabelNutrient): Block {
  const dv = percent(n.dailyValue);
  return {
    kind: 'line',
    size: FDA_PANEL.row,
    nutrients: [n.key],
    cells: [
      LEFT(rowSpans(n), indentPx(n.indent, FDA_PANEL.indent)),
      RIGHT(dv ? [span(dv, { bold: !isMicronutrient(n) })] : []),
    ],
  };
}

/** Rows separated by hairlines. */
function withHairlines(rows: readonly LabelNutrient[]): Block[] {
  return rows.flatMap((n, i) =>
    i === 0 ? [nutrientLine(n)] : [{ kind: 'rule', weight: FDA_PANEL.hairline } as const, nutrientLine(n)],
  );
}

/**
 * Lays out an FDA label.
 *
 * @example layoutFda(result).blocks[0] // the "Nutrition Facts" title line
 */
export function layoutFda(result: LabelResult): LabelLayout {
  const { label } = result;
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
      cells: [{ spans: [span(servingsLine(label.servingsPerContainer))], from: 0, to: 1, align: 'start' }],
    },
    {
      kind: 'line',
      size: FDA_PANEL.servingSize,
      cells: [
        { spans: [span('Serving size', { bold: true })], from: 0, to: 0.45, align: 'start' },
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
      cells: [{ spans: [span('Amount per serving', { bold: true })], from: 0, to: 1, align: 'start' }],
    },
  ];
  if (calories) {
    blocks.push({
      kind: 'line',
      size: FDA_PANEL.calories,
      nutrients: [calories.key],
      cells: [
        { spans: [span(calories.name, { bold: true })], from: 0, to: 0.6, align: 'start' },
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
          spans: [span(footnoteOf(result) === null ? '% Daily Value' : '% Daily Value*', { bold: true })],
          from: 0.4,
          to: 1,
          align: 'end',
        },
      ],
    },
    { kind: 'rule', weight: FDA_PANEL.hairline },
    ...withHairlines(macros),
    { kind: 'rule', weight: FDA_PANEL.heavyBar },
    ...withHairlines(micros),
  );
  const footnote = footnoteOf(result);
  if (footnote !== null) {
    blocks.push(
      { kind: 'rule', weight: FDA_PANEL.bar },
      { kind: 'text', size: FDA_PANEL.footnote, spans: [span(`*${footnote}`)] },
    );
  }
  return {
    regulation: label.regulation,
    title: label.title,
    lang: 'en-US',
    width: FDA_PANEL.width,
    padding: FDA_PANEL.padding,
    frame: FDA_PANEL.frame,
    fontFamily: FONT,
    blocks,
    after: statements(result, FDA_PANEL.row - 1),
  };
}
