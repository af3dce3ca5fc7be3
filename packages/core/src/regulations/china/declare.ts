/**
 * China declared amounts, NRV% and printing.
 *
 * @module
 */
import type { NutrientKey, NutrientUnit, NutrientValues } from '../../nutrients/catalog';
import { applyRoundingRule, type Rounded } from '../../rounding/rounding-rule';
import type { ColumnContext, LabelRowSpec } from '../regulation';
import { CHINA_ENERGY_FACTORS, hasMacros } from './derive';
import { CHINA_NRV } from './nrv';
import { CHINA_PERCENT, CHINA_ROUNDING, CHINA_SERVING_ROUNDING, CHINA_TABLE_1 } from './rounding-rules';

const ZERO: Rounded = { value: 0, lessThan: false };
const ENERGY_INPUTS = ['protein', 'total_fat', 'total_carbohydrate', 'dietary_fiber'] as const;

/**
 * The declared amount of a nutrient. Per 100 g/ml: 0 at or under the Table 1 limit, else the
 * interval. Per serving: 0 when the per-100 amount is declared 0, else the interval. Energy is
 * Σ declared value × factor (2025 2.3), rounded to 1 kJ, with the same zero test.
 *
 * @param context - the column (required for energy from declared values and for per-serving zero tests)
 * @example declareChina('protein', 0.56) // { value: 0.6, lessThan: false }
 */
export function declareChina(key: NutrientKey, amount: number, context?: ColumnContext): Rounded {
  if (key === 'energy_kj' && context !== undefined && hasMacros(context.values))
    return declareEnergy(context);
  const rule = CHINA_ROUNDING[key];
  if (rule === undefined) return { value: amount, lessThan: false };
  if (context === undefined || context.column === '100') return applyRoundingRule(amount, rule);
  // Zero when the per-100 amount is in the zero tier (the rule's only tier).
  if ((context.per100[key] ?? 0) < (rule.tiers[0]?.below ?? 0)) return ZERO;
  return applyRoundingRule(amount, CHINA_SERVING_ROUNDING[key] ?? rule);
}

function energySum(context: ColumnContext): number {
  let kj = 0;
  for (const k of ENERGY_INPUTS) {
    const v = context.values[k];
    if (v !== undefined) kj += declareChina(k, v, context).value * CHINA_ENERGY_FACTORS[k];
  }
  return kj;
}

/** Declared energy per column object (columns are never mutated): each label asks twice per column. */
const ENERGY_CACHE = new WeakMap<NutrientValues, { serving?: Rounded; '100'?: Rounded }>();

function declareEnergy(context: ColumnContext): Rounded {
  let slots = ENERGY_CACHE.get(context.values);
  if (slots === undefined) {
    slots = {};
    ENERGY_CACHE.set(context.values, slots);
  }
  const declared = slots[context.column] ?? computeEnergy(context);
  slots[context.column] = declared;
  return declared;
}

function computeEnergy(context: ColumnContext): Rounded {
  const rule = CHINA_ROUNDING.energy_kj!;
  if (context.column === '100') return applyRoundingRule(energySum(context), rule);
  const per100: ColumnContext = { column: '100', values: context.per100, per100: context.per100 };
  if (declareEnergy(per100).value === 0) return ZERO;
  return applyRoundingRule(energySum(context), CHINA_SERVING_ROUNDING.energy_kj!);
}

/**
 * NRV%: declared value / NRV (A.3.1 "X = 标示值"), nearest 1 %; null where there is no NRV.
 *
 * @example chinaPercent('protein', 6.94, { value: 6.9, lessThan: false }) // 12
 */
export function chinaPercent(key: NutrientKey, _amount: number, declared: Rounded): number | null {
  const nrv = CHINA_NRV[key];
  if (nrv === undefined) return null;
  return applyRoundingRule((declared.value / nrv) * 100, CHINA_PERCENT).value;
}

/** Decimals printed per row: those of its Table 1 interval (0.1 → 1, 0.01 → 2). */
const DECIMALS: Readonly<Partial<Record<NutrientKey, number>>> = Object.fromEntries(
  Object.entries(CHINA_TABLE_1).map(([k, row]) => [
    k,
    row.interval >= 1 ? 0 : Math.round(-Math.log10(row.interval)),
  ]),
);

/** `value.toFixed(decimals)` for an amount already on its interval, without toFixed's cost. */
function fixed(value: number, decimals: number): string {
  const plain = String(value);
  if (decimals === 0 || plain.includes('e')) return decimals === 0 ? plain : value.toFixed(decimals);
  const dot = plain.indexOf('.');
  const have = dot < 0 ? 0 : plain.length - dot - 1;
  if (have > decimals) return value.toFixed(decimals);
  return (dot < 0 ? `${plain}.` : plain) + '0'.repeat(decimals - have);
}

/** Units as printed: Chinese word with the symbol (GB 28050-2025 Appendix B). */
export const CHINA_UNITS: { readonly [U in NutrientUnit]: string } = {
  kJ: '千焦(kJ)',
  kcal: '千卡(kcal)',
  g: '克(g)',
  mg: '毫克(mg)',
  mcg: '微克(μg)',
};

/**
 * The printed amount with the decimals of the row's interval ("66.8克(g)", "1970千焦(kJ)", "0克(g)").
 *
 * @example chinaDisplay(row, { value: 20, lessThan: false }, 'g') // "20.0克(g)"
 */
export function chinaDisplay(row: LabelRowSpec, declared: Rounded, unit: NutrientUnit): string {
  const number = declared.value === 0 ? '0' : fixed(declared.value, DECIMALS[row.key] ?? 0);
  return `${number}${CHINA_UNITS[unit]}`;
}
