/**
 * The cost of `explain` (api.md §14): labels per CPU second of the 10-ingredient bench recipe with and
 * without `explain: true`, per format, in interleaved slices (median), so a shared machine's load
 * falls on both alike. The target: a label with explain costs at most 2× one without.
 * Run: pnpm bench (or npx tsx --conditions=@nutrilabel/source packages/core/bench/explain-bench.ts).
 */
import {
  generateLabel,
  getRegulation,
  REGULATION_IDS,
  type ResolvedRecipe,
  resolveRecipe,
} from '../src/index';
import { benchRecipe } from '../test/fixtures';
import { labelsPerCpuSecond, median } from './cpu-slices';

const SLICE_MS = 100;
const ROUNDS = 10;

const resolved = resolveRecipe(benchRecipe(10));
if (!resolved.ok) throw new Error('bench recipe does not resolve');
const recipe: ResolvedRecipe = resolved.recipe;

if (import.meta.url === `file://${process.argv[1]}`) main();

function main(): void {
  for (const id of REGULATION_IDS) {
    const format = getRegulation(id)!;
    for (let i = 0; i < 3000; i++) {
      generateLabel(recipe, format);
      generateLabel(recipe, format, { explain: true });
    }
  }
  console.log(`10-ingredient recipe, ${ROUNDS} interleaved slices of ${SLICE_MS} ms each (median, CPU time)`);
  console.log('format   plain labels/s   explain labels/s   cost of explain');
  let worst = 0;
  for (const id of REGULATION_IDS) {
    const format = getRegulation(id)!;
    const plain: number[] = [];
    const explained: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      plain.push(labelsPerCpuSecond(recipe, format, SLICE_MS));
      explained.push(labelsPerCpuSecond(recipe, format, SLICE_MS, { explain: true }));
    }
    const cost = median(plain) / median(explained);
    worst = Math.max(worst, cost);
    console.log(
      `${id.padEnd(8)} ${median(plain).toFixed(0).padStart(14)}   ${median(explained).toFixed(0).padStart(16)}   ${cost.toFixed(2)}×  ${cost <= 2 ? 'ok' : 'above 2×'}`,
    );
  }
  if (worst > 2) process.exitCode = 1;
}
