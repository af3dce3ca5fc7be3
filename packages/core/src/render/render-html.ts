/**
 * Draws a label layout as an HTML fragment with inline styles only (no classes, fonts,
 * scripts or external resources), ready to embed in any page.
 *
 * @module
 */
import type { LabelResult } from '../label/types';
import type { Regulation } from '../regulations/regulation';
import { escapeMarkup } from './escape';
import { asideGap, asideSvgElement } from './front-of-pack';
import { type Block, type LabelLayout, LINE_HEIGHT, LINE_PADDING, type Span } from './layout';
import { layoutLabel } from './layout-label';

/** Inner padding of boxed-table cells, in px (as in the SVG). */
const CELL_PADDING = 4;

const num = (x: number): string => String(Math.round(x * 100) / 100);
const pct = (x: number): string => `${num(x * 100)}%`;

function spans(list: readonly Span[]): string {
  return list
    .map((s) => {
      const style = `${s.bold ? 'font-weight:700;' : ''}${s.italic ? 'font-style:italic;' : ''}${s.size === undefined ? '' : `font-size:${num(s.size)}px;`}`;
      return style ? `<span style="${style}">${escapeMarkup(s.text)}</span>` : escapeMarkup(s.text);
    })
    .join('');
}

function drawBlock(block: Block): string {
  if (block.kind === 'rule') {
    return `<div style="height:0;margin:${num(block.margin ?? 1)}px 0;border-top:${num(block.weight)}px solid #000"></div>`;
  }
  if (block.kind === 'text') {
    const align = block.align === 'middle' ? 'text-align:center;' : '';
    return `<p style="margin:0;padding:${num(LINE_PADDING)}px 0;font-size:${num(block.size)}px;${align}">${spans(block.spans)}</p>`;
  }
  if (block.kind === 'columns') {
    const columns = block.columns
      .map((column, i) => {
        const inset = i === 0 ? 0 : block.gap / 2;
        const outset = i === block.columns.length - 1 ? 0 : block.gap / 2;
        const divider =
          i > 0 && block.divider !== undefined ? `border-left:${num(block.divider)}px solid #000;` : '';
        return `<div style="flex:0 0 ${pct(column.to - column.from)};min-width:0;box-sizing:border-box;padding:0 ${num(outset)}px 0 ${num(inset)}px;${divider}">${column.blocks.map(drawBlock).join('')}</div>`;
      })
      .join('');
    return `<div style="display:flex;align-items:stretch">${columns}</div>`;
  }
  if (block.kind === 'ruled') {
    // Each rule is laid over the run, from its top to its bottom, centred on its fraction of the width.
    const rules = block.rules
      .map(
        (rule) =>
          `<div style="position:absolute;top:0;bottom:0;left:${pct(rule.at)};width:0;margin-left:${num(-rule.weight / 2)}px;border-left:${num(rule.weight)}px solid #000"></div>`,
      )
      .join('');
    return `<div style="position:relative;display:flow-root">${block.blocks.map(drawBlock).join('')}${rules}</div>`;
  }
  const grid = block.grid === true;
  let previous = 0;
  const cells = block.cells
    .map((cell) => {
      const gap = cell.from - previous;
      previous = cell.to;
      const align = cell.align === 'end' ? 'right' : cell.align === 'middle' ? 'center' : 'left';
      const style =
        `flex:0 0 ${pct(cell.to - cell.from)};min-width:0;box-sizing:border-box;text-align:${align};` +
        (gap > 0 ? `margin-left:${pct(gap)};` : '') +
        `padding:${grid ? num(LINE_PADDING) : 0}px ${grid ? CELL_PADDING : 0}px ${grid ? num(LINE_PADDING) : 0}px ${num((grid ? CELL_PADDING : 0) + (cell.indent ?? 0))}px;` +
        (grid && cell.from > 0 ? 'border-left:1px solid #000;' : '') +
        (cell.size === undefined ? '' : `font-size:${num(cell.size)}px;`);
      return `<div style="${style}">${spans(cell.spans)}</div>`;
    })
    .join('');
  const nutrient = block.nutrients ? ` data-nutrient="${escapeMarkup(block.nutrients.join(' '))}"` : '';
  const padding = grid ? '0' : `${num(LINE_PADDING)}px 0`;
  return `<div${nutrient} style="display:flex;align-items:${grid ? 'stretch' : 'baseline'};padding:${padding};font-size:${num(block.size)}px;line-height:${LINE_HEIGHT}">${cells}</div>`;
}

/**
 * A layout as an HTML fragment.
 *
 * @param layout from {@link layoutLabel}
 * @returns one `<figure>` element
 */
export function layoutToHtml(layout: LabelLayout): string {
  const title = escapeMarkup(layout.title);
  const aside = layout.aside ? asideSvgElement(layout.aside, layout.fontFamily) : '';
  const outer = layout.width + 2 * (layout.padding + layout.frame);
  const after =
    layout.after.length > 0
      ? `<div style="box-sizing:border-box;width:${num(outer)}px;margin-top:6px;padding:0 ${num(layout.frame + layout.padding)}px">${layout.after.map(drawBlock).join('')}</div>`
      : '';
  return (
    `<figure aria-label="${title}" lang="${escapeMarkup(layout.lang)}" data-regulation="${escapeMarkup(layout.regulation)}"` +
    ` style="display:inline-block;vertical-align:top;margin:0;text-align:left;color:#000;background:#fff;line-height:${LINE_HEIGHT};font-family:${escapeMarkup(layout.fontFamily)}">` +
    (aside
      ? `<div style="display:flex;align-items:flex-start;gap:${layout.aside ? asideGap(layout.aside) : 0}px">`
      : '') +
    `<div style="box-sizing:content-box;width:${num(layout.width)}px;padding:${num(layout.padding)}px;border:${num(layout.frame)}px solid #000">` +
    layout.blocks.map(drawBlock).join('') +
    `</div>${aside ? `${aside}</div>` : ''}${after}</figure>`
  );
}

/**
 * Renders a label result as an HTML fragment (inline styles), laid out per `label.regulation`.
 *
 * @example
 * document.body.insertAdjacentHTML('beforeend', renderLabelHtml(result));
 */
export function renderLabelHtml(result: LabelResult, format?: Pick<Regulation, 'layout'>): string {
  return layoutToHtml(layoutLabel(result, format));
}
