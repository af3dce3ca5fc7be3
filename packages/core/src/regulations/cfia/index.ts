/**
 * The Canadian Nutrition Facts / Valeur nutritive format (FDR B.01.401–B.01.402, 2016 format;
 * front-of-package symbol B.01.350), assembled from the tables of this folder: bilingual rows
 * (French in `altName`), per serving of stated size only, Calories, the "free of"-dependent
 * zero rounding, %DV from declared amounts (nearest 1 %, saturated + trans as one %), claims.
 *
 * @module
 */
import type { Regulation } from '../regulation';
import { CFIA_ALLERGENS } from './allergen-profile';
import { declareCfia, explainCfia } from './declare';
import { evaluateCfiaClaims, explainCfiaClaims } from './evaluate-claims';
import { reviewFattyAcidGroup } from './fatty-acid-group';
import { CFIA_ROWS } from './label-rows';
import { layoutCfia } from './layout';
import { CFIA_AS_PREPARED, cfiaPackagePlan, cfiaPreparedServing } from './prepared-column';
import {
  cfiaDisplay,
  cfiaExplainPercent,
  cfiaPercentDailyValue,
  cfiaServingSize,
  cfiaServingsPerContainer,
} from './presentation';

/** The CFIA label format. */
export const cfia: Regulation = {
  id: 'cfia',
  name: 'CFIA (Canada)',
  aliases: ['ca', 'canada'],
  // FDR B.01 with SOR/2022-168 (front-of-package symbol, 2022-10-20 Table of Daily Values), binding from 2026-01-01.
  ruleset: '2022-07-20',
  script: 'latin',
  options: ['columns', 'voluntary', 'prepared'],
  title: 'Nutrition Facts / Valeur nutritive',
  rows: CFIA_ROWS,
  allergens: CFIA_ALLERGENS,
  layout: layoutCfia,
  basis: ['serving'],
  // B.01.406(5): the as-prepared column; no per-container column exists (regulations-intl.md §1.1a).
  packagePlan: cfiaPackagePlan,
  columnOptions: ['prepared'],
  preparedColumnCite: CFIA_AS_PREPARED.cite,
  preparedServingText: cfiaPreparedServing,
  declare: (key, amount, context) => declareCfia(key, amount, context?.values),
  display: cfiaDisplay,
  percent: cfiaPercentDailyValue,
  explainValue: (key, amount, _declared, context) => explainCfia(key, amount, context?.values),
  explainPercent: cfiaExplainPercent,
  servingSize: cfiaServingSize,
  servingsPerContainer: cfiaServingsPerContainer,
  claims: evaluateCfiaClaims,
  explainClaims: explainCfiaClaims,
  reviewRows: (facts) => reviewFattyAcidGroup(facts.perServing),
};

export { CFIA_MACRO_CLAIM_RULES, CFIA_VITAMIN_MINERAL_CLAIM_RULES } from './content-claims';
export { CFIA_DAILY_VALUES } from './daily-values';
export { cfiaMeetsFreeClaim, declareCfia } from './declare';
export { CFIA_PER_50G_CLAIMS, evaluateCfiaClaims, SERVING_SCREEN } from './evaluate-claims';
export { CFIA_FATTY_ACID_GROUP, reviewFattyAcidGroup } from './fatty-acid-group';
export {
  decideFopExemptions,
  FOP_CALCIUM_CONDITION,
  FOP_EXEMPT_KINDS,
  FOP_EXEMPT_NFT,
  FOP_EXEMPT_USES,
  FOP_NUTRIENT_EXEMPTIONS,
  FOP_PROHIBITED,
  type FopExemption,
} from './fop-exemptions';
export {
  cfiaFrontOfPack,
  cfiaFrontOfPackage,
  FOP_NUTRIENTS,
  FOP_THRESHOLDS,
  type FrontOfPackage,
} from './front-of-package';
export { CFIA_FUNCTION_CLAIMS, CFIA_HEALTH_CLAIM_RULES } from './health-claims';
export { CFIA_ROWS } from './label-rows';
export { CFIA_AS_PREPARED, cfiaPackagePlan, cfiaPreparedServing } from './prepared-column';
export {
  CFIA_CATEGORY_KEYS,
  CFIA_CATEGORY_OF_FDA,
  CFIA_REFERENCE_AMOUNTS,
  type CfiaCategory,
  type CfiaReferenceAmount,
  cfiaCategoryRow,
} from './reference-amounts';
export { CFIA_ROUNDING, CFIA_SERVINGS_PER_CONTAINER } from './rounding-rules';
