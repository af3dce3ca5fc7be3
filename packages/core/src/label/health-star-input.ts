/**
 * The recipe's Health Star Rating fields (api.md §13), handed to the format as given: the format decides
 * whether they make a rating, and says why when they do not.
 *
 * @module
 */

import type { ClaimInput } from '../regulations/regulation';
import type { HsrInputs } from '../schemas/recipe';

/** The `hsr` of the claim input: the fields the recipe gives, none when it gives none. */
export function hsrInputOf(recipe: HsrInputs): Pick<ClaimInput, 'hsr'> {
  const hsr: HsrInputs = {
    ...(recipe.hsrCategory === undefined ? {} : { hsrCategory: recipe.hsrCategory }),
    ...(recipe.hsrProduct === undefined ? {} : { hsrProduct: recipe.hsrProduct }),
    ...(recipe.fvnlPercent === undefined ? {} : { fvnlPercent: recipe.fvnlPercent }),
    ...(recipe.concentratedFvPercent === undefined
      ? {}
      : { concentratedFvPercent: recipe.concentratedFvPercent }),
    ...(recipe.hsrAddedWater === undefined ? {} : { hsrAddedWater: recipe.hsrAddedWater }),
  };
  return Object.keys(hsr).length === 0 ? {} : { hsr };
}
