/**
 * The UK nutrition declaration: the EU table (retained 1169/2011 Annex XV; docs/regulations/uk.md §1)
 * with the colour-coded front-of-pack label of the 2016 guide drawn beside it (§4).
 *
 * @module
 */
import type { LabelResult } from '../../label/types';
import type { LabelLayout } from '../../render/layout';
import { layoutEu } from '../eu/layout';

/**
 * Lays out a UK label.
 *
 * @example layoutUk(result).aside?.scheme // 'uk-traffic-light'
 */
export function layoutUk(result: LabelResult): LabelLayout {
  const layout = layoutEu(result);
  return result.frontOfPack === undefined ? layout : { ...layout, aside: result.frontOfPack };
}
