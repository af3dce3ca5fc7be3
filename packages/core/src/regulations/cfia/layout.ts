/**
 * The Canadian bilingual Nutrition Facts table / tableau de la valeur nutritive, standard
 * vertical format (FDR B.01.401; spec regulations-intl.md §1.8): English and French title,
 * "Per … / pour …", bold Calories line with the two-language %DV heading over a thick rule,
 * bilingual nutrient lines, thick rules after Sodium and after the last mineral, and the
 * bilingual "5% or less is a little, 15% or more is a lot" footnote; the "High in" symbol beside it
 * when the label's `frontOfPack` shows one (render/front-of-pack-symbol.ts). With an as-prepared
 * column, the dual format of B.01.456: "As sold" and "about … prepared" headings, both Calories, and a
 * second %DV column.
 *
 * @module
 */
import type { LabelNutrient, LabelResult } from '../../label/types';
import { type Block, type Cell, type LabelLayout, type Span, span } from '../../render/layout';
import { fullWidth, indentPx, isMicronutrient, percent, statements } from '../../render/layout-shared';
import { CFIA_AS_PREPARED, frenchPreparedServing } from './prepared-column';

/** Type sizes and rule weights in px (proportions of the standard format figures; ✖ figure numbers unverified). */
export const CFIA_TABLE = {
  width: 260,
  padding: 5,
  frame: 1,
  title: 17,
  serving: 11,
  calories: 15,
  heading: 8.5,
  row: 10.5,
  footnote: 8.5,
  thick: 4,
  thin: 0.75,
  indent: 12,
  /** The %DV heading, English then French (spec §1.8 "Calories line"). */
  dvHeading: ['% Daily Value*', '% valeur quotidienne*'],
} as const;

/**
 * The dual format of foods requiring preparation (B.01.406(5), B.01.456): the as-sold column with its
 * amounts and %DV, the as-prepared column with Calories and %DV only. Drawn in the style of the standard
 * format (the Directory's figures 8.1–9.6 were not read: geometry ◐, regulations-intl.md §1.1a).
 */
export const CFIA_DUAL_TABLE = {
  width: 380,
  /** Column edges as fractions of the width: names and amounts | as sold %DV | as prepared. */
  edges: [0.5, 0.7],
  heading: 8,
} as const;

/** The footnote of spec §1.8, bold words marked. */
const FOOTNOTE: readonly Span[][] = [
  [
    span('*5% or less is '),
    span('a little', { bold: true }),
    span(', 15% or more is '),
    span('a lot', { bold: true }),
  ],
  [
    span("*5 % ou moins c'est "),
    span('peu', { bold: true }),
    span(", 15 % ou plus c'est "),
    span('beaucoup', { bold: true }),
  ],
];

const FONT = 'Helvetica, Arial, sans-serif';
const LEFT = (spans: readonly Span[], indent = 0): Cell => ({
  spans,
  from: 0,
  to: 0.8,
  align: 'start',
  indent,
});
const RIGHT = (spans: readonly Span[]): Cell => ({ spans, from: 0.8, to: 1, align: 'end' });

/** "Fat / Lipides", or the one name where both languages agree. */
const bilingual = (n: LabelNutrient): string =>
  n.altName && n.altName !== n.name ? `${n.name} / ${n.altName}` : n.name;

function nutrientLine(n: LabelNutrient, dual: boolean): Block {
  const dv = percent(n.dailyValue, ' ');
  const bold = n.indent === 0 && !isMicronutrient(n);
  const name = [span(bilingual(n), { bold }), span(` ${n.display}`)];
  const indent = indentPx(n.indent, CFIA_TABLE.indent);
  if (!dual)
    return {
      kind: 'line',
      size: CFIA_TABLE.row,
      nutrients: [n.key],
      cells: [LEFT(name, indent), RIGHT(dv ? [span(dv)] : [])],
    };
  // B.01.406(5)(a)(iv): the food as prepared shows a %DV only, no amount.
  const prepared = percent(n.prepared?.dailyValue ?? null, ' ');
  const [sold, prep] = CFIA_DUAL_TABLE.edges;
  return {
    kind: 'line',
    size: CFIA_TABLE.row,
    nutrients: [n.key],
    cells: [
      { spans: name, from: 0, to: sold, align: 'start', indent },
      { spans: dv ? [span(dv)] : [], from: sold, to: prep, align: 'end' },
      { spans: prepared ? [span(prepared)] : [], from: prep, to: 1, align: 'end' },
    ],
  };
}

/** The two column headings (as sold; "about … prepared"), English then French, and the two Calories. */
function dualHeader(label: LabelResult['label'], calories: LabelNutrient | undefined): Block[] {
  const [sold, prep] = CFIA_DUAL_TABLE.edges;
  const preparedText = label.preparedServingSizeText ?? '';
  const heading = (left: string, right: string): Block => ({
    kind: 'line',
    size: CFIA_DUAL_TABLE.heading,
    cells: [
      { spans: [span(left, { bold: true })], from: sold, to: prep, align: 'end' },
      { spans: [span(right, { bold: true })], from: prep, to: 1, align: 'end' },
    ],
  });
  const value = (text: string | undefined, from: number, to: number): Cell => ({
    spans: text === undefined ? [] : [span(text, { bold: true })],
    from,
    to,
    align: 'end',
  });
  return [
    heading(CFIA_AS_PREPARED.asSold.en, preparedText),
    heading(CFIA_AS_PREPARED.asSold.fr, frenchPreparedServing(preparedText)),
    {
      kind: 'line',
      size: CFIA_TABLE.calories,
      ...(calories ? { nutrients: [calories.key] } : {}),
      cells: [
        { spans: calories ? [span(calories.name, { bold: true })] : [], from: 0, to: sold, align: 'start' },
        value(calories?.display, sold, prep),
        value(calories?.prepared?.display, prep, 1),
      ],
    },
    {
      kind: 'line',
      size: CFIA_TABLE.heading,
      cells: [{ spans: [span(CFIA_TABLE.dvHeading[0], { bold: true })], from: 0.4, to: 1, align: 'end' }],
    },
  ];
}

/**
 * Lays out a CFIA label.
 *
 * @example layoutCfia(result).lang // "en-CA"
 */
export function layoutCfia(result: LabelResult): LabelLayout {
  const { label } = result;
  const dual = label.basis.includes('prepared');
  // The format gives the English serving line ("Per 1 bar (40 g)"); French swaps the lead word.
  const perServing = label.servingSizeText ?? `Per ${label.servingSize}`;
  const parServing = perServing.replace(/^Per /, 'pour ');
  const calories = label.nutrients.find((n) => n.key === 'energy_kcal');
  const rows = label.nutrients.filter((n) => n.key !== 'energy_kcal' && n.key !== 'energy_kj');
  const lastMicro = rows.findLastIndex(isMicronutrient);
  const [enTitle, frTitle] = label.title.includes(' / ') ? label.title.split(' / ') : [label.title];
  const blocks: Block[] = [
    {
      kind: 'line',
      size: CFIA_TABLE.title,
      cells: [fullWidth([span(enTitle ?? label.title, { bold: true })])],
    },
  ];
  if (frTitle)
    blocks.push({
      kind: 'line',
      size: CFIA_TABLE.title,
      cells: [fullWidth([span(frTitle, { bold: true })])],
    });
  blocks.push(
    { kind: 'line', size: CFIA_TABLE.serving, cells: [fullWidth([span(perServing)])] },
    { kind: 'line', size: CFIA_TABLE.serving, cells: [fullWidth([span(parServing)])] },
    { kind: 'rule', weight: CFIA_TABLE.thin },
  );
  if (dual) blocks.push(...dualHeader(label, calories));
  else
    blocks.push({
      kind: 'line',
      size: CFIA_TABLE.calories,
      ...(calories ? { nutrients: [calories.key] } : {}),
      cells: [
        {
          spans: calories
            ? [span(calories.name, { bold: true }), span(` ${calories.display}`, { bold: true })]
            : [],
          from: 0,
          to: 0.55,
          align: 'start',
        },
        {
          spans: [span(CFIA_TABLE.dvHeading[0], { bold: true })],
          from: 0.55,
          to: 1,
          align: 'end',
          size: CFIA_TABLE.heading,
        },
      ],
    });
  blocks.push(
    {
      kind: 'line',
      size: CFIA_TABLE.heading,
      cells: [{ spans: [span(CFIA_TABLE.dvHeading[1], { bold: true })], from: 0.4, to: 1, align: 'end' }],
    },
    { kind: 'rule', weight: CFIA_TABLE.thick },
  );
  rows.forEach((n, i) => {
    blocks.push(nutrientLine(n, dual));
    const thick = n.key === 'sodium' || i === lastMicro;
    if (i < rows.length - 1 || thick)
      blocks.push({ kind: 'rule', weight: thick ? CFIA_TABLE.thick : CFIA_TABLE.thin });
  });
  for (const line of FOOTNOTE) blocks.push({ kind: 'text', size: CFIA_TABLE.footnote, spans: line });
  return {
    regulation: label.regulation,
    title: label.title,
    lang: 'en-CA',
    width: dual ? CFIA_DUAL_TABLE.width : CFIA_TABLE.width,
    padding: CFIA_TABLE.padding,
    frame: CFIA_TABLE.frame,
    fontFamily: FONT,
    blocks,
    after: statements(result, CFIA_TABLE.row - 1),
    ...(result.frontOfPack && result.frontOfPack.items.length > 0 ? { aside: result.frontOfPack } : {}),
  };
}
