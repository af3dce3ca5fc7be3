/**
 * Label rendering: a label result as a self-contained SVG document or an HTML fragment,
 * laid out per regulation (FDA panel, Canadian bilingual table, EU table, China 营养成分表).
 *
 * @module
 */
export { escapeMarkup } from './escape';
export type {
  Block,
  Cell,
  Column,
  ColumnsBlock,
  LabelLayout,
  LineBlock,
  RuleBlock,
  RuledBlock,
  Span,
  TextBlock,
  VerticalRule,
} from './layout';
export { layoutLabel } from './layout-label';
export { layoutToHtml, renderLabelHtml } from './render-html';
export { layoutToSvg, renderLabelSvg } from './render-svg';
