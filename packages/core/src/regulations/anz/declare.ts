/**
 * ANZ declared amounts, %DI and printing.
 *
 * @module
 */
import { NUTRIENTS, type NutrientKey, type NutrientUnit } from '../../nutrients/catalog';
import { roundToIncrement } from '../../rounding/round-to-increment';
import type { Rounded } from '../../rounding/rounding-rule';
import { formatAmount } from '../_lib/format-amount';
import { roundSignificant } from '../eu/declare';
import type { ColumnContext, LabelRowSpec } from '../regulation';
import { ANZ_DAILY_INTAKE } from './reference-values';
import { ANZ_FINEST_STEP, ANZ_PERCENT_STEP, ANZ_SIGNIFICANT_FIGURES } from './rounding-rules';

/**
 * The declared average quantity: three significant figures, no finer than the unit's step.
 *
 * @example declareAnz('energy_kj', 1971.65) // { value: 1970, lessThan: false }
 * @example declareAnz('protein', 6.94) // { value: 6.9, lessThan: false }
 */
export function declareAnz(key: NutrientKey, amount: number): Rounded {
  const finest = ANZ_FINEST_STEP[NUTRIENTS[key].unit];
  // Rounded once, on the coarser step: three figures of 1.2451 g would be 1.25, then 1.3 (not 1.2).
  const figuresStep = amount > 0 ? 10 ** (Math.floor(Math.log10(amount)) - ANZ_SIGNIFICANT_FIGURES + 1) : 0;
  const value =
    figuresStep > finest
      ? roundSignificant(amount, ANZ_SIGNIFICANT_FIGURES)
      : roundToIncrement(amount, finest);
  return { value: Math.max(0, value), lessThan: false };
}

/**
 * %DI per serving (1.2.8—8(3)(a)); none in the per-100 column (S12—4) nor for Cal (the energy row
 * carries one %, on kJ).
 *
 * @example anzPercent('saturated_fat', 2.07, { column: 'serving' }) // 9
 */
export function anzPercent(
  key: NutrientKey,
  amount: number,
  context?: Pick<ColumnContext, 'column'>,
): number | null {
  if (context !== undefined && context.column !== 'serving') return null;
  const reference = ANZ_DAILY_INTAKE[key];
  if (reference === undefined) return null;
  return roundToIncrement((amount / reference) * 100, ANZ_PERCENT_STEP);
}

/** Units as printed on the panel: "Cal" for the calorie (S12—2 "kJ (Cal)"). */
const ANZ_UNITS: { readonly [U in NutrientUnit]: string } = {
  kJ: 'kJ',
  kcal: 'Cal',
  g: 'g',
  mg: 'mg',
  mcg: 'µg',
};

/**
 * The printed amount: "1970 kJ", "471 Cal", "6.9 g", "31.0 g", "123 g", "240 mg". Grams under 100
 * keep their one decimal (the finest step) even when it is 0; from 100 g three figures are whole.
 */
export function anzDisplay(_row: LabelRowSpec, declared: Rounded, unit: NutrientUnit): string {
  const number =
    unit === 'g' && declared.value < 100 ? declared.value.toFixed(1) : formatAmount(declared.value);
  return `${number} ${ANZ_UNITS[unit]}`;
}
