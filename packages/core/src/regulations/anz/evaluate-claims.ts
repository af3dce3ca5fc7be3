/**
 * The ANZ claim evaluator: Schedule 4 nutrition content claims per 100 g / 100 mL and per serving,
 * the strongest claim per nutrient. No health claims are evaluated (Schedule 5 not read).
 *
 * @module
 */
import type { NutrientClaim } from '../../label/types';
import { evaluateClaimRules, explainClaims } from '../_lib/claim-rules';
import { servingSlotsOf } from '../_lib/engine-amounts';
import { claimPer100 } from '../_lib/per-100-values';
import { strongestPerNutrient } from '../_lib/strongest-claims';
import type { ClaimInput, ClaimOutput } from '../regulation';
import { ANZ_PER_100_CLAIM_RULES, ANZ_PER_SERVING_CLAIM_RULES } from './nutrition-claims';

const NIP_WARNING =
  'A nutrition content claim requires the panel to declare the nutrient claimed (1.2.8—6(1)(d)(iv)).';

/**
 * Evaluates the ANZ nutrition content claims.
 *
 * @example evaluateAnzClaims(input).claims.map((c) => c.id) // e.g. ['low_fat', 'good_source_of_fibre']
 */
export function evaluateAnzClaims(input: ClaimInput): ClaimOutput {
  const { amounts, basis } = claimPer100(input);
  const held = [
    ...evaluateClaimRules(ANZ_PER_100_CLAIM_RULES, amounts, input.form, basis),
    ...evaluateClaimRules(ANZ_PER_SERVING_CLAIM_RULES, servingSlotsOf(input), input.form, 'serving'),
  ];
  const claims = strongestPerNutrient(held);
  return {
    claims,
    healthClaims: [],
    structureFunctionClaims: [],
    warnings: claims.length > 0 ? [NIP_WARNING] : [],
  };
}

/** The claims with `explain` (api.md §14), each from its own table and basis. */
export function explainAnzClaims(claims: readonly NutrientClaim[], input: ClaimInput): NutrientClaim[] {
  const per100 = claimPer100(input).amounts;
  const perServing = servingSlotsOf(input);
  return claims.map((claim) => {
    const serving = claim.basis === 'serving';
    const [explainedClaim] = explainClaims(
      [claim],
      serving ? ANZ_PER_SERVING_CLAIM_RULES : ANZ_PER_100_CLAIM_RULES,
      serving ? perServing : per100,
      input.form,
    );
    return explainedClaim ?? claim;
  });
}
