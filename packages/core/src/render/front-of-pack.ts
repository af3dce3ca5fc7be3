/**
 * The front-of-pack element drawn beside a panel, by scheme (api.md §13): Canada's "High in"
 * symbol, the UK traffic light, Mexico's warning seals or the (voluntary) Health Star Rating. The
 * renderers place it; each scheme draws itself.
 *
 * @module
 */
import type { FrontOfPack } from '../label/types';
import { escapeMarkup } from './escape';
import { CA_SYMBOL, symbolHeight, symbolSvg } from './front-of-pack-symbol';
import { HSR_SYMBOL, healthStarSize, healthStarSvg } from './health-star-symbol';
import { trafficLightSize, trafficLightSvg, UK_TRAFFIC_LIGHT_SYMBOL } from './traffic-light-symbol';
import { MX_SEAL_SYMBOL, warningSealsSize, warningSealsSvg } from './warning-seals-symbol';

/** How each scheme draws itself. */
const SCHEMES: Readonly<
  Record<
    FrontOfPack['scheme'],
    {
      readonly gap: number;
      readonly size: (fop: FrontOfPack) => { readonly width: number; readonly height: number };
      readonly svg: (fop: FrontOfPack, x: number, y: number) => string;
    }
  >
> = {
  'ca-high-in': {
    gap: CA_SYMBOL.gap,
    size: (fop) => ({ width: CA_SYMBOL.width, height: symbolHeight(fop.items.length) }),
    svg: symbolSvg,
  },
  'uk-traffic-light': { gap: UK_TRAFFIC_LIGHT_SYMBOL.gap, size: trafficLightSize, svg: trafficLightSvg },
  'mx-warning-seals': { gap: MX_SEAL_SYMBOL.asideGap, size: warningSealsSize, svg: warningSealsSvg },
  'anz-health-star': { gap: HSR_SYMBOL.gap, size: healthStarSize, svg: healthStarSvg },
};

/** Space between the panel and the element, in px. */
export function asideGap(fop: FrontOfPack): number {
  return SCHEMES[fop.scheme].gap;
}

/** Width and height of the element in px. */
export function asideSize(fop: FrontOfPack): { readonly width: number; readonly height: number } {
  return SCHEMES[fop.scheme].size(fop);
}

/** The element as SVG elements placed at (x, y), or "" when it shows nothing. */
export function asideSvg(fop: FrontOfPack, x: number, y: number): string {
  return SCHEMES[fop.scheme].svg(fop, x, y);
}

/** The element as a standalone SVG element (for HTML), or "" when it shows nothing. */
export function asideSvgElement(fop: FrontOfPack, fontFamily: string): string {
  const inner = asideSvg(fop, 0, 0);
  if (inner === '') return '';
  const { width, height } = asideSize(fop);
  const w = Math.ceil(width);
  const h = Math.ceil(height);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"` +
    ` role="img" aria-label="${escapeMarkup(fop.text)}" font-family="${escapeMarkup(fontFamily)}" fill="#000" style="flex:none">${inner}</svg>`
  );
}
