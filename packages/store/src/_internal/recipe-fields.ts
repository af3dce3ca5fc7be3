/**
 * Fields derived from a recipe's JSON for the list view (api.md §5).
 *
 * @module
 */

/** Length of `recipe.ingredients`, 0 when it is not an array. */
export function ingredientCountOf(recipe: object): number {
  const list = (recipe as { ingredients?: unknown }).ingredients;
  return Array.isArray(list) ? list.length : 0;
}

/** `recipe[field]` when it is a finite number, else null; -0 as 0, as its JSON reads back (`+ 0`). */
export function numberField(recipe: Record<string, unknown>, field: string): number | null {
  const v = recipe[field];
  return typeof v === 'number' && Number.isFinite(v) ? v + 0 : null;
}
