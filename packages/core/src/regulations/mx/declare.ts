/**
 * Mexican declared amounts and their printing: the rules of rounding-rules.ts, trans fat converted to
 * milligrams first; no percentage column (the NOM's %VNR is not required on the declaration ✖).
 *
 * @module
 */
import type { ValueExplanation } from '../../label/types';
import { NUTRIENTS, type NutrientKey, type NutrientUnit } from '../../nutrients/catalog';
import { applyRoundingRule, explainRoundingRule, type Rounded } from '../../rounding/rounding-rule';
import { explained, explainedAs } from '../_lib/explained';
import { formatAmount, UNIT_SYMBOLS } from '../_lib/format-amount';
import type { LabelRowSpec } from '../regulation';
import { MX_ROUNDING, MX_UNIT_FACTORS } from './rounding-rules';

/** The amount in the unit the row prints (trans fat: g → mg). */
const printedAmount = (key: NutrientKey, amount: number): number =>
  amount * (MX_UNIT_FACTORS[key]?.factor ?? 1);

/**
 * The declared amount of a nutrient (per 100 g/ml or per portion).
 *
 * @example declareMx('trans_fat', 0.0234) // { value: 23, lessThan: false } — "23 mg"
 */
export function declareMx(key: NutrientKey, amount: number): Rounded {
  const rule = MX_ROUNDING[key];
  const printed = printedAmount(key, amount);
  return rule === undefined ? { value: printed, lessThan: false } : applyRoundingRule(printed, rule);
}

/** Why {@link declareMx} declares what it does (api.md §14), from the same rule. */
export function explainMx(key: NutrientKey, amount: number): Omit<ValueExplanation, 'dailyValue'> {
  const rule = MX_ROUNDING[key];
  const printed = printedAmount(key, amount);
  if (rule === undefined)
    return explainedAs(amount, 'NOM-051 4.5.2.4', 'printed as computed', { kind: 'asIs' });
  const unit = MX_UNIT_FACTORS[key]?.unit ?? UNIT_SYMBOLS[NUTRIENTS[key].unit];
  const applied = explainRoundingRule(printed, rule, unit);
  return printed === amount ? explained(amount, applied) : explained(amount, applied, printed);
}

/**
 * The printed amount: "350 kcal", "1464 kJ", "4.2 g", "23 mg".
 *
 * @example mxDisplay(row, { value: 4.2, lessThan: false }, 'g') // "4.2 g"
 */
export function mxDisplay(_row: LabelRowSpec, declared: Rounded, unit: NutrientUnit): string {
  return `${declared.lessThan ? '<' : ''}${formatAmount(declared.value)} ${UNIT_SYMBOLS[unit]}`;
}
