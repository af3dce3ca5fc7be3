/**
 * `pnpm bench`: every committed benchmark, one after another, each in its own process so
 * one's heap does not skew the next. Figures go to docs/performance.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const BENCHES = [
  ['Label engine (FDA, in-process)', 'packages/core/bench/label-bench.ts'],
  ['Label formats side by side', 'packages/core/bench/formats-bench.ts'],
  ['The cost of explain, per format', 'packages/core/bench/explain-bench.ts'],
  ['FDA displays: vertical, tabular, linear, simplified', 'packages/core/bench/fda-layouts-bench.ts'],
  ['Ingredient search', 'packages/foods/bench/search-bench.ts'],
  ['Store (PGlite and PostgreSQL)', 'packages/store/bench/store-bench.ts'],
  ['Hostile bodies and the auth path (API)', 'apps/api/bench/hostile-bench.ts'],
  ['Print-ready labels: PDF and PNG (API)', 'apps/api/bench/print-bench.ts'],
] as const;

let failed = 0;
for (const [title, file] of BENCHES) {
  if (!existsSync(path.join(ROOT, file))) continue;
  process.stdout.write(`\n## ${title} (${file})\n\n`);
  const args = ['--expose-gc', '--conditions=@nutrilabel/source', '--import', 'tsx', file];
  const run = spawnSync(process.execPath, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: process.env,
  });
  if (run.status !== 0) failed++;
}
process.stdout.write('\nAPI load (autocannon against the real server): pnpm bench:load\n');
process.exit(failed > 0 ? 1 : 0);
