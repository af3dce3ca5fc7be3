/**
 * The accounts a load bench reads and writes, seeded into an open store:
 *
 * - a small account: 60 saved recipes of 10 ingredients and one custom ingredient;
 * - a large account: `largeRecipes` saved recipes of 8 ingredients (api.md §5 pages of 50), and the cursor of a
 *   page inside it (what a client holds after following `Link` `deepPage − 1` times);
 * - a writer account with one custom ingredient, for the write targets (so they change no read target's answer).
 *
 * Every account is on the internal `unlimited` plan, so the limiter counts but never refuses.
 */
import type { Store } from '@nutrilabel/store';
import { benchRecipe } from '../../../../packages/store/bench/bench-recipe';

/** What the targets need. */
export interface SeededAccounts {
  readonly smallKey: string;
  readonly recipeId: string;
  readonly ingredientId: string;
  readonly largeKey: string;
  readonly deepCursor: string | null;
  readonly writerKey: string;
  readonly writerIngredientId: string;
}

/**
 * @example const seeded = await seedAccounts(store, { largeRecipes: 20_000, deepPage: 200 });
 */
export async function seedAccounts(
  store: Store,
  { largeRecipes, deepPage }: { readonly largeRecipes: number; readonly deepPage: number },
): Promise<SeededAccounts> {
  const small = await store.accounts.create({ plan: 'unlimited' });
  const smallKey = (await store.apiKeys.create(small.id)).key;
  let recipeId = '';
  for (let i = 0; i < 60; i++) {
    recipeId = (
      await store.recipes.create(small.id, {
        name: `Recipe ${i}`,
        regulation: 'fda',
        recipe: benchRecipe(10),
      })
    ).id;
  }
  const ingredientId = (
    await store.ingredients.create(small.id, {
      name: 'House cheddar blend',
      nutrients: { energy_kcal: 400, total_fat: 33, protein: 25, sodium: 650 },
    })
  ).id;

  const large = await store.accounts.create({ plan: 'unlimited' });
  const largeKey = (await store.apiKeys.create(large.id)).key;
  const recipe = benchRecipe(8);
  for (let i = 0; i < largeRecipes; i++) {
    await store.recipes.create(large.id, {
      name: `Batch ${String(i).padStart(5, '0')}`,
      regulation: 'fda',
      recipe,
    });
  }
  let deepCursor: string | null = null;
  for (let page = 1; page < deepPage; page++) {
    deepCursor = (
      await store.recipes.list(large.id, { limit: 50, ...(deepCursor ? { cursor: deepCursor } : {}) })
    ).nextCursor;
  }

  const writer = await store.accounts.create({ plan: 'unlimited' });
  const writerKey = (await store.apiKeys.create(writer.id)).key;
  const writerIngredientId = (
    await store.ingredients.create(writer.id, { name: 'Bench oats', nutrients: { energy_kcal: 380 } })
  ).id;
  return { smallKey, recipeId, ingredientId, largeKey, deepCursor, writerKey, writerIngredientId };
}
