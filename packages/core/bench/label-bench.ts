/**
 * Labels per second for 10-, 50- and 500-ingredient recipes, in-process, FDA format,
 * from a validated recipe (resolve + generate, as the API does per request).
 * Run: pnpm bench (or npx tsx --conditions=@nutrilabel/source packages/core/bench/label-bench.ts).
 */
import { fda, generateLabel, type Recipe, resolveRecipe } from '../src/index';
import { benchRecipe } from '../test/fixtures';

function labelOnce(recipe: Recipe): number {
  const resolved = resolveRecipe(recipe);
  if (!resolved.ok) throw new Error('bench recipe does not resolve');
  const outcome = generateLabel(resolved.recipe, fda);
  if (!outcome.ok) throw new Error('bench recipe does not label');
  return outcome.value.label.nutrients.length;
}

/** Labels per second for a recipe, measured for about `ms` after a warm-up. */
export function measure(recipe: Recipe, ms = 1500): number {
  for (let i = 0; i < 2000; i++) labelOnce(recipe);
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < 200; i++) labelOnce(recipe);
    count += 200;
    elapsed = performance.now() - start;
  }
  return (count / elapsed) * 1000;
}

/**
 * Labels per second when no ingredient name was seen before, so the per-name allergen memo never
 * helps (the worst case; real traffic repeats names). Each label's recipe is built in the timed
 * loop (new name strings, as a parsed request body has), which adds about 1 µs.
 */
export function measureUnseenNames(n: number, ms = 1500): number {
  const base = benchRecipe(n);
  let k = 0;
  const fresh = (): Recipe => {
    k++;
    return { ...base, ingredients: base.ingredients.map((i) => ({ ...i, name: `${i.name} ${k}` })) };
  };
  for (let i = 0; i < 2000; i++) labelOnce(fresh());
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < 200; i++) labelOnce(fresh());
    count += 200;
    elapsed = performance.now() - start;
  }
  return (count / elapsed) * 1000;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = [10, 50, 500].map((n) => {
    const perSecond = measure(benchRecipe(n));
    return {
      ingredients: n,
      labelsPerSecond: Math.round(perSecond),
      microsPerLabel: +(1e6 / perSecond).toFixed(2),
      microsPerIngredient: +(1e6 / perSecond / n).toFixed(3),
    };
  });
  console.table(rows);
  const unseen = measureUnseenNames(10);
  console.log(
    `10 ingredients, every name new (no allergen memo hits): ${Math.round(unseen)} labels/s (${(1e6 / unseen).toFixed(2)} µs per label)`,
  );
}
