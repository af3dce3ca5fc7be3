/**
 * The UK colour-coded front-of-pack label (`uk-traffic-light`) drawn beside the panel, after the
 * example of the 2016 DH/FSA guide (docs/regulations/uk.md §4): one box per item in the order
 * energy, fat, saturates, sugars, salt, each with its name, the amount per portion, the words
 * LOW / MED / HIGH with the colour (green, amber, red; energy uncoloured) and the % of the
 * reference intake; the RI statement and the energy per 100 g/ml below. The guide's exact
 * dimensions and colour values are not prescribed (✖): these are proportions only.
 *
 * @module
 */
import type { FrontOfPack, FrontOfPackLevel } from '../label/types';
import { escapeMarkup } from './escape';

/** Proportions in px and the fixed texts. */
export const UK_TRAFFIC_LIGHT_SYMBOL = {
  box: 62,
  boxGap: 4,
  boxHeight: 78,
  heading: 9,
  name: 9,
  amount: 10.5,
  word: 8.5,
  percent: 9.5,
  footer: 7.5,
  gap: 14,
  headingText: 'Each portion contains',
  riText: 'of an adult’s reference intake',
} as const;

/** Fills of each level (green, amber, red) and of the uncoloured energy box. */
export const UK_TRAFFIC_LIGHT_COLOURS: Readonly<Record<FrontOfPackLevel | 'none', string>> = {
  low: '#3fae49',
  medium: '#f7b500',
  high: '#e2231a',
  none: '#ffffff',
};

const WORDS: Readonly<Record<FrontOfPackLevel, string>> = { low: 'LOW', medium: 'MED', high: 'HIGH' };

const num = (x: number): string => String(Math.round(x * 100) / 100);

/** Width and height in px of the symbol. */
export function trafficLightSize(fop: FrontOfPack): { readonly width: number; readonly height: number } {
  const s = UK_TRAFFIC_LIGHT_SYMBOL;
  const n = Math.max(1, fop.items.length);
  return { width: n * s.box + (n - 1) * s.boxGap, height: s.heading * 1.6 + s.boxHeight + s.footer * 3.4 };
}

/**
 * The symbol as SVG elements placed at (x, y).
 *
 * @example trafficLightSvg(result.frontOfPack, 440, 0)
 */
export function trafficLightSvg(fop: FrontOfPack, x: number, y: number): string {
  const s = UK_TRAFFIC_LIGHT_SYMBOL;
  const { width } = trafficLightSize(fop);
  let svg =
    `<g data-front-of-pack="${escapeMarkup(fop.scheme)}" transform="translate(${num(x)} ${num(y)})">` +
    `<text x="0" y="${num(s.heading)}" font-size="${num(s.heading)}" font-weight="700">${escapeMarkup(s.headingText)}</text>`;
  const top = s.heading * 1.6;
  fop.items.forEach((item, i) => {
    const left = i * (s.box + s.boxGap);
    const cx = left + s.box / 2;
    const fill = UK_TRAFFIC_LIGHT_COLOURS[item.level ?? 'none'];
    const portion = item.perPortion;
    const [first, second] = (portion?.display ?? item.per100?.display ?? '').split(' / ');
    svg +=
      `<g data-item="${escapeMarkup(item.key)}" data-level="${item.level ?? 'none'}">` +
      `<rect x="${num(left + 0.5)}" y="${num(top + 0.5)}" width="${num(s.box - 1)}" height="${num(s.boxHeight - 1)}" rx="8" fill="${fill}" stroke="#000" stroke-width="1"/>` +
      `<text x="${num(cx)}" y="${num(top + s.name * 1.5)}" font-size="${num(s.name)}" text-anchor="middle">${escapeMarkup(item.text)}</text>` +
      `<text x="${num(cx)}" y="${num(top + s.name * 1.5 + s.amount * 1.35)}" font-size="${num(s.amount)}" font-weight="700" text-anchor="middle">${escapeMarkup(first ?? '')}</text>`;
    if (second !== undefined) {
      svg += `<text x="${num(cx)}" y="${num(top + s.name * 1.5 + s.amount * 2.5)}" font-size="${num(s.amount)}" font-weight="700" text-anchor="middle">${escapeMarkup(second)}</text>`;
    } else if (item.level !== undefined) {
      svg += `<text x="${num(cx)}" y="${num(top + s.name * 1.5 + s.amount * 2.5)}" font-size="${num(s.word)}" font-weight="700" text-anchor="middle">${WORDS[item.level]}</text>`;
    }
    if (portion?.percentRi !== null && portion?.percentRi !== undefined) {
      const py = top + s.boxHeight - s.percent * 1.6;
      svg +=
        `<rect x="${num(left + 6)}" y="${num(py - s.percent)}" width="${num(s.box - 12)}" height="${num(s.percent * 1.4)}" rx="${num(s.percent * 0.7)}" fill="#fff" stroke="#000" stroke-width="0.5"/>` +
        `<text x="${num(cx)}" y="${num(py + s.percent * 0.2)}" font-size="${num(s.percent)}" font-weight="700" text-anchor="middle">${portion.percentRi}%</text>`;
    }
    svg += '</g>';
  });
  const energy = fop.items.find((i) => i.key === 'energy_kj')?.per100?.display;
  const footerY = top + s.boxHeight + s.footer * 1.4;
  svg += `<text x="${num(width / 2)}" y="${num(footerY)}" font-size="${num(s.footer)}" text-anchor="middle">${escapeMarkup(s.riText)}</text>`;
  if (energy !== undefined) {
    const per = fop.text.startsWith('Per 100 ml') ? '100 ml' : '100 g';
    svg += `<text x="${num(width / 2)}" y="${num(footerY + s.footer * 1.5)}" font-size="${num(s.footer)}" text-anchor="middle">${escapeMarkup(`Typical values per ${per}: Energy ${energy}`)}</text>`;
  }
  return `${svg}</g>`;
}
