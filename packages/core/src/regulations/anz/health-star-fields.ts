/**
 * The recipe's Health Star Rating fields (api.md §13) read by the ANZ format: the rating's input when
 * they name a category (`hsrCategory`, or the category of the product kind `hsrProduct`), and a warning
 * when they give shares or water but no category (no category is assumed, api.md §13; anz.md §6).
 *
 * @module
 */
import type { HsrInputs } from '../../schemas/recipe';
import { wordList } from '../_lib/word-list';
import type { HealthStarInput } from './health-star-rating';
import { HSR_AUTOMATIC } from './health-star-tables';

/**
 * The rating's input but the amounts: none without a category or a product kind (a kind belongs to one;
 * one that differs from `hsrCategory` is refused before, `hsrProductIssue`).
 */
export function hsrRatingInput(fields: HsrInputs | undefined): Omit<HealthStarInput, 'per100'> | undefined {
  if (fields === undefined) return undefined;
  const { hsrCategory, hsrProduct, fvnlPercent, concentratedFvPercent, hsrAddedWater } = fields;
  const category = hsrCategory ?? (hsrProduct === undefined ? undefined : HSR_AUTOMATIC[hsrProduct].category);
  if (category === undefined) return undefined;
  return {
    category,
    ...(fvnlPercent === undefined ? {} : { fvnlPercent }),
    ...(concentratedFvPercent === undefined ? {} : { concentratedFvPercent }),
    ...(hsrProduct === undefined ? {} : { product: hsrProduct }),
    ...(hsrAddedWater === undefined ? {} : { addedWater: hsrAddedWater }),
  };
}

/** The fields that only adjust a rating: alone they make none. */
const ADJUSTING = ['fvnlPercent', 'concentratedFvPercent', 'hsrAddedWater'] as const;

/**
 * Why no rating is given for the shares or water the recipe gives, when it names no category.
 *
 * @example unratedHsrWarning({ fvnlPercent: 40 }) // "No Health Star Rating: fvnlPercent was given, but …"
 */
export function unratedHsrWarning(fields: HsrInputs | undefined): string | undefined {
  if (fields === undefined || hsrRatingInput(fields) !== undefined) return undefined;
  const given = ADJUSTING.filter((field) => fields[field] !== undefined);
  if (given.length === 0) return undefined;
  const were = given.length === 1 ? 'was' : 'were';
  return `No Health Star Rating: ${wordList(given, 'and')} ${were} given, but the rating needs its category, hsrCategory or hsrProduct (no category is assumed; api.md §13, anz.md §6).`;
}
