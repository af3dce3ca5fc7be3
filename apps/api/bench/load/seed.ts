/**
 * Seeds the store of a `pnpm bench:load` run before the server starts on it, and prints one JSON
 * line with what the targets need: the keys (on the internal `unlimited` plan, so the limiter counts
 * but never refuses), a recipe id, and the cursor of a page deep inside the large account.
 *
 * - a small account: 60 saved recipes of 10 ingredients and one custom ingredient;
 * - a large account: 20,000 saved recipes of 8 ingredients (api.md §5 pages of 50);
 * - a writer account with one custom ingredient, for the write targets (so they change no read target's answer).
 *
 *   node --conditions=@nutrilabel/source --import tsx apps/api/bench/load/seed.ts <pglite dir | postgres URL>
 */
import { openPgliteStore, openPostgresStore, type Store } from '@nutrilabel/store';
import { benchRecipe } from './recipes';

const target = process.argv[2];
if (!target) throw new Error('usage: seed.ts <pglite directory | postgres URL>');
const store: Store = /^postgres(ql)?:/.test(target)
  ? await openPostgresStore(target)
  : await openPgliteStore(target);

const small = await store.accounts.create({ plan: 'unlimited' });
const smallKey = (await store.apiKeys.create(small.id)).key;
let recipeId = '';
for (let i = 0; i < 60; i++) {
  recipeId = (
    await store.recipes.create(small.id, { name: `Recipe ${i}`, regulation: 'fda', recipe: benchRecipe(10) })
  ).id;
}
await store.ingredients.create(small.id, {
  name: 'House cheddar blend',
  nutrients: { energy_kcal: 400, total_fat: 33, protein: 25, sodium: 650 },
});

const large = await store.accounts.create({ plan: 'unlimited' });
const largeKey = (await store.apiKeys.create(large.id)).key;
const recipe = benchRecipe(8);
for (let i = 0; i < 20_000; i++) {
  await store.recipes.create(large.id, {
    name: `Batch ${String(i).padStart(5, '0')}`,
    regulation: 'fda',
    recipe,
  });
}
// The cursor of page 200 of 400: what a client holds after following `Link` 199 times.
let cursor: string | null = null;
for (let page = 1; page < 200; page++) {
  cursor = (await store.recipes.list(large.id, { limit: 50, ...(cursor ? { cursor } : {}) })).nextCursor;
}
const writer = await store.accounts.create({ plan: 'unlimited' });
const writerKey = (await store.apiKeys.create(writer.id)).key;
const writerIngredientId = (
  await store.ingredients.create(writer.id, { name: 'Bench oats', nutrients: { energy_kcal: 380 } })
).id;
await store.close();
process.stdout.write(
  `${JSON.stringify({ smallKey, largeKey, recipeId, deepCursor: cursor, writerKey, writerIngredientId })}\n`,
);
