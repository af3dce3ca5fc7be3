/**
 * Threshold claims as data, shared by the CFIA, EU and China claim tables: a claim holds
 * when every condition of one of its alternatives holds on the amounts of its basis
 * (per serving, per 100 g or per 100 ml). Missing data never satisfies a condition.
 *
 * @module
 */
import type { ClaimBasis, ClaimExplanation, NutrientClaim } from '../../label/types';
import type { NutrientKey, NutrientValues } from '../../nutrients/catalog';
import { emptySlots, type NutrientSlots, orZero, slotOf, slotsOf } from '../../nutrients/nutrient-slots';

/**
 * A food's amounts by catalog slot (`nutrients/nutrient-slots.ts`), NaN where there is no data: claims
 * read numbers from a flat array, which is several times cheaper than looking nutrients up by name.
 */
export type Amounts = Readonly<NutrientSlots>;

/** A number read from a food's amounts: a nutrient, a share of energy, an amount per energy. */
export interface Metric {
  /** Short description for tests and messages, e.g. "total_fat" or "% energy from protein". */
  readonly name: string;
  /** The measure; NaN when the data it needs is missing. */
  readonly read: (amounts: Amounts) => number;
}

/** Comparison of the measured value with the rule value: <, ≤, ≥, >. */
export type Comparison = 'lt' | 'le' | 'ge' | 'gt';

/** One numeric condition. */
export interface Condition {
  readonly metric: Metric;
  readonly op: Comparison;
  readonly value: number;
}

/** One row of a claim table. */
export interface ThresholdClaimRule {
  readonly id: string;
  readonly text: string;
  readonly nutrient: NutrientKey;
  readonly cite: string;
  /** ✖ in the spec: the threshold was not checked against the primary text. */
  readonly mark?: 'unverified';
  /** Alternatives (any may hold) of conditions (all must hold), for solid foods; absent ⇒ not defined. */
  readonly solid?: readonly (readonly Condition[])[];
  /** Same for liquids (per 100 ml where the basis is per 100). */
  readonly liquid?: readonly (readonly Condition[])[];
  /** Statements the claim must carry. */
  readonly conditions?: readonly string[];
}

/** Amounts of the evaluation in progress (evaluation is synchronous: one at a time). */
const SCRATCH = emptySlots();

/**
 * A metric measured on amounts given by name.
 *
 * @example measure(amount('protein'), { protein: 3 }) // 3
 */
export function measure(metric: Metric, values: NutrientValues): number | undefined {
  const x = metric.read(slotsOf(values, SCRATCH));
  return Number.isNaN(x) ? undefined : x;
}

const KCAL = slotOf('energy_kcal');
const SAT = slotOf('saturated_fat');
const TRANS = slotOf('trans_fat');

/** The amount of a nutrient. */
export const amount = (key: NutrientKey): Metric => {
  const s = slotOf(key);
  return { name: key, read: (a) => a[s]! };
};

/** Percent of energy (kcal) from a nutrient at `kcalPerGram`; 0 when the nutrient is 0. */
export const energyShare = (key: NutrientKey, kcalPerGram: number): Metric => {
  const s = slotOf(key);
  return {
    name: `% energy from ${key}`,
    read: (a) => {
      const grams = a[s]!;
      const kcal = a[KCAL]!;
      if (Number.isNaN(grams) || Number.isNaN(kcal)) return Number.NaN;
      if (grams === 0) return 0;
      return kcal > 0 ? ((grams * kcalPerGram) / kcal) * 100 : Number.POSITIVE_INFINITY;
    },
  };
};

/** Percent of energy from saturated plus trans fat (9 kcal/g); trans counts 0 when not given. */
export const satTransEnergyShare: Metric = {
  name: '% energy from saturated + trans fat',
  read: (a) => {
    const sat = a[SAT]!;
    const kcal = a[KCAL]!;
    if (Number.isNaN(sat) || Number.isNaN(kcal)) return Number.NaN;
    const grams = sat + orZero(a[TRANS]!);
    if (grams === 0) return 0;
    return kcal > 0 ? ((grams * 9) / kcal) * 100 : Number.POSITIVE_INFINITY;
  },
};

/** Saturated plus trans fat in grams; trans counts 0 when not given. */
export const satPlusTrans: Metric = {
  name: 'saturated_fat + trans_fat',
  read: (a) => a[SAT]! + orZero(a[TRANS]!),
};

/** Amount of a nutrient per `per` kcal or kJ; missing when energy is missing or 0. */
export const perEnergy = (key: NutrientKey, per: number, unit: 'energy_kcal' | 'energy_kj'): Metric => {
  const s = slotOf(key);
  const e = slotOf(unit);
  return {
    name: `${key} per ${per} ${unit === 'energy_kcal' ? 'kcal' : 'kJ'}`,
    read: (a) => {
      const grams = a[s]!;
      const energy = a[e]!;
      if (Number.isNaN(grams) || !(energy > 0)) return Number.NaN;
      return (grams / energy) * per;
    },
  };
};

/** A nutrient as a percent of a reference amount (NRV, DV). */
export const percentOf = (key: NutrientKey, reference: number): Metric => {
  const s = slotOf(key);
  return { name: `% reference of ${key}`, read: (a) => (a[s]! / reference) * 100 };
};

export const le = (metric: Metric, value: number): Condition => ({ metric, op: 'le', value });
export const lt = (metric: Metric, value: number): Condition => ({ metric, op: 'lt', value });
export const ge = (metric: Metric, value: number): Condition => ({ metric, op: 'ge', value });

/** Compares with a relative tolerance of 1e-9 so that 3 g computed as 2.9999999999 still meets "≥ 3 g". */
export function compare(measured: number, op: Comparison, value: number): boolean {
  const eps = 1e-9 * Math.max(1, Math.abs(value));
  switch (op) {
    case 'lt':
      return measured < value - eps;
    case 'le':
      return measured <= value + eps;
    case 'ge':
      return measured >= value - eps;
    case 'gt':
      return measured > value + eps;
  }
}

/** True when every condition holds on the amounts. */
export function conditionsHold(amounts: Amounts, conditions: readonly Condition[]): boolean {
  for (const c of conditions) {
    const measured = c.metric.read(amounts);
    if (!Number.isFinite(measured) || !compare(measured, c.op, c.value)) return false;
  }
  return true;
}

/** True when the rule holds for a food of this form on the amounts. */
export function ruleHolds(rule: ThresholdClaimRule, amounts: Amounts, form: 'solid' | 'liquid'): boolean {
  const alternatives = form === 'liquid' ? rule.liquid : rule.solid;
  if (alternatives === undefined) return false;
  for (const all of alternatives) if (conditionsHold(amounts, all)) return true;
  return false;
}

/**
 * The claims of a table that hold on `values`, first row per id wins.
 *
 * @example evaluateClaimRules(EU_NUTRITION_CLAIM_RULES, per100, 'solid', '100g').map((c) => c.id)
 */
export function evaluateClaimRules(
  rules: readonly ThresholdClaimRule[],
  values: NutrientValues | Amounts,
  form: 'solid' | 'liquid',
  basis: ClaimBasis,
): NutrientClaim[] {
  const amounts = Array.isArray(values) ? values : slotsOf(values as NutrientValues, SCRATCH);
  let plan = PLANS.get(rules);
  if (plan === undefined) {
    plan = rules.map(compileRule);
    PLANS.set(rules, plan);
  }
  const claims: NutrientClaim[] = [];
  let ids: Set<string> | undefined;
  for (const compiled of plan) {
    // Every rule conditions on its own nutrient, and missing data never satisfies a condition.
    if (Number.isNaN(amounts[compiled.slot]!)) continue;
    if (!anyHolds(form === 'liquid' ? compiled.liquid : compiled.solid, amounts)) continue;
    const rule = compiled.rule;
    ids ??= new Set();
    if (ids.has(rule.id)) continue;
    ids.add(rule.id);
    claims.push(claimOf(rule, basis));
  }
  return claims;
}

/**
 * A condition with its comparison folded into one bound (the same arithmetic as `compare`):
 * `below` true tests measured < bound (or ≤ when `orEqual`), false tests measured > bound (or ≥).
 */
interface CompiledCondition {
  readonly read: (amounts: Amounts) => number;
  readonly below: boolean;
  readonly orEqual: boolean;
  readonly bound: number;
}

interface CompiledRule {
  readonly rule: ThresholdClaimRule;
  readonly slot: number;
  readonly solid: readonly (readonly CompiledCondition[])[] | undefined;
  readonly liquid: readonly (readonly CompiledCondition[])[] | undefined;
}

/** Compiled rule tables, built on first use of each table. */
const PLANS = new WeakMap<readonly ThresholdClaimRule[], readonly CompiledRule[]>();

function compileCondition(c: Condition): CompiledCondition {
  const eps = 1e-9 * Math.max(1, Math.abs(c.value));
  const below = c.op === 'lt' || c.op === 'le';
  const bound = c.op === 'lt' || c.op === 'ge' ? c.value - eps : c.value + eps;
  return { read: c.metric.read, below, orEqual: c.op === 'le' || c.op === 'ge', bound };
}

function compileRule(rule: ThresholdClaimRule): CompiledRule {
  const alternatives = (list: ThresholdClaimRule['solid']) => list?.map((all) => all.map(compileCondition));
  const solid = alternatives(rule.solid);
  // Tables often share one alternatives list for both forms: compile it once.
  const liquid = rule.liquid === rule.solid ? solid : alternatives(rule.liquid);
  return { rule, slot: slotOf(rule.nutrient), solid, liquid };
}

function anyHolds(alternatives: CompiledRule['solid'], amounts: Amounts): boolean {
  if (alternatives === undefined) return false;
  for (const all of alternatives) {
    let holds = true;
    for (const c of all) {
      const x = c.read(amounts);
      // NaN fails every comparison; ±Infinity is no measure.
      const ok = c.below ? (c.orEqual ? x <= c.bound : x < c.bound) : c.orEqual ? x >= c.bound : x > c.bound;
      if (!ok || !Number.isFinite(x)) {
        holds = false;
        break;
      }
    }
    if (holds) return true;
  }
  return false;
}

/** Claim objects are immutable: one per rule and basis, built once. */
const CLAIMS = new WeakMap<ThresholdClaimRule, Partial<Record<ClaimBasis, NutrientClaim>>>();

function claimOf(rule: ThresholdClaimRule, basis: ClaimBasis): NutrientClaim {
  let byBasis = CLAIMS.get(rule);
  if (byBasis === undefined) {
    byBasis = {};
    CLAIMS.set(rule, byBasis);
  }
  let claim = byBasis[basis];
  if (claim === undefined) {
    claim = Object.freeze({
      id: rule.id,
      text: rule.text,
      nutrient: rule.nutrient,
      basis,
      ...(rule.conditions === undefined ? {} : { conditions: rule.conditions }),
    });
    byBasis[basis] = claim;
  }
  return claim;
}

const OPS = { lt: '<', le: '≤', ge: '≥', gt: '>' } as const;

/**
 * The claims with `explain` (api.md §14): for each, the first row of `rules` with its id that holds
 * on `amounts` (as `evaluateClaimRules` took it), and every condition of its alternative that held,
 * with the amount measured. A claim no row explains is returned as it is.
 */
export function explainClaims(
  claims: readonly NutrientClaim[],
  rules: readonly ThresholdClaimRule[],
  amounts: Amounts,
  form: 'solid' | 'liquid',
): NutrientClaim[] {
  return claims.map((claim) => {
    const explain = explainClaim(claim.id, claim.basis, rules, amounts, form);
    return explain === undefined ? claim : { ...claim, explain };
  });
}

function explainClaim(
  id: string,
  basis: ClaimBasis,
  rules: readonly ThresholdClaimRule[],
  amounts: Amounts,
  form: 'solid' | 'liquid',
): ClaimExplanation | undefined {
  for (const rule of rules) {
    if (rule.id !== id) continue;
    const alternatives = form === 'liquid' ? rule.liquid : rule.solid;
    const held = alternatives?.find((all) => conditionsHold(amounts, all));
    if (held === undefined) continue;
    return {
      rule: rule.cite,
      basis,
      conditions: held.map((c) => ({
        measure: c.metric.name,
        op: OPS[c.op],
        threshold: c.value,
        amount: c.metric.read(amounts),
      })),
    };
  }
  return undefined;
}
