/**
 * The FDA displays (api.md §12 `options.layout`), chosen by `label.layout`: the vertical panel of
 * 101.9(d) (the default), the tabular and linear displays of 101.9(j)(13)(ii)(A), and the simplified
 * format of 101.9(f).
 *
 * @module
 */
import type { LabelLayoutName, LabelResult } from '../../../label/types';
import type { LabelLayout } from '../../../render/layout';
import { layoutFda } from '../layout';
import { layoutFdaLinear } from './linear';
import { layoutFdaSimplified } from './simplified';
import { layoutFdaTabular } from './tabular';

const DISPLAYS: Readonly<Record<LabelLayoutName, (result: LabelResult) => LabelLayout>> = {
  vertical: layoutFda,
  tabular: layoutFdaTabular,
  linear: layoutFdaLinear,
  simplified: layoutFdaSimplified,
};

/**
 * Lays out an FDA label in the display it was made for.
 *
 * @example layoutFdaDisplay(result).width // 260 for the vertical panel
 */
export function layoutFdaDisplay(result: LabelResult): LabelLayout {
  return DISPLAYS[result.label.layout ?? 'vertical'](result);
}
