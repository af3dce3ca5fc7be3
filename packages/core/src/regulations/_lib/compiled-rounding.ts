/**
 * Rounding rules prepared once for the hot path. Most rules of the formats have one of two shapes —
 * "nearest step" or "0 up to a limit (inclusive), else nearest step" — and rounding those directly
 * gives the same result as {@link applyRoundingRule} without walking its tiers. A rule of any other
 * shape is applied as written.
 *
 * Every compiled rule is one class (one hidden class in V8), so the calls below stay monomorphic
 * whatever format or nutrient they serve; compile at module load, never per label.
 *
 * @module
 */
import { roundToIncrement } from '../../rounding/round-to-increment';
import { applyRoundingRule, type Rounded, type RoundingRule } from '../../rounding/rounding-rule';

/** Not frozen: a frozen object has another hidden class than the `{ value, lessThan }` literals it mixes with. */
const ZERO: Rounded = { value: 0, lessThan: false };

/** A rounding rule with its direct shape worked out. */
export class CompiledRounding {
  /** The rule as written (for explanations and for shapes without a direct path). */
  readonly rule: RoundingRule;
  /** The step of the direct path; 0 when the rule must be applied as written. */
  readonly step: number;
  /** Amounts at or under this round to 0 on the direct path (−Infinity: no zero tier). */
  readonly zeroAtOrUnder: number;

  constructor(rule: RoundingRule) {
    const otherwise = rule.otherwise;
    const tiers = rule.tiers;
    const plain = otherwise.kind === 'nearest' && otherwise.finer === undefined;
    const zeroTier = tiers.length === 1 && tiers[0]!.outcome.kind === 'zero' && tiers[0]!.orEqual === true;
    this.rule = rule;
    this.step = plain && (tiers.length === 0 || zeroTier) ? otherwise.step : 0;
    this.zeroAtOrUnder = zeroTier ? tiers[0]!.below : Number.NEGATIVE_INFINITY;
  }

  /** Whether {@link roundCompiled} rounds directly (the rule is one of the two plain shapes). */
  get direct(): boolean {
    return this.step !== 0;
  }
}

/**
 * The rule applied to an amount: `applyRoundingRule(amount, compiled.rule)`, directly where it can.
 *
 * @example roundCompiled(new CompiledRounding(chinaRule(CHINA_TABLE_1.protein!)), 0.56) // { value: 0.6, lessThan: false }
 */
export function roundCompiled(compiled: CompiledRounding, amount: number): Rounded {
  const step = compiled.step;
  if (step === 0) return applyRoundingRule(amount, compiled.rule);
  return amount <= compiled.zeroAtOrUnder ? ZERO : { value: roundToIncrement(amount, step), lessThan: false };
}

/** The value of {@link roundCompiled}, without building the result (percentages, which are never "less than"). */
export function roundedValue(compiled: CompiledRounding, amount: number): number {
  const step = compiled.step;
  if (step === 0) return applyRoundingRule(amount, compiled.rule).value;
  return amount <= compiled.zeroAtOrUnder ? 0 : roundToIncrement(amount, step);
}
