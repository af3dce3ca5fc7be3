/**
 * Seeds the store of a `pnpm bench:load` run before the server starts on it (`seed-accounts.ts`: a large
 * account of 20,000 recipes, page 200 of its pages of 50), and prints one JSON line with what the targets need.
 *
 *   node --conditions=@nutrilabel/source --import tsx apps/api/bench/load/seed.ts <pglite dir | postgres URL>
 */
import { openPgliteStore, openPostgresStore, type Store } from '@nutrilabel/store';
import { seedAccounts } from './seed-accounts';

const target = process.argv[2];
if (!target) throw new Error('usage: seed.ts <pglite directory | postgres URL>');
const store: Store = /^postgres(ql)?:/.test(target)
  ? await openPostgresStore(target)
  : await openPgliteStore(target);

// The cursor of page 200 of 400: what a client holds after following `Link` 199 times.
const seeded = await seedAccounts(store, { largeRecipes: 20_000, deepPage: 200 });
await store.close();
process.stdout.write(`${JSON.stringify(seeded)}\n`);
