/**
 * The CFIA claim evaluator: content claims (per serving of stated size; the strongest per
 * nutrient, none about a "High in" nutrient, B.01.503(1.1)), the front-of-package
 * "High in" determination (returned as a warning: it is a mandatory symbol, not a claim),
 * disease-risk-reduction claims and nutrient function claims.
 *
 * @module
 */
import type { HealthClaim, NutrientClaim, StructureFunctionClaim } from '../../label/types';
import type { NutrientKey } from '../../nutrients/catalog';
import { emptySlots, slotOf, slotsOf } from '../../nutrients/nutrient-slots';
import {
  type Amounts,
  compare,
  conditionsHold,
  evaluateClaimRules,
  explainClaims,
  measure,
} from '../_lib/claim-rules';
import { strongestPerNutrient } from '../_lib/strongest-claims';
import type { ClaimInput, ClaimOutput } from '../regulation';
import { CFIA_MACRO_CLAIM_RULES, CFIA_VITAMIN_MINERAL_CLAIM_RULES } from './content-claims';
import { CFIA_DAILY_VALUES } from './daily-values';
import { cfiaFrontOfPack, cfiaFrontOfPackage, explainFrontOfPack } from './front-of-package';
import {
  CFIA_FUNCTION_CLAIM_MIN_PERCENT,
  CFIA_FUNCTION_CLAIMS,
  CFIA_HEALTH_CLAIM_CAVEAT,
  CFIA_HEALTH_CLAIM_RULES,
  type CfiaHealthRequirement,
} from './health-claims';

const BASIS_WARNING =
  'Canadian claims were evaluated per serving of stated size; the TNCC also requires them per reference ' +
  'amount (and per 50 g when it is ≤ 30 g), which the engine does not know — check before use.';

/** Claims whose subject is a "High in" nutrient may not appear (B.01.503(1.1)); only "reduced" claims could. */
const FOP_CLAIM_NUTRIENT: Readonly<Record<string, NutrientKey>> = {
  saturated_fat: 'saturated_fat',
  total_sugars: 'total_sugars',
  sodium: 'sodium',
};

/** Each vitamin/mineral a content claim may name, with its DV, once (the rules list three grades each). */
const VITAMIN_MINERAL_DVS: readonly { readonly slot: number; readonly dv: number }[] = [
  ...new Set(CFIA_VITAMIN_MINERAL_CLAIM_RULES.map((r) => r.nutrient)),
].flatMap((k) => {
  const dv = CFIA_DAILY_VALUES[k]?.amount;
  return dv === undefined ? [] : [{ slot: slotOf(k), dv }];
});

/** Highest %DV among those vitamins and minerals (a missing one counts as 0; NaN never wins). */
function maxVitaminMineralPercent(amounts: Amounts): number {
  let max = Number.NEGATIVE_INFINITY;
  for (const { slot, dv } of VITAMIN_MINERAL_DVS) {
    const x = amounts[slot]!;
    const p = Number.isNaN(x) ? 0 : (x / dv) * 100;
    if (p > max) max = p;
  }
  return max;
}

/**
 * The vitamin/mineral rules grouped by nutrient (table order kept), each with its single
 * "%DV ≥ min" threshold and its claim, so that a label tests only the nutrients it has.
 * Null when a rule does not have that shape (then the generic evaluator runs).
 */
const VITAMIN_MINERAL_GROUPS = groupVitaminMineralRules();

function groupVitaminMineralRules():
  | {
      readonly key: NutrientKey;
      readonly slot: number;
      readonly dv: number;
      readonly grades: { min: number; claim: NutrientClaim }[];
    }[]
  | null {
  const groups: {
    key: NutrientKey;
    slot: number;
    dv: number;
    grades: { min: number; claim: NutrientClaim }[];
  }[] = [];
  const ids = new Set<string>();
  for (const r of CFIA_VITAMIN_MINERAL_CLAIM_RULES) {
    const c = r.solid?.[0]?.[0];
    const dv = CFIA_DAILY_VALUES[r.nutrient]?.amount;
    if (
      c === undefined ||
      dv === undefined ||
      ids.has(r.id) ||
      r.solid?.length !== 1 ||
      r.solid[0]?.length !== 1 ||
      r.liquid?.length !== 1 ||
      r.liquid[0] !== r.solid[0] ||
      c.op !== 'ge' ||
      measure(c.metric, { [r.nutrient]: 7 }) !== (7 / dv) * 100
    ) {
      return null;
    }
    ids.add(r.id);
    let group = groups[groups.length - 1];
    if (group?.key !== r.nutrient) {
      if (groups.some((g) => g.key === r.nutrient)) return null;
      group = { key: r.nutrient, slot: slotOf(r.nutrient), dv, grades: [] };
      groups.push(group);
    }
    const claim: NutrientClaim = {
      id: r.id,
      text: r.text,
      nutrient: r.nutrient,
      basis: 'serving',
      ...(r.conditions === undefined ? {} : { conditions: r.conditions }),
    };
    group.grades.push({ min: c.value, claim: Object.freeze(claim) });
  }
  return groups;
}

/** Vitamin/mineral content claims held per serving: same result as `evaluateClaimRules` on the table. */
function vitaminMineralClaims(amounts: Amounts, form: 'solid' | 'liquid'): NutrientClaim[] {
  if (VITAMIN_MINERAL_GROUPS === null)
    return evaluateClaimRules(CFIA_VITAMIN_MINERAL_CLAIM_RULES, amounts, form, 'serving');
  const claims: NutrientClaim[] = [];
  for (const g of VITAMIN_MINERAL_GROUPS) {
    const x = amounts[g.slot]!;
    if (Number.isNaN(x)) continue;
    const p = (x / g.dv) * 100;
    if (!Number.isFinite(p)) continue;
    for (const grade of g.grades) if (compare(p, 'ge', grade.min)) claims.push(grade.claim);
  }
  return claims;
}

/** Function claims with their DVs, precomputed. */
const FUNCTION_CLAIMS = CFIA_FUNCTION_CLAIMS.map((f) => ({
  dv: CFIA_DAILY_VALUES[f.nutrient]?.amount,
  id: `function_${f.nutrient}`,
  text: f.text,
  nutrient: f.nutrient,
}));

/** Amounts of the evaluation in progress (evaluation is synchronous: one at a time). */
const SERVING_AMOUNTS = emptySlots();
const PER_100G_AMOUNTS = emptySlots();

interface RequirementState {
  readonly input: ClaimInput;
  readonly servingAmounts: Amounts;
  /** Per-100 g amounts by slot, loaded on first use. */
  per100gAmounts?: Amounts;
  readonly held: ReadonlySet<string>;
  /** Lazily computed maximum vitamin/mineral %DV (NaN until needed). */
  maxPercent: number;
}

function requirementHolds(req: CfiaHealthRequirement, state: RequirementState, notes: string[]): boolean {
  const { input, held } = state;
  const v = input.perServing;
  switch (req.kind) {
    case 'claim':
      for (const id of req.anyOf) if (held.has(id)) return true;
      return false;
    case 'not_claim':
      return !held.has(req.id);
    case 'limits':
      return conditionsHold(state.servingAmounts, req.limits);
    case 'per100g':
      if (state.per100gAmounts === undefined)
        state.per100gAmounts = input.amounts?.per100g ?? slotsOf(input.per100g, PER_100G_AMOUNTS);
      return conditionsHold(state.per100gAmounts, req.limits);
    case 'vitamin_mineral_percent':
      if (Number.isNaN(state.maxPercent)) state.maxPercent = maxVitaminMineralPercent(state.servingAmounts);
      return state.maxPercent >= req.min;
    case 'not_more_than': {
      const a = v[req.metric];
      const b = v[req.other];
      if (a === undefined || b === undefined) {
        notes.push(
          `${req.metric} must not exceed ${req.other} for the calcium claim; not checked (no data).`,
        );
        return true;
      }
      return a <= b;
    }
  }
}

/** The claims with `explain` (api.md §14), from the same tables and per-serving amounts. */
export function explainCfiaClaims(claims: readonly NutrientClaim[], input: ClaimInput): NutrientClaim[] {
  const amounts = input.amounts?.perServing ?? slotsOf(input.perServing);
  return explainClaims(claims, CFIA_CLAIM_TABLE, amounts, input.form);
}

const CFIA_CLAIM_TABLE = [...CFIA_MACRO_CLAIM_RULES, ...CFIA_VITAMIN_MINERAL_CLAIM_RULES];

/**
 * Evaluates Canadian claims for a food.
 *
 * @example evaluateCfiaClaims(input).claims.map((c) => c.id) // e.g. ['low_in_fat', 'source_of_fibre']
 */
export function evaluateCfiaClaims(input: ClaimInput): ClaimOutput {
  const warnings: string[] = [];
  const v = input.perServing;
  const fop = cfiaFrontOfPackage(v, {
    servingSizeGrams: input.servingSizeGrams,
    mainDish: input.category === 'main_dish',
  });
  if (fop.highIn.length > 0) {
    warnings.push(
      `Front-of-package nutrition symbol required (FDR B.01.350; see frontOfPack): threshold ` +
        `${fop.thresholdPercent} % DV per ${fop.basisGrams} g; the exemptions of B.01.350(5)–(15) are not checked.`,
    );
  }
  const amounts = input.amounts?.perServing ?? slotsOf(v, SERVING_AMOUNTS);
  const macro = evaluateClaimRules(CFIA_MACRO_CLAIM_RULES, amounts, input.form, 'serving');
  const vm = vitaminMineralClaims(amounts, input.form);
  const all = vm.length === 0 ? macro : macro.concat(vm);
  const held = new Set<string>();
  for (const c of all) held.add(c.id);
  let candidates = all;
  if (fop.highIn.length > 0) {
    const blocked = new Set(fop.highIn.map((k) => FOP_CLAIM_NUTRIENT[k]));
    candidates = all.filter((c) => !blocked.has(c.nutrient));
  }
  // Strongest claim per nutrient ("free" before "low", "excellent" before "good" before "source").
  const claims = strongestPerNutrient(candidates);
  if (claims.length > 0) warnings.push(BASIS_WARNING);
  if (input.form === 'liquid' && input.densityGPerMl === undefined) {
    warnings.push('No densityGPerMl given for a liquid: the serving line in mL assumes 1 g/ml.');
  }

  const healthClaims: HealthClaim[] = [];
  const notes: string[] = [];
  const state: RequirementState = { input, held, servingAmounts: amounts, maxPercent: Number.NaN };
  const pending: string[] = [];
  const seen = new Set<string>();
  for (const rule of CFIA_HEALTH_CLAIM_RULES) {
    if (seen.has(rule.id)) continue;
    pending.length = 0;
    let holds = true;
    for (const r of rule.requires) {
      if (!requirementHolds(r, state, pending)) {
        holds = false;
        break;
      }
    }
    if (!holds) continue;
    for (const n of pending) notes.push(n);
    seen.add(rule.id);
    healthClaims.push({ id: rule.id, text: rule.text, nutrients: rule.nutrients, citation: rule.cite });
  }
  if (healthClaims.length > 0) warnings.push(CFIA_HEALTH_CLAIM_CAVEAT, ...new Set(notes));

  const structureFunctionClaims: StructureFunctionClaim[] = [];
  for (const f of FUNCTION_CLAIMS) {
    if (f.dv === undefined) continue;
    const x = v[f.nutrient];
    if (x !== undefined && (x / f.dv) * 100 >= CFIA_FUNCTION_CLAIM_MIN_PERCENT) {
      structureFunctionClaims.push({ id: f.id, text: f.text, nutrient: f.nutrient });
    }
  }

  const frontOfPack = input.explain === true ? explainFrontOfPack(fop) : cfiaFrontOfPack(fop);
  return { claims, healthClaims, structureFunctionClaims, warnings, frontOfPack };
}
