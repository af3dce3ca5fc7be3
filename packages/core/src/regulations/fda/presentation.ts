/**
 * FDA %DV rounding, serving-size and servings-per-container declarations.
 *
 * @module
 */

import type { PercentExplanation } from '../../label/types';
import type { NutrientKey } from '../../nutrients/catalog';
import {
  applyRoundingRule,
  explainRoundingRule,
  nearest,
  type Rounded,
  type RoundingRule,
} from '../../rounding/rounding-rule';
import { percentExplained, zeroPercent } from '../_lib/explained';
import { type DailyValue, FDA_DAILY_VALUES } from './daily-values';

/** %DV of DRV nutrients: nearest whole percent, halves up (101.9(d)(7)(ii); spec §3.2 ◐ S5, S20). */
const DRV_PERCENT: RoundingRule = { tiers: [], otherwise: nearest(1), cite: '21 CFR 101.9(d)(7)(ii)' };

/** %DV of vitamins and minerals: ≤ 10 → nearest 2; ≤ 50 → nearest 5; above → nearest 10 (101.9(c)(8)(iii); spec §3.2 ✅ S2). */
const RDI_PERCENT: RoundingRule = {
  tiers: [
    { below: 10, orEqual: true, outcome: nearest(2) },
    { below: 50, orEqual: true, outcome: nearest(5) },
  ],
  otherwise: nearest(10),
  cite: '21 CFR 101.9(c)(8)(iii)',
};

type DailyValues = Readonly<Partial<Record<NutrientKey, DailyValue>>>;

/**
 * The %DV printed for a nutrient, computed from the unrounded amount (the engine default
 * of spec §3.2; 101.9(d)(7)(ii) allows either basis). Protein %DV needs a PDCAAS-corrected
 * amount (101.9(c)(7)(ii)) the engine does not have, so it is left blank.
 *
 * @returns the rounded percentage, or null where the label shows none
 */
export const fdaPercentDailyValue = percentWith(FDA_DAILY_VALUES);

/** {@link fdaPercentDailyValue} over another population's daily values. */
export function percentWith(dvs: DailyValues) {
  return (key: NutrientKey, amount: number, declared: Rounded): number | null => {
    const dv = dvs[key];
    if (!dv || key === 'protein') return null;
    if (declared.value === 0 && !declared.lessThan) return 0;
    const percent = (amount / dv.amount) * 100;
    return applyRoundingRule(percent, percentRule(dv)).value;
  };
}

/** The %DV rounding rule of a daily value: DRV nutrients to 1 %, vitamins and minerals in bands. */
const percentRule = (dv: DailyValue): RoundingRule => (dv.kind === 'drv' ? DRV_PERCENT : RDI_PERCENT);

/**
 * How {@link fdaPercentDailyValue} computed a %DV (api.md §14), from the same daily value and rule.
 *
 * @example fdaExplainPercent('total_fat', 8.2, { value: 8, lessThan: false })?.reference // 78
 */
export const fdaExplainPercent = explainPercentWith(FDA_DAILY_VALUES);

/** {@link fdaExplainPercent} over another population's daily values. */
export function explainPercentWith(dvs: DailyValues) {
  return (key: NutrientKey, amount: number, declared: Rounded): PercentExplanation | null => {
    const dv = dvs[key];
    if (!dv || key === 'protein') return null;
    const rule = percentRule(dv);
    if (declared.value === 0 && !declared.lessThan)
      return zeroPercent(dv.amount, dv.cite, 'unrounded', amount, rule.cite);
    const percent = (amount / dv.amount) * 100;
    return percentExplained(
      dv.amount,
      dv.cite,
      'unrounded',
      amount,
      percent,
      explainRoundingRule(percent, rule, '%'),
    );
  };
}

/** Metric serving weight beside the household measure: ≥ 5 g whole grams, 2–5 g halves, < 2 g tenths (101.9(b)(7); ⚠ unverified steps). */
export const FDA_SERVING_WEIGHT: RoundingRule = {
  tiers: [
    { below: 2, outcome: nearest(0.1) },
    { below: 5, outcome: nearest(0.5) },
  ],
  otherwise: nearest(1),
  cite: '21 CFR 101.9(b)(7)',
};

/** Servings per container: 2–5 → nearest 0.5, ≥ 5 → nearest whole (101.9(b)(8); spec §4.2 ✅ S6). */
export const FDA_SERVINGS_PER_CONTAINER: RoundingRule = {
  tiers: [{ below: 5, outcome: nearest(0.5) }],
  otherwise: nearest(1),
  cite: '21 CFR 101.9(b)(8)',
};

/**
 * Servings per container as FDA declares it: a number when exact, "about N" when rounded.
 *
 * @example fdaServingsPerContainer(2.776) // "about 3"
 */
export function fdaServingsPerContainer(servings: number): number | string {
  const rounded = applyRoundingRule(servings, FDA_SERVINGS_PER_CONTAINER).value;
  // A container holds at least the smallest declarable fraction.
  const declared = Math.max(rounded, 0.5);
  return Math.abs(declared - servings) < 1e-9 ? declared : `about ${declared}`;
}
