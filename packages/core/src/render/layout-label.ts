/**
 * Lays out a label in its format (`Regulation.layout`), chosen by `label.regulation`.
 *
 * @module
 */
import type { LabelResult } from '../label/types';
import { REGULATIONS } from '../regulations';
import type { Regulation } from '../regulations/regulation';
import type { LabelLayout } from './layout';

/**
 * Lays out a label result in its regulation's format (`format` for one outside the registry).
 *
 * @example layoutLabel(result).blocks.length
 */
export function layoutLabel(
  result: LabelResult,
  format: Pick<Regulation, 'layout'> = REGULATIONS[result.label.regulation],
): LabelLayout {
  return format.layout(result);
}
