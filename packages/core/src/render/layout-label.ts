/**
 * The layout of each label format, chosen by `label.regulation`.
 *
 * @module
 */
import type { LabelResult, RegulationId } from '../label/types';
import type { LabelLayout } from './layout';
import { layoutCfia } from './layouts/cfia-layout';
import { layoutChina } from './layouts/china-layout';
import { layoutEu } from './layouts/eu-layout';
import { layoutFda } from './layouts/fda-layout';

/** One layout function per format. */
export const LABEL_LAYOUTS: Readonly<Record<RegulationId, (result: LabelResult) => LabelLayout>> = {
  fda: layoutFda,
  cfia: layoutCfia,
  eu: layoutEu,
  china: layoutChina,
};

/**
 * Lays out a label result in its regulation's format.
 *
 * @example layoutLabel(result).blocks.length
 */
export function layoutLabel(result: LabelResult): LabelLayout {
  return LABEL_LAYOUTS[result.label.regulation](result);
}
