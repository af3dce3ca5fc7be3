/**
 * Test helpers: build {@link ClaimFacts} from amounts stated per reference amount, as the
 * spec's claim vectors are written.
 *
 * @module
 */
import type { NutrientValues } from '../src/nutrients/catalog';
import type { ClaimFacts } from '../src/regulations/fda/claims/types';

const scale = (values: NutrientValues, factor: number): NutrientValues =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, (v as number) * factor])) as NutrientValues;

/**
 * Facts for a food whose amounts are given for `basisGrams` of food (the RACC, or the serving
 * the spec quotes), labelled with a serving of `servingSizeGrams`.
 *
 * @example factsFor('cookies', 30, { total_fat: 3 }) // per100g.total_fat = 10, perServing.total_fat = 3
 */
export function factsFor(
  category: string | undefined,
  basisGrams: number,
  amounts: NutrientValues,
  options: { servingSizeGrams?: number; ingredientNames?: readonly string[] } = {},
): ClaimFacts {
  const servingSizeGrams = options.servingSizeGrams ?? basisGrams;
  return {
    perServing: scale(amounts, servingSizeGrams / basisGrams),
    per100g: scale(amounts, 100 / basisGrams),
    servingSizeGrams,
    ...(category === undefined ? {} : { category }),
    ...(options.ingredientNames === undefined ? {} : { ingredientNames: options.ingredientNames }),
  };
}
