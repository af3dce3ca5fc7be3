/**
 * The claim context: which basis the rules read (RACC, labelled serving, per 50 g, per 100 g),
 * derived once from the facts, and the amount lookup every rule goes through.
 *
 * @module
 */
import type { NutrientKey } from '../../../nutrients/catalog';
import { fdaCategoryKey, fdaCategoryNote } from '../../product-categories';
import { FDA_MEAL_TYPE_CATEGORIES, isSmallRacc, raccFor } from '../racc';
import type { ClaimFacts, Comparison, Metric, ProductKind, Scope } from './types';

/** The facts plus the derived basis. */
export interface ClaimContext {
  readonly facts: ClaimFacts;
  readonly kind: ProductKind;
  /** The valid category key, when one was given. */
  readonly category?: string;
  /** RACC in grams for an individual food with a known category; undefined otherwise. */
  readonly raccGrams?: number;
  /** RACC ≤ 30 g or ≤ 2 tbsp: per-50 g scopes apply. */
  readonly small: boolean;
}

const isMealType = (c: string): c is (typeof FDA_MEAL_TYPE_CATEGORIES)[number] =>
  (FDA_MEAL_TYPE_CATEGORIES as readonly string[]).includes(c);

/**
 * Derives the claim basis from the facts, appending caveats to `warnings`.
 *
 * @param facts - the evaluator input
 * @param warnings - receives the basis warnings (no category, unknown category, volume RACC, short serving)
 * @returns the context the rules are evaluated in
 * @example buildClaimContext({ perServing: {}, per100g: {}, servingSizeGrams: 30, category: 'cookies' }, []).small // true
 */
export function buildClaimContext(facts: ClaimFacts, warnings: string[]): ClaimContext {
  // A Canadian key (api.md §3) reads the RACC row of the same food.
  const category = facts.category === undefined ? undefined : fdaCategoryKey(facts.category);
  const canadianOnly = facts.category === undefined ? undefined : fdaCategoryNote(facts.category);
  if (canadianOnly !== undefined) {
    warnings.push(canadianOnly);
    return { facts, kind: 'individual', small: false };
  }
  if (category === undefined) {
    warnings.push(
      'Claims are evaluated on the labelled serving because no RACC category was given; ' +
        'FDA claim criteria apply per reference amount (21 CFR 101.12(b)), so set a category before using them.',
    );
    return { facts, kind: 'individual', small: false };
  }
  const entry = raccFor(category);
  if (entry === undefined) {
    warnings.push(
      `Unknown RACC category "${category}"; claims are evaluated on the labelled serving instead (21 CFR 101.12(b)).`,
    );
    return { facts, kind: 'individual', small: false };
  }
  if (isMealType(category)) {
    const minimum = entry.grams ?? 0;
    if (facts.servingSizeGrams < minimum) {
      warnings.push(
        `A ${category === 'meal' ? 'meal' : 'main dish'} product must weigh at least ${minimum} g per labelled serving ` +
          `(${entry.cite}); this serving is ${facts.servingSizeGrams} g, so the ${category.replace('_', ' ')} claim rules may not apply.`,
      );
    }
    warnings.push(
      'Good source / high claims on meals and main dishes must name the ingredient food that qualifies ' +
        '(21 CFR 101.54(b)(2), (c)(2)); they are not evaluated for this product.',
    );
    return { facts, kind: category, category, small: false };
  }
  let raccGrams = entry.grams;
  if (raccGrams === undefined) {
    raccGrams = entry.ml ?? 0;
    warnings.push(
      `The RACC of "${category}" is a volume (${entry.ml} mL); claims assume a density of 1 g/mL (${raccGrams} g).`,
    );
  }
  return { facts, kind: 'individual', category, raccGrams, small: isSmallRacc(entry) };
}

/** Amount per 100 g of food, from per-100 g data or else scaled from the serving. */
function per100(ctx: ClaimContext, key: NutrientKey): number | undefined {
  const { per100g, perServing, servingSizeGrams } = ctx.facts;
  const a = per100g[key];
  if (a !== undefined) return a;
  const s = perServing[key];
  return s !== undefined && servingSizeGrams > 0 ? (s * 100) / servingSizeGrams : undefined;
}

function nutrientAt(ctx: ClaimContext, key: NutrientKey, scope: Scope): number | undefined {
  if (scope === 'serving' || (scope === 'racc' && ctx.raccGrams === undefined)) {
    const s = ctx.facts.perServing[key];
    if (s !== undefined) return s;
    const p = per100(ctx, key);
    return p === undefined ? undefined : (p * ctx.facts.servingSizeGrams) / 100;
  }
  const p = per100(ctx, key);
  if (p === undefined || scope === '100g') return p;
  return (p * (scope === 'racc' ? (ctx.raccGrams ?? 0) : 50)) / 100;
}

function pctOfKcal(fat: number | undefined, kcal: number | undefined): number | undefined {
  if (fat === undefined || kcal === undefined) return undefined;
  if (kcal <= 0) return fat <= 0 ? 0 : Number.POSITIVE_INFINITY;
  return ((fat * 9) / kcal) * 100;
}

/**
 * The amount of a metric at a scope, or undefined when the data is missing.
 *
 * @example amountAt(ctx, 'total_fat', 'racc') // per100g.total_fat × RACC g / 100
 */
export function amountAt(ctx: ClaimContext, metric: Metric, scope: Scope): number | undefined {
  if (metric === 'pct_kcal_fat') {
    return pctOfKcal(nutrientAt(ctx, 'total_fat', scope), nutrientAt(ctx, 'energy_kcal', scope));
  }
  if (metric === 'pct_kcal_sat_fat') {
    return pctOfKcal(nutrientAt(ctx, 'saturated_fat', scope), nutrientAt(ctx, 'energy_kcal', scope));
  }
  return nutrientAt(ctx, metric, scope);
}

/** Scopes that apply in this context: per 50 g only for a small RACC. */
export function scopeApplies(ctx: ClaimContext, scope: Scope): boolean {
  return scope !== 'per50g' || ctx.small;
}

/**
 * Compares with a relative tolerance of 1e-9, so an amount exactly at a regulatory limit that
 * picked up binary noise while being scaled (per 100 g → per RACC) still counts as at the limit.
 *
 * @example compare(2.8000000000000003, 'ge', 2.8) // true
 */
export function compare(amount: number, op: Comparison, value: number): boolean {
  const eps = 1e-9 * Math.max(1, Math.abs(value));
  switch (op) {
    case 'lt':
      return amount < value - eps;
    case 'le':
      return amount <= value + eps;
    case 'ge':
      return amount >= value - eps;
    case 'gt':
      return amount > value + eps;
  }
}
