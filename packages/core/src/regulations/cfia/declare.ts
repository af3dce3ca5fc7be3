/**
 * CFIA declared amounts: the rounding of rounding-rules.ts with its "free of" zero tiers
 * decided on the whole column (per serving of stated size).
 *
 * @module
 */
import type { ValueExplanation } from '../../label/types';
import { NUTRIENTS, type NutrientKey, type NutrientValues } from '../../nutrients/catalog';
import { emptySlots, slotOf } from '../../nutrients/nutrient-slots';
import { applyRoundingRule, explainRoundingRule, type Rounded } from '../../rounding/rounding-rule';
import { ruleHolds } from '../_lib/claim-rules';
import { explained, explainedAs } from '../_lib/explained';
import { CFIA_MACRO_CLAIM_RULES } from './content-claims';
import { CFIA_ROUNDING, type CfiaRounding } from './rounding-rules';

const ZERO: Rounded = { value: 0, lessThan: false };
const AS_IS = { kind: 'asIs' } as const;
const ZERO_STEP = { kind: 'zero' } as const;
const OTHER_FATS: readonly NutrientKey[] = [
  'saturated_fat',
  'trans_fat',
  'polyunsaturated_fat',
  'omega_6_fat',
  'omega_3_fat',
  'monounsaturated_fat',
];

const RULES_BY_ID = new Map(CFIA_MACRO_CLAIM_RULES.map((r) => [r.id, r]));

/** The amounts the "free of" rules read, by slot: see `loadFreeView`. */
const FREE_VIEW = emptySlots();
/**
 * The column FREE_VIEW was loaded from. A label asks about the same column for several rows, and
 * columns are never changed once built, so the view is loaded once per column.
 */
let freeViewOf: NutrientValues | undefined;

/** The slots the "free of" rules read; saturated and trans fat without data count as 0 g. */
const FREE_VIEW_SLOTS = (
  ['energy_kcal', 'total_fat', 'saturated_fat', 'trans_fat', 'cholesterol', 'sodium', 'total_sugars'] as const
).map((key) => ({ key, slot: slotOf(key), zeroWhenMissing: key === 'saturated_fat' || key === 'trans_fat' }));

function loadFreeView(values: NutrientValues): void {
  FREE_VIEW.fill(Number.NaN);
  for (const { key, slot, zeroWhenMissing } of FREE_VIEW_SLOTS) {
    const value = values[key];
    if (value !== undefined) FREE_VIEW[slot] = value;
    else if (zeroWhenMissing) FREE_VIEW[slot] = 0;
  }
  freeViewOf = values;
}

/**
 * True when the food meets the "free of" claim `id` on these amounts. Saturated and trans fat
 * without data count as 0 g, as the label declares them.
 */
export function cfiaMeetsFreeClaim(id: string, values: NutrientValues): boolean {
  const rule = RULES_BY_ID.get(id);
  if (rule === undefined) return false;
  if (values !== freeViewOf) loadFreeView(values);
  return ruleHolds(rule, FREE_VIEW, 'solid');
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
  if (zeroAsFree(entry, key, amount, values)) return ZERO;
  return applyRoundingRule(amount, entry.rule);
}

/** True when the amount is declared 0 because the food meets the entry's "free of" claim. */
function zeroAsFree(entry: CfiaRounding, key: NutrientKey, amount: number, values?: NutrientValues): boolean {
  const zero = entry.zeroWhenFree;
  if (zero === undefined || !(amount < zero.below)) return false;
  const column = values ?? { [key]: amount };
  return cfiaMeetsFreeClaim(zero.freeClaim, column) && (key !== 'total_fat' || otherFatsDeclaredZero(column));
}

/**
 * Why {@link declareCfia} declares what it does (api.md §14): the "free of" zero, else the tier of the
 * same rounding entry.
 */
export function explainCfia(
  key: NutrientKey,
  amount: number,
  values?: NutrientValues,
): Omit<ValueExplanation, 'dailyValue'> {
  const entry = CFIA_ROUNDING[key];
  if (entry === undefined) return explainedAs(amount, 'FDR B.01.401', 'printed as computed', AS_IS);
  if (zeroAsFree(entry, key, amount, values)) {
    return explainedAs(amount, entry.rule.cite, freeWords(entry.zeroWhenFree!.freeClaim), ZERO_STEP);
  }
  return explained(
    amount,
    explainRoundingRule(amount, entry.rule, key === 'energy_kcal' ? '' : NUTRIENTS[key].unit),
  );
}

/** "the food meets "free of sodium" (…): declare 0", built once per claim. */
const FREE_WORDS = new Map<string, string>();
function freeWords(claim: string): string {
  let words = FREE_WORDS.get(claim);
  if (words === undefined) {
    words = `the food meets "${claim.replace(/_/g, ' ')}" (${RULES_BY_ID.get(claim)?.cite ?? 'FDR B.01.513'}): declare 0`;
    FREE_WORDS.set(claim, words);
  }
  return words;
}

/** Fat is "0 g" only when saturated, trans and any other fatty acid shown are "0 g" too (B.01.401 item 3). */
function otherFatsDeclaredZero(values: NutrientValues): boolean {
  return OTHER_FATS.every((k) => {
    const v = values[k];
    return v === undefined || declareCfia(k, v, values).value === 0;
  });
}
