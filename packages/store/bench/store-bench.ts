/**
 * Store benchmark: recipes created per second and list latency with 10,000 recipes in one account,
 * on memory, PGlite (temp dir) and PostgreSQL (when DATABASE_URL is set; in a temporary schema).
 *
 * Run: npx tsx packages/store/bench/store-bench.ts [count]
 *
 * @module
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { createMemoryStore } from '../src/adapters/memory';
import { openPgliteStore } from '../src/adapters/pglite';
import { openPostgresStore } from '../src/adapters/postgres';
import type { RecipeInput, Store } from '../src/types';

const COUNT = Number(process.argv[2] ?? 10_000);

const recipe = (i: number): RecipeInput => ({
  name: `Recipe ${i}`,
  regulation: 'fda',
  recipe: {
    name: `Recipe ${i}`,
    servingSizeGrams: 55,
    servingsPerContainer: 8,
    ingredients: Array.from({ length: 10 }, (_, j) => ({
      name: `ingredient ${j}`,
      weightGrams: 50 + j,
      nutrients: { energy_kcal: 364, total_fat: 0.98, protein: 10.33, sodium: 2, total_carbohydrate: 76.3 },
    })),
  },
});

const ms = (t0: bigint): number => Number(process.hrtime.bigint() - t0) / 1e6;
const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};
const f = (x: number): string => x.toFixed(x < 10 ? 2 : 0);

async function bench(name: string, store: Store, afterFill?: () => Promise<void>): Promise<void> {
  const acc = (await store.accounts.create({ plan: 'team' })).id;
  const { key } = await store.apiKeys.create(acc);

  let t0 = process.hrtime.bigint();
  const ids: string[] = [];
  for (let i = 0; i < COUNT; i++) ids.push((await store.recipes.create(acc, recipe(i))).id);
  const sequential = COUNT / (ms(t0) / 1000);

  // 20 concurrent writers (what a pool can do; PGlite serialises them).
  const acc2 = (await store.accounts.create()).id;
  const n2 = Math.min(COUNT, 2000);
  t0 = process.hrtime.bigint();
  for (let i = 0; i < n2; i += 20) {
    await Promise.all(Array.from({ length: 20 }, (_, j) => store.recipes.create(acc2, recipe(i + j))));
  }
  const concurrent = n2 / (ms(t0) / 1000);

  await afterFill?.();

  const first100: number[] = [];
  const first1000: number[] = [];
  for (let i = 0; i < 30; i++) {
    t0 = process.hrtime.bigint();
    await store.recipes.list(acc, { limit: 100 });
    first100.push(ms(t0));
    t0 = process.hrtime.bigint();
    await store.recipes.list(acc, { limit: 1000 });
    first1000.push(ms(t0));
  }
  const pages: number[] = [];
  let cursor: string | null = null;
  let seen = 0;
  t0 = process.hrtime.bigint();
  do {
    const p0 = process.hrtime.bigint();
    const page = await store.recipes.list(acc, { limit: 100, cursor });
    pages.push(ms(p0));
    seen += page.items.length;
    cursor = page.nextCursor;
  } while (cursor);
  const walk = ms(t0);
  if (seen !== COUNT) throw new Error(`walked ${seen} of ${COUNT}`);

  const gets: number[] = [];
  const auths: number[] = [];
  for (let i = 0; i < 200; i++) {
    t0 = process.hrtime.bigint();
    await store.recipes.get(acc, ids[(i * 7919) % ids.length]!);
    gets.push(ms(t0));
    t0 = process.hrtime.bigint();
    await store.apiKeys.authenticate(key);
    auths.push(ms(t0));
  }

  console.log(
    `| ${name} | ${f(sequential)} | ${f(concurrent)} | ${f(pct(first100, 50))} / ${f(pct(first100, 95))} | ` +
      `${f(pct(first1000, 50))} / ${f(pct(first1000, 95))} | ${f(pct(pages, 50))} / ${f(pct(pages, 95))} (${f(walk)} total) | ` +
      `${f(pct(gets, 50))} | ${f(pct(auths, 50))} |`,
  );
}

console.log(`${COUNT} recipes (10 ingredients each) in one account; latencies in ms, p50 / p95\n`);
console.log(
  '| adapter | create/s (sequential) | create/s (20 concurrent) | list 100 | list 1000 | page walk ×100 | get p50 | auth p50 |',
);
console.log('|---|---|---|---|---|---|---|---|');

const memory = createMemoryStore();
await bench('memory', memory);
await memory.close();

const dir = mkdtempSync(join(tmpdir(), 'nutrilabel-bench-'));
try {
  const pglite = await openPgliteStore(dir);
  await bench('pglite', pglite);
  await pglite.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const url = process.env.DATABASE_URL;
if (url) {
  const schema = `store_bench_${process.pid}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create schema ${schema}`);
  try {
    const pg = await openPostgresStore(url, { schema, max: 20 });
    await bench('postgres', pg);
    await pg.close();
    // Autovacuum analyses a table some time after bulk writes; until then the planner may sort a whole
    // account instead of walking the keyset index. The same run with fresh statistics:
    await admin.unsafe(`drop schema ${schema} cascade; create schema ${schema}`);
    const analysed = await openPostgresStore(url, { schema, max: 20 });
    await bench('postgres (analysed)', analysed, async () => {
      await admin.unsafe(`analyze ${schema}.recipes`);
    });
    await analysed.close();
  } finally {
    await admin.unsafe(`drop schema ${schema} cascade`);
    await admin.end();
  }
} else {
  console.log('\n(postgres skipped: DATABASE_URL is not set)');
}
