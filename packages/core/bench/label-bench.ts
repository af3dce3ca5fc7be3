/**
 * Labels per second for 10-, 50- and 500-ingredient recipes, in-process, FDA format,
 * from a validated recipe (resolve + generate, as the API does per request).
 * Run: pnpm bench (or npx tsx --conditions=@nutrilabel/source packages/core/bench/label-bench.ts).
 */
import { fda, generateLabel, type Recipe, resolveRecipe } from '../src/index';

const BASE = [
  {
    name: 'All-purpose flour',
    nutrients: {
      energy_kcal: 364,
      total_fat: 1,
      saturated_fat: 0.2,
      sodium: 2,
      total_carbohydrate: 76,
      dietary_fiber: 2.7,
      total_sugars: 0.3,
      protein: 10,
      calcium: 15,
      iron: 4.6,
      potassium: 107,
    },
  },
  {
    name: 'Butter',
    nutrients: {
      energy_kcal: 717,
      total_fat: 81,
      saturated_fat: 51,
      trans_fat: 3.3,
      cholesterol: 215,
      sodium: 11,
      protein: 0.9,
      calcium: 24,
      potassium: 24,
    },
  },
  {
    name: 'Granulated sugar',
    nutrients: { energy_kcal: 387, total_carbohydrate: 100, total_sugars: 100, added_sugars: 100 },
  },
  {
    name: 'Whole egg',
    nutrients: {
      energy_kcal: 143,
      total_fat: 9.5,
      saturated_fat: 3.1,
      cholesterol: 372,
      sodium: 142,
      protein: 12.6,
      vitamin_d: 2,
      calcium: 56,
      iron: 1.8,
      potassium: 138,
    },
  },
  {
    name: 'Whole milk',
    nutrients: {
      energy_kcal: 61,
      total_fat: 3.3,
      saturated_fat: 1.9,
      cholesterol: 10,
      sodium: 43,
      total_carbohydrate: 4.8,
      total_sugars: 5,
      protein: 3.2,
      vitamin_d: 1.3,
      calcium: 113,
      potassium: 132,
    },
  },
  {
    name: 'Almonds',
    nutrients: {
      energy_kcal: 579,
      total_fat: 50,
      saturated_fat: 3.8,
      sodium: 1,
      total_carbohydrate: 22,
      dietary_fiber: 12.5,
      total_sugars: 4.4,
      protein: 21,
      calcium: 269,
      iron: 3.7,
      potassium: 733,
    },
  },
  {
    name: 'Rolled oats',
    nutrients: {
      energy_kcal: 379,
      total_fat: 6.5,
      saturated_fat: 1.1,
      sodium: 6,
      total_carbohydrate: 67.7,
      dietary_fiber: 10.1,
      total_sugars: 1,
      protein: 13.2,
      calcium: 52,
      iron: 4.3,
      potassium: 362,
    },
  },
  {
    name: 'Honey',
    nutrients: {
      energy_kcal: 304,
      total_carbohydrate: 82.4,
      total_sugars: 82.1,
      added_sugars: 82.1,
      sodium: 4,
      potassium: 52,
    },
  },
  { name: 'Salt', nutrients: { sodium: 38758 } },
  {
    name: 'Vanilla extract',
    nutrients: { energy_kcal: 288, total_carbohydrate: 12.7, total_sugars: 12.7, sodium: 9, potassium: 148 },
  },
];

/** A recipe of `n` ingredients cycling through the base set. */
export function benchRecipe(n: number): Recipe {
  return {
    name: `Bench ${n}`,
    servingSizeGrams: 40,
    yieldFactor: 0.9,
    category: 'cookies',
    ingredients: Array.from({ length: n }, (_, i) => {
      const base = BASE[i % BASE.length]!;
      return { name: base.name, weightGrams: 10 + (i % 7) * 15, nutrients: base.nutrients };
    }),
  };
}

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
