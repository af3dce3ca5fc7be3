/**
 * The Health Star Rating (`anz-health-star`, voluntary) drawn beside the panel: a rounded box with
 * the rating in large figures, "HEALTH STAR RATING", five stars filled to the rating (a half star
 * filled on its left), and "Voluntary front-of-pack rating" below. The style guide's artwork,
 * dimensions and colours were not read (✖, docs/regulations/anz.md §6): proportions only.
 *
 * @module
 */
import type { FrontOfPack } from '../label/types';
import { escapeMarkup } from './escape';

/** Proportions in px and the fixed texts. */
export const HSR_SYMBOL = {
  width: 150,
  height: 118,
  gap: 14,
  figure: 30,
  heading: 9,
  star: 12,
  footer: 7,
  headingText: 'HEALTH STAR RATING',
  footerText: 'Voluntary front-of-pack rating',
} as const;

/** Fill of a star (and of its filled half) and of the frame. */
export const HSR_COLOURS = { star: '#1b5e9e', frame: '#1b5e9e', empty: '#ffffff' } as const;

const num = (x: number): string => String(Math.round(x * 100) / 100);

/** The ten points of a five-pointed star around (cx, cy), top point first, clockwise on screen. */
function starPoints(cx: number, cy: number, r: number): [number, number][] {
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = ((-90 + 36 * i) * Math.PI) / 180;
    points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return points;
}

const polygon = (points: readonly [number, number][], fill: string, stroke = true): string =>
  `<polygon points="${points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')}" fill="${fill}"` +
  (stroke ? ` stroke="${HSR_COLOURS.star}" stroke-width="1" stroke-linejoin="round"` : '') +
  '/>';

/** Width and height in px of the symbol. */
export function healthStarSize(_fop: FrontOfPack): { readonly width: number; readonly height: number } {
  return { width: HSR_SYMBOL.width, height: HSR_SYMBOL.height };
}

/**
 * The symbol as SVG elements placed at (x, y), or "" without a rating.
 *
 * @example healthStarSvg(result.frontOfPack, 460, 0)
 */
export function healthStarSvg(fop: FrontOfPack, x: number, y: number): string {
  const rating = fop.rating;
  if (rating === undefined) return '';
  const s = HSR_SYMBOL;
  const cx = s.width / 2;
  const figureY = 8 + s.figure;
  const starY = figureY + s.heading * 1.6 + s.star + 4;
  let svg =
    `<g data-front-of-pack="${escapeMarkup(fop.scheme)}" data-stars="${rating.stars}" transform="translate(${num(x)} ${num(y)})">` +
    `<rect x="0.75" y="0.75" width="${num(s.width - 1.5)}" height="${num(s.height - 1.5)}" rx="12" fill="#fff" stroke="${HSR_COLOURS.frame}" stroke-width="1.5"/>` +
    `<text x="${num(cx)}" y="${num(figureY)}" font-size="${num(s.figure)}" font-weight="700" text-anchor="middle" fill="${HSR_COLOURS.star}">${rating.stars.toFixed(1)}</text>` +
    `<text x="${num(cx)}" y="${num(figureY + s.heading * 1.5)}" font-size="${num(s.heading)}" font-weight="700" text-anchor="middle">${escapeMarkup(s.headingText)}</text>`;
  const pitch = s.star * 2.2;
  for (let i = 0; i < 5; i++) {
    const points = starPoints(cx + (i - 2) * pitch, starY, s.star);
    const fill = rating.stars - i;
    svg += polygon(points, fill >= 1 ? HSR_COLOURS.star : HSR_COLOURS.empty);
    if (fill === 0.5) {
      // The left half: the bottom inner point round to the top point.
      svg += polygon(
        [5, 6, 7, 8, 9, 0].map((k) => points[k]!),
        HSR_COLOURS.star,
        false,
      );
    }
  }
  svg +=
    `<text x="${num(cx)}" y="${num(s.height - s.footer)}" font-size="${num(s.footer)}" text-anchor="middle">${escapeMarkup(s.footerText)}</text>` +
    '</g>';
  return svg;
}
