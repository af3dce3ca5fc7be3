/**
 * The Chinese nutrition information table 营养成分表 (GB 28050 Appendix B; spec
 * regulations-intl.md §3.6): a boxed table 项目 · 每100克(g) · 营养素参考值%, a per-serving
 * pair of columns when the label has one (Example 2), sub-rows prefixed "—", NRV% "—"
 * where there is none, bilingual headings when rows carry English names (Example 4), and
 * the GB 28050-2025 4.5 warning line under the table.
 *
 * @module
 */
import type { LabelResult } from '../../label/types';
import { type Block, type Cell, type LabelLayout, span } from '../../render/layout';
import { statements, tableRow } from '../../render/layout-shared';

/** Sizes in px and the fixed texts of spec §3.6. */
export const CHINA_TABLE = {
  width: 420,
  padding: 6,
  frame: 1.5,
  title: 15,
  /** English lines of the bilingual table (foreign text no larger than the Chinese, 3.2). */
  english: 8.5,
  englishTitle: 'nutrition information',
  header: 9.5,
  row: 10.5,
  rule: 0.75,
  headerRule: 1,
  items: ['项目', 'Items'],
  per100g: ['每100克(g)', 'per 100 g'],
  per100ml: ['每100毫升(mL)', 'per 100 mL'],
  perServing: ['每份', 'per serving'],
  nrv: ['营养素参考值%', 'NRV%'],
  /** Printed where a row has no NRV (Appendix B: blank, "—" or "/"). */
  noNrv: '—',
  /** GB 28050-2025 4.5: printed under the table. */
  warning: '儿童青少年应避免过量摄入盐油糖。',
} as const;

const FONT =
  'Noto Sans CJK SC, Source Han Sans SC, PingFang SC, Microsoft YaHei, WenQuanYi Zen Hei, SimHei, Helvetica, Arial, sans-serif';

const nrv = (value: number | null | undefined): string =>
  value === null || value === undefined ? CHINA_TABLE.noNrv : `${value}%`;

function cells(texts: readonly string[], bold: boolean, indent = 0): Cell[] {
  const edges: readonly [number, number][] =
    texts.length === 5
      ? [
          [0, 0.32],
          [0.32, 0.52],
          [0.52, 0.64],
          [0.64, 0.88],
          [0.88, 1],
        ]
      : [
          [0, 0.4],
          [0.4, 0.7],
          [0.7, 1],
        ];
  return tableRow(texts, edges, bold, indent);
}

/**
 * Lays out a China label.
 *
 * @example layoutChina(result).title // "营养成分表"
 */
export function layoutChina(result: LabelResult): LabelLayout {
  const { label } = result;
  // Example 4: English under the Chinese, in smaller type, when the rows carry English names.
  const bilingual = label.nutrients.some((n) => n.altName !== undefined);
  const per100 = label.nutrients.some((n) => n.per100 !== undefined);
  const perServing = label.basis.includes('serving') || !per100;
  const basis100 = label.basis.includes('100ml') ? CHINA_TABLE.per100ml : CHINA_TABLE.per100g;
  // Appendix B allows "NRV%" for 营养素参考值%: used when two NRV columns share the width.
  const nrvHead = per100 && perServing ? 'NRV%' : CHINA_TABLE.nrv[0];
  const serving = label.servingSizeText ?? `${CHINA_TABLE.perServing[0]}(${label.servingSize})`;
  const header = [
    CHINA_TABLE.items[0],
    ...(per100 ? [basis100[0], nrvHead] : []),
    ...(perServing ? [serving, nrvHead] : []),
  ];
  const englishHeader = [
    CHINA_TABLE.items[1],
    ...(per100 ? [basis100[1], CHINA_TABLE.nrv[1]] : []),
    ...(perServing ? [CHINA_TABLE.perServing[1], CHINA_TABLE.nrv[1]] : []),
  ];
  const blocks: Block[] = [
    { kind: 'text', size: CHINA_TABLE.title, align: 'middle', spans: [span(label.title, { bold: true })] },
  ];
  if (bilingual)
    blocks.push({
      kind: 'text',
      size: CHINA_TABLE.english,
      align: 'middle',
      spans: [span(CHINA_TABLE.englishTitle)],
    });
  blocks.push(
    { kind: 'rule', weight: CHINA_TABLE.headerRule },
    { kind: 'line', size: CHINA_TABLE.header, grid: true, cells: cells(header, true) },
  );
  if (bilingual)
    blocks.push({ kind: 'line', size: CHINA_TABLE.english, grid: true, cells: cells(englishHeader, false) });
  blocks.push({ kind: 'rule', weight: CHINA_TABLE.headerRule, margin: 0 });
  label.nutrients.forEach((n, i) => {
    const prefix = '—'.repeat(n.indent);
    const texts = [
      `${prefix}${n.name}`,
      ...(per100 ? [n.per100?.display ?? '', nrv(n.per100?.dailyValue)] : []),
      ...(perServing ? [n.display, nrv(n.dailyValue)] : []),
    ];
    if (i > 0) blocks.push({ kind: 'rule', weight: CHINA_TABLE.rule, margin: 0 });
    blocks.push({
      kind: 'line',
      size: CHINA_TABLE.row,
      grid: true,
      nutrients: [n.key],
      cells: cells(texts, false),
    });
    if (bilingual && n.altName) {
      const english = texts.map((_, column) => (column === 0 ? (n.altName ?? '') : ''));
      blocks.push({
        kind: 'line',
        size: CHINA_TABLE.english,
        grid: true,
        cells: cells(english, false, n.indent * 10),
      });
    }
  });
  return {
    regulation: label.regulation,
    title: label.title,
    lang: 'zh-CN',
    width: CHINA_TABLE.width,
    padding: CHINA_TABLE.padding,
    frame: CHINA_TABLE.frame,
    fontFamily: FONT,
    blocks,
    after: [
      { kind: 'text', size: CHINA_TABLE.row, spans: [span(CHINA_TABLE.warning)] },
      ...statements(result, CHINA_TABLE.row - 1),
    ],
  };
}
