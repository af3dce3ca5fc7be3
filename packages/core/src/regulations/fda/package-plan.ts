/**
 * What the package decides on an FDA label (api.md §12 `options.columns`): the serving (the whole
 * container of a single-serving container, 101.9(b)(6)) and the printed columns, in print order —
 * per serving, per container (101.9(b)(12)(i)), the optional per-RACC column of (b)(6), and the
 * as-prepared column of 101.9(h)(4). `auto` applies the band of (b)(12)(i) and its exemptions
 * (dual-columns.ts), and says so when the small-package exemption (A) keeps a package of the band to one column.
 *
 * @module
 */
import type { BasisWord } from '../../label/columns';
import type { PackageFacts, PackagePlan } from '../regulation';
import { autoColumns, DUAL_COLUMN_EXEMPTIONS } from './dual-columns';
import { SINGLE_SERVING_CONTAINER, singleServingContainer, WHOLE_CONTAINER_MEASURE } from './single-serving';

const round1 = (x: number): number => Math.round(x * 10) / 10;

/**
 * The FDA package plan.
 *
 * @example fdaPackagePlan({ category: 'cookies', packageGrams: 75, servingGrams: 30, columns: 'auto', asPrepared: false }).basis
 * // ['serving', 'container'] (250 % of the 30 g RACC)
 */
export function fdaPackagePlan(facts: PackageFacts): PackagePlan {
  const single = singleServingContainer(facts.category, facts.packageGrams);
  if (single !== undefined) return singleServingPlan(facts, single);
  const warnings: string[] = [];
  const prepared: BasisWord[] = facts.asPrepared ? ['prepared'] : [];
  const auto =
    facts.columns === 'auto'
      ? autoColumns({
          ...(facts.category === undefined ? {} : { category: facts.category }),
          packageGrams: facts.packageGrams,
          servingGrams: facts.servingGrams,
          asPrepared: facts.asPrepared,
          labelSurfaceSquareInches: facts.labelSurfaceSquareInches,
        })
      : undefined;
  if (auto?.exemption === 'smallPackage') {
    const { cite, surface } = DUAL_COLUMN_EXEMPTIONS.smallPackage;
    warnings.push(
      `The package is ${round1(auto.percentOfRacc ?? 0)} % of the RACC, but its ${facts.labelSurfaceSquareInches} in² of label surface allow the small-package displays (${surface.value} in² or less, ${surface.cite}): the per-container column is not required (${cite}) and is not printed. Ask for columns "dual" to print it.`,
    );
  }
  let dual = (auto?.columns ?? facts.columns) === 'dual';
  if (dual && facts.asPrepared) {
    warnings.push(
      `A label with an as-prepared column is exempt from the per-container column (${DUAL_COLUMN_EXEMPTIONS.asPrepared.cite}); it is not printed.`,
    );
    dual = false;
  }
  if (dual && facts.packageGrams <= facts.servingGrams * (1 + 1e-9)) {
    warnings.push('The package is one serving: no per-container column is printed beside it.');
    dual = false;
  }
  return {
    servingGrams: facts.servingGrams,
    basis: ['serving', ...(dual ? (['container'] as const) : []), ...prepared],
    warnings,
  };
}

/** (b)(6): the whole container is the serving; per RACC beside it only when asked and allowed. */
function singleServingPlan(
  facts: PackageFacts,
  single: NonNullable<ReturnType<typeof singleServingContainer>>,
): PackagePlan {
  const { cite, belowPercent, optionalColumnAbovePercent } = SINGLE_SERVING_CONTAINER;
  const percent = round1(single.percentOfRacc);
  const warnings: string[] = [];
  const oneServing = facts.packageGrams <= facts.servingGrams * (1 + 1e-9);
  if (!oneServing) {
    warnings.push(
      `The package (${round1(facts.packageGrams)} g) is ${percent} % of the RACC (${single.raccGrams} g), less than ${belowPercent} %: a single-serving container, labelled as one serving, the whole container (${cite}).`,
    );
  }
  const racc = facts.columns === 'dual' && single.raccColumnAllowed && !facts.asPrepared;
  if (facts.columns === 'dual' && !racc) {
    warnings.push(
      facts.asPrepared
        ? `A single-serving container's optional per-RACC column is not printed beside an as-prepared column (${cite}).`
        : `The optional per-RACC column of a single-serving container needs more than ${optionalColumnAbovePercent} % of the RACC; the package is ${percent} % (${cite}).`,
    );
  }
  return {
    servingGrams: facts.packageGrams,
    ...(oneServing ? {} : { householdMeasure: WHOLE_CONTAINER_MEASURE }),
    // (b)(6): the per-RACC column is to the left of the per-container column.
    basis: [
      ...(racc ? (['racc'] as const) : []),
      'serving',
      ...(facts.asPrepared ? (['prepared'] as const) : []),
    ],
    ...(racc ? { raccGrams: single.raccGrams } : {}),
    warnings,
  };
}
