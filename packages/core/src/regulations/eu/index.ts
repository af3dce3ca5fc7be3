/**
 * The EU nutrition declaration (Regulation (EU) 1169/2011 Arts 30–35, Annexes XIII–XV), assembled
 * from the tables of this folder: per 100 g (per 100 ml for liquids) with a per-portion column,
 * energy in kJ and kcal (two rows) by the Annex XIV factors, available carbohydrate, salt, the
 * Commission guidance rounding, %RI / %NRV from unrounded amounts, 1924/2006 and 432/2012 claims.
 *
 * @module
 */

import { nearest } from '../../rounding/rounding-rule';
import { deriveInPlace } from '../_lib/engine-amounts';
import { formatAmount } from '../_lib/format-amount';
import { gramsServingSize, metricServing, servingsWithRule } from '../_lib/servings';
import type { Regulation } from '../regulation';
import { EU_ALLERGENS } from './allergen-profile';
import { declareEu, euDisplay, euPercent, explainEu, explainEuPercent } from './declare';
import { deriveEuInto, EU_DERIVED_KEYS } from './derive';
import { evaluateEuClaims, explainEuClaims } from './evaluate-claims';
import { EU_ROWS } from './label-rows';
import { layoutEu } from './layout';
import { reviewSignificantAmounts } from './significant-amount';

/** The EU label format. */
export const eu: Regulation = {
  id: 'eu',
  name: 'EU',
  aliases: [],
  // Reg. (EU) No 1169/2011 (2011-10-25) with the Commission tolerance guidance of 2012-12.
  ruleset: '2011-10-25',
  script: 'latin',
  options: [],
  title: 'Nutrition declaration',
  rows: EU_ROWS,
  allergens: EU_ALLERGENS,
  layout: layoutEu,
  basis: ['100g', 'serving'],
  // The engine passes a fresh column object: derive in place.
  derive: deriveInPlace((values) => deriveEuInto(values, values), EU_DERIVED_KEYS),
  declare: (key, amount) => declareEu(key, amount),
  display: euDisplay,
  percent: (key, amount) => euPercent(key, amount),
  explainValue: (key, amount) => explainEu(key, amount),
  explainPercent: (key, amount) => explainEuPercent(key, amount),
  servingSize(facts) {
    const metric = metricServing(facts.servingSizeGrams, facts.form, facts.densityGPerMl);
    const quantity = `${formatAmount(metric.amount)} ${metric.unit === 'mL' ? 'ml' : 'g'}`;
    const text = facts.householdMeasure
      ? `per ${facts.householdMeasure} (${quantity})`
      : `per portion (${quantity})`;
    return { servingSize: gramsServingSize(facts.servingSizeGrams), servingSizeText: text };
  },
  // Number of portions (Art 33(1)); no legal rounding: nearest whole portion, "about" when rounded.
  servingsPerContainer: (servings) =>
    servingsWithRule(servings, { tiers: [], otherwise: nearest(1), cite: 'Art 33' }),
  claims: evaluateEuClaims,
  explainClaims: explainEuClaims,
  reviewRows: reviewSignificantAmounts,
};

export { declareEu, euPercent, roundSignificant } from './declare';
export { deriveEu, EU_ENERGY_FACTORS } from './derive';
export { EU_RI_FOOTNOTE, evaluateEuClaims } from './evaluate-claims';
export { EU_HEALTH_CLAIM_RULES } from './health-claims';
export { EU_ROWS } from './label-rows';
export { EU_MICRONUTRIENT_CLAIM_RULES, EU_NUTRITION_CLAIM_RULES } from './nutrition-claims';
export {
  EU_NRV,
  EU_REFERENCE_INTAKES,
  EU_SIGNIFICANT_AMOUNT_CITE,
  EU_SIGNIFICANT_AMOUNT_PERCENT,
} from './reference-values';
export { EU_ROUNDING, EU_SIGNIFICANT_FIGURES } from './rounding-rules';
export { reviewSignificantAmounts } from './significant-amount';
