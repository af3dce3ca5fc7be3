/**
 * Serving-size and servings-per-container helpers shared by the international formats.
 *
 * @module
 */
import { applyRoundingRule, nearest, type RoundingRule } from '../../rounding/rounding-rule';

/** Metric serving size: < 10 → nearest 0.1, ≥ 10 → nearest 1 (CFIA table to B.01.401 col. 4; also used for EU and China, which prescribe none). */
export const METRIC_SERVING_SIZE: RoundingRule = {
  tiers: [{ below: 10, outcome: nearest(0.1) }],
  otherwise: nearest(1),
  cite: 'FDR B.01.401 table, item 1, col. 4',
};

/**
 * The metric amount of a serving as printed: grams, or millilitres for a liquid whose density is known
 * (1 g/ml assumed when it is not).
 *
 * @example metricServing(250, 'liquid', 1.03) // { amount: 243, unit: 'mL' }
 */
export function metricServing(
  grams: number,
  form: 'solid' | 'liquid',
  densityGPerMl?: number,
): { readonly amount: number; readonly unit: 'g' | 'mL' } {
  if (form === 'liquid') {
    return { amount: applyRoundingRule(grams / (densityGPerMl ?? 1), METRIC_SERVING_SIZE).value, unit: 'mL' };
  }
  return { amount: applyRoundingRule(grams, METRIC_SERVING_SIZE).value, unit: 'g' };
}

/**
 * The "Ng" serving size of api.md §4 (grams, whatever the form).
 *
 * @example gramsServingSize(39.6) // "40g"
 */
export function gramsServingSize(grams: number): string {
  return `${applyRoundingRule(grams, METRIC_SERVING_SIZE).value}g`;
}

/**
 * Servings per container: a number when exact, else "about N" with N rounded by `rule`.
 *
 * @example servingsWithRule(7.6, rule) // "about 8"
 */
export function servingsWithRule(servings: number, rule: RoundingRule): number | string {
  const rounded = Math.max(applyRoundingRule(servings, rule).value, 1);
  return Math.abs(rounded - servings) < 1e-9 ? rounded : `about ${rounded}`;
}
