/**
 * The US FDA Nutrition Facts format (21 CFR 101.9, 2016 rule), assembled from its tables.
 *
 * @module
 */
import { NUTRIENTS } from '../../nutrients/catalog';
import { applyRoundingRule, explainRoundingRule, type Rounded } from '../../rounding/rounding-rule';
import { explained, explainedAs } from '../_lib/explained';
import { formatAmount } from '../_lib/format-amount';
import type { Regulation } from '../regulation';
import { FDA_ALLERGENS } from './allergen-profile';
import { evaluateFdaClaims } from './claims';
import { FDA_ROWS } from './label-rows';
import { layoutFda } from './layout';
import {
  FDA_SERVING_WEIGHT,
  fdaExplainPercent,
  fdaPercentDailyValue,
  fdaServingsPerContainer,
} from './presentation';
import { FDA_ROUNDING } from './rounding-rules';

const NO_ROUNDING: Rounded = { value: 0, lessThan: false };
const AS_IS = { kind: 'asIs' } as const;

/** The FDA label format. */
export const fda: Regulation = {
  id: 'fda',
  name: 'FDA (United States)',
  aliases: ['us', 'usa'],
  // 21 CFR 101.9 as amended by the 2016 Nutrition Facts final rule (81 FR 33742, 2016-05-27).
  ruleset: '2016-05-27',
  options: ['columns', 'layout', 'population', 'language', 'voluntary', 'prepared'],
  title: 'Nutrition Facts',
  rows: FDA_ROWS,
  allergens: FDA_ALLERGENS,
  layout: layoutFda,
  basis: ['serving'],
  declare(key, amount) {
    const rule = FDA_ROUNDING[key];
    return rule ? applyRoundingRule(amount, rule) : { ...NO_ROUNDING, value: amount };
  },
  display(row, declared, unit) {
    // Calories print as a bare number (101.9(d)(5)); "less than" prints as "<".
    const suffix = row.key === 'energy_kcal' ? '' : unit;
    return `${declared.lessThan ? '<' : ''}${formatAmount(declared.value)}${suffix}`;
  },
  percent: fdaPercentDailyValue,
  explainValue(key, amount) {
    const rule = FDA_ROUNDING[key];
    if (!rule) return explainedAs(amount, '21 CFR 101.9(c)', 'printed as computed', AS_IS);
    return explained(
      amount,
      explainRoundingRule(amount, rule, key === 'energy_kcal' ? '' : NUTRIENTS[key].unit),
    );
  },
  explainPercent: fdaExplainPercent,
  servingSize({ servingSizeGrams, householdMeasure }) {
    const grams = applyRoundingRule(servingSizeGrams, FDA_SERVING_WEIGHT).value;
    const servingSize = `${grams}g`;
    return householdMeasure
      ? { servingSize, servingSizeText: `${householdMeasure} (${servingSize})` }
      : { servingSize };
  },
  servingsPerContainer: fdaServingsPerContainer,
  claims: (input) => evaluateFdaClaims(input),
};
