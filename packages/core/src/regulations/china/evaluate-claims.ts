/**
 * The China claim evaluator: content claims of Table C.1 per 100 g / 100 ml (strongest per
 * nutrient), and the Appendix D function sentences of every nutrient with a content claim
 * (returned as structure/function claims). China has no disease-risk claims on general foods.
 * The table's mandatory warning line is returned as a reminder.
 *
 * @module
 */
import type { NutrientClaim, StructureFunctionClaim } from '../../label/types';
import type { NutrientKey, NutrientValues } from '../../nutrients/catalog';
import { evaluateClaimRules, explainClaims } from '../_lib/claim-rules';
import { claimPer100 } from '../_lib/per-100-values';
import type { ClaimInput, ClaimOutput } from '../regulation';
import { CHINA_MACRO_CLAIM_RULES, CHINA_MICRONUTRIENT_CLAIM_RULES } from './content-claims';
import { declareChina } from './declare';
import { CHINA_FUNCTION_SENTENCES } from './function-claims';
import { CHINA_WARNING_LINE } from './label-rows';

/** Table C.1 in output order: macronutrient claims, then vitamins and minerals. */
const CHINA_CLAIM_RULES = [...CHINA_MACRO_CLAIM_RULES, ...CHINA_MICRONUTRIENT_CLAIM_RULES];

const WARNING = `Print under the table (GB 28050-2025 4.5): "${CHINA_WARNING_LINE}"`;

/** The Appendix D sentences as claim objects, built once per nutrient. */
const FUNCTION_CLAIMS: Readonly<Partial<Record<NutrientKey, readonly StructureFunctionClaim[]>>> =
  Object.fromEntries(
    Object.entries(CHINA_FUNCTION_SENTENCES).map(([nutrient, sentences]) => [
      nutrient,
      sentences.map((text, i) => ({
        id: `function_${nutrient}_${i + 1}`,
        text,
        nutrient: nutrient as NutrientKey,
      })),
    ]),
  );

/**
 * A "source" or "high" claim met only through the per-420 kJ alternative of a near-zero-energy food
 * (protein 0.5 g in 35 kJ) would sit beside a "0 g" on the table: such claims are dropped.
 */
/** Ids of the "source of" / "high" claims (the ones dropped when the nutrient prints as 0). */
const ZERO_CHECKED_IDS: ReadonlySet<string> = new Set(
  CHINA_CLAIM_RULES.map((r) => r.id).filter((id) => id.startsWith('source_of_') || id.startsWith('high_')),
);

function claimsWhatPrintsAsZero(claim: NutrientClaim, values: NutrientValues): boolean {
  if (!ZERO_CHECKED_IDS.has(claim.id)) return false;
  return declareChina(claim.nutrient, values[claim.nutrient] ?? 0).value === 0;
}

/** The claims with `explain` (api.md §14), from the same table and per-100 amounts. */
export function explainChinaClaims(claims: readonly NutrientClaim[], input: ClaimInput): NutrientClaim[] {
  return explainClaims(claims, CHINA_CLAIM_RULES, claimPer100(input).amounts, input.form);
}

/**
 * Evaluates China content claims and the function sentences they allow.
 *
 * @example evaluateChinaClaims(input).claims.map((c) => c.text) // e.g. ['低脂肪', '高钙']
 */
export function evaluateChinaClaims(input: ClaimInput): ClaimOutput {
  const { values, amounts, basis } = claimPer100(input);
  const held = evaluateClaimRules(CHINA_CLAIM_RULES, amounts, input.form, basis);
  // Strongest claim per nutrient (the table lists the stronger first), skipping what prints as 0.
  const claims: NutrientClaim[] = [];
  const structureFunctionClaims: StructureFunctionClaim[] = [];
  for (const c of held) {
    if (claims.some((o) => o.nutrient === c.nutrient) || claimsWhatPrintsAsZero(c, values)) continue;
    claims.push(c);
    const sentences = FUNCTION_CLAIMS[c.nutrient];
    if (sentences !== undefined) for (const sentence of sentences) structureFunctionClaims.push(sentence);
  }
  return { claims, healthClaims: [], structureFunctionClaims, warnings: [WARNING] };
}
