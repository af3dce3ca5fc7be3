/**
 * The EU claim evaluator: nutrition claims of the 1924/2006 Annex per 100 g / 100 ml (strongest
 * claim per nutrient), the 432/2012 health claims they unlock, and the declaration's caveats.
 * The EU has no separate structure/function category: those are health claims.
 *
 * @module
 */
import type { HealthClaim } from '../../label/types';
import type { NutrientKey } from '../../nutrients/catalog';
import { evaluateClaimRules } from '../_lib/claim-rules';
import { claimPer100 } from '../_lib/per-100-values';
import { strongestPerNutrient } from '../_lib/strongest-claims';
import type { ClaimInput, ClaimOutput } from '../regulation';
import { EU_HEALTH_CLAIM_CITE, EU_HEALTH_CLAIM_RULES, EU_HEALTH_CLAIM_STATEMENT } from './health-claims';
import { EU_MICRONUTRIENT_CLAIM_RULES, EU_NUTRITION_CLAIM_RULES } from './nutrition-claims';
import { EU_NRV, EU_SIGNIFICANT_AMOUNT_PERCENT } from './reference-values';

/** Footnote required when %RI is given (Art 32(5) ◐). */
export const EU_RI_FOOTNOTE = '*Reference intake of an average adult (8 400 kJ/2 000 kcal)';

/**
 * Evaluates EU nutrition and health claims.
 *
 * @example evaluateEuClaims(input).claims.map((c) => c.id) // e.g. ['source_of_fibre']
 */
export function evaluateEuClaims(input: ClaimInput): ClaimOutput {
  const { values, basis } = claimPer100(input);
  const held = [
    ...evaluateClaimRules(EU_NUTRITION_CLAIM_RULES, values, input.form, basis),
    ...evaluateClaimRules(EU_MICRONUTRIENT_CLAIM_RULES, values, input.form, basis),
  ];
  const ids = new Set(held.map((c) => c.id));
  const claims = strongestPerNutrient(held);
  const healthClaims: HealthClaim[] = EU_HEALTH_CLAIM_RULES.filter((r) =>
    r.requires.some((id) => ids.has(id)),
  ).map((r) => ({ id: r.id, text: r.text, nutrients: [r.nutrient], citation: EU_HEALTH_CLAIM_CITE }));
  const warnings = [`Print with the %RI column: "${EU_RI_FOOTNOTE}".`];
  if (healthClaims.length > 0) warnings.push(EU_HEALTH_CLAIM_STATEMENT);
  const significant = EU_SIGNIFICANT_AMOUNT_PERCENT[input.form];
  const minor = (Object.keys(EU_NRV) as NutrientKey[]).filter((k) => {
    const v = values[k];
    const nrv = EU_NRV[k];
    return v !== undefined && nrv !== undefined && (v / nrv) * 100 < significant;
  });
  if (minor.length > 0) {
    warnings.push(
      `Not present in a significant amount (${significant} % NRV per ${basis === '100ml' ? '100 ml' : '100 g'}), so ` +
        `they may not be declared (Reg. (EU) 1169/2011 Annex XIII Part A): ${minor.join(', ')}.`,
    );
  }
  return { claims, healthClaims, structureFunctionClaims: [], warnings };
}
