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
  const tier = tierOf(amount, rule);
  const outcome = tier < 0 ? rule.otherwise : rule.tiers[tier]!.outcome;
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

/** The index of the tier that applies to `amount`, or -1 for `otherwise`: the one choice every use of a rule makes. */
function tierOf(amount: number, rule: RoundingRule): number {
  const tiers = rule.tiers;
  for (let i = 0; i < tiers.length; i++) {
    const tier = tiers[i]!;
    if (amount < tier.below || (tier.orEqual === true && amount === tier.below)) return i;
  }
  return -1;
}

/**
 * The step taken to turn an amount into what is printed, as data a reader (or a test) can apply again:
 * `asIs` (no rounding), `zero`, `lessThan` its bound, to the `nearest` step (halves up, or half-even
 * where a format is set so), or to a number of `significant` figures.
 */
export type StepTaken =
  | { readonly kind: 'asIs' }
  | { readonly kind: 'zero' }
  | { readonly kind: 'lessThan'; readonly bound: number }
  | { readonly kind: 'nearest'; readonly step: number; readonly ties?: 'half-even' }
  | { readonly kind: 'significant'; readonly figures: number };

/** A rule's citation, the step taken in words, and the same step as data. */
export interface RuleApplied {
  /** The legal source of the rule, e.g. "21 CFR 101.9(c)(2)". */
  readonly rule: string;
  /** The tier and its outcome in words, e.g. "0.5 to < 5 g: nearest 0.5 g". */
  readonly step: string;
  readonly how: StepTaken;
}

/**
 * Which tier of `rule` applies to `amount` and what it does, read from the rule table entry itself
 * (the same tier `applyRoundingRule` takes). The words of each tier are built once per rule and unit.
 *
 * @param unit - printed after numbers in `step` ("g", "mg", "%", "" for calories)
 * @example explainRoundingRule(4.75, fatRule, 'g') // { rule: '21 CFR 101.9(c)(2)', step: '0.5 g to < 5 g: nearest 0.5 g', how: { kind: 'nearest', step: 0.5 } }
 */
export function explainRoundingRule(amount: number, rule: RoundingRule, unit: string): RuleApplied {
  const tier = tierOf(amount, rule);
  const outcome = tier < 0 ? rule.otherwise : rule.tiers[tier]!.outcome;
  let used = -1; // index into `finer` when a finer step was needed
  if (
    outcome.kind === 'nearest' &&
    outcome.finer !== undefined &&
    roundToIncrement(amount, outcome.step) === 0
  ) {
    const finer = outcome.finer;
    used = 0;
    while (used < finer.length - 1 && roundToIncrement(amount, finer[used]!) === 0) used++;
  }
  let byUnit = EXPLAINED.get(rule);
  if (byUnit === undefined) {
    byUnit = new Map();
    EXPLAINED.set(rule, byUnit);
  }
  let byTier = byUnit.get(unit);
  if (byTier === undefined) {
    byTier = [];
    byUnit.set(unit, byTier);
  }
  const slot = (tier + 1) * 8 + used + 1;
  let applied = byTier[slot];
  if (applied === undefined) {
    applied = describeTier(rule, tier, used, unit);
    byTier[slot] = applied;
  }
  return applied;
}

/** Explanations built so far, by rule, unit and slot (tier and finer step). */
const EXPLAINED = new WeakMap<RoundingRule, Map<string, RuleApplied[]>>();

const quantity = (n: number, unit: string): string =>
  unit === '' ? `${n}` : unit === '%' ? `${n} %` : `${n} ${unit}`;

/** The words and data of one tier of a rule (`tier` -1: `otherwise`; `used` ≥ 0: that finer step). */
function describeTier(rule: RoundingRule, tier: number, used: number, unit: string): RuleApplied {
  const outcome = tier < 0 ? rule.otherwise : rule.tiers[tier]!.outcome;
  const previous = tier < 0 ? rule.tiers[rule.tiers.length - 1] : rule.tiers[tier - 1];
  let range: string;
  if (tier < 0) {
    range =
      previous === undefined
        ? 'any amount'
        : `${previous.orEqual === true ? '>' : '≥'} ${quantity(previous.below, unit)}`;
  } else {
    const current = rule.tiers[tier]!;
    const upTo = `${current.orEqual === true ? '≤' : '<'} ${quantity(current.below, unit)}`;
    range =
      previous === undefined
        ? upTo
        : `${previous.orEqual === true ? 'above ' : ''}${quantity(previous.below, unit)} to ${upTo}`;
  }
  const applied = (step: string, how: StepTaken): RuleApplied =>
    Object.freeze({ rule: rule.cite, step: `${range}: ${step}`, how: Object.freeze(how) });
  switch (outcome.kind) {
    case 'zero':
      return applied('declare 0', { kind: 'zero' });
    case 'lessThan':
      return applied(`declare "less than ${quantity(outcome.bound, unit)}"`, {
        kind: 'lessThan',
        bound: outcome.bound,
      });
    case 'nearest': {
      if (used < 0 || outcome.finer === undefined) {
        return applied(`nearest ${quantity(outcome.step, unit)}`, { kind: 'nearest', step: outcome.step });
      }
      const step = outcome.finer[used]!;
      const coarser = used === 0 ? outcome.step : outcome.finer[used - 1]!;
      return applied(`nearest ${quantity(step, unit)} (nearest ${quantity(coarser, unit)} would print 0)`, {
        kind: 'nearest',
        step,
      });
    }
  }
}
