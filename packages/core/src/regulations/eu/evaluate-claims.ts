/**
 * The EU claim evaluator: nutrition claims of the 1924/2006 Annex per 100 g / 100 ml (strongest
 * claim per nutrient), the 432/2012 health claims they unlock, and the declaration's caveats.
 * The EU has no separate structure/function category: those are health claims.
 *
 * @module
 */
import type { HealthClaim, NutrientClaim } from '../../label/types';
import { evaluateClaimRules, explainClaims } from '../_lib/claim-rules';
import { claimPer100 } from '../_lib/per-100-values';
import { strongestPerNutrient } from '../_lib/strongest-claims';
import type { ClaimInput, ClaimOutput } from '../regulation';
import { EU_HEALTH_CLAIM_CITE, EU_HEALTH_CLAIM_RULES, EU_HEALTH_CLAIM_STATEMENT } from './health-claims';
import { EU_MICRONUTRIENT_CLAIM_RULES, EU_NUTRITION_CLAIM_RULES } from './nutrition-claims';

/** Footnote required when %RI is given (Art 32(5) ◐). */
export const EU_RI_FOOTNOTE = '*Reference intake of an average adult (8 400 kJ/2 000 kcal)';

/**
 * Evaluates EU nutrition and health claims.
 *
 * @example evaluateEuClaims(input).claims.map((c) => c.id) // e.g. ['source_of_fibre']
 */
export function evaluateEuClaims(input: ClaimInput): ClaimOutput {
  const { amounts, basis } = claimPer100(input);
  const held = evaluateClaimRules(EU_CLAIM_RULES, amounts, input.form, basis);
  const claims = strongestPerNutrient(held);
  // Health claims in table order, each once, for the nutrition claims that hold.
  let supported = 0;
  for (const c of held) supported |= HEALTH_CLAIMS_NEEDING.get(c.id) ?? 0;
  const healthClaims: HealthClaim[] = [];
  for (let i = 0; supported !== 0 && i < EU_HEALTH_CLAIMS.length; i++) {
    if (supported & (1 << i)) healthClaims.push(EU_HEALTH_CLAIMS[i]!);
  }
  const warnings = [RI_WARNING];
  if (healthClaims.length > 0) warnings.push(EU_HEALTH_CLAIM_STATEMENT);
  return { claims, healthClaims, structureFunctionClaims: [], warnings };
}

/** The claims with `explain` (api.md §14), from the same table and per-100 amounts. */
export function explainEuClaims(claims: readonly NutrientClaim[], input: ClaimInput): NutrientClaim[] {
  return explainClaims(claims, EU_CLAIM_RULES, claimPer100(input).amounts, input.form);
}

/** Nutrition claims (Annex of 1924/2006), then vitamin and mineral claims, as one table. */
const EU_CLAIM_RULES = [...EU_NUTRITION_CLAIM_RULES, ...EU_MICRONUTRIENT_CLAIM_RULES];

const RI_WARNING = `Print with the %RI column: "${EU_RI_FOOTNOTE}".`;

/** Each 432/2012 health claim as printed (immutable, built once), in table order. */
const EU_HEALTH_CLAIMS: readonly HealthClaim[] = EU_HEALTH_CLAIM_RULES.map((r) =>
  Object.freeze({
    id: r.id,
    text: r.text,
    nutrients: Object.freeze([r.nutrient]),
    citation: EU_HEALTH_CLAIM_CITE,
  }),
);
if (EU_HEALTH_CLAIMS.length > 31) throw new Error('EU health claims no longer fit a 31-bit mask');

/** For each nutrition claim id, the health claims it supports, as a bit mask over EU_HEALTH_CLAIMS. */
const HEALTH_CLAIMS_NEEDING = new Map<string, number>();
EU_HEALTH_CLAIM_RULES.forEach((r, i) => {
  for (const id of r.requires) HEALTH_CLAIMS_NEEDING.set(id, (HEALTH_CLAIMS_NEEDING.get(id) ?? 0) | (1 << i));
});
