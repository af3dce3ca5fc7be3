/**
 * The Chinese nutrition information table (营养成分表), GB 28050-2025 format — the edition the
 * spec recommends building now (published 2025-03-16, mandatory 2027-03-16; its "1+6" rows are a
 * superset of the 2011 "1+4"). Assembled from the tables of this folder: per 100 g (100 ml for
 * liquids) with a per-serving column, energy in kJ only from declared values, Table 1 intervals
 * and "0" limits, NRV% from declared values, Table C.1 claims and Appendix D function sentences.
 * Chinese row names, English in `altName`.
 *
 * @module
 */

import { nearest, type RoundingRule } from '../../rounding/rounding-rule';
import { deriveInPlace } from '../_lib/engine-amounts';
import { formatAmount } from '../_lib/format-amount';
import { metricServing, servingsWithRule } from '../_lib/servings';
import type { Regulation } from '../regulation';
import { CHINA_ALLERGENS } from './allergen-profile';
import {
  type ChinaTieMode,
  chinaDisplay,
  chinaPercent,
  declareChina,
  explainChina,
  explainChinaPercent,
} from './declare';
import { CHINA_DERIVED_KEYS, deriveChinaInto } from './derive';
import { evaluateChinaClaims, explainChinaClaims } from './evaluate-claims';
import { CHINA_ROWS } from './label-rows';
import { layoutChina } from './layout';
import { reviewChinaVitaminUnits } from './vitamin-units';

/** Options of the China format. */
export interface ChinaFormatOptions {
  /** Tie-breaking of 修约 (GB 28050 is silent; spec §0.3): 'half-up' (default) or GB/T 8170 'half-even'. */
  readonly ties?: ChinaTieMode;
}

/** Servings per container: whole servings (GB 28050 sets no rule). */
const SERVINGS_RULE: RoundingRule = { tiers: [], otherwise: nearest(1), cite: '—' };

/**
 * The China label format with a tie mode.
 *
 * @example generateLabel(recipe, createChinaFormat({ ties: 'half-even' }))
 */
export function createChinaFormat(options: ChinaFormatOptions = {}): Regulation {
  const ties = options.ties ?? 'half-up';
  return {
    id: 'china',
    name: 'China',
    aliases: ['cn'],
    // GB 28050-2025, published 2025-03-16.
    ruleset: '2025-03-16',
    script: 'han',
    options: [],
    title: '营养成分表',
    rows: CHINA_ROWS,
    allergens: CHINA_ALLERGENS,
    layout: layoutChina,
    basis: ['100g', 'serving'],
    // The engine passes a fresh column object: derive in place.
    derive: deriveInPlace((values) => deriveChinaInto(values, values), CHINA_DERIVED_KEYS),
    declare: (key, amount, context) => declareChina(key, amount, context, ties),
    display: chinaDisplay,
    percent: (key, amount, declared) => chinaPercent(key, amount, declared, ties),
    explainValue: (key, amount, _declared, context) => explainChina(key, amount, context, ties),
    explainPercent: (key, _amount, declared) => explainChinaPercent(key, declared, ties),
    servingSize(facts) {
      const metric = metricServing(facts.servingSizeGrams, facts.form, facts.densityGPerMl);
      const grams = metricServing(facts.servingSizeGrams, 'solid').amount;
      const unit = metric.unit === 'mL' ? '毫升(mL)' : '克(g)';
      return { servingSize: `${grams}g`, servingSizeText: `每份${formatAmount(metric.amount)}${unit}` };
    },
    servingsPerContainer: (servings) => servingsWithRule(servings, SERVINGS_RULE),
    claims: evaluateChinaClaims,
    explainClaims: explainChinaClaims,
    reviewRows: reviewChinaVitaminUnits,
  };
}

/** The China label format (half-up ties). */
export const china: Regulation = createChinaFormat();

export { CHINA_MACRO_CLAIM_RULES, CHINA_MICRONUTRIENT_CLAIM_RULES } from './content-claims';
export {
  CHINA_UNITS,
  type ChinaTieMode,
  chinaDisplay,
  chinaPercent,
  declareChina,
} from './declare';
export { CHINA_ENERGY_FACTORS, deriveChina } from './derive';
export { evaluateChinaClaims } from './evaluate-claims';
export { CHINA_FUNCTION_SENTENCES } from './function-claims';
export { CHINA_ROW_UNITS, CHINA_ROWS, CHINA_WARNING_LINE } from './label-rows';
export { CHINA_NRV } from './nrv';
export { CHINA_ROUNDING, CHINA_TABLE_1, chinaRule } from './rounding-rules';
