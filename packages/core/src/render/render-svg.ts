/**
 * Draws a label layout as a self-contained SVG document: no external fonts, images,
 * styles or scripts; every user string escaped.
 *
 * @module
 */
import type { LabelResult } from '../label/types';
import type { Regulation } from '../regulations/regulation';
import { escapeMarkup } from './escape';
import { asideGap, asideSize, asideSvg } from './front-of-pack';
import {
  type Block,
  type Cell,
  type ColumnsBlock,
  type LabelLayout,
  LINE_HEIGHT,
  LINE_PADDING,
  type RuledBlock,
  type Span,
} from './layout';
import { layoutLabel } from './layout-label';
import { textWidth, wrapSpans } from './text-metrics';

/** Space above and below a rule, in px. */
const RULE_MARGIN = 1;
/** Inner padding of boxed-table cells, in px. */
const CELL_PADDING = 4;
/** Gap between the frame and the statements below it, in px. */
const AFTER_GAP = 6;

const num = (x: number): string => String(Math.round(x * 100) / 100);

function tspans(spans: readonly Span[]): string {
  return spans
    .map((s) => {
      const style = `${s.bold ? ' font-weight="700"' : ''}${s.italic ? ' font-style="italic"' : ''}${s.size === undefined ? '' : ` font-size="${num(s.size)}"`}`;
      return `<tspan${style}>${escapeMarkup(s.text)}</tspan>`;
    })
    .join('');
}

interface Box {
  readonly left: number;
  readonly width: number;
}

function cellX(cell: Cell, box: Box, grid: boolean): { x: number; anchor: string } {
  const pad = grid ? CELL_PADDING : 0;
  if (cell.align === 'end') return { x: box.left + cell.to * box.width - pad, anchor: 'end' };
  if (cell.align === 'middle')
    return { x: box.left + ((cell.from + cell.to) / 2) * box.width, anchor: 'middle' };
  return { x: box.left + cell.from * box.width + pad + (cell.indent ?? 0), anchor: 'start' };
}

/** Smallest type a long cell is shrunk to, in px. */
const MIN_FONT_SIZE = 5;

/** The cell's font size, reduced when its text (e.g. a long household measure) would overflow the cell. */
function fittedSize(cell: Cell, lineSize: number, box: Box, grid: boolean): number {
  const size = cell.size ?? lineSize;
  const room = (cell.to - cell.from) * box.width - (cell.indent ?? 0) - (grid ? 2 * CELL_PADDING : 0);
  const needed = cell.spans.reduce((w, s) => w + textWidth(s.text, size, s.bold), 0);
  return needed <= room ? size : Math.max(MIN_FONT_SIZE, (size * room) / needed);
}

/** Draws one block at `y`; returns its markup and height. */
function drawBlock(block: Block, y: number, box: Box): { svg: string; height: number } {
  if (block.kind === 'rule') {
    const margin = block.margin ?? RULE_MARGIN;
    return {
      svg: `<rect x="${num(box.left)}" y="${num(y + margin)}" width="${num(box.width)}" height="${num(block.weight)}" fill="#000"/>`,
      height: block.weight + 2 * margin,
    };
  }
  if (block.kind === 'text') {
    const lines = wrapSpans(block.spans, block.size, box.width);
    const middle = block.align === 'middle';
    const x = middle ? box.left + box.width / 2 : box.left;
    let svg = '';
    let top = y + LINE_PADDING;
    for (const line of lines) {
      // A line is as tall as its largest span (a linear display's Calories figure).
      const size = Math.max(block.size, ...line.map((s) => s.size ?? 0));
      svg += `<text x="${num(x)}" y="${num(top + size)}" font-size="${num(block.size)}"${middle ? ' text-anchor="middle"' : ''}>${tspans(line)}</text>`;
      top += size * LINE_HEIGHT;
    }
    return { svg, height: top - y + LINE_PADDING };
  }
  if (block.kind === 'columns') return drawColumns(block, y, box);
  if (block.kind === 'ruled') return drawRuled(block, y, box);
  const height = block.size * LINE_HEIGHT + 2 * LINE_PADDING;
  const baseline = y + LINE_PADDING + block.size;
  const grid = block.grid === true;
  const parts: string[] = [];
  for (const cell of block.cells) {
    if (grid && cell.from > 0) {
      const x = num(box.left + cell.from * box.width);
      parts.push(`<rect x="${x}" y="${num(y)}" width="1" height="${num(height)}" fill="#000"/>`);
    }
    if (cell.spans.length === 0) continue;
    const { x, anchor } = cellX(cell, box, grid);
    const anchorAttr = anchor === 'start' ? '' : ` text-anchor="${anchor}"`;
    parts.push(
      `<text x="${num(x)}" y="${num(baseline)}" font-size="${num(fittedSize(cell, block.size, box, grid))}"${anchorAttr}>${tspans(cell.spans)}</text>`,
    );
  }
  const inner = parts.join('');
  const svg = block.nutrients
    ? `<g data-nutrient="${escapeMarkup(block.nutrients.join(' '))}">${inner}</g>`
    : inner;
  return { svg, height };
}

/** Draws stacks side by side; the block is as tall as its tallest stack. */
function drawColumns(block: ColumnsBlock, y: number, box: Box): { svg: string; height: number } {
  let svg = '';
  let bottom = y;
  block.columns.forEach((column, i) => {
    const inset = i === 0 ? 0 : block.gap / 2;
    const outset = i === block.columns.length - 1 ? 0 : block.gap / 2;
    const left = box.left + column.from * box.width + inset;
    const width = (column.to - column.from) * box.width - inset - outset;
    const drawn = drawBlocks(column.blocks, y, { left, width });
    svg += drawn.svg;
    bottom = Math.max(bottom, drawn.bottom);
  });
  if (block.divider !== undefined) {
    for (const column of block.columns.slice(1)) {
      const x = box.left + column.from * box.width - block.divider / 2;
      svg += `<rect x="${num(x)}" y="${num(y)}" width="${num(block.divider)}" height="${num(bottom - y)}" fill="#000"/>`;
    }
  }
  return { svg, height: bottom - y };
}

/** Draws a run of blocks, then each vertical rule from the run's top to its bottom. */
function drawRuled(block: RuledBlock, y: number, box: Box): { svg: string; height: number } {
  const drawn = drawBlocks(block.blocks, y, box);
  const height = drawn.bottom - y;
  const rules = block.rules
    .map((rule) => {
      const x = box.left + rule.at * box.width - rule.weight / 2;
      return `<rect x="${num(x)}" y="${num(y)}" width="${num(rule.weight)}" height="${num(height)}" fill="#000"/>`;
    })
    .join('');
  return { svg: drawn.svg + rules, height };
}

function drawBlocks(blocks: readonly Block[], top: number, box: Box): { svg: string; bottom: number } {
  let y = top;
  let svg = '';
  for (const block of blocks) {
    const drawn = drawBlock(block, y, box);
    svg += drawn.svg;
    y += drawn.height;
  }
  return { svg, bottom: y };
}

/**
 * A layout as an SVG document.
 *
 * @param layout from {@link layoutLabel}
 * @returns the SVG markup, starting with `<svg`
 */
export function layoutToSvg(layout: LabelLayout): string {
  const { frame, padding } = layout;
  const box: Box = { left: frame + padding, width: layout.width };
  const outerWidth = layout.width + 2 * (frame + padding);
  const panel = drawBlocks(layout.blocks, frame + padding, box);
  const frameHeight = panel.bottom + padding + frame;
  const after = layout.after.length > 0 ? drawBlocks(layout.after, frameHeight + AFTER_GAP, box) : undefined;
  const gap = layout.aside ? asideGap(layout.aside) : 0;
  const aside = layout.aside ? asideSvg(layout.aside, outerWidth + gap, 0) : '';
  const asideBox = aside && layout.aside ? asideSize(layout.aside) : { width: 0, height: 0 };
  const height = Math.ceil(Math.max(after ? after.bottom + padding : frameHeight, asideBox.height));
  const totalWidth = aside ? outerWidth + gap + asideBox.width : outerWidth;
  const title = escapeMarkup(layout.title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(totalWidth)}" height="${height}" viewBox="0 0 ${num(totalWidth)} ${height}"` +
    ` role="img" aria-label="${title}" lang="${escapeMarkup(layout.lang)}" data-regulation="${escapeMarkup(layout.regulation)}"` +
    ` font-family="${escapeMarkup(layout.fontFamily)}" fill="#000" xml:space="preserve">` +
    `<title>${title}</title>` +
    `<rect width="100%" height="100%" fill="#fff"/>` +
    `<rect x="${num(frame / 2)}" y="${num(frame / 2)}" width="${num(outerWidth - frame)}" height="${num(frameHeight - frame)}" fill="none" stroke="#000" stroke-width="${num(frame)}"/>` +
    panel.svg +
    (after?.svg ?? '') +
    aside +
    `</svg>`
  );
}

/**
 * Renders a label result as a self-contained SVG document, laid out per `label.regulation`.
 *
 * @example
 * const svg = renderLabelSvg(result); // '<svg xmlns="http://www.w3.org/2000/svg" … data-regulation="fda" …>'
 */
export function renderLabelSvg(result: LabelResult, format?: Pick<Regulation, 'layout'>): string {
  return layoutToSvg(layoutLabel(result, format));
}
