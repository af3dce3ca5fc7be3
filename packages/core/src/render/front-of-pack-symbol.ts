/**
 * Canada's "High in" nutrition symbol drawn beside the Nutrition Facts table (FDR B.01.350–B.01.358
 * ✔; regulations-intl.md §1.4): black and white (B.01.351(1)), bilingual horizontal format BH
 * (B.01.351(2)(b)), the version of B.01.352 for a principal display surface above 30 cm²: a
 * magnifying glass and "High in | Élevé en", one black bar per nutrient with its bold white name in
 * the symbol's order (Sat fat, Sugars, Sodium), then "Health Canada | Santé Canada". Elements do
 * not touch (B.01.354). The millimetre dimensions of the Directory of Nutrition Symbol
 * Specifications are not in the stores (✖): the proportions below follow Health Canada's figures
 * as described in CA-FOP and scale up proportionally as B.01.352(4) allows.
 *
 * @module
 */
import type { FrontOfPack } from '../label/types';
import { CFIA_SYMBOL_VERSIONS } from '../regulations/cfia/front-of-package';
import { escapeMarkup } from './escape';

/** Proportions in px. */
export const CA_SYMBOL = {
  width: 150,
  border: 2,
  padding: 6,
  heading: 12,
  bar: 18,
  barGap: 4,
  barText: 10.5,
  footer: 7.5,
  /** Space between the table and the symbol. */
  gap: 14,
  heads: ['High in', 'Élevé en'],
  footers: ['Health Canada', 'Santé Canada'],
} as const;

const num = (x: number): string => String(Math.round(x * 100) / 100);

/** The B.01.352 version shown, e.g. "5(BH)"; undefined when the symbol shows nothing. */
export function symbolVersion(fop: FrontOfPack): string | undefined {
  if (fop.items.length === 0) return undefined;
  const version = CFIA_SYMBOL_VERSIONS[fop.items.map((i) => i.key).join(',')];
  return version === undefined ? undefined : `${version.over30cm2}(BH)`;
}

/** Height of the symbol in px for `bars` bars. */
export function symbolHeight(bars: number): number {
  const { border, padding, heading, bar, barGap, footer } = CA_SYMBOL;
  return 2 * border + 2 * padding + heading * 1.6 + bars * (bar + barGap) + footer * 1.5;
}

/**
 * The symbol as SVG elements placed at (x, y), or "" when it shows nothing.
 *
 * @example symbolSvg(result.frontOfPack, 280, 0)
 */
export function symbolSvg(fop: FrontOfPack, x: number, y: number): string {
  const version = symbolVersion(fop);
  if (version === undefined) return '';
  const { width, border, padding, heading, bar, barGap, barText, footer } = CA_SYMBOL;
  const height = symbolHeight(fop.items.length);
  const inner = width - 2 * border - 2 * padding;
  const left = border + padding;
  let svg =
    `<g data-front-of-pack="${escapeMarkup(fop.scheme)}" data-version="${version}" transform="translate(${num(x)} ${num(y)})">` +
    `<rect x="${num(border / 2)}" y="${num(border / 2)}" width="${num(width - border)}" height="${num(height - border)}" fill="#fff" stroke="#000" stroke-width="${num(border)}"/>`;
  // Magnifying glass: a ring and its handle, left of the heading.
  const cy = border + padding + heading * 0.55;
  const r = heading * 0.42;
  svg +=
    `<circle cx="${num(left + r + 1)}" cy="${num(cy)}" r="${num(r)}" fill="none" stroke="#000" stroke-width="${num(heading * 0.16)}"/>` +
    `<line x1="${num(left + r + 1 + r * 0.7)}" y1="${num(cy + r * 0.7)}" x2="${num(left + 2 * r + 4)}" y2="${num(cy + r + 4)}" stroke="#000" stroke-width="${num(heading * 0.2)}" stroke-linecap="round"/>`;
  const textX = left + 2 * r + 10;
  svg += `<text x="${num(textX)}" y="${num(border + padding + heading)}" font-size="${num(heading)}" font-weight="700">${escapeMarkup(`${CA_SYMBOL.heads[0]} | ${CA_SYMBOL.heads[1]}`)}</text>`;
  let top = border + padding + heading * 1.6;
  for (const item of fop.items) {
    const label = item.altText && item.altText !== item.text ? `${item.text} | ${item.altText}` : item.text;
    svg +=
      `<rect x="${num(left)}" y="${num(top)}" width="${num(inner)}" height="${num(bar)}" fill="#000"/>` +
      `<text x="${num(left + inner / 2)}" y="${num(top + bar / 2 + barText * 0.36)}" font-size="${num(barText)}" font-weight="700" fill="#fff" text-anchor="middle">${escapeMarkup(label)}</text>`;
    top += bar + barGap;
  }
  svg +=
    `<text x="${num(left + inner / 2)}" y="${num(top + footer * 1.05)}" font-size="${num(footer)}" text-anchor="middle">${escapeMarkup(`${CA_SYMBOL.footers[0]} | ${CA_SYMBOL.footers[1]}`)}</text>` +
    '</g>';
  return svg;
}
