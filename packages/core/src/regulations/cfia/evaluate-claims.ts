/**
 * The CFIA claim evaluator: content claims (per serving of stated size; the strongest per
 * nutrient, none about a "High in" nutrient, B.01.503(1.1)), the front-of-package
 * "High in" determination (returned as a warning: it is a mandatory symbol, not a claim),
 * disease-risk-reduction claims and nutrient function claims.
 *
 * @module
 */
import type { HealthClaim, StructureFunctionClaim } from '../../label/types';
import type { NutrientKey, NutrientValues } from '../../nutrients/catalog';
import { conditionsHold, evaluateClaimRules } from '../_lib/claim-rules';
import { strongestPerNutrient } from '../_lib/strongest-claims';
import type { ClaimInput, ClaimOutput } from '../regulation';
import { CFIA_MACRO_CLAIM_RULES, CFIA_VITAMIN_MINERAL_CLAIM_RULES } from './content-claims';
import { CFIA_DAILY_VALUES } from './daily-values';
import { cfiaFrontOfPackage } from './front-of-package';
import {
  CFIA_FUNCTION_CLAIM_MIN_PERCENT,
  CFIA_FUNCTION_CLAIMS,
  CFIA_HEALTH_CLAIM_CAVEAT,
  CFIA_HEALTH_CLAIM_RULES,
  type CfiaHealthRequirement,
} from './health-claims';

const BASIS_WARNING =
  'Canadian claims were evaluated per serving of stated size; the TNCC also requires them per reference ' +
  'amount (and per 50 g when it is ≤ 30 g), which the engine does not know — check before use.';

/** Claims whose subject is a "High in" nutrient may not appear (B.01.503(1.1)); only "reduced" claims could. */
const FOP_CLAIM_NUTRIENT: Readonly<Record<string, NutrientKey>> = {
  saturated_fat: 'saturated_fat',
  total_sugars: 'total_sugars',
  sodium: 'sodium',
};

function percentDv(values: NutrientValues, key: NutrientKey): number | undefined {
  const dv = CFIA_DAILY_VALUES[key]?.amount;
  const x = values[key];
  return dv === undefined || x === undefined ? undefined : (x / dv) * 100;
}

function requirementHolds(
  req: CfiaHealthRequirement,
  input: ClaimInput,
  held: ReadonlySet<string>,
  notes: string[],
): boolean {
  const v = input.perServing;
  switch (req.kind) {
    case 'claim':
      return req.anyOf.some((id) => held.has(id));
    case 'not_claim':
      return !held.has(req.id);
    case 'limits':
      return conditionsHold(v, req.limits);
    case 'per100g':
      return conditionsHold(input.per100g, req.limits);
    case 'vitamin_mineral_percent':
      return CFIA_VITAMIN_MINERAL_CLAIM_RULES.some((r) => (percentDv(v, r.nutrient) ?? 0) >= req.min);
    case 'not_more_than': {
      const a = v[req.metric];
      const b = v[req.other];
      if (a === undefined || b === undefined) {
        notes.push(
          `${req.metric} must not exceed ${req.other} for the calcium claim; not checked (no data).`,
        );
        return true;
      }
      return a <= b;
    }
  }
}

/**
 * Evaluates Canadian claims for a food.
 *
 * @example evaluateCfiaClaims(input).claims.map((c) => c.id) // e.g. ['low_in_fat', 'source_of_fibre']
 */
export function evaluateCfiaClaims(input: ClaimInput): ClaimOutput {
  const warnings: string[] = [];
  const v = input.perServing;
  const fop = cfiaFrontOfPackage(v, {
    servingSizeGrams: input.servingSizeGrams,
    mainDish: input.category === 'main_dish',
  });
  if (fop.highIn.length > 0) {
    warnings.push(
      `Front-of-package nutrition symbol required (FDR B.01.350): "${fop.text}" ` +
        `(threshold ${fop.thresholdPercent} % DV per ${fop.basisGrams} g; exemptions of B.01.350(5)–(12) not checked).`,
    );
  }
  const all = [
    ...evaluateClaimRules(CFIA_MACRO_CLAIM_RULES, v, input.form, 'serving'),
    ...evaluateClaimRules(CFIA_VITAMIN_MINERAL_CLAIM_RULES, v, input.form, 'serving'),
  ];
  const held = new Set(all.map((c) => c.id));
  const blocked = new Set(fop.highIn.map((k) => FOP_CLAIM_NUTRIENT[k]));
  // Strongest claim per nutrient ("free" before "low", "excellent" before "good" before "source").
  const claims = strongestPerNutrient(all.filter((c) => !blocked.has(c.nutrient)));
  if (claims.length > 0) warnings.push(BASIS_WARNING);
  if (input.form === 'liquid' && input.densityGPerMl === undefined) {
    warnings.push('No densityGPerMl given for a liquid: the serving line in mL assumes 1 g/ml.');
  }

  const healthClaims: HealthClaim[] = [];
  const notes: string[] = [];
  for (const rule of CFIA_HEALTH_CLAIM_RULES) {
    if (healthClaims.some((c) => c.id === rule.id)) continue;
    const pending: string[] = [];
    if (!rule.requires.every((r) => requirementHolds(r, input, held, pending))) continue;
    notes.push(...pending);
    healthClaims.push({ id: rule.id, text: rule.text, nutrients: rule.nutrients, citation: rule.cite });
  }
  if (healthClaims.length > 0) warnings.push(CFIA_HEALTH_CLAIM_CAVEAT, ...new Set(notes));

  const structureFunctionClaims: StructureFunctionClaim[] = CFIA_FUNCTION_CLAIMS.filter(
    (f) => (percentDv(v, f.nutrient) ?? 0) >= CFIA_FUNCTION_CLAIM_MIN_PERCENT,
  ).map((f) => ({ id: `function_${f.nutrient}`, text: f.text, nutrient: f.nutrient }));

  return { claims, healthClaims, structureFunctionClaims, warnings };
}
