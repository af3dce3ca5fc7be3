/**
 * Store size on disk: the PGlite data directory with no recipe, 60 recipes of 10 ingredients and 20,000
 * of 8 (the accounts of `pnpm bench:load`), as earlier releases opened it (PGlite's defaults: 16 MB log
 * segments kept for reuse, no checkpoint before close) and as `openPgliteStore` opens it now
 * (`adapters/pglite-wal.ts`), with the write rate of each run and the log while the store is open.
 *
 * Run: node --conditions=@nutrilabel/source --import tsx packages/store/bench/store-size-bench.ts [large]
 *
 * @module
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgliteClient, openPgliteStore } from '../src/adapters/pglite';
import { createSqlStore } from '../src/adapters/sql-store';
import type { RecipeInput, Store } from '../src/types';
import { benchRecipe } from './bench-recipe';

const LARGE = Number(process.argv[2] ?? 20_000);

/** The recipe of `pnpm bench:load`, saved under the name of the `i`-th recipe. */
const recipe = (n: number, i: number): RecipeInput => ({
  name: `Batch ${String(i).padStart(5, '0')}`,
  regulation: 'fda',
  recipe: benchRecipe(n),
});

/** Bytes under `path`, files only (what `du --apparent-size` counts). */
function bytesUnder(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.isFile() ? stat.size : 0;
  return readdirSync(path).reduce((sum, name) => sum + bytesUnder(join(path, name)), 0);
}

const MB = (bytes: number): string => (bytes / 1e6).toFixed(1);

/** One write, then a turn of the event loop, as a server gets each request from a socket: PGlite answers
 * without I/O, so a bare loop of awaits would never let a timer (the checkpointer's) run. */
async function write(store: Store, accountId: string, input: RecipeInput): Promise<void> {
  await store.recipes.create(accountId, input);
  await new Promise((next) => setImmediate(next));
}

type Opener = (dir: string) => Promise<Store>;
const openers: Record<string, Opener> = {
  'earlier releases (PGlite defaults)': async (dir) =>
    createSqlStore(createPgliteClient(await PGlite.create(dir))),
  'now (openPgliteStore)': (dir) => openPgliteStore(dir),
};

async function run(name: string, open: Opener, small: number, large: number): Promise<string> {
  const dir = join(mkdtempSync(join(tmpdir(), 'nl-size-')), 'db');
  try {
    const store = await open(dir);
    let written = 0;
    const started = performance.now();
    if (small > 0) {
      const account = await store.accounts.create({ plan: 'unlimited' });
      for (let i = 0; i < small; i++) await write(store, account.id, recipe(10, i));
      written += small;
    }
    if (large > 0) {
      const account = await store.accounts.create({ plan: 'unlimited' });
      for (let i = 0; i < large; i++) await write(store, account.id, recipe(8, i));
      written += large;
    }
    const seconds = (performance.now() - started) / 1000;
    const walOpen = bytesUnder(join(dir, 'pg_wal'));
    await store.close();
    const total = bytesUnder(dir);
    const wal = bytesUnder(join(dir, 'pg_wal'));
    const perRecipe = written > 0 ? `${Math.round((total - wal) / written).toLocaleString('en')}` : '–';
    const rate = written >= 1000 ? Math.round(written / seconds).toLocaleString('en') : '–';
    return `| ${name} | ${written.toLocaleString('en')} | ${MB(total)} | ${MB(wal)} | ${MB(walOpen)} | ${perRecipe} | ${rate} |`;
  } finally {
    rmSync(join(dir, '..'), { recursive: true, force: true });
  }
}

console.log(
  '| Opened as | Recipes | Directory MB (closed) | of which log MB | log MB while open | bytes/recipe without log | written/s |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const [small, large] of [
  [0, 0],
  [60, 0],
  [60, LARGE],
]) {
  for (const [name, open] of Object.entries(openers))
    console.log(await run(name, open, small ?? 0, large ?? 0));
}
console.log(
  `\nNode ${process.version}, ${new Date().toISOString().slice(0, 10)}; bytes per recipe count the template databases too.`,
);
