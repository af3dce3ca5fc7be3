/**
 * The FDA displays of api.md §12 (`options.layout`) side by side: generate + render SVG per CPU second for
 * each, as a ratio to the vertical panel. The simplified format runs on a drink that qualifies under
 * 101.9(f) (the granola bars do not); its ratio is to the vertical panel of that drink. The panels of two
 * columns (per serving and per container, vertical and tabular, 101.9(e)(6)) are timed on the granola bars
 * with `columns: "dual"`, as a ratio to the vertical panel of one column.
 * Run: npx tsx --conditions=@nutrilabel/source packages/core/bench/fda-layouts-bench.ts
 *
 * Method as formats-bench.ts: warm-up, then interleaved slices of SLICE_MS until each display has run
 * MIN_MS, median slice rate per second of this process's CPU time.
 */
import {
  fda,
  type GenerateOptions,
  generateLabel,
  type ResolvedRecipe,
  renderLabelSvg,
  resolveRecipe,
} from '../src/index';
import { GRANOLA_BARS } from '../test/fixtures';
import { median } from './cpu-slices';

const MIN_MS = 1500;
const SLICE_MS = 50;
const WARM_UP = 20;

const drink = resolveRecipe({
  name: 'Lemonade',
  servingSizeGrams: 240,
  ingredients: [
    {
      name: 'Lemonade',
      weightGrams: 480,
      nutrients: {
        energy_kcal: 17,
        total_fat: 0,
        sodium: 4,
        total_carbohydrate: 4.2,
        total_sugars: 4,
        protein: 0,
      },
    },
  ],
});

const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Rendered labels per CPU second of one slice. */
function rendersPerCpuSecond(recipe: ResolvedRecipe, options: GenerateOptions): number {
  let count = 0;
  const start = cpuMs();
  let elapsed = 0;
  while (elapsed < SLICE_MS) {
    for (let i = 0; i < 10; i++) {
      const outcome = generateLabel(recipe, fda, options);
      if (!outcome.ok) throw new Error(`${options.layout}: the recipe did not label`);
      renderLabelSvg(outcome.value);
    }
    count += 10;
    elapsed = cpuMs() - start;
  }
  return (count / elapsed) * 1000;
}

if (import.meta.url === `file://${process.argv[1]}`) main();

function main(): void {
  if (!drink.ok) throw new Error('the drink does not resolve');
  const cases: readonly [string, ResolvedRecipe, GenerateOptions][] = [
    ['vertical', GRANOLA_BARS, { layout: 'vertical' }],
    ['tabular', GRANOLA_BARS, { layout: 'tabular' }],
    ['linear', GRANOLA_BARS, { layout: 'linear' }],
    ['vertical dual', GRANOLA_BARS, { layout: 'vertical', columns: 'dual' }],
    ['tabular dual', GRANOLA_BARS, { layout: 'tabular', columns: 'dual' }],
    ['vertical (drink)', drink.recipe, { layout: 'vertical' }],
    ['simplified (drink)', drink.recipe, { layout: 'simplified' }],
  ];
  for (const [, recipe, options] of cases)
    for (let i = 0; i < WARM_UP; i++) rendersPerCpuSecond(recipe, options);
  const rates = new Map<string, number[]>(cases.map(([name]) => [name, []]));
  for (let round = 0; round * SLICE_MS < MIN_MS; round++)
    for (const [name, recipe, options] of cases) rates.get(name)!.push(rendersPerCpuSecond(recipe, options));
  const rate = (name: string) => median(rates.get(name)!);
  console.log(
    `generate + render SVG, ${rates.get('vertical')!.length} interleaved slices of ${SLICE_MS} ms (median)`,
  );
  console.log('display              labels/s (CPU)   ratio to vertical');
  for (const [name] of cases) {
    const base = name.endsWith('(drink)') ? rate('vertical (drink)') : rate('vertical');
    console.log(
      `${name.padEnd(20)} ${rate(name).toFixed(0).padStart(8)}   ${(rate(name) / base).toFixed(2)}`,
    );
  }
}
