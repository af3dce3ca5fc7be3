/**
 * `Regulation.arrange` of the FDA format: the voluntary rows asked for (voluntary-rows.ts), then the
 * display (api.md §12 `options.layout`): `simplified` only where 101.9(f) allows it
 * (simplified-format.ts), `linear` only on a package (j)(13)(ii)(A) reaches (layouts/label-surface.ts);
 * `tabular` and `linear` change the drawing alone (layouts/), in the type the package's available label
 * surface (`options.labelSurfaceSquareInches`, kept on the label) calls for.
 *
 * @module
 */
import type { LabelOutcome } from '../../label/generate-label';
import type { LabelResult } from '../../label/types';
import type { NutrientKey } from '../../nutrients/catalog';
import type { LabelArrangement, LabelRowSpec } from '../regulation';
import { surfaceRefusal } from './layouts/label-surface';
import { simplify } from './simplified-format';
import { selectVoluntary } from './voluntary-rows';

/**
 * Arranges a finished FDA label.
 *
 * @param rows the format's rows (the population's)
 * @param omittedByPopulation rows the population's label leaves off (101.9(j)(5)(i))
 */
export function arrangeFda(
  result: LabelResult,
  choice: LabelArrangement,
  rows: readonly LabelRowSpec[],
  omittedByPopulation: ReadonlySet<NutrientKey>,
): LabelOutcome {
  const surface = choice.labelSurfaceSquareInches;
  const refusal = surfaceRefusal(choice.layout, surface);
  if (refusal !== undefined) return { ok: false, issues: [refusal] };
  const selected =
    choice.voluntary === undefined
      ? result
      : selectVoluntary(result, rows, choice.voluntary, omittedByPopulation);
  const chosen =
    surface === undefined
      ? selected
      : { ...selected, label: { ...selected.label, labelSurfaceSquareInches: surface } };
  if (choice.layout === undefined) return { ok: true, value: chosen };
  if (choice.layout === 'simplified') {
    const simplified = simplify(chosen);
    return simplified.ok ? simplified : { ok: false, issues: [simplified.issue] };
  }
  return { ok: true, value: { ...chosen, label: { ...chosen.label, layout: choice.layout } } };
}
