/**
 * The EU nutrition declaration (Regulation (EU) 1169/2011 Art 30–34, Annex XV; spec
 * regulations-intl.md §2.7): a table with a per 100 g (or 100 ml) column, a per-portion
 * column and a % RI column, energy as "kJ / kcal" on one row, "of which" rows indented,
 * the reference-intake footnote and the number of portions.
 *
 * @module
 */
import type { LabelNutrient, LabelResult } from '../../label/types';
import { type Block, type LabelLayout, span } from '../../render/layout';
import { indentPx, percent, statements, tableRow } from '../../render/layout-shared';

/** Sizes in px and the fixed texts of spec §2.7. */
export const EU_TABLE = {
  width: 420,
  padding: 6,
  frame: 1,
  title: 14,
  header: 9.5,
  row: 10,
  footnote: 8.5,
  rule: 0.75,
  headerRule: 1.5,
  indent: 10,
  /** Annex XIII Part B footnote, required when %RI is shown (spec §2.7). */
  riFootnote: '*Reference intake of an average adult (8 400 kJ/2 000 kcal)',
} as const;

const FONT = 'Helvetica, Arial, sans-serif';

/** A printed row: one nutrient, or energy kJ and kcal joined on one row ("1972 kJ / 470 kcal"). */
interface Row {
  readonly nutrients: readonly LabelNutrient[];
}

function joinEnergy(nutrients: readonly LabelNutrient[]): Row[] {
  const rows: Row[] = [];
  for (const n of nutrients) {
    const last = rows[rows.length - 1];
    const prev = last?.nutrients[0];
    if (last && prev && prev.key === 'energy_kj' && n.key === 'energy_kcal') {
      rows[rows.length - 1] = { nutrients: [prev, n] };
    } else {
      rows.push({ nutrients: [n] });
    }
  }
  return rows;
}

const joined = (parts: readonly string[]): string => parts.filter((p) => p !== '').join(' / ');
const firstPercent = (values: readonly (number | null)[]): number | null =>
  values.find((v) => v !== null) ?? null;

/** Column edges: name | per 100 | [per portion] | % RI. */
function columns(perPortion: boolean): readonly [number, number][] {
  return perPortion
    ? [
        [0, 0.34],
        [0.34, 0.6],
        [0.6, 0.86],
        [0.86, 1],
      ]
    : [
        [0, 0.5],
        [0.5, 0.78],
        [0.78, 1],
      ];
}

/**
 * Lays out an EU label.
 *
 * @example layoutEu(result).blocks[1] // the header row: "", "per 100 g", "per portion (25 g)", "% RI*"
 */
export function layoutEu(result: LabelResult): LabelLayout {
  const { label } = result;
  const hasPer100 = label.nutrients.some((n) => n.per100 !== undefined);
  const perPortion = label.basis.includes('serving') || !hasPer100;
  const showPer100 = hasPer100;
  const unit100 = label.basis.includes('100ml') ? 'per 100 ml' : 'per 100 g';
  const edges = columns(perPortion && showPer100);
  const header = [
    '',
    ...(showPer100 ? [unit100] : []),
    ...(perPortion ? [label.servingSizeText ?? `per portion (${label.servingSize})`] : []),
    '% RI*',
  ];
  const blocks: Block[] = [
    {
      kind: 'line',
      size: EU_TABLE.title,
      cells: [{ spans: [span(label.title, { bold: true })], from: 0, to: 1, align: 'start' }],
    },
    { kind: 'rule', weight: EU_TABLE.headerRule },
    { kind: 'line', size: EU_TABLE.header, grid: true, cells: tableRow(header, edges, true) },
    { kind: 'rule', weight: EU_TABLE.headerRule, margin: 0 },
  ];
  let anyPercent = false;
  const rows = joinEnergy(label.nutrients);
  rows.forEach((row, i) => {
    const first = row.nutrients[0];
    if (!first) return;
    const ri = perPortion
      ? firstPercent(row.nutrients.map((n) => n.dailyValue))
      : firstPercent(row.nutrients.map((n) => n.per100?.dailyValue ?? null));
    anyPercent ||= ri !== null;
    const texts = [
      first.name,
      ...(showPer100 ? [joined(row.nutrients.map((n) => n.per100?.display ?? ''))] : []),
      ...(perPortion ? [joined(row.nutrients.map((n) => n.display))] : []),
      ri === null ? '' : percent(ri, ' '),
    ];
    if (i > 0) blocks.push({ kind: 'rule', weight: EU_TABLE.rule, margin: 0 });
    blocks.push({
      kind: 'line',
      size: EU_TABLE.row,
      grid: true,
      nutrients: row.nutrients.map((n) => n.key),
      cells: tableRow(texts, edges, false, indentPx(first.indent, EU_TABLE.indent)),
    });
  });
  blocks.push({ kind: 'rule', weight: EU_TABLE.headerRule });
  if (anyPercent) blocks.push({ kind: 'text', size: EU_TABLE.footnote, spans: [span(EU_TABLE.riFootnote)] });
  if (perPortion) {
    blocks.push({
      kind: 'text',
      size: EU_TABLE.footnote,
      spans: [span(`Contains ${label.servingsPerContainer} portions.`)],
    });
  }
  return {
    regulation: label.regulation,
    title: label.title,
    lang: 'en',
    width: EU_TABLE.width,
    padding: EU_TABLE.padding,
    frame: EU_TABLE.frame,
    fontFamily: FONT,
    blocks,
    after: statements(result, EU_TABLE.row - 1),
  };
}
