/**
 * China declared amounts, NRV% and printing.
 *
 * @module
 */

import type { PercentExplanation, StepTaken, ValueExplanation } from '../../label/types';
import { NUTRIENTS, type NutrientKey, type NutrientUnit, type NutrientValues } from '../../nutrients/catalog';
import { slotOf } from '../../nutrients/nutrient-slots';
import { explainRoundingRule, type Rounded } from '../../rounding/rounding-rule';
import { CompiledRounding, roundCompiled, roundedValue } from '../_lib/compiled-rounding';
import { per100Of } from '../_lib/engine-amounts';
import { explained, explainedAs, percentExplained } from '../_lib/explained';
import { decimalsOf, fixedDecimals, PrintedDecimals } from '../_lib/printed-decimals';
import { roundHalfEvenToIncrement } from '../_lib/round-half-even';
import type { ColumnContext, LabelRowSpec } from '../regulation';
import { CHINA_ENERGY_FACTORS, hasMacros } from './derive';
import { CHINA_NRV } from './nrv';
import {
  CHINA_PERCENT,
  CHINA_ROUNDING,
  CHINA_SERVING_ROUNDING,
  CHINA_TABLE_1,
  type ChinaRoundingRow,
} from './rounding-rules';

const ZERO: Rounded = { value: 0, lessThan: false };
const ENERGY_INPUTS = ['protein', 'total_fat', 'total_carbohydrate', 'dietary_fiber'] as const;

/**
 * How 修约 breaks ties. GB 28050 is silent: peers use GB/T 8170 half-even or half-up
 * (regulations-intl.md §0.3, ✖); the spec asks for a setting with half-up as the default.
 */
export type ChinaTieMode = 'half-up' | 'half-even';

/** Everything the declaration of one nutrient needs, looked up once per call. */
interface Entry {
  readonly slot: number;
  readonly row: ChinaRoundingRow;
  /** Per 100 g/ml: 0 up to the "0" limit, else the interval (6.5, Table 1). */
  readonly per100: CompiledRounding;
  /** Per serving: the interval only (the zero test is made per 100 g/ml). */
  readonly serving: CompiledRounding;
  /** Per-100 amounts at or under this print as 0 (GB 28050-2025 6.5). */
  readonly zeroLimit: number;
}

const ENTRIES: ReadonlyMap<NutrientKey, Entry> = new Map(
  (Object.keys(CHINA_TABLE_1) as NutrientKey[]).map((key) => [
    key,
    {
      slot: slotOf(key),
      row: CHINA_TABLE_1[key]!,
      per100: new CompiledRounding(CHINA_ROUNDING[key]!),
      serving: new CompiledRounding(CHINA_SERVING_ROUNDING[key]!),
      zeroLimit: CHINA_TABLE_1[key]!.zeroLimit,
    },
  ]),
);

const ENERGY = ENTRIES.get('energy_kj')!;

/** Rounds to the row's interval with the tie mode (no zero tier: the per-serving column). */
function toInterval(entry: Entry, amount: number, ties: ChinaTieMode): Rounded {
  if (ties !== 'half-up')
    return { value: roundHalfEvenToIncrement(amount, entry.row.interval), lessThan: false };
  return roundCompiled(entry.serving, amount);
}

/** 6.5: the per-100 amount, before rounding, at or under the "0" limit (whatever the tie mode). */
function zeroPer100(entry: Entry, per100: number): boolean {
  return per100 <= entry.zeroLimit;
}

function declare100(entry: Entry, amount: number, ties: ChinaTieMode): Rounded {
  if (ties === 'half-up') return roundCompiled(entry.per100, amount);
  if (amount <= entry.zeroLimit) return ZERO;
  return { value: roundHalfEvenToIncrement(amount, entry.row.interval), lessThan: false };
}

/**
 * The declared amount of a nutrient. Per 100 g/ml: 0 when the amount, before rounding, is at or
 * under the Table 1 "0" limit (6.5), else the amount on the row's interval. Per serving: 0 when
 * the per-100 amount is at or under the limit, else the interval. Energy is Σ declared value × factor (2025 2.3), rounded
 * to 1 kJ, with the same zero test.
 *
 * @param context - the column (required for energy from declared values and for per-serving zero tests)
 * @param ties - tie-breaking of 修约 (default half-up)
 * @example declareChina('protein', 0.56) // { value: 0.6, lessThan: false }
 */
export function declareChina(
  key: NutrientKey,
  amount: number,
  context?: ColumnContext,
  ties: ChinaTieMode = 'half-up',
): Rounded {
  if (key === 'energy_kj' && context !== undefined && hasMacros(context.values))
    return declareEnergy(context, ties);
  const entry = ENTRIES.get(key);
  if (entry === undefined) return { value: amount, lessThan: false };
  if (context === undefined || context.column === '100') return declare100(entry, amount, ties);
  if (zeroPer100(entry, per100Of(context, key, entry.slot))) return ZERO;
  return toInterval(entry, amount, ties);
}

function energySum(context: ColumnContext, ties: ChinaTieMode): number {
  let kj = 0;
  for (const k of ENERGY_INPUTS) {
    const v = context.values[k];
    if (v !== undefined) kj += declareChina(k, v, context, ties).value * CHINA_ENERGY_FACTORS[k];
  }
  return kj;
}

/**
 * Recently declared energies by column values object, column and tie mode (columns are never
 * changed once built; each label asks about each column twice). Preallocated and reused in
 * place, most recent first.
 */
const ENERGY_MEMO = Array.from({ length: 4 }, () => ({
  values: undefined as NutrientValues | undefined,
  column: 'serving' as ColumnContext['column'],
  ties: 'half-up' as ChinaTieMode,
  declared: ZERO,
}));

function declareEnergy(context: ColumnContext, ties: ChinaTieMode): Rounded {
  for (const m of ENERGY_MEMO) {
    if (m.values === context.values && m.column === context.column && m.ties === ties) return m.declared;
  }
  const declared = computeEnergy(context, ties);
  const slot = ENERGY_MEMO.pop()!;
  slot.values = context.values;
  slot.column = context.column;
  slot.ties = ties;
  slot.declared = declared;
  ENERGY_MEMO.unshift(slot);
  return declared;
}

function computeEnergy(context: ColumnContext, ties: ChinaTieMode): Rounded {
  if (context.column === '100') return declare100(ENERGY, energySum(context, ties), ties);
  const per100: ColumnContext = { column: '100', values: context.per100, per100: context.per100 };
  if (declareEnergy(per100, ties).value === 0) return ZERO;
  return toInterval(ENERGY, energySum(context, ties), ties);
}

/**
 * Why {@link declareChina} declares what it does (api.md §14), read from the same Table 1 entry:
 * the "0" limit judged per 100 g/ml (6.5), else the row's interval; energy from declared values.
 */
export function explainChina(
  key: NutrientKey,
  amount: number,
  context?: ColumnContext,
  ties: ChinaTieMode = 'half-up',
): Omit<ValueExplanation, 'dailyValue'> {
  const entry = ENTRIES.get(key);
  if (entry === undefined) return explainedAs(amount, 'GB 28050-2025', 'printed as computed', AS_IS);
  const words = wordsOf(key, entry);
  const energy = key === 'energy_kj' && context !== undefined && hasMacros(context.values);
  const appliedTo = energy ? energySum(context, ties) : undefined;
  const x = appliedTo ?? amount;
  if (context === undefined || context.column === '100') {
    if (ties === 'half-up' && !entry.per100.direct) {
      return explained(amount, explainRoundingRule(x, entry.per100.rule, words.unit), appliedTo);
    }
    if (x <= entry.zeroLimit)
      return explainedAs(amount, entry.per100.rule.cite, words.zero100, ZERO_STEP, appliedTo);
    return ties === 'half-even'
      ? explainedAs(amount, entry.per100.rule.cite, words.halfEven, words.halfEvenStep, appliedTo)
      : explainedAs(amount, entry.per100.rule.cite, words.nearest, words.nearestStep, appliedTo);
  }
  const zero = energy
    ? declareEnergy({ column: '100', values: context.per100, per100: context.per100 }, ties).value === 0
    : zeroPer100(entry, per100Of(context, key, entry.slot));
  if (zero) return explainedAs(amount, entry.per100.rule.cite, words.zeroServing, ZERO_STEP, appliedTo);
  if (ties === 'half-up' && !entry.serving.direct) {
    return explained(amount, explainRoundingRule(x, entry.serving.rule, words.unit), appliedTo);
  }
  return ties === 'half-even'
    ? explainedAs(amount, entry.serving.rule.cite, words.halfEven, words.halfEvenStep, appliedTo)
    : explainedAs(amount, entry.serving.rule.cite, words.nearest, words.nearestStep, appliedTo);
}

/** The words of an entry's explanations, built once per nutrient. */
interface EntryWords {
  readonly unit: string;
  readonly zero100: string;
  readonly zeroServing: string;
  readonly nearest: string;
  readonly nearestStep: StepTaken;
  readonly halfEven: string;
  readonly halfEvenStep: StepTaken;
}

const WORDS = new Map<NutrientKey, EntryWords>();
const AS_IS: StepTaken = Object.freeze({ kind: 'asIs' });
const ZERO_STEP: StepTaken = Object.freeze({ kind: 'zero' });

function wordsOf(key: NutrientKey, entry: Entry): EntryWords {
  let words = WORDS.get(key);
  if (words === undefined) {
    const unit = NUTRIENTS[key].unit === 'mcg' ? 'μg' : NUTRIENTS[key].unit;
    const interval = entry.row.interval;
    const note =
      key === 'energy_kj'
        ? ' of Σ declared protein, fat, carbohydrate and fibre × their kJ factors (2.3)'
        : '';
    words = {
      unit,
      zero100: `≤ ${entry.zeroLimit} ${unit} per 100: "0"${note}`,
      zeroServing: `the per-100 amount is ≤ ${entry.zeroLimit} ${unit}: "0" per serving too`,
      nearest: `nearest ${interval} ${unit}${note}`,
      nearestStep: Object.freeze({ kind: 'nearest', step: interval }),
      halfEven: `nearest ${interval} ${unit}, ties to even (GB/T 8170)${note}`,
      halfEvenStep: Object.freeze({ kind: 'nearest', step: interval, ties: 'half-even' }),
    };
    WORDS.set(key, words);
  }
  return words;
}

/** How {@link chinaPercent} computed an NRV% (api.md §14): declared value / NRV, the same rule. */
export function explainChinaPercent(
  key: NutrientKey,
  declared: Rounded,
  ties: ChinaTieMode = 'half-up',
): PercentExplanation | null {
  const nrv = NRV.get(key);
  if (nrv === undefined) return null;
  const percent = (declared.value / nrv) * 100;
  const applied = ties === 'half-up' ? explainRoundingRule(percent, CHINA_PERCENT, '%') : PERCENT_HALF_EVEN;
  return percentExplained(nrv, undefined, 'rounded', declared.value, percent, applied);
}

const PERCENT_HALF_EVEN = Object.freeze({
  rule: CHINA_PERCENT.cite,
  step: 'nearest 1 %, ties to even (GB/T 8170)',
  how: Object.freeze({ kind: 'nearest', step: 1, ties: 'half-even' } as const),
});

const PERCENT = new CompiledRounding(CHINA_PERCENT);

/**
 * NRV%: declared value / NRV (A.3.1 "X = 标示值"), rounding interval 1 %; null where there is no NRV.
 *
 * @example chinaPercent('protein', 6.94, { value: 6.9, lessThan: false }) // 12
 * @example chinaPercent('saturated_fat', 2.5, { value: 2.5, lessThan: false }, 'half-even') // 12 (12.5 → even)
 */
export function chinaPercent(
  key: NutrientKey,
  _amount: number,
  declared: Rounded,
  ties: ChinaTieMode = 'half-up',
): number | null {
  const nrv = NRV.get(key);
  if (nrv === undefined) return null;
  const percent = (declared.value / nrv) * 100;
  if (ties !== 'half-up') return roundHalfEvenToIncrement(percent, 1);
  return roundedValue(PERCENT, percent);
}

/** CHINA_NRV as a map: the per-row lookup by key is cheaper. */
const NRV = new Map(Object.entries(CHINA_NRV) as [NutrientKey, number][]);

/** Decimals printed per row: those of its Table 1 interval (0.1 → 1, 0.01 → 2). */
const DECIMALS: ReadonlyMap<NutrientKey, number> = new Map(
  (Object.entries(CHINA_TABLE_1) as [NutrientKey, ChinaRoundingRow][]).map(([k, row]) => [
    k,
    decimalsOf(row.interval),
  ]),
);

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
  const value = declared.value;
  const decimals = DECIMALS.get(row.key) ?? 0;
  const own = row.unitText;
  if (own !== undefined) return `${value === 0 ? '0' : fixedDecimals(value, decimals)}${own}`;
  if (value === 0) return ZERO_TEXT[unit];
  return PRINTED[unit][decimals]!.text(value);
}

/** "0" with each unit, built once. */
const ZERO_TEXT: { readonly [U in NutrientUnit]: string } = {
  kJ: `0${CHINA_UNITS.kJ}`,
  kcal: `0${CHINA_UNITS.kcal}`,
  g: `0${CHINA_UNITS.g}`,
  mg: `0${CHINA_UNITS.mg}`,
  mcg: `0${CHINA_UNITS.mcg}`,
};

/** Printed amounts per unit and number of decimals (every one a Table 1 interval has), built once. */
const PRINTED: { readonly [U in NutrientUnit]: readonly PrintedDecimals[] } = (() => {
  const most = Math.max(...DECIMALS.values());
  const texts = (unit: NutrientUnit) =>
    Array.from({ length: most + 1 }, (_, decimals) => new PrintedDecimals(decimals, CHINA_UNITS[unit]));
  return { kJ: texts('kJ'), kcal: texts('kcal'), g: texts('g'), mg: texts('mg'), mcg: texts('mcg') };
})();
