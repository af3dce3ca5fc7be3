/**
 * CFIA %DV, printed amounts, serving line and servings per container.
 *
 * @module
 */
import type { PercentExplanation } from '../../label/types';
import type { NutrientKey, NutrientUnit } from '../../nutrients/catalog';
import { explainRoundingRule, nearest, type Rounded, type RoundingRule } from '../../rounding/rounding-rule';
import { CompiledRounding, roundedValue } from '../_lib/compiled-rounding';
import { percentExplained, zeroPercent } from '../_lib/explained';
import { formatAmount, UNIT_SYMBOLS } from '../_lib/format-amount';
import { metricServing, servingsWithRule } from '../_lib/servings';
import type { ColumnContext, LabelRowSpec, ServingFacts } from '../regulation';
import { CFIA_DAILY_VALUES, CFIA_NO_PERCENT, type CfiaDailyValue } from './daily-values';
import { declareCfia } from './declare';
import { CFIA_AS_PREPARED } from './prepared-column';
import { CFIA_SERVINGS_PER_CONTAINER } from './rounding-rules';

/** %DV: nearest 1 %, from the declared amount (B.01.401(1.2), B.01.402(2.2) ✔). */
export const CFIA_PERCENT: RoundingRule = {
  tiers: [],
  otherwise: nearest(1),
  cite: 'FDR B.01.401 table, col. 4',
};

const PERCENT = new CompiledRounding(CFIA_PERCENT);

/**
 * The %DV printed for a nutrient: from the declared amount, nearest whole percent, 0 % when
 * declared 0. Saturated fat carries the one %DV of saturated + trans (the pair's %DV is printed
 * once, against both lines); the trans row and cholesterol carry none.
 *
 * @example cfiaPercentDailyValue('iron', 0.96, { value: 1, lessThan: false }) // 6
 */
export function cfiaPercentDailyValue(
  key: NutrientKey,
  _amount: number,
  declared: Rounded,
  context?: ColumnContext,
): number | null {
  const dv = percentDailyValue(key, context);
  if (dv === undefined) return null;
  const amount = percentAmount(key, declared, context);
  if (amount === 0) return 0;
  const percent = (amount / dv.amount) * 100;
  return roundedValue(PERCENT, percent);
}

/**
 * The daily value of a row that prints a %DV in this column: the as-prepared column prints only those
 * of B.01.406(5)(a)(iv).
 */
function percentDailyValue(key: NutrientKey, context?: ColumnContext): CfiaDailyValue | undefined {
  if (CFIA_NO_PERCENT.has(key)) return undefined;
  if (context?.column === 'prepared' && !CFIA_AS_PREPARED.percentKeys.has(key)) return undefined;
  return CFIA_DAILY_VALUES[key];
}

/** The amount a %DV is computed from: the declared amount (saturated fat: declared saturated + trans). */
function percentAmount(key: NutrientKey, declared: Rounded, context?: ColumnContext): number {
  let amount = declared.value;
  if (key === 'saturated_fat') {
    const trans = context?.values.trans_fat;
    if (trans !== undefined) amount += declareCfia('trans_fat', trans, context?.values).value;
  }
  return amount;
}

/** How {@link cfiaPercentDailyValue} computed a %DV (api.md §14), from the same daily value and rule. */
export function cfiaExplainPercent(
  key: NutrientKey,
  _amount: number,
  declared: Rounded,
  context?: ColumnContext,
): PercentExplanation | null {
  const dv = percentDailyValue(key, context);
  if (dv === undefined) return null;
  const amountUsed = percentAmount(key, declared, context);
  if (amountUsed === 0) return zeroPercent(dv.amount, dv.cite, 'rounded', amountUsed, CFIA_PERCENT.cite);
  const percent = (amountUsed / dv.amount) * 100;
  return percentExplained(
    dv.amount,
    dv.cite,
    'rounded',
    amountUsed,
    percent,
    explainRoundingRule(percent, CFIA_PERCENT, '%'),
  );
}

/**
 * The printed amount: Calories as a bare number, others with a space and the unit ("6 g", "95 mg").
 *
 * @example cfiaDisplay(row, { value: 0.125, lessThan: false }, 'mg') // "0.125 mg"
 */
export function cfiaDisplay(row: LabelRowSpec, declared: Rounded, unit: NutrientUnit): string {
  const number = formatAmount(declared.value);
  return row.key === 'energy_kcal' ? number : `${number} ${UNIT_SYMBOLS[unit]}`;
}

/**
 * The serving line: "Per 1 bar (40 g)", or "Per 250 mL" for a liquid without a household measure.
 *
 * @example cfiaServingSize({ servingSizeGrams: 40, servings: 6, form: 'solid', householdMeasure: '1 bar' })
 * // { servingSize: '40g', servingSizeText: 'Per 1 bar (40 g)' }
 */
export function cfiaServingSize(facts: ServingFacts): { servingSize: string; servingSizeText: string } {
  const metric = metricServing(facts.servingSizeGrams, facts.form, facts.densityGPerMl);
  const grams = metricServing(facts.servingSizeGrams, 'solid').amount;
  const quantity = `${formatAmount(metric.amount)} ${metric.unit}`;
  const text = facts.householdMeasure ? `Per ${facts.householdMeasure} (${quantity})` : `Per ${quantity}`;
  return { servingSize: `${grams}g`, servingSizeText: text };
}

/**
 * Servings per container with the B.01.402 rounding, "about N" when rounded.
 *
 * @example cfiaServingsPerContainer(2.3) // "about 2.5"
 */
export function cfiaServingsPerContainer(servings: number): number | string {
  return servingsWithRule(servings, CFIA_SERVINGS_PER_CONTAINER);
}
