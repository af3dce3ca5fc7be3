/**
 * The rule tables of this folder compiled, once per RACC category, into a flat plan: the
 * nutrient claim rows that can apply to that kind of food, their limits as (metric slot, scope
 * code, comparison, bound) checks with per-50 g scopes dropped unless the RACC is small and
 * `racc` read as the serving when there is no RACC, and the health-claim and
 * structure/function requirements resolved to plan indexes. The evaluator then only reads
 * amounts and compares numbers. Same semantics as the table-walking evaluator.
 *
 * @module
 */
import type { ClaimBasis } from '../../../label/types';
import { NUTRIENTS, type NutrientKey } from '../../../nutrients/catalog';
import { metricSlot, scopeCode } from '../../_lib/scoped-amounts';
import { FDA_DAILY_VALUES } from '../daily-values';
import type { ClaimContext } from './claim-context';
import { DISCLOSURE_LEVELS, DISQUALIFYING_LEVELS } from './disclosure-levels';
import { FOOD_TYPE_BITS } from './food-types';
import { HEALTH_CLAIM_RULES, TEN_PERCENT_RULE } from './health-claim-rules';
import { FISH_AND_GAME_CATEGORIES, FREE_AND_LOW_RULES, LEAN_RULES } from './nutrient-content-rules';
import { NUTRIENT_LEVEL_RULES } from './nutrient-level-rules';
import { STRUCTURE_FUNCTION_RULES, STRUCTURE_FUNCTION_TRIGGER } from './structure-function-rules';
import type {
  ClaimCriteria,
  Comparison,
  HealthClaimRule,
  HealthRequirement,
  LevelNutrient,
  LevelSet,
  Limit,
  NutrientClaimRule,
  Scope,
  StructureFunctionRule,
} from './types';

/** Comparison codes of a {@link Check}. */
export const OP_LT = 0;
export const OP_LE = 1;
export const OP_GE = 2;
export const OP_GT = 3;

const OP_CODES: { readonly [K in Comparison]: number } = { lt: OP_LT, le: OP_LE, ge: OP_GE, gt: OP_GT };

/** One comparison: `amount(slot, scope) op bound`, the bound already including the 1e-9 tolerance of `compare`. */
export interface Check {
  readonly slot: number;
  readonly scope: number;
  readonly op: number;
  readonly bound: number;
  /** What is measured and the rule's own threshold (explanations, api.md §14). */
  readonly metric: string;
  readonly value: number;
}

/** The bound `compare` uses for a comparison with `value`. */
export function boundFor(op: Comparison, value: number): number {
  const eps = 1e-9 * Math.max(1, Math.abs(value));
  return op === 'lt' || op === 'ge' ? value - eps : value + eps;
}

/** A nutrient claim row that can apply in the plan's context. */
export interface PlannedRule {
  readonly rule: NutrientClaimRule;
  /** Every check must hold (amount known and finite). */
  readonly checks: readonly Check[];
  readonly basis: ClaimBasis;
  /** Earlier plan rows with the same id: when one holds, this row adds nothing. */
  readonly sameIdBefore: readonly number[];
  /** Plan rows of `rule.statement.ifClaim`. */
  readonly statementIf: readonly number[];
  /** The id is one of a "free" / "low" claim. */
  readonly freeOrLow: boolean;
}

/** A level of a 101.13(h) / 101.14(a)(4) set, at the scopes that apply. */
export interface LevelCheck {
  readonly nutrient: LevelNutrient;
  readonly slot: number;
  readonly scopes: readonly number[];
  readonly bound: number;
}

/** A health-claim requirement with claim ids resolved to plan rows. */
export type PlannedRequirement =
  | { readonly kind: 'claims'; readonly rows: readonly number[] }
  | { readonly kind: 'food_type'; readonly mask: number }
  | { readonly kind: 'limits'; readonly checks: readonly Check[] }
  | { readonly kind: 'not_more_than'; readonly a: number; readonly b: number; readonly message: string };

/** A health-claim rule in a plan. */
export interface PlannedHealthRule {
  readonly rule: HealthClaimRule;
  readonly requires: readonly PlannedRequirement[];
  readonly addendum: readonly Check[] | undefined;
  /** The claim text when the addendum holds. */
  readonly textWithAddendum: string;
}

/** A %DV trigger: `amount(slot, scope) / dv × 100 ≥ bound` at every scope. */
export interface PctCheck {
  readonly nutrient: NutrientKey;
  readonly slot: number;
  readonly dv: number;
  readonly scopes: readonly number[];
  readonly bound: number;
}

/** A structure/function rule in a plan: the nutrients that can trigger it, in table order. */
export interface PlannedSfRule {
  readonly rule: StructureFunctionRule;
  readonly nutrients: readonly PctCheck[];
}

/** Everything the evaluator needs for one context, precomputed. */
export interface ClaimPlan {
  readonly rules: readonly PlannedRule[];
  /** Plan rows of `low_fat` (the fiber claims' fat disclosure). */
  readonly lowFat: readonly number[];
  readonly disclosure: readonly LevelCheck[];
  readonly disqualifying: readonly LevelCheck[];
  readonly disqualifyingCite: string;
  readonly tenPercent: readonly PctCheck[];
  readonly health: readonly PlannedHealthRule[];
  readonly sf: readonly PlannedSfRule[];
}

/** Every nutrient content claim rule, in output order. */
export const ALL_NUTRIENT_CLAIM_RULES: readonly NutrientClaimRule[] = [
  ...FREE_AND_LOW_RULES,
  ...LEAN_RULES,
  ...NUTRIENT_LEVEL_RULES,
];

const FREE_AND_LOW_IDS = new Set(FREE_AND_LOW_RULES.map((r) => r.id));

function criteriaFor(ctx: ClaimContext, rule: NutrientClaimRule): ClaimCriteria | undefined {
  if (ctx.kind !== 'individual') return rule.mealOrMainDish;
  if (
    rule.categories !== undefined &&
    (ctx.category === undefined || !rule.categories.includes(ctx.category))
  ) {
    return undefined;
  }
  return rule.individual;
}

/** The distinct scope codes of `at` that apply (per 50 g only for a small RACC, when `filter`). */
function scopeCodes(ctx: ClaimContext, at: readonly Scope[], filter: boolean): number[] {
  const codes: number[] = [];
  for (const s of at) {
    if (filter && s === 'per50g' && !ctx.small) continue;
    const code = scopeCode(s, ctx.raccGrams !== undefined);
    if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}

function compileLimits(ctx: ClaimContext, limits: readonly Limit[]): Check[] {
  const checks: Check[] = [];
  for (const l of limits) {
    for (const scope of scopeCodes(ctx, l.at, true)) {
      checks.push({
        slot: metricSlot(l.metric),
        scope,
        op: OP_CODES[l.op],
        bound: boundFor(l.op, l.value),
        metric: l.metric,
        value: l.value,
      });
    }
  }
  return checks;
}

function compileLevels(ctx: ClaimContext, set: LevelSet): LevelCheck[] {
  const scopes = scopeCodes(ctx, set.at, true);
  return (Object.keys(set.levels) as LevelNutrient[]).map((nutrient) => ({
    nutrient,
    slot: metricSlot(nutrient),
    scopes,
    bound: boundFor('gt', set.levels[nutrient]),
  }));
}

function pctCheck(
  ctx: ClaimContext,
  nutrient: NutrientKey,
  at: readonly Scope[],
  minPct: number,
): PctCheck[] {
  const dv = FDA_DAILY_VALUES[nutrient]?.amount;
  // No DV: the %DV is unknown and the trigger never holds.
  if (dv === undefined) return [];
  return [
    {
      nutrient,
      slot: metricSlot(nutrient),
      dv,
      scopes: scopeCodes(ctx, at, false),
      bound: boundFor('ge', minPct),
    },
  ];
}

function rowsOf(rules: readonly PlannedRule[], id: string): number[] {
  const rows: number[] = [];
  rules.forEach((r, i) => {
    if (r.rule.id === id) rows.push(i);
  });
  return rows;
}

function compileRequirement(
  ctx: ClaimContext,
  rules: readonly PlannedRule[],
  rule: HealthClaimRule,
  req: HealthRequirement,
): PlannedRequirement {
  const fishOrGame = ctx.category !== undefined && FISH_AND_GAME_CATEGORIES.includes(ctx.category);
  switch (req.kind) {
    case 'claim':
      return {
        kind: 'claims',
        rows: rowsOf(
          rules,
          fishOrGame && req.forFishAndGame !== undefined ? req.forFishAndGame : req.claimId,
        ),
      };
    case 'any_claim':
      return { kind: 'claims', rows: req.claimIds.flatMap((id) => rowsOf(rules, id)) };
    case 'food_type':
      return { kind: 'food_type', mask: req.types.reduce((m, t) => m | FOOD_TYPE_BITS[t], 0) };
    case 'limits':
      return { kind: 'limits', checks: compileLimits(ctx, req.limits) };
    case 'not_more_than':
      return {
        kind: 'not_more_than',
        a: metricSlot(req.metric),
        b: metricSlot(req.other),
        message:
          `${rule.cite}: ${NUTRIENTS[req.metric].name} must not exceed ${NUTRIENTS[req.other].name.toLowerCase()} ` +
          'for this claim; it could not be checked (no data).',
      };
  }
}

function compileHealth(
  ctx: ClaimContext,
  rules: readonly PlannedRule[],
  rule: HealthClaimRule,
): PlannedHealthRule {
  const requires = rule.requires.map((req) => compileRequirement(ctx, rules, rule, req));
  const addendum = rule.addendum;
  return {
    rule,
    requires,
    addendum: addendum === undefined ? undefined : compileLimits(ctx, addendum.limits),
    textWithAddendum: rule.text + (addendum?.text ?? ''),
  };
}

/**
 * Compiles the rule tables for a context (only its kind, category, RACC presence and size matter).
 *
 * @param ctx - a context from `buildClaimContext`
 * @returns the plan of that context
 * @example compilePlan(buildClaimContext(facts, [])).rules.length
 */
export function compilePlan(ctx: ClaimContext): ClaimPlan {
  const rules: PlannedRule[] = [];
  for (const rule of ALL_NUTRIENT_CLAIM_RULES) {
    const criteria = criteriaFor(ctx, rule);
    if (criteria === undefined) continue;
    const basis = ctx.raccGrams === undefined && criteria.basis === 'racc' ? 'serving' : criteria.basis;
    rules.push({
      rule,
      checks: compileLimits(ctx, criteria.limits),
      basis,
      sameIdBefore: rowsOf(rules, rule.id),
      statementIf: [],
      freeOrLow: FREE_AND_LOW_IDS.has(rule.id),
    });
  }
  const linked = rules.map((r) => ({
    ...r,
    statementIf: r.rule.statement === undefined ? [] : rowsOf(rules, r.rule.statement.ifClaim),
  }));
  const disqualifying = DISQUALIFYING_LEVELS[ctx.kind];
  return {
    rules: linked,
    lowFat: rowsOf(linked, 'low_fat'),
    disclosure: compileLevels(ctx, DISCLOSURE_LEVELS[ctx.kind]),
    disqualifying: compileLevels(ctx, disqualifying),
    disqualifyingCite: disqualifying.cite,
    tenPercent: TEN_PERCENT_RULE.nutrients.flatMap((n) =>
      pctCheck(ctx, n, ['racc'], TEN_PERCENT_RULE.minPct),
    ),
    health: HEALTH_CLAIM_RULES.map((r) => compileHealth(ctx, linked, r)),
    sf: STRUCTURE_FUNCTION_RULES.map((rule) => ({
      rule,
      nutrients: rule.nutrients.flatMap((n) =>
        pctCheck(ctx, n, STRUCTURE_FUNCTION_TRIGGER.at, STRUCTURE_FUNCTION_TRIGGER.minPct),
      ),
    })),
  };
}
