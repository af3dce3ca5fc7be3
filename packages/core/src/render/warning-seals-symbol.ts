/**
 * Mexico's warning seals (`mx-warning-seals`) drawn beside the panel: one black octagon per seal with
 * white capitals ("EXCESO" over the nutrient) and "SECRETARÍA DE SALUD" at its foot, side by side
 * in the NOM's order, the precautionary legends as black rectangles with white capitals below
 * (NOM-051 4.5.3.4 and its appendix of figures; docs/regulations/mx.md §3: the shapes ◐, the
 * legend inside the octagon, the dimensions and the exact typography ✖ unverified, so these are
 * proportions only). Where `presentation.kind` is `count` (a principal display surface of 40 cm² or
 * less, 4.5.3.4.2 ◐), one octagon with the number of seals instead, the legends below as usual.
 *
 * @module
 */
import type { FrontOfPack } from '../label/types';
import { escapeMarkup } from './escape';
import { textWidth } from './text-metrics';

/** Proportions in px and the fixed texts. */
export const MX_SEAL_SYMBOL = {
  size: 72,
  gap: 6,
  border: 2,
  exceso: 9.5,
  nutrient: 8,
  authority: 4.2,
  legend: 7,
  legendHeight: 20,
  count: 30,
  asideGap: 14,
  authorityText: 'SECRETARÍA DE SALUD',
  fill: '#000000',
  ink: '#ffffff',
} as const;

const num = (x: number): string => String(Math.round(x * 100) / 100);

/** The words of a seal under "EXCESO", on at most two lines ("GRASAS" / "SATURADAS"). */
function nutrientLines(text: string): string[] {
  const words = text.replace(/^EXCESO\s+/, '').split(' ');
  if (words.length <= 1) return words;
  return [words[0]!, words.slice(1).join(' ')];
}

/** One octagon with the number of seals (`presentation.kind` `count`) rather than one per seal. */
const countsSeals = (fop: FrontOfPack): boolean => fop.presentation?.kind === 'count' && fop.items.length > 0;

/** Width and height in px of the seals and legends. */
export function warningSealsSize(fop: FrontOfPack): { readonly width: number; readonly height: number } {
  const s = MX_SEAL_SYMBOL;
  const n = countsSeals(fop) ? 1 : fop.items.length;
  const legends = fop.legends?.length ?? 0;
  const sealsWidth = n === 0 ? 0 : n * s.size + (n - 1) * s.gap;
  // A legend bar is as wide as the seals, and never narrower than its words (one seal is narrow).
  const legendWidth = Math.max(
    0,
    ...(fop.legends ?? []).map((l) => Math.ceil(textWidth(l.text, s.legend, true)) + 2 * s.gap),
  );
  const width = Math.max(sealsWidth, legends > 0 ? Math.max(2 * s.size + s.gap, legendWidth) : 0);
  const height = (n > 0 ? s.size : 0) + legends * (s.legendHeight + s.gap);
  return { width, height };
}

/** The eight corners of a regular octagon in a square of side `size` at (x, y). */
function octagon(x: number, y: number, size: number): string {
  const k = size / (2 + Math.SQRT2); // the corner cut of a regular octagon
  const pts = [
    [x + k, y],
    [x + size - k, y],
    [x + size, y + k],
    [x + size, y + size - k],
    [x + size - k, y + size],
    [x + k, y + size],
    [x, y + size - k],
    [x, y + k],
  ];
  return pts.map(([px, py]) => `${num(px!)},${num(py!)}`).join(' ');
}

/**
 * The seals and legends as SVG elements placed at (x, y); "" when there is nothing to show.
 *
 * @example warningSealsSvg(result.frontOfPack, 420, 0)
 */
export function warningSealsSvg(fop: FrontOfPack, x: number, y: number): string {
  const legends = fop.legends ?? [];
  if (fop.items.length === 0 && legends.length === 0) return '';
  const s = MX_SEAL_SYMBOL;
  const { width } = warningSealsSize(fop);
  let svg = `<g data-front-of-pack="${escapeMarkup(fop.scheme)}" transform="translate(${num(x)} ${num(y)})">`;
  if (countsSeals(fop)) svg += countSealSvg(fop.items.length);
  else
    fop.items.forEach((item, i) => {
      const left = i * (s.size + s.gap);
      const cx = left + s.size / 2;
      const lines = nutrientLines(item.text);
      svg +=
        `<g data-item="${escapeMarkup(item.key)}">` +
        `<polygon points="${octagon(left, 0, s.size)}" fill="${s.fill}" stroke="${s.ink}" stroke-width="${s.border}"/>` +
        `<text x="${num(cx)}" y="${num(s.size * 0.36)}" font-size="${s.exceso}" font-weight="700" fill="${s.ink}" text-anchor="middle">EXCESO</text>`;
      lines.forEach((line, j) => {
        svg += `<text x="${num(cx)}" y="${num(s.size * 0.36 + s.nutrient * 1.25 * (j + 1))}" font-size="${s.nutrient}" font-weight="700" fill="${s.ink}" text-anchor="middle">${escapeMarkup(line)}</text>`;
      });
      svg += `<text x="${num(cx)}" y="${num(s.size * 0.8)}" font-size="${s.authority}" fill="${s.ink}" text-anchor="middle">${escapeMarkup(s.authorityText)}</text></g>`;
    });
  let top = fop.items.length > 0 ? s.size + s.gap : 0;
  for (const legend of legends) {
    svg +=
      `<g data-legend="${escapeMarkup(legend.key)}">` +
      `<rect x="0" y="${num(top)}" width="${num(width)}" height="${s.legendHeight}" fill="${s.fill}"/>` +
      `<text x="${num(width / 2)}" y="${num(top + s.legendHeight * 0.65)}" font-size="${s.legend}" font-weight="700" fill="${s.ink}" text-anchor="middle">${escapeMarkup(legend.text)}</text></g>`;
    top += s.legendHeight + s.gap;
  }
  return `${svg}</g>`;
}

/** One octagon with the number of seals in large white figures, the authority at its foot. */
function countSealSvg(count: number): string {
  const s = MX_SEAL_SYMBOL;
  const cx = s.size / 2;
  return (
    `<g data-seal-count="${count}">` +
    `<polygon points="${octagon(0, 0, s.size)}" fill="${s.fill}" stroke="${s.ink}" stroke-width="${s.border}"/>` +
    `<text x="${num(cx)}" y="${num(s.size * 0.6)}" font-size="${s.count}" font-weight="700" fill="${s.ink}" text-anchor="middle">${count}</text>` +
    `<text x="${num(cx)}" y="${num(s.size * 0.8)}" font-size="${s.authority}" fill="${s.ink}" text-anchor="middle">${escapeMarkup(s.authorityText)}</text></g>`
  );
}
