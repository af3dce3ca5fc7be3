/**
 * Recipes for the batch tests: recipe `i` has a serving of `5 + i` grams of one 2,000 g
 * ingredient, so its label's serving size (FDA: whole grams) tells which input it came from.
 *
 * @module
 */

/** Recipe number `i` of a batch. */
export const numbered = (i: number) => ({
  name: `Recipe ${i}`,
  servingSizeGrams: 5 + i,
  ingredients: [
    {
      name: 'Oats',
      weightGrams: 2000,
      nutrients: { energy_kcal: 400, total_fat: 10, protein: 13, total_carbohydrate: 60, sodium: 6 },
    },
  ],
});

/** `n` numbered recipes. */
export const numberedRecipes = (n: number) => Array.from({ length: n }, (_, i) => numbered(i));

/** Recipe `i` with its first ingredient's weight missing (a validation error, 40001). */
export const withoutWeight = (i: number) => {
  const recipe = numbered(i);
  return { ...recipe, ingredients: [{ name: 'Oats', nutrients: { energy_kcal: 400 } }] };
};

/** Recipe `i` with 120 g of fat per 100 g (a physical-limit error, 42201). */
export const impossibleFat = (i: number) => {
  const recipe = numbered(i);
  return { ...recipe, ingredients: [{ name: 'Oats', weightGrams: 2000, nutrients: { total_fat: 120 } }] };
};

/** A recipe rate limiter double that records each charge and refuses above `budget`. */
export function recordingLimiter(budget = 1_000_000) {
  const costs: number[] = [];
  let used = 0;
  return {
    costs,
    limiter: {
      async check(_auth: unknown, cost = 1) {
        costs.push(cost);
        const allowed = used + cost <= budget;
        if (allowed) used += cost;
        return { allowed, limit: budget, remaining: Math.max(0, budget - used), resetSeconds: 42 };
      },
    },
  };
}
