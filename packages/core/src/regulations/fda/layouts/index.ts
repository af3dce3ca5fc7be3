/**
 * The FDA displays (api.md §12 `options.layout`), chosen by `label.layout`: the vertical panel of
 * 101.9(d) (the default), the tabular and linear displays of 101.9(j)(13)(ii)(A), and the simplified
 * format of 101.9(f); a label of two columns in the vertical display of 101.9(e)(6)(i) or the tabular
 * one of (e)(6)(ii) (the engine refuses the others, columned-displays.ts).
 *
 * @module
 */
import type { LabelLayoutName, LabelResult } from '../../../label/types';
import type { LabelLayout } from '../../../render/layout';
import { layoutFdaColumns } from '../column-layout';
import { layoutFda } from '../layout';
import { layoutFdaLinear } from './linear';
import { layoutFdaSimplified } from './simplified';
import { layoutFdaTabular } from './tabular';
import { layoutFdaTabularColumns } from './tabular-columns';

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
  const layout = result.label.layout ?? 'vertical';
  if (result.label.basis.length > 1)
    return layout === 'tabular' ? layoutFdaTabularColumns(result) : layoutFdaColumns(result);
  return DISPLAYS[layout](result);
}
