/**
 * Rounding rules as data, and the one engine that applies them. A rule is a list of
 * tiers over the UNROUNDED amount (thresholds apply before rounding, 21 CFR 101.9(c)),
 * each with its outcome: declare zero, declare "less than" a bound, or round to a step.
 *
 * @module
 */
import { roundToIncrement } from './round-to-increment';

/** What a tier declares. */
export type RoundingOutcome =
  | { readonly kind: 'zero' }
  | { readonly kind: 'lessThan'; readonly bound: number }
  /** Round to the nearest `step`; `finer` steps are tried in turn when `step` would print 0 for an amount above the zero tier. */
  | { readonly kind: 'nearest'; readonly step: number; readonly finer?: readonly number[] };

/** A tier applies to amounts below `below` (or at it, with `orEqual`). */
export interface RoundingTier {
  readonly below: number;
  readonly orEqual?: boolean;
  readonly outcome: RoundingOutcome;
}

/** A whole rounding rule with its legal source. */
export interface RoundingRule {
  readonly tiers: readonly RoundingTier[];
  /** Outcome for amounts above every tier. */
  readonly otherwise: RoundingOutcome;
  readonly cite: string;
}

/** A rounded amount: the declared number and whether it reads "less than". */
export interface Rounded {
  readonly value: number;
  readonly lessThan: boolean;
}

/** Shorthands for writing rule tables. */
export const zero: RoundingOutcome = { kind: 'zero' };
export const lessThan = (bound: number): RoundingOutcome => ({ kind: 'lessThan', bound });
export const nearest = (step: number, finer?: readonly number[]): RoundingOutcome =>
  finer ? { kind: 'nearest', step, finer } : { kind: 'nearest', step };

/**
 * Applies a rounding rule to an unrounded amount.
 *
 * @example applyRoundingRule(4.75, fatRule) // { value: 5, lessThan: false }
 */
export function applyRoundingRule(amount: number, rule: RoundingRule): Rounded {
  let outcome = rule.otherwise;
  for (const tier of rule.tiers) {
    if (amount < tier.below || (tier.orEqual === true && amount === tier.below)) {
      outcome = tier.outcome;
      break;
    }
  }
  switch (outcome.kind) {
    case 'zero':
      return { value: 0, lessThan: false };
    case 'lessThan':
      return { value: outcome.bound, lessThan: true };
    case 'nearest': {
      let value = roundToIncrement(amount, outcome.step);
      if (value === 0 && outcome.finer !== undefined) {
        for (const step of outcome.finer) {
          if (value !== 0) break;
          value = roundToIncrement(amount, step);
        }
      }
      return { value, lessThan: false };
    }
  }
}
