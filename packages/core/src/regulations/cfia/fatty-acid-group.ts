/**
 * FDR B.01.402(3)(a) ✔ (regulations-intl.md §1.1): once polyunsaturated fat, or any of the groups
 * omega-6, omega-3 and monounsaturated fat, is in the Nutrition Facts table, the amounts of all
 * three groups must be in it. The group prints when the data gives polyunsaturated fat and the
 * three groups (the short names "Omega-6" / "Omega-3" are those allowed beside polyunsaturated
 * fat, items 6–7 column 2(1)); otherwise none of them prints, with a warning naming what is missing.
 *
 * @module
 */
import { NUTRIENTS, type NutrientKey } from '../../nutrients/catalog';
import { slotOf } from '../../nutrients/nutrient-slots';
import type { RowReview } from '../regulation';

/** The rule as data. */
export const CFIA_FATTY_ACID_GROUP = {
  /** Any of these in the table brings the whole group. */
  triggers: ['polyunsaturated_fat', 'omega_6_fat', 'omega_3_fat', 'monounsaturated_fat'],
  /** Printed together or not at all (polyunsaturated fat for the short omega names). */
  members: ['polyunsaturated_fat', 'omega_6_fat', 'omega_3_fat', 'monounsaturated_fat'],
  cite: 'FDR B.01.402(3)(a)',
} as const satisfies { triggers: readonly NutrientKey[]; members: readonly NutrientKey[]; cite: string };

const TRIGGER_SLOTS = CFIA_FATTY_ACID_GROUP.triggers.map(slotOf);
const MEMBERS = CFIA_FATTY_ACID_GROUP.members.map((key) => ({ key, slot: slotOf(key) }));
const OMITTED: ReadonlySet<NutrientKey> = new Set(CFIA_FATTY_ACID_GROUP.members);

/**
 * The group's rows to leave off, with the reason, or undefined when the group prints whole or
 * not at all for lack of any data.
 *
 * @param perServing - unrounded amounts per serving by slot (NaN: no data)
 */
export function reviewFattyAcidGroup(perServing: readonly number[]): RowReview | undefined {
  let given = 0;
  for (let i = 0; i < MEMBERS.length; i++) if (!Number.isNaN(perServing[MEMBERS[i]!.slot]!)) given |= 1 << i;
  let triggered = false;
  for (const slot of TRIGGER_SLOTS) if (!Number.isNaN(perServing[slot]!)) triggered = true;
  if (!triggered || given === ALL) return undefined;
  // One review per combination of members with data (16 at most), built once.
  let review = REVIEWS[given];
  if (review === undefined) {
    const missing = MEMBERS.filter((_, i) => (given & (1 << i)) === 0).map((m) =>
      NUTRIENTS[m.key].name.toLowerCase(),
    );
    review = {
      omit: OMITTED,
      warnings: [
        `Polyunsaturated, omega-6, omega-3 and monounsaturated fat are left off the Nutrition Facts table: ` +
          `${CFIA_FATTY_ACID_GROUP.cite} requires omega-6, omega-3 and monounsaturated fat together once any ` +
          `of them or polyunsaturated fat is shown, and no ingredient gives ${missing.join(', ')}.`,
      ],
    };
    REVIEWS[given] = review;
  }
  return review;
}

const ALL = (1 << MEMBERS.length) - 1;
const REVIEWS: (RowReview | undefined)[] = [];
