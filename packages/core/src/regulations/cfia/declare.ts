/**
 * CFIA declared amounts: the rounding of rounding-rules.ts with its "free of" zero tiers
 * decided on the whole column (per serving of stated size).
 *
 * @module
 */
import type { NutrientKey, NutrientValues } from '../../nutrients/catalog';
import { applyRoundingRule, type Rounded } from '../../rounding/rounding-rule';
import { type Amounts, amountsOf, ruleHolds } from '../_lib/claim-rules';
import { CFIA_MACRO_CLAIM_RULES } from './content-claims';
import { CFIA_ROUNDING } from './rounding-rules';

const ZERO: Rounded = { value: 0, lessThan: false };
const OTHER_FATS: readonly NutrientKey[] = [
  'saturated_fat',
  'trans_fat',
  'polyunsaturated_fat',
  'monounsaturated_fat',
];

const RULES_BY_ID = new Map(CFIA_MACRO_CLAIM_RULES.map((r) => [r.id, r]));
/** Free-claim results per column object (columns are never mutated): several rows ask the same question. */
const FREE_CACHE = new WeakMap<NutrientValues, FreeColumn>();
/** The last column looked up (a label asks about the same column several times in a row). */
let recentValues: NutrientValues | undefined;
let recentColumn: FreeColumn | undefined;

interface FreeColumn {
  readonly view: Amounts;
  readonly held: Map<string, boolean>;
}

/**
 * True when the food meets the "free of" claim `id` on these amounts. Saturated and trans fat
 * without data count as 0 g, as the label declares them.
 */
export function cfiaMeetsFreeClaim(id: string, values: NutrientValues): boolean {
  let column = values === recentValues ? recentColumn : FREE_CACHE.get(values);
  if (column === undefined) {
    column = { view: amountsOf(freeView(values)), held: new Map() };
    FREE_CACHE.set(values, column);
  }
  recentValues = values;
  recentColumn = column;
  let held = column.held.get(id);
  if (held === undefined) {
    const rule = RULES_BY_ID.get(id);
    held = rule !== undefined && ruleHolds(rule, column.view, 'solid');
    column.held.set(id, held);
  }
  return held;
}

/** The amounts the "free of" rules read (sat and trans without data count as 0 g). */
function freeView(v: NutrientValues): NutrientValues {
  return {
    energy_kcal: v.energy_kcal,
    total_fat: v.total_fat,
    saturated_fat: v.saturated_fat ?? 0,
    trans_fat: v.trans_fat ?? 0,
    cholesterol: v.cholesterol,
    sodium: v.sodium,
    total_sugars: v.total_sugars,
  };
}

/**
 * The declared amount of a nutrient on a Canadian Nutrition Facts table.
 *
 * @param values - every unrounded amount of the serving (for the "free of" conditions);
 *   defaults to this nutrient alone
 * @example declareCfia('sodium', 143, { sodium: 143 }) // { value: 140, lessThan: false }
 * @example declareCfia('total_fat', 0.34, { total_fat: 0.34 }) // 0 g: the food is fat-free
 */
export function declareCfia(key: NutrientKey, amount: number, values?: NutrientValues): Rounded {
  const entry = CFIA_ROUNDING[key];
  if (entry === undefined) return { value: amount, lessThan: false };
  const zero = entry.zeroWhenFree;
  if (zero !== undefined && amount < zero.below) {
    const column = values ?? { [key]: amount };
    if (
      cfiaMeetsFreeClaim(zero.freeClaim, column) &&
      (key !== 'total_fat' || otherFatsDeclaredZero(column))
    ) {
      return ZERO;
    }
  }
  return applyRoundingRule(amount, entry.rule);
}

/** Fat is "0 g" only when saturated, trans and any other fatty acid shown are "0 g" too (B.01.401 item 3). */
function otherFatsDeclaredZero(values: NutrientValues): boolean {
  return OTHER_FATS.every((k) => {
    const v = values[k];
    return v === undefined || declareCfia(k, v, values).value === 0;
  });
}
