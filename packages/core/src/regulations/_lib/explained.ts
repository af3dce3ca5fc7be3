/**
 * Builders of explanations (api.md §14) as plain literals of one shape each: explanations are made
 * per row and column, so no spreads.
 *
 * @module
 */
import type { PercentExplanation, StepTaken, ValueExplanation } from '../../label/types';
import type { RuleApplied } from '../../rounding/rounding-rule';

/** A column's explanation from the rule applied to its amount (or to `appliedTo`). */
export function explained(
  amount: number,
  applied: RuleApplied,
  appliedTo?: number,
): Omit<ValueExplanation, 'dailyValue'> {
  return appliedTo === undefined
    ? { amount, rule: applied.rule, step: applied.step, how: applied.how }
    : { amount, rule: applied.rule, step: applied.step, appliedTo, how: applied.how };
}

/** A column's explanation from a rule, step words and step data of the format's own. */
export function explainedAs(
  amount: number,
  rule: string,
  step: string,
  how: StepTaken,
  appliedTo?: number,
): Omit<ValueExplanation, 'dailyValue'> {
  return appliedTo === undefined ? { amount, rule, step, how } : { amount, rule, step, appliedTo, how };
}

/** A %'s explanation. */
export function percentExplained(
  reference: number,
  referenceSource: string | undefined,
  from: 'unrounded' | 'rounded',
  amountUsed: number,
  percent: number,
  applied: RuleApplied,
): PercentExplanation {
  return referenceSource === undefined
    ? { reference, from, amountUsed, percent, rule: applied.rule, step: applied.step, how: applied.how }
    : {
        reference,
        referenceSource,
        from,
        amountUsed,
        percent,
        rule: applied.rule,
        step: applied.step,
        how: applied.how,
      };
}

/** The explanation of a % printed as 0 because its amount is declared 0. */
export function zeroPercent(
  reference: number,
  referenceSource: string | undefined,
  from: 'unrounded' | 'rounded',
  amountUsed: number,
  rule: string,
): PercentExplanation {
  return percentExplained(reference, referenceSource, from, amountUsed, 0, {
    rule,
    step: 'the amount is declared 0: 0 %',
    how: ZERO,
  });
}

const ZERO: StepTaken = Object.freeze({ kind: 'zero' });
