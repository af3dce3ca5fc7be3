/**
 * EU declared amounts, %RI / %NRV and printing.
 *
 * @module
 */
import type { PercentExplanation, StepTaken, ValueExplanation } from '../../label/types';
import { NUTRIENT_KEYS, NUTRIENTS, type NutrientKey, type NutrientUnit } from '../../nutrients/catalog';
import { roundToIncrement } from '../../rounding/round-to-increment';
import {
  applyRoundingRule,
  explainRoundingRule,
  type Rounded,
  type RoundingRule,
} from '../../rounding/rounding-rule';
import { CompiledRounding, roundedValue } from '../_lib/compiled-rounding';
import { explained, explainedAs, percentExplained } from '../_lib/explained';
import { formatAmount, UNIT_SYMBOLS } from '../_lib/format-amount';
import type { LabelRowSpec } from '../regulation';
import { EU_NRV, EU_REFERENCE_INTAKES } from './reference-values';
import {
  EU_PERCENT,
  EU_ROUNDING,
  EU_SIGNIFICANT_FIGURES,
  EU_SIGNIFICANT_FIGURES_CITE,
} from './rounding-rules';

/**
 * Rounds to `figures` significant figures, halves up, decimal-safe.
 *
 * @example roundSignificant(123.45, 2) // 120
 */
export function roundSignificant(value: number, figures: number): number {
  // Below a billionth of a unit nothing is declarable (and 10 ** -n would underflow for denormals).
  if (!(value >= 1e-9) || !Number.isFinite(value)) return 0;
  let magnitude = Math.floor(Math.log10(value));
  if (pow10(magnitude + 1) <= value) magnitude += 1; // log10 may land just under a power of ten
  const step = magnitude - figures + 1;
  // 10 ** -n is not exact in binary; dividing by 10 ** n keeps the step clean for the primitive.
  return roundToIncrement(value, step >= 0 ? pow10(step) : 1 / pow10(-step));
}

/** 10 ** n for the exponents labels meet, computed once (the same numbers `**` gives). */
const POW10_FROM = -30;
const POW10 = Array.from({ length: 61 }, (_, i) => 10 ** (i + POW10_FROM));
const pow10 = (n: number): number => POW10[n - POW10_FROM] ?? 10 ** n;

/**
 * The declared amount of a nutrient on an EU declaration (per 100 g/ml or per portion).
 *
 * @example declareEu('salt', 1.25) // { value: 1.3, lessThan: false }
 * @example declareEu('total_fat', 0.42) // { value: 0.5, lessThan: true } — "<0.5 g"
 */
export function declareEu(key: NutrientKey, amount: number): Rounded {
  const how = DECLARATION.get(key);
  if (how === undefined) return { value: amount, lessThan: false };
  if (how.rule !== undefined) return applyRoundingRule(amount, how.rule);
  return { value: roundSignificant(amount, how.figures), lessThan: false };
}

/**
 * Why {@link declareEu} declares what it does (api.md §14), read from the same declaration entry.
 */
export function explainEu(key: NutrientKey, amount: number): Omit<ValueExplanation, 'dailyValue'> {
  const how = DECLARATION.get(key);
  if (how === undefined)
    return explainedAs(amount, 'Reg. (EU) 1169/2011 Art 31', 'printed as computed', AS_IS);
  if (how.rule !== undefined) {
    return explained(amount, explainRoundingRule(amount, how.rule, UNIT_SYMBOLS[NUTRIENTS[key].unit]));
  }
  return explainedAs(amount, EU_SIGNIFICANT_FIGURES_CITE, how.words ?? '', how.step ?? AS_IS);
}

/** How {@link euPercent} computed a %RI / %NRV (api.md §14), from the same reference and rule. */
export function explainEuPercent(key: NutrientKey, amount: number): PercentExplanation | null {
  const reference = REFERENCE.get(key);
  if (reference === undefined) return null;
  const percent = (amount / reference) * 100;
  const source = EU_REFERENCE_INTAKES[key] === undefined ? NRV_SOURCE : RI_SOURCE;
  return percentExplained(
    reference,
    source,
    'unrounded',
    amount,
    percent,
    explainRoundingRule(percent, EU_PERCENT, '%'),
  );
}

const AS_IS = { kind: 'asIs' } as const;
const RI_SOURCE = 'Reg. (EU) 1169/2011 Annex XIII Part B (RI)';
const NRV_SOURCE = 'Reg. (EU) 1169/2011 Annex XIII Part A (NRV)';

/** How each nutrient is declared: by its guidance rounding rule, else (vitamins, minerals) to significant figures. */
const DECLARATION = new Map<NutrientKey, EuDeclaration>();
for (const key of NUTRIENT_KEYS) {
  const rule = EU_ROUNDING[key];
  if (rule !== undefined) DECLARATION.set(key, { rule, figures: 0 });
  else if (EU_NRV[key] !== undefined) {
    const figures = EU_SIGNIFICANT_FIGURES[key] ?? 2;
    DECLARATION.set(key, {
      figures,
      words: `vitamins and minerals: ${figures} significant figures`,
      step: { kind: 'significant', figures },
    });
  }
}

interface EuDeclaration {
  readonly rule?: RoundingRule;
  readonly figures: number;
  /** The explanation of a declaration to significant figures (api.md §14). */
  readonly words?: string;
  readonly step?: StepTaken;
}

const PERCENT = new CompiledRounding(EU_PERCENT);

/**
 * %RI (energy and the big 7 but fibre) or %NRV (vitamins, minerals), nearest 1 % of the unrounded amount.
 * Each energy row carries its own %RI (kJ / 8400, kcal / 2000); they differ only at rounding edges.
 *
 * @example euPercent('saturated_fat', 2.0675) // 10
 */
export function euPercent(key: NutrientKey, amount: number): number | null {
  const reference = REFERENCE.get(key);
  if (reference === undefined) return null;
  const percent = (amount / reference) * 100;
  return roundedValue(PERCENT, percent);
}

/** The RI, else the NRV, of each nutrient that has one. */
const REFERENCE = new Map<NutrientKey, number>(
  NUTRIENT_KEYS.flatMap((key) => {
    const reference = EU_REFERENCE_INTAKES[key] ?? EU_NRV[key];
    return reference === undefined ? [] : [[key, reference] as const];
  }),
);

/**
 * The printed amount: "1972 kJ", "470 kcal", "18 g", "<0.5 g", "0.76 g", "120 µg".
 *
 * @example euDisplay(row, { value: 0.1, lessThan: true }, 'g') // "<0.1 g"
 */
export function euDisplay(_row: LabelRowSpec, declared: Rounded, unit: NutrientUnit): string {
  return `${declared.lessThan ? '<' : ''}${formatAmount(declared.value)} ${UNIT_SYMBOLS[unit]}`;
}
