/**
 * Test only: a frozen copy of the original (unoptimised) FDA claim evaluator, the oracle of the
 * differential property test in evaluate-fda-claims.reference.test.ts. Not exported from the
 * package; do not change it when the rule semantics change on purpose — update or drop it.
 *
 * @module
 */
import type { HealthClaim, NutrientClaim, StructureFunctionClaim } from '../../src/label/types';
import { NUTRIENTS, type NutrientKey } from '../../src/nutrients/catalog';
import {
  amountAt,
  buildClaimContext,
  type ClaimContext,
  compare,
  scopeApplies,
} from '../../src/regulations/fda/claims/claim-context';
import {
  DISCLOSURE_LEVELS,
  DISQUALIFYING_LEVELS,
  disclosureStatement,
} from '../../src/regulations/fda/claims/disclosure-levels';
import { detectFoodTypes } from '../../src/regulations/fda/claims/food-types';
import { HEALTH_CLAIM_RULES, TEN_PERCENT_RULE } from '../../src/regulations/fda/claims/health-claim-rules';
import {
  FISH_AND_GAME_CATEGORIES,
  FREE_AND_LOW_RULES,
  LEAN_RULES,
} from '../../src/regulations/fda/claims/nutrient-content-rules';
import { NUTRIENT_LEVEL_RULES } from '../../src/regulations/fda/claims/nutrient-level-rules';
import {
  PROTEIN_SF_CAVEAT,
  STRUCTURE_FUNCTION_RULES,
  STRUCTURE_FUNCTION_TRIGGER,
} from '../../src/regulations/fda/claims/structure-function-rules';
import type {
  ClaimCriteria,
  ClaimEvaluation,
  ClaimFacts,
  HealthClaimRule,
  HealthRequirement,
  LevelNutrient,
  LevelSet,
  Limit,
  NutrientClaimRule,
  Scope,
} from '../../src/regulations/fda/claims/types';
import { FDA_DAILY_VALUES } from '../../src/regulations/fda/daily-values';
import { roundToIncrement } from '../../src/rounding/round-to-increment';

/** Every nutrient content claim rule, in output order (same as the evaluator's). */
const FDA_NUTRIENT_CLAIM_RULES: readonly NutrientClaimRule[] = [
  ...FREE_AND_LOW_RULES,
  ...LEAN_RULES,
  ...NUTRIENT_LEVEL_RULES,
];

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

function limitHolds(ctx: ClaimContext, limit: Limit): boolean {
  return limit.at.every((scope) => {
    if (!scopeApplies(ctx, scope)) return true;
    const amount = amountAt(ctx, limit.metric, scope);
    return amount !== undefined && Number.isFinite(amount) && compare(amount, limit.op, limit.value);
  });
}

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

/** The criteria under which the rule holds for this food, if any. */
function holdingCriteria(ctx: ClaimContext, rule: NutrientClaimRule): ClaimCriteria | undefined {
  const criteria = criteriaFor(ctx, rule);
  return criteria?.limits.every((l) => limitHolds(ctx, l)) ? criteria : undefined;
}

/** Nutrients above the levels at any applicable scope; `unknown` lists those without data. */
function exceededLevels(
  ctx: ClaimContext,
  set: LevelSet,
): { exceeded: LevelNutrient[]; unknown: LevelNutrient[] } {
  const exceeded: LevelNutrient[] = [];
  const unknown: LevelNutrient[] = [];
  for (const [nutrient, level] of Object.entries(set.levels) as [LevelNutrient, number][]) {
    const scopes = set.at.filter((s) => scopeApplies(ctx, s));
    const amounts = scopes.map((s) => amountAt(ctx, nutrient, s));
    if (amounts.some((a) => a === undefined)) unknown.push(nutrient);
    if (amounts.some((a) => a !== undefined && compare(a, 'gt', level))) exceeded.push(nutrient);
  }
  return { exceeded, unknown };
}

function pctDvAt(ctx: ClaimContext, key: NutrientKey, scope: Scope): number | undefined {
  const dv = FDA_DAILY_VALUES[key]?.amount;
  const amount = amountAt(ctx, key, scope);
  return dv === undefined || amount === undefined ? undefined : (amount / dv) * 100;
}

/** A context plus a memoised "does the claim with this id hold?" lookup. */
interface Evaluation {
  readonly ctx: ClaimContext;
  readonly holds: (id: string) => boolean;
}

function evaluation(ctx: ClaimContext): Evaluation {
  const held = new Map<string, boolean>();
  const holds = (id: string): boolean => {
    let h = held.get(id);
    if (h === undefined) {
      h = FDA_NUTRIENT_CLAIM_RULES.some((r) => r.id === id && holdingCriteria(ctx, r) !== undefined);
      held.set(id, h);
    }
    return h;
  };
  return { ctx, holds };
}

function fatCondition(
  ev: Evaluation,
  rule: NutrientClaimRule,
  exceeded: readonly LevelNutrient[],
): string | undefined {
  const fat = amountAt(ev.ctx, 'total_fat', 'serving');
  if (fat === undefined || rule.fatDisclosure === undefined) return undefined;
  const needed =
    rule.fatDisclosure === 'unless_low_fat' ? !ev.holds('low_fat') : exceeded.includes('total_fat');
  return needed ? `Contains ${declaredFat(fat)} g total fat per serving.` : undefined;
}

function nutrientClaims(ev: Evaluation, warnings: string[]): NutrientClaim[] {
  const { ctx } = ev;
  const disclosure = exceededLevels(ctx, DISCLOSURE_LEVELS[ctx.kind]);
  const statement = disclosure.exceeded.length > 0 ? disclosureStatement(disclosure.exceeded) : undefined;
  const claims: NutrientClaim[] = [];
  for (const rule of FDA_NUTRIENT_CLAIM_RULES) {
    if (claims.some((c) => c.id === rule.id)) continue;
    const criteria = holdingCriteria(ctx, rule);
    if (criteria === undefined) continue;
    const conditions: string[] = [];
    if (rule.statement !== undefined) {
      conditions.push(ev.holds(rule.statement.ifClaim) ? rule.statement.whenHolds : rule.statement.otherwise);
    }
    const fat = fatCondition(ev, rule, disclosure.exceeded);
    if (fat !== undefined) conditions.push(fat);
    if (rule.fatDisclosure === 'unless_low_fat' && amountAt(ctx, 'total_fat', 'serving') === undefined) {
      warnings.push(
        `"${rule.text}" must disclose total fat unless the food is low fat; total fat is not given.`,
      );
    }
    conditions.push(...(rule.conditions ?? []));
    if (statement !== undefined) conditions.push(statement);
    const basis = ctx.raccGrams === undefined && criteria.basis === 'racc' ? 'serving' : criteria.basis;
    claims.push({
      id: rule.id,
      text: rule.text,
      nutrient: rule.nutrient,
      basis,
      ...(conditions.length > 0 ? { conditions } : {}),
    });
  }
  if (claims.length > 0 && disclosure.unknown.length > 0) {
    warnings.push(
      `No data for ${disclosure.unknown.join(', ')}: the 101.13(h) disclosure statement could not be checked for it.`,
    );
  }
  if (claims.some((c) => FREE_AND_LOW_RULES.some((r) => r.id === c.id))) warnings.push(INHERENT_WARNING);
  return claims;
}

function requirementHolds(
  ev: Evaluation,
  req: HealthRequirement,
  foodTypes: ReadonlySet<string>,
  onUnknown: (message: string) => void,
): boolean {
  const { ctx } = ev;
  switch (req.kind) {
    case 'claim': {
      const fishOrGame = ctx.category !== undefined && FISH_AND_GAME_CATEGORIES.includes(ctx.category);
      return ev.holds(fishOrGame && req.forFishAndGame !== undefined ? req.forFishAndGame : req.claimId);
    }
    case 'any_claim':
      return req.claimIds.some((id) => ev.holds(id));
    case 'food_type':
      return req.types.some((t) => foodTypes.has(t));
    case 'limits':
      return req.limits.every((l) => limitHolds(ctx, l));
    case 'not_more_than': {
      const a = amountAt(ctx, req.metric, 'serving');
      const b = amountAt(ctx, req.other, 'serving');
      if (a === undefined || b === undefined) {
        onUnknown(
          `${NUTRIENTS[req.metric].name} must not exceed ${NUTRIENTS[req.other].name.toLowerCase()} ` +
            'for this claim; it could not be checked (no data).',
        );
        return true;
      }
      return compare(a, 'le', b);
    }
  }
}

function meetsTenPercentRule(ctx: ClaimContext): boolean {
  return TEN_PERCENT_RULE.nutrients.some((n) => {
    const pct = pctDvAt(ctx, n, 'racc');
    return pct !== undefined && compare(pct, 'ge', TEN_PERCENT_RULE.minPct);
  });
}

function healthClaims(ev: Evaluation, warnings: string[]): HealthClaim[] {
  const { ctx } = ev;
  const disqualifying = DISQUALIFYING_LEVELS[ctx.kind];
  const { exceeded, unknown } = exceededLevels(ctx, disqualifying);
  if (exceeded.length > 0) return [];
  if (unknown.length > 0) {
    warnings.push(
      `Health claims were not evaluated: no data for ${unknown.join(', ')} (disqualifying levels, ${disqualifying.cite}).`,
    );
    return [];
  }
  if (!meetsTenPercentRule(ctx)) return [];
  const foodTypes = detectFoodTypes(ctx.facts.ingredientNames ?? []);
  const claims: HealthClaim[] = [];
  const caveats = new Set<string>();
  for (const rule of HEALTH_CLAIM_RULES) {
    const pending: string[] = [];
    const ok = rule.requires.every((req) =>
      requirementHolds(ev, req, foodTypes, (m) => pending.push(`${rule.cite}: ${m}`)),
    );
    if (!ok) continue;
    for (const m of pending) caveats.add(m);
    if (rule.caveat !== undefined) caveats.add(rule.caveat);
    claims.push(healthClaim(ev, rule));
  }
  warnings.push(...caveats);
  return claims;
}

function healthClaim(ev: Evaluation, rule: HealthClaimRule): HealthClaim {
  const addendum = rule.addendum;
  const extra = addendum?.limits.every((l) => limitHolds(ev.ctx, l)) ? addendum.text : '';
  return { id: rule.id, text: rule.text + extra, nutrients: rule.nutrients, citation: rule.cite };
}

function structureFunctionClaims(ctx: ClaimContext, warnings: string[]): StructureFunctionClaim[] {
  const claims: StructureFunctionClaim[] = [];
  for (const rule of STRUCTURE_FUNCTION_RULES) {
    const nutrient = rule.nutrients.find((n) =>
      STRUCTURE_FUNCTION_TRIGGER.at.every((scope) => {
        const pct = pctDvAt(ctx, n, scope);
        return pct !== undefined && compare(pct, 'ge', STRUCTURE_FUNCTION_TRIGGER.minPct);
      }),
    );
    if (nutrient === undefined) continue;
    if (nutrient === 'protein') warnings.push(PROTEIN_SF_CAVEAT);
    claims.push({ id: rule.id, text: rule.text, nutrient });
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
 * referenceEvaluateFdaClaims({
 *   perServing: { energy_kcal: 4, total_fat: 0, sodium: 130 },
 *   per100g: { energy_kcal: 4 / 2.45, total_fat: 0, sodium: 130 / 2.45 },
 *   servingSizeGrams: 245,
 *   category: 'soups',
 * }).claims.map((c) => c.id) // includes 'calorie_free', 'fat_free', 'low_sodium'
 */
export function referenceEvaluateFdaClaims(facts: ClaimFacts): ClaimEvaluation {
  const warnings: string[] = [];
  const ctx = buildClaimContext(facts, warnings);
  const ev = evaluation(ctx);
  const claims = nutrientClaims(ev, warnings);
  const health = healthClaims(ev, warnings);
  const sf = structureFunctionClaims(ctx, warnings);
  return { claims, healthClaims: health, structureFunctionClaims: sf, warnings };
}
