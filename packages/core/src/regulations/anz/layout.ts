/**
 * The nutrition information panel as laid out in Schedule 12 (S12—2, with the %DI column of S12—4;
 * ✔ docs/regulations/anz.md §1): the heading "NUTRITION INFORMATION", servings per package and
 * serving size, then columns "Quantity per serving", "% Daily Intake* (per serving)" and
 * "Quantity per 100 g" (or 100 mL), prefixed "Avg." because 1.2.8—7(1)(a) requires the panel to
 * say the quantities are averages; energy as "kJ (Cal)" on one row; the %DI statement of
 * 1.2.8—8(3)(b) under the table.
 *
 * @module
 */
import type { LabelNutrient, LabelResult } from '../../label/types';
import { type Block, type LabelLayout, type Span, span } from '../../render/layout';
import { indentPx, percent, tableRow } from '../../render/layout-shared';
import { ANZ_DI_STATEMENT } from './reference-values';

/** Sizes in px (not prescribed by the Code). */
export const ANZ_TABLE = {
  width: 440,
  padding: 6,
  frame: 1,
  title: 14,
  header: 9.5,
  row: 10,
  footnote: 8.5,
  rule: 0.75,
  headerRule: 1.5,
  indent: 10,
} as const;

const FONT = 'Helvetica, Arial, sans-serif';

/** Column edges: name | per serving | %DI | per 100. */
const EDGES: readonly [number, number][] = [
  [0, 0.3],
  [0.3, 0.55],
  [0.55, 0.72],
  [0.72, 1],
];

/** Energy kJ and Cal joined on one row: "1970 kJ (471 Cal)". */
function joinEnergy(nutrients: readonly LabelNutrient[]): (readonly LabelNutrient[])[] {
  const rows: (readonly LabelNutrient[])[] = [];
  for (const n of nutrients) {
    const last = rows[rows.length - 1];
    if (last?.[0]?.key === 'energy_kj' && n.key === 'energy_kcal') rows[rows.length - 1] = [last[0], n];
    else rows.push([n]);
  }
  return rows;
}

const energyText = (kj: string | undefined, cal: string | undefined): string =>
  kj === undefined ? '' : cal === undefined ? kj : `${kj} (${cal})`;

/**
 * Lays out an ANZ nutrition information panel.
 *
 * @example layoutAnz(result).blocks[0] // the heading "NUTRITION INFORMATION"
 */
export function layoutAnz(result: LabelResult): LabelLayout {
  const { label } = result;
  const per100 = label.basis.includes('100ml') ? 'per 100 mL' : 'per 100 g';
  const line = (text: string, size: number, bold = false): Block => ({
    kind: 'line',
    size,
    cells: [{ spans: [span(text, { bold })], from: 0, to: 1, align: 'start' }],
  });
  const blocks: Block[] = [
    line(label.title, ANZ_TABLE.title, true),
    line(`Servings per package: ${label.servingsPerContainer}`, ANZ_TABLE.row),
    line(`Serving size: ${label.servingSizeText ?? label.servingSize}`, ANZ_TABLE.row),
    { kind: 'rule', weight: ANZ_TABLE.headerRule },
    {
      kind: 'line',
      size: ANZ_TABLE.header,
      grid: true,
      cells: tableRow(
        ['', 'Avg. Quantity per Serving', '% Daily Intake* (per Serving)', `Avg. Quantity ${per100}`],
        EDGES,
        true,
      ),
    },
    { kind: 'rule', weight: ANZ_TABLE.headerRule, margin: 0 },
  ];
  joinEnergy(label.nutrients).forEach((row, i) => {
    const [first, cal] = row;
    if (first === undefined) return;
    const texts = [
      first.name,
      energyText(first.display, cal?.display),
      first.dailyValue === null ? '' : percent(first.dailyValue),
      energyText(first.per100?.display, cal?.per100?.display),
    ];
    if (i > 0) blocks.push({ kind: 'rule', weight: ANZ_TABLE.rule, margin: 0 });
    blocks.push({
      kind: 'line',
      size: ANZ_TABLE.row,
      grid: true,
      nutrients: row.map((n) => n.key),
      cells: tableRow(texts, EDGES, false, indentPx(first.indent, ANZ_TABLE.indent)),
    });
  });
  blocks.push({ kind: 'rule', weight: ANZ_TABLE.headerRule });
  blocks.push({ kind: 'text', size: ANZ_TABLE.footnote, spans: [span(ANZ_DI_STATEMENT)] });
  return {
    regulation: label.regulation,
    title: label.title,
    lang: 'en',
    width: ANZ_TABLE.width,
    padding: ANZ_TABLE.padding,
    frame: ANZ_TABLE.frame,
    fontFamily: FONT,
    blocks,
    after: pealStatements(result, ANZ_TABLE.row - 1),
    ...(result.frontOfPack === undefined ? {} : { aside: result.frontOfPack }),
  };
}

/**
 * The ingredient list and the summary statement with every required name in bold (PEAL, Standard
 * 1.2.3; docs/regulations/anz.md §4): the names of the "Contains:" statement, and their plurals.
 */
function pealStatements(result: LabelResult, size: number): Block[] {
  const summary = result.allergens.declaration;
  const names = summary
    .replace(/^Contains: /, '')
    .replace(/\.$/, '')
    .split(', ')
    .filter((n) => n !== '');
  const pattern =
    names.length === 0
      ? undefined
      : new RegExp(
          `\\b(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(e?s)?\\b`,
          'gi',
        );
  const blocks: Block[] = [];
  for (const text of [result.ingredientStatement, summary]) {
    if (!text) continue;
    const [, lead = '', rest = text] = /^([^:]{1,30}:)(.*)$/s.exec(text) ?? [];
    blocks.push({ kind: 'text', size, spans: [span(lead, { bold: true }), ...bolded(rest, pattern)] });
  }
  return blocks;
}

/** `text` as spans, the matches of `pattern` in bold. */
function bolded(text: string, pattern: RegExp | undefined): Span[] {
  if (pattern === undefined) return [span(text)];
  const spans: Span[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) spans.push(span(text.slice(at, match.index)));
    spans.push(span(match[0], { bold: true }));
    at = match.index + match[0].length;
  }
  if (at < text.length) spans.push(span(text.slice(at)));
  return spans;
}
