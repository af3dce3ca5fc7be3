/**
 * The as-prepared column of the Canadian dual format, foods requiring preparation (FDR B.01.406(5),
 * presented per B.01.456; regulations-intl.md §1.1a): beside the food as sold, the food as prepared
 * states its serving, its energy value and the %DV of the nutrients the as-sold column gives as a %DV.
 * No per-container column exists: the other dual format, B.01.406(7), gives other amounts of the food
 * that reflect different uses or units of measurement, chosen by the maker.
 *
 * @module
 */
import type { NutrientKey } from '../../nutrients/catalog';
import { formatAmount } from '../_lib/format-amount';
import { metricServing } from '../_lib/servings';
import type { PackageFacts, PackagePlan, ServingFacts } from '../regulation';

const CITE = 'FDR B.01.406(5)';

/** The as-prepared column's facts, each with its paragraph (CA-FDR, EN and FR consolidated text ✔). */
export const CFIA_AS_PREPARED = {
  cite: CITE,
  /**
   * (5)(a)(iv): the %DV of items 3, 6 to 8, 11 and 13 to 15 of the table to B.01.401 and 14 to 37 of the
   * table to B.01.402 that the as-sold column declares as a %DV. Item 6 (saturated + trans) is carried by
   * the saturated fat row. Item 10 (fibre) is not in the list, in English and French alike.
   */
  percentKeys: new Set<NutrientKey>([
    'total_fat', // item 3
    'saturated_fat', // item 6, the sum of saturated and trans
    'cholesterol', // item 7 (its %DV is optional; the as-sold column here prints none)
    'sodium', // item 8
    'total_sugars', // item 11
    'potassium', // item 13
    'calcium', // item 14
    'iron', // item 15
    // B.01.402 items 14–37
    'vitamin_a',
    'vitamin_c',
    'vitamin_d',
    'vitamin_e',
    'vitamin_k',
    'thiamin',
    'riboflavin',
    'niacin',
    'vitamin_b6',
    'folate',
    'vitamin_b12',
    'biotin',
    'pantothenic_acid',
    'choline',
    'phosphorus',
    'iodine',
    'magnesium',
    'zinc',
    'selenium',
    'copper',
    'manganese',
    'chromium',
    'molybdenum',
    'chloride',
  ]),
  /** (5)(a)(i): "about (naming the serving size) prepared", « environ (la portion indiquée) préparé ». */
  serving: { en: ['about ', ' prepared'], fr: ['environ ', ' préparé'] },
  /** B.01.406(1), (5)(a)(iv): the food "as sold", « tel qu'il est vendu » (the Directory's heading ✖). */
  asSold: { en: 'As sold', fr: 'tel que vendu' },
  /** (6): (5) does not apply to a product intended solely for infants six months to one year of age. */
  excludedFor: { solelyFor: 'infants_6_to_12_months', cite: 'FDR B.01.406(6)' },
} as const;

/**
 * The CFIA package plan: per serving of stated size, and the as-prepared column when asked (B.01.406(5)).
 *
 * @example cfiaPackagePlan({ packageGrams: 430, servingGrams: 43, columns: 'auto', asPrepared: true }).basis
 * // ['serving', 'prepared']
 */
export function cfiaPackagePlan(facts: PackageFacts): PackagePlan {
  const { excludedFor } = CFIA_AS_PREPARED;
  if (facts.asPrepared && facts.canada?.solelyFor === excludedFor.solelyFor)
    return {
      servingGrams: facts.servingGrams,
      basis: ['serving'],
      warnings: [],
      refusals: [
        {
          path: 'options.prepared',
          message: `A product intended solely for infants six months to one year of age carries no as-prepared column (${excludedFor.cite}).`,
        },
      ],
    };
  return {
    servingGrams: facts.servingGrams,
    basis: facts.asPrepared ? ['serving', 'prepared'] : ['serving'],
    warnings: [],
  };
}

/**
 * The serving of the as-prepared column (B.01.406(5)(a)(i)): the household measure of the serving of
 * stated size, "about … prepared"; without one, the metric amount of a serving as prepared.
 *
 * @example cfiaPreparedServing({ servingSizeGrams: 80, servings: 1, form: 'solid', householdMeasure: '1/10 package' })
 * // "about 1/10 package prepared"
 */
export function cfiaPreparedServing(facts: ServingFacts): string {
  const [before, after] = CFIA_AS_PREPARED.serving.en;
  const metric = metricServing(facts.servingSizeGrams, facts.form, facts.densityGPerMl);
  return `${before}${facts.householdMeasure ?? `${formatAmount(metric.amount)} ${metric.unit}`}${after}`;
}

/** The French of {@link cfiaPreparedServing}'s text (« environ … préparé »). */
export function frenchPreparedServing(text: string): string {
  const [enBefore, enAfter] = CFIA_AS_PREPARED.serving.en;
  const [frBefore, frAfter] = CFIA_AS_PREPARED.serving.fr;
  const measure = text.slice(enBefore.length, text.length - enAfter.length);
  return `${frBefore}${measure}${frAfter}`;
}
