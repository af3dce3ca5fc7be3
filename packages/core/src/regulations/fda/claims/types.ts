/**
 * Input, output and rule-table types of the FDA claim evaluator.
 *
 * @module
 */
import type { ClaimBasis, HealthClaim, NutrientClaim, StructureFunctionClaim } from '../../../label/types';
import type { NutrientKey, NutrientValues } from '../../../nutrients/catalog';
import type { Metric, Scope } from '../../_lib/scoped-amounts';

/** What the claim evaluator needs to know about a food. */
export interface ClaimFacts {
  /** Unrounded nutrient amounts per labelled serving. */
  readonly perServing: NutrientValues;
  /** Unrounded nutrient amounts per 100 g of finished food. */
  readonly per100g: NutrientValues;
  readonly servingSizeGrams: number;
  /** RACC category key (FDA_RACC), or 'main_dish' / 'meal'. Absent ⇒ the labelled serving is the basis (a warning is returned). */
  readonly category?: string;
  /** Ingredient names, for the food-type eligibility of health claims 101.76–101.78. */
  readonly ingredientNames?: readonly string[];
  /** With `explain` (api.md §14): nutrient content claims carry the thresholds and amounts they held on. */
  readonly explain?: boolean;
}

/** Everything the evaluator found, plus the caveats the caller must show. */
export interface ClaimEvaluation {
  claims: NutrientClaim[];
  healthClaims: HealthClaim[];
  structureFunctionClaims: StructureFunctionClaim[];
  warnings: string[];
}

/** How the claim rules see the product: an individual food, or a 101.13(l)/(m) meal / main dish. */
export type ProductKind = 'individual' | 'main_dish' | 'meal';

/**
 * Where an amount is measured: per RACC, per labelled serving, per 50 g (only applied when the
 * RACC is small), per 100 g. Without a RACC (no category, meals, main dishes) `racc` reads the
 * labelled serving.
 */
/** A nutrient amount, or a share of calories (percent) computed at the same scope. */
export type { Metric, Scope };

/** Comparison of the measured amount with the rule value: <, ≤, ≥, >. */
export type Comparison = 'lt' | 'le' | 'ge' | 'gt';

/** One numeric condition, which must hold at every listed scope. */
export interface Limit {
  readonly metric: Metric;
  readonly op: Comparison;
  readonly value: number;
  readonly at: readonly Scope[];
}

/** The conditions of a claim for one kind of product, and the basis reported on the claim. */
export interface ClaimCriteria {
  readonly limits: readonly Limit[];
  readonly basis: ClaimBasis;
}

/** A nutrient content claim rule (one row of a claim table). */
export interface NutrientClaimRule {
  /** Claim id (snake_case). Several rows may share an id when their applicability is disjoint. */
  readonly id: string;
  readonly text: string;
  readonly nutrient: NutrientKey;
  readonly cite: string;
  readonly mark?: 'unverified';
  /** Criteria for individual foods; absent ⇒ the claim is not defined for them. */
  readonly individual?: ClaimCriteria;
  /** Criteria for meals and main dishes; absent ⇒ the claim is not defined for them. */
  readonly mealOrMainDish?: ClaimCriteria;
  /** Individual foods only: the rule applies only to these RACC categories. */
  readonly categories?: readonly string[];
  /** A statement that depends on whether another claim (by id) holds for the same food. */
  readonly statement?: { readonly ifClaim: string; readonly whenHolds: string; readonly otherwise: string };
  /** Disclose total fat per serving: unless the food is low fat (fiber claims), or above the disclosure level (cholesterol claims). */
  readonly fatDisclosure?: 'unless_low_fat' | 'above_disclosure_level';
  /** Further statements the claim always carries. */
  readonly conditions?: readonly string[];
}

/** The four nutrients of the disclosure (101.13(h)) and disqualifying (101.14(a)(4)) levels. */
export type LevelNutrient = 'total_fat' | 'saturated_fat' | 'cholesterol' | 'sodium';

/** Levels that must not be exceeded at any of the scopes. */
export interface LevelSet {
  readonly levels: { readonly [K in LevelNutrient]: number };
  readonly at: readonly Scope[];
  readonly cite: string;
  readonly mark?: 'unverified';
}

/** Food groups of the 101.76–101.78 eligibility tests. */
export type FoodType = 'grain' | 'fruit' | 'vegetable';

/** One eligibility condition of a health claim. */
export type HealthRequirement =
  /** A nutrient claim (by id) holds; for fish/game-meat categories `forFishAndGame` replaces it (e.g. extra lean). */
  | { readonly kind: 'claim'; readonly claimId: string; readonly forFishAndGame?: string }
  /** At least one of these nutrient claims holds (e.g. good source or high). */
  | { readonly kind: 'any_claim'; readonly claimIds: readonly string[] }
  /** The ingredients include a food of one of these types. */
  | { readonly kind: 'food_type'; readonly types: readonly FoodType[] }
  /** Numeric conditions. */
  | { readonly kind: 'limits'; readonly limits: readonly Limit[] }
  /** `metric` ≤ `other` per serving, checked only when both are known (a warning otherwise). */
  | { readonly kind: 'not_more_than'; readonly metric: NutrientKey; readonly other: NutrientKey };

/** An authorized health claim rule. */
export interface HealthClaimRule {
  readonly id: string;
  /** Paraphrased model claim (spec §6.2), not the CFR model text. */
  readonly text: string;
  readonly nutrients: readonly NutrientKey[];
  readonly cite: string;
  readonly mark?: 'unverified';
  readonly requires: readonly HealthRequirement[];
  /** Text appended when the limits hold (e.g. the 101.72 statement for > 400 mg calcium). */
  readonly addendum?: {
    readonly limits: readonly Limit[];
    readonly text: string;
    readonly mark?: 'unverified';
  };
  /** Caveat added to the warnings whenever the claim is returned. */
  readonly caveat?: string;
}

/** A structure/function statement rule (engine policy table, spec §7). */
export interface StructureFunctionRule {
  readonly id: string;
  readonly text: string;
  /** The statement is proposed when any of these nutrients reaches the trigger. */
  readonly nutrients: readonly NutrientKey[];
}
