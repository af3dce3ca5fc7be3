/**
 * The recipe's Health Star Rating inputs (api.md §13): its category, or the category of the product kind
 * it declares, with the fvnl shares, the kind and the water of the directions.
 *
 * @module
 */

import { HSR_AUTOMATIC } from '../regulations/anz/health-star-tables';
import type { ClaimInput } from '../regulations/regulation';
import type { Recipe } from '../schemas/recipe';

type HsrFields = Pick<
  Recipe,
  'hsrCategory' | 'hsrProduct' | 'fvnlPercent' | 'concentratedFvPercent' | 'hsrAddedWater'
>;

/**
 * The `hsr` of the claim input: none without a category or a product kind (no category is guessed; a
 * product kind belongs to one). A kind whose category differs from `hsrCategory` is refused before
 * (`hsrProductIssue`).
 */
export function hsrInputOf(recipe: HsrFields): Pick<ClaimInput, 'hsr'> {
  const category =
    recipe.hsrCategory ??
    (recipe.hsrProduct === undefined ? undefined : HSR_AUTOMATIC[recipe.hsrProduct].category);
  if (category === undefined) return {};
  return {
    hsr: {
      category,
      ...(recipe.fvnlPercent === undefined ? {} : { fvnlPercent: recipe.fvnlPercent }),
      ...(recipe.concentratedFvPercent === undefined
        ? {}
        : { concentratedFvPercent: recipe.concentratedFvPercent }),
      ...(recipe.hsrProduct === undefined ? {} : { product: recipe.hsrProduct }),
      ...(recipe.hsrAddedWater === undefined ? {} : { addedWater: recipe.hsrAddedWater }),
    },
  };
}
