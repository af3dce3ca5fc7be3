/**
 * FDA claims: nutrient content claims (21 CFR 101.13, 101.54–101.62), authorized health claims
 * (101.14, 101.72–101.78) and structure/function statements (policy, spec §7), evaluated from
 * nutrient data by one generic engine over the rule tables of this folder.
 *
 * Relative claims (reduced / less / fewer / light / more / added) are not evaluated: they need a
 * reference food, which {@link ClaimFacts} does not take. 101.81 (oat/barley β-glucan) is never
 * generated: the catalog has no β-glucan data.
 *
 * @module
 */
export { amountAt, buildClaimContext, type ClaimContext, compare } from './claim-context';
export {
  DISCLOSURE_LEVELS,
  DISCLOSURE_NAMES,
  DISQUALIFYING_LEVELS,
  disclosureStatement,
} from './disclosure-levels';
export { evaluateFdaClaims, FDA_NUTRIENT_CLAIM_RULES } from './evaluate-fda-claims';
export { detectFoodTypes, FOOD_TYPE_EXCLUSION_WORDS, FOOD_TYPE_WORDS } from './food-types';
export { HEALTH_CLAIM_RULES, TEN_PERCENT_RULE } from './health-claim-rules';
export { FISH_AND_GAME_CATEGORIES, FREE_AND_LOW_RULES, LEAN_RULES } from './nutrient-content-rules';
export {
  claimName,
  NON_CLAIMABLE_DV_NUTRIENTS,
  NUTRIENT_LEVEL_RULES,
  NUTRIENT_LEVEL_TIERS,
} from './nutrient-level-rules';
export {
  STRUCTURE_FUNCTION_DISEASE_WORDS,
  STRUCTURE_FUNCTION_RULES,
  STRUCTURE_FUNCTION_TRIGGER,
} from './structure-function-rules';
export type {
  ClaimEvaluation,
  ClaimFacts,
  HealthClaimRule,
  Limit,
  NutrientClaimRule,
  ProductKind,
  Scope,
  StructureFunctionRule,
} from './types';
