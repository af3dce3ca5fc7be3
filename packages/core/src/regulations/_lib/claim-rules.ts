/**
 * Threshold claims as data, shared by the CFIA, EU and China claim tables: a claim holds
 * when every condition of one of its alternatives holds on the amounts of its basis
 * (per serving, per 100 g or per 100 ml). Missing data never satisfies a condition.
 *
 * @module
 */
import type { ClaimBasis, NutrientClaim } from '../../label/types';
import type { NutrientKey, NutrientValues } from '../../nutrients/catalog';

/** A number read from a food's amounts: a nutrient, a share of energy, an amount per energy. */
export interface Metric {
  /** Short description for tests and messages, e.g. "total_fat" or "% energy from protein". */
  readonly name: string;
  readonly of: (values: NutrientValues) => number | undefined;
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

/** The amount of a nutrient. */
export const amount = (key: NutrientKey): Metric => ({ name: key, of: (v) => v[key] });

/** Percent of energy (kcal) supplied by a nutrient at `kcalPerGram`. */
export const energyShare = (key: NutrientKey, kcalPerGram: number): Metric => ({
  name: `% energy from ${key}`,
  of: (v) => {
    const grams = v[key];
    const kcal = v.energy_kcal;
    if (grams === undefined || kcal === undefined) return undefined;
    if (grams === 0) return 0;
    return kcal > 0 ? ((grams * kcalPerGram) / kcal) * 100 : Number.POSITIVE_INFINITY;
  },
});

/** Percent of energy supplied by the sum of saturated and trans fat (9 kcal/g). */
export const satTransEnergyShare: Metric = {
  name: '% energy from saturated + trans fat',
  of: (v) => {
    const sat = v.saturated_fat;
    const kcal = v.energy_kcal;
    if (sat === undefined || kcal === undefined) return undefined;
    const grams = sat + (v.trans_fat ?? 0);
    if (grams === 0) return 0;
    return kcal > 0 ? ((grams * 9) / kcal) * 100 : Number.POSITIVE_INFINITY;
  },
};

/** Saturated + trans fat in grams (trans counted 0 when absent). */
export const satPlusTrans: Metric = {
  name: 'saturated_fat + trans_fat',
  of: (v) => (v.saturated_fat === undefined ? undefined : v.saturated_fat + (v.trans_fat ?? 0)),
};

/** A nutrient per `per` units of energy (`unit` kcal or kJ), e.g. fibre per 100 kcal. */
export const perEnergy = (key: NutrientKey, per: number, unit: 'energy_kcal' | 'energy_kj'): Metric => ({
  name: `${key} per ${per} ${unit === 'energy_kcal' ? 'kcal' : 'kJ'}`,
  of: (v) => {
    const grams = v[key];
    const energy = v[unit];
    if (grams === undefined || energy === undefined || energy <= 0) return undefined;
    return (grams / energy) * per;
  },
});

/** A nutrient as a percent of a reference value (NRV / DV). */
export const percentOf = (key: NutrientKey, reference: number): Metric => ({
  name: `% reference of ${key}`,
  of: (v) => {
    const x = v[key];
    return x === undefined ? undefined : (x / reference) * 100;
  },
});

/** Shorthand condition builders. */
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

/** True when every condition holds on `values`. */
export function conditionsHold(values: NutrientValues, conditions: readonly Condition[]): boolean {
  for (const c of conditions) {
    const measured = c.metric.of(values);
    if (measured === undefined || !Number.isFinite(measured) || !compare(measured, c.op, c.value))
      return false;
  }
  return true;
}

/** True when the rule holds for a food of this form on `values`. */
export function ruleHolds(
  rule: ThresholdClaimRule,
  values: NutrientValues,
  form: 'solid' | 'liquid',
): boolean {
  const alternatives = form === 'liquid' ? rule.liquid : rule.solid;
  if (alternatives === undefined) return false;
  for (const all of alternatives) if (conditionsHold(values, all)) return true;
  return false;
}

/**
 * The claims of a table that hold on `values`, first row per id wins.
 *
 * @example evaluateClaimRules(EU_NUTRITION_CLAIM_RULES, per100, 'solid', '100g').map((c) => c.id)
 */
export function evaluateClaimRules(
  rules: readonly ThresholdClaimRule[],
  values: NutrientValues,
  form: 'solid' | 'liquid',
  basis: ClaimBasis,
): NutrientClaim[] {
  const claims: NutrientClaim[] = [];
  const ids = new Set<string>();
  for (const rule of rules) {
    // Every rule conditions on its own nutrient, and missing data never satisfies a condition.
    if (values[rule.nutrient] === undefined) continue;
    if (ids.has(rule.id) || !ruleHolds(rule, values, form)) continue;
    ids.add(rule.id);
    claims.push(claimOf(rule, basis));
  }
  return claims;
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
