/**
 * The Mexican nutrition declaration as a table in Spanish (NOM-051 4.5.2.4; layout ✖ the NOM's
 * figures could not be read): per 100 g (or 100 ml) and per portion, energy as "350 kcal (1464 kJ)"
 * on one row, the indented "of which" rows; below the table the energy of the whole container
 * (the only nutrient the NOM asks per container, mx.md §4 ◐; its place ✖) and the portions per
 * container; the warning seals and legends drawn beside it when there are any
 * (render/warning-seals-symbol.ts).
 *
 * @module
 */
import type { LabelNutrient, LabelResult } from '../../label/types';
import { type Block, type LabelLayout, span } from '../../render/layout';
import { indentPx, statements, tableRow } from '../../render/layout-shared';

/** Sizes in px and the fixed texts. */
export const MX_TABLE = {
  width: 400,
  padding: 6,
  frame: 1,
  title: 14,
  header: 9.5,
  row: 10,
  footnote: 8.5,
  rule: 0.75,
  headerRule: 1.5,
  indent: 10,
  per100g: 'Por 100 g',
  per100ml: 'Por 100 ml',
  perPortion: 'Por porción',
  portions: 'Porciones por envase',
  containerEnergy: 'Contenido energético por envase',
} as const;

const FONT = 'Helvetica, Arial, sans-serif';

/** Rows as printed: energy kcal and kJ joined on one row. */
function printedRows(nutrients: readonly LabelNutrient[]): LabelNutrient[][] {
  const rows: LabelNutrient[][] = [];
  for (const n of nutrients) {
    const last = rows[rows.length - 1];
    if (last?.[0]?.key === 'energy_kcal' && n.key === 'energy_kj') last.push(n);
    else rows.push([n]);
  }
  return rows;
}

/** "350 kcal (1464 kJ)". */
const energy = (parts: readonly string[]): string =>
  parts.length === 2 && parts[1] !== '' ? `${parts[0]} (${parts[1]})` : (parts[0] ?? '');

/** "Contenido energético por envase: 1296 kcal (5444 kJ)", when the label carries the container column. */
function containerEnergy(label: LabelResult['label']): string | undefined {
  if (!label.basis.includes('container')) return undefined;
  const cell = (key: 'energy_kcal' | 'energy_kj') =>
    label.nutrients.find((n) => n.key === key)?.perContainer?.display ?? '';
  const printed = energy([cell('energy_kcal'), cell('energy_kj')]);
  return printed === '' ? undefined : `${MX_TABLE.containerEnergy}: ${printed}`;
}

/**
 * Lays out a Mexican label.
 *
 * @example layoutMx(result).blocks[2] // the header: "", "Por 100 g", "Por porción (30 g)"
 */
export function layoutMx(result: LabelResult): LabelLayout {
  const { label } = result;
  const showPer100 = label.nutrients.some((n) => n.per100 !== undefined);
  const perPortion = label.basis.includes('serving') || !showPer100;
  const edges: readonly [number, number][] =
    showPer100 && perPortion
      ? [
          [0, 0.44],
          [0.44, 0.72],
          [0.72, 1],
        ]
      : [
          [0, 0.6],
          [0.6, 1],
        ];
  const header = [
    '',
    ...(showPer100 ? [label.basis.includes('100ml') ? MX_TABLE.per100ml : MX_TABLE.per100g] : []),
    ...(perPortion ? [`${MX_TABLE.perPortion} (${label.servingSizeText ?? label.servingSize})`] : []),
  ];
  const blocks: Block[] = [
    {
      kind: 'line',
      size: MX_TABLE.title,
      cells: [{ spans: [span(label.title, { bold: true })], from: 0, to: 1, align: 'start' }],
    },
    { kind: 'rule', weight: MX_TABLE.headerRule },
    { kind: 'line', size: MX_TABLE.header, grid: true, cells: tableRow(header, edges, true) },
    { kind: 'rule', weight: MX_TABLE.headerRule, margin: 0 },
  ];
  printedRows(label.nutrients).forEach((row, i) => {
    const first = row[0]!;
    const texts = [
      first.name,
      ...(showPer100 ? [energy(row.map((n) => n.per100?.display ?? ''))] : []),
      ...(perPortion ? [energy(row.map((n) => n.display))] : []),
    ];
    if (i > 0) blocks.push({ kind: 'rule', weight: MX_TABLE.rule, margin: 0 });
    blocks.push({
      kind: 'line',
      size: MX_TABLE.row,
      grid: true,
      nutrients: row.map((n) => n.key),
      cells: tableRow(texts, edges, false, indentPx(first.indent, MX_TABLE.indent)),
    });
  });
  blocks.push({ kind: 'rule', weight: MX_TABLE.headerRule });
  const perContainer = containerEnergy(label);
  if (perContainer !== undefined)
    blocks.push({ kind: 'text', size: MX_TABLE.footnote, spans: [span(perContainer)] });
  if (perPortion) {
    blocks.push({
      kind: 'text',
      size: MX_TABLE.footnote,
      spans: [span(`${MX_TABLE.portions}: ${label.servingsPerContainer}`)],
    });
  }
  const fop = result.frontOfPack;
  const seals = fop !== undefined && (fop.items.length > 0 || (fop.legends?.length ?? 0) > 0);
  return {
    regulation: label.regulation,
    title: label.title,
    lang: 'es-MX',
    width: MX_TABLE.width,
    padding: MX_TABLE.padding,
    frame: MX_TABLE.frame,
    fontFamily: FONT,
    blocks,
    after: statements(result, MX_TABLE.row - 1),
    ...(seals ? { aside: fop } : {}),
  };
}
