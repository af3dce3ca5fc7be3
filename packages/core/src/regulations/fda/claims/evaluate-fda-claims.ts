/**
 * The FDA claim evaluator: one generic engine that runs the rule tables of this folder
 * (nutrient content claims, authorized health claims, structure/function statements) against
 * a food's nutrient amounts.
 *
 * Not evaluated: relative claims ("reduced", "less", "fewer", "light", "more", "added") need a
 * reference food, which {@link ClaimFacts} does not carry; "healthy" (101.65); "no added sugar"
 * and "no salt added" (they depend on processing, not on amounts); 101.81 oat/barley claims
 * (no β-glucan data); qualified health claims. Ingredient conditions of "free" claims (no
 * added fat/salt/sugar ingredient unless asterisked) are not checked. Missing nutrient data
 * never satisfies a condition.
 *
 * The tables are compiled once per RACC category into a {@link ClaimPlan} (claim-plan.ts) and
 * amounts are read through _lib/scoped-amounts.ts, so an evaluation only compares numbers and builds
 * the strings of the claims it returns.
 *
 * @module
 */
import type {
  ClaimExplanation,
  HealthClaim,
  NutrientClaim,
  StructureFunctionClaim,
} from '../../../label/types';
import { roundToIncrement } from '../../../rounding/round-to-increment';
import { metricSlot, readAmount, SCOPE_SERVING, startReading } from '../../_lib/scoped-amounts';
import { buildClaimContext, type ClaimContext } from './claim-context';
import {
  ALL_NUTRIENT_CLAIM_RULES,
  type Check,
  type ClaimPlan,
  compilePlan,
  type LevelCheck,
  OP_GE,
  OP_LE,
  OP_LT,
  type PctCheck,
  type PlannedHealthRule,
  type PlannedRule,
} from './claim-plan';
import { disclosureStatement } from './disclosure-levels';
import { foodTypeMask } from './food-types';
import { PROTEIN_SF_CAVEAT } from './structure-function-rules';
import type { ClaimEvaluation, ClaimFacts, LevelNutrient, NutrientClaimRule } from './types';

/** Every nutrient content claim rule, in output order. */
export const FDA_NUTRIENT_CLAIM_RULES: readonly NutrientClaimRule[] = ALL_NUTRIENT_CLAIM_RULES;

const INHERENT_WARNING =
  '"Free" and "low" claims on a food that meets them without special processing must refer to all foods ' +
  'of its kind, e.g. "broccoli, a fat-free food" (21 CFR 101.13(e)(2)); "free" claims also require that no ' +
  'fat, salt or sugar ingredient is added unless it is asterisked as adding a trivial amount (not checked).';

/** FDA fat rounding for the disclosed amount, 21 CFR 101.9(c)(2): < 0.5 → 0; < 5 → 0.5 g; else 1 g. */
const FAT_DECLARATION = {
  zeroBelow: 0.5,
  fineBelow: 5,
  fine: 0.5,
  coarse: 1,
  cite: '21 CFR 101.9(c)(2)',
} as const;

function declaredFat(grams: number): number {
  if (grams < FAT_DECLARATION.zeroBelow) return 0;
  return roundToIncrement(
    grams,
    grams < FAT_DECLARATION.fineBelow ? FAT_DECLARATION.fine : FAT_DECLARATION.coarse,
  );
}

const FAT_SLOT = metricSlot('total_fat');

/** Plans by category key ('' = no valid category); bounded by the RACC table. */
const PLANS = new Map<string, ClaimPlan>();

function planFor(ctx: ClaimContext): ClaimPlan {
  const key = ctx.category ?? '';
  let plan = PLANS.get(key);
  if (plan === undefined) {
    plan = compilePlan(ctx);
    PLANS.set(key, plan);
  }
  return plan;
}

function checksHold(checks: readonly Check[]): boolean {
  for (let i = 0; i < checks.length; i++) {
    const c = checks[i] as Check;
    const a = readAmount(c.slot, c.scope);
    if (a === undefined || !Number.isFinite(a)) return false;
    const ok =
      c.op === OP_LT
        ? a < c.bound
        : c.op === OP_LE
          ? a <= c.bound
          : c.op === OP_GE
            ? a >= c.bound
            : a > c.bound;
    if (!ok) return false;
  }
  return true;
}

/** Which plan rows hold, reused across evaluations (grown on demand). */
let held = new Uint8Array(128);

function anyHeld(rows: readonly number[]): boolean {
  for (let i = 0; i < rows.length; i++) {
    if (held[rows[i] as number] === 1) return true;
  }
  return false;
}

/** Nutrients above the levels at any applicable scope, and those without data, in table order. */
function exceededLevels(levels: readonly LevelCheck[]): {
  exceeded: LevelNutrient[];
  unknown: LevelNutrient[];
} {
  let exceeded: LevelNutrient[] | undefined;
  let unknown: LevelNutrient[] | undefined;
  for (let i = 0; i < levels.length; i++) {
    const level = levels[i] as LevelCheck;
    let isUnknown = false;
    let isExceeded = false;
    for (let j = 0; j < level.scopes.length; j++) {
      const a = readAmount(level.slot, level.scopes[j] as number);
      if (a === undefined) isUnknown = true;
      else if (a > level.bound) isExceeded = true;
    }
    if (isUnknown) {
      unknown ??= [];
      unknown.push(level.nutrient);
    }
    if (isExceeded) {
      exceeded ??= [];
      exceeded.push(level.nutrient);
    }
  }
  return { exceeded: exceeded ?? NONE, unknown: unknown ?? NONE };
}

/** Shared empty result of {@link exceededLevels}; never mutated. */
const NONE: LevelNutrient[] = [];

function nutrientClaims(plan: ClaimPlan, warnings: string[], explain: boolean): NutrientClaim[] {
  const rules = plan.rules;
  if (held.length < rules.length) held = new Uint8Array(rules.length * 2);
  for (let i = 0; i < rules.length; i++) held[i] = checksHold(rules[i]?.checks ?? []) ? 1 : 0;
  const claims: NutrientClaim[] = [];
  let disclosure: { exceeded: LevelNutrient[]; unknown: LevelNutrient[] } | undefined;
  let statement: string | undefined;
  let freeOrLow = false;
  for (let i = 0; i < rules.length; i++) {
    if (held[i] !== 1) continue;
    const planned = rules[i];
    if (planned === undefined || anyHeld(planned.sameIdBefore)) continue;
    if (disclosure === undefined) {
      disclosure = exceededLevels(plan.disclosure);
      if (disclosure.exceeded.length > 0) statement = disclosureStatement(disclosure.exceeded);
    }
    const rule = planned.rule;
    const conditions: string[] = [];
    if (rule.statement !== undefined) {
      conditions.push(anyHeld(planned.statementIf) ? rule.statement.whenHolds : rule.statement.otherwise);
    }
    if (rule.fatDisclosure !== undefined) {
      const fat = readAmount(FAT_SLOT, SCOPE_SERVING);
      if (fat !== undefined) {
        const needed =
          rule.fatDisclosure === 'unless_low_fat'
            ? !anyHeld(plan.lowFat)
            : disclosure.exceeded.includes('total_fat');
        if (needed) conditions.push(`Contains ${declaredFat(fat)} g total fat per serving.`);
      } else if (rule.fatDisclosure === 'unless_low_fat') {
        warnings.push(
          `"${rule.text}" must disclose total fat unless the food is low fat; total fat is not given.`,
        );
      }
    }
    if (rule.conditions !== undefined) conditions.push(...rule.conditions);
    if (statement !== undefined) conditions.push(statement);
    if (planned.freeOrLow) freeOrLow = true;
    const claim: NutrientClaim =
      conditions.length > 0
        ? { id: rule.id, text: rule.text, nutrient: rule.nutrient, basis: planned.basis, conditions }
        : { id: rule.id, text: rule.text, nutrient: rule.nutrient, basis: planned.basis };
    claims.push(explain ? { ...claim, explain: explainPlanned(planned) } : claim);
  }
  if (disclosure !== undefined && disclosure.unknown.length > 0) {
    warnings.push(
      `No data for ${disclosure.unknown.join(', ')}: the 101.13(h) disclosure statement could not be checked for it.`,
    );
  }
  if (freeOrLow) warnings.push(INHERENT_WARNING);
  return claims;
}

const SCOPE_NAMES = ['serving', 'RACC', '50 g', '100 g'] as const;
const OP_SIGNS = ['<', '≤', '≥', '>'] as const;

/** Why a planned nutrient content claim held: its rule, basis and every check with the amount read. */
function explainPlanned(planned: PlannedRule): ClaimExplanation {
  return {
    rule: planned.rule.cite,
    basis: planned.basis,
    conditions: planned.checks.map((c) => ({
      measure: `${c.metric} per ${SCOPE_NAMES[c.scope]}`,
      op: OP_SIGNS[c.op]!,
      threshold: c.value,
      amount: readAmount(c.slot, c.scope) ?? Number.NaN,
    })),
  };
}

/** %DV at every scope reaches the bound (an unknown amount never does). */
function pctHolds(check: PctCheck): boolean {
  for (let i = 0; i < check.scopes.length; i++) {
    const a = readAmount(check.slot, check.scopes[i] as number);
    if (a === undefined || !((a / check.dv) * 100 >= check.bound)) return false;
  }
  return true;
}

function healthRuleHolds(
  rule: PlannedHealthRule,
  ctx: ClaimContext,
  foodTypes: { mask: number },
  pending: string[],
): boolean {
  for (const req of rule.requires) {
    switch (req.kind) {
      case 'claims':
        if (!anyHeld(req.rows)) return false;
        break;
      case 'food_type': {
        if (foodTypes.mask < 0) foodTypes.mask = foodTypeMask(ctx.facts.ingredientNames ?? []);
        if ((foodTypes.mask & req.mask) === 0) return false;
        break;
      }
      case 'limits':
        if (!checksHold(req.checks)) return false;
        break;
      case 'not_more_than': {
        const a = readAmount(req.a, SCOPE_SERVING);
        const b = readAmount(req.b, SCOPE_SERVING);
        if (a === undefined || b === undefined) pending.push(req.message);
        else if (!(a <= b + 1e-9 * Math.max(1, Math.abs(b)))) return false;
        break;
      }
    }
  }
  return true;
}

function healthClaims(plan: ClaimPlan, ctx: ClaimContext, warnings: string[]): HealthClaim[] {
  const { exceeded, unknown } = exceededLevels(plan.disqualifying);
  if (exceeded.length > 0) return [];
  if (unknown.length > 0) {
    warnings.push(
      `Health claims were not evaluated: no data for ${unknown.join(', ')} (disqualifying levels, ${plan.disqualifyingCite}).`,
    );
    return [];
  }
  if (!plan.tenPercent.some((c) => pctHolds(c))) return [];
  const foodTypes = { mask: -1 };
  const claims: HealthClaim[] = [];
  const caveats = new Set<string>();
  for (const planned of plan.health) {
    const pending: string[] = [];
    if (!healthRuleHolds(planned, ctx, foodTypes, pending)) continue;
    for (const m of pending) caveats.add(m);
    const rule = planned.rule;
    if (rule.caveat !== undefined) caveats.add(rule.caveat);
    const text =
      planned.addendum !== undefined && checksHold(planned.addendum) ? planned.textWithAddendum : rule.text;
    claims.push({ id: rule.id, text, nutrients: rule.nutrients, citation: rule.cite });
  }
  warnings.push(...caveats);
  return claims;
}

function structureFunctionClaims(plan: ClaimPlan, warnings: string[]): StructureFunctionClaim[] {
  const claims: StructureFunctionClaim[] = [];
  for (const planned of plan.sf) {
    const hit = planned.nutrients.find(pctHolds);
    if (hit === undefined) continue;
    if (hit.nutrient === 'protein') warnings.push(PROTEIN_SF_CAVEAT);
    claims.push({ id: planned.rule.id, text: planned.rule.text, nutrient: hit.nutrient });
  }
  return claims;
}

/**
 * Evaluates the FDA nutrient content claims, authorized health claims and structure/function
 * statements a food qualifies for.
 *
 * Per-RACC amounts are `per100g × RACC grams / 100` (volume RACCs: 1 mL taken as 1 g); a small
 * RACC (≤ 30 g or ≤ 2 tbsp) adds the per-50 g tests. `main_dish` / `meal` switch to the
 * 101.13(l)/(m) basis (per 100 g and per labelled serving).
 *
 * @param facts - unrounded amounts per serving and per 100 g, serving size, RACC category, ingredients
 * @returns the claims with their required statements, and the caveats to show
 * @example
 * evaluateFdaClaims({
 *   perServing: { energy_kcal: 4, total_fat: 0, sodium: 130 },
 *   per100g: { energy_kcal: 4 / 2.45, total_fat: 0, sodium: 130 / 2.45 },
 *   servingSizeGrams: 245,
 *   category: 'soups',
 * }).claims.map((c) => c.id) // includes 'calorie_free', 'fat_free', 'low_sodium'
 */
export function evaluateFdaClaims(facts: ClaimFacts): ClaimEvaluation {
  const warnings: string[] = [];
  const ctx = buildClaimContext(facts, warnings);
  const plan = planFor(ctx);
  startReading(facts, ctx.raccGrams ?? 0);
  const claims = nutrientClaims(plan, warnings, facts.explain === true);
  const health = healthClaims(plan, ctx, warnings);
  const sf = structureFunctionClaims(plan, warnings);
  return { claims, healthClaims: health, structureFunctionClaims: sf, warnings };
}
