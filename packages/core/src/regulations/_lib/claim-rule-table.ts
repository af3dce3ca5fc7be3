/**
 * Builders of claim tables whose rows are thresholds on amounts per 100 g / 100 ml (or per serving):
 * one citation per table, "at most" / "at least" a nutrient for solids and liquids, the same
 * conditions for both forms. Used by the EU (1924/2006 Annex) and ANZ (Schedule 4) tables.
 *
 * @module
 */
import type { NutrientKey } from '../../nutrients/catalog';
import { amount, type Condition, ge, le, type ThresholdClaimRule } from './claim-rules';

/** A row as a table writes it; `unverified` marks a ✖ threshold. */
export interface ClaimRowSpec {
  readonly id: string;
  readonly text: string;
  readonly nutrient: NutrientKey;
  readonly solid?: readonly (readonly Condition[])[];
  readonly liquid?: readonly (readonly Condition[])[];
  readonly unverified?: boolean;
}

/**
 * The row builder of a table whose rows all cite `cite`.
 *
 * @example claimRuleTable('Reg. (EC) 1924/2006 Annex')({ id: 'low_fat', text: 'Low fat', nutrient: 'total_fat', ...atMost('total_fat', 3, 1.5) })
 */
export function claimRuleTable(cite: string): (spec: ClaimRowSpec) => ThresholdClaimRule {
  return (s) => ({
    id: s.id,
    text: s.text,
    nutrient: s.nutrient,
    cite,
    ...(s.unverified ? { mark: 'unverified' as const } : {}),
    ...(s.solid ? { solid: s.solid } : {}),
    ...(s.liquid ? { liquid: s.liquid } : {}),
  });
}

/** The same conditions for solids and liquids. */
export const sameForms = (conditions: readonly Condition[]) => ({
  solid: [conditions],
  liquid: [conditions],
});

/** The nutrient's amount at most `solid` (solids) and `liquid` (liquids; default the same). */
export const atMost = (key: NutrientKey, solid: number, liquid = solid) => ({
  solid: [[le(amount(key), solid)]],
  liquid: [[le(amount(key), liquid)]],
});

/** The nutrient's amount at least `solid` (solids) and `liquid` (liquids; default the same). */
export const atLeast = (key: NutrientKey, solid: number, liquid = solid) => ({
  solid: [[ge(amount(key), solid)]],
  liquid: [[ge(amount(key), liquid)]],
});
