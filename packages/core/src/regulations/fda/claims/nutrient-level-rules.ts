/**
 * "Good source" and "high" ("excellent source") claims (21 CFR 101.54(b), (c); spec §5.3),
 * built as data from the tier table × every nutrient with an FDA daily value.
 *
 * Excluded: total carbohydrate (101.54(b) excludes it) and the nutrients to limit (fat,
 * saturated fat, cholesterol, sodium, added sugars), for which a "good source" claim is not
 * a beneficial-nutrient claim. Only individual foods: a meal / main dish must name the
 * qualifying ingredient food (101.54(b)(2)), which nutrient data cannot decide.
 *
 * @module
 */
import { NUTRIENT_KEYS, NUTRIENTS, type NutrientKey } from '../../../nutrients/catalog';
import { FDA_DAILY_VALUES } from '../daily-values';
import type { Limit, NutrientClaimRule } from './types';

/** One level of 101.54: share of the DV per RACC, from `minPct` up to (not including) `belowPct`. */
export interface NutrientLevelTier {
  readonly id: 'high' | 'good_source';
  readonly prefix: string;
  readonly minPct: number;
  readonly belowPct?: number;
  readonly cite: string;
}

/** The 101.54 tiers. */
export const NUTRIENT_LEVEL_TIERS: readonly NutrientLevelTier[] = [
  { id: 'good_source', prefix: 'Good source of', minPct: 10, belowPct: 20, cite: '21 CFR 101.54(c)' },
  { id: 'high', prefix: 'Excellent source of', minPct: 20, cite: '21 CFR 101.54(b)' },
];

/** Nutrients with a DV that get no good source / high claim. */
export const NON_CLAIMABLE_DV_NUTRIENTS: readonly NutrientKey[] = [
  'total_carbohydrate',
  'total_fat',
  'saturated_fat',
  'cholesterol',
  'sodium',
  'added_sugars',
];

/** The statement a protein claim carries (101.9(c)(7)(i)). */
export const PROTEIN_CLAIM_CONDITION =
  'Declare the protein %DV, corrected for protein quality (PDCAAS), in the Nutrition Facts (21 CFR 101.9(c)(7)(i)).';

/**
 * The nutrient's name as used inside a claim: lower case except vitamin letters ("vitamin D");
 * dietary fiber is "fiber".
 *
 * @example claimName('vitamin_b12') // 'vitamin B12'
 */
export function claimName(key: NutrientKey): string {
  if (key === 'dietary_fiber') return 'fiber';
  return NUTRIENTS[key].name
    .split(' ')
    .map((w) => (/^[A-Z]\d*$/.test(w) ? w : w.toLowerCase()))
    .join(' ');
}

const claimable = NUTRIENT_KEYS.filter(
  (k) => FDA_DAILY_VALUES[k] !== undefined && !NON_CLAIMABLE_DV_NUTRIENTS.includes(k),
);

function levelRule(key: NutrientKey, tier: NutrientLevelTier, dv: number): NutrientClaimRule {
  const limits: Limit[] = [{ metric: key, op: 'ge', value: (dv * tier.minPct) / 100, at: ['racc'] }];
  if (tier.belowPct !== undefined) {
    limits.push({ metric: key, op: 'lt', value: (dv * tier.belowPct) / 100, at: ['racc'] });
  }
  return {
    id: `${tier.id}_${key}`,
    text: `${tier.prefix} ${claimName(key)}`,
    nutrient: key,
    cite: tier.cite,
    individual: { limits, basis: 'racc' },
    ...(key === 'dietary_fiber' ? { fatDisclosure: 'unless_low_fat' as const } : {}),
    ...(key === 'protein' ? { conditions: [PROTEIN_CLAIM_CONDITION] } : {}),
  };
}

/** Good source / high rules for every claimable DV nutrient, in catalog order. */
export const NUTRIENT_LEVEL_RULES: readonly NutrientClaimRule[] = claimable.flatMap((key) => {
  const dv = FDA_DAILY_VALUES[key]?.amount ?? 0;
  return NUTRIENT_LEVEL_TIERS.map((tier) => levelRule(key, tier, dv));
});
