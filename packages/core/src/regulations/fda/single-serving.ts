/**
 * Single-serving containers, 21 CFR 101.9(b)(6) (as amended by 81 FR 34000, 2016-05-27): a product
 * packaged and sold individually that holds less than 200 % of the RACC of its category is one
 * serving, the whole container; one that holds more than 150 % and less than 200 % may add a second
 * column per the amount that approximates the RACC, to the left of the per-container column.
 * Marks: docs/spec/regulations-us.md §4.1 (◐: FDA's small-entity compliance guide and the final rule's
 * summary; the amended paragraph's own words were not read).
 *
 * @module
 */
import { raccFor } from './racc';

/** The thresholds of (b)(6), in % of the RACC. */
export const SINGLE_SERVING_CONTAINER = {
  /** Below this, the container is one serving. */
  belowPercent: 200,
  /** Above this (and below `belowPercent`), the optional per-RACC column may be added. */
  optionalColumnAbovePercent: 150,
  cite: '21 CFR 101.9(b)(6)',
} as const;

/** The household measure of a serving that is the whole container (101.9(b)(5) allows "container"). */
export const WHOLE_CONTAINER_MEASURE = '1 package';

/** What (b)(6) decides for a package. */
export interface SingleServingDecision {
  /** The package in % of the RACC. */
  readonly percentOfRacc: number;
  readonly raccGrams: number;
  /** The optional per-RACC column may be printed (more than 150 % and less than 200 %). */
  readonly raccColumnAllowed: boolean;
}

/**
 * The (b)(6) decision for a package, or undefined when it is not a single-serving container (200 % of
 * the RACC or more) or its category has no RACC in grams.
 *
 * @example singleServingContainer('cookies', 45)?.percentOfRacc // 150 (RACC 30 g)
 */
export function singleServingContainer(
  category: string | undefined,
  packageGrams: number,
): SingleServingDecision | undefined {
  const raccGrams = category === undefined ? undefined : raccFor(category)?.grams;
  if (raccGrams === undefined || raccGrams <= 0) return undefined;
  const percentOfRacc = (packageGrams / raccGrams) * 100;
  // Within binary noise of 200 % counts as 200 % (not a single-serving container).
  if (percentOfRacc >= SINGLE_SERVING_CONTAINER.belowPercent - 1e-9) return undefined;
  return {
    percentOfRacc,
    raccGrams,
    raccColumnAllowed: percentOfRacc > SINGLE_SERVING_CONTAINER.optionalColumnAbovePercent + 1e-9,
  };
}
